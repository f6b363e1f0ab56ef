#!/usr/bin/env python3
"""Play many deals with a bot and report how well it scores (issue 9).

The command; its body is tools/strength/simulate.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.strength.simulate import main  # noqa: E402

if __name__ == "__main__":
    main()
