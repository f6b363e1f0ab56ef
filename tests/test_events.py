"""The core tells what a decision did (Game.events), so the UI never re-derives a
rule from the position: why a page turned and which deck flooded, where a
flooded line's cards went, the cards a rescue (failed or not) or Lowe
discarded, reshuffles, every action card gained. Each test names the rule whose
outcome the event reports."""

from positions import build, do, random_games

from sos_core.layout import (
    A_DISCARD,
    BY_ACTIONS,
    BY_EMPTY,
    BY_SAVE_TIME,
    EV_DISCARD,
    EV_FLOOD,
    EV_GAIN,
    EV_PAGE,
    EV_SHUFFLE,
    N_EVENTS,
    NO_DECK,
    WHY_EMPTY,
    WHY_FAILED,
    WHY_LOWE,
    WHY_NOTHING,
    WHY_PASS,
    WHY_RESCUED,
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
    assert kinds[:2] == [(EV_SHUFFLE, 2, BY_EMPTY), (EV_PAGE, 3, WHY_EMPTY)]
    assert events(g)[1][3] == 0                        # page 3 floods deck 1 (R-FLOOD-2)
    assert kinds[2] == (EV_FLOOD, 0, 2)                # ... and its 2 cards go to line 2
    assert kinds[3:5] == [(EV_DISCARD, 2, WHY_FAILED), (EV_PAGE, 4, WHY_FAILED)]


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


def test_r_rescue_2_a_rescue_tells_the_drawn_cards_it_discarded():
    # issue 35: the discard went 0 -> 2 without a word
    g = build(lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P4 Y12 P8",
              rest="line6")
    do(g, "rescue 3", "place P8 L5")
    assert events(g) == [(EV_DISCARD, 2, WHY_RESCUED, 0)]
    assert g.plen(12) == 2                              # the passenger discard


def test_r_rescue_2_murdoch_stopping_tells_the_rest_discarded():
    g = build(lines={5: "Y2 | P9", 4: "Y3 | P5"}, phase="action", crew="murdoch",
              deck="P2 P4 P8", rest="line6")
    do(g, "rescue 3", "place P8 L5")
    assert events(g) == []                              # Murdoch may place another
    do(g, "skip")
    assert events(g) == [(EV_DISCARD, 2, WHY_RESCUED, 0)]


def test_r_rescue_2_nothing_left_over_tells_nothing():
    g = build(lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P8", rest="line6")
    do(g, "rescue 1", "place P8 L5")
    assert events(g) == []


def test_r_flood_2_a_flooded_line_tells_where_its_cards_went():
    g = build(lines={1: "Y2 Y5 | P9", 2: "Y3 | P5"}, phase="action", crew="lowe",
              deck="P4 Y12", rest="line6", page=2)
    do(g, "rescue 1")
    assert events(g)[1:3] == [(EV_PAGE, 3, WHY_FAILED, 0), (EV_FLOOD, 0, 3, 0)]
    assert g.plen(0) == 0 and g.plen(1) == 5


def test_r_flood_2_an_empty_flooded_line_moves_nothing_and_tells_no_flood():
    g = build(lines={2: "Y3 | P5"}, phase="action", crew="lowe", deck="P4 Y12",
              rest="line6", page=2)
    do(g, "rescue 1")
    assert [e[0] for e in events(g)] == [EV_DISCARD, EV_PAGE, EV_GAIN]


def test_r_comp_3_boxhall_tells_each_of_his_two_cards():
    # issue 35: the banner said "You gain Your Turn!" while the hand gained two
    g = build(lines={5: "Y2 | P9"}, phase="action", crew="boxhall", deck="P4 Y12",
              rest="line6")
    do(g, "rescue 1")
    gains = [e for e in events(g) if e[0] == EV_GAIN]
    assert gains == [(EV_GAIN, 0, g.acard(0, 0), 0), (EV_GAIN, 0, g.acard(0, 1), 0)]


def test_r_act_an_action_deck_made_anew_from_its_discards_is_told():
    held = "GR1 GR2 CO2 CO3 CB1 CB2 CB3 YT1 YT2 SL1 SL2 WA1 WA2 BO M1 M2"
    g = build(lines={5: "Y2 | P9"}, phase="action", crew="boxhall", deck="P4 Y12",
              rest="line6", hands=[held], action_deck="CO1", action_discard="PA PB ST")
    do(g, "rescue 1")
    assert [e[:3] for e in events(g)][-3:] == [(EV_GAIN, 0, g.acard(0, 16)),
                                               (EV_SHUFFLE, 3, BY_ACTIONS),
                                               (EV_GAIN, 0, g.acard(0, 17))]
    assert g.alen(A_DISCARD) == 0


def test_r_act_savetime_tells_the_discards_it_shuffled_in():
    g = build(lines={1: "Y2 | P9"}, hands=["ST"], phase="action", deck="P4",
              discard="Y5 Y6 P7", rest="line3")
    do(g, "play ST")
    assert events(g) == [(EV_SHUFFLE, 3, BY_SAVE_TIME, 0)]


def test_the_log_has_room_for_every_event_of_random_games():
    # Game.event drops what does not fit: random games stay below N_EVENTS
    most = 0
    for g, r in random_games(400):
        g.apply_index(r.randrange(g.list_decisions()))
        most = max(most, g.n_events)
    assert 4 <= most < N_EVENTS
