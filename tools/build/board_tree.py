"""What goes where in the board's tree: our modules under /lib, the data files
under /assets, and the names each module is imported by. tools/build/board_rewrite.py
rewrites these sources and tools/build/board_build.py lays them out; this module only
says which files they are.
"""
from pathlib import Path

from tools import _paths

ROOT = _paths.ROOT
OURS = ["sos_core", "lib/sos_ui", "lib/sos_boards", "lib/sos_sprites.py", "lib/sos_save",
        "sos_bot/__init__.py", "sos_bot/greedy.py"]    # greedy: the pause menu's hint
# Libraries from the installed wheels the board needs: none. Text is drawn as tiles
# of the built-in font (sos_ui.text) rather than with adafruit_display_text, the
# sprite sheets are read by sos_sprites.load rather than adafruit_imageload, and
# the clock is supervisor.ticks_ms. The benchmark installs the three Adafruit
# libraries into its tree all the same (`extra`), for its baseline figure.
THIRD_PARTY = ()
ADAFRUIT = ("adafruit_display_text", "adafruit_imageload", "adafruit_ticks.py")

# The board table (lib/sos_boards/table.py) stays off the board: a board reads one
# column of it, BOARDS, which goes into sos_boards as the literal it imports
# (tools/build/board_rewrite.py's fold_table). The plainest install (--no-inline) copies
# the table as written.
TABLE = ROOT / "lib" / "sos_boards" / "table.py"


def site_packages():
    found = sorted((ROOT / ".venv" / "lib").glob("python3*/site-packages"))
    if not found:
        raise SystemExit("install_board: no .venv yet; run `python3 tools/install_board.py` "
                         "(or `python3 tools/bootstrap.py`) once")
    return found[-1]


def modules(target, extra=(), ours=None):
    """(source, destination-without-suffix) of every module: code.py excluded;
    `extra`: more libraries from the installed wheels; `ours`: OURS unless given."""
    target = Path(target)
    out = []
    for name in OURS if ours is None else ours:
        out += _tree(ROOT / name, target / "lib" / _on_board(name))
    sp = site_packages()
    for name in tuple(THIRD_PARTY) + tuple(extra):
        out += _tree(sp / name, target / "lib" / name)
    return out


def data_files(target):
    """Files under assets/ (sprite sheets and data), copied as they are; README
    files and sources (assets/text: built into sos_ui/words.py) stay behind."""
    target = Path(target)
    out = []
    for f in sorted((ROOT / "assets").rglob("*")):
        if f.is_file() and not f.name.lower().startswith("readme") \
                and f.parent.name != "text":
            out.append((f, target / f.relative_to(ROOT)))
    return out


def _on_board(name):
    """Where an OURS entry goes under /lib: sos_core -> sos_core, lib/sos_ui ->
    sos_ui, sos_bot/greedy.py -> sos_bot/greedy.py (one module of a package)."""
    parts = Path(name).parts
    return Path(*(parts[1:] if parts[0] == "lib" else parts))


def _tree(src, dst):
    if src.is_file():
        return [(src, dst.with_suffix(""))]
    if not src.is_dir():
        raise SystemExit("install_board: missing %s" % src)
    return [(f, (dst / f.relative_to(src)).with_suffix("")) for f in sorted(src.rglob("*.py"))
            if "__pycache__" not in f.parts]


def module_name(src):
    """Dotted import name of one of our source files (sos_core/game.py ->
    sos_core.game, lib/sos_boards/__init__.py -> sos_boards)."""
    rel = Path(src).resolve().relative_to(ROOT)
    if rel.parts[0] == "lib":
        rel = rel.relative_to("lib")
    parts = list(rel.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def our_sources(ours=None):
    """{module name: source file} of our packages (what the rewrites rewrite);
    `ours`: OURS unless given."""
    out = {}
    for name in OURS if ours is None else ours:
        for src, _ in _tree(ROOT / name, Path("lib") / _on_board(name)):
            if src != TABLE:
                out[module_name(src)] = src
    return out


def packages():
    """The game's own names under a board's /lib (sos_core, sos_ui, ..., sos_sprites)."""
    return sorted({Path(_on_board(name)).parts[0].split(".")[0] for name in OURS})

