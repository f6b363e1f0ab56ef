"""One line for every bad file, and a full heap while dealing (issue 33): a file
the board reads (the sprite sheets, font.bmp where there is no terminalio,
words.bin, challenges.bin) missing, cut short or with a garbled header gives one
`sos: ...: install the game again` line on the console, and on the display where
there is one, with no traceback and the save area untouched. A deal or a
Continue that finds no room gives code.py's out-of-memory message, the title
says "No memory left for that", and the saved game stays as nvm holds it.

On the desktop emulator (code.py run as tools/play.py runs it, in a copy of the
tree) and on the 64-bit MicroPython VM over the board stand-ins (the installed
.mpy tree, tools/board_bench.py)."""
import gc
import os
import random
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import uikit
from sos_boards.buttons import A
from sos_desktop import FileNVM
from sos_desktop.uidriver import run_keys
from sos_save import load as sos_load
from sos_save import record as R
from sos_ui import states as St
from sos_ui.app import App

from tools import board_bench
from tools.mpvm import run_mp64_tree

ROOT = Path(__file__).resolve().parent.parent
LIB = "lib"
AGAIN = "install the game again"

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


# --- the damage done to a copy of a file ---------------------------------------------

def _truncate(data):
    return data[:len(data) // 2]


def _garble(path, data):
    """The header garbled: a BMP's first 54 bytes, the first text's length in
    words.bin (its records have no other header), a challenge's crew."""
    data = bytearray(data)
    if path.endswith(".bmp"):
        data[:54] = b"\xa5" * 54
    elif path.endswith("words.bin"):
        data[39] = 0xFF
    else:
        data[5] = 200
    return bytes(data)


DAMAGES = ("missing", "short", "corrupt")


def damage(tree, path, how):
    """Damage `path` (relative to the tree, e.g. "assets/words.bin") in `tree`."""
    f = Path(tree) / path
    if how == "missing":
        f.unlink()
    elif how == "short":
        f.write_bytes(_truncate(f.read_bytes()))
    else:
        f.write_bytes(_garble(path, f.read_bytes()))


def the_line(path, how):
    return "sos: %s is %s: %s" % (path, how if how == "missing" else "damaged (%s)" % how,
                                  AGAIN)


def said(out):
    """The game's console lines that say a file is bad."""
    return [ln for ln in out.splitlines() if ln.startswith("sos: ") and AGAIN in ln]


def squeeze(text):
    return "".join(text.split())


# --- a saved game in the save area -----------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    """(8 KB of save area holding a game in progress, that game's position)."""
    import displayio
    import sos_desktop

    displayio.release_displays()
    prof = sos_desktop.open_profile("pygamer", mode="headless", script="")
    prof.nvm = nvm = FileNVM()
    app = App(prof)
    app.deal = 4321
    run_keys(app, [A])                                   # New game
    rnd = random.Random(5)
    for _ in range(6):
        run_keys(app, uikit.random_choice_keys(app, rnd))
    while app.state == St.BANNER:
        run_keys(app, [A])
    app.saver.save_game(app.game, app.setup, False)
    assert app.saver.ok and app.state == St.BOARD
    buf = bytearray(R.RECORD_SIZE)
    position = bytearray(R.POSITION_SIZE)
    assert sos_load.load(nvm, buf, position) >= 0 and buf[R.R_FLAGS] & R.F_GAME
    displayio.release_displays()
    return bytes(nvm), bytes(position)


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
            ("assets/bitmaps/large.bmp", "clue", False),
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

    from tools import challenges

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


OUT_OF_MEMORY = ["sos: out of memory while starting, 4321 bytes free",
                 "sos: try a soft reset (Ctrl-D), only the game's files in /lib; "
                 "README: Troubleshooting."]


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


# --- the 64-bit MicroPython VM: the installed tree over the stand-ins -------------------

# main.py of a VM run: code.py as the board runs it (the save area's contents from
# nvm.bin), then, instead of its loop, KEYS pressed on the profile's first key
# queue (the CLUE: 0 = A, next; 1 = B, choose), with the heap first filled up to
# LEAVE bytes free (-1: not filled) and AFTER pressed once the filling is let go;
# it prints the state, the core's position and the text the display shows, and
# writes the save area to nvm.out.
VM_MAIN = r'''
import gc
import board_choice as C
import microcontroller

try:
    with open("nvm.bin", "rb") as f:
        f.readinto(microcontroller.nvm._b)
except OSError:
    pass
import sos_boards

profile = sos_boards.detect()
profile.bitmaps = C.ASSETS + "/bitmaps/"


def texts(layer, out):
    if hasattr(layer, "_children"):
        if not layer.hidden:
            for child in layer._children:
                texts(child, out)
    elif hasattr(layer, "_buf") and hasattr(layer, "bitmap") and layer.bitmap.height == 12:
        if not layer.hidden:
            out.append("".join(chr(32 + t) for t in layer._buf))
    return out


def press(app, keys):
    q = app.buttons._queues[0]
    for k in keys:
        q.inject(k, True)
        app.tick()
        q.inject(k, False)
        app.tick()


def fill(leave):
    gc.collect()
    held = [None] * 4096
    size = 4096
    i = 0
    while size >= 32 and i < len(held):
        if gc.mem_free() - size < leave:
            size //= 2
            continue
        try:
            held[i] = bytearray(size - 32)
            i += 1
        except MemoryError:
            size //= 2
    return held


def run(app):
    print("sos-test: started")
    held = fill(C.LEAVE) if C.LEAVE >= 0 else None
    press(app, C.KEYS)
    held = None
    gc.collect()
    print("sos-test: state", app.state)
    print("sos-test: s", " ".join(str(b) for b in app.game.s))
    print("sos-test: shown", "|".join(texts(app.display.root_group, [])))
    press(app, C.AFTER)
    print("sos-test: then", app.state)
    print("sos-test: s", " ".join(str(b) for b in app.game.s))


with open("code.py") as f:
    src = f.read()
src = src.replace("    app.run()\n", "    _test_run(app)\n")
prog = compile(src, "code.py", "exec")
src = None
try:
    exec(prog, {"__name__": "__main__", "_test_run": run})
except SystemExit:
    import board

    g = board.DISPLAY.root_group
    if g is not None:
        print("sos-test: shown", "|".join(texts(g, [])))
    raise
finally:
    with open("nvm.out", "wb") as f:
        f.write(microcontroller.nvm._b)
'''


@pytest.fixture(scope="module")
def vm_tree(tmp_path_factory):
    """The tree tools/install_board.py installs (.mpy, header M), with the stand-ins."""
    return board_bench.build_tree(tmp_path_factory.mktemp("vm"))


def vm_run(tree, saved_nvm, board="clue", keys=(), after=(), leave=-1, heap="512K"):
    tree = Path(tree)
    (tree / "nvm.out").unlink(missing_ok=True)
    (tree / "main.py").write_text(VM_MAIN)
    (tree / "nvm.bin").write_bytes(saved_nvm)
    (tree / "lib" / "board_choice.py").write_text(
        "BOARD = %r\nASSETS = %r\nKEYS = %r\nAFTER = %r\nLEAVE = %d\n"
        % (board, str(tree / "assets"), tuple(keys), tuple(after), leave))
    r = run_mp64_tree(tree, "main.py", heapsize=heap, timeout=120)
    return r, (tree / "nvm.out").read_bytes()


def _lines(out, head):
    return [ln[len(head):] for ln in out.splitlines() if ln.startswith(head)]


VM_START = (("assets/bitmaps/small.bmp", "pygamer", False),
            ("assets/bitmaps/large.bmp", "clue", False),
            ("assets/bitmaps/font.bmp", "pybadge", True),
            ("assets/words.bin", "clue", False))


@pytest.mark.slow
@pytest.mark.parametrize("how", DAMAGES)
@pytest.mark.parametrize("path, board, no_font", VM_START,
                         ids=[p.rsplit("/", 1)[1] for p, _, _ in VM_START])
def test_a_bad_file_read_at_start_says_so_in_one_line_on_the_vm(
        vm_tree, tmp_path, saved, path, board, no_font, how):
    tree = tmp_path / "tree"
    shutil.copytree(vm_tree, tree)
    if no_font:
        (tree / "lib" / "terminalio.mpy").unlink()     # a CircuitPython built without it
    damage(tree, path, how)
    r, nvm = vm_run(tree, saved[0], board)
    assert r.returncode == 1 and r.stderr == "", r.stderr[-3000:]     # no traceback
    line = the_line(path, how)
    assert said(r.stdout) == [line], r.stdout
    assert "sos-test: started" not in r.stdout
    shown = _lines(r.stdout, "sos-test: shown ")
    if no_font:
        assert shown == []
    else:
        assert len(shown) == 1 and squeeze(line[5:]) in squeeze(shown[0])
    assert nvm == saved[0]


@pytest.mark.slow
def test_the_same_tree_undamaged_starts_on_the_vm(vm_tree, tmp_path, saved):
    for board, no_font in (("clue", False), ("pygamer", False), ("pybadge", True)):
        tree = tmp_path / board
        shutil.copytree(vm_tree, tree)
        if no_font:
            (tree / "lib" / "terminalio.mpy").unlink()
        r, nvm = vm_run(tree, saved[0], board)
        assert r.returncode == 0 and r.stderr == "", r.stderr[-3000:]
        assert "sos-test: started" in r.stdout and AGAIN not in r.stdout
        assert ("no terminalio" in r.stdout) == no_font
        assert nvm == saved[0]


@pytest.mark.slow
@pytest.mark.parametrize("how", DAMAGES)
def test_a_bad_challenges_file_says_so_on_its_screen_on_the_vm(vm_tree, tmp_path, saved, how):
    tree = tmp_path / "tree"
    shutil.copytree(vm_tree, tree)
    damage(tree, "assets/challenges.bin", how)
    # the CLUE's title: Continue, New game, Challenges: A, A, B; then B: "< Back"
    r, nvm = vm_run(tree, saved[0], "clue", keys=(0, 0, 1), after=(1,))
    assert r.returncode == 0 and r.stderr == "", r.stderr[-3000:]
    line = the_line("assets/challenges.bin", how)
    assert said(r.stdout) == [line], r.stdout
    assert _lines(r.stdout, "sos-test: state ") == [str(St.CHALLENGES)]
    shown = squeeze(_lines(r.stdout, "sos-test: shown ")[0])
    assert squeeze(line[5:]) in shown and "<Back" in shown
    assert _lines(r.stdout, "sos-test: then ") == [str(St.TITLE)]
    assert nvm == saved[0]


# stand-ins for the code a deal or a Continue loads, finding no room (.py: the VM
# imports them as it would the .mpy they replace): the deal's after it has begun
# on the core's position (Game.setup calls deal.setup), begin's as it loads
NO_ROOM_CODE = {
    "new game": ("lib/sos_core/deal", """
def setup(g, seed, variant, players, crews=None):
    s = g.s
    for i in range(len(s)):
        s[i] = 0
    raise MemoryError("memory allocation failed")
"""),
    "continue": ("lib/sos_ui/begin", "raise MemoryError('memory allocation failed')\n")}


def _oom_said(r):
    """code.py's two lines, once, while the keys are pressed; no traceback, no
    deal. The lines of that while."""
    assert r.stderr == "", r.stderr[-3000:]
    out = r.stdout.split("sos-test: started", 1)[1].split("sos-test: state", 1)[0]
    out = out.splitlines()
    oom = [ln for ln in out if ln.startswith("sos: out of memory while starting, ")]
    assert len(oom) == 1 and oom[0].endswith(" bytes free"), r.stdout
    assert out[out.index(oom[0]) + 1] == OUT_OF_MEMORY[1]
    assert not [ln for ln in out if ln.startswith("sos: dealt")]
    return out


@pytest.mark.slow
@pytest.mark.parametrize("what", ["new game", "continue"])
def test_no_room_to_deal_or_continue_on_the_vm_says_so_and_keeps_the_saved_game(
        vm_tree, tmp_path, saved, what):
    tree = tmp_path / "tree"
    shutil.copytree(vm_tree, tree)
    module, code = NO_ROOM_CODE[what]
    (tree / (module + ".mpy")).unlink()
    (tree / (module + ".py")).write_text(code)
    # New game, "New game?" Yes (A B A B), then Continue (A x5 round the six items
    # from New game, B); or Continue (B), twice
    keys, after = ((0, 1, 0, 1), (0,) * 5 + (1,)) if what == "new game" else ((1,), (1,))
    r, nvm = vm_run(tree, saved[0], "clue", keys, after)
    assert r.returncode == 0
    _oom_said(r)
    if what == "continue":             # (and the second Continue, on the same code)
        assert r.stdout.split("sos-test: then", 1)[0].count(OUT_OF_MEMORY[0][:35]) == 2
    assert _lines(r.stdout, "sos-test: state ") == [str(St.TITLE)]
    shown = _lines(r.stdout, "sos-test: shown ")[0]
    assert "No memory left for that" in shown and "|Continue " in shown
    position = " ".join(str(b) for b in saved[1])
    assert _lines(r.stdout, "sos-test: s ") == [position, position]   # read again
    assert _lines(r.stdout, "sos-test: then ") == [
        str(St.BOARD if what == "new game" else St.TITLE)]               # continued
    assert nvm == saved[0]


def _vm_no_room(vm_tree, saved, keys, after):
    """Runs whose KEYS find no room for the deal: the heap filled to the most bytes
    free at which they do not (found to 1 KB), then fuller, 256 B a run over
    3 KB: a board at its fullest. [(result, its save area)]."""
    def run(leave):
        r, nvm = vm_run(vm_tree, saved[0], "clue", keys, after, leave)
        keys_out = r.stdout.split("sos-test: started", 1)[1].split("sos-test: state", 1)[0]
        return "sos: dealt," in keys_out, r, nvm

    lo, hi = 0, 64 * 1024                               # not dealt at lo, dealt at hi
    assert run(hi)[0] and not run(lo)[0]
    while hi - lo > 1024:
        mid = (lo + hi) // 2
        if run(mid)[0]:
            hi = mid
        else:
            lo = mid
    runs = [run(leave) for leave in range(lo, max(lo - 3072, 0) - 1, -256)]
    return [(r, nvm) for dealt, r, nvm in runs if not dealt]


@pytest.mark.slow
def test_a_deal_at_the_heap_limit_on_the_vm_says_so_and_keeps_the_saved_game(vm_tree, saved):
    """The heap really full: New game over a saved game, "New game?" Yes, with
    less room than the deal needs. The title says so where it finds room again,
    else the game stops on the message; never a traceback or a changed save."""
    runs = _vm_no_room(vm_tree, saved, (0, 1, 0, 1), (0,) * 5 + (1,))
    assert len(runs) > 6
    position = " ".join(str(b) for b in saved[1])
    for r, nvm in runs:
        out = _oom_said(r)
        assert nvm == saved[0]                                       # the save kept
        if r.returncode == 1:
            # no room left to show the title again (the one the press left may
            # still be held): the game stops on the message, as at start
            assert "sos-test: state" not in r.stdout
            assert [ln for ln in out if ln.startswith("sos: ")][-1] == OUT_OF_MEMORY[1]
            continue
        assert r.returncode == 0
        assert _lines(r.stdout, "sos-test: state ") == [str(St.TITLE)]
        shown = _lines(r.stdout, "sos-test: shown ")[0]
        assert "No memory left for that" in shown
        if "|Continue " in shown:      # (no room to read it again: offered at next start)
            assert _lines(r.stdout, "sos-test: s ") == [position, position]
            assert _lines(r.stdout, "sos-test: then ") == [str(St.BOARD)]   # continued
