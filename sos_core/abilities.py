"""The crew abilities used instead of an action (R-COMP-3): Lowe discards down
to an anchor and may swap, Smith gathers every hand and deals the cards again.
Listers add their decisions; appliers do what a listed decision says."""
from sos_core import cards as K
from sos_core import crew
from sos_core import layout as L


def use(g):
    """The current player's ability, instead of the action."""
    s = g.s
    if s[L.CREW + s[L.CURRENT]] == crew.LOWE:
        n = 0
        while s[L.P_LEN + L.DECK]:                 # discard down to an anchor
            c = g.top(L.DECK)
            g.draw(L.DECK, L.DISCARD, 1)
            n += 1
            if c & K.ANCHOR:
                break
        g.event(L.EV_DISCARD, n, L.WHY_LOWE, 0)
        g.offer(L.PH_LOWE)
    else:                                         # Smith gathers every hand
        for p in range(s[L.PLAYERS]):
            for i in range(g.alen(p)):
                s[L.A_OWNER + g.acard(p, i)] = p
            if p != s[L.CURRENT] and g.alen(p):   # he sees the others' cards
                g.look()
            g.amove(p, L.A_GATHER, g.alen(p))
        s[L.PHASE] = L.PH_SMITH


# --- Lowe ---------------------------------------------------------------------
def swaps(g):
    """Two passengers of the same class and value in two different groups."""
    s = g.s
    for g1 in range(L.GROUP0, L.N_TARGETS):
        n1 = s[L.P_LEN + g1]
        if n1 == 0:
            continue
        k1 = (g.card(g1, 0) >> 6) & 1
        for g2 in range(g1 + 1, L.N_TARGETS):
            n2 = s[L.P_LEN + g2]
            if n2 == 0 or (g.card(g2, 0) >> 6) & 1 != k1:
                continue
            for v in range(1, min(n1, n2) + 1):
                if not (g.card(g1, v - 1) | g.card(g2, v - 1)) & K.MYSTERY:
                    g.add(L.D_SWAP, g1, g2, v)


def swap(g, g1, g2, v):
    g.pswap(g1, v - 1, g2, v - 1)
    g.end_turn()


# --- Smith --------------------------------------------------------------------
def gives(g):
    """Smith deals the gathered cards one by one; the last one may not leave every
    hand as it was (at least one player must end with different cards)."""
    s = g.s
    n = g.alen(L.A_GATHER)
    for i in range(n):
        aid = g.acard(L.A_GATHER, i)
        for p in range(s[L.PLAYERS]):
            if n == 1 and _hands_as_before(g, aid, p):
                continue
            g.add(L.D_GIVE, aid, p, 0)


def give(g, aid, p):
    g.amove_card(aid, p)
    if g.alen(L.A_GATHER) == 0:
        s = g.s
        for x in range(K.N_ACTIONS):
            s[L.A_OWNER + x] = L.NO_OWNER
        g.end_turn()


def _hands_as_before(g, aid, to):
    """Would giving the last card `aid` to player `to` leave every hand holding the
    same kinds of cards as before Smith gathered them?"""
    s = g.s
    for p in range(s[L.PLAYERS]):
        for kind in range(K.N_KINDS):
            now = 1 if p == to and K.ACTION_KIND[aid] == kind else 0
            for i in range(g.alen(p)):
                if K.ACTION_KIND[g.acard(p, i)] == kind:
                    now += 1
            for x in range(K.N_ACTIONS):
                if s[L.A_OWNER + x] == p and K.ACTION_KIND[x] == kind:
                    now -= 1
            if now:
                return False
    return True
