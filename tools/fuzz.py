#!/usr/bin/env python3
"""Feed the core bad input: `python3 tools/fuzz.py --count N --seed S`.

The command; its body is tools/desktop/cli/fuzz.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.desktop.cli.fuzz import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
