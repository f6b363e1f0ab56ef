"""Game over and the statistics, the pause menu, key hints and the hand-over;
Continue and the save policy's writes: tests/test_ui_saves.py."""
import random

import pytest
import uikit
from sos_boards.buttons import BACK, DOWN, RIGHT, SELECT, A, B
from sos_desktop import FileNVM
from sos_desktop.uidriver import ok_key, random_choice_keys, run_keys
from sos_save import policy as sos_policy
from sos_save import record as sos_save
from sos_save import stats as sos_stats
from sos_ui import words as W
from sos_ui.states import BOARD, HANDOVER, PAUSED, SETTINGS, STATS, TITLE
from sos_ui.text import say
from test_ui_saves import (  # noqa: F401
    _read,
    choose_item,
    lines,
    make,
    menu_texts,
    open_pause,
    play_decisions,
    pytestmark,
    step_key,
)

from sos_core import layout as L
from sos_core import score
from sos_core.game import Game
from sos_core.layout import D_END, D_RESCUE, SUNK

# --- game over and statistics ------------------------------------------------------------

def test_game_over_breakdown_best_and_statistics_after_two_games():
    nvm = FileNVM()
    app = make("pygamer", nvm)
    totals = []
    sunk = 0
    for game in range(2):
        app.deal = 1                             # deal 1 twice: the same crew, so
        run_keys(app, [A])                       # the second game compares with the first
        uikit.play_game(app, 30 + game)
        g = app.game
        tops, pts, anchors, total = score.breakdown(g)
        shown = lines(app)
        assert shown[1] == "Groups: %d+%d+%d+%d" % tuple(tops)
        assert shown[2] == "Page %d: %d points" % (g.page(), pts)
        assert app.screen.title.text == "Score: %d" % total
        if game == 0:
            assert "A first score: new best!" in shown
        elif total > totals[0]:
            assert "New best! Was %d" % totals[0] in shown
        else:
            assert "Best so far: %d" % totals[0] in shown
        assert menu_texts(app) == ["New game", "Replay deal 1", "Title menu"]
        totals.append(total)
        sunk += g.status() == SUNK
        choose_item(app, "Title menu")
        assert app.state == TITLE
    choose_item(app, "Statistics")
    assert app.state == STATS
    shown = lines(app)
    assert shown[0] == "Standard:"
    assert shown[1] == "Games 2  sunk %d  saved %d" % (sunk, 2 - sunk)
    assert shown[2] == "Best %d  average %d" % (max(totals), (sum(totals) + 1) // 2)
    assert shown[3] == "Assisted 0"
    run_keys(app, [A])                                        # the next variant: none yet
    assert lines(app)[0] == "Expert:" and lines(app)[1] == "No games yet"
    run_keys(app, [A, A])
    assert app.state == TITLE
    # kept across power-off
    app2 = make("pygamer", nvm)
    choose_item(app2, "Statistics")
    assert lines(app2)[1:3] == shown[1:3]


# --- the pause menu ------------------------------------------------------------------

@pytest.mark.parametrize("profile", ["pygamer", "clue"])
def test_new_game_asks_to_confirm(profile):
    nvm = FileNVM()
    app = make(profile, nvm)
    app.deal = 1
    run_keys(app, [ok_key(app.scheme)])
    play_decisions(app, random.Random(11), 4)
    open_pause(app)
    s = bytes(app.game.s)
    choose_item(app, "New game")
    assert app.state == PAUSED and app.screen.title.text == "New game?"
    assert menu_texts(app) == ["No, keep playing", "Yes, abandon this game"]
    run_keys(app, [ok_key(app.scheme)])                       # No: back to the menu
    assert app.state == PAUSED and app.screen.title.text == "Deal: 1"   # the pause menu
    assert bytes(app.game.s) == s
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")                 # a new deal, as the title's
    assert app.state in (BOARD, HANDOVER) and app.game.turn() == 0 and app.setup[0] != 1
    st, found = _read(nvm)                                     # counted as abandoned
    assert found and not st.has_game
    played, sunk, saved, _, _, _ = sos_stats.summary(st.buf)
    assert (played, sunk, saved) == (1, 0, 0)


def test_select_and_resume_close_the_pause_menu():
    app = make("pygamer", FileNVM())
    run_keys(app, [A])
    open_pause(app)
    run_keys(app, [SELECT])
    assert app.state == BOARD
    open_pause(app)
    run_keys(app, [B])                                         # BACK too
    assert app.state == BOARD
    app = make("feather", FileNVM())                           # no MENU button
    run_keys(app, [A])
    open_pause(app)
    choose_item(app, "Resume")
    assert app.state == BOARD


def _to_revealing_decision(app, rnd):
    """Play until a decision revealed a card (a rescue's draw, a flip ...) and
    the board is back; return the position before it."""
    g = app.game
    for _ in range(400):
        before = bytes(g.s)
        play_decisions(app, rnd, 1)
        if app.state == BOARD and g.revealed[g.at] and bytes(g.s) != before:
            return before
    raise AssertionError("no revealing decision reached")


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_greyed_undo_cannot_be_chosen_and_says_why(profile):
    app = make(profile, FileNVM())
    run_keys(app, [ok_key(app.scheme)])
    open_pause(app)
    m = app.screen.menu
    undo, redo = W.PAUSE_UNDO, W.PAUSE_REDO
    assert uikit.is_dimmed(m, undo) and uikit.is_dimmed(m, redo)
    run_keys(app, [step_key(app)] * undo)                      # the cursor on Undo
    assert app.screen.foot_row.row_text() == "Nothing to undo"
    s = bytes(app.game.s)
    run_keys(app, [ok_key(app.scheme)])                        # cannot be chosen
    assert app.state == PAUSED and bytes(app.game.s) == s and m.cursor == undo
    run_keys(app, [step_key(app)] * (redo - undo))
    assert app.screen.foot_row.row_text() == "Nothing to redo"
    run_keys(app, [step_key(app)] * (W.PAUSE_CREW - redo))     # Your crew: its ability in short
    assert app.screen.foot_row.row_text() == uikit.say(W.CREW_TIP + app.game.crew_of(0))
    run_keys(app, [step_key(app)])
    assert app.screen.foot_row.row_text().startswith(("Saved", "Not saved"))   # enabled: saved?
    choose_item(app, "Resume")
    assert app.state == BOARD
    _to_revealing_decision(app, random.Random(13))
    open_pause(app)
    run_keys(app, [step_key(app)] * undo)
    assert uikit.is_dimmed(m, undo)
    assert app.screen.foot_row.row_text() == "Undo: a card was revealed"


def test_casual_undo_takes_back_a_revealed_card_and_marks_the_game_assisted():
    nvm = FileNVM()
    app = make("pygamer", nvm)
    choose_item(app, "Settings")
    choose_item(app, "Undo: strict")                           # the setting
    assert menu_texts(app)[3] == "Undo: casual"
    run_keys(app, [B])                                         # back to the title
    choose_item(app, "New game")
    assert app.game.casual
    before = _to_revealing_decision(app, random.Random(13))
    g = app.game
    assert g.revealed[g.at] and g.n_undo
    open_pause(app)
    assert not uikit.is_dimmed(app.screen.menu, W.PAUSE_UNDO)
    run_keys(app, [DOWN] * W.PAUSE_UNDO + [A])                  # Undo
    assert app.state == BOARD and bytes(g.s) == before          # the revealed card is back
    assert app.records.assisted and g.peeked
    open_pause(app)                                             # written as assisted
    st, found = _read(nvm)
    assert found and st.has_game and st.assisted and st.settings & sos_save.SET_CASUAL_UNDO
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")
    st, found = _read(nvm)
    assert found and sos_stats.summary(st.buf)[3] == 1          # an assisted game
    app2 = make("pygamer", nvm)                                 # the setting is kept
    choose_item(app2, "Settings")
    assert "Undo: casual" in menu_texts(app2)


def test_strict_and_casual_undo_in_the_core():
    """R-UNDO (strict: never past a revealed card) unchanged by default; casual
    keeps the ring through a revelation and tells when an undo takes one back."""
    for casual in (False, True):
        g = Game()
        g.casual = casual
        g.setup(5, 0, 1)
        n = g.list_decisions()
        g.apply_index([i for i in range(n) if g.dec[4 * i] == D_END][0])
        before = bytes(g.s)
        n = g.list_decisions()
        i = [i for i in range(n) if g.dec[4 * i] == D_RESCUE][0]
        g.apply_index(i)
        assert g.rev and g.revealed[g.at]
        assert g.undo() == casual
        assert (bytes(g.s) == before) == casual
        assert g.peeked == casual


# --- key hints and the hand-over ---------------------------------------------------------

@pytest.mark.parametrize("profile,hint", [
    ("pygamer", "Up/down: move  A: choose"), ("clue", "A: next  B: choose"),
    ("feather", "D0/D2: move  D1: choose")])
def test_title_shows_the_boards_own_key_names(profile, hint):
    app = make(profile, FileNVM())
    assert app.screen.foot_row.text == hint


def test_hand_over_tells_what_the_previous_player_did():
    app = make("pygamer", FileNVM())
    app.players = 2
    app.show_title()
    run_keys(app, [A])
    assert app.state == HANDOVER and lines(app)[4] == ""          # nobody played yet
    run_keys(app, [A])
    rnd = random.Random(17)
    g = app.game
    saved = g.saved_count()
    while app.state != HANDOVER:
        run_keys(app, random_choice_keys(app, rnd))
    n = g.saved_count() - saved
    assert lines(app)[4] == ("P1 saved %d" % n if n else "P1 saved none")
    assert app.screen.foot_row.text == "then press A."


def test_auto_moves_can_be_turned_off_on_the_title_and_the_setting_is_kept():
    """ADD-AUTO-MOVE is on by default; "Auto-moves: off" turns it off for the
    games that follow, and the setting survives power-off (the settings byte)."""
    nvm = FileNVM()
    app = make("pygamer", nvm)
    choose_item(app, "Settings")
    assert "Auto-moves: on" in menu_texts(app)
    run_keys(app, [B])
    choose_item(app, "New game")
    assert app.play.auto_move
    app = make("pygamer", nvm)
    choose_item(app, "Settings")
    choose_item(app, "Auto-moves: on")
    assert "Auto-moves: off" in menu_texts(app)
    run_keys(app, [B])
    choose_item(app, "New game")
    assert not app.play.auto_move
    st, found = _read(nvm)
    assert found and st.settings & sos_save.SET_MANUAL_MOVES
    app2 = make("pygamer", nvm)                                 # kept in nvm
    choose_item(app2, "Settings")
    assert "Auto-moves: off" in menu_texts(app2)


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_settings_are_kept_in_nvm_and_shape_the_next_new_game(profile):
    """Settings: players, variant, crews chosen, sound, written once when the
    screen is left (two copies and a CRC, as a save), read back at start-up,
    and the game New game deals; each New game a fresh deal."""
    nvm = FileNVM()
    app = make(profile, nvm)
    choose_item(app, "Settings")
    choose_item(app, "Players: 1")
    choose_item(app, "Players: 2")
    choose_item(app, "Game: Standard")                        # -> Expert
    sound = app.sound is not None                             # the Feather has no speaker
    choose_item(app, "Sound: on" if sound else "Sound: no speaker")
    assert menu_texts(app)[:6] == ["Players: 3", "Game: Expert", "Crew: dealt",
                                   "Undo: strict", "Auto-moves: on",
                                   "Sound: off" if sound else "Sound: no speaker"]
    assert nvm.writes == 0                                    # nothing written while choosing
    if app.profile.intents & (1 << BACK):
        run_keys(app, [B])
    else:
        choose_item(app, say(W.BACK))
    assert app.state == TITLE and nvm.writes == 1
    st, found = _read(nvm)
    assert found and bool(st.settings & sos_save.SET_SOUND_OFF) == sound
    app2 = make(profile, nvm)                                 # after power-off
    assert (app2.players, app2.variant, app2.choose_crews) == (3, 1, False)
    app2.clock = lambda: 12345
    choose_item(app2, "New game")
    while app2.state == HANDOVER:
        run_keys(app2, [ok_key(app2.scheme)])
    g = app2.game
    assert (g.players(), g.s[L.VARIANT]) == (3, 1)
    first = app2.setup[0]
    assert app2.deal is None                                  # the next one: fresh again
    uikit.open_pause(app2)
    choose_item(app2, "New game")
    choose_item(app2, "Yes, abandon this game")               # dealt at once
    assert app2.setup[0] != first


def _clocked(nvm):
    """An App on `nvm` whose save clock is a list's one number, moved by the test."""
    app = make("pygamer", nvm)
    clock = [5000]
    app.saver.clock = lambda: clock[0]
    return app, clock


def _after_power_cut(nvm):
    """The App a board starts after a power cut, from the nvm's bytes alone."""
    cut = FileNVM(kind=nvm.kind)
    bytearray.__setitem__(cut, slice(0, len(nvm)), nvm)
    return make("pygamer", cut)


def _settings_after_power_cut(nvm):
    app = _after_power_cut(nvm)
    choose_item(app, "Settings")
    return menu_texts(app)


def test_a_setting_changed_survives_a_power_cut_on_the_settings_screen():
    """A setting changed, then the buttons rest on the Settings screen: once
    they have rested SETTINGS_IDLE_MS it is written (not before), so a power cut
    there, the screen never left, keeps it; leaving then writes nothing more."""
    nvm = FileNVM(kind="samd51")
    app, clock = _clocked(nvm)
    choose_item(app, "Settings")
    choose_item(app, "Auto-moves: on")
    assert "Auto-moves: off" in menu_texts(app) and nvm.writes == 0
    clock[0] += sos_policy.SETTINGS_IDLE_MS - 1
    app.tick()                                           # a pass of the loop, no press
    assert nvm.writes == 0
    assert "Auto-moves: on" in _settings_after_power_cut(nvm)     # a cut now: lost
    clock[0] += 1
    app.tick()
    assert nvm.writes == 1 and app.state == SETTINGS
    assert "Auto-moves: off" in _settings_after_power_cut(nvm)    # a cut now: kept
    app2 = _after_power_cut(nvm)
    choose_item(app2, "New game")
    assert not app2.play.auto_move
    run_keys(app, [B])                                   # leaving: already written
    assert app.state == TITLE and nvm.writes == 1


def test_a_setting_cycled_quickly_writes_the_flash_once(monkeypatch):
    """Players cycled 41 times, a press every 0.3 s: one write, once the buttons
    rest; cycled round to where it was: none; and a write that finds no memory
    is tried again only after the buttons have rested as long again."""
    nvm = FileNVM(kind="samd51")
    app, clock = _clocked(nvm)
    choose_item(app, "Settings")
    assert menu_texts(app)[0] == "Players: 1" and app.screen.menu.cursor == 0
    for _ in range(41):
        clock[0] += 300
        run_keys(app, [RIGHT])
        app.tick()
    assert menu_texts(app)[0] == "Players: 2" and nvm.writes == 0
    for _ in range(3 * sos_policy.SETTINGS_IDLE_MS // 100):      # at rest
        clock[0] += 100
        app.tick()
    assert nvm.writes == 1
    run_keys(app, [B])
    assert app.state == TITLE and nvm.writes == 1
    assert _after_power_cut(nvm).players == 2
    choose_item(app, "Settings")
    for _ in range(5):                                   # round to 2 again
        clock[0] += 300
        run_keys(app, [RIGHT])
    clock[0] += 3 * sos_policy.SETTINGS_IDLE_MS
    app.tick()
    run_keys(app, [B])
    assert nvm.writes == 1

    tries = []
    keep = app.saver.keep_settings
    app.saver.keep_settings = lambda: tries.append(clock[0]) or keep()
    choose_item(app, "Settings")
    run_keys(app, [RIGHT])
    uikit.no_room_for(monkeypatch, "sos_save.store")
    idle = sos_policy.SETTINGS_IDLE_MS
    for _ in range(2 * idle // 100):                     # at rest twice as long, no memory
        clock[0] += 100
        app.tick()
    monkeypatch.undo()
    assert tries == [clock[0] - idle, clock[0]]         # once per rest, not every pass
    assert nvm.writes == 1 and not app.saver.ok
    clock[0] += idle
    app.tick()                                           # with memory again: written
    assert nvm.writes == 2 and _after_power_cut(nvm).players == 3
