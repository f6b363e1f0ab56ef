"""Milliseconds since start (a random deal's seed, key repeat, the save policy):
the one place that knows how each platform tells the time and where it wraps.
Ours, not adafruit_ticks: the same supervisor.ticks_ms and 2**29 wrap, at half
its heap (544 B against 1,024 B as .mpy, 64-bit VM) and one library fewer in /lib."""
from sos_core.compat import const

PERIOD = const(0x20000000)   # supervisor.ticks_ms wraps at 2**29; the desktop too
_HALF = const(0x10000000)


try:                                    # a board: C, wraps at 2**29
    from supervisor import ticks_ms
except ImportError:                     # the desktop

    def ticks_ms():
        import time

        return int(time.monotonic() * 1000) & (PERIOD - 1)


def ticks_add(a, ms):
    return (a + ms) & (PERIOD - 1)


def ticks_diff(a, b):
    """a - b for ticks_ms values that wrap at 2**29 (small ints only)."""
    return ((a - b + _HALF) & (PERIOD - 1)) - _HALF
