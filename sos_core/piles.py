"""Piles inside a permutation pool: a pool is a run of card bytes split into piles
by their lengths (pile 0 first). Moving cards rotates the stretch between two
piles in place, so no card can be lost or doubled and, on MicroPython, nothing is
allocated (CPython, where that is no concern, rotates with C slice copies: the
same bytes, several times faster). The top of a pile is its last byte."""
from sos_core import rng
from sos_core.compat import CPYTHON

if CPYTHON:
    def start(s, lens, pile):
        """Pool offset of a pile (0 for pile 0)."""
        return sum(s[lens:lens + pile])
else:
    def start(s, lens, pile):
        o = 0
        for i in range(pile):
            o += s[lens + i]
        return o


def _reverse(s, a, b):
    b -= 1
    while a < b:
        t = s[a]
        s[a] = s[b]
        s[b] = t
        a += 1
        b -= 1


if CPYTHON:
    def rotate(s, a, b, k):
        """Rotate s[a:b] left by k."""
        if 0 < k < b - a:
            s[a:b] = s[a + k:b] + s[a:a + k]
else:
    def rotate(s, a, b, k):
        # three reversals: in place, nothing allocated
        if 0 < k < b - a:
            _reverse(s, a, a + k)
            _reverse(s, a + k, b)
            _reverse(s, a, b)


def move(s, pool, lens, src, dst, k):
    """Put the top k cards of src on top of dst, keeping their order."""
    if k <= 0 or src == dst:
        return
    s1 = pool + start(s, lens, src) + s[lens + src]
    d1 = pool + start(s, lens, dst) + s[lens + dst]
    if src < dst:
        rotate(s, s1 - k, d1, k)
    else:
        rotate(s, d1, s1, s1 - d1 - k)
    s[lens + src] -= k
    s[lens + dst] += k


def to_top(s, pool, lens, pile, i):
    """Bring card i of a pile to its top; the others keep their order."""
    a = pool + start(s, lens, pile)
    rotate(s, a + i, a + s[lens + pile], 1)


def take(s, pool, lens, src, i, dst):
    """Move card i of src to the top of dst."""
    to_top(s, pool, lens, src, i)
    move(s, pool, lens, src, dst, 1)


def top_to_bottom(s, pool, lens, pile):
    a = pool + start(s, lens, pile)
    n = s[lens + pile]
    rotate(s, a, a + n, n - 1)


def shuffle(s, pool, lens, pile, n):
    """Fisher-Yates over the bottom n cards of a pile."""
    rng.shuffle(s, s, pool + start(s, lens, pile), n)


def find(s, pool, lens, npiles, card):
    """Pile holding a card byte, or -1 (index via index_in)."""
    o = pool
    for p in range(npiles):
        n = s[lens + p]
        for i in range(o, o + n):
            if s[i] == card:
                return p
        o += n
    return -1


def index_in(s, pool, lens, pile, card):
    a = pool + start(s, lens, pile)
    for i in range(s[lens + pile]):
        if s[a + i] == card:
            return i
    return -1


def pile_at(s, lens, npiles, off):
    """Pile holding pool offset off."""
    for p in range(npiles):
        off -= s[lens + p]
        if off < 0:
            return p
    return -1
