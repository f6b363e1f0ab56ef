#!/usr/bin/env python3
"""README screenshots: `python tools/screenshots.py [OUT_DIR] [--scale N]`
(default docs/screenshots, x2). Plays seeded games through the UI in the
headless emulator at 160x128 (pygamer), 240x240 (clue) and 240x135 (feather) and saves the
title, board, rescue, an action card, the flood banner, the hand-over, the
game over, help and pause screens as <screen>_<W>x<H>.png.

The command; its body is tools/assets/screenshots.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.assets.screenshots import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
