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
    import sos_sprites
    from sos_boards.buttons import SCHEMES
    from sos_boards.table import ROWS

    for board_id, module in sos_boards.BOARDS.items():
        assert (ROOT / "lib" / "sos_boards" / (module + ".py")).exists(), board_id
    # what each row's profile says of itself, read from its source, is the game's
    for b in ROWS:
        assert b.scheme in SCHEMES and b.sheet in sos_sprites.FONT_OF and b.pins, b.name
    # the two boards that have another's pins are rows alone
    assert sos_boards.BOARDS["edgebadge"] == "pybadge"
    assert sos_boards.BOARDS["adafruit_feather_esp32s2_reverse_tft"] == "feather_tft"


def test_the_board_table_s_board_ids_go_into_sos_boards_line_for_line():
    # on a PC sos_boards imports the board table's BOARDS; on a board it holds them as
    # a literal on that one line, and the table (the rest of it) stays off the board
    import sos_boards

    from tools.build import install_board

    src = install_board.our_sources()["sos_boards"].read_text()
    folded = install_board.fold_table(src)
    assert install_board.TABLE_IMPORT in src and install_board.TABLE_IMPORT not in folded
    assert len(folded.splitlines()) == len(src.splitlines())
    scope = {}
    exec(compile(folded, "sos_boards", "exec"), scope)
    assert scope["BOARDS"] == sos_boards.BOARDS
    assert install_board.TABLE not in install_board.our_sources().values()


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
    assert states.N_SCREENS == len(states.SCREENS)


MAX_IMPORTED = 12


def long_import_lists(sources):
    """(module, imported module, count) of every `from M import (...)` of more than
    MAX_IMPORTED names: the lists that a module alias (`layout as L`) replaces."""
    out = []
    for m, path in sources.items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and len(node.names) > MAX_IMPORTED:
                out.append((m, node.module, len(node.names)))
    return out


def test_constants_come_through_a_module_alias_not_long_import_lists():
    assert long_import_lists(board_sources()) == []


def test_the_import_list_check_catches_a_long_list(tmp_path):
    names = ", ".join("N%d" % i for i in range(MAX_IMPORTED + 1))
    (tmp_path / "m.py").write_text("from sos_core.layout import (%s)\n" % names)
    assert long_import_lists({"m": tmp_path / "m.py"}) == [("m", "sos_core.layout", 13)]


# the decisions made inside an action card or a crew ability, and the phases
# that ask for them: legal and resolve hand each to its module in one call
CARD_DECISIONS = ("D_PUT", "D_LINE", "D_PICK", "D_PAIR", "D_BOAT", "D_MYSTERY", "D_TAKE",
                  "D_SWAP", "D_GIVE", "D_PLAY", "D_ABILITY", "D_REPLACE")
CARD_PHASES = ("PH_GET_READY", "PH_YT_LINE", "PH_YT_PICK", "PH_SAME_LINES", "PH_PLAN_A",
               "PH_PLAN_B", "PH_FLEET", "PH_BOAT", "PH_MYSTERY", "PH_LOWE", "PH_SMITH")
RULE_HOMES = ("action_cards", "table_cards", "abilities")


def _branches(path, func, subject):
    """{constant name: body} of each `if subject == L.NAME` branch in func."""
    tree = ast.parse(path.read_text())
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == func)
    out = {}
    for node in ast.walk(fn):
        if not isinstance(node, ast.If):
            continue
        for test in (node.test.values if isinstance(node.test, ast.BoolOp) else [node.test]):
            if (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
                    and test.left.id == subject and isinstance(test.comparators[0], ast.Attribute)):
                out[test.comparators[0].attr] = node.body
    return out


def _rule_calls(body):
    """The modules a branch's statements call into, if it is calls to the rules'
    homes only (at most one more statement, a core step such as adding a skip)."""
    homes = set()
    for stmt in body:
        call = stmt.value if isinstance(stmt, ast.Expr) else None
        if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and isinstance(call.func.value, ast.Name)):
            homes.add(call.func.value.id)
    return homes


def test_an_action_card_keeps_its_rules_in_one_module():
    core = ROOT / "sos_core"
    listed = _branches(core / "legal.py", "list_all", "ph")
    for ph in CARD_PHASES:
        assert ph in listed, ph
        assert _rule_calls(listed[ph]) & set(RULE_HOMES), (ph, "legal lists it itself")
    applied = _branches(core / "resolve.py", "apply", "k")
    for d in CARD_DECISIONS:
        body = applied[d]
        assert _rule_calls(body[:1]) <= set(RULE_HOMES) and _rule_calls(body[:1]), (
            d, "resolve applies it itself")
    # and the card's module is the only one of legal/resolve/game naming a card's kind
    kinds = ("GET_READY", "COME_ON", "COME_BACK", "YOUR_TURN", "SAME_LINES", "WAIT",
             "SAVE_TIME", "PLAN_A", "PLAN_B", "COLLAPSIBLE")
    for name in ("legal.py", "resolve.py", "game.py"):
        text = (core / name).read_text()
        assert not [k for k in kinds if re.search(r"\b%s\b" % k, text)], name
