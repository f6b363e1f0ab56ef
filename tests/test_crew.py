"""Crew abilities (R-COMP-3) and the multiplayer set-up and turn order (R-SETUP-1,
R-SETUP-2, R-SETUP-5). Each test names the rule it checks (docs/rules.md).
A failed rescue here is "rescue 1" drawing Y10 where nothing can take it."""
import pytest
from positions import build, decisions, do, hand, pile
from sos_text.names import CREW_KEYS, action_code
from sos_text.notation import APILE_KEYS, PHASES

from sos_core import crew
from sos_core.game import Game
from sos_core.layout import SUNK

ALL_ACTIONS = [action_code(a) for a in range(20)]
SOLO = {crew.MURDOCH, crew.LEE, crew.LOWE, crew.BOXHALL, crew.LATIMER, crew.FLEET}


def apile(g, name):
    """An action pile as codes, bottom first: 'action-deck', 'action-discard', ..."""
    p = APILE_KEYS.index(name)
    return " ".join(action_code(g.acard(p, i)) for i in range(g.alen(p)))


def phase(g):
    return PHASES[g.phase()]


def stack(top, *elsewhere):
    """An action deck: every card not named, then `top` (its last card on top)."""
    named = set(" ".join((top,) + elsewhere).split())
    return " ".join([c for c in ALL_ACTIONS if c not in named] + top.split())


def plays(g):
    return sorted(d for d in decisions(g) if d.startswith("play"))


def rescues(g):
    return [d for d in decisions(g) if d.startswith("rescue")]


# --- R-SETUP-1: crews by minimum players ---------------------------------------------
@pytest.mark.parametrize("players,eligible", [
    (1, SOLO),
    (2, SOLO | {crew.PHILLIPS, crew.PITMAN, crew.LIGHTOLLER}),
    (3, set(range(crew.N_CREW))),
    (4, set(range(crew.N_CREW))),
    (5, set(range(crew.N_CREW))),
])
def test_r_setup_1_crews_dealt_from_those_allowed_for_the_player_count(players, eligible):
    """Dealt crews are distinct, allowed for the player count, and all turn up."""
    g = Game()
    dealt = set()
    for seed in range(150):
        g.setup(seed, 0, players)
        crews = [g.crew_of(p) for p in range(players)]
        assert len(set(crews)) == players                  # one crew card each
        assert set(crews) <= eligible
        dealt |= set(crews)
    assert dealt == eligible                               # every allowed crew turns up


@pytest.mark.parametrize("players,key", [(1, "phillips"), (1, "pitman"), (1, "lightoller"),
                                         (2, "smith"), (1, "smith")])
def test_r_setup_1_chosen_crew_must_allow_the_player_count(players, key):
    """Choosing a crew needing more players is refused."""
    crews = [CREW_KEYS.index(key)] + [c for c in sorted(SOLO)][:players - 1]
    with pytest.raises(ValueError):
        Game().setup(1, 0, players, bytes(crews))


# --- R-SETUP-2: starting hands -------------------------------------------------------
@pytest.mark.parametrize("keys", [
    ("lee",),
    ("murdoch", "pitman"),
    ("smith", "boxhall", "fleet"),
    ("lowe", "latimer", "phillips", "lightoller"),
    ("lee", "murdoch", "smith", "lightoller", "lowe"),
])
def test_r_setup_2_each_player_takes_the_crews_start_cards(keys):
    """Each hand holds its crew's start cards; the rest form the action deck."""
    crews = [CREW_KEYS.index(k) for k in keys]
    g = Game()
    g.setup(42, 0, len(crews), bytes(crews))
    counts = [g.alen(p) for p in range(len(crews))]
    assert counts == [crew.start_cards(c) for c in crews]
    held = [g.acard(p, i) for p in range(len(crews)) for i in range(g.alen(p))]
    deck = [g.acard(5, i) for i in range(g.alen(5))]
    assert sorted(held + deck) == list(range(20))          # the rest is the action deck
    assert g.alen(6) == 0 and g.current() == 0


def test_r_setup_2_hands_are_dealt_from_a_shuffled_deck():
    """Different seeds deal different starting hands."""
    g = Game()
    seen = set()
    for seed in range(20):
        g.setup(seed, 0, 1, bytes([crew.LEE]))
        seen.add(tuple(sorted(g.acard(0, i) for i in range(4))))
    assert len(seen) > 10


# --- R-SETUP-5: clockwise, each player with their own hand ---------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_setup_5_turn_passes_clockwise_each_player_plays_their_own_hand(players):
    """Turns go 1, 2, ... n, 1; each player may play only their own cards."""
    keys = ("lee", "murdoch", "lowe", "boxhall", "latimer")[:players]
    own = ("GR1", "CO1", "CB1", "YT1", "WA1")[:players]
    g = build(crew=" ".join(keys), hands=list(own), lines={1: "| Y17"},
              deck="Y11 Y12 Y13 Y14 Y15 Y16")
    order = []
    for t in range(players + 1):
        order.append(g.current())
        assert g.turn() == t + 1
        do(g, "end")
        assert plays(g) == ["play " + own[g.current()]]     # only their own cards
        do(g, "rescue 1", "place Y%d L1" % (16 - t))
    assert order == list(range(players)) + [0]
    assert [hand(g, p + 1) for p in range(players)] == list(own)


def test_r_setup_5_card_taken_on_failure_goes_to_the_failing_player():
    """Player 3 of 3 fails: the card is player 3's, and player 1 is next."""
    g = build(crew="lee murdoch lowe", current=3, phase="action", deck="Y10",
              action_deck=stack("ST"))
    do(g, "rescue 1")
    assert [hand(g, p) for p in (1, 2, 3)] == ["", "", "ST"]
    assert g.current() == 0                                # back to player 1


# --- every crew: rescue draws ----------------------------------------------------------
@pytest.mark.parametrize("crews,most", [
    ("murdoch", 4), ("lee", 6), ("lowe", 5), ("boxhall", 3), ("latimer", 5), ("fleet", 3),
    ("smith lee murdoch", 5), ("phillips lee", 6), ("pitman lee", 5), ("lightoller lee", 5),
])
def test_r_comp_3_rescue_draws_one_up_to_the_crews_maximum(crews, most):
    """Each crew's rescue offers 1 up to its printed maximum."""
    g = build(crew=crews, phase="action")
    assert rescues(g) == ["rescue %d" % n for n in range(1, most + 1)]


# --- Murdoch -------------------------------------------------------------------------
def test_r_comp_3_murdoch_places_several_drawn_passengers():
    """Murdoch places P8 then P7; the unplaceable Y3 is discarded."""
    g = build(crew="murdoch", lines={1: "| P9"}, phase="action", deck="Y3 P7 P8")
    do(g, "rescue 3")
    assert decisions(g) == ["place P8 L1"]                 # at least one, no skip yet
    do(g, "place P8 L1")
    assert sorted(decisions(g)) == ["place P7 L1", "skip"]
    do(g, "place P7 L1")
    assert pile(g, "line1") == "P9 P8 P7"
    assert pile(g, "discard") == "Y3" and pile(g, "look") == ""
    assert phase(g) == "move" and g.turn() == 2


def test_r_comp_3_murdoch_may_stop_after_one():
    """After one placement Murdoch may stop; the rest are discarded."""
    g = build(crew="murdoch", lines={1: "| P9", 2: "| Y5"}, phase="action",
              deck="Y4 P8 Y3")
    do(g, "rescue 3", "place P8 L1")
    assert sorted(decisions(g)) == ["place Y4 L2", "skip"]
    do(g, "skip")
    assert pile(g, "line1") == "P9 P8" and pile(g, "line2") == "Y5"
    assert sorted(pile(g, "discard").split()) == ["Y3", "Y4"]
    assert phase(g) == "move" and g.turn() == 2


def test_r_comp_3_murdoch_gets_no_card_on_a_failed_rescue():
    """Murdoch's failed rescue turns a page but gives no action card."""
    g = build(crew="murdoch", hands=["CO1"], phase="action", deck="Y10")
    n_actions = g.alen(5)
    do(g, "rescue 1")
    assert g.page() == 2 and pile(g, "discard") == "Y10"
    assert hand(g) == "CO1" and g.alen(5) == n_actions


# --- Lee -----------------------------------------------------------------------------
def test_r_comp_3_lee_gets_no_card_on_a_failed_rescue():
    """Lee's failed rescue turns a page but gives no action card."""
    g = build(crew="lee", phase="action", deck="Y10")
    n_actions = g.alen(5)
    do(g, "rescue 1")
    assert g.page() == 2 and hand(g) == "" and g.alen(5) == n_actions


def test_r_comp_3_lee_places_only_one():
    """Lee places P8 and must discard P7 although it now fits."""
    # R-RESCUE-2: Murdoch's "several" is his alone
    g = build(crew="lee", lines={1: "| P9"}, phase="action", deck="P7 P8")
    do(g, "rescue 2", "place P8 L1")
    assert pile(g, "line1") == "P9 P8" and pile(g, "discard") == "P7"
    assert phase(g) == "move" and g.turn() == 2


# --- Lowe ----------------------------------------------------------------------------
def test_r_comp_3_lowe_discards_down_to_an_anchor_instead_of_his_action():
    """Lowe discards P7, Y3, P5, Y9a and stops at the anchor; turn over."""
    g = build(crew="lowe", hands=["CO1"], phase="action", deck="Y9a P5 Y3 P7")
    assert "ability" in decisions(g)
    n = g.plen(11)
    do(g, "ability")
    assert pile(g, "discard") == "P7 Y3 P5 Y9a"           # top first, the anchor last
    assert g.plen(11) == n - 4
    assert hand(g) == "CO1" and g.page() == 1
    assert phase(g) == "move" and g.turn() == 2            # no swap possible: turn over


def test_r_comp_3_lowe_runs_the_deck_out_without_an_anchor():
    """No anchor in the deck: it is all discarded, no page turn."""
    g = build(crew="lowe", hands=["CO1"], phase="action", deck="P5 Y3 P7", rest="line6")
    do(g, "ability")
    assert pile(g, "deck") == "" and pile(g, "discard") == "P7 Y3 P5"
    assert g.page() == 1 and hand(g) == "CO1"
    assert phase(g) == "move" and g.turn() == 2


def test_r_comp_3_lowe_ability_needs_a_deck():
    """With an empty deck Lowe's ability is not offered."""
    # Ruling LOWE_NEEDS_DECK (sos_core/rulings.py)
    g = build(crew="lowe", phase="action", discard="P5", rest="line6")
    assert "ability" not in decisions(g)


def test_r_comp_3_lowe_swaps_same_class_and_value_in_two_groups():
    """Lowe may swap P3a and P3 between two groups."""
    g = build(crew="lowe", groups=["P1 P2 P3a", "P1a P2a P3"], phase="action",
              deck="P5a")
    do(g, "ability")
    assert phase(g) == "lowe"
    assert sorted(decisions(g)) == ["skip", "swap G1 G2 1", "swap G1 G2 2",
                                    "swap G1 G2 3"]
    do(g, "swap G1 G2 3")
    assert pile(g, "group1") == "P1 P2 P3"
    assert pile(g, "group2") == "P1a P2a P3a"
    assert phase(g) == "move" and g.turn() == 2


def test_r_comp_3_lowe_swaps_only_within_a_class():
    """Swaps pair groups of one class only."""
    g = build(crew="lowe", groups=["P1 P2", "Y1a Y2a Y3", "P1a", "Y1 Y2"],
              phase="action", deck="Y5a")
    do(g, "ability")
    assert sorted(decisions(g)) == ["skip", "swap G1 G3 1", "swap G2 G4 1",
                                    "swap G2 G4 2"]


def test_r_comp_3_lowe_may_skip_the_swap():
    """Lowe may decline the swap."""
    g = build(crew="lowe", groups=["P1 P2", "P1a P2a"], phase="action", deck="Y5a")
    do(g, "ability", "skip")
    assert pile(g, "group1") == "P1 P2" and pile(g, "group2") == "P1a P2a"
    assert phase(g) == "move" and g.turn() == 2


# --- Boxhall -------------------------------------------------------------------------
def test_r_comp_3_boxhall_takes_two_cards_on_a_failed_rescue():
    """Boxhall takes the action deck's top two cards after a failed rescue."""
    g = build(crew="boxhall", phase="action", deck="Y10", action_deck=stack("CO1 WA1 ST"))
    do(g, "rescue 1")
    assert g.page() == 2
    assert hand(g) == "ST WA1"
    assert apile(g, "action-deck").split()[-1] == "CO1"


def test_r_comp_3_boxhall_second_card_from_the_reshuffled_discards():
    """One card left: the second comes from the reshuffled action discard."""
    # R-COMP-3 with R-ACT: the action deck runs out between his two cards
    g = build(crew="boxhall", phase="action", deck="Y10", action_deck="ST",
              action_discard=stack("", "ST"))
    do(g, "rescue 1")
    assert g.alen(0) == 2 and "ST" in hand(g).split()
    assert g.alen(5) == 18 and g.alen(6) == 0


def test_r_comp_3_boxhall_gets_nothing_when_the_page_sinks_the_ship():
    """Failing on page 10 sinks the ship: no cards."""
    # R-FLOOD-1: turning to page 11 ends the game before the cards are taken
    g = build(crew="boxhall", phase="action", deck="Y10", page=10)
    do(g, "rescue 1")
    assert g.status() == SUNK and hand(g) == ""


# --- Latimer -------------------------------------------------------------------------
def test_r_comp_3_latimer_card_at_three_and_six_anchors_in_the_top_run():
    """P3a..P6a onto P1a P2a: Latimer's cards at P3a and P6a only."""
    g = build(crew="latimer", groups=["P1a P2a"], lines={1: "P6a P5a P4a | P3a"})
    held = []
    for _ in range(4):
        do(g, "move L1 1 G1")
        held.append(g.alen(0))
    assert pile(g, "group1") == "P1a P2a P3a P4a P5a P6a"
    assert held == [1, 1, 1, 2]                            # at 3 and at 6, not 4 or 5


def test_r_comp_3_latimer_new_run_need_not_start_at_the_bottom():
    """P2a P3a P4a over a plain P1 is a new trio."""
    g = build(crew="latimer", groups=["P1 P2a P3a"], lines={1: "| P4a"},
              action_deck=stack("WA2"))
    do(g, "move L1 1 G1")
    assert hand(g) == "WA2"


def test_r_comp_3_latimer_nothing_for_a_broken_run():
    """P3a P4a over a plain P2 is no trio."""
    g = build(crew="latimer", groups=["P1a P2 P3a"], lines={1: "| P4a"})
    do(g, "move L1 1 G1")
    assert hand(g) == ""


def test_r_comp_3_latimer_takes_a_card_for_another_players_rescue():
    """Another player's rescue completing a trio gives Latimer a card."""
    g = build(crew="lee latimer", groups=["Y1a Y2a"], phase="action", deck="Y3a",
              action_deck=stack("PB"))
    do(g, "rescue 1", "place Y3a G1")
    assert hand(g, 1) == "" and hand(g, 2) == "PB"


def test_r_comp_3_latimer_takes_a_card_for_a_mystery_replaced_on_top():
    """P3a replacing the P?3 on top of P1a P2a completes a trio."""
    g = build(crew="latimer", groups=["P1a P2a P?3"], lines={1: "| P3a"}, in_play="M1",
              parked="Y?")
    do(g, "replace P3a")
    assert pile(g, "group1") == "P1a P2a P3a"
    assert g.alen(0) == 1


def test_r_comp_3_latimer_takes_a_card_for_a_mystery_replaced_inside_a_group():
    """P2a replacing the P?2 in P1a P?2 P3a completes a trio."""
    # R-COMP-3 and RUL-LATIMER (docs/rules.md): three anchor passengers in a row, none
    # counted yet, complete a trio; the group's top anchor run reaches 3.
    g = build(crew="latimer", groups=["P1a P?2 P3a"], lines={1: "| P2a"}, in_play="M1",
              parked="Y?")
    do(g, "replace P2a")
    assert pile(g, "group1") == "P1a P2a P3a"
    assert g.alen(0) == 1


# --- Fleet ---------------------------------------------------------------------------
def test_r_comp_3_fleet_keeps_one_of_three_on_a_failed_rescue():
    """Fleet sees three cards, keeps one, discards two."""
    g = build(crew="fleet", phase="action", deck="Y10", action_deck=stack("CO1 WA1 ST"))
    do(g, "rescue 1")
    assert g.page() == 2 and phase(g) == "fleet"
    assert sorted(decisions(g)) == ["take CO1", "take ST", "take WA1"]
    do(g, "take WA1")
    assert hand(g) == "WA1"
    assert sorted(apile(g, "action-discard").split()) == ["CO1", "ST"]
    assert apile(g, "action-look") == ""
    assert phase(g) == "move" and g.turn() == 2
