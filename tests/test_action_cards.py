"""Action cards (R-ACT): each card's effect and its edge cases. Each test names the
rule it checks (docs/rules.md). The deck's top is the last card listed."""
import pytest
from positions import build, decisions, do, hand, pile
from sos_text.names import action_code
from sos_text.notation import APILE_KEYS, PHASES

ALL_ACTIONS = [action_code(a) for a in range(20)]


def apile(g, name):
    """An action pile as codes, bottom first: 'action-deck', 'action-discard', 'in-play'."""
    p = APILE_KEYS.index(name)
    return " ".join(action_code(g.acard(p, i)) for i in range(g.alen(p)))


def phase(g):
    return PHASES[g.phase()]


def turn_ended(g):
    """The (single player's) turn is over: turn 2 has begun with its moves."""
    return phase(g) == "move" and g.turn() == 2


def cards(*piles):
    """The cards of some pile strings, sorted (to compare contents, not order)."""
    return sorted(" ".join(piles).split())


# --- R-ACT: general ----------------------------------------------------------------
def test_r_act_played_card_goes_to_the_action_discard_and_is_the_action():
    """Save Time played: to the action discard, and the turn is over."""
    g = build(hands=["ST WA1"], phase="action")
    do(g, "play ST")
    assert hand(g) == "WA1"
    assert apile(g, "action-discard") == "ST" and apile(g, "in-play") == ""
    assert turn_ended(g)


def test_r_act_cards_are_played_as_the_action_not_while_moving():
    """No card is offered while moving; both are once the moves end."""
    # R-ACT / R-TURN-2: an action card is the turn's one action
    g = build(lines={1: "| P9"}, hands=["ST WA1"])
    assert not [d for d in decisions(g) if d.startswith("play")]
    do(g, "end")
    assert {"play ST", "play WA1"} <= set(decisions(g))


def test_r_act_empty_action_deck_is_rebuilt_from_its_discards():
    """Latimer's card when the action deck is empty comes from its shuffled discards."""
    # R-ACT: Latimer's card comes from the discards, shuffled into a new deck
    discards = " ".join(ALL_ACTIONS)
    g = build(crew="latimer", groups=["P1a P2a"], lines={1: "| P3a"}, action_deck="",
              action_discard=discards)
    do(g, "move L1 1 G1")
    assert g.alen(0) == 1
    assert apile(g, "action-discard") == ""
    assert cards(hand(g), apile(g, "action-deck")) == sorted(ALL_ACTIONS)
    rest = [c for c in ALL_ACTIONS if c != hand(g)]
    assert apile(g, "action-deck").split() != rest      # shuffled, not just turned over


# --- R-ACT-GETREADY ----------------------------------------------------------------
def test_r_act_getready_looks_at_the_top_five():
    """Get Ready! takes the deck's top 5 to look at; each may go top or bottom."""
    g = build(hands=["GR1"], phase="action", deck="Y3 Y4 P5 P6 P7 P8 P9", rest="discard")
    do(g, "play GR1")
    assert phase(g) == "get-ready"
    assert cards(pile(g, "look")) == cards("P5 P6 P7 P8 P9")
    assert pile(g, "deck") == "Y3 Y4"
    assert sorted(decisions(g)) == sorted(
        "put %s %s" % (c, w) for c in "P5 P6 P7 P8 P9".split() for w in ("top", "bottom"))


def test_r_act_getready_puts_back_top_and_bottom_in_the_chosen_order():
    """The deck ends in exactly the order the cards were put back."""
    g = build(hands=["GR1"], phase="action", deck="Y3 Y4 P5 P6 P7 P8 P9", rest="discard")
    do(g, "play GR1", "put P9 top", "put P5 bottom", "put P7 top")
    assert sorted(decisions(g)) == ["put P6 bottom", "put P6 top", "put P8 bottom",
                                    "put P8 top"]
    do(g, "put P6 bottom", "put P8 top")
    # each card put on top covers the previous ones; each put at the bottom goes under
    assert pile(g, "deck") == "P6 P5 Y3 Y4 P9 P7 P8"
    assert pile(g, "look") == ""
    assert apile(g, "action-discard") == "GR1"
    assert turn_ended(g) and g.page() == 1


def test_r_act_getready_with_fewer_than_five_cards_looks_at_all():
    """A 3-card deck: all 3 are looked at and put back as chosen."""
    g = build(hands=["GR2"], phase="action", deck="P5 P6 P7", rest="discard")
    do(g, "play GR2")
    assert cards(pile(g, "look")) == ["P5", "P6", "P7"] and pile(g, "deck") == ""
    assert len(decisions(g)) == 6
    do(g, "put P6 top", "put P7 bottom", "put P5 top")
    assert pile(g, "deck") == "P7 P6 P5"
    assert turn_ended(g)


def test_r_act_getready_with_an_empty_deck_does_nothing():
    """Nothing to look at: the card is spent, nothing else changes."""
    g = build(hands=["GR1"], phase="action", lines={1: "| P9"}, rest="discard")
    discard = pile(g, "discard")
    do(g, "play GR1")
    assert pile(g, "deck") == "" and pile(g, "discard") == discard
    assert apile(g, "action-discard") == "GR1" and turn_ended(g) and g.page() == 1


# --- R-ACT-COMEON ------------------------------------------------------------------
def test_r_act_comeon_offers_every_playable_passenger_of_the_deck():
    """Every deck passenger with a legal place is offered, at each place."""
    g = build(lines={1: "| P9"}, hands=["CO1"], phase="action")
    do(g, "play CO1")
    assert phase(g) == "browse"
    expect = ["place P8 L1", "place P8a L1"]
    expect += ["place %s L%d" % (c, d) for c in ("P13", "P13a", "Y17", "Y17a")
               for d in range(2, 7)]
    expect += ["place %s G1" % c for c in ("P1", "P1a", "Y1", "Y1a")]
    assert sorted(decisions(g)) == sorted(expect)


def test_r_act_comeon_plays_a_passenger_then_shuffles_the_deck():
    """The chosen passenger is played, then the rest of the deck is shuffled."""
    g = build(lines={1: "| P9"}, hands=["CO1"], phase="action", deck="P8 Y2 Y3")
    before = [c for c in pile(g, "deck").split() if c != "P8"]
    do(g, "play CO1", "place P8 L1")
    assert pile(g, "line1") == "P9 P8" and g.facedown(0) == 0
    after = pile(g, "deck").split()
    assert sorted(after) == sorted(before)
    assert after != before                               # the deck was shuffled
    assert apile(g, "action-discard") == "CO1"
    assert g.page() == 1 and g.alen(0) == 0 and turn_ended(g)


def test_r_act_comeon_nothing_playable_turns_a_page_no_card_and_shuffles():
    """Nothing playable: a page, no action card, and the deck is shuffled."""
    deck = "P2 P3 P4 P5 P6 P7 Y2 Y3 Y4 Y5 Y6 Y7"             # no 1, 8, 13 or 17
    g = build(lines={1: "| P9"}, hands=["CO1"], phase="action", deck=deck,
              rest="discard")
    n_actions = g.alen(5)
    do(g, "play CO1")
    assert g.page() == 2
    assert g.alen(0) == 0 and g.alen(5) == n_actions     # no action card taken
    assert apile(g, "action-discard") == "CO1"
    assert cards(pile(g, "deck")) == cards(deck)
    assert pile(g, "deck") != deck                       # shuffled all the same
    assert pile(g, "line1") == "P9" and turn_ended(g)


# --- R-ACT-COMEBACK ----------------------------------------------------------------
def test_r_act_comeback_plays_one_passenger_from_the_discard():
    """Come Back! plays one discarded passenger; the rest keep their order."""
    g = build(lines={1: "| P9"}, hands=["CB1"], phase="action", discard="P8 Y3 P13")
    do(g, "play CB1")
    assert phase(g) == "browse"
    assert sorted(decisions(g)) == sorted(
        ["place P8 L1"] + ["place P13 L%d" % d for d in range(2, 7)])
    do(g, "place P8 L1")
    assert pile(g, "line1") == "P9 P8"
    assert pile(g, "discard") == "Y3 P13"
    assert apile(g, "action-discard") == "CB1" and turn_ended(g) and g.page() == 1


def test_r_act_comeback_nothing_playable_turns_a_page_no_card():
    """Nothing playable in the discard: a page and no action card."""
    g = build(lines={1: "| P9"}, hands=["CB2"], phase="action", discard="Y3 P5")
    deck = pile(g, "deck")
    n_actions = g.alen(5)
    do(g, "play CB2")
    assert g.page() == 2
    assert g.alen(0) == 0 and g.alen(5) == n_actions
    assert pile(g, "discard") == "Y3 P5" and pile(g, "deck") == deck
    assert apile(g, "action-discard") == "CB2" and turn_ended(g)


# --- R-ACT-YOURTURN ----------------------------------------------------------------
def test_r_act_yourturn_offers_every_line_with_cards_including_the_boat():
    """Your Turn! may choose any line with cards, the boat included."""
    g = build(lines={1: "P3 | P9", 4: "| Y5"}, boat="P6 P5", in_play="BO", hands=["YT1"],
              phase="action")
    do(g, "play YT1")
    assert sorted(decisions(g)) == ["line B", "line L1", "line L4"]


def test_r_act_yourturn_chosen_card_face_up_on_top_rest_face_down():
    """The picked card ends face up on top, the other three face down."""
    g = build(lines={1: "P3 Y5 P10 | P9"}, hands=["YT1"], phase="action")
    do(g, "play YT1", "line L1")
    assert sorted(decisions(g)) == ["pick P10", "pick P3", "pick P9", "pick Y5"]
    do(g, "pick Y5")
    line = pile(g, "line1").split()
    assert line[-1] == "Y5"
    assert sorted(line[:-1]) == ["P10", "P3", "P9"]
    assert g.facedown(0) == 3
    assert apile(g, "action-discard") == "YT1" and turn_ended(g)


def test_r_act_yourturn_face_up_run_goes_face_down():
    """Picking a face-down card turns the face-up run face down beneath it."""
    g = build(lines={2: "P3 | P9 P8"}, hands=["YT2"], phase="action")
    do(g, "play YT2", "line L2", "pick P3")
    assert pile(g, "line2").split()[-1] == "P3"
    assert g.facedown(1) == 2 and g.plen(1) == 3


# --- R-ACT-SAMELINES ---------------------------------------------------------------
def test_r_act_samelines_pairs_any_two_lines_one_may_be_empty_never_the_boat():
    """Pairs of deck lines, not both empty, never the boat."""
    g = build(lines={1: "| P9", 3: "| Y5"}, boat="P6 P5", in_play="BO", hands=["SL1"],
              phase="action")
    do(g, "play SL1")
    expect = ["pair L1 L%d" % d for d in range(2, 7)]
    expect += ["pair L2 L3"] + ["pair L3 L%d" % d for d in range(4, 7)]
    assert sorted(decisions(g)) == sorted(expect)


def test_r_act_samelines_flooded_deck_has_no_line():
    """A fully flooded deck's line is not offered."""
    # R-ACT-SAMELINES with R-LINE-1: deck 1 is fully flooded on page 3
    g = build(lines={2: "| P9"}, hands=["SL2"], phase="action", page=3)
    do(g, "play SL2")
    assert sorted(decisions(g)) == ["pair L2 L%d" % d for d in range(3, 7)]


@pytest.mark.parametrize("a,b,cards_a,cards_b,n_a,n_b", [
    (2, 5, "P3 Y4 | P9", "", 1, 2),             # empty stern line, odd total
    (1, 4, "", "P2 P3 Y4 Y6 | P9", 2, 3),       # empty bow line, odd total
    (1, 2, "P3 | P9 P8", "Y4 | Y9", 2, 3),      # adjacent, odd total
    (1, 6, "P3 | P9", "Y2 Y3 | Y9 Y8", 3, 3),   # even total
])
def test_r_act_samelines_deals_two_equal_lines_odd_card_nearer_the_stern(
        a, b, cards_a, cards_b, n_a, n_b):
    """Two equal lines, the odd card to the higher deck, each top face up."""
    g = build(lines={a: cards_a, b: cards_b}, hands=["SL1"], phase="action")
    do(g, "play SL1", "pair L%d L%d" % (a, b))
    assert (g.plen(a - 1), g.plen(b - 1)) == (n_a, n_b)     # line b is nearer the stern
    assert g.facedown(a - 1) == n_a - 1 and g.facedown(b - 1) == n_b - 1
    got = pile(g, "line%d" % a) + " " + pile(g, "line%d" % b)
    assert cards(got) == cards(cards_a.replace("|", ""), cards_b.replace("|", ""))
    assert apile(g, "action-discard") == "SL1" and turn_ended(g)


# --- R-ACT-WAIT --------------------------------------------------------------------
def test_r_act_wait_discards_the_face_up_run_and_turns_up_the_next():
    """Wait! discards the line's face-up run and turns up the next card."""
    g = build(lines={1: "P3 Y4 | P9 P8 P7", 2: "| Y5"}, hands=["WA1"], phase="action",
              rest="deck")
    do(g, "play WA1")
    assert sorted(decisions(g)) == ["line L1", "line L2"]
    do(g, "line L1")
    assert pile(g, "line1") == "P3 Y4" and g.facedown(0) == 1   # Y4 now face up
    assert cards(pile(g, "discard")) == ["P7", "P8", "P9"]
    assert apile(g, "action-discard") == "WA1" and turn_ended(g)


def test_r_act_wait_on_an_all_face_up_line_empties_it():
    """A line with only face-up cards is emptied."""
    g = build(lines={3: "| Y9 Y8"}, hands=["WA2"], phase="action")
    do(g, "play WA2", "line L3")
    assert pile(g, "line3") == "" and cards(pile(g, "discard")) == ["Y8", "Y9"]


# --- R-ACT-SAVETIME ----------------------------------------------------------------
def test_r_act_savetime_deck_and_discard_make_a_new_deck_no_page_turn():
    """Deck and discard shuffled into one deck; no page, no action card."""
    g = build(lines={1: "| P9"}, hands=["ST"], phase="action", discard="P5 Y3 P7")
    deck, discard = pile(g, "deck"), pile(g, "discard")
    n_actions = g.alen(5)
    do(g, "play ST")
    assert pile(g, "discard") == ""
    assert cards(pile(g, "deck")) == cards(deck, discard)
    assert pile(g, "deck") != deck + " " + discard          # shuffled together
    assert g.page() == 1 and g.alen(5) == n_actions
    assert apile(g, "action-discard") == "ST" and turn_ended(g)


# --- R-ACT-PLANA -------------------------------------------------------------------
def test_r_act_plana_takes_any_card_of_the_action_deck_then_shuffles_it():
    """Any action deck card may be taken; the action deck is then shuffled."""
    g = build(hands=["PA"], phase="action")
    deck = apile(g, "action-deck").split()
    do(g, "play PA")
    assert phase(g) == "plan-a"
    assert sorted(decisions(g)) == sorted("take " + c for c in deck)
    do(g, "take BO")
    assert hand(g) == "BO"
    rest = [c for c in deck if c != "BO"]
    assert sorted(apile(g, "action-deck").split()) == sorted(rest)
    assert apile(g, "action-deck").split() != rest          # shuffled
    assert apile(g, "action-discard") == "PA" and turn_ended(g)


def test_r_act_plana_empty_action_deck_uses_its_reshuffled_discards():
    """An empty action deck is first rebuilt from the action discard."""
    # R-ACT-PLANA with R-ACT: an empty action deck is rebuilt from its discards
    others = " ".join(c for c in ALL_ACTIONS if c != "PA")
    g = build(hands=["PA"], phase="action", action_deck="", action_discard=others)
    do(g, "play PA")
    assert sorted(decisions(g)) == sorted("take " + c for c in others.split())
    do(g, "take WA2")
    assert hand(g) == "WA2" and g.alen(5) == 18
    assert apile(g, "action-discard") == "PA"


# --- R-ACT-PLANB -------------------------------------------------------------------
def test_r_act_planb_on_an_empty_discard_has_no_effect():
    """Plan B with an empty action discard: no effect."""
    g = build(hands=["PB"], phase="action")
    deck = apile(g, "action-deck")
    do(g, "play PB")
    assert hand(g) == "" and apile(g, "action-deck") == deck
    assert apile(g, "action-discard") == "PB" and turn_ended(g) and g.page() == 1


def test_r_act_planb_takes_the_chosen_card_of_the_action_discard():
    """Plan B takes the chosen card of the action discard."""
    g = build(hands=["PB"], phase="action", action_discard="CO1 WA2 M1")
    do(g, "play PB")
    assert phase(g) == "plan-b"
    assert sorted(decisions(g)) == ["take CO1", "take M1", "take WA2"]
    do(g, "take WA2")
    assert hand(g) == "WA2"
    assert apile(g, "action-discard") == "CO1 M1 PB" and turn_ended(g)
