"""What a new player's play-through found (headless emulator, key presses only,
on each board where it is about the screen): New game from the title asks
before it drops a saved game, the deal number can be left with A/B or
D0/D1/D2, the pause menu leads to the title, the action list closed with B
says how to get it back, the pick lists ask their question, and wording."""
import pytest
import uikit
from sos_boards.buttons import DOWN, RIGHT, A
from sos_ui import words as W
from sos_ui.picker import SPOT_CARD, spot
from sos_ui.text import say
from test_ui_flow import action, board, choose, prompt

from sos_core.layout import GROUP0, PH_FLEET, PH_PLAN_A, PH_PLAN_B

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")

PROFILES = ("pygamer", "clue", "feather")


def step_key(app):
    """The button that steps down a list: the d-pad, the CLUE's A, the Feather's D2."""
    return {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]


# --- wording -------------------------------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_an_auto_move_is_called_a_move_not_a_save(profile):
    app = board(profile, auto=True, lines={1: "Y5 | Y2 Y1", 2: "Y3 | Y10 Y9", 3: "Y6 | Y10a"},
                rest="line5")
    choose(app, spot(SPOT_CARD, 1, 2))                   # Y9 onto Y10a: Y1 moves itself
    assert app.game.plen(GROUP0) == 1
    assert prompt(app) == "Auto-moved: 2nd 1"


def test_an_assisted_game_says_its_best_is_not_kept():
    app = uikit.make_app("pygamer")
    r = app.records
    r.assisted, r.best = True, 10
    assert say(r.best_text()) == "Assisted: best not kept"
    assert len(say(r.best_text())) <= 26                     # 160 px


# --- the pick lists ask their question -------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("code,phase,pos", [
    ("PA", PH_PLAN_A, dict()),
    ("PB", PH_PLAN_B, dict(action_discard="GR1 CO1")),
])
def test_a_pick_list_asks_its_question_not_what_the_card_does(profile, code, phase, pos):
    app = board(profile, crew="lee", hands=[code], phase="action", deck="Y12 Y5 P8",
                lines={1: "Y2 | P9"}, rest="line3", **pos)
    assert app.game.phase() != phase
    choose(app, action(code))
    while app.game.phase() != phase:                      # past any banner
        uikit.run_keys(app, [uikit.ok_key(app.scheme)])
    want = say(W.PHASE_PROMPT + phase)
    for _ in range(3):                                     # on each card in the list
        assert prompt(app) == want
        uikit.run_keys(app, [step_key(app)])
    assert app.game.phase() == phase


@pytest.mark.parametrize("profile", PROFILES)
def test_the_fleet_list_asks_its_question(profile):
    app = board(profile, crew="lee", phase="fleet", action_look="GR1 CO1 WA1",
                lines={1: "Y2 | P9"}, rest="line3")
    assert app.game.phase() == PH_FLEET
    for _ in range(3):
        assert prompt(app) == say(W.PHASE_PROMPT + PH_FLEET)
        uikit.run_keys(app, [step_key(app)])
