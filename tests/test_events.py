"""The core tells what a decision did (Game.events), so the UI never re-derives a
rule from the position: why a page turned and which deck flooded, the cards a
failed rescue or Lowe discarded, reshuffles, action cards gained. Each test
names the rule whose outcome the event reports."""
from positions import build, do

from sos_core.layout import (
    EV_DISCARD,
    EV_GAIN,
    EV_PAGE,
    EV_SHUFFLE,
    NO_DECK,
    WHY_EMPTY,
    WHY_FAILED,
    WHY_LOWE,
    WHY_NOTHING,
    WHY_PASS,
)


def events(g):
    return [tuple(g.events[4 * i:4 * i + 4]) for i in range(g.n_events)]


def test_r_rescue_3_failed_rescue_tells_discards_page_and_card():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", deck="P4 Y12")
    do(g, "rescue 2")
    top = g.acard(0, 0)
    assert events(g) == [(EV_DISCARD, 2, WHY_FAILED, 0), (EV_PAGE, 2, WHY_FAILED, NO_DECK),
                         (EV_GAIN, 0, top, 0)]


def test_r_rescue_4_empty_deck_and_failure_tell_both_pages():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
              discard="P4 Y12", page=2)
    do(g, "rescue 2")
    kinds = [e[:3] for e in events(g)]
    assert kinds[:2] == [(EV_SHUFFLE, 2, 0), (EV_PAGE, 3, WHY_EMPTY)]
    assert events(g)[1][3] == 0                        # page 3 floods deck 1 (R-FLOOD-2)
    assert kinds[2:4] == [(EV_DISCARD, 2, WHY_FAILED), (EV_PAGE, 4, WHY_FAILED)]


def test_r_turn_2_pass_tells_why_the_page_turned():
    g = build(lines={2: "Y2 | P9"}, rest="line3", phase="action", page=4)
    do(g, "pass")
    assert events(g) == [(EV_PAGE, 5, WHY_PASS, NO_DECK)]


def test_r_act_comeon_nothing_playable_tells_why():
    deck = "P2 P3 P4 P5 P6 P7 Y2 Y3 Y4 Y5 Y6 Y7"
    g = build(lines={1: "| P9"}, hands=["CO1"], phase="action", deck=deck, rest="discard")
    do(g, "play CO1")
    assert events(g) == [(EV_PAGE, 2, WHY_NOTHING, NO_DECK)]


def test_r_comp_3_lowe_tells_how_many_he_discarded():
    g = build(crew="lowe", hands=["CO1"], phase="action", deck="Y9a P5 Y3 P7")
    do(g, "ability")
    assert events(g) == [(EV_DISCARD, 4, WHY_LOWE, 0)]


def test_r_flood_1_last_page_tells_the_sinking():
    g = build(lines={6: "P5 | P9"}, page=10, crew="lowe", deck="Y12", groups=["P1 P2"])
    do(g, "end")
    do(g, "rescue 1")
    assert events(g)[-1] == (EV_PAGE, 11, WHY_FAILED, 4)
    assert g.over()


def test_a_move_tells_nothing_and_the_log_is_cleared():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", deck="P4 Y12")
    do(g, "rescue 2")
    assert g.n_events
    do(g, "end")
    assert events(g) == []
