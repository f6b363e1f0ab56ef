"""The crews' abilities (R-COMP-3), Smith to Lightoller, and the Latimer ruling;
the setup and Murdoch to Fleet: tests/test_crew.py. Each test names the rule
it checks (docs/rules.md)."""
from positions import build, decisions, do, hand, pile
from test_crew import apile, phase, plays, stack  # noqa: F401


# --- Smith ---------------------------------------------------------------------------
def test_r_comp_3_smith_gathers_every_hand_instead_of_his_action():
    """Smith gathers all hands and may give each card to anyone."""
    g = build(crew="smith lee murdoch", hands=["CO1", "WA1", ""], phase="action")
    assert "ability" in decisions(g)
    do(g, "ability")
    assert phase(g) == "smith"
    assert [hand(g, p) for p in (1, 2, 3)] == ["", "", ""]
    assert sorted(apile(g, "gathered").split()) == ["CO1", "WA1"]
    assert sorted(decisions(g)) == sorted("give %s %d" % (c, p) for c in ("CO1", "WA1")
                                          for p in (1, 2, 3))


def test_r_comp_3_smith_last_card_may_not_restore_every_hand():
    """The last card may not go where it would leave every hand as before."""
    g = build(crew="smith lee murdoch", hands=["CO1", "WA1", ""], phase="action")
    do(g, "ability", "give CO1 1")
    assert sorted(decisions(g)) == ["give WA1 1", "give WA1 3"]   # not back to player 2
    do(g, "give WA1 3")
    assert [hand(g, p) for p in (1, 2, 3)] == ["CO1", "", "WA1"]
    assert g.current() == 1 and phase(g) == "move"


def test_r_comp_3_smith_swapping_two_cards_of_one_kind_changes_nothing():
    """Two Come On!s traded between players is no change."""
    g = build(crew="smith lee murdoch", hands=["CO1", "CO2", ""], phase="action")
    do(g, "ability", "give CO2 1")
    assert sorted(decisions(g)) == ["give CO1 1", "give CO1 3"]


def test_r_comp_3_smith_single_card_must_change_hands():
    """A single card must go to another player."""
    g = build(crew="lee smith murdoch", hands=["", "", "YT2"], current=2, phase="action")
    do(g, "ability")
    assert sorted(decisions(g)) == ["give YT2 1", "give YT2 2"]


def test_r_comp_3_smith_ability_needs_some_card():
    """With no card in any hand Smith's ability is not offered."""
    g = build(crew="smith lee murdoch", phase="action")
    assert "ability" not in decisions(g)


# --- Phillips ------------------------------------------------------------------------
def test_r_comp_3_phillips_plays_another_players_card():
    """Phillips plays player 2's Wait!; it leaves player 2's hand."""
    g = build(crew="phillips lee", hands=["", "WA1 CO1"], lines={1: "| P9"},
              phase="action")
    assert plays(g) == ["play CO1", "play WA1"]
    do(g, "play WA1", "line L1")
    assert pile(g, "line1") == "" and hand(g, 2) == "CO1"
    assert apile(g, "action-discard") == "WA1"
    assert g.current() == 1


def test_r_comp_3_phillips_plan_a_card_goes_to_phillips():
    """Plan A from another hand: the card taken goes to Phillips."""
    g = build(crew="phillips lee", hands=["", "PA"], phase="action")
    do(g, "play PA", "take BO")
    assert hand(g, 1) == "BO" and hand(g, 2) == ""


def test_r_comp_3_only_phillips_plays_another_players_card():
    """Lee cannot play Phillips's cards."""
    g = build(crew="lee phillips", hands=["", "WA1"], lines={1: "| P9"}, phase="action")
    assert plays(g) == []


# --- Pitman --------------------------------------------------------------------------
def test_r_comp_3_pitman_takes_a_card_when_another_player_fails():
    """Lee fails: Pitman takes the top action card, Lee none."""
    g = build(crew="lee pitman", phase="action", deck="Y10", action_deck=stack("YT1"))
    do(g, "rescue 1")
    assert g.page() == 2
    assert hand(g, 1) == "" and hand(g, 2) == "YT1"


def test_r_comp_3_pitman_takes_a_card_for_each_failure_of_others():
    """Two other players fail: Pitman takes two cards."""
    g = build(crew="lee murdoch pitman", phase="action", deck="Y10 Y11")
    do(g, "rescue 1", "end", "rescue 1")
    assert g.page() == 3 and g.alen(2) == 2
    assert g.alen(0) == 0 and g.alen(1) == 0


def test_r_comp_3_pitman_gets_nothing_on_his_own_failure():
    """Pitman fails: nobody takes an action card."""
    g = build(crew="pitman lee", phase="action", deck="Y10")
    n_actions = g.alen(5)
    do(g, "rescue 1")
    assert g.page() == 2
    assert hand(g, 1) == "" and hand(g, 2) == "" and g.alen(5) == n_actions


def test_r_comp_3_pitman_gets_nothing_for_come_on_finding_nothing():
    """Come On! finding nothing is no failed rescue."""
    # Come On! finding nothing is not a failed rescue (R-ACT-COMEON)
    g = build(crew="lee pitman", hands=["CO1", ""], phase="action",
              deck="P2 P3 Y2 Y3", rest="discard")
    do(g, "play CO1")
    assert g.page() == 2 and hand(g, 2) == ""


# --- Lightoller ----------------------------------------------------------------------
def _lightoller_failed():
    """Lightoller (player 1) holding WA1 fails a rescue; his card for it is ST."""
    g = build(crew="lightoller lee", hands=["WA1", ""], lines={1: "| P9", 2: "| Y5"},
              phase="action", deck="Y10", action_deck=stack("ST", "WA1"))
    do(g, "rescue 1")
    return g


def test_r_comp_3_lightoller_may_play_a_card_after_his_failed_rescue():
    """After the page and his card, Lightoller may play Wait!."""
    g = _lightoller_failed()
    assert phase(g) == "lightoller" and g.current() == 0
    assert g.page() == 2 and hand(g) == "ST WA1"           # page turned, card taken
    # whether ST (taken just now) may be played too is left open by docs/rules.md
    assert set(decisions(g)) - {"play ST"} == {"play WA1", "skip"}
    do(g, "play WA1", "line L1")
    assert pile(g, "line1") == "" and hand(g) == "ST"
    assert apile(g, "action-discard") == "WA1"
    assert g.current() == 1 and phase(g) == "move"


def test_r_comp_3_lightoller_may_skip():
    """Lightoller may decline the extra play."""
    g = _lightoller_failed()
    do(g, "skip")
    assert hand(g) == "ST WA1" and pile(g, "line1") == "P9"
    assert g.current() == 1 and phase(g) == "move"


def test_r_comp_3_lightoller_no_extra_play_after_a_successful_rescue():
    """A successful rescue gives Lightoller no extra play."""
    g = build(crew="lightoller lee", hands=["WA1", ""], lines={1: "| P9"}, phase="action",
              deck="P8")
    do(g, "rescue 1", "place P8 L1")
    assert g.current() == 1 and phase(g) == "move"


# --- Latimer: a card counts in one trio only (R-COMP-3 Ruling) ------------------------------
def test_r_comp_3_latimer_not_paid_again_for_a_counted_trio_under_a_replaced_mystery():
    """P1a-P3a were paid; the P4a replacing the Mystery on top starts a new count."""
    g = build(crew="latimer", groups=["P1a P2a P3a P?4"], lines={1: "Y9 | P4a"},
              in_play="M1", parked="Y?", counted="P1a P2a P3a")
    do(g, "replace P4a")
    assert pile(g, "group1") == "P1a P2a P3a P4a"
    assert g.alen(0) == 0


def test_r_comp_3_latimer_paid_once_for_the_new_trio_a_replacement_completes():
    g = build(crew="latimer", groups=["P1a P2a P3a P?4 P5a P6a"], lines={1: "Y9 | P4a"},
              in_play="M1", parked="Y?", counted="P1a P2a P3a")
    do(g, "replace P4a")
    assert g.alen(0) == 1                       # P4a P5a P6a: one new trio


def test_r_comp_3_latimer_counts_trios_three_six_nine_in_plain_play():
    g = build(crew="latimer", groups=["P1a P2a"],
              lines={2: "Y9 | P3a", 3: "Y8 | P4a", 4: "Y7 | P5a", 5: "Y6 | P6a"})
    do(g, "move L2 1 G1")
    assert g.alen(0) == 1
    do(g, "move L3 1 G1", "move L4 1 G1")
    assert g.alen(0) == 1
    do(g, "move L5 1 G1")
    assert g.alen(0) == 2
