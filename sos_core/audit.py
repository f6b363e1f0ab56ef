"""Invariants of a position (R-LINE, R-COMP), for tests and tools: returns the
first broken one as text, or None. Not used while playing (it allocates)."""
from sos_core import booklet
from sos_core.cards import BOAT_ID, CLASS_MAX, MYSTERY, MYSTERY_ID, N_ACTIONS, passengers
from sos_core.layout import (
    A_INPLAY,
    A_LEN,
    A_POOL,
    BOAT,
    GROUP0,
    LOOK,
    N_APILES,
    N_GROUPS,
    N_LINES,
    N_POOL,
    N_PPILES,
    P_LEN,
    P_POOL,
    PARK,
    PH_OVER,
    PLAYING,
)

_PASSENGERS = bytes(sorted(passengers()))


def _split(s, pool, lens, n):
    out = []
    o = pool
    for p in range(n):
        out.append(s[o:o + s[lens + p]])
        o += s[lens + p]
    return out


def problem(g):
    s = g.s
    pp = _split(s, P_POOL, P_LEN, N_PPILES)
    ap = _split(s, A_POOL, A_LEN, N_APILES)
    if sum(len(p) for p in pp) != N_POOL:
        return "passenger piles do not add up to 62 cards"
    if bytes(sorted(c for p in pp for c in p if not c & MYSTERY)) != _PASSENGERS:
        return "the 60 passengers are not each present exactly once"
    if sorted(c for p in ap for c in p) != list(range(N_ACTIONS)):
        return "the 20 action cards are not each present exactly once"
    where = {c: i for i, p in enumerate(ap) for c in p}
    for k in (0, 1):
        found = [(i, c & 0x1F) for i, p in enumerate(pp) for c in p
                 if c & MYSTERY and (c >> 6) & 1 == k]
        if len(found) != 1:
            return "Mystery card missing or doubled"
        pile, v = found[0]
        if (pile == PARK) != (v == 0):
            return "Mystery value and place disagree"
        if pile >= GROUP0 + N_GROUPS and pile != PARK:
            return "Mystery in a pile it cannot be in"
        if v and where[MYSTERY_ID[k]] != A_INPLAY:
            return "Mystery in play but its card is not"
        if v > CLASS_MAX[k]:
            return "Mystery declared beyond its class"
    for line in range(N_LINES):
        cards = pp[line]
        n = len(cards)
        down = g.facedown(line)
        if down > n or (n and down >= n):
            return "line %d has no face-up top card" % (line + 1)
        if line < 6 and g.page() < booklet.LAST_PAGE and booklet.flooded(line, g.page()) \
                and n:
            return "flooded deck %d still has a line" % (line + 1)
        for i in range(down + 1, n):
            a, b = cards[i - 1], cards[i]
            if (a ^ b) & 0x40 or (a & 0x1F) != (b & 0x1F) + 1:     # R-LINE-2, R-LINE-4
                return "line %d face-up cards are not one run" % (line + 1)
    if pp[BOAT] and where[BOAT_ID] != A_INPLAY:
        return "boat line without the Collapsible Boat in play"
    empty = False
    for i in range(N_GROUPS):
        cards = pp[GROUP0 + i]
        if cards and empty:
            return "survivor groups not lowered in order"
        empty = empty or not cards
        for j, c in enumerate(cards):
            if (c & 0x1F) != j + 1 or (c ^ cards[0]) & 0x40:          # R-LINE-3
                return "survivor group %d does not ascend from 1" % (i + 1)
    for p in range(GROUP0 + N_GROUPS, LOOK + 1):
        if any(c & MYSTERY for c in pp[p]):
            return "a Mystery among real passengers"
    if (g.status() != PLAYING) != (g.phase() == PH_OVER):
        return "status and phase disagree"
    return None
