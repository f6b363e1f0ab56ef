"""The core's structure: no import cycles between sos_core modules, and the
tables indexed by phase, status or decision kind cover every value."""
import ast
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "sos_core"


def core_imports():
    """{module: set of sos_core modules it imports}, read from the source."""
    graph = {}
    for path in sorted(CORE.glob("*.py")):
        deps = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "sos_core":
                    deps.update(a.name for a in node.names)
                elif node.module.startswith("sos_core."):
                    deps.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith("sos_core."):
                        deps.add(a.name.split(".")[1])
        graph[path.stem] = deps
    return graph


def find_cycle(graph):
    """One import cycle as a list of modules (first == last), or None."""
    state = {}

    def visit(m, path):
        state[m] = 1
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                return path[path.index(d):] + [d]
            if d not in state:
                found = visit(d, path + [d])
                if found:
                    return found
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m, [m])
            if found:
                return found
    return None


def test_core_modules_import_no_cycle():
    graph = core_imports()
    assert {"game", "legal", "abilities", "resolve", "action_cards"} <= set(graph)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


RULE_MODULES = ("game", "resolve", "action_cards", "table_cards", "abilities", "flood", "legal",
                "score")


def test_no_rule_module_reveals_cards_by_hand():
    """Flips, draws, looks and shuffles go through Table's methods, which record the
    revelation: no rule module sets the revealed flag or a line's face-down count."""
    import re
    for name in RULE_MODULES:
        text = (CORE / (name + ".py")).read_text()
        assert not re.search(r"\.rev\s*=\s*1", text), name
        assert not re.search(r"s\[FACEDOWN[^\]]*\]\s*=", text), name
        assert "piles.shuffle(" not in text and "piles.to_top(" not in text, name


def _layout_names(prefix):
    from sos_core import layout
    return {k: v for k, v in vars(layout).items() if k.startswith(prefix)}


def test_tables_indexed_by_phase_cover_every_phase():
    from sos_text import audit, notation

    from sos_core import layout
    phases = _layout_names("PH_")
    assert sorted(phases.values()) == list(range(layout.N_PHASES))
    assert layout.PH_OVER == layout.N_PHASES - 1
    assert len(notation.PHASES) == layout.N_PHASES
    assert len(set(notation.PHASES)) == layout.N_PHASES
    from tools.assets import make_words
    tables = {name: count for name, _, count in make_words.parse(make_words.SOURCE.read_text())[0]}
    assert tables["PHASE_PROMPT"] == layout.N_PHASES       # the board's prompts (words.txt)
    first, last = notation.ACTION_PHASES
    assert set(audit._PHASE_KINDS) <= set(range(first, last))
    legal_src = (CORE / "legal.py").read_text()
    for name, ph in phases.items():                 # the lister handles every phase
        if ph != layout.PH_OVER:
            assert "ph == L.%s" % name in legal_src, name
    assert len(notation.STATUSES) == layout.SAVED + 1


def test_card_crew_and_booklet_tables_have_one_entry_each():
    from sos_text import names

    from sos_core import booklet, cards, crew, layout
    assert len(cards.ACTION_KIND) == cards.N_ACTIONS == sum(cards.ACTION_COPIES)
    assert len(names.ACTION_CODES) == len(names.ACTION_NAMES) == cards.N_KINDS
    assert cards.ACTION_KIND[cards.BOAT_ID] == cards.COLLAPSIBLE
    assert [cards.ACTION_KIND[a] for a in cards.MYSTERY_ID] == [cards.MYSTERY_1ST,
                                                               cards.MYSTERY_2ND]
    assert len(crew.CREW_DATA) == 5 * crew.N_CREW
    assert crew.MAX_DRAW == max(crew.max_draw(c) for c in range(crew.N_CREW))
    assert len(names.CREW_KEYS) == len(names.CREW_NAMES) == crew.N_CREW
    assert len(names.VARIANT_KEYS) == len(names.VARIANT_NAMES) == booklet.N_VARIANTS
    assert len(booklet.COMPARTMENTS) == len(booklet.FLOOD_PAGE) == layout.DECK_LINES
    assert booklet.FLOOD_PAGE[layout.DECK_LINES - 2] == booklet.LAST_PAGE
    assert layout.A_DECK == layout.MAX_PLAYERS       # one hand pile per player
    assert layout.N_ACTIONS == cards.N_ACTIONS       # the state's sizes, the cards'
    assert layout.N_POOL == len(cards.passengers()) + len(cards.MYSTERY_ID)


def test_ui_uses_the_cores_card_bits_flood_table_and_const():
    import sos_sprites

    from sos_core import booklet, cards, compat
    assert sos_sprites.COMPARTMENTS is booklet.COMPARTMENTS
    assert (sos_sprites.VALUE_MASK, sos_sprites.ANCHOR_BIT, sos_sprites.CLASS_BIT,
            sos_sprites.MYSTERY_BIT) == (cards.VALUE, cards.ANCHOR, cards.SECOND, cards.MYSTERY)
    lib = CORE.parent / "lib"
    for path in lib.rglob("*.py"):
        text = path.read_text()
        assert "def const(" not in text, path
        if "const(" in text:
            assert "from sos_core.compat import const" in text, path
    assert compat.const(7) == 7


def test_every_rule_id_named_in_code_and_tests_is_in_docs_rules():
    """docs/rules.md is the project's rules: every R-/RUL- ID the code and the tests
    name is defined there, and nothing points to a rules file outside the project."""
    import re
    root = CORE.parent
    doc = (root / "docs" / "rules.md").read_text()
    defined = set(re.findall(r"\*\*((?:R|RUL)-[A-Z0-9-]+)", doc))
    defined |= {i.rsplit("-", 1)[0] for i in defined}          # R-MOVE for R-MOVE-1
    paths = list((root / "sos_core").glob("*.py")) + list((root / "tests").glob("*.py"))
    named = set()
    for path in paths:
        if path.name == "test_structure.py":
            continue
        text = path.read_text()
        assert "shared/RULES.md" not in text, path
        for rid in re.findall(r"\b(R-[A-Z]+(?:-[A-Z0-9]+)?|RUL-[A-Z-]+[A-Z])\b", text):
            assert rid in defined, "%s names %s, not in docs/rules.md" % (path.name, rid)
            named.add(rid)
    assert len(named) > 40 and "RUL-LATIMER" in named


def test_card_pool_holds_the_lines_then_the_survivor_groups():
    # BoardView.draw finds every line's and group's cards in one walk of the pool
    from sos_core import piles
    from sos_core.game import Game
    from sos_core.layout import GROUP0, N_GROUPS, N_LINES, P_LEN, P_POOL

    assert GROUP0 == N_LINES
    g = Game()
    g.setup(4, 0, 1)
    first = P_POOL
    for p in range(GROUP0 + N_GROUPS):
        assert first == P_POOL + piles.start(g.s, P_LEN, p)
        first += g.plen(p)
