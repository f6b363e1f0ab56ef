#!/usr/bin/env python3
"""Draw the sprite sheets into assets/bitmaps/ (4-bit indexed BMPs), font.bmp
(the built-in font's glyphs, for boards built without terminalio) and
font20.bmp (the 240 px screens' text), both 1-bit.

The command; its body is tools/assets/make_bitmaps.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.assets.make_bitmaps import main  # noqa: E402

if __name__ == "__main__":
    main()
