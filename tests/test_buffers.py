"""The fixed decision buffer (Game.dec, DEC_CAP decisions) never drops one.

The largest listing, argued per phase (R-MOVE-1 accepts on a pile only cards of
one class and one value, of which there are 2 passengers and a Mystery):
Smith's deal lists every gathered card for every player, 20 x 5 = 100; Your
Turn!'s pick lists every card of a line (at most 62); a move phase lists at most
7 tops x 3 runs + 4 largest-card runs x 6 empty lines + 7 x 3 to groups + 7
replacements + end = 74; a rescue's placements at most 6 drawn x 11 piles + 6 + 1
= 73; Come On!/Come Back! at most 4 cards per target pile x 11 + 4 = 48; every
other phase fewer. So 100 is the worst case, which the constructed position
below reaches; DEC_CAP keeps a margin above it. Random games stay below it (in
3,000 of them the largest listings were Smith's deal, 85, and Your Turn!'s pick, 37;
every other phase 22 or fewer)."""

import pytest
from positions import random_games

from sos_core import crew
from sos_core.game import DEC_CAP, Game
from sos_core.layout import A_DECK, CURRENT, D_ABILITY, D_GIVE, OK, PH_ACTION, PHASE

WORST_CASE = 100          # Smith deals 20 cards among 5 players
MARGIN = 1.25             # DEC_CAP is at least this much above the worst case


def smith_deals_twenty_to_five():
    g = Game()
    crews = [crew.SMITH, crew.MURDOCH, crew.LEE, crew.PHILLIPS, crew.PITMAN]
    g.setup(11, 0, 5, crews)
    p = 0
    while g.alen(A_DECK):                  # every action card into some hand
        g.amove(A_DECK, p % 5, 1)
        p += 1
    g.s[CURRENT] = 0
    g.s[PHASE] = PH_ACTION
    assert g.apply(D_ABILITY) == OK
    return g


def test_constructed_worst_case_lists_every_gift():
    g = smith_deals_twenty_to_five()
    n = g.list_decisions()
    assert n == WORST_CASE
    assert all(g.dec[4 * i] == D_GIVE for i in range(n))


def test_capacity_has_a_margin_over_the_worst_case():
    assert DEC_CAP >= WORST_CASE * MARGIN


def test_random_games_stay_within_the_buffer():
    most = 0
    for g, r in random_games(1500):
        n = g.list_decisions()
        most = max(most, n)
        g.apply_index(r.randrange(n))
    assert 20 < most <= WORST_CASE
    print("largest listing in 1,500 random games: %d" % most)


def test_a_full_buffer_is_a_hard_error_not_a_dropped_decision():
    g = Game()
    g.setup(1, 0, 1)
    g.n = 0
    for i in range(DEC_CAP):
        g.add(D_GIVE, i & 0xFF, 0, 0)
    with pytest.raises(OverflowError):
        g.add(D_GIVE, 0, 0, 0)
    assert g.n == DEC_CAP and len(g.dec) == 4 * DEC_CAP


def test_the_uis_capacities_follow_the_cores():
    """The UI's fixed buffers are sized from the core's: every listed decision can
    become a cursor entry (plus Menu and Back), every entry a hint mark, and a line or
    the tray can hold the whole passenger pool."""
    from sos_ui import board_view, marks, picker, play

    from sos_core.game import DEC_CAP

    assert play.CAP == DEC_CAP + 2
    assert marks.MARKS >= play.CAP
    src = (picker.__file__, board_view.__file__)
    assert "DEC_CAP" in open(src[0]).read()
    assert "bytearray(L.N_POOL)" in open(src[1]).read() and "64" not in "".join(
        line for line in open(src[1]) if "bytearray(" in line or "array(" in line)
