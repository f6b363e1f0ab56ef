"""docs/benchmarks.md's tables are docs/benchmarks.json's figures (tools/bench_doc.py)."""
import json

from tools import bench_doc


def test_the_pages_tables_are_the_jsons_figures():
    figures = json.loads(bench_doc.FIGURES.read_text())
    page = bench_doc.PAGE.read_text()
    assert bench_doc.render(page, figures) == page, "run tools/bench_doc.py"


def test_a_figure_changed_in_the_json_changes_the_page():
    figures = json.loads(bench_doc.FIGURES.read_text())
    page = bench_doc.PAGE.read_text()
    figures["cp32_app_own_bytes"] += 1024
    new = bench_doc.render(page, figures)
    assert new != page and "{:,}".format(figures["cp32_app_own_bytes"]) in new


def test_every_table_of_the_page_is_made_and_every_key_is_measured():
    figures = json.loads(bench_doc.FIGURES.read_text())
    page = bench_doc.PAGE.read_text()
    names = {m.group(2) for m in bench_doc._BLOCK.finditer(page)}
    assert names == set(bench_doc.TABLES)
    for name in names:
        assert "| – |" not in bench_doc.table(name, figures), name
