"""Install the project's tools: .venv from requirements.txt, tools/mp32/node_modules.

Standard library only, so a bare `python3` can run it. Each step records a hash of
its inputs in a stamp file and is skipped while they are unchanged, so an
up-to-date ensure() costs a few milliseconds. `python3 tools/bootstrap.py` runs it
by hand; tools/play.py and tools/test.py call ensure() themselves.
"""

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

from tools import _paths

ROOT = _paths.ROOT
# SOS_VENV: another place for it (the tests' fresh-clone install, tests/test_release.py)
VENV = Path(os.environ.get("SOS_VENV") or ROOT / ".venv")
VENV_BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
VENV_PY = VENV_BIN / ("python.exe" if os.name == "nt" else "python")
REQUIREMENTS = ROOT / "requirements.txt"
# what tools/install_board.py needs (the compiler alone); requirements.txt takes it in
BOARD_REQUIREMENTS = ROOT / "requirements-board.txt"
PIP_STAMP = VENV / ".requirements.sha256"
BOARD_STAMP = VENV / ".requirements-board.sha256"
MP32 = ROOT / "tools" / "mp32"
NPM_STAMP = MP32 / "node_modules" / ".lock.sha256"
# Import roots for desktop runs: sos_core (root), the board's lib/, desktop shims.
PYTHONPATH = list(_paths.PATHS)


def _log(msg):
    print(f"[bootstrap] {msg}", flush=True)


def _digest(*paths):
    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode())
        h.update(p.read_bytes() if p.exists() else b"<missing>")
    return h.hexdigest()


def _is_stale(stamp, digest):
    try:
        return stamp.read_text().strip() != digest
    except OSError:
        return True


def _run(cmd, cwd=ROOT):
    if subprocess.run([str(c) for c in cmd], cwd=cwd).returncode:
        sys.exit(f"[bootstrap] failed: {' '.join(map(str, cmd))}")


def ensure_venv(board=False):
    """.venv with requirements.txt, or (board) with requirements-board.txt alone:
    the installer's lean set, satisfied by the whole set too."""
    full = _digest(REQUIREMENTS, BOARD_REQUIREMENTS)
    lean = _digest(BOARD_REQUIREMENTS)
    # exists() follows the symlink, so a venv whose base Python vanished is rebuilt.
    if not VENV_PY.exists():
        _log(f"creating {VENV}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    elif not _is_stale(PIP_STAMP, full) or board and not _is_stale(BOARD_STAMP, lean):
        return
    wanted, stamp, digest = ((BOARD_REQUIREMENTS, BOARD_STAMP, lean) if board
                             else (REQUIREMENTS, PIP_STAMP, full))
    _log(f"installing {wanted.name} (first run takes "
         f"{'a few seconds' if board else 'about half a minute'})")
    _run([VENV_PY, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r", wanted])
    stamp.write_text(digest + "\n")


def ensure_node():
    lock = MP32 / "package-lock.json"
    if not _is_stale(NPM_STAMP, _digest(MP32 / "package.json", lock)):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[bootstrap] npm not found: install Node.js 20+ (it runs the 32-bit MicroPython)")
    _log("installing tools/mp32 node modules")
    # `npm ci` installs exactly the committed lock (and clears node_modules first).
    verb = "ci" if lock.exists() else "install"
    _run([npm, verb, "--no-audit", "--no-fund", "--loglevel=error"], cwd=MP32)
    NPM_STAMP.write_text(_digest(MP32 / "package.json", lock) + "\n")


def ensure(node=True):
    """Make .venv (and, if node, tools/mp32/node_modules) match the pinned inputs."""
    ensure_venv()
    if node:
        ensure_node()


def venv_env(**extra):
    """os.environ as if .venv were activated, plus the project's settings and `extra`."""
    env = dict(os.environ)
    env.pop("PYTHONHOME", None)
    env["VIRTUAL_ENV"] = str(VENV)
    env["PATH"] = os.pathsep.join([str(VENV_BIN), env.get("PATH", "")])
    paths = [str(p) for p in PYTHONPATH] + [p for p in [env.get("PYTHONPATH")] if p]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env["BLINKA_OS_AGNOSTIC"] = "1"  # fake board pins; see shared STACK.md
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env.update(extra)
    return env


def run_in_venv(script, args=(), env=None, cwd=ROOT):
    """Replace this process with `.venv/bin/python script *args` (never returns)."""
    os.chdir(cwd)
    sys.stdout.flush()  # exec discards unflushed Python buffers
    sys.stderr.flush()
    argv = [str(VENV_PY), str(script), *map(str, args)]
    os.execve(argv[0], argv, venv_env(**(env or {})))


def main():
    ensure()
    _log("up to date")
