"""Listing the choices inside action cards and crew abilities. Each lister either
adds its decisions (add=1) or answers whether there is any (add=0)."""
from sos_core.cards import (
    ACTION_KIND,
    CLASS_MAX,
    COLLAPSIBLE,
    MYSTERY,
    MYSTERY_1ST,
    MYSTERY_2ND,
    N_ACTIONS,
    N_KINDS,
    SAME_LINES,
    WAIT,
    YOUR_TURN,
)
from sos_core.layout import (
    A_GATHER,
    A_OWNER,
    D_BOAT,
    D_GIVE,
    D_LINE,
    D_MYSTERY,
    D_PAIR,
    D_SWAP,
    D_TAKE,
    DECK_LINES,
    GROUP0,
    N_KEYS,
    N_LINES,
    N_TARGETS,
    P_LEN,
    PLAYERS,
)


def playable(g, aid):
    """An action card can be played when its effect has something to act on
    (cards whose effect may come to nothing are always playable)."""
    kind = ACTION_KIND[aid]
    if kind == YOUR_TURN or kind == WAIT:
        return lines(g, 0)
    if kind == SAME_LINES:
        return pairs(g, 0)
    if kind == COLLAPSIBLE:
        return boat(g, 0)
    if kind == MYSTERY_1ST or kind == MYSTERY_2ND:
        return mystery(g, kind - MYSTERY_1ST, 0)
    return True


def lines(g, add):
    """Lines with cards (each has a face-up card): Your Turn!, Wait!"""
    for line in range(N_LINES):
        if g.s[P_LEN + line]:
            if not add:
                return True
            g.add(D_LINE, line, 0, 0)
    return False


def pairs(g, add):
    """R-ACT-SAMELINES: two open deck lines, not both empty; never the boat."""
    s = g.s
    for a in range(DECK_LINES):
        if not g.line_open(a):
            continue
        for b in range(a + 1, DECK_LINES):
            if g.line_open(b) and s[P_LEN + a] + s[P_LEN + b]:
                if not add:
                    return True
                g.add(D_PAIR, a, b, 0)
    return False


def boat(g, add):
    """R-ACT-BOAT: a run starting at any face-up card of a deck line."""
    for line in range(DECK_LINES):
        for k in range(1, g.faceup(line) + 1):
            if not add:
                return True
            g.add(D_BOAT, line, k, 0)
    return False


def mystery(g, k, add):
    """R-ACT-MYSTERY: any declared value, wherever that passenger could go."""
    t = g.TAKES
    g.targets()
    for v in range(1, CLASS_MAX[k] + 1):
        ds = t[k << 5 | v] | t[N_KEYS | k << 5 | v] << N_LINES
        if ds and not add:
            return True
        d = 0
        while ds:
            if ds & 1:
                g.add(D_MYSTERY, v, d, k)
            ds >>= 1
            d += 1
    return False


def takes(g, pile):
    for i in range(g.alen(pile)):
        g.add(D_TAKE, g.acard(pile, i), 0, 0)


def swaps(g):
    """Lowe: two passengers of the same class and value in two different groups."""
    s = g.s
    for g1 in range(GROUP0, N_TARGETS):
        n1 = s[P_LEN + g1]
        if n1 == 0:
            continue
        k1 = (g.card(g1, 0) >> 6) & 1
        for g2 in range(g1 + 1, N_TARGETS):
            n2 = s[P_LEN + g2]
            if n2 == 0 or (g.card(g2, 0) >> 6) & 1 != k1:
                continue
            for v in range(1, min(n1, n2) + 1):
                if not (g.card(g1, v - 1) | g.card(g2, v - 1)) & MYSTERY:
                    g.add(D_SWAP, g1, g2, v)


def gives(g):
    """Smith deals the gathered cards one by one; the last one may not leave every
    hand as it was (at least one player must end with different cards)."""
    s = g.s
    n = g.alen(A_GATHER)
    for i in range(n):
        aid = g.acard(A_GATHER, i)
        for p in range(s[PLAYERS]):
            if n == 1 and _hands_as_before(g, aid, p):
                continue
            g.add(D_GIVE, aid, p, 0)


def _hands_as_before(g, aid, to):
    """Would giving the last card `aid` to player `to` leave every hand holding the
    same kinds of cards as before Smith gathered them?"""
    s = g.s
    for p in range(s[PLAYERS]):
        for kind in range(N_KINDS):
            now = 1 if p == to and ACTION_KIND[aid] == kind else 0
            for i in range(g.alen(p)):
                if ACTION_KIND[g.acard(p, i)] == kind:
                    now += 1
            for x in range(N_ACTIONS):
                if s[A_OWNER + x] == p and ACTION_KIND[x] == kind:
                    now -= 1
            if now:
                return False
    return True
