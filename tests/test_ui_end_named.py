"""The way to end the moves and to skip Murdoch's next placing is named on the
board (issue 35's play-through, finding 4: "Move passengers, or End" and "Place
another, or Skip" left a new player hunting for End and Skip, which sit in the
option list, shown only once the cursor is there). The prompt names the board's
button: START on a d-pad, the CLUE's A and the Feather's D2 step the cursor on
to the entry; pressing what the prompt says gets there, on the three screens."""
import pytest
from sos_boards.buttons import RIGHT, START, A
from sos_desktop.uidriver import ok_key, run_keys
from sos_ui import words as W
from sos_ui.entries import IN_LIST
from sos_ui.text import say
from test_ui_flow import board, prompt

from sos_core.layout import PH_ACTION, PH_MOVE, PH_PLACE

PROFILES = ("pygamer", "clue", "feather")
SAID = {"dpad": ("START", START), "ab": ("A", A), "three": ("D2", RIGHT)}

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def follow(app, word):
    """Press the button the prompt names until the moves end (a d-pad's START
    ends them at once) or the cursor is on the list's `word`, then choose it;
    the presses of the named button."""
    name, key = SAID[app.scheme]
    assert " %s" % name in prompt(app)
    p = app.play
    g = app.game
    ph = g.phase()
    presses = 0
    while g.phase() == ph:
        if p.place[p.cur] == IN_LIST and say(p.text[p.pos[p.cur]]) == word:
            run_keys(app, [ok_key(app.scheme)])
            break
        run_keys(app, [key])
        presses += 1
        assert presses <= p.n, "the named button never reaches " + word
    return presses


@pytest.mark.parametrize("profile", PROFILES)
def test_the_moves_prompt_names_how_to_end_them(profile):
    app = board(profile, phase="move", lines={1: "Y2 | P9", 2: "Y5 | P8"}, rest="line3")
    assert app.game.phase() == PH_MOVE and app.play.p.n_first > 1    # moves to make
    assert prompt(app) == {"dpad": "Move, or START: End moves",
                           "ab": "Move, or A to End moves",
                           "three": "Move, or D2 to End moves"}[app.scheme]
    assert "End moves" in prompt(app) and len(prompt(app)) <= 26
    n = follow(app, "End moves")
    assert app.game.phase() == PH_ACTION
    if app.scheme == "dpad":
        assert n == 1                                  # START: ended at once


@pytest.mark.parametrize("profile", PROFILES)
def test_murdochs_one_more_prompt_names_how_to_skip(profile):
    app = board(profile, phase="place", crew="murdoch", look="Y12 P8 Y3",
                lines={1: "Y13 | P9", 2: "P7 | Y4"}, rest="line3", arg=1)
    g = app.game
    assert g.phase() == PH_PLACE
    assert prompt(app) == say(W.MURDOCH_MORE + app.view.scheme)
    assert "Skip" in prompt(app) and len(prompt(app)) <= 26
    follow(app, "Skip")
    assert g.phase() != PH_PLACE
