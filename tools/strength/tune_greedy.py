"""Tune greedy's weights (sos_bot/greedy.py) by a coordinate search on training deals.

    pypy3 tools/tune_greedy.py [--deals 300] [--seed 100000] [--rounds 3] \\
        [--check 500 --check-seed 200000] [--only W_DOWN,CARD_V]

Training deals are dealt from seeds S..S+D-1 (default 100000..100299: disjoint
from the test deals 0..999 that docs/strength/*.csv play), Standard, solo, each
played by every solo crew (six games a deal) with greedy's own generator seeded
as tools/simulate.py seeds it; the objective is the mean score of those games.
The search starts from greedy.py's values and visits each weight in turn (the
W_* integers, then each action kind's CARD_V entry): it tries the value one step
up and one step down, keeps the better one if it raises the mean, and goes on in
that direction while it does; a weight that did not move has its step halved
(first steps: a quarter of the value, at least 4; steps of 1 stay). It stops
after --rounds rounds or when a round moves nothing, then prints the best
values, as greedy.py spells them, and their mean on --check further deals
(seeds 200000.. by default) beside greedy.py's own.

The weights are patched into the imported module (`const()` is the identity off
the board, so the module reads them at run time); nothing is written. One
process, one core; PyPy plays some 600 games a second, so a round of the
default (about 50 evaluations of 1,800 games) takes about 2 minutes (CPython:
about 5x longer). Every run with the same arguments prints the same result.
The weights in greedy.py came from `--deals 300 --rounds 2 --check 500` run on
those of commit d507f86 (100 evaluations, 261 s): training 24.62 -> 25.52,
check 23.47 -> 23.98.
"""
import argparse
import math
import time

from sos_bot import greedy  # noqa: E402
from sos_core import crew, score  # noqa: E402
from sos_core.cards import N_KINDS  # noqa: E402
from sos_core.game import Game  # noqa: E402

WEIGHTS = ("W_PAGE", "W_DOWN", "W_CARD", "W_LINE", "W_DRAW", "W_SAVED", "W_DOOM",
           "YT_DOWN")
SOLO = [c for c in range(crew.N_CREW) if crew.min_players(c) <= 1]
STANDARD = 0


def params():
    """(name, kind index or None) of every tuned weight, W_TOP (the scale) kept."""
    return [(w, None) for w in WEIGHTS] + [("CARD_V", k) for k in range(N_KINDS)]


def get(p):
    name, k = p
    v = getattr(greedy, name)
    return v if k is None else v[k]


def put(p, v):
    name, k = p
    if k is None:
        setattr(greedy, name, v)
    else:
        t = bytearray(greedy.CARD_V)
        t[k] = v
        greedy.CARD_V = bytes(t)


def scores(seed, deals):
    """Every solo crew's score on deals seed..seed+deals-1, Standard."""
    out = []
    for s in range(seed, seed + deals):
        for c in SOLO:
            g = Game()
            g.setup(s, STANDARD, 1, [c])
            bot = greedy.Greedy(s)
            while not g.over():
                g.apply_index(bot.choose(g))
            out.append(score.total(g))
    return out


def summary(sc):
    n = len(sc)
    m = sum(sc) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in sc) / (n - 1))
    per = " ".join("%.2f" % (sum(sc[i::len(SOLO)]) / (n // len(SOLO)))
                   for i in range(len(SOLO)))
    return "%.3f ± %.2f (per crew %s)" % (m, 1.96 * sd / math.sqrt(n), per)


def search(seed, deals, rounds, only, log=print):
    ps = [p for p in params() if not only or p[0] in only]
    evals = 0

    def mean():
        nonlocal evals
        evals += 1
        sc = scores(seed, deals)
        return sum(sc) / len(sc)

    best = mean()
    log("start %.3f" % best)
    step = {p: max(4, abs(get(p)) // 4) for p in ps}
    for r in range(rounds):
        moved = False
        for p in ps:
            v0 = get(p)
            tried = []
            for d in (step[p], -step[p]):
                if v0 + d < 0 or (p[1] is not None and v0 + d > 255):
                    continue
                put(p, v0 + d)
                tried.append((mean(), d))
            put(p, v0)
            m, d = max(tried) if tried else (best, 0)
            if m <= best:
                step[p] = max(1, step[p] // 2)
                log("round %d %s%s: stays %d" % (r + 1, p[0], "" if p[1] is None else
                                                  "[%d]" % p[1], v0))
                continue
            v = v0 + d
            while True:                  # on in that direction while it pays
                best = m
                if v + d < 0 or (p[1] is not None and v + d > 255):
                    break
                put(p, v + d)
                m = mean()
                if m <= best:
                    break
                v += d
            put(p, v)
            moved = True
            log("round %d %s%s: %d -> %d, mean %.3f" % (
                r + 1, p[0], "" if p[1] is None else "[%d]" % p[1], v0, v, best))
        if not moved:
            break
    return best, evals


def spelled():
    w = "\n".join("%s = const(%d)" % (n, getattr(greedy, n)) for n in WEIGHTS)
    return w + "\nCARD_V = bytes((%s))" % ", ".join(str(x) for x in greedy.CARD_V)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--check", type=int, default=500)
    ap.add_argument("--check-seed", type=int, default=200000)
    ap.add_argument("--only", default="", help="comma-separated weight names")
    a = ap.parse_args()
    if a.seed < 1000 or a.check_seed < 1000:
        raise SystemExit("seeds 0..999 are the test deals: train elsewhere")
    t0 = time.time()
    start = {p: get(p) for p in params()}
    best, evals = search(a.seed, a.deals, a.rounds, set(filter(None, a.only.split(","))),
                         log=lambda m: print(m, flush=True))
    found = {p: get(p) for p in params()}
    print("training: %d deals x %d crews from seed %d, %d evaluations, %.0f s"
          % (a.deals, len(SOLO), a.seed, evals, time.time() - t0))
    print(spelled())
    if a.check:
        print("check, %d deals from seed %d:" % (a.check, a.check_seed))
        print("  found    ", summary(scores(a.check_seed, a.check)))
        for p, v in start.items():
            put(p, v)
        print("  greedy.py", summary(scores(a.check_seed, a.check)))
        for p, v in found.items():
            put(p, v)
