"""Where the repository's modules are, said once: the root (sos_core, sos_bot,
tools), the board's lib/ and the desktop's shims (tools/desktop), first on
sys.path, as pyproject.toml's pythonpath gives the tests and tools/build/bootstrap.py's
venv_env gives a child process.

A command run as `python3 tools/X.py` has tools/ as sys.path[0], not the root:
its first import is `import _paths`, which puts these in front and takes tools/
itself off (its packages import as tools.build, tools.bench ..., never as
build or bench). Imported as `tools._paths` the paths are there already.
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATHS = (ROOT, ROOT / "lib", ROOT / "tools" / "desktop")
TESTS = ROOT / "tests"      # the tests' kits (uikit), for the tools that drive screens


def add(*paths):
    """Put `paths` (default PATHS) first on sys.path, in order, once each."""
    new = [str(p) for p in (paths or PATHS)]
    sys.path[:0] = [p for p in new if p not in sys.path]


if sys.path and sys.path[0] and Path(sys.path[0]).resolve() == ROOT / "tools":
    del sys.path[0]
add()
