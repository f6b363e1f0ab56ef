"""Page turns and flooding (R-FLOOD): the booklet's next page floods the next
compartment; a fully flooded deck's line is shuffled into the next line."""
from sos_core import booklet
from sos_core import layout as L


def turn_page(g, why):
    """R-FLOOD-1/2: flood the next compartment; page 11 sinks the ship. `why`
    (layout WHY_*) goes into the page's event for the UI."""
    s = g.s
    page = s[L.PAGE] + 1
    s[L.PAGE] = page
    deck = L.NO_DECK
    for d in range(6):
        if booklet.FLOOD_PAGE[d] == page:
            deck = d
    g.event(L.EV_PAGE, page, why, deck)
    if page >= booklet.LAST_PAGE:
        s[L.STATUS] = L.SUNK
        s[L.PHASE] = L.PH_OVER
        return
    if deck != L.NO_DECK:
        flood(g, deck)

def flood(g, d):
    """R-FLOOD-2: a fully flooded deck's line is shuffled into the next line
    toward the stern; an empty flooded line leaves the next one alone."""
    n = g.s[L.P_LEN + d]
    if n == 0:
        return
    g.event(L.EV_FLOOD, d, n, 0)
    g.pmove(d, d + 1, n)
    g.cover(d)
    g.pshuffle(d + 1)
    g.cover(d + 1)

