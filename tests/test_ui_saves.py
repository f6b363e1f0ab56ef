"""Saving, statistics and the pause menu through the UI (headless emulator, key
presses only): "Continue" resumes the exact position, a damaged save area gives
a fresh title, the save policy's writes, the score against the best, the
statistics screen, New game confirmed, greyed items that say why, and casual
undo (a revealed card taken back, the game marked assisted)."""
import builtins
import os
import random
import sys
import zlib

import displayio
import pytest
import sos_desktop
import uikit
from sos_boards.buttons import DOWN, RIGHT, SELECT, A, B
from sos_desktop import FileNVM
from sos_desktop.uidriver import ok_key, random_choice_keys, run_keys
from sos_save import load as sos_load
from sos_save import policy as sos_policy
from sos_save import record as sos_save
from sos_save import stats as sos_stats
from sos_save import store
from sos_ui.app import App
from sos_ui.entries import X_MENU
from sos_ui.saving import Saver
from sos_ui.states import BANNER, BOARD, HANDOVER, PAUSED, TITLE

from sos_core.game import Game
from sos_core.layout import SUNK

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def make(profile, nvm):
    """An App on a headless profile whose save area is `nvm` (a FileNVM); the
    save policy's clock stands still, so only the pause menu and game end write."""
    displayio.release_displays()
    prof = sos_desktop.open_profile(profile, mode="headless", script="",
                                    shots=os.environ.get("SOS_SHOTS", "/tmp/sos_ui_shots"))
    prof.nvm = nvm
    app = App(prof)
    app.saver.clock = lambda: 1000
    return app


def step_key(app):
    """The button that steps down a menu: the d-pad, the CLUE's A, the Feather's D2."""
    return {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]


def menu_texts(app):
    m = app.screen.menu
    return [uikit.item_text(m, i) for i in range(m.n)]


def lines(app):
    return [app.screen.lines.row_text(i) for i in range(app.screen.n_lines)]


def choose_item(app, text):
    """Move the screen menu's cursor to the item `text` and choose it."""
    i = menu_texts(app).index(text)
    m = app.screen.menu
    n = (i - m.cursor) % m.n
    run_keys(app, [step_key(app)] * n + [ok_key(app.scheme)])


def crews_chosen(app):
    """From the title: Settings, its crew item turned to "chosen"."""
    choose_item(app, "Settings")
    while "Crew: chosen" not in menu_texts(app):
        choose_item(app, next(t for t in menu_texts(app) if t.startswith("Crew")))


def open_pause(app):
    if app.scheme == "dpad":
        run_keys(app, [SELECT])
    else:
        e = [i for i in range(app.play.n) if app.play.spot[i] == X_MENU][0]
        run_keys(app, uikit.choose_keys(app, e))
    assert app.state == PAUSED


def to_board(app):
    while app.state == HANDOVER or app.state == BANNER:
        run_keys(app, [ok_key(app.scheme)])


def play_decisions(app, rnd, n):
    """n decisions through the UI (random legal choices); stops at game over."""
    for _ in range(n):
        to_board(app)
        if app.state != BOARD:
            return
        before = bytes(app.game.s)
        while bytes(app.game.s) == before and app.state == BOARD:
            run_keys(app, random_choice_keys(app, rnd))
    to_board(app)


# --- Continue -----------------------------------------------------------------------

@pytest.mark.parametrize("profile", ["pygamer", "feather"])
def test_continue_appears_only_with_a_save_and_resumes_the_exact_position(profile):
    nvm = FileNVM()
    app = make(profile, nvm)
    assert menu_texts(app)[0] == "New game"          # a fresh save area: no Continue
    app.deal, app.players, app.variant = 4321, 2, 1
    app.show_title()
    run_keys(app, [ok_key(app.scheme)])
    play_decisions(app, random.Random(3), 12)
    open_pause(app)                                      # the pause menu writes the game
    assert nvm.writes == 1 and app.screen.foot_row.text == "Saved: safe to switch off"
    s = bytes(app.game.s)
    crews = bytes(app.game.crew_of(p) for p in range(2))

    app2 = make(profile, nvm)                             # switched off and on
    assert app2.state == TITLE and menu_texts(app2)[0] == "Continue"
    assert app2.screen.menu.cursor == 0
    run_keys(app2, [ok_key(app2.scheme)])
    assert app2.state in (BOARD, HANDOVER)
    g = app2.game
    assert bytes(g.s) == s                               # the same position, byte for byte
    assert app2.setup == (4321, 1, 2, crews)
    assert g.n_undo == 0 and g.n_redo == 0               # undo history starts empty
    assert g.list_decisions() > 0
    if profile != "pygamer":
        return
    # resumed, the game goes on and ends like any other; the title then has no Continue
    uikit.play_game(app2, 5)
    run_keys(app2, [B])                                  # game over: Back to the title
    assert app2.state == TITLE and menu_texts(app2)[0] == "New game"
    assert make(profile, nvm).saver.has_game is False


def _saved_nvm(kind=None):
    nvm = FileNVM(kind=kind)
    app = make("pygamer", nvm)
    run_keys(app, [A])
    play_decisions(app, random.Random(8), 6)
    open_pause(app)
    assert app.saver.writes == 1
    return nvm


def _fix_crc(nvm, off):
    c = zlib.crc32(bytes(nvm[off:off + sos_save.R_CRC]))
    nvm[off + sos_save.R_CRC:off + sos_save.R_CRC + 4] = c.to_bytes(4, "little")


def _read(nvm):
    """The record in nvm as a fresh start reads it: (a sos_save.store.Store, found)."""
    buf = bytearray(sos_save.RECORD_SIZE)
    cur = sos_load.load(nvm, buf)
    return store.Store(nvm, buf, cur), cur >= 0


def _flip(nvm, positions):
    for p in positions:
        bytearray.__setitem__(nvm, p, nvm[p] ^ (1 << (p % 8)))


DAMAGE = {
    "bit flips": lambda nvm: _flip(nvm, [5, 300, 1830, 1981, 4096 + 5, 4096 + 1830]),
    "one bit in the position": lambda nvm: _flip(nvm, [sos_save.R_POS + 40]),
    "truncated": lambda nvm: bytearray.__setitem__(nvm, slice(1000, 8192), bytes(7192)),
    "torn write": lambda nvm: bytearray.__setitem__(nvm, slice(1500, 8192), b"\xff" * 6692),
    "old format": lambda nvm: (nvm.__setitem__(sos_save.R_FORMAT, 0), _fix_crc(nvm, 0)),
    "position disagrees with its record": lambda nvm: (
        nvm.__setitem__(sos_save.R_POS + 146, 3), _fix_crc(nvm, 0)),  # layout PLAYERS
    "all zeros": lambda nvm: bytearray.__setitem__(nvm, slice(0, 8192), bytes(8192)),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_save_area_gives_a_fresh_title(damage):
    nvm = _saved_nvm()
    assert make("pygamer", nvm).saver.has_game              # the save as written is good
    DAMAGE[damage](nvm)
    app = make("pygamer", nvm)                               # no exception: a fresh title
    assert app.state == TITLE and menu_texts(app)[0] == "New game"
    run_keys(app, [A])                                       # and a new game plays
    assert app.state == BOARD


def test_a_truncated_save_file_gives_a_fresh_title(tmp_path):
    path = str(tmp_path / "nvm.bin")
    nvm = FileNVM(path)
    app = make("clue", nvm)
    run_keys(app, [B])
    play_decisions(app, random.Random(2), 5)
    open_pause(app)
    assert make("clue", FileNVM(path)).saver.has_game
    data = open(path, "rb").read()
    for cut in (0, 7, 1000, 1984):           # copy 0 holds the one save
        open(path, "wb").write(data[:cut])
        app = make("clue", FileNVM(path))
        assert app.state == TITLE and menu_texts(app)[0] == "New game"


# --- the save policy's writes --------------------------------------------------------

def test_writes_come_at_pause_and_game_end_not_after_every_press():
    nvm = FileNVM()
    app = make("pygamer", nvm)
    run_keys(app, [A])
    rnd = random.Random(21)
    presses = 0
    pauses = 0
    for _ in range(3):
        play_decisions(app, rnd, 10)
        presses += 10
        if app.state != BOARD:
            break
        open_pause(app)
        pauses += 1
        assert nvm.writes == pauses                          # one write at each pause ...
        run_keys(app, [SELECT])                              # SELECT closes it
        assert app.state == BOARD
        open_pause(app)                                      # ... none when nothing changed
        run_keys(app, [SELECT])
        assert nvm.writes == pauses
    assert pauses == 3
    uikit.play_game(app, 4)
    assert nvm.writes == pauses + 1                          # and one at the game's end
    st, found = _read(nvm)
    assert found and not st.has_game and sos_stats.summary(st.buf)[0] == 1


def test_the_record_is_read_once_and_writes_go_from_ram(monkeypatch):
    """sos_save.load only at start; a write imports sos_save.store (and .crc),
    the statistics screen sos_save.stats, and each is dropped again straight
    after."""
    imported = []
    real = builtins.__import__

    def spy(name, *args, **kw):
        imported.extend(uikit.imported_names(name, args, kw))
        return real(name, *args, **kw)

    nvm = FileNVM()
    monkeypatch.setattr(builtins, "__import__", spy)
    app = make("pygamer", nvm)
    assert "sos_save.load" in imported
    del imported[:]
    run_keys(app, [A])
    play_decisions(app, random.Random(4), 5)
    open_pause(app)
    assert nvm.writes == 1 and "sos_save.store" in imported
    assert "sos_save.load" not in imported
    run_keys(app, [SELECT])
    uikit.play_game(app, 5)
    assert nvm.writes == 2
    run_keys(app, [B])                                   # game over: back to the title
    choose_item(app, "Statistics")
    assert lines(app)[1].startswith("Games 1 ")
    assert "sos_save.stats" in imported and "sos_save.load" not in imported
    for m in ("load", "store", "crc", "stats"):
        assert "sos_save." + m not in sys.modules
    monkeypatch.undo()
    st, found = _read(nvm)
    assert found and not st.has_game and st.cur == 1 and st.seq == 2


def test_a_save_with_no_memory_for_its_code_leaves_the_game_going(monkeypatch):
    """On a board at its fullest the save code may not load: the game goes on,
    nvm keeps what it had, the pause menu says saving failed, and with memory
    again the next write saves the game."""
    nvm = FileNVM()
    app = make("pygamer", nvm)
    run_keys(app, [A])
    play_decisions(app, random.Random(21), 10)
    uikit.no_room_for(monkeypatch, "sos_save.store")
    open_pause(app)                                     # the pause menu's write fails
    assert app.state == PAUSED and nvm.writes == 0
    assert app.screen.foot_row.row_text() == "Saving failed"
    assert "sos_save.store" not in sys.modules and not app.saver.ok
    monkeypatch.undo()
    run_keys(app, [SELECT])
    play_decisions(app, random.Random(22), 3)
    open_pause(app)
    assert nvm.writes == 1 and app.saver.ok
    assert app.screen.foot_row.row_text() == "Saved: safe to switch off"
    st, found = _read(nvm)
    assert found and st.has_game


def test_a_game_end_with_no_memory_for_the_record_still_shows_game_over(monkeypatch):
    nvm = FileNVM()
    app = make("pygamer", nvm)
    run_keys(app, [A])
    uikit.no_room_for(monkeypatch, "sos_save.store")
    uikit.play_game(app, 6)                             # to game over: no crash
    assert app.game.over() and nvm.writes == 0 and app.records.best == -2
    over = sys.modules["sos_ui.over"]
    assert app.screen.lines.row_text(over._best_line[0]) == "Saving failed"    # said so
    monkeypatch.undo()
    choose_item(app, "Title menu")                      # and on to the title
    assert app.state == TITLE
    run_keys(app, [A])                                  # a new game: the last one's
    open_pause(app)                                     # failure is not this one's
    assert app.screen.foot_row.row_text() == "Saved: safe to switch off"


def test_two_savers_each_write_their_own_record():
    """The record's buffer is shared (one per program): a Saver whose record it
    does not hold reads its own nvm again before writing."""
    nvms = [FileNVM(), FileNVM()]
    savers = [Saver(nvm, "pygamer", True) for nvm in nvms]
    games = [Game(), Game()]
    setups = [(5, 0, 1, None), (6, 1, 2, None)]
    for i in (0, 1):
        assert not savers[i].probe(bytearray(len(games[i].s)))
        games[i].setup(*setups[i][:3])
    for _ in range(2):
        for i in (0, 1):
            savers[i].save_game(games[i], setups[i], i == 1)
    assert savers[0].record(games[0], setups[0], SUNK, 12, False) == -1
    for i in (0, 1):
        st, found = _read(nvms[i])
        assert found and nvms[i].writes == 2 + (i == 0)
        assert st.has_game == (i == 1) and sos_stats.summary(st.buf)[0] == (i == 0)
        if i == 1:
            assert (st.seed, st.variant, st.players, st.assisted) == (6, 1, 2, True)
            assert st.buf[sos_save.R_POS:sos_save.R_SEQ] == games[1].s


def test_the_buffer_lent_to_a_hint_is_read_again_before_the_next_write(monkeypatch):
    """While a hint thinks, the record's buffer is greedy's scratch (Saver.lend):
    the next write reads the record from nvm again first, so none of it is lost;
    where it holds what nvm does not (no nvm, or the last write failed), it is
    not lent."""
    from sos_bot.greedy import SCRATCH_BYTES

    nvm = FileNVM()
    sv = Saver(nvm, "pygamer", True)
    g = Game()
    sv.probe(bytearray(len(g.s)))
    g.setup(5, 0, 1)
    setup = (5, 0, 1, None)
    assert sv.record(g, setup, SUNK, 12, False) == -1       # a game in the statistics
    buf = sv.lend()
    assert len(buf) >= SCRATCH_BYTES
    buf[:] = bytes([0x5A]) * len(buf)                         # greedy's scratch
    sv.save_game(g, setup, False)
    st, found = _read(nvm)
    assert found and st.has_game and sos_stats.summary(st.buf)[0] == 1
    assert Saver(None, "pygamer", True).lend() is None
    uikit.no_room_for(monkeypatch, "sos_save.store")
    sv.save_game(g, setup, False)                             # fails: nothing lent
    assert not sv.ok and sv.lend() is None


def test_a_board_policy_writes_in_the_pause_menu_after_its_dwell():
    """The SAMD51 policy (PyGamer): the pause menu writes once open 1.5 s, not at
    once (a quick undo or resume does not write); idle play writes after 10 min."""
    nvm = FileNVM(kind="samd51")
    app = make("pygamer", nvm)
    app.saver.policy = sos_policy.policy_for("pygamer")
    clock = [0]
    app.saver.clock = lambda: clock[0]
    run_keys(app, [A])
    play_decisions(app, random.Random(6), 5)
    clock[0] = 400000                                        # > the 5 min pause gap
    open_pause(app)
    assert nvm.writes == 0 and app.screen.foot_row.text == "Not saved yet"
    clock[0] += 1600
    app.tick()                                               # a pass of the loop, no press
    assert nvm.writes == 1 and app.screen.foot_row.text == "Saved: safe to switch off"
    run_keys(app, [SELECT])
    play_decisions(app, random.Random(7), 3)
    clock[0] += 60000
    app.tick()
    assert nvm.writes == 1                                   # idle, but within the 10 min gap
    clock[0] += 600000
    app.tick()
    assert nvm.writes == 2
