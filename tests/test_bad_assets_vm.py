"""One line for every bad file, and a full heap while dealing (issue 33), on the
64-bit MicroPython VM over the board stand-ins: the installed .mpy tree
(tools/board_bench.py), as tests/test_bad_assets.py does on the desktop."""
import shutil
from pathlib import Path

import pytest
from badfiles import AGAIN, DAMAGES, OUT_OF_MEMORY, damage, said, saved_area, squeeze, the_line
from sos_ui import states as St

from tools.bench import board_bench
from tools.bench.mpvm import run_mp64_tree

LIB = "lib"

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


@pytest.fixture(scope="module")
def saved():
    """(8 KB of save area holding a game in progress, that game's position)."""
    return saved_area()


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
    elif hasattr(layer, "_buf") and hasattr(layer, "bitmap") and \
            layer.bitmap.height in (12, 72, 120):   # glyphs: terminalio, font.bmp, font20
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
            ("assets/bitmaps/large.bmp", "feather", False),
            ("assets/bitmaps/tall.bmp", "clue", False),
            ("assets/bitmaps/font20.bmp", "clue", False),     # 240 px text
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
    # (a menu row starts with a blank)
    assert "No memory left for that" in shown and "| Continue " in shown
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
        if "| Continue " in shown:     # (no room to read it again: offered at next start)
            assert _lines(r.stdout, "sos-test: s ") == [position, position]
            assert _lines(r.stdout, "sos-test: then ") == [str(St.BOARD)]   # continued
