#!/usr/bin/env python3
"""Run the whole test suite: `python3 tools/test.py [--quick] [pytest args]`.

Sets up .venv and the 32-bit MicroPython on first use, then runs `ruff check .`
and pytest headless, in two worker processes (pytest-xdist: this machine's two
cores; `-n 0` runs in one). `--quick`: the edit-test loop's tier, the tests not
marked slow (tests/conftest.py: no VMs, no board trees, no whole games), about
a minute; CI runs the whole suite. Exit status: pytest's, or 1 if only ruff failed.
"""

import subprocess
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.build.bootstrap import ROOT, VENV_PY, ensure, venv_env  # noqa: E402


def main():
    ensure()
    env = venv_env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    print("[test] ruff check .", flush=True)
    lint = subprocess.run([VENV_PY, "-m", "ruff", "check", "."], cwd=ROOT, env=env).returncode
    print("[test] pytest", flush=True)
    args = sys.argv[1:]
    if "--quick" in args:
        args = ["-m", "not slow"] + [a for a in args if a != "--quick"]
    if not any(a == "-n" or a.startswith(("-n", "--numprocesses")) for a in args):
        args = ["-n", "2"] + args
    tests = subprocess.run([VENV_PY, "-m", "pytest", *args], cwd=ROOT, env=env).returncode
    if lint:
        print("[test] ruff check failed (see above)", file=sys.stderr)
    return tests or lint


if __name__ == "__main__":
    sys.exit(main())
