"""Benchmarks, measured then and there: `python3 tools/bench.py [--json]`.

Core figures come from the real MicroPython VMs (tools/bench/mpvm.py): the 64-bit unix
port (hard heap cap, so it gives the smallest heap) and the 32-bit WebAssembly
port sized like the boards. UI figures come from the headless emulator (pixels
each press redraws, `board_press_px_*`, and their time on the panel's bus). The
whole-game figures (code.py playing a scripted game over CircuitPython stand-ins)
come from tools/board_bench.py: `mp_app_*`, the smallest heaps on the 64-bit
MicroPython VM; `board_need_*`, the hint run's own need there as a 32-bit board's
estimated need and its share of the board's usable heap; `mp32_pystack_*`, the
Python stack of the game's frames on the 32-bit VM; and `board_press_ms_*`, each
press timed on the 64-bit VM in estimated board milliseconds; the CLUE
unsuffixed, the PyGamer with `_pygamer`, the Feather with `_feather` (board_need_*
with the board's name). `--app` makes only the memory ones of these, in about a
minute. The bot's figures (`board_hint_ms_*`, `hint_alloc_bytes`;
`mp_greedy_game_*`: a whole game of greedy in the smallest heap) come from
tools/bot_bench.py. The web page's figures (`web_press_ms`:
each press of a whole scripted game in the page, tools/web.py, in headless
Chromium, from the key event to its frame drawn; `web_press_frame_ms`, to the
next animation frame; the slowest press) come from tools/bench/web_bench.py, absent
where no Chromium is installed. `install_first_run_s`: a fresh clone's first
`tools/install_board.py --zip`, its .venv made from nothing. `board_press_total_ms_*`:
a press as felt on the CLUE and the PyGamer, compute + displayio's compose + SPI
transfer, and its parts (tools/bench/press_latency.py; `--latency` makes only these).
Run it inside the project's venv (tools/test.py sets that up), e.g.
`.venv/bin/python tools/bench.py --json`.

`--versus REF` only compares CPython random-legal games per second of this
checkout with those of commit REF (checked out in a temporary `git worktree`),
side by side in one run: e.g. `--versus 399f123`, main when issue 9 began.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from tools import _paths
from tools.bench import mpgames, pystack
from tools.bench.mpvm import run_mp32, run_mp64

ROOT = str(_paths.ROOT)

GAMES_SRC = open(os.path.join(ROOT, "tools", "bench", "mpgames.py")).read()

# What a board imports to play: the rules and the score (names and notation are
# loaded only by tools and the UI's text screens).
CORE_IMPORT = "from sos_core.game import Game\nfrom sos_core import rng, score\n"

RESIDENT = """import gc
gc.collect()
a = gc.mem_alloc()
""" + CORE_IMPORT + """g = Game()
g.setup(1, 0, 1)
gc.collect()
print(gc.mem_alloc() - a)
"""

ONE_GAME = CORE_IMPORT + """g = Game()
g.setup(7, 0, 1)
p = bytearray(160)
rng.seed(p, 7)
while not g.over():
    g.apply_index(rng.below(p, g.list_decisions()))
print(score.total(g))
"""

TIMING = "\nprint(median_us(40))\n"


def _out(r):
    if r.returncode:
        raise RuntimeError(r.stderr.strip().splitlines()[-1] if r.stderr else "VM failed")
    return r.stdout.split()


def alloc_per_decision(vm):
    code = GAMES_SRC + "\nprint(*measure_allocation(40))\n"
    alloc, made = map(int, _out(vm(code, heapsize="512K")))
    return alloc / made


def resident(vm):
    return int(_out(vm(RESIDENT, heapsize="512K"))[0])


def min_heap():
    """Smallest -X heapsize (1 KB steps) in which importing the core from .py and
    playing a whole game succeeds."""
    lo, hi = 8, 512                  # KB: lo fails, hi works
    if run_mp64(ONE_GAME, heapsize="%dK" % hi).returncode:
        raise RuntimeError("a game does not run even in %d KB" % hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run_mp64(ONE_GAME, heapsize="%dK" % mid).returncode:
            lo = mid
        else:
            hi = mid
    return hi * 1024


SOAK = CORE_IMPORT + """import gc
import time
g = Game()
p = bytearray(160)
first = -1
drift = 0
made = 0
t0 = time.ticks_ms()
for i in range(%d):
    g.setup(i, i %% 3, 1 + (i // 3) %% 5)
    rng.seed(p, (i * 7 + 3) & 0x3FFFFFFF)
    gc.collect()
    a = gc.mem_alloc()
    if first < 0:
        first = a
    elif a != first:
        drift += 1
    while not g.over():
        g.apply_index(rng.below(p, g.list_decisions()))
        made += 1
print(first, drift, made, time.ticks_diff(time.ticks_ms(), t0))
"""
# Heap above the core's smallest one (one game) for the soak: its script compiles
# on the VM too, and 4 KB stopped being enough for that with the core's growth.
SOAK_MARGIN_KB = 8


def soak(games=1000, heap=None):
    """Play `games` consecutive games in one 64-bit MicroPython process whose heap
    is the core's smallest (min_heap) + SOAK_MARGIN_KB. Returns a dict: heap bytes,
    heap in use after each game's set-up (after gc.collect()), how many games
    differed from the first there, decisions made, milliseconds; raises
    RuntimeError (with the VM's last line, e.g. a MemoryError) if the run fails."""
    heap = heap or min_heap() + SOAK_MARGIN_KB * 1024
    r = run_mp64(SOAK % games, heapsize="%dK" % (heap // 1024), timeout=3600)
    first, drift, made, ms = map(int, _out(r))
    return {"games": games, "heap_bytes": heap, "after_setup_bytes": first,
            "games_drifted": drift, "decisions": made, "ms": ms}


def mp_us_per_decision():
    return int(_out(run_mp64(GAMES_SRC + TIMING, heapsize="512K"))[0])


def cpython_games_per_s(seconds=3.0):
    from sos_core.game import Game
    g = Game()
    pick = bytearray(mpgames.PICK_SIZE)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        mpgames.start(g, pick, n, n % 3, 1 + n % 5)
        mpgames.finish(g, pick)
        n += 1
    return n / (time.perf_counter() - t0)


# Random-legal games on CPython for one checkout (its root first on sys.path):
# the same games every round, CPU time of this process (a busy machine's other
# work mostly left out), the best round. Uses only what the core has long had.
GAMES_PER_S = """
import sys, time
sys.path.insert(0, sys.argv[1])
from sos_core import rng
from sos_core.game import Game
from sos_core.layout import RNG
g = Game()
pick = bytearray(RNG + 6)
best = 1e9
for _ in range(int(sys.argv[2])):
    t = time.process_time()
    for n in range(150):
        g.setup(n, n % 3, 1 + n % 5)
        rng.seed(pick, (n * 7 + 3) & 0x3FFFFFFF)
        while not g.over():
            g.apply_index(rng.below(pick, g.list_decisions()))
    best = min(best, time.process_time() - t)
print(150 / best)
"""


def games_per_s(root, rounds=3):
    r = subprocess.run([sys.executable, "-c", GAMES_PER_S, str(root), str(rounds)],
                       capture_output=True, text=True, cwd=root)
    if r.returncode:
        raise RuntimeError(r.stderr.strip().splitlines()[-1])
    return float(r.stdout)


def versus(ref, rounds=4):
    """CPython games per second of commit `ref` and of this checkout, measured in
    turns (ref, this, ref, this...) in one run; the best of each and the ratio."""
    tmp = tempfile.mkdtemp(prefix="bench-ref-")
    subprocess.run(["git", "worktree", "add", "--detach", tmp, ref], cwd=ROOT, check=True,
                   capture_output=True)
    try:
        old = new = 0.0
        for _ in range(rounds):
            old = max(old, games_per_s(tmp))
            new = max(new, games_per_s(ROOT))
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tmp], cwd=ROOT,
                       capture_output=True)
    return {"ref": ref, "cpython_games_per_s_ref": round(old, 1),
            "cpython_games_per_s": round(new, 1), "cpython_speedup": round(new / old, 2)}


def bot_figures():
    """Greedy's hint and whole-game figures (tools/bot_bench.py)."""
    from tools.bench import bot_bench

    return bot_bench.figures()


def ui_figures():
    """Bitmap memory of the 160x128 board screen and pixels redrawn per cursor
    step, from the headless emulator (tools/bench/ui_measure.py; desktop-only)."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    try:
        from tools.bench import ui_measure
    except ImportError:
        return {}
    return ui_measure.figures()


def save_figures():
    """Save record size and nvm writes per game (tools/save_bench.py)."""
    from tools.bench import save_bench

    return save_bench.figures()


def app_figures(presses=True):
    """Whole-game heap, board-estimate and Python-stack figures of the CLUE
    (headline), the PyGamer and the Feather; and (presses) the CLUE's and the
    PyGamer's per-press times."""
    from tools.bench import board_bench

    res = {}
    for board in board_bench.MEASURED:
        res.update(board_bench.figures(board, suffix=board_bench.key_suffix(board)))
        res.update(board_bench.stack_figures(board, suffix=board_bench.key_suffix(board)))
    if presses:
        for board in board_bench.TIMED_BOARDS:
            res.update(board_bench.press_figures(board))
    return res


def web_figures():
    """The page's press latency in headless Chromium (tools/bench/web_bench.py)."""
    from tools.bench import web_bench

    if web_bench.find_chromium() is None:
        print("bench: no chromium (Debian: apt-get install chromium): no web_* keys",
              file=sys.stderr)
        return {}
    return web_bench.figures()


def install_figures():
    """A fresh clone's first `python3 tools/install_board.py --zip`: its .venv made
    from nothing (SOS_VENV: a temporary one) with requirements-board.txt alone,
    the tree built and zipped. `install_first_run_s`: the wall time;
    `install_venv_mb`: what the .venv holds."""
    bare = getattr(sys, "_base_executable", None) or sys.executable
    with tempfile.TemporaryDirectory(prefix="sos-install-bench-") as tmp:
        env = dict(os.environ, SOS_VENV=os.path.join(tmp, "venv"))
        env.pop("PYTHONPATH", None)
        t = time.perf_counter()
        subprocess.run([bare, os.path.join(ROOT, "tools", "install_board.py"), "--zip",
                        "--out", os.path.join(tmp, "dist")], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        took = time.perf_counter() - t
        size = sum(os.path.getsize(os.path.join(d, f))
                   for d, _, fs in os.walk(env["SOS_VENV"]) for f in fs)
    return {"install_first_run_s": round(took, 1), "install_venv_mb": round(size / 1e6, 1)}


def latency_figures():
    """Each press's compute + compose + transfer (tools/bench/press_latency.py)."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    from tools.bench import press_latency

    return press_latency.figures()


def merge(path, res):
    """The figures in the JSON file `path`, `res`'s keys replacing theirs."""
    with open(path) as f:
        figures = json.load(f)
    figures.update(res)
    with open(path, "w") as f:
        f.write(json.dumps(figures) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="one JSON object on stdout")
    ap.add_argument("--versus", metavar="REF",
                    help="only compare CPython games per second with commit REF's")
    ap.add_argument("--soak", type=int, metavar="GAMES",
                    help="only play GAMES consecutive games in one MicroPython process "
                         "with the core's smallest heap + %d KB, and report" % SOAK_MARGIN_KB)
    ap.add_argument("--web", action="store_true",
                    help="only the web page's press figures (headless Chromium)")
    ap.add_argument("--install", action="store_true",
                    help="only a fresh clone's first installer run (install_first_run_s)")
    ap.add_argument("--app", action="store_true",
                    help="only the whole game's memory figures (mp_app_*, board_need_*, "
                         "mp32_pystack_*), no press timing")
    ap.add_argument("--latency", action="store_true",
                    help="only the presses as felt: compute + compose + transfer "
                         "(board_press_total_ms_*)")
    ap.add_argument("--merge", metavar="FILE",
                    help="with --app, --web, --install or --latency: write the figures into FILE's "
                         "(docs/benchmarks.json), replacing those keys")
    args = ap.parse_args()
    if args.versus:
        res = versus(args.versus)
        print(json.dumps(res) if args.json else
              "CPython random-legal games per second: %(cpython_games_per_s_ref).1f at %(ref)s, "
              "%(cpython_games_per_s).1f here: %(cpython_speedup).2fx" % res)
        return 0
    if args.web or args.install or args.app or args.latency:
        res = (web_figures() if args.web else install_figures() if args.install
               else latency_figures() if args.latency else app_figures(presses=False))
        if args.merge:
            merge(args.merge, res)
            return 0
        print(json.dumps(res) if args.json else
              "\n".join("%s %s" % (k, v) for k, v in res.items()))
        return 0
    if args.soak:
        res = soak(args.soak)
        print(json.dumps(res) if args.json else
              "%(games)d games in %(heap_bytes)d B of heap: %(after_setup_bytes)d B in use "
              "after each set-up, %(games_drifted)d games differed; %(decisions)d decisions "
              "in %(ms)d ms" % res)
        return 0 if res["games_drifted"] == 0 else 1
    res = {
        "mp_alloc_bytes_per_decision": alloc_per_decision(run_mp64),
        "mp_core_resident_bytes": resident(run_mp64),
        "mp_min_heap_bytes": min_heap(),
        "mp_us_per_decision": mp_us_per_decision(),
        "cpython_games_per_s": round(cpython_games_per_s(), 1),
        "mp32_alloc_bytes_per_decision": alloc_per_decision(run_mp32),
        "mp32_core_resident_bytes": resident(run_mp32),
    }
    res.update(bot_figures())
    res.update(app_figures())
    res.update(ui_figures())
    res.update(latency_figures())
    res.update(save_figures())
    res.update(web_figures())
    res.update(install_figures())
    res["pystack_deepest_bytes"] = pystack.measure(games=1)[0]
    if args.json:
        print(json.dumps(res))
    else:
        width = max(len(k) for k in res)
        for k, v in res.items():
            print(k.ljust(width), v)
    return 0
