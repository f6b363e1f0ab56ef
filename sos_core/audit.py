"""Invariants of a position (R-LINE, R-COMP), for tests and tools: returns the
first broken one as text, or None. Not used while playing (it allocates)."""
from sos_core import booklet
from sos_core.cards import BOAT_ID, CLASS_MAX, MYSTERY, MYSTERY_ID, N_ACTIONS, passengers
from sos_core.layout import (
    A_INPLAY,
    BOAT,
    DECK,
    DISCARD,
    GROUP0,
    LOOK,
    N_APILES,
    N_GROUPS,
    N_LINES,
    N_POOL,
    N_PPILES,
    PARK,
    PH_OVER,
    PLAYING,
)


def problem(g):
    if sum(g.plen(p) for p in range(N_PPILES)) != N_POOL:
        return "passenger piles do not add up to 62 cards"
    seen = sorted(g.card(p, i) for p in range(N_PPILES) for i in range(g.plen(p))
                  if not g.card(p, i) & MYSTERY)
    if bytes(seen) != bytes(sorted(passengers())):
        return "the 60 passengers are not each present exactly once"
    acts = sorted(g.acard(p, i) for p in range(N_APILES) for i in range(g.alen(p)))
    if acts != list(range(N_ACTIONS)):
        return "the 20 action cards are not each present exactly once"
    for k in (0, 1):
        where, v = _mystery(g, k)
        if where < 0:
            return "Mystery card missing"
        if (where == PARK) != (v == 0):
            return "Mystery value and place disagree"
        if where > GROUP0 + N_GROUPS - 1 and where != PARK:
            return "Mystery in a pile it cannot be in"
        if v and _apile(g, MYSTERY_ID[k]) != A_INPLAY:
            return "Mystery in play but its card is not"
        if v > CLASS_MAX[k]:
            return "Mystery declared beyond its class"
    for line in range(N_LINES):
        n = g.plen(line)
        if g.facedown(line) > n or (n and g.facedown(line) >= n):
            return "line %d has no face-up top card" % (line + 1)
        if line < 6 and g.page() < booklet.LAST_PAGE and booklet.flooded(line, g.page()) and n:
            return "flooded deck %d still has a line" % (line + 1)
        for i in range(g.facedown(line) + 1, n):
            a = g.card(line, i - 1)
            b = g.card(line, i)
            if (a ^ b) & 0x40 or (a & 0x1F) != (b & 0x1F) + 1:     # R-LINE-2, R-LINE-4
                return "line %d face-up cards are not one run" % (line + 1)
    if g.plen(BOAT) and _apile(g, BOAT_ID) != A_INPLAY:
        return "boat line without the Collapsible Boat in play"
    empty = False
    for gr in range(GROUP0, GROUP0 + N_GROUPS):
        n = g.plen(gr)
        if n and empty:
            return "survivor groups not lowered in order"
        empty = empty or n == 0
        for i in range(n):
            c = g.card(gr, i)
            if (c & 0x1F) != i + 1 or (c ^ g.card(gr, 0)) & 0x40:  # R-LINE-3
                return "survivor group %d does not ascend from 1" % (gr - GROUP0 + 1)
    for p in (DECK, DISCARD, LOOK):
        for i in range(g.plen(p)):
            if g.card(p, i) & MYSTERY:
                return "a Mystery among real passengers"
    if (g.status() != PLAYING) != (g.phase() == PH_OVER):
        return "status and phase disagree"
    return None


def _mystery(g, k):
    for p in range(N_PPILES):
        for i in range(g.plen(p)):
            c = g.card(p, i)
            if c & MYSTERY and (c >> 6) & 1 == k:
                return p, c & 0x1F
    return -1, 0


def _apile(g, aid):
    for p in range(N_APILES):
        for i in range(g.alen(p)):
            if g.acard(p, i) == aid:
                return p
    return -1
