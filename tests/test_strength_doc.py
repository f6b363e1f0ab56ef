"""README.md's and docs/strength.md's strength tables are the simulator's results
in docs/strength/*.csv (tools/strength_doc.py)."""
from tools.strength import strength_doc


def test_the_pages_tables_are_the_results():
    stats = strength_doc.load()
    for path in strength_doc.PAGES:
        page = path.read_text()
        assert strength_doc.render(page, stats) == page, \
            "run tools/strength_doc.py (%s)" % path.name


def test_every_table_is_in_a_page_and_the_readme_names_each_bot():
    names = []
    for path in strength_doc.PAGES:
        names += [m.group(2) for m in strength_doc.BLOCK.finditer(path.read_text())]
    assert sorted(names) == sorted(strength_doc.TABLES)
    readme = strength_doc.readme(strength_doc.load()).splitlines()
    assert [line.split(" | ")[0] for line in readme[2:]] == ["| random", "| greedy",
                                                              "| lookahead", "| clairvoyant"]


def test_a_changed_result_changes_the_pages():
    stats = strength_doc.load()
    key = ("greedy", strength_doc.ALL, "standard", 1)
    stats[key] = dict(stats[key], mean=stats[key]["mean"] + 1)
    for path in strength_doc.PAGES:
        page = path.read_text()
        assert strength_doc.render(page, stats) != page, path.name


def test_a_column_of_unequal_deal_counts_gives_each_cells_count():
    s = {"mean": 20.0, "ci95": 1.0, "saved_share": 0.0, "games": 50}
    stats = {("greedy", "lee", "expert", 1): s,
             ("greedy", "fleet", "expert", 1): dict(s, games=100)}
    table = strength_doc.variants(stats)
    assert "| Fleet | – | 20.0 ± 1.0 (100) |" in table
    assert "| Lee | – | 20.0 ± 1.0 (50) |" in table
    assert "greedy expert |" in table.splitlines()[0]       # no single count in the header
