"""Play many deals with a bot and report how well it scores (issue 9).

    .venv/bin/python tools/simulate.py --bot greedy --crew all --variant standard \\
        --players 1 --games 200 --jobs 2 --seed 0 --out /tmp/greedy.csv [--resume]

Deal k is dealt from seed S+k (the bot's own generator from S+k too), so a run is
reproducible and the same deals are played by every bot and crew. `--crew all`
plays each deal with every crew allowed for that many players (solo: the six
solo crews); `--crew lee` one crew; with 2-5 players, a comma-separated list
(`--crew smith,lee,lowe`) or `all`, which lets the game deal the crews. One row
per game (CSV or JSON by the file name): deal, seed, bot, crews, variant,
players, score, saved (everyone), pages_left, decisions, seconds, settings (the
lookahead's `--samples/--width/--z/--moves`, e.g. "16/4/1.5/1"; the
clairvoyant's `--width/--moves`, e.g. "8/1"). `--bot clairvoyant` sees every
card (sos_bot/clairvoyant.py): what perfect knowledge scores, never a fair
player. `--resume`
skips the games already in the output file, and refuses a file whose games were
played with other settings. A summary follows: per crew(s) and variant, games,
mean score with a 95 % interval, saved share.

PyPy runs it about 5x faster with the same results (the bots and deals use the
project's own generator): `pypy3 tools/simulate.py ...` (Debian: apt install
pypy3); 1,000 lookahead deals per solo crew take about 1.5 h on 2 cores.
"""
import argparse
import csv
import json
import math
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from sos_text.names import CREW_KEYS, VARIANT_KEYS  # noqa: E402

from sos_core import booklet, crew, score  # noqa: E402
from sos_core.game import Game  # noqa: E402
from sos_core.layout import SAVED  # noqa: E402

FIELDS = ("deal", "seed", "bot", "crews", "variant", "players", "score", "saved",
          "pages_left", "decisions", "seconds", "settings")
DECISION_CAP = 100_000      # a game that runs away (never seen) is cut and reported


def make_bot(name, seed, knobs=()):
    """knobs: the lookahead's (samples, width, z, moves, memory), or () for its defaults."""
    if name == "random":
        from sos_bot.rand import RandomBot
        return RandomBot(seed)
    if name == "greedy":
        from sos_bot.greedy import Greedy
        return Greedy(seed)
    if name == "clairvoyant":                 # sees every card: never a fair player
        from sos_bot.clairvoyant import Clairvoyant
        return Clairvoyant(seed, *knobs)
    from sos_bot.lookahead import Lookahead
    if len(knobs) == 4:               # a row's settings from before the memory knob
        knobs = tuple(knobs) + (0,)
    return Lookahead(seed, *knobs)


def play_one(task):
    """One game: (bot, deal, seed, variant, players, crews or None, knobs) -> a row."""
    bot_name, deal, seed, variant, players, crews, knobs = task
    t0 = time.perf_counter()
    g = Game()
    g.setup(seed, variant, players, list(crews) if crews else None)
    bot = make_bot(bot_name, seed, knobs)
    made = 0
    while not g.over() and made < DECISION_CAP:
        g.apply_index(bot.choose(g))
        made += 1
    return {
        "deal": deal, "seed": seed, "bot": bot_name,
        "crews": "+".join(CREW_KEYS[g.crew_of(p)] for p in range(players)),
        "variant": VARIANT_KEYS[variant], "players": players,
        "score": score.total(g), "saved": int(g.status() == SAVED),
        "pages_left": booklet.LAST_PAGE - g.page(), "decisions": made,
        "seconds": round(time.perf_counter() - t0, 4),
        "settings": settings_text(knobs),
    }


def settings_text(knobs):
    """The lookahead's settings as a row records them ("16/4/1.5/1"); "" for the others."""
    return "/".join(str(k) for k in knobs)


def lookahead_knobs(a):
    """The searching bots' settings from the command line, their defaults where not
    given: the lookahead's (samples, width, z, moves, memory), the clairvoyant's (width,
    moves); () for the others."""
    if a.bot == "clairvoyant":
        from sos_bot.clairvoyant import DEFAULTS
        if a.samples is not None or a.z is not None or a.memory is not None:
            raise SystemExit("--samples, --z and --memory are the lookahead's")
        given = (a.width, a.moves)
    else:
        from sos_bot.lookahead import DEFAULTS
        given = (a.samples, a.width, a.z, a.moves, a.memory)
        if a.bot != "lookahead":
            if any(v is not None for v in given):
                raise SystemExit("--samples, --width, --z, --moves and --memory are the "
                                 "lookahead's "
                                 "(--width and --moves the clairvoyant's too)")
            return ()
    if (a.samples is not None and a.samples < 1) or (a.width is not None and a.width < 1):
        raise SystemExit("--samples and --width: at least 1")
    return tuple(d if v is None else v for v, d in zip(given, DEFAULTS))


def crew_sets(spec, players):
    """Crew tuples to play each deal with; None: the game deals them."""
    if players == 1:
        if spec == "all":
            return [(c,) for c in range(crew.N_CREW) if crew.min_players(c) <= 1]
        return [(CREW_KEYS.index(spec),)]
    if spec == "all":
        return [None]
    keys = spec.split(",")
    if len(keys) != players:
        raise SystemExit("--crew: one crew per player (comma-separated), or all")
    return [tuple(CREW_KEYS.index(k) for k in keys)]


def task_key(bot, deal, variant, players, crews):
    return (bot, int(deal), variant, int(players), crews)


def read_rows(path):
    if not path.exists() or path.stat().st_size == 0:
        return []
    if path.suffix == ".json":
        return json.loads(path.read_text())
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def summary(rows):
    """Per (crews, variant, players), and "(all)" over every crew when there are
    several: games, mean, 95 % half-interval, saved share, pages left, decisions."""
    groups = {}
    for r in rows:
        key = (r["crews"], r["variant"], int(r["players"]))
        groups.setdefault(key, []).append(r)
    for (_crews, variant, players), rs in list(groups.items()):
        if len({k for k in groups if k[1:] == (variant, players)}) > 1:
            groups.setdefault(("(all)", variant, players), []).extend(rs)
    out = []
    for key in sorted(groups):
        rs = groups[key]
        xs = [int(r["score"]) for r in rs]
        n = len(xs)
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
        saved = sum(int(r["saved"]) for r in rs) / n
        out.append({"crews": key[0], "variant": key[1], "players": key[2], "games": n,
                    "mean": round(mean, 2), "ci95": round(1.96 * sd / math.sqrt(n), 2),
                    "saved_share": round(saved, 4),
                    "pages_left": round(sum(int(r["pages_left"]) for r in rs) / n, 2),
                    "decisions": round(sum(int(r["decisions"]) for r in rs) / n, 1)})
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bot", choices=("random", "greedy", "lookahead", "clairvoyant"),
                    default="greedy")
    ap.add_argument("--crew", default="all", help="a crew key, a comma list, or all")
    ap.add_argument("--variant", choices=VARIANT_KEYS, default="standard")
    ap.add_argument("--players", type=int, default=1, choices=range(1, 6))
    ap.add_argument("--games", type=int, default=100, help="deals")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=0, help="deal k uses seed S+k")
    ap.add_argument("--out", type=Path, help="results .csv or .json")
    ap.add_argument("--resume", action="store_true", help="skip games already in --out")
    ap.add_argument("--quiet", action="store_true", help="no progress line")
    ap.add_argument("--samples", type=int, help="lookahead: hidden-card samples a decision")
    ap.add_argument("--width", type=int,
                    help="lookahead, clairvoyant: candidates searched a decision")
    ap.add_argument("--z", type=float, help="lookahead: standard errors a change must win by")
    ap.add_argument("--moves", type=int, choices=(0, 1),
                    help="lookahead, clairvoyant: 1 also searches the moves of a turn")
    ap.add_argument("--memory", type=int, choices=(0, 1),
                    help="lookahead: 1 remembers the deck's cards and Get Ready!'s order")
    a = ap.parse_args(argv)
    if a.crew != "all" and any(k not in CREW_KEYS for k in a.crew.split(",")):
        ap.error("unknown crew %r (one of: %s)" % (a.crew, ", ".join(CREW_KEYS)))
    variant = VARIANT_KEYS.index(a.variant)
    knobs = lookahead_knobs(a)
    sets = crew_sets(a.crew, a.players)
    for cs in sets:
        if cs and any(crew.min_players(c) > a.players for c in cs):
            ap.error("a crew needs more players")
    rows = read_rows(a.out) if a.out and a.resume else []
    other = {r.get("settings") or "" for r in rows if r["bot"] == a.bot} - {settings_text(knobs)}
    if other:
        ap.error("--resume: %s holds %s games played with other settings (%s)"
                 % (a.out, a.bot, ", ".join(sorted(other))))
    done = set()
    for r in rows:
        cs = None if a.crew == "all" and a.players > 1 else \
            tuple(CREW_KEYS.index(k) for k in r["crews"].split("+"))
        done.add(task_key(r["bot"], r["deal"], r["variant"], r["players"], cs))
    tasks = []
    for k in range(a.games):
        for cs in sets:
            if task_key(a.bot, k, a.variant, a.players, cs) not in done:
                tasks.append((a.bot, k, a.seed + k, variant, a.players, cs, knobs))
    new = []
    t0 = time.perf_counter()
    writer = None
    f = None
    if a.out and a.out.suffix != ".json":
        fresh = not (a.resume and a.out.exists() and a.out.stat().st_size)
        if not fresh and (not rows or list(rows[0]) != list(FIELDS)):   # older columns
            fresh = True
        f = a.out.open("a" if not fresh else "w", newline="")
        writer = csv.DictWriter(f, fieldnames=FIELDS, restval="")
        if fresh:
            writer.writeheader()
            for r in rows:                                 # resumed: the games kept
                writer.writerow({k: r.get(k, "") for k in FIELDS})
    pool = Pool(a.jobs) if a.jobs > 1 else None
    it = pool.imap_unordered(play_one, tasks, chunksize=1) if pool else map(play_one, tasks)
    try:
        for row in it:
            new.append(row)
            if writer:
                writer.writerow(row)
                f.flush()
            if not a.quiet:
                dt = time.perf_counter() - t0
                rate = len(new) / dt if dt else 0.0
                eta = (len(tasks) - len(new)) / rate if rate else 0.0
                print("\r%d/%d games, %.2f/s, %.0f s left  " % (len(new), len(tasks), rate, eta),
                      end="", file=sys.stderr, flush=True)
    finally:
        if pool:
            pool.close()
            pool.join()
        if f:
            f.close()
    if not a.quiet:
        print(file=sys.stderr)
    rows = rows + new
    rows.sort(key=lambda r: (str(r["crews"]), int(r["deal"])))
    if a.out and a.out.suffix == ".json":
        a.out.write_text(json.dumps(rows, indent=0) + "\n")
    summ = summary(rows)
    for s in summ:
        print("%-24s %-8s %dp  %5d games  mean %6.2f ± %5.2f  saved %5.1f %%  pages left %.2f"
              % (s["crews"], s["variant"], s["players"], s["games"], s["mean"], s["ci95"],
                 100 * s["saved_share"], s["pages_left"]))
    return summ
