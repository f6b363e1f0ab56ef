"""Greedy's cost: the board's Hint, timed and measured on a VM.

    .venv/bin/python tools/bot_bench.py [--games 30] [--json]

Hints: one process of MicroPython's 64-bit unix port, the core and the bot
compiled from .py. Greedy plays every seat of the first `games` games of
tools/bench/mpgames.py's standard set (every variant, 1-5 players): each hint
(`Greedy.choose`) run twice on the same sample after a collection, with the
collector off; its allocation measured, the faster time kept (a busy machine's
pauses mostly left out); then the reference workload (tools/bench/refwork.py) is timed
in the same run. Keys: board_hint_ms_clue and board_hint_ms_pygamer (median and
slowest hint in estimated board milliseconds, as tools/board_bench.py converts a
press), hint_alloc_bytes (the most any hint allocated), hints (how many),
hint_vm (which VM).

A whole game: greedy plays a Standard solo deal to its end in a small heap, the
core and the bot installed as a board gets them (tools/install_board.py's tree:
constants inlined, compiled to .mpy): mp_greedy_game_decisions,
mp_greedy_game_us (every hint and decision of it), mp_greedy_game_min_heap_bytes
(the smallest -X heapsize, in 1 KB steps, that plays it), mp_greedy_game_score.
"""
import argparse
import json
import tempfile
from pathlib import Path

from tools.bench import board_bench
from tools.bench.mpvm import run_mp64, run_mp64_tree
from tools.build import install_board

# Spelled out, not _paths.ROOT: this file is a reader of the board's names
# (tools/build/board_rewrite.py's READERS), and its .resolve and .parent keep
# those attribute names unshrunk on the board, as they were.
ROOT = Path(__file__).resolve().parent.parent.parent

GAMES_SRC = (ROOT / "tools" / "bench" / "mpgames.py").read_text()
PACKAGES = ("sos_core", "sos_bot")

HINTS = GAMES_SRC + """
import time
from sos_bot.greedy import Greedy
g = Game()
bot = Greedy(7)
pick = bytearray(len(bot.pick))
times = []
a = i = t = t2 = worst = 0         # globals made before measuring (a new one grows the dict)
for seed, variant, players in games(HINT_GAMES):
    g.setup(seed, variant, players)
    while not g.over():
        pick[:] = bot.pick
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        t = time.ticks_us()
        i = bot.choose(g)
        t = time.ticks_diff(time.ticks_us(), t)
        a = gc.mem_alloc() - a
        bot.pick[:] = pick          # the same hint again, on the same sample
        t2 = time.ticks_us()
        i = bot.choose(g)
        t2 = time.ticks_diff(time.ticks_us(), t2)
        gc.enable()
        times.append(t if t < t2 else t2)
        if a > worst:
            worst = a
        g.apply_index(i)
times.sort()
print("hints", len(times), times[len(times) // 2], times[-1], worst)
import refwork
print("ref", refwork.best_us())
"""

# One whole game, as small as it goes: no lists, nothing kept per decision.
GAME = """import time
from sos_core.game import Game
from sos_core import score
from sos_bot.greedy import Greedy
g = Game()
bot = Greedy(SEED)
g.setup(SEED, 0, 1)
made = 0
t = time.ticks_us()
while not g.over():
    g.apply_index(bot.choose(g))
    made += 1
print(made, time.ticks_diff(time.ticks_us(), t), score.total(g))
"""


def _words(r):
    if r.returncode:
        raise RuntimeError(r.stderr.strip().splitlines()[-1] if r.stderr else "VM failed")
    return r.stdout.split()


def hint_figures(games=30):
    """The hint keys (see the module's docstring)."""
    script = HINTS.replace("HINT_GAMES", str(games))
    # the reference workload beside the packages, as a module of the tree
    tools = ROOT / "tools" / "bench"
    with tempfile.TemporaryDirectory(prefix="hint-ref-") as tmp:
        ref = Path(tmp) / "refwork"
        ref.mkdir()
        (ref / "__init__.py").write_text((tools / "refwork.py").read_text())
        packages = PACKAGES + (str(ref),)
        r = run_mp64(script, heapsize="512K", packages=packages)
    _words(r)
    got = {}
    for line in r.stdout.splitlines():
        w = line.split()
        got[w[0]] = [int(x) for x in w[1:]]
    n, median, worst, alloc = got["hints"]
    ref = got["ref"][0]
    out = {"hints": n, "hint_alloc_bytes": alloc,
           "hint_vm": "micropython-unix64"}
    for board in board_bench.TIMED_BOARDS:
        out["board_hint_ms_" + board] = {"median": board_bench.board_ms(median, ref, board),
                                         "max": board_bench.board_ms(worst, ref, board)}
    return out


def game_figures(seed=1):
    """The mp_greedy_game_* keys: one Standard solo game of greedy, from the
    board's .mpy tree (with the bot), in the smallest heap (1 KB steps) that runs it."""
    ours = install_board.OURS
    with tempfile.TemporaryDirectory(prefix="bot-tree-") as tree:
        install_board.OURS = ours + ["sos_bot"]
        try:
            install_board.build(tree, header="M", settings=False, log=lambda *a: None)
        finally:
            install_board.OURS = ours
        (Path(tree) / "game.py").write_text(GAME.replace("SEED", str(seed)))

        def run(kb):
            return run_mp64_tree(tree, "game.py", heapsize="%dK" % kb)

        lo, hi = 16, 512                 # KB: lo fails, hi works
        made, us, final = map(int, _words(run(hi)))
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if run(mid).returncode:
                lo = mid
            else:
                hi = mid
    return {"mp_greedy_game_decisions": made, "mp_greedy_game_us": us,
            "mp_greedy_game_min_heap_bytes": hi * 1024, "mp_greedy_game_score": final}


def figures(games=30):
    out = hint_figures(games)
    out.update(game_figures())
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=30, help="games of hints")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = figures(a.games)
    if a.json:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print("%-32s %s" % (k, v))
