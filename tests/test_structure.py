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
    assert {"game", "legal", "legal_cards", "resolve", "action_cards"} <= set(graph)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


RULE_MODULES = ("game", "resolve", "action_cards", "flood", "legal", "legal_cards", "score")


def test_no_rule_module_reveals_cards_by_hand():
    """Flips, draws, looks and shuffles go through Table's methods, which record the
    revelation: no rule module sets the revealed flag or a line's face-down count."""
    import re
    for name in RULE_MODULES:
        text = (CORE / (name + ".py")).read_text()
        assert not re.search(r"\.rev\s*=\s*1", text), name
        assert not re.search(r"s\[FACEDOWN[^\]]*\]\s*=", text), name
        assert "piles.shuffle(" not in text and "piles.to_top(" not in text, name
