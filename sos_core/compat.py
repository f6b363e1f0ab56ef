"""What differs between CPython and MicroPython/CircuitPython, in one place."""
try:
    from micropython import const  # noqa: F401  (MicroPython, CircuitPython)
except ImportError:
    def const(x):
        return x

# On CPython (the desktop: simulator, rollouts, tests) allocating is no concern and
# a slice copy runs in C, many times faster than a loop over the bytes. (A
# `micropython` module may be importable there too: Blinka ships one.)
CPYTHON = __import__("sys").implementation.name == "cpython"
