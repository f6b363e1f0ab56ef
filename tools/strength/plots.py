"""The strength plots and the whole results table, from the result files of
tools/simulate.py (desktop only: matplotlib; the tables of README.md and
docs/strength.md come from tools/strength_doc.py):

    .venv/bin/python tools/plots.py docs/strength/*.csv --out docs

writes `strength_scores.png` (Standard: score distribution per bot and crew, and
2-5 players), `strength_saved.png` (Standard: share of deals where everyone is
saved, with 95 % intervals), `strength_variants.png` (greedy's mean per crew in
each variant) and `strength_pages.png` (pages left when the game ends), and prints the table as
Markdown (per bot, crews, variant and players: deals, mean score with its 95 %
interval, everyone saved, pages left)."""
import argparse
import math
import sys
from pathlib import Path

from tools.strength.simulate import read_rows, summary  # noqa: E402

BOTS = ("random", "greedy", "lookahead", "clairvoyant")


def load(paths):
    """The rows of all files; a 2-5 player game's crews are dealt by the game
    (simulate.py --crew all), so those rows are grouped as "dealt"."""
    rows = []
    for p in paths:
        rows += read_rows(Path(p))
    for r in rows:
        if int(r["players"]) > 1:
            r["crews"] = "dealt"
    return rows


def by_bot(rows):
    out = {}
    for r in rows:
        out.setdefault(r["bot"], []).append(r)
    return {b: out[b] for b in BOTS if b in out}


def table(rows):
    """The Markdown table: one line per bot, crews, variant and players."""
    lines = ["| bot | crew | variant | players | deals | mean score (95 %) | everyone saved "
             "| pages left |", "|---|---|---|---|---|---|---|---|"]
    for bot, rs in by_bot(rows).items():
        for s in summary(rs):
            lines.append("| %s | %s | %s | %d | %d | %.1f ± %.1f | %.1f %% | %.2f |" % (
                bot, s["crews"], s["variant"], s["players"], s["games"], s["mean"],
                s["ci95"], 100 * s["saved_share"], s["pages_left"]))
    return "\n".join(lines)


def _groups(rows):
    """{(crews, variant, players): [rows]}, in a stable order."""
    g = {}
    for r in rows:
        g.setdefault((r["crews"], r["variant"], int(r["players"])), []).append(r)
    return dict(sorted(g.items()))


def _label(key):
    crews, variant, players = key
    return "%s %s" % (crews, variant) + (" %dp" % players if players > 1 else "")


def plot(rows, out):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    everything = rows
    rows = [r for r in rows if r["variant"] == "standard"]     # the variants: their own plot
    bots = by_bot(rows)
    keys = list(_groups(rows))
    written = []

    # scores: one box per group and bot
    fig, ax = plt.subplots(figsize=(max(6, 0.45 * len(keys) * len(bots)), 4.5))
    data, labels, colours = [], [], []
    palette = {"random": "#9aa5b1", "greedy": "#3b82c4", "lookahead": "#d9822b",
               "clairvoyant": "#7a5aa6"}
    for key in keys:
        for bot, rs in bots.items():
            xs = [int(r["score"]) for r in _groups(rs).get(key, [])]
            if xs:
                data.append(xs)
                labels.append("%s\n%s" % (_label(key), bot))
                colours.append(palette[bot])
    box = ax.boxplot(data, patch_artist=True, showmeans=True)
    for patch, c in zip(box["boxes"], colours):
        patch.set_facecolor(c)
    ax.set_xticks(range(1, len(labels) + 1), labels, rotation=90, fontsize=7)
    ax.axhline(19, color="#b33", lw=0.8, ls="--")
    ax.text(0.6, 20.5, "the historical crew: 19", color="#b33", fontsize=7)
    ax.set_ylabel("final score")
    ax.set_title("Standard: score per deal (box: quartiles, line: median, triangle: mean)")
    written.append(_save(plt, fig, out / "strength_scores.png"))

    # everyone saved: share with a 95 % (Wilson) interval
    fig, ax = plt.subplots(figsize=(max(6, 0.45 * len(keys) * len(bots)), 4))
    xs, hs, errs, cs, names = [], [], [], [], []
    for key in keys:
        for bot, rs in bots.items():
            g = _groups(rs).get(key, [])
            if not g:
                continue
            n = len(g)
            k = sum(int(r["saved"]) for r in g)
            lo, hi = wilson(k, n)
            xs.append(len(xs))
            hs.append(100 * k / n)
            errs.append((100 * (k / n - lo), 100 * (hi - k / n)))
            cs.append(palette[bot])
            names.append("%s\n%s" % (_label(key), bot))
    ax.bar(xs, hs, color=cs, yerr=list(zip(*errs)) if errs else None, capsize=3)
    ax.set_xticks(xs, names, rotation=90, fontsize=7)
    ax.set_ylabel("% of deals, everyone saved")
    ax.set_title("Standard: everyone saved (95 % interval)")
    written.append(_save(plt, fig, out / "strength_saved.png"))

    # the variants: each bot's mean score per crew in Standard, Expert, Ultimate
    solo = [r for r in everything if int(r["players"]) == 1]
    variants = ("standard", "expert", "ultimate")
    crews = sorted({r["crews"] for r in solo})
    fig, ax = plt.subplots(figsize=(8, 4))
    width = 0.8 / 3
    for vi, v in enumerate(variants):
        for bot in by_bot(solo):
            g = [r for r in solo if r["variant"] == v and r["bot"] == bot]
            if bot != "greedy" or not g:
                continue
            ms, es = [], []
            for c in crews:
                xs = [int(r["score"]) for r in g if r["crews"] == c]
                m = sum(xs) / len(xs)
                sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))
                ms.append(m)
                es.append(1.96 * sd / math.sqrt(len(xs)))
            ax.bar([i + (vi - 1) * width for i in range(len(crews))], ms, width, yerr=es,
                   capsize=2, label="%s (greedy)" % v)
    ax.set_xticks(range(len(crews)), crews)
    ax.axhline(19, color="#b33", lw=0.8, ls="--")
    ax.set_ylabel("mean score (95 % interval)")
    ax.set_title("The variants, solo: greedy's mean score per crew")
    ax.legend(fontsize=8)
    written.append(_save(plt, fig, out / "strength_variants.png"))

    # pages left at the end, per bot (all groups together)
    fig, ax = plt.subplots(figsize=(6, 3.5))
    for bot, rs in bots.items():
        left = [int(r["pages_left"]) for r in rs]
        ax.hist(left, bins=range(0, 12), alpha=0.6, label=bot, color=palette[bot],
                density=True, align="left")
    ax.set_xlabel("pages left when the game ends (0: the ship sank)")
    ax.set_ylabel("share of deals")
    ax.legend()
    written.append(_save(plt, fig, out / "strength_pages.png"))
    return written


def _save(plt, fig, path):
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def wilson(k, n, z=1.96):
    """95 % Wilson interval of a share k/n (sound near 0 and 1)."""
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results", nargs="+", help="tools/simulate.py result files")
    ap.add_argument("--out", default="docs", help="where the PNG files go")
    ap.add_argument("--table-only", action="store_true")
    a = ap.parse_args(argv)
    rows = load(a.results)
    if not rows:
        raise SystemExit("no results in %s" % " ".join(a.results))
    print(table(rows))
    if not a.table_only:
        for p in plot(rows, a.out):
            print("wrote", p, file=sys.stderr)
    return 0
