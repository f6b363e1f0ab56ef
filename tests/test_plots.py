"""tools/plots.py: the "How hard is SOS Titanic?" table and plots from simulator rows."""
from tools.strength import plots


def _rows():
    rows = []
    for deal, (score, saved, left) in enumerate([(10, 0, 0), (20, 0, 0), (70, 1, 3)]):
        rows.append({"deal": deal, "seed": deal, "bot": "greedy", "crews": "lee",
                     "variant": "standard", "players": "1", "score": str(score),
                     "saved": str(saved), "pages_left": str(left), "decisions": "100",
                     "seconds": "0.1"})
    rows.append(dict(rows[0], bot="random", score="4"))
    rows.append(dict(rows[0], variant="expert", score="12"))
    rows.append(dict(rows[1], variant="expert", score="14"))
    return rows


def test_table_has_a_line_per_bot_with_mean_and_saved_share():
    lines = plots.table([r for r in _rows() if r["variant"] == "standard"]).splitlines()
    assert lines[2].startswith("| random | lee | standard | 1 | 1 | 4.0 ± 0.0 | 0.0 % |")
    # greedy: mean 33.3, sd 32.1 over 3 deals -> 1.96 * 32.15 / sqrt(3) = 36.4
    assert lines[3] == "| greedy | lee | standard | 1 | 3 | 33.3 ± 36.4 | 33.3 % | 1.00 |"


def test_wilson_interval_is_inside_0_1_and_holds_the_share():
    assert plots.wilson(0, 10)[0] == 0.0 and 0 < plots.wilson(0, 10)[1] < 0.35
    lo, hi = plots.wilson(5, 10)
    assert lo < 0.5 < hi and abs((0.5 - lo) - (hi - 0.5)) < 1e-9


def test_plots_are_written(tmp_path):
    written = plots.plot(_rows(), tmp_path)
    assert [p.name for p in written] == ["strength_scores.png", "strength_saved.png",
                                         "strength_variants.png", "strength_pages.png"]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in written)
