"""One line for every bad file, and a full heap while dealing (issue 33): a file
the board reads (the sprite sheets, font.bmp where there is no terminalio,
words.bin, challenges.bin) missing, cut short or with a garbled header gives one
`sos: ...: install the game again` line on the console, and on the display where
there is one, with no traceback and the save area untouched. A deal or a
Continue that finds no room gives code.py's out-of-memory message, the title
says "No memory left for that", and the saved game stays as nvm holds it.

Here on the desktop emulator (code.py run as tools/play.py runs it, in a copy
of the tree); tests/test_bad_assets_vm.py does the same on the 64-bit MicroPython
VM over the board stand-ins."""
import gc
import os
import runpy
import shutil
import subprocess
import sys

import pytest
import uikit
from badfiles import (
    AGAIN,
    DAMAGES,
    OUT_OF_MEMORY,
    ROOT,
    damage,
    said,
    saved_area,
    squeeze,
    the_line,
)
from sos_desktop import FileNVM
from sos_ui import states as St
from sos_ui.app import App

LIB = "lib"

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


@pytest.fixture(scope="module")
def saved():
    """(8 KB of save area holding a game in progress, that game's position)."""
    return saved_area()


# --- the desktop: code.py in a copy of the tree ---------------------------------------

# code.py run as tools/play.py runs it, headless, with the copy's lib/ (sos_ui.text
# finds assets/ beside it) and its sprite sheets; on a stop, what the display shows.
RUNNER = r'''
import os, runpy, sys
tree, root, name, nvm, no_font = sys.argv[1:6]
sys.path[:0] = [os.path.join(tree, "lib"), root, os.path.join(root, "tools", "desktop")]
if no_font == "1":
    sys.modules["terminalio"] = None            # a CircuitPython built without it
import sos_desktop
made = []

def desktop():
    p = sos_desktop.open_profile(name, mode="headless", script="", nvm=nvm)
    p.bitmaps = os.path.join(tree, "assets", "bitmaps") + os.sep
    made.append(p)
    return p

try:
    runpy.run_path(os.path.join(root, "code.py"), init_globals={"desktop_profile": desktop},
                   run_name="__main__")
except SystemExit:
    g = made[0].display.root_group if made else None
    if g is not None and len(g):
        grid = g[0]
        print("sos-test: shown " + "".join(chr(32 + grid[i])
                                           for i in range(grid.width * grid.height)))
    raise
'''

# the files the board reads at start, and a profile that reads each
AT_START = (("assets/bitmaps/small.bmp", "pygamer", False),
            ("assets/bitmaps/large.bmp", "feather", False),
            ("assets/bitmaps/tall.bmp", "clue", False),
            ("assets/bitmaps/font20.bmp", "clue", False),     # 240 px text
            ("assets/bitmaps/font.bmp", "pybadge", True),       # no terminalio
            ("assets/words.bin", "feather", False))


@pytest.fixture(scope="module")
def desk_tree(tmp_path_factory):
    """The board's own sources and assets, copied: lib/ and assets/."""
    tree = tmp_path_factory.mktemp("desk")
    shutil.copytree(ROOT / LIB, tree / LIB, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "assets", tree / "assets")
    return tree


def desk_run(tree, profile, nvm_file, no_font=False):
    env = dict(os.environ, BLINKA_OS_AGNOSTIC="1", SDL_VIDEODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", RUNNER, str(tree), str(ROOT), profile,
                           str(nvm_file), "1" if no_font else "0"],
                          cwd=tree, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("how", DAMAGES)
@pytest.mark.parametrize("path, profile, no_font", AT_START,
                         ids=[p.rsplit("/", 1)[1] for p, _, _ in AT_START])
def test_a_bad_file_read_at_start_says_so_in_one_line_on_the_desktop(
        desk_tree, tmp_path, saved, path, profile, no_font, how):
    tree = tmp_path / "tree"
    shutil.copytree(desk_tree, tree)
    damage(tree, path, how)
    nvm_file = tmp_path / "nvm"
    nvm_file.write_bytes(saved[0])
    r = desk_run(tree, profile, nvm_file, no_font)
    assert r.returncode == 1 and r.stderr == "", r.stderr[-3000:]     # no traceback
    line = the_line(path, how)
    assert said(r.stdout) == [line], r.stdout
    assert "sos: UI built" not in r.stdout
    shown = [ln for ln in r.stdout.splitlines() if ln.startswith("sos-test: shown ")]
    if no_font:                    # no font to write with: the console alone
        assert shown == []
    else:                          # the same words on the display
        assert len(shown) == 1 and squeeze(line[5:]) in squeeze(shown[0][16:])
    assert nvm_file.read_bytes() == saved[0]


def test_the_same_tree_undamaged_starts_on_the_desktop(desk_tree, tmp_path, saved):
    """The runner above starts the game when nothing is damaged (its failures are
    the damage's), with or without terminalio."""
    nvm_file = tmp_path / "nvm"
    nvm_file.write_bytes(saved[0])
    for profile, no_font in (("pygamer", False), ("pybadge", True), ("clue", False)):
        r = desk_run(desk_tree, profile, nvm_file, no_font)
        assert r.returncode == 0 and r.stderr == "", r.stderr[-3000:]
        assert "sos: UI built" in r.stdout and AGAIN not in r.stdout
        assert ("no terminalio" in r.stdout) == no_font
    assert nvm_file.read_bytes() == saved[0]


@pytest.mark.parametrize("how", DAMAGES)
def test_a_bad_challenges_file_says_so_on_its_screen_and_the_game_goes_on(
        monkeypatch, capsys, tmp_path, saved, how):
    import sos_desktop
    from sos_ui import text

    assets = tmp_path / "assets"
    assets.mkdir()
    shutil.copy(ROOT / "assets" / "challenges.bin", assets)
    damage(tmp_path, "assets/challenges.bin", how)
    # sos_ui.challenge, imported when its screen opens, reads beside sos_ui.text
    monkeypatch.setattr(text, "ASSETS", str(assets) + "/")
    monkeypatch.delitem(sys.modules, "sos_ui.challenge", raising=False)
    prof = sos_desktop.open_profile("pygamer", mode="headless", script="")
    prof.nvm = nvm = FileNVM()
    nvm[:] = saved[0]
    nvm.writes = 0
    app = App(prof)
    capsys.readouterr()
    uikit.choose_menu_item(app, "Challenges")
    line = the_line("assets/challenges.bin", how)
    assert said(capsys.readouterr().out) == [line]
    sc = app.screen
    assert app.state == St.CHALLENGES
    shown = " ".join(sc.lines.row_text(i) for i in range(sc.n_lines))
    assert squeeze(shown) == squeeze(line[5:])           # the same words on the screen
    assert [uikit.item_text(sc.menu, i) for i in range(sc.menu.n)] == ["< Back"]
    uikit.choose_menu_item(app, "< Back")                # and the game goes on
    assert app.state == St.TITLE
    uikit.choose_menu_item(app, "Continue")
    assert app.state == St.BOARD and bytes(app.game.s) == saved[1]
    assert nvm.writes == 0 and bytes(nvm) == saved[0]


def test_the_committed_challenges_file_is_what_its_reader_expects():
    from sos_ui import challenge

    from tools.strength import challenges

    data = (ROOT / "assets" / "challenges.bin").read_bytes()
    assert challenge.damage(data) is None
    assert len(challenges.encode(challenges.pick(
        challenges.read_rows(challenges.SOURCE)))) == challenge._RECORD * challenge._COUNT
    assert challenge.damage(data[:-1]) == "short"
    assert challenge.damage(data + data[:7]) == "corrupt"
    for o, bad in ((3, 0x40), (4, 3), (5, 10), (5, 6)):   # a seed, a variant, crews
        wrong = bytearray(data)
        wrong[o] = bad
        assert challenge.damage(bytes(wrong)) == "corrupt", (o, bad)


# --- the desktop: no room to deal, or to continue --------------------------------------

def _code_py(monkeypatch, nvm_file, script):
    """code.py run as tools/play.py runs it, headless, playing `script`; its globals."""
    import sos_desktop

    monkeypatch.setattr(gc, "mem_free", lambda: 4321, raising=False)    # a board's gc

    def desktop():
        return sos_desktop.open_profile("pygamer", mode="headless", script=script,
                                        nvm=str(nvm_file))

    return runpy.run_path(str(ROOT / "code.py"), init_globals={"desktop_profile": desktop},
                          run_name="__main__")


def _deal_fails_midway(monkeypatch):
    """The deal's code loads, then finds no room once it has begun on the core's
    position (after its crews): as on a board at its fullest."""
    import builtins

    real = builtins.__import__

    def full():
        raise MemoryError("memory allocation failed")

    def hook(name, *args, **kw):
        m = real(name, *args, **kw)
        if "sos_core.deal" in uikit.imported_names(name, args, kw):
            monkeypatch.setattr(sys.modules["sos_core.deal"], "passengers", full)
        return m

    monkeypatch.setattr(builtins, "__import__", hook)


def _out_of_memory_said(out):
    lines = out.splitlines()
    i = lines.index(OUT_OF_MEMORY[0])
    return lines[i:i + 2] == OUT_OF_MEMORY and "sos: dealt, 4321 bytes free" not in lines


@pytest.mark.parametrize("what", ["new game", "continue"])
def test_no_room_to_deal_or_continue_says_so_and_keeps_the_saved_game(
        monkeypatch, capsys, tmp_path, saved, what):
    nvm_file = tmp_path / "nvm"
    nvm_file.write_bytes(saved[0])
    if what == "new game":         # New game, "New game?" Yes: the deal fails midway
        _deal_fails_midway(monkeypatch)
        script = "DOWN A DOWN A"
    else:                          # Continue: no room for the start of a game
        uikit.no_room_for(monkeypatch, "sos_ui.begin")
        script = "A"
    app = _code_py(monkeypatch, nvm_file, script)["app"]
    assert _out_of_memory_said(capsys.readouterr().out)
    assert app.state == St.TITLE
    assert app.screen.foot_row.row_text() == "No memory left for that"
    assert uikit.item_text(app.screen.menu, 0) == "Continue"
    assert not {"sos_ui.begin", "sos_core.deal"} & set(sys.modules)
    assert bytes(app.game.s) == saved[1]              # read again after a deal began
    assert nvm_file.read_bytes() == saved[0]
    monkeypatch.undo()                                # with room again, it continues
    uikit.choose_menu_item(app, "Continue")
    assert app.state == St.BOARD and bytes(app.game.s) == saved[1]


def test_no_room_to_deal_the_first_game_says_so_and_writes_nothing(
        monkeypatch, capsys, tmp_path):
    nvm_file = tmp_path / "nvm"
    nvm_file.write_bytes(b"\xff" * 8192)              # a fresh save area
    _deal_fails_midway(monkeypatch)
    app = _code_py(monkeypatch, nvm_file, "A")["app"]  # New game
    assert _out_of_memory_said(capsys.readouterr().out)
    assert app.state == St.TITLE and uikit.item_text(app.screen.menu, 0) == "New game"
    assert app.screen.foot_row.row_text() == "No memory left for that"
    assert nvm_file.read_bytes() == b"\xff" * 8192
