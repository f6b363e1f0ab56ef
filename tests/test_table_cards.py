"""The action cards that stay on the table: the Collapsible Boat (R-ACT-BOAT) and the
Mystery Passengers (R-ACT-MYSTERY). Each test names the rule it checks
(docs/rules.md); the other action cards: tests/test_action_cards.py."""
from positions import build, decisions, do, hand, pile
from test_action_cards import apile, cards, phase, turn_ended  # noqa: F401

from sos_core import score
from sos_core.layout import SUNK


# --- R-ACT-BOAT --------------------------------------------------------------------
def test_r_act_boat_run_may_start_at_any_face_up_card():
    """The run moved to the boat may start at any face-up card."""
    g = build(lines={1: "P3 | P9 P8 P7", 2: "| Y5"}, hands=["BO"], phase="action")
    do(g, "play BO")
    assert phase(g) == "boat"
    assert sorted(decisions(g)) == ["boat L1 1", "boat L1 2", "boat L1 3", "boat L2 1"]
    do(g, "boat L1 2")
    assert pile(g, "boat") == "P8 P7" and g.facedown(6) == 0
    assert pile(g, "line1") == "P3 P9" and g.facedown(0) == 1
    assert apile(g, "in-play") == "BO" and apile(g, "action-discard") == ""
    assert turn_ended(g)


def test_r_act_boat_whole_run_turns_up_the_next_card():
    """Taking a line's whole face-up run turns its next card up."""
    g = build(lines={1: "P3 | P9 P8"}, hands=["BO"], phase="action")
    do(g, "play BO", "boat L1 2")
    assert pile(g, "boat") == "P9 P8"
    assert pile(g, "line1") == "P3" and g.facedown(0) == 0


def test_r_act_boat_is_a_line_for_moves_both_ways():
    """Runs move onto the boat and from it, by R-MOVE-1(a)."""
    g = build(lines={1: "| P13", 2: "Y2 | P7 P6"}, boat="P12 P11 P10 P9 P8",
              in_play="BO")
    legal = decisions(g)
    assert "move L2 2 B" in legal                         # onto the boat
    assert "move B 5 L1" in legal                         # the boat's run onto a line
    assert "move B 1 L1" not in legal


def test_r_act_boat_run_topped_by_class_maximum_goes_to_an_empty_line():
    """A boat run starting at 13 may go to any empty line."""
    g = build(lines={1: "| P5"}, boat="P13 P12", in_play="BO")
    legal = decisions(g)
    assert {"move B 2 L%d" % d for d in range(2, 7)} <= set(legal)


def test_r_act_boat_not_a_line_before_it_is_played():
    """Without the boat in play there is no boat line to move to."""
    g = build(lines={1: "| P13", 2: "| Y17"}, hands=["BO"])
    assert not [d for d in decisions(g) if d.endswith(" B")]


def test_r_act_boat_emptied_goes_to_the_action_discard():
    """Moving the boat's last passenger sends the boat to the action discard."""
    g = build(groups=["P1"], boat="P2", in_play="BO")
    do(g, "move B 1 G1")
    assert pile(g, "group1") == "P1 P2" and pile(g, "boat") == ""
    assert apile(g, "in-play") == "" and apile(g, "action-discard") == "BO"
    assert not [d for d in decisions(g) if " B " in d or d.endswith(" B")]


def test_r_act_boat_emptied_by_wait_goes_to_the_action_discard():
    """Wait! on the boat empties it: boat and Wait! to the action discard."""
    g = build(boat="P6 P5", in_play="BO", hands=["WA1"], phase="action")
    do(g, "play WA1", "line B")
    assert pile(g, "boat") == ""
    assert cards(pile(g, "discard")) == ["P5", "P6"]
    assert apile(g, "in-play") == "" and cards(apile(g, "action-discard")) == ["BO", "WA1"]


def test_r_act_boat_ignored_by_flooding():
    """Deck 1 floods into deck 2; the boat keeps its passengers."""
    # R-ACT-BOAT / R-FLOOD-3: page 3 floods deck 1; the boat stays as it is
    g = build(lines={1: "| P9", 2: "| Y5"}, boat="P5 P4", in_play="BO", page=2,
              crew="lee", phase="action", deck="Y10")
    do(g, "rescue 1")
    assert g.page() == 3
    assert pile(g, "line1") == "" and cards(pile(g, "line2")) == ["P9", "Y5"]
    assert pile(g, "boat") == "P5 P4" and g.facedown(6) == 0
    assert apile(g, "in-play") == "BO"


def test_r_act_boat_passengers_left_on_it_are_not_saved():
    """The ship sinks with passengers on the boat: they score nothing."""
    # R-ACT-BOAT / R-END-2: the ship sinks with passengers still on the boat
    g = build(groups=["P1 P2 P3"], boat="P13 P12", in_play="BO", page=10, crew="lee",
              phase="action", deck="Y10")
    do(g, "rescue 1")
    assert g.status() == SUNK
    assert pile(g, "boat") == "P13 P12"
    assert score.total(g) == 3                             # group 1's 3 + page 11's 0


# --- R-ACT-MYSTERY -----------------------------------------------------------------
def test_r_act_mystery_declared_value_wherever_that_passenger_could_go():
    """1st class Mystery: each value and place a 1st class passenger could take."""
    g = build(lines={1: "| P9", 2: "| Y5"}, groups=["P1 P2"], hands=["M1"],
              phase="action")
    do(g, "play M1")
    assert phase(g) == "mystery"
    expect = ["mystery 8 L1", "mystery 3 G1", "mystery 1 G2"]
    expect += ["mystery 13 L%d" % d for d in range(3, 7)]
    assert sorted(decisions(g)) == sorted(expect)


def test_r_act_mystery_second_class_uses_second_class_places():
    """2nd class Mystery: 2nd class places, 17 (not 13) on an empty line."""
    g = build(lines={1: "| Y9", 2: "| P5"}, groups=["Y1"], hands=["M2"], phase="action")
    do(g, "play M2")
    expect = ["mystery 8 L1", "mystery 2 G1", "mystery 1 G2"]
    expect += ["mystery 17 L%d" % d for d in range(3, 7)]
    assert sorted(decisions(g)) == sorted(expect)


def test_r_act_mystery_placed_stays_in_play():
    """A placed Mystery is a passenger on the table; its card stays in play."""
    g = build(lines={1: "| P9"}, hands=["M1"], phase="action")
    do(g, "play M1", "mystery 8 L1")
    assert pile(g, "line1") == "P9 P?8" and g.facedown(0) == 0
    assert pile(g, "parked") == "Y?"
    assert apile(g, "in-play") == "M1" and apile(g, "action-discard") == ""
    assert hand(g) == "" and turn_ended(g)


def test_r_act_mystery_is_played_on_like_its_passenger():
    """A declared 8 takes a 7 of its class like a real 8."""
    g = build(lines={1: "| P9 P?8", 2: "Y3 | P7"}, in_play="M1", parked="Y?")
    assert "move L2 1 L1" in decisions(g)


def test_r_act_mystery_replaced_by_an_exposed_line_card():
    """An exposed P8a takes the P?8's place as a move; the Mystery is discarded."""
    g = build(lines={1: "| P9 P?8", 2: "P4 | P8a"}, in_play="M1", parked="Y?")
    assert "replace P8a" in decisions(g)
    do(g, "replace P8a")
    assert pile(g, "line1") == "P9 P8a"
    assert pile(g, "line2") == "P4" and g.facedown(1) == 0      # next card turned up
    assert cards(pile(g, "parked")) == ["P?", "Y?"]
    assert apile(g, "in-play") == "" and apile(g, "action-discard") == "M1"
    assert phase(g) == "move" and g.turn() == 1                  # a move, not the action


def test_r_act_mystery_replaced_inside_a_survivor_group():
    """The real passenger takes the Mystery's place inside a group."""
    g = build(groups=["P1 P?2 P3 P4"], lines={1: "| P2"}, in_play="M1", parked="Y?")
    do(g, "replace P2")
    assert pile(g, "group1") == "P1 P2 P3 P4"
    assert pile(g, "line1") == ""
    assert apile(g, "action-discard") == "M1"


def test_r_act_mystery_replaced_by_a_drawn_passenger():
    """A drawn Y3a replaces the Y?3 in a group as the rescue's placement."""
    # R-ACT-MYSTERY with R-RESCUE-2: replacing a Mystery is a placement
    g = build(groups=["Y1 Y2 Y?3 Y4"], in_play="M2", parked="P?", crew="lee",
              phase="action", deck="Y3a")
    do(g, "rescue 1")
    assert decisions(g) == ["replace Y3a"]
    do(g, "replace Y3a")
    assert pile(g, "group1") == "Y1 Y2 Y3a Y4"
    assert apile(g, "action-discard") == "M2" and turn_ended(g)


def test_r_act_mystery_replaced_by_a_passenger_found_by_comeback():
    """Come Back! may play the discarded P7 in place of the P?7."""
    g = build(lines={1: "| P9 P8 P?7"}, discard="P7", in_play="M1", parked="Y?",
              hands=["CB1"], phase="action")
    do(g, "play CB1")
    assert decisions(g) == ["replace P7"]
    do(g, "replace P7")
    assert pile(g, "line1") == "P9 P8 P7" and pile(g, "discard") == ""
    assert cards(apile(g, "action-discard")) == ["CB1", "M1"]


def test_r_act_mystery_not_replaced_by_a_card_inside_a_run():
    """A card under the exposed one cannot replace a Mystery."""
    # Ruling (sos_core/rulings.py): only a card that could move on its own replaces
    g = build(lines={1: "| P9 P8", 2: "| P10 P?9"}, in_play="M1", parked="Y?")
    assert not [d for d in decisions(g) if d.startswith("replace")]


def test_r_act_mystery_swept_off_by_wait_goes_to_the_action_discard():
    """Wait! on a run with a Mystery: the Mystery card to the action discard."""
    # Ruling (sos_core/rulings.py)
    g = build(lines={1: "P3 | P9 P?8"}, in_play="M1", parked="Y?", hands=["WA1"],
              phase="action")
    do(g, "play WA1", "line L1")
    assert pile(g, "line1") == "P3" and pile(g, "discard").split()[-1] == "P9"
    assert cards(pile(g, "parked")) == ["P?", "Y?"]
    assert cards(apile(g, "action-discard")) == ["M1", "WA1"]


def test_r_act_mystery_carries_no_anchor():
    """P1a P2a + Mystery 3 is no anchor trio: Latimer gets nothing."""
    # Ruling R-ACT-MYSTERY: Latimer gets nothing for P1a P2a + Mystery 3
    g = build(crew="latimer", groups=["P1a P2a"], hands=["M1"], phase="action")
    do(g, "play M1", "mystery 3 G1")
    assert pile(g, "group1") == "P1a P2a P?3"
    assert hand(g) == ""


def test_r_act_mystery_breaks_an_anchor_run():
    """Above P?3 the anchor run restarts: Latimer's card comes at P6a."""
    # Ruling R-ACT-MYSTERY: the run above a Mystery starts after it
    g = build(crew="latimer", groups=["P1a P2a P?3"], in_play="M1", parked="Y?",
              lines={1: "P6a P5a | P4a"})
    do(g, "move L1 1 G1", "move L1 1 G1")
    assert g.alen(0) == 0                                  # P4a P5a: a run of 2
    do(g, "move L1 1 G1")
    assert g.alen(0) == 1                                  # P4a P5a P6a: a run of 3


def test_r_act_mystery_in_a_group_at_the_end_counts_as_its_value():
    """A P?3 topping a group when the ship sinks scores 3."""
    # R-ACT-MYSTERY / R-END-2
    g = build(groups=["P1 P2 P?3", "Y1"], in_play="M1", parked="Y?", page=10, crew="lee",
              phase="action", deck="Y10")
    do(g, "rescue 1")
    assert g.status() == SUNK
    assert score.total(g) == 3 + 1


def test_r_act_mystery_face_down_mystery_cannot_be_replaced_until_turned_up():
    """Ruling (sos_core/rulings.py): a Mystery shuffled face down waits; replacing it
    would reveal it and put a real passenger face down."""
    g = build(lines={1: "Y9 P?5 | Y12", 2: "Y8 | P5a"}, in_play="M1", parked="Y?")
    assert "replace P5a" not in decisions(g)
    g = build(lines={1: "Y9 | P?5", 2: "Y8 | P5a"}, in_play="M1", parked="Y?")
    assert "replace P5a" in decisions(g)
