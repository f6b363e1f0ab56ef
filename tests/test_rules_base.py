"""The base game: components, set-up, lines, moves, rescue, flooding, end and score.
Each test names the rule it checks (docs/rules.md)."""
import pytest
from positions import build, decisions, do, first_empty_group, pile
from sos_text.decision_text import parse_decision
from sos_text.notation import dump

from sos_core import booklet, crew, score
from sos_core.cards import ACTION_KIND, CLASS_MAX, passengers
from sos_core.game import Game
from sos_core.layout import D_MOVE, D_RESCUE, E_ILLEGAL, E_OVER, SAVED, SUNK


# --- R-COMP ----------------------------------------------------------------------
def test_r_comp_1_sixty_passengers_two_classes_anchor_and_plain():
    cards = passengers()
    assert len(set(cards)) == 60
    first = [c for c in cards if not c & 0x40]
    second = [c for c in cards if c & 0x40]
    assert sorted(c & 0x1F for c in first) == sorted(list(range(1, 14)) * 2)
    assert sorted(c & 0x1F for c in second) == sorted(list(range(1, 18)) * 2)
    assert sum(1 for c in cards if c & 0x20) == 30
    assert tuple(CLASS_MAX) == (13, 17)


def test_r_comp_2_twenty_action_cards():
    counts = [list(ACTION_KIND).count(k) for k in range(12)]
    assert counts == [2, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1]


def test_r_comp_3_crew_table():
    # (start cards, max draw, min players) as printed on the crew cards
    expect = {crew.MURDOCH: (2, 4, 1), crew.LEE: (4, 6, 1), crew.LOWE: (2, 5, 1),
              crew.BOXHALL: (0, 3, 1), crew.LATIMER: (0, 5, 1), crew.FLEET: (1, 3, 1),
              crew.SMITH: (1, 5, 3), crew.PHILLIPS: (1, 6, 2), crew.PITMAN: (1, 5, 2),
              crew.LIGHTOLLER: (2, 5, 2)}
    for c, row in expect.items():
        assert (crew.start_cards(c), crew.max_draw(c), crew.min_players(c)) == row


def test_r_comp_4_booklet_flood_pages_and_points():
    assert list(booklet.FLOOD_PAGE) == [3, 6, 8, 10, 11, 255]
    assert [booklet.page_points(p) for p in range(1, 12)] == list(range(10, -1, -1))
    assert [booklet.flooded_compartments(0, p) for p in (1, 2, 3, 4)] == [1, 2, 3, 3]
    assert booklet.flooded_compartments(4, 11) == 1


# --- R-SETUP ---------------------------------------------------------------------
@pytest.mark.parametrize("variant,deal", [(0, (4, 6, 8, 10)), (1, (7, 7, 7, 7)),
                                          (2, (10, 8, 6, 4))])
def test_r_setup_4_lines_dealt_face_down_top_card_up(variant, deal):
    g = Game()
    g.setup(5, variant, 1)
    for line in range(4):
        assert g.plen(line) == deal[line]
        assert g.facedown(line) == deal[line] - 1
    assert g.plen(4) == g.plen(5) == 0
    assert g.plen(11) == 60 - sum(deal)


def test_r_setup_1_solo_crew_dealt_from_the_one_player_crews():
    dealt = set()
    g = Game()
    for seed in range(60):
        g.setup(seed, 0, 1)
        dealt.add(g.crew_of(0))
    assert dealt == {crew.MURDOCH, crew.LEE, crew.LOWE, crew.BOXHALL, crew.LATIMER, crew.FLEET}


def test_r_setup_1_crews_distinct_and_by_minimum_players():
    g = Game()
    for players in (2, 3, 4, 5):
        for seed in range(30):
            g.setup(seed, 0, players)
            crews = [g.crew_of(p) for p in range(players)]
            assert len(set(crews)) == players
            assert all(crew.min_players(c) <= players for c in crews)


def test_r_setup_1_chosen_crew_checked():
    g = Game()
    g.setup(1, 0, 1, bytes([crew.FLEET]))
    assert g.crew_of(0) == crew.FLEET
    with pytest.raises(ValueError):
        g.setup(1, 0, 1, bytes([crew.SMITH]))        # Smith needs 3 players
    with pytest.raises(ValueError):
        g.setup(1, 0, 2, bytes([crew.LEE, crew.LEE]))


def test_r_setup_2_and_3_hands_and_page_one():
    g = Game()
    g.setup(9, 0, 3, bytes([crew.LEE, crew.SMITH, crew.BOXHALL]))
    assert [g.alen(p) for p in range(3)] == [4, 1, 0]
    assert g.alen(5) == 20 - 5
    assert g.page() == 1


def test_same_seed_same_deal_other_seed_other_deal():
    a, b = Game(), Game()
    a.setup(1234, 0, 2)
    b.setup(1234, 0, 2)
    assert dump(a) == dump(b)
    b.setup(1235, 0, 2)
    assert dump(a) != dump(b)


# --- R-MOVE ----------------------------------------------------------------------
def test_r_move_1a_run_onto_line_one_greater_same_class():
    g = build(lines={1: "Y2 | P9 P8 P7", 2: "Y3 | P10", 3: "| Y10"})
    assert "move L1 3 L2" in decisions(g)
    assert "move L1 3 L3" not in decisions(g)      # R-LINE-4: classes never mix
    assert "move L1 2 L2" not in decisions(g)      # 8 is not one less than 10
    do(g, "move L1 3 L2")
    assert pile(g, "line2") == "Y3 P10 P9 P8 P7"
    assert g.facedown(1) == 1


def test_r_move_1b_only_class_maximum_to_an_empty_line():
    g = build(lines={1: "Y2 | P13 P12", 2: "Y3 | Y17", 3: "Y4 | P12a"})
    legal = decisions(g)
    assert "move L1 2 L5" in legal and "move L1 2 L6" in legal
    assert "move L2 1 L5" in legal
    assert not [d for d in legal if d.startswith("move L3")]
    assert "move L1 1 L5" not in legal             # 12 is not the maximum


def test_r_move_1b_flooded_deck_has_no_line():
    g = build(lines={2: "Y2 | P13"}, page=3)        # deck 1 flooded on page 3
    assert "move L2 1 L1" not in decisions(g)
    assert "move L2 1 L5" in decisions(g)


def test_r_move_1c_a_single_one_lowers_a_lifeboat():
    g = build(lines={1: "Y2 | P2 P1a", 2: "Y3 | Y1"})
    legal = decisions(g)
    assert "move L1 1 G1" in legal and "move L2 1 G1" in legal
    assert "move L1 2 G1" not in legal
    assert "move L1 1 G2" not in legal             # groups are lowered in order
    do(g, "move L1 1 G1", "move L2 1 G2")
    assert pile(g, "group1") == "P1a" and pile(g, "group2") == "Y1"


def test_r_move_1c_the_fourth_lifeboat_is_the_last():
    # R-LINE-3: one group per lifeboat; there are only four 1s, so four groups
    g = build(groups=["P1", "P1a", "Y1"], lines={1: "Y9 | Y1a"})
    assert decisions(g) == ["move L1 1 G4", "end"]
    do(g, "move L1 1 G4")
    assert first_empty_group(g) == -1


def test_r_move_1d_one_card_at_a_time_onto_a_group():
    g = build(groups=["P1 P2", "Y1"], lines={1: "Y5 | P4 P3", 2: "| Y2a"})
    legal = decisions(g)
    assert "move L1 1 G1" in legal and "move L2 1 G2" in legal
    assert "move L1 2 G1" not in legal             # a run never goes on a group
    assert "move L2 1 G1" not in legal             # classes never mix (R-LINE-4)
    do(g, "move L1 1 G1", "move L1 1 G1", "move L2 1 G2")
    assert pile(g, "group1") == "P1 P2 P3 P4"
    assert pile(g, "group2") == "Y1 Y2a"


def test_r_move_2_survivors_never_leave_their_group():
    g = build(groups=["P1 P2 P3"], lines={1: "Y9 | P4", 2: "Y8 | P5"})
    assert not [d for d in decisions(g) if d.startswith("move G")]


def test_r_move_3_new_top_card_turned_up_and_may_move_on():
    g = build(lines={1: "Y9 P12 | P8", 2: "Y3 | P9", 3: "Y4 | P13"})
    do(g, "move L1 1 L2")
    assert g.facedown(0) == 1 and pile(g, "line1") == "Y9 P12"
    assert "move L1 1 L3" in decisions(g)          # the turned-up 12 goes on the 13


def test_illegal_decision_refused_and_state_unchanged():
    g = build(lines={1: "Y2 | P9", 2: "Y3 | P11"})
    before = bytes(g.s)
    assert g.apply(D_MOVE, 0, 1, 1) == E_ILLEGAL   # 9 on 11
    assert g.apply(D_RESCUE, 3, 0, 0) == E_ILLEGAL  # not in the action phase
    assert g.apply(99, 0, 0, 0) == E_ILLEGAL
    assert bytes(g.s) == before


# --- R-TURN ----------------------------------------------------------------------
def test_r_turn_1_and_2_moves_then_exactly_one_action():
    g = build(lines={1: "Y2 | P9", 2: "Y3 | P10"}, hands=["CO1"], crew="lowe")
    assert decisions(g) == ["move L1 1 L2", "end"]
    do(g, "end")
    legal = decisions(g)
    assert not [d for d in legal if d.startswith("move")]
    assert [d for d in legal if d.startswith("rescue")] == ["rescue %d" % n for n in range(1, 6)]
    assert "play CO1" in legal and "ability" in legal


def test_r_turn_2_ruling_no_action_possible_turns_a_page():
    # every passenger is on a line: deck and discard empty, and no action card
    g = build(lines={2: "Y2 | P9"}, rest="line3", phase="action", page=4)
    assert decisions(g) == ["pass"]
    do(g, "pass")
    assert g.page() == 5 and g.alen(0) == 0 and g.phase() == 0


# --- R-RESCUE --------------------------------------------------------------------
def test_r_rescue_1_draw_within_range_and_deck():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="boxhall",
              deck="P4 P5", rest="discard")
    assert decisions(g) == ["rescue 1", "rescue 2"]   # Boxhall draws up to 3; 2 left


def test_r_rescue_2_place_exactly_one_and_discard_the_rest():
    g = build(lines={1: "Y2 | P9", 2: "Y3 | Y6"}, phase="action", crew="lowe",
              deck="Y4 P8 Y5", discard="P2")
    do(g, "rescue 3")
    assert pile(g, "look") == "Y4 P8 Y5"
    assert sorted(decisions(g)) == ["place P8 L1", "place Y5 L2"]
    do(g, "place P8 L1")
    assert pile(g, "line1") == "Y2 P9 P8"
    assert pile(g, "discard") == "P2 Y4 Y5"
    assert pile(g, "look") == "" and g.current() == 0 and g.phase() == 0


def test_r_rescue_2_drawn_one_lowers_a_lifeboat_and_joins_groups():
    g = build(lines={1: "Y2 | P9"}, groups=["Y1"], phase="action", crew="lowe",
              deck="P1a Y2a")
    do(g, "rescue 2")
    assert sorted(decisions(g)) == ["place P1a G2", "place Y2a G1"]


def test_r_rescue_3_failed_discard_all_turn_page_take_one_card():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", deck="P4 Y12",
              action_deck=None)
    top = g.acard(5, g.alen(5) - 1)
    do(g, "rescue 2")
    assert g.page() == 2
    assert pile(g, "discard") == "P4 Y12" and pile(g, "look") == ""
    assert g.alen(0) == 1 and g.acard(0, 0) == top
    assert g.phase() == 0                           # the turn is over


def test_r_rescue_4_empty_deck_reshuffles_discards_turns_a_page_then_rescues():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
              discard="P8 Y12")
    assert g.plen(11) == 0
    assert decisions(g) == ["rescue 1", "rescue 2"]  # as many as the discards hold
    do(g, "rescue 2")
    assert g.page() == 2 and g.alen(0) == 0         # a page, and no action card for it
    assert decisions(g) == ["place P8 L1"]          # then the rescue goes on


def test_r_rescue_4_deck_exhausted_then_failed_rescue_turns_two_pages():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
              discard="P4 Y12")
    do(g, "rescue 2")
    assert g.page() == 3                            # reshuffle page + failure page
    assert g.alen(0) == 1                           # only the failure's card
    assert sorted(pile(g, "discard").split()) == ["P4", "Y12"]


# --- R-FLOOD ---------------------------------------------------------------------
def _fail_rescue(g):
    """A rescue of one card that cannot be placed (the deck's top is Y12 with no Y13
    exposed and no group for it)."""
    do(g, "end", "rescue 1")


def test_r_flood_2_flooded_line_shuffled_into_a_non_empty_next_line():
    g = build(lines={1: "P5 Y3 | P9", 2: "Y2 | Y10"}, page=2, crew="lowe", deck="Y12")
    _fail_rescue(g)
    assert g.page() == 3
    assert g.plen(0) == 0 and g.facedown(0) == 0
    assert sorted(pile(g, "line2").split()) == sorted("P5 Y3 P9 Y2 Y10".split())
    assert g.facedown(1) == 4                       # face down, top card turned up
    assert not [d for d in decisions(g) if "L1" in d]   # deck 1 has no line any more


def test_r_flood_2_flooded_line_into_an_empty_next_line():
    g = build(lines={1: "P5 Y3 | P9 P8"}, page=2, crew="lowe", deck="Y12")
    _fail_rescue(g)
    assert sorted(pile(g, "line2").split()) == ["P5", "P8", "P9", "Y3"]
    assert g.facedown(1) == 3 and g.plen(0) == 0


def test_r_flood_2_flooded_empty_line_leaves_next_line_alone():
    g = build(lines={2: "P5 Y3 | P9 P8"}, page=2, crew="lowe", deck="Y12")
    _fail_rescue(g)
    assert pile(g, "line2") == "P5 Y3 P9 P8" and g.facedown(1) == 2


@pytest.mark.parametrize("deck,page", [(2, 6), (3, 8), (4, 10)])
def test_r_flood_2_each_deck_floods_on_its_page(deck, page):
    g = build(lines={deck: "P5 | P9"}, page=page - 1, crew="lowe", deck="Y12")
    _fail_rescue(g)
    assert g.plen(deck - 1) == 0 and pile(g, "line%d" % (deck + 1)).split() != []


def test_r_flood_1_page_eleven_sinks_the_ship():
    g = build(lines={6: "P5 | P9"}, page=10, crew="lowe", deck="Y12", groups=["P1 P2"])
    _fail_rescue(g)
    assert g.page() == 11 and g.status() == SUNK and g.over()
    assert g.alen(0) == 0                           # the game ended before the card
    assert g.list_decisions() == 0
    assert g.apply(D_RESCUE, 1, 0, 0) == E_OVER
    assert score.total(g) == 2


# --- R-END -----------------------------------------------------------------------
def test_r_end_3_the_ship_sank_example_scores_19():
    g = build(groups=["P1 P2 P3 P4 P5 P6 P7", "P1a P2a P3a P4a",
                      "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8"], page=11, status="sunk", phase="over")
    assert score.breakdown(g) == ([7, 4, 8, 0], 0, [0, 0], 19)


def _saved_groups():
    """All passengers in four groups, anchors placed so the longest anchor run is 5
    in 1st class and 3 in 2nd class (R-END-3's second example)."""
    def group(k, n, anchored):
        return " ".join("%s%d%s" % ("PY"[k], v, "a" if v in anchored else "")
                        for v in range(1, n + 1))
    a1 = set(range(1, 6)) | {11, 12, 13}
    a2 = {1, 2, 3, 7, 8, 9, 13, 14, 15}
    return [group(0, 13, a1), group(0, 13, set(range(1, 14)) - a1),
            group(1, 17, a2), group(1, 17, set(range(1, 18)) - a2)]


def test_r_end_1_and_3_everyone_saved_the_moment_the_last_is_saved_scores_70():
    groups = _saved_groups()
    last = groups[3].split()[-1]                    # Y17a, the last card of group 4
    groups[3] = " ".join(groups[3].split()[:-1])
    g = build(groups=groups, lines={6: "| " + last}, page=9, rest="deck")
    assert g.status() == 0
    do(g, "move L6 1 G4")
    assert g.status() == SAVED and g.over()         # mid-turn, at once
    assert score.breakdown(g) == ([13, 13, 17, 17], 2, [5, 3], 70)


def test_r_end_2_anchor_runs_only_count_when_everyone_is_saved():
    g = build(groups=["P1a P2a P3a"], page=11, status="sunk", phase="over")
    assert score.total(g) == 3


def test_r_end_3_maximum_is_100():
    groups = [" ".join("P%da" % v for v in range(1, 14)), " ".join("P%d" % v for v in
              range(1, 14)), " ".join("Y%da" % v for v in range(1, 18)),
              " ".join("Y%d" % v for v in range(1, 18))]
    g = build(groups=groups, page=1, status="saved", phase="over", rest="deck")
    assert score.total(g) == 100


# --- undo (issue 3) ------------------------------------------------------------
def test_undo_takes_back_moves_but_never_a_revelation():
    g = build(lines={1: "Y9 | P8", 2: "Y3 | P9", 3: "Y4 | P10"})
    before = dump(g)
    do(g, "move L2 1 L3")                           # turns up Y3: a revelation
    assert not g.undo()
    g = build(lines={1: "| P8", 2: "Y3 | P9 ", 3: "Y4 | P10", 4: "| Y17"})
    before = dump(g)
    do(g, "move L1 1 L2")                           # nothing turned up
    after = dump(g)
    assert g.undo() and dump(g) == before
    assert g.redo() and dump(g) == after
    assert not g.redo()
    do(g, "end")
    assert g.undo() and g.undo() and dump(g) == before and not g.undo()


def test_parse_decision_names_what_is_wrong():
    g = build(lines={1: "Y2 | P9"})
    from sos_text.notation import NotationError
    for text, word in [("fly L1", "unknown decision"), ("move L9 1 L2", "unknown pile"),
                       ("move L1 x L2", "not a number"), ("place P3 L1", "nothing to place"),
                       ("place Q3 L1", "unknown card")]:
        with pytest.raises(NotationError, match=word):
            parse_decision(g, text)
