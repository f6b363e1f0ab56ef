"""Greedy's cost on the 64-bit MicroPython VM (issue 9's hint figures).

    .venv/bin/python tools/bot_bench.py [--games 3] [--heap 96K] [--json]

One VM process, the modules compiled from .py under a hard heap cap: the core's
median µs per random decision listed and applied (as tools/bench.py measures it),
then whole greedy games: each hint (`Greedy.choose`) timed and its allocation
measured with the collector off. Reports mp_hint_us (median), mp_hint_max_us,
mp_hint_p90_us, mp_hint_in_decisions (median hint over the core's µs per decision),
mp_hint_alloc_bytes (max per hint), mp_greedy_games (whole games finished) and
mp_greedy_resident_bytes (heap in use with a game and the bot built).
"""
import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.mpvm import run_mp64  # noqa: E402

SCRIPT = """
import gc, time
from sos_core import rng
from sos_core.game import Game
from sos_bot.greedy import Greedy
gc.collect()
g = Game()
bot = Greedy(7)
g.setup(1, 0, 1, [1])
gc.collect()
print("resident", gc.mem_alloc())
pick = bytearray(145)
rng.seed(pick, 3)
core = []
for seed in range(4):
    g.setup(100 + seed, seed % 3, 1)
    while not g.over():
        t = time.ticks_us()
        n = g.list_decisions()
        g.apply_index(rng.below(pick, n))
        core.append(time.ticks_diff(time.ticks_us(), t))
core.sort()
print("core_us", core[len(core) // 2])
hints = []
a = i = dt = 0
alloc = 0
done = 0
scores = []
from sos_core import score
for seed in range(GAMES):
    g.setup(seed, 0, 1, [seed % 2])
    while not g.over():
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        t = time.ticks_us()
        i = bot.choose(g)
        dt = time.ticks_diff(time.ticks_us(), t)
        a = gc.mem_alloc() - a
        gc.enable()
        hints.append(dt)
        if a > alloc:
            alloc = a
        g.apply_index(i)
    done += 1
    scores.append(score.total(g))
hints.sort()
print("hint_us", hints[len(hints) // 2], hints[-1], len(hints), hints[len(hints) * 9 // 10])
print("alloc", alloc)
print("games", done, *scores)
"""


def measure(games=3, heap="96K"):
    r = run_mp64(SCRIPT.replace("GAMES", str(games)), heapsize=heap,
                 packages=("sos_core", "sos_bot"))
    if r.returncode:
        raise RuntimeError(r.stderr)
    out = {}
    for line in r.stdout.splitlines():
        w = line.split()
        if w[0] == "resident":
            out["mp_greedy_resident_bytes"] = int(w[1])
        elif w[0] == "core_us":
            out["mp_us_per_decision"] = int(w[1])
        elif w[0] == "hint_us":
            out["mp_hint_us"] = int(w[1])
            out["mp_hint_max_us"] = int(w[2])
            out["mp_hints"] = int(w[3])
            out["mp_hint_p90_us"] = int(w[4])
        elif w[0] == "alloc":
            out["mp_hint_alloc_bytes"] = int(w[1])
        elif w[0] == "games":
            out["mp_greedy_games"] = int(w[1])
            out["mp_greedy_scores"] = [int(x) for x in w[2:]]
    out["mp_hint_in_decisions"] = round(out["mp_hint_us"] / out["mp_us_per_decision"], 1)
    out["mp_hint_max_in_decisions"] = round(out["mp_hint_max_us"] / out["mp_us_per_decision"], 1)
    out["heap"] = heap
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--heap", default="96K")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = measure(a.games, a.heap)
    if a.json:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print("%-28s %s" % (k, v))


if __name__ == "__main__":
    main()
