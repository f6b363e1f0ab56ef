"""The installed tree on CircuitPython 10.2.1's own VM (32-bit, the boards' object
model, a Python stack of CPY_PYSTACK bytes, a hard heap cap): the board's figures.
The VM is not the project's to install (../shared/circuitpython/, or
$SOS_CIRCUITPY_VM): where it is absent these tests skip, saying so."""
import pytest

from sos_core.version import VERSION
from tools import board_bench
from tools.mpvm import circuitpython_vm, run_cp32

CPVM = circuitpython_vm()
pytestmark = pytest.mark.skipif(
    CPVM is None, reason="CircuitPython's VM not found (../shared/circuitpython/ or "
                         "$SOS_CIRCUITPY_VM): the board's own figures are not checked here")

KB = 1024
# What the game needs beyond the stand-ins and the harness on this VM, played by
# code.py's own loop (the bench's cp32_app_own_bytes and cp32_app_hint_own_bytes,
# docs/benchmarks.md, are 2 KB less: its player keeps less), plus 4 KB: the heap
# layout moves a figure by a KB or so; growth past that fails. The PyGamer's
# speaker (sos_boards.sound) adds 3 KB here, 1.9 KB of it the stand-ins for
# audiocore, audioio and digitalio (C on a board, counted as the game's: see
# tools/board_harness.baseline).
OWN = {"clue": 91 * KB, "pygamer": 87 * KB, "feather": 87 * KB}
HINT_OWN = {"clue": 96 * KB, "pygamer": 92 * KB}   # (CLUE: +1 KB at 1.2.1, the layout)
MARGIN = 4 * KB
GAME_PYSTACK = 1280        # the game's own frames: a SAMD51's 1,536 B keeps a margin


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return board_bench.build_tree(tmp_path_factory.mktemp("board-cp32"), header="C")


@pytest.fixture(scope="module")
def standins(tree):
    return board_bench.min_heap(tree, "clue", "standins", cpvm=CPVM)


def test_vm_is_circuitpython_and_32_bit():
    r = run_cp32("import sys\nprint(sys.implementation.name, sys.maxsize)", packages=(),
                 vm=CPVM)
    assert r.stdout.split() == ["circuitpython", str(2**31 - 1)], r.stderr


def test_cannot_store_into_a_bytearray_subclass_so_stand_ins_hold_one():
    # why tools/board_standins/displayio.py's TileGrid holds its tiles: this VM
    # (and 10.2.1 on a board) refuses item stores into a bytearray subclass
    r = run_cp32("class T(bytearray):\n    pass\nt = T(4)\nt[0] = 1\n", packages=(), vm=CPVM)
    assert r.returncode == 1


@pytest.mark.parametrize("board", ["clue", "pygamer", "feather"])
def test_scripted_game_plays_in_its_heap_and_the_boards_python_stack(tree, standins, board):
    # code.py's own loop (tools/board_stack.py), the board's Python stack without
    # settings.toml (1,536 B on SAMD51 boards), the heap the bench measures + 4 KB
    heap = standins + OWN[board] + MARGIN
    r = board_bench.board_run(tree, board, "stack", seed=1, heapsize=heap, cpvm=CPVM)
    assert r.returncode == 0, r.stderr[-2000:]
    game = [ln for ln in r.stdout.splitlines() if ln.startswith("GAME")][0].split()
    assert int(game[1]) > 100 and game[3] == "1"        # presses, one game to its end
    report = [ln for ln in r.stdout.splitlines() if ln.startswith("sos: ")]
    assert report[0] == "sos: SOS Titanic " + VERSION
    assert report[1].startswith("sos: circuitpython 10.2.1")


@pytest.mark.parametrize("board", ["clue", "pygamer"])
def test_hint_run_plays_in_its_heap(tree, standins, board):
    heap = standins + HINT_OWN[board] + MARGIN
    r = board_bench.board_run(tree, board, "stackhint", seed=1, heapsize=heap, cpvm=CPVM)
    assert r.returncode == 0, r.stderr[-2000:]


def test_a_heap_too_small_fails_the_game(tree, standins):
    # the budget above means something: well below it the VM runs out, and
    # code.py says so while starting (the free bytes, what to do), no traceback
    r = board_bench.board_run(tree, "clue", "stack", seed=1,
                              heapsize=standins + OWN["clue"] // 2, cpvm=CPVM)
    assert r.returncode == 1 and not r.stderr, r.stderr
    last = r.stdout.splitlines()[-2:]
    assert last[0].startswith("sos: out of memory while starting, ") and \
        last[0].endswith(" bytes free"), r.stdout
    assert "soft reset" in last[1] and "README: Troubleshooting" in last[1]


def test_game_and_hint_frames_leave_a_samd51_board_its_margin(tree):
    # code.py's own loop plays (tools/board_stack.py): the smallest Python stack,
    # less the harness's frames above code.py, is the game's own need
    for mode in ("stack", "stackhint"):
        need, harness = board_bench.min_pystack(tree, "pygamer", mode, seed=1, cpvm=CPVM)
        assert 0 < harness < need <= GAME_PYSTACK, (mode, need, harness)
