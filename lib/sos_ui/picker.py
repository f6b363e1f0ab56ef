"""What the player points at: the core's listed decisions grouped into a first
choice (a card, a pile, an action card, a word) and, where needed, a second one
(where it goes, how many, top or bottom, to whom). The UI only moves a cursor
over these spots; every rule stays in sos_core. Allocation-free after __init__.

A spot is a small int: kind << 12 | pile << 6 | index.
"""
from array import array

from sos_core import hints
from sos_core import layout as L
from sos_core.cards import MYSTERY as MYSTERY_FLAG
from sos_core.cards import VALUE
from sos_core.compat import const
from sos_core.game import DEC_CAP

NONE_SPOT = const(0)
HIDDEN = const(0xFFFF)   # first spot of a decision not offered (hints.pointless)
SPOT_CARD = const(1)     # a card: pile, index in the pile (0 = bottom)
SPOT_PILE = const(2)     # a whole pile as a target
SPOT_ACTION = const(3)   # an action card: index = its id
SPOT_WORD = const(4)     # index = one of the W_ words
SPOT_NUMBER = const(5)   # index = a number (draw count, declared value, player)

W_END = const(0)         # end the move phase
W_PASS = const(1)        # nothing to do: turn a page (Ruling R-TURN-2)
W_SKIP = const(2)        # decline an optional step
W_ABILITY = const(3)     # the crew's ability instead of an action
W_RESCUE = const(4)      # attempt a rescue (then: how many)
W_TOP = const(5)         # Get Ready!: back on top
W_BOTTOM = const(6)      # ... or at the bottom
END_SPOT = const(SPOT_WORD << 12 | W_END)          # spot(SPOT_WORD, 0, W_END)
RESCUE_SPOT = const(SPOT_WORD << 12 | W_RESCUE)    # spot(SPOT_WORD, 0, W_RESCUE)

_WORDS = {L.D_END: W_END, L.D_PASS: W_PASS, L.D_SKIP: W_SKIP, L.D_ABILITY: W_ABILITY}


def spot(kind, pile, index):
    return kind << 12 | pile << 6 | index


def spot_kind(s):
    return s >> 12


def spot_pile(s):
    return (s >> 6) & 63


def spot_index(s):
    return s & 63


class Picker:
    def __init__(self, game):
        self.g = game
        # zeroed from bytes: a [0] * n list would be a transient 4-8x the array
        self.fs = array("H", bytes(2 * DEC_CAP))        # first spot of each decision
        self.ss = array("H", bytes(2 * DEC_CAP))        # second spot of each decision
        self.firsts = array("H", bytes(2 * DEC_CAP))    # distinct first spots, sorted
        self.seconds = bytearray(DEC_CAP)               # decisions of the selected first
        self.n_first = 0
        self.n_second = 0
        self.picked = -1                           # index of the selected first, or -1

    def refresh(self):
        """Re-list the game's decisions; call after every change to the game. A
        listing already current (Game.listed: Play.auto's, a hint's) is used."""
        g = self.g
        n = g.n if g.listed else g.list_decisions()
        d = g.dec
        self.n_first = 0
        self.n_second = 0
        self.picked = -1
        last = HIDDEN
        for i in range(n):
            j = L.DEC_SIZE * i
            f = self._map(i, d[j], d[j + L.DEC_A], d[j + L.DEC_B], d[j + L.DEC_C])
            if f != last and f != HIDDEN:    # a spot's decisions mostly come in a
                self._add_first(f)           # run: one call a run
                last = f
        return self.n_first

    def first(self, i):
        return self.firsts[i]

    def select(self, i):
        """Choose first spot i; returns how many second spots it has (0: the
        decision needs no second choice)."""
        f = self.firsts[i]
        self.picked = i
        m = 0
        ss = self.ss
        out = self.seconds
        for k in range(self.g.n):
            if self.fs[k] == f:
                j = m                                # keep seconds sorted by spot
                while j > 0 and ss[out[j - 1]] > ss[k]:
                    out[j] = out[j - 1]
                    j -= 1
                out[j] = k
                m += 1
        self.n_second = 0 if m == 1 and ss[out[0]] == NONE_SPOT else m
        return self.n_second

    def second(self, j):
        return self.ss[self.seconds[j]]

    def decision(self, j=0):
        """Index in the game's decision list for the selected first and second j."""
        return self.seconds[j]

    def apply(self, j=0):
        return self.g.apply_index(self.seconds[j])

    # --- how each decision kind is pointed at --------------------------------
    def _map(self, i, k, a, b, c):
        g = self.g
        f = NONE_SPOT
        s = NONE_SPOT
        if k == L.D_MOVE:                      # the run's bottom card, then where to
            if hints.pointless(g, k, a, b, c):
                f = HIDDEN                   # listed, but no one wants it
            else:
                f = spot(SPOT_CARD, a, g.plen(a) - b)
                s = spot(SPOT_PILE, c, 0)
        elif k == L.D_PLACE:
            f = spot(SPOT_CARD, a, b)
            s = spot(SPOT_PILE, c, 0)
        elif k == L.D_REPLACE:                 # the passenger, then its Mystery
            f = spot(SPOT_CARD, a, b)
            s = self._mystery_spot(c, g.card(a, b) & VALUE)
        elif k == L.D_RESCUE:
            f = spot(SPOT_WORD, 0, W_RESCUE)
            s = spot(SPOT_NUMBER, 0, a)
        elif k == L.D_PLAY or k == L.D_TAKE:
            f = spot(SPOT_ACTION, 0, a)
        elif k == L.D_GIVE:
            f = spot(SPOT_ACTION, 0, a)
            s = spot(SPOT_NUMBER, 0, b)
        elif k == L.D_PUT:
            f = spot(SPOT_CARD, L.LOOK, a)
            s = spot(SPOT_WORD, 0, W_BOTTOM if b else W_TOP)
        elif k == L.D_LINE:
            f = spot(SPOT_PILE, a, 0)
        elif k == L.D_PICK:
            f = spot(SPOT_CARD, g.s[L.ARG], a)
        elif k == L.D_PAIR:
            f = spot(SPOT_PILE, a, 0)
            s = spot(SPOT_PILE, b, 0)
        elif k == L.D_BOAT:
            f = spot(SPOT_CARD, a, g.plen(a) - b)
        elif k == L.D_MYSTERY:
            f = spot(SPOT_PILE, b, 0)
            s = spot(SPOT_NUMBER, 0, a)
        elif k == L.D_SWAP:
            f = spot(SPOT_CARD, a, c - 1)
            s = spot(SPOT_CARD, b, c - 1)
        else:
            f = spot(SPOT_WORD, 0, _WORDS[k])
        self.fs[i] = f
        self.ss[i] = s
        return f

    def _mystery_spot(self, k, v):
        g = self.g
        want = MYSTERY_FLAG | (k << 6) | v
        for p in range(L.DECK):
            for i in range(g.plen(p)):
                if g.card(p, i) == want:
                    return spot(SPOT_CARD, p, i)
        return NONE_SPOT

    def _add_first(self, f):
        a = self.firsts
        n = self.n_first
        lo = 0
        hi = n
        while lo < hi:
            mid = (lo + hi) >> 1
            if a[mid] < f:
                lo = mid + 1
            else:
                hi = mid
        if lo < n and a[lo] == f:
            return
        j = n
        while j > lo:
            a[j] = a[j - 1]
            j -= 1
        a[lo] = f
        self.n_first = n + 1
