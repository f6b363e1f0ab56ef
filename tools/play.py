#!/usr/bin/env python3
"""Play SOS Titanic in a desktop window: `python3 tools/play.py [args for code.py]`.

Sets up .venv on first use, then runs the board's code.py on CPython with Blinka,
with lib/ and the desktop display shims (tools/desktop) importable.
"""

import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.build.bootstrap import ROOT, ensure, run_in_venv  # noqa: E402


def main():
    ensure(node=False)  # the 32-bit VM is only needed by the tests
    if not (ROOT / "code.py").exists():
        sys.exit("tools/play.py: code.py not found at the repo root")
    run_in_venv(ROOT / "tools" / "desktop" / "run_code.py", sys.argv[1:])


if __name__ == "__main__":
    main()
