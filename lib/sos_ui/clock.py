"""Milliseconds since start, for seeding a random deal: the one place that
knows how each platform tells the time."""


def ticks_ms():
    try:
        import supervisor

        return supervisor.ticks_ms()
    except (ImportError, AttributeError):
        import time

        return int(time.monotonic() * 1000) & 0x3FFFFFFF
