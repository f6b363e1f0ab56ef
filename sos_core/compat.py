"""What differs between CPython and MicroPython/CircuitPython, in one place."""
try:
    from micropython import const  # noqa: F401  (MicroPython, CircuitPython)
except ImportError:
    def const(x):
        return x
