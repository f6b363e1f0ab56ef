"""The Titanic booklet (R-COMP-4) and the set-up variants (R-SETUP-4), defined once."""
from sos_core.compat import const

LAST_PAGE = const(11)          # turning to page 11 sinks the ship (R-FLOOD-1)

# Ruling (R-COMP-4): compartments per deck, bow to stern; page p shows p compartments
# flooded, bow first. This one table decides when each deck is fully flooded.
COMPARTMENTS = (3, 3, 2, 2, 1, 0)


def _flood_pages():
    out = bytearray(6)
    total = 0
    for d in range(6):
        total += COMPARTMENTS[d]
        out[d] = total if COMPARTMENTS[d] else 255   # deck 6 never floods
    return out


FLOOD_PAGE = _flood_pages()   # deck -> page on which it is fully flooded: 3 6 8 10 11 -


def page_points(page):
    """Points printed on a page: 10 on page 1 ... 0 on page 11."""
    return LAST_PAGE - page


def flooded(deck, page):
    return page >= FLOOD_PAGE[deck]


def flooded_compartments(deck, page):
    """How many of this deck's compartments are under water on this page."""
    before = 0
    for d in range(deck):
        before += COMPARTMENTS[d]
    n = page - before
    if n < 0:
        return 0
    return n if n < COMPARTMENTS[deck] else COMPARTMENTS[deck]


# R-SETUP-4: cards dealt under decks 1-4 by variant (Standard, Expert, Ultimate);
# their names are in `names`.
VARIANT_DEAL = b"\x04\x06\x08\x0a\x07\x07\x07\x07\x0a\x08\x06\x04"
N_VARIANTS = len(VARIANT_DEAL) // 4
