"""What a new player's play-through found (headless emulator, key presses only,
on each board where it is about the screen): New game from the title asks
before it drops a saved game, the deal number can be left with A/B or
D0/D1/D2, the pause menu leads to the title, the action list closed with B
says how to get it back, the pick lists ask their question, and wording."""
import random

import pytest
import uikit
from sos_boards.buttons import DOWN, RIGHT, UP, A, B
from sos_desktop import FileNVM
from sos_desktop.uidriver import ok_key, run_keys
from sos_save import stats as sos_stats
from sos_ui import over
from sos_ui import words as W
from sos_ui.picker import SPOT_CARD, spot
from sos_ui.states import BOARD, CHALLENGES, DIGITS, HANDOVER, HELP, SETTINGS, TITLE
from sos_ui.text import say
from test_ui_flow import action, board, choose, place, prompt
from test_ui_saves import _read, choose_item, lines, make, menu_texts, open_pause, play_decisions

from sos_core.layout import GROUP0, PH_FLEET, PH_PLAN_A, PH_PLAN_B
from sos_core.version import VERSION

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
    place(app, spot(SPOT_CARD, 1, 2))                    # Y9 onto Y10a: Y1 moves itself
    assert app.game.plen(GROUP0) == 1
    assert prompt(app) == "Auto-moved: 2nd 1"


def test_an_assisted_game_says_its_best_is_not_kept():
    app = uikit.make_app("pygamer")
    r = app.records
    r.assisted, r.best = True, 10
    assert say(over.best_text(r)) == "Assisted: best not kept"
    assert len(say(over.best_text(r))) <= 26                     # 160 px


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
        run_keys(app, [ok_key(app.scheme)])
    want = say(W.PHASE_PROMPT + phase)
    for _ in range(3):                                     # on each card in the list
        assert prompt(app) == want
        run_keys(app, [step_key(app)])
    assert app.game.phase() == phase


@pytest.mark.parametrize("profile", PROFILES)
def test_the_fleet_list_asks_its_question(profile):
    app = board(profile, crew="lee", phase="fleet", action_look="GR1 CO1 WA1",
                lines={1: "Y2 | P9"}, rest="line3")
    assert app.game.phase() == PH_FLEET
    for _ in range(3):
        assert prompt(app) == say(W.PHASE_PROMPT + PH_FLEET)
        run_keys(app, [step_key(app)])


# --- New game from the title, with a saved game ----------------------------------------
def _game_in_progress(profile, deal, seed):
    """A fresh save area and an App playing deal `deal`, three decisions in."""
    nvm = FileNVM()
    app = make(profile, nvm)
    app.deal = deal
    run_keys(app, [ok_key(app.scheme)])
    play_decisions(app, random.Random(seed), 3)
    return app, nvm


def _with_saved_game(profile):
    """A save area holding a game in progress, and an App started on it (the title)."""
    app, nvm = _game_in_progress(profile, 77, 5)
    open_pause(app)                                      # the pause menu writes the game
    assert app.saver.writes == 1
    app = make(profile, nvm)                             # switched off and on
    assert app.state == TITLE and menu_texts(app)[0] == "Continue"
    return app, nvm


@pytest.mark.parametrize("profile", PROFILES)
def test_new_game_on_the_title_asks_before_it_drops_the_saved_game(profile):
    app, nvm = _with_saved_game(profile)
    saved = bytes(app.game.s)
    choose_item(app, "New game")
    assert app.state == TITLE and app.screen.title.text == "New game?"
    assert menu_texts(app) == ["No, keep playing", "Yes, abandon this game"]
    assert app.screen.menu.cursor == 0                   # on the safe answer
    assert lines(app)[3] == "It counts as abandoned."
    run_keys(app, [ok_key(app.scheme)])                  # No: the title again, the game kept
    assert app.state == TITLE and app.screen.title.text == "SOS Titanic"
    assert menu_texts(app)[0] == "Continue" and bytes(app.game.s) == saved
    assert app.screen.menu.top == 0                      # in sight (the Feather: 4 rows)
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")
    assert app.state in (BOARD, HANDOVER) and bytes(app.game.s) != saved
    st, found = _read(nvm)                               # counted as abandoned
    assert found and not st.has_game
    assert sos_stats.summary(st.buf)[:3] == (1, 0, 0)


@pytest.mark.parametrize("profile", PROFILES)
def test_the_title_shows_its_version_only_where_the_menu_leaves_it_room(profile):
    # five items, then six: the version where the menu leaves the last line free,
    # not behind the Feather's menu (four rows there: it scrolls)
    for app in (make(profile, FileNVM()), _with_saved_game(profile)[0]):
        sc = app.screen
        covered = sc.menu.group.y + sc.menu.height() > sc.lines.grid.y + sc.rh * (sc.n_lines - 1)
        assert covered == (profile == "feather")
        assert lines(app)[-1] == ("" if covered else "v" + VERSION)


def test_new_game_without_a_saved_game_deals_at_once():
    app = make("pygamer", FileNVM())
    choose_item(app, "New game")
    assert app.state == BOARD


# --- the deal number can be left on every board ---------------------------------------
def _to_digits(app):
    choose_item(app, "Settings")
    choose_item(app, "Play a deal by number")
    assert app.state == DIGITS


@pytest.mark.parametrize("profile", PROFILES)
def test_the_deal_number_can_be_left_with_the_boards_own_buttons(profile):
    app = make(profile, FileNVM())
    _to_digits(app)
    ok = ok_key(app.scheme)
    run_keys(app, [ok] * 9)                               # past the last digit: a menu
    assert app.state == DIGITS
    want = ["Play this deal", "Change the number"]
    if app.scheme != "dpad":                             # no Back button: an item
        want.append("< Back")
    assert menu_texts(app) == want and app.screen.menu.cursor == 0
    choose_item(app, "Change the number")                # the digits again, from the first
    assert app.state == DIGITS and app.screen.menu.group.hidden
    run_keys(app, [ok] * 9)
    if app.scheme == "dpad":
        run_keys(app, [B])
    else:
        choose_item(app, "< Back")
    assert app.state == SETTINGS and app.deal is None     # nothing dealt
    choose_item(app, "Play a deal by number")
    up = UP if app.scheme == "dpad" else step_key(app)    # +1: the CLUE's A, the Feather's D2
    run_keys(app, [up, ok] + [ok] * 8)                    # the first digit up
    choose_item(app, "Play this deal")
    assert app.state in (BOARD, HANDOVER) and app.setup[0] == 100000001


# --- a challenge and a deal by number ask too, when a game is saved ----------------------
def _asked_then(app, saved, choose_again, back=TITLE):
    """The title asks "New game?"; No keeps the saved game (and shows `back`:
    the title, or the challenges' list), Yes deals the other."""
    assert app.state == TITLE and app.screen.title.text == "New game?"
    assert menu_texts(app) == ["No, keep playing", "Yes, abandon this game"]
    run_keys(app, [ok_key(app.scheme)])                  # No
    assert app.state == back and (back != TITLE or menu_texts(app)[0] == "Continue")
    assert bytes(app.game.s) == saved and app.deal is None
    choose_again(app)
    choose_item(app, "Yes, abandon this game")
    assert app.state in (BOARD, HANDOVER) and bytes(app.game.s) != saved


@pytest.mark.parametrize("profile", PROFILES)
def test_a_challenge_asks_before_it_drops_the_saved_game(profile):
    app, nvm = _with_saved_game(profile)

    choose_item(app, "Challenges")
    assert app.state == CHALLENGES
    run_keys(app, [ok_key(app.scheme)])                  # the first deal of the list
    _asked_then(app, bytes(app.game.s), lambda app: run_keys(app, [ok_key(app.scheme)]),
                back=CHALLENGES)                         # No: the list, on that deal
    assert app.bot_score > 0                              # a challenge: its score to beat
    st, found = _read(nvm)
    assert sos_stats.summary(st.buf)[:3] == (1, 0, 0)     # the saved game: abandoned


@pytest.mark.parametrize("profile", PROFILES)
def test_a_deal_by_number_asks_before_it_drops_the_saved_game(profile):
    app, nvm = _with_saved_game(profile)

    def deal_7(app):
        _to_digits(app)
        run_keys(app, [ok_key(app.scheme)] * 9)          # the number as shown: the last game's
        app.deal = 7
        choose_item(app, "Play this deal")
    deal_7(app)
    _asked_then(app, bytes(app.game.s), deal_7)
    assert app.setup[0] == 7


# --- the pause menu leads to the title ---------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_title_menu_from_the_pause_menu_keeps_the_game_to_continue(profile):
    app, nvm = _game_in_progress(profile, 31, 2)
    app.saver.policy.due = lambda now: False            # not written while the menu is open
    open_pause(app)
    assert "Title menu" in menu_texts(app) and app.saver.policy.dirty
    s = bytes(app.game.s)
    choose_item(app, "Title menu")
    assert app.state == TITLE and menu_texts(app)[0] == "Continue"
    assert app.screen.menu.cursor == 0
    assert nvm.writes == 1                               # written on the way
    again = make(profile, nvm)                           # switched off and on: the same game
    assert menu_texts(again)[0] == "Continue" and bytes(again.game.s) == s
    choose_item(app, "Continue")                         # or continued at once
    assert app.state in (BOARD, HANDOVER) and bytes(app.game.s) == s


def test_title_menu_shows_on_160x128_without_scrolling():
    app = make("pygamer", FileNVM())
    run_keys(app, [A])
    open_pause(app)
    m = app.screen.menu
    assert m.n == 10 and m.shown_rows == 7               # the last three scroll in
    assert [uikit.item_text(m, i) for i in range(7)][-1] == "Title menu"


# --- B on the action list (the PyGamer: the only board with a Back button) ---------------
@pytest.mark.parametrize("key", ["LEFT", "RIGHT", "UP", "DOWN", "A", "START"])
def test_the_action_list_hidden_by_b_says_how_to_get_it_back(key):
    import sos_boards.buttons as Bt

    app = board("pygamer", crew="lee", hands=["CO1 GR1"], phase="action", deck="Y12 Y5 P8",
                lines={1: "Y2 | P9"}, rest="line3")
    m = app.options
    assert not m.group.hidden and prompt(app) == "Your action?"
    run_keys(app, [B])                                   # the board, whole
    assert m.group.hidden and prompt(app) == "A: back to the list"
    cur = app.play.cur
    run_keys(app, [getattr(Bt, key)])                    # any button brings the list back
    assert not m.group.hidden and app.game.phase() == 1 and app.state == BOARD
    assert prompt(app) != "A: back to the list"
    if key in ("A", "LEFT", "RIGHT"):
        assert app.play.cur == cur and prompt(app) == "Your action?"


# --- minor: the Feather's sound row, help's last page ----------------------------------
def test_settings_show_sound_as_unavailable_without_a_speaker():
    app = make("feather", FileNVM())
    assert app.sound is None
    choose_item(app, "Settings")
    texts = menu_texts(app)
    assert "Sound: on" not in texts and "Sound: no speaker" in texts
    i = texts.index("Sound: no speaker")
    run_keys(app, [RIGHT] * i)                            # D2: down to it (the list scrolls)
    m = app.screen.menu
    assert m.cursor == i and uikit.is_dimmed(m, i - m.top)
    before = app.saver.settings
    choose_item(app, "Sound: no speaker")                 # nothing to change
    assert app.saver.settings == before and menu_texts(app)[i] == "Sound: no speaker"
    app = make("clue", FileNVM())                         # a speaker: as before
    choose_item(app, "Settings")
    assert "Sound: on" in menu_texts(app)


@pytest.mark.parametrize("profile", PROFILES)
def test_paging_past_the_last_help_page_stays_there(profile):
    # where a button pages back (the d-pad's left, the Feather's D0); the CLUE,
    # with next and close alone, goes round to the first page
    from sos_ui import howto

    app = make(profile, FileNVM())
    choose_item(app, "How to play")
    nxt = RIGHT if app.scheme != "ab" else A               # the d-pad, the CLUE's A, D2
    run_keys(app, [nxt] * (howto.PAGES * howto._parts(app) - 1))   # (240x135: in parts)
    last = app.screen.title.text
    run_keys(app, [nxt, nxt])
    assert app.state == HELP and app.screen.title.text == (
        last if app.scheme != "ab" else say(app.keys + W.KEY_HELP))     # round: page 2
    run_keys(app, [ok_key(app.scheme)])                   # closed with the choose button
    if app.scheme == "ab":                                # (the CLUE's: from the contents)
        assert app.screen.title.text == "Contents"
        run_keys(app, [ok_key(app.scheme)])
    assert app.state == TITLE
