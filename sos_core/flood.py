"""Page turns and flooding (R-FLOOD): the booklet's next page floods the next
compartment; a fully flooded deck's line is shuffled into the next line."""
from sos_core import booklet
from sos_core.layout import (
    EV_PAGE,
    NO_DECK,
    P_LEN,
    PAGE,
    PH_OVER,
    PHASE,
    STATUS,
    SUNK,
)


def turn_page(g, why):
    """R-FLOOD-1/2: flood the next compartment; page 11 sinks the ship. `why`
    (layout WHY_*) goes into the page's event for the UI."""
    s = g.s
    page = s[PAGE] + 1
    s[PAGE] = page
    deck = NO_DECK
    for d in range(6):
        if booklet.FLOOD_PAGE[d] == page:
            deck = d
    g.event(EV_PAGE, page, why, deck)
    if page >= booklet.LAST_PAGE:
        s[STATUS] = SUNK
        s[PHASE] = PH_OVER
        return
    if deck != NO_DECK:
        flood(g, deck)

def flood(g, d):
    """R-FLOOD-2: a fully flooded deck's line is shuffled into the next line
    toward the stern; an empty flooded line leaves the next one alone."""
    n = g.s[P_LEN + d]
    if n == 0:
        return
    g.pmove(d, d + 1, n)
    g.cover(d)
    g.pshuffle(d + 1)
    g.cover(d + 1)

