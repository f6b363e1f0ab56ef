"""Write the strength tables of README.md ("How hard is SOS Titanic?") and
docs/strength.md from the simulator's results:

    .venv/bin/python tools/strength_doc.py        # rewrites the tables in place

Each table stands between `<!-- strength NAME -->` and `<!-- end -->` in a page of
PAGES and is made from docs/strength/*.csv by TABLES below (the means, 95 %
intervals and shares of tools/simulate.py's summary): the prose stays as written,
the figures are always the results' (tests/test_strength_doc.py checks that the
two agree)."""


from tools import _paths
from tools.bench import bench_doc
from tools.strength import plots
from tools.strength.simulate import summary

ROOT = _paths.ROOT
RESULTS = ROOT / "docs" / "strength"
PAGES = (ROOT / "README.md", ROOT / "docs" / "strength.md")
BLOCK = bench_doc.blocks("strength")
WHO = {"random": "picks any legal move", "greedy": "the handheld's Hint",
       "lookahead": "the desktop bot (the challenges' scores)",
       "clairvoyant": "sees every hidden card: a bound, not a fair player"}
VARIANTS = ("standard", "expert", "ultimate")
ALL = "(all)"                            # simulate.summary's crews over every crew


def load(paths=None):
    """{(bot, crews, variant, players): summary} over every result file."""
    rows = plots.load(sorted(paths or RESULTS.glob("*.csv")))
    out = {}
    for bot, rs in plots.by_bot(rows).items():
        for s in summary(rs):
            out[(bot, s["crews"], s["variant"], s["players"])] = s
    return out


def _n(v):
    return "{:,}".format(v)


def _mean(s):
    return "%.1f ± %.1f" % (s["mean"], s["ci95"])


def _saved(s):
    return "%.1f %%" % (100 * s["saved_share"])


def _cell(s, fmt, one_count):
    """fmt(s), with the deal count where its column has no single one."""
    if s is None:
        return "–"
    return fmt(s) if one_count else "%s (%s)" % (fmt(s), _n(s["games"]))


def _grid(stats, head, rows, cols, fmt=_mean):
    """A table of cells fmt(stats[key(row)]), a column (name, key) each; a
    column's header says its deal count when every crew's cell has the same (the
    all-crews row then says its own)."""
    out = []
    for name, key in cols:
        counts = {stats[key(r)]["games"] for r, _ in rows if key(r) in stats and r != ALL}
        one = len(counts) == 1
        out.append((name + (" (%s deals)" % _n(counts.pop()) if one else ""), key, one))
    lines = ["| " + " | ".join([head] + [c[0] for c in out]) + " |",
             "|" + "---|" * (len(out) + 1)]
    for r, label in rows:
        lines.append("| " + " | ".join([label] + [_cell(stats.get(key(r)), fmt, one and r != ALL)
                                                  for _, key, one in out]) + " |")
    return "\n".join(lines)


def _crews(stats):
    return sorted({k[1] for k in stats if k[3] == 1 and k[1] != ALL})


def readme(stats):
    lines = ["| who plays | what it is | Standard solo deals | mean score (95 %) | "
             "everyone saved |", "|---|---|---|---|---|"]
    for bot in plots.BOTS:
        s = stats.get((bot, ALL, "standard", 1))
        if s:
            lines.append("| %s | %s | %s | %s | %s |" % (bot, WHO[bot], _n(s["games"]),
                                                     _mean(s), _saved(s)))
    return "\n".join(lines)


def crews(stats):
    """Standard solo, per crew: each bot's mean and everyone-saved share."""
    rows = [(c, c.capitalize()) for c in _crews(stats)] + [(ALL, "all crews")]
    cols = []
    for bot in plots.BOTS:
        cols.append((bot, lambda c, b=bot: (b, c, "standard", 1)))
    return (_grid(stats, "crew", rows, cols) + "\n\nEveryone saved, share of deals:\n\n"
            + _grid(stats, "crew", rows, cols, _saved))


def variants(stats):
    """Solo, per crew and variant, for the bots that played the variants."""
    rows = [(c, c.capitalize()) for c in _crews(stats)] + [(ALL, "all crews")]
    cols = []
    for bot in ("greedy", "lookahead"):
        for v in VARIANTS:
            cols.append(("%s %s" % (bot, v), lambda c, b=bot, v=v: (b, c, v, 1)))
    return _grid(stats, "crew", rows, cols)


def players(stats):
    """Standard, 1-5 players (crews dealt by the game; solo: every crew)."""
    rows = [(p, "%d" % p) for p in range(1, 6)]
    cols = []
    for bot in ("greedy", "lookahead"):
        cols.append((bot, lambda p, b=bot: (b, ALL if p == 1 else "dealt", "standard", p)))
    return _grid(stats, "players", rows, cols)


TABLES = {"readme": readme, "crews": crews, "variants": variants, "players": players}


def render(page, stats):
    """The page with every strength block made anew from the results."""
    return bench_doc.fill(page, BLOCK, lambda name: TABLES[name](stats))


def main():
    stats = load()
    bench_doc.rewrite(PAGES, lambda page: render(page, stats), "strength_doc")
    return 0
