"""tools/ by job (docs/architecture.md, The tools): packages that import one
another in no cycle, at the top only thin commands, one way to the repository's
modules (tools/_paths.py), and no Python file over 400 lines."""
import ast
import functools
from pathlib import Path

from test_structure import find_cycle

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
DESKTOP = TOOLS / "desktop"          # on the import path: its packages import by their own names
MAX_LINES = 400
PACKAGES = {"assets", "bench", "build", "desktop", "strength", "web"}
# the scripts run as `python tools/desktop/X.py`: tools/ first, for _paths itself
DESKTOP_SCRIPTS = {"run_code.py", "demo_cards.py"}


def tool_files():
    """Every Python file of tools/ (not node's)."""
    return sorted(p for p in TOOLS.rglob("*.py") if "node_modules" not in p.parts)


def names_of(path):
    """The dotted names a file imports as: tools.X.Y, and under tools/desktop the
    name from there too (sos_desktop.uidriver)."""
    out = []
    for base, prefix in ((ROOT, ()), (DESKTOP, None)):
        if prefix is None and DESKTOP not in path.parents:
            continue
        parts = list(path.relative_to(base).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out.append(".".join(parts))
    return out


def graph():
    """{module: the tools modules it imports} over tools/, each file one module."""
    return {m: set(d) for m, d in _graph().items()}


@functools.lru_cache(maxsize=1)
def _graph():
    files = tool_files()
    # the commands at the top are run, not imported (tools/bench.py's name is the
    # package's): of them only _paths is a module, imported as `_paths` too
    node = {n: str(p.relative_to(ROOT)) for p in files for n in names_of(p)
            if p.parent != TOOLS or p.name == "_paths.py"}
    node["_paths"] = "tools/_paths.py"
    out = {}
    for p in files:
        me = str(p.relative_to(ROOT))
        package = names_of(p)[-1].split(".")
        if p.name != "__init__.py":
            package = package[:-1]
        deps = set()
        for n in ast.walk(ast.parse(p.read_text())):
            if isinstance(n, ast.Import):
                named = [a.name for a in n.names]
            elif isinstance(n, ast.ImportFrom):
                mod = n.module or ""
                if n.level:
                    mod = ".".join(package[:len(package) - n.level + 1] + ([mod] if mod else []))
                named = [mod] + ["%s.%s" % (mod, a.name) for a in n.names]
            else:
                continue
            deps |= {node[m] for m in named if m in node}
        out[me] = deps - {me}
    return out


def test_tools_import_no_cycle():
    g = graph()
    assert {"tools/build/install_board.py", "tools/bench/bench.py",
            "tools/desktop/sos_desktop/__init__.py"} <= set(g)
    assert "tools/build/board_build.py" in g["tools/build/install_board.py"]
    cycle = find_cycle(g)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_tools_cycle_check_catches_one():
    g = graph()
    g["tools/build/board_build.py"] = g["tools/build/board_build.py"] | {
        "tools/build/install_board.py"}
    assert find_cycle(g) is not None


def test_no_python_file_of_the_repository_is_over_400_lines():
    files = [p for p in ROOT.rglob("*.py")
             if not {".venv", "node_modules", ".git"} & set(p.relative_to(ROOT).parts)]
    assert len(files) > 100
    long = {str(p.relative_to(ROOT)): n for p in files
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_the_top_of_tools_holds_thin_commands_and_the_packages():
    folders = {p.name for p in TOOLS.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == PACKAGES | {"board_standins", "mp32"}
    for name in PACKAGES - {"desktop"}:
        assert (TOOLS / name / "__init__.py").exists(), name
    for p in sorted(TOOLS.glob("*.py")):
        if p.name == "_paths.py":
            continue
        text = p.read_text()
        assert len(text.splitlines()) <= 40, "%s: not a thin entry" % p.name
        assert "\nimport _paths" in text, "%s: no tools/_paths.py" % p.name
        assert "\nfrom tools." in text, "%s: calls into no package" % p.name


def touches_sys_path(path):
    return any(isinstance(n, ast.Attribute) and n.attr == "path"
               and isinstance(n.value, ast.Name) and n.value.id == "sys"
               for n in ast.walk(ast.parse(path.read_text())))


def test_only_tools_paths_puts_the_repository_on_sys_path():
    touching = {str(p.relative_to(TOOLS)) for p in tool_files() if touches_sys_path(p)}
    assert touching == {"_paths.py"} | {"desktop/" + n for n in DESKTOP_SCRIPTS}
