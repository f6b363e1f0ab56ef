"""The score (R-END-2): the largest value of each survivor group (a Mystery counts
as its declared value), the page's points, and only when everyone is saved the
longest run of anchor passengers within one group of each class."""
from sos_core import booklet, piles
from sos_core.cards import ANCHOR, VALUE
from sos_core.layout import GROUP0, N_GROUPS, P_LEN, P_POOL, PAGE, SAVED, STATUS


def group_top(g, i):
    """Largest value of survivor group i (0-3): its top card; 0 if not lowered."""
    n = g.s[P_LEN + GROUP0 + i]
    return g.top(GROUP0 + i) & VALUE if n else 0


def anchor_run(g, k):
    """Longest run of consecutive anchor passengers within one group of class k."""
    best = 0
    for p in range(GROUP0, GROUP0 + N_GROUPS):
        n = g.s[P_LEN + p]
        if n == 0 or (g.card(p, 0) >> 6) & 1 != k:
            continue
        run = 0
        for i in range(n):
            run = run + 1 if g.card(p, i) & ANCHOR else 0
            if run > best:
                best = run
    return best


def page_points(g):
    return booklet.page_points(g.page())


def total(g):
    """The score now; group_top() of every group read in one pass over the
    pool, where the groups lie in order (the board counts it on every rescue)."""
    s = g.s
    t = booklet.page_points(s[PAGE])
    o = P_POOL + piles.start(s, P_LEN, GROUP0)
    for i in range(N_GROUPS):
        n = s[P_LEN + GROUP0 + i]
        o += n
        if n:
            t += s[o - 1] & VALUE
    if s[STATUS] == SAVED:
        t += anchor_run(g, 0) + anchor_run(g, 1)
    return t


def breakdown(g):
    """(groups' tops, page points, anchor runs (1st, 2nd) or zeros, total)."""
    tops = [group_top(g, i) for i in range(N_GROUPS)]
    saved = g.status() == SAVED
    anchors = [anchor_run(g, 0), anchor_run(g, 1)] if saved else [0, 0]
    return tops, page_points(g), anchors, total(g)
