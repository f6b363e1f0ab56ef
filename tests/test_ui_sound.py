"""Sound cues through key presses (headless emulator, whose profile records each
cue the App asks for): a rescue that saves, a failed one, a page turned, a deck
flooded, the ship sunk, everyone saved, one cue a decision and none for the
cursor; none with Settings' sound off; the Feather, which has no speaker, plays
on without. Positions are set through the notation (tests/positions.py)."""
import pytest
import uikit
from positions import build
from sos_boards.buttons import B
from sos_boards.sound import ALL_SAVED, FAILED, FLOODED, PAGE, RESCUED, SUNK
from sos_desktop.uidriver import choose_keys, keys_to, ok_key, run_keys
from sos_save.record import SET_SOUND_OFF
from sos_ui.entries import X_YES
from sos_ui.picker import SPOT_CARD, SPOT_NUMBER, SPOT_WORD, W_RESCUE, spot
from sos_ui.states import BANNER, BOARD, OVER
from test_ui_flow import _run, action, board, choose, entry, place

from sos_core.layout import PH_PLACE

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")
SOUNDED = ["pygamer", "clue"]


def cues(app):
    return app.profile.sound.cues


def rescue(app, count=1):
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, count))


def failed_rescue(profile="pygamer", page=8):
    """A failed rescue from page `page`: page 9 floods nothing, 10 floods deck 4,
    11 sinks the ship."""
    app = board(profile, lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P4 Y12",
                rest="line6", page=page)
    rescue(app)
    return app


@pytest.mark.parametrize("profile", SOUNDED)
def test_a_rescue_that_saves_sounds_once_when_drawn_not_while_choosing(profile):
    app = board(profile, crew="lee", phase="action", deck="Y12 Y5 P8", lines={1: "Y2 | P9"},
                rest="line3")
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    run_keys(app, keys_to(app, entry(app, spot(SPOT_NUMBER, 0, 2))))   # cursor steps
    assert cues(app) == []
    choose(app, spot(SPOT_NUMBER, 0, 1))                 # P8 drawn: it fits on P9
    assert app.game.phase() == PH_PLACE and cues(app) == [RESCUED]
    run_keys(app, [ok_key(app.scheme)] * 2)              # picked, placed: the turn ends, no cue
    assert app.game.phase() != PH_PLACE and cues(app) == [RESCUED]


@pytest.mark.parametrize("profile", SOUNDED)
def test_a_failed_rescue_a_flood_and_the_sinking_each_sound_their_own(profile):
    app = failed_rescue(profile, page=8)                 # page 9: nothing flooded
    assert app.state == BANNER and cues(app) == [FAILED]
    run_keys(app, [ok_key(app.scheme)])                  # the banner dismissed: no cue
    assert cues(app) == [FAILED]
    app = failed_rescue(profile, page=9)                 # page 10 floods deck 4
    assert cues(app) == [FLOODED]
    app = failed_rescue(profile, page=10)                # page 11: the ship sinks
    assert app.game.over() and cues(app) == [SUNK]
    run_keys(app, [ok_key(app.scheme)])                  # game over: nothing more
    assert app.state == OVER and cues(app) == [SUNK]


def test_a_page_turned_by_a_card_with_nothing_to_do_sounds_the_page():
    app = board(lines={1: _run("P", 13, 4), 2: _run("P", 13, 4, "a"),
                       3: _run("Y", 17, 4), 4: _run("Y", 17, 4, "a")},
                groups=["P1 P2 P3", "P1a P2a P3a", "Y1 Y2 Y3", "Y1a Y2a Y3a"],
                hands=["CO1"], phase="action")
    choose(app, action("CO1"))
    assert cues(app) == []                               # the warning: no cue yet
    run_keys(app, choose_keys(app, entry(app, X_YES)))
    assert app.state == BANNER and cues(app) == [PAGE]


@pytest.mark.parametrize("profile", SOUNDED)
def test_everyone_saved_sounds_when_the_last_passenger_is_saved(profile):
    groups = [" ".join("%s%d%s" % (k, v, a) for v in range(1, n + 1))
              for k, n, a in (("P", 13, ""), ("P", 13, "a"), ("Y", 17, ""), ("Y", 16, "a"))]
    app = board(profile, groups=groups, lines={6: "| Y17a"}, page=9, rest="deck")
    place(app, spot(SPOT_CARD, 5, 0))
    assert app.state == OVER and cues(app) == [ALL_SAVED]


def test_no_cue_with_the_sound_off_in_settings():
    app = uikit.make_app("pygamer")
    uikit.choose_menu_item(app, "Settings")
    uikit.choose_menu_item(app, "Sound: on")              # the Settings screen's row
    assert app.saver.settings & SET_SOUND_OFF
    run_keys(app, [B])                                    # back to the title
    uikit.choose_menu_item(app, "New game")
    assert app.state == BOARD
    build(game=app.game, lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P4 Y12",
          rest="line6", page=10)
    app.play.new_game()
    app.show_board()
    rescue(app)                                           # fails and sinks the ship
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == OVER and cues(app) == []
    app.saver.settings &= ~SET_SOUND_OFF                  # on again: the next cue sounds
    build(game=app.game, crew="lee", phase="action", deck="Y12 Y5 P8",
          lines={1: "Y2 | P9"}, rest="line3")
    app.play.new_game()
    app.show_board()
    rescue(app)
    assert cues(app) == [RESCUED]


def test_the_feather_has_no_speaker_and_plays_on():
    app = failed_rescue("feather", page=10)
    assert app.profile.sound is None and app.sound is None
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == OVER
