"""Stand-in for CircuitPython's `supervisor`: `ticks_ms` (wrapping at 2**29 ms as
on a board, so it never makes a long integer) and a `runtime` with the usual
flags. Memory modelled: none. Skipped: reload, next-code-file, USB status."""
import time


def ticks_ms():
    return time.ticks_ms() & 0x1FFFFFFF


class _Runtime:
    serial_connected = False
    usb_connected = False
    autoreload = False


runtime = _Runtime()


def reload():
    pass
