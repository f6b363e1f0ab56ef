"""What the game needs of a board, measured on the registry VMs (tools/board_bench.py:
the installed tree, the stand-ins, the scripted player). Its smallest heaps on the
64-bit MicroPython VM, as a 32-bit board's (board_bench.BITS32), leave every board a
fifth of its usable heap (the board table's heap); its frames on the 32-bit VM's
Python stack leave a SAMD51 board's own stack a margin."""
import pytest
from sos_boards.table import BY_NAME

from sos_core.version import VERSION
from tools.bench import board_bench

# Of a board's usable heap, the most the game may need with a hint thinking: the
# rest is for what the estimate misses (fragmentation, a split heap, the factor).
MAX_SHARE = 0.80
STACK_MARGIN = 256       # bytes of Python stack left under a board's own
BOARDS = board_bench.MEASURED


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return board_bench.build_tree(tmp_path_factory.mktemp("board-need"))


@pytest.fixture(scope="module")
def heaps(tree):
    """{board: (the smallest heap of the stand-ins and the harness alone, of the
    hint run)}, as the bench measures them."""
    return {b: (board_bench.min_heap(tree, b, "standins"), board_bench.min_heap(tree, b, "hint"))
            for b in BOARDS}


@pytest.mark.parametrize("board", BOARDS)
def test_a_hint_thinking_leaves_every_board_a_fifth_of_its_heap(heaps, board):
    # the bench's board_need_share_*: the hint run's own need (its smallest heap less
    # that of the stand-ins and the harness alone), as a 32-bit board's estimate
    standins, hint = heaps[board]
    need, share = board_bench.board_need(hint - standins, board)
    assert 0 < share <= MAX_SHARE, (board, hint - standins, need, share)


@pytest.mark.parametrize("board", BOARDS)
def test_no_press_on_the_board_allocates(tree, board):
    # issue 34: 0 B a press on every board, the sound's first cue included (the
    # PyGamer's audioio makes its DMA buffer at its first play: at start-up now)
    recs, _ = board_bench.measure(tree, board, timed=0)
    for kind in (board_bench.STEP, board_bench.DECISION, board_bench.SELECT):
        assert len(recs[kind]) > 20 and max(a for a, _ in recs[kind]) == 0, (board, kind)


def test_a_heap_too_small_stops_the_game_while_starting_saying_so(tree, heaps):
    # the figures above mean something: with half its own need the VM runs out, and
    # code.py says so while starting (the free bytes, what to do), no traceback
    standins, hint = heaps["clue"]
    r = board_bench.run(tree, "clue", "game", heapsize=(standins + hint) // 2)
    assert r.returncode == 1 and not r.stderr, r.stderr
    last = r.stdout.splitlines()[-2:]
    assert last[0].startswith("sos: out of memory while starting, ") and \
        last[0].endswith(" bytes free"), r.stdout
    assert "soft reset" in last[1] and "README: Troubleshooting" in last[1]


def test_code_py_s_own_loop_plays_a_whole_game_on_the_32_bit_vm(tree):
    # the Python-stack runs below play through App.run (tools/bench/board_stack.py)
    r = board_bench.run(tree, "pygamer", "stack", seed=1, pystack=8192)
    assert r.returncode == 0, r.stderr[-2000:]
    game = [ln for ln in r.stdout.splitlines() if ln.startswith("GAME")][0].split()
    assert int(game[1]) > 100 and game[3] == "1"        # presses, one game to its end
    report = [ln for ln in r.stdout.splitlines() if ln.startswith("sos: ")]
    assert report[0] == "sos: SOS Titanic " + VERSION
    assert report[1].startswith("sos: micropython ") and "Emscripten" in report[1]


@pytest.mark.parametrize("mode", ["stack", "stackhint"])
def test_the_game_s_frames_leave_a_samd51_board_s_python_stack_a_margin(tree, mode):
    # the bench's mp32_pystack_*: the smallest Python stack that plays the game (or
    # the hint run) through code.py's own loop, less the harness's frames above it;
    # a SAMD51 board's own stack, without the installer's settings.toml
    need, harness = board_bench.min_pystack(tree, "pygamer", mode, seed=1)
    assert 0 < harness < need <= BY_NAME["pygamer"].pystack - STACK_MARGIN, \
        (mode, need, harness)
