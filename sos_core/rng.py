"""Our own seeded generator, identical on CPython and MicroPython.

Wichmann-Hill: three 16-bit multiplicative generators kept in the state bytes.
Every intermediate stays below 2**30, so a step allocates nothing even on a
32-bit board (where larger integers are heap objects).
"""
from sos_core.layout import RNG

MAX_SEED = 0x3FFFFFFF


def seed(s, n):
    lo = n & 0x7FFF
    hi = (n >> 15) & 0x7FFF
    _put(s, 0, 1 + lo % 30268)
    _put(s, 2, 1 + hi % 30306)
    _put(s, 4, 1 + (lo * 7 + hi * 13 + 5) % 30322)
    for _ in range(8):
        below(s, 2)


def _put(s, i, v):
    s[RNG + i] = v & 0xFF
    s[RNG + i + 1] = v >> 8


def below(s, n):
    """A number in 0..n-1 (n <= 256)."""
    a = (s[RNG] | s[RNG + 1] << 8) * 171 % 30269
    b = (s[RNG + 2] | s[RNG + 3] << 8) * 172 % 30307
    c = (s[RNG + 4] | s[RNG + 5] << 8) * 170 % 30323
    _keep(s, a, b, c)
    return (a + b + c) % 30269 % n


def shuffle(s, buf, first, n):
    """Fisher-Yates over buf[first:first + n] with the generator kept in s (buf
    may be s itself: a pile of the state). Each swap takes below(s, i + 1); the
    three states stay in locals meanwhile (a shuffle is most of the steps)."""
    a = s[RNG] | s[RNG + 1] << 8
    b = s[RNG + 2] | s[RNG + 3] << 8
    c = s[RNG + 4] | s[RNG + 5] << 8
    i = n - 1
    while i > 0:
        a = a * 171 % 30269
        b = b * 172 % 30307
        c = c * 170 % 30323
        j = first + (a + b + c) % 30269 % (i + 1)
        t = buf[first + i]
        buf[first + i] = buf[j]
        buf[j] = t
        i -= 1
    _keep(s, a, b, c)


def _keep(s, a, b, c):
    """The generator's three 16-bit states back into s."""
    s[RNG] = a & 0xFF
    s[RNG + 1] = a >> 8
    s[RNG + 2] = b & 0xFF
    s[RNG + 3] = b >> 8
    s[RNG + 4] = c & 0xFF
    s[RNG + 5] = c >> 8
