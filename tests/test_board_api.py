"""The board's API checked: every `board.X` a profile (lib/sos_boards/*.py) uses
exists in the definition of each board the profile serves (sos_boards.BOARDS:
board_id -> profile), and every module the profile loads is in that board's
build, as the pinned PyPI `circuitpython-stubs` (requirements.txt) describes them:
board_definitions/<board_id>/__init__.pyi. A pin the board does not have fails
here, not on a board at start-up. Skips, saying so, without the package."""
import ast
import importlib.metadata
import re
from pathlib import Path

import pytest
from sos_boards import BOARDS
from sos_boards.table import board_names

ROOT = Path(__file__).resolve().parent.parent
PROFILES = ROOT / "lib" / "sos_boards"
# modules every CircuitPython build has that the stubs' module lists do not name
CORE = {"gc", "micropython"}


def _definitions():
    try:
        dist = importlib.metadata.distribution("circuitpython-stubs")
    except importlib.metadata.PackageNotFoundError:
        return None
    return Path(dist.locate_file("board_definitions"))


DEFINITIONS = _definitions()
pytestmark = pytest.mark.skipif(
    DEFINITIONS is None, reason="circuitpython-stubs is not installed (requirements.txt "
                                "pins it; `python3 tools/bootstrap.py` installs it)")


def imported(source):
    """The top-level modules a source imports (`import a.b` -> a)."""
    out = set()
    for n in ast.walk(ast.parse(source)):
        if isinstance(n, ast.Import):
            out |= {a.name for a in n.names}
        elif isinstance(n, ast.ImportFrom) and n.module and not n.level:
            out.add(n.module)
    return out


def loads(profile):
    """(board names, outside modules) of a profile and the sos_boards modules it
    imports, and theirs: what the profile needs of the board."""
    names, outside, seen, todo = set(), set(), set(), ["sos_boards." + profile]
    while todo:
        mod = todo.pop()
        if mod in seen:
            continue
        seen.add(mod)
        text = (PROFILES / (mod.split(".", 1)[1] + ".py")).read_text()
        names |= board_names(text)
        for m in imported(text):
            if m.startswith("sos_boards."):
                todo.append(m)
            elif not m.startswith("sos_"):      # (sos_core: no board API in it)
                outside.add(m)
    return names, outside


def definition(board_id):
    """(names the board module defines, the modules its build includes)."""
    path = DEFINITIONS / board_id / "__init__.pyi"
    assert path.exists(), "circuitpython-stubs has no board %r" % board_id
    text = path.read_text()
    names = set()
    for n in ast.parse(text).body:
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
            names.add(n.target.id)
        elif isinstance(n, ast.Assign):
            names |= {t.id for t in n.targets if isinstance(t, ast.Name)}
        elif isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            names.add(n.name)
    line = re.search(r"Included modules: (.*)", text).group(1)
    return names, {m.strip().split(" ")[0] for m in line.split(",")}


@pytest.mark.parametrize("board_id", sorted(BOARDS))
def test_every_board_name_a_profile_uses_exists_on_its_boards(board_id):
    names, _ = loads(BOARDS[board_id])
    assert {"DISPLAY"} <= names
    defined, _ = definition(board_id)
    assert sorted(names - defined) == [], "%s (profile %s) has no board.%s" % (
        board_id, BOARDS[board_id], ", board.".join(sorted(names - defined)))


@pytest.mark.parametrize("board_id", sorted(BOARDS))
def test_every_module_a_profile_loads_is_in_its_boards_build(board_id):
    _, outside = loads(BOARDS[board_id])
    assert {"board", "keypad"} <= outside
    _, included = definition(board_id)
    assert sorted(outside - included - CORE) == [], board_id


def test_the_check_catches_a_pin_the_board_lacks():
    # the PyGamer's joystick pins are no CLUE's
    defined, included = definition("clue_nrf52840_express")
    src = "import board\nimport analogio\nx = analogio.AnalogIn(board.JOYSTICK_X)\n"
    assert board_names(src) - defined == {"JOYSTICK_X"}
    assert "JOYSTICK_X" in definition("pygamer")[0]
    assert "analogio" in included and "no_such_module" not in included
