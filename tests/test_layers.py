"""The codebase's layout, as docs/architecture.md draws it: the board's code in
floors that import only their own floor or lower, no import cycle, modules of at
most 400 lines, texts named rather than counted to, and boards and screens each
one row of a table."""
import ast
import re
from pathlib import Path

from test_structure import find_cycle

ROOT = Path(__file__).resolve().parent.parent
# the board's floors, top down (a package of lib/, or a folder of the root)
FLOORS = {"code": 6, "sos_ui": 5, "sos_save": 4, "sos_sprites": 4, "sos_boards": 3,
          "sos_bot": 2, "sos_core": 1}
DESKTOP = ("tools", "sos_desktop", "sos_text", "pygame", "PIL")
MAX_LINES = 400


def board_sources():
    """{dotted module name: source path} of every module a board may load."""
    out = {"code": ROOT / "code.py"}
    for base, top in ((ROOT / "lib", None), (ROOT, "sos_core"), (ROOT, "sos_bot")):
        for path in sorted(base.rglob("*.py") if top is None else (base / top).rglob("*.py")):
            rel = path.relative_to(base).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports_of(path):
    """Every module an import statement in the file names (function bodies too):
    `from P import x` names P.x where that is a module, else P."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(node.module + "." + a.name for a in node.names)
    return names


def floor(module):
    return FLOORS.get(module.split(".")[0])


def graph():
    """{module: modules of the board's it imports}."""
    mods = board_sources()
    return {m: {d for d in imports_of(p) if d in mods and d != m} for m, p in mods.items()}


def test_every_board_module_has_a_floor():
    mods = board_sources()
    assert {"code", "sos_ui.app", "sos_save.store", "sos_boards.clue", "sos_bot.greedy",
            "sos_core.game", "sos_sprites"} <= set(mods)
    assert [m for m in mods if floor(m) is None] == []


def test_no_import_runs_up_a_floor_or_to_the_desktop():
    for m, path in board_sources().items():
        for d in imports_of(path):
            assert not d.startswith(DESKTOP), "%s imports %s (the desktop's)" % (m, d)
            f = floor(d)
            assert f is None or f <= floor(m), "%s (floor %d) imports %s (floor %d)" % (
                m, floor(m), d, f)


def test_the_board_modules_import_no_cycle():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_layer_checks_catch_a_wrong_arrow():
    # the checks above can fail: a module one floor down importing the UI
    g = graph()
    g["sos_save.policy"] = g["sos_save.policy"] | {"sos_ui.clock_like"}
    assert floor("sos_ui.clock_like") > floor("sos_save.policy")
    g["sos_core.game"] = g["sos_core.game"] | {"sos_ui.app"}
    assert find_cycle(g) is not None


def test_modules_are_at_most_400_lines():
    long = {m: n for m, p in board_sources().items()
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_the_ui_names_its_texts_instead_of_counting_to_them():
    # words.txt names table entries (.NAME) and group sizes (=NAME kxn): no
    # `W.X + 3`, `keys + 2`, `11 *` arithmetic on text numbers in the UI
    counted = re.compile(r"\bW\.[A-Z_]+ \+ \d|\bkeys \+ \d|\b\d+ \* SCHEMES|// 11\b")
    for path in sorted((ROOT / "lib" / "sos_ui").glob("*.py")):
        for no, line in enumerate(path.read_text().splitlines(), 1):
            assert not counted.search(line), "%s:%d: %s" % (path.name, no, line.strip())


def test_a_board_is_a_row_of_the_boards_table_and_a_profile_module():
    import sos_boards

    for board_id, module in sos_boards.BOARDS.items():
        assert (ROOT / "lib" / "sos_boards" / (module + ".py")).exists(), board_id
    # the two boards that have another's pins are rows alone
    assert sos_boards.BOARDS["edgebadge"] == "pybadge"
    assert sos_boards.BOARDS["adafruit_feather_esp32s2_reverse_tft"] == "feather_tft"


def test_a_new_board_is_found_by_its_row(monkeypatch, tmp_path):
    import sys
    import types

    import sos_boards

    profile = types.ModuleType("sos_boards.newboard")
    monkeypatch.setitem(sys.modules, "sos_boards.newboard", profile)
    monkeypatch.setitem(sys.modules, "board", types.SimpleNamespace(board_id="new_board"))
    monkeypatch.setitem(sos_boards.BOARDS, "new_board", "newboard")
    assert sos_boards.detect() is profile


def test_a_screen_is_a_row_of_the_screens_table_and_a_module():
    from sos_ui import states

    for name in states.SCREENS:
        text = (ROOT / "lib" / "sos_ui" / (name + ".py")).read_text()
        assert "\ndef show(app, " in text and "\ndef press(app, b)" in text, name
    # every state is the table's or the App's own (the board and its banner)
    assert {states.BOARD, states.BANNER} == {len(states.SCREENS), len(states.SCREENS) + 1}
