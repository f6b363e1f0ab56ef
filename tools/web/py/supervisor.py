"""The page's `supervisor`: ticks_ms from the page's clock (performance.now()),
wrapping at 2**29 as on a board."""
from sos_web_page import page


def ticks_ms():
    return int(page.now()) & 0x1FFFFFFF


class _Runtime:
    serial_connected = False
    usb_connected = False
    autoreload = False


runtime = _Runtime()


def reload():
    pass
