"""docs/benchmarks.md's and README.md's tables are docs/benchmarks.json's figures
(tools/bench_doc.py)."""
import json

from tools.bench import bench_doc


def test_the_pages_tables_are_the_jsons_figures():
    figures = json.loads(bench_doc.FIGURES.read_text())
    for path in bench_doc.PAGES:
        page = path.read_text()
        assert bench_doc.render(page, figures) == page, "run tools/bench_doc.py (%s)" % path.name


def test_a_figure_changed_in_the_json_changes_the_pages():
    figures = json.loads(bench_doc.FIGURES.read_text())
    figures["board_need_bytes_clue"] += 1024
    page = bench_doc.PAGE.read_text()
    new = bench_doc.render(page, figures)
    assert new != page and "{:,}".format(figures["board_need_bytes_clue"]) in new
    readme = bench_doc.PAGES[1].read_text()
    new = bench_doc.render(readme, figures)
    assert new != readme and bench_doc._kib(figures["board_need_bytes_clue"]) in new


def test_every_table_of_the_pages_is_made_and_every_key_is_measured():
    figures = json.loads(bench_doc.FIGURES.read_text())
    names = []
    for path in bench_doc.PAGES:
        names += [m.group(2) for m in bench_doc._BLOCK.finditer(path.read_text())]
    assert sorted(names) == sorted(bench_doc.TABLES)      # each table once, in one page
    for name in names:
        assert "| – |" not in bench_doc.table(name, figures), name
