#!/usr/bin/env python3
"""Run the whole test suite: `python3 tools/test.py [pytest args]`.

Sets up .venv and the 32-bit MicroPython on first use, then runs `ruff check .`
and pytest headless. Exit status: pytest's, or 1 if only ruff failed.
"""

import subprocess
import sys

from bootstrap import ROOT, VENV_PY, ensure, venv_env


def main():
    ensure()
    env = venv_env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    print("[test] ruff check .", flush=True)
    lint = subprocess.run([VENV_PY, "-m", "ruff", "check", "."], cwd=ROOT, env=env).returncode
    print("[test] pytest", flush=True)
    tests = subprocess.run([VENV_PY, "-m", "pytest", *sys.argv[1:]], cwd=ROOT, env=env).returncode
    if lint:
        print("[test] ruff check failed (see above)", file=sys.stderr)
    return tests or lint


if __name__ == "__main__":
    sys.exit(main())
