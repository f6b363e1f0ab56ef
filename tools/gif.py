#!/usr/bin/env python3
"""The README's animated GIF: `python3 tools/gif.py [OUT] [--seconds S] [--scale N]`
(default docs/screenshots/game.gif, 16 s, x2; sets up .venv first if needed).

The command; its body is tools/assets/gif.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.assets.gif import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
