"""Draw the sprite sheets into assets/bitmaps/ (4-bit indexed BMPs), font.bmp
(the built-in font's glyphs, for boards built without terminalio) and
font20.bmp (the 240 px screens' text), both 1-bit.

    python tools/make_bitmaps.py [--out DIR] [--preview DIR]

The layout (which cell holds what) is `lib/sos_sprites.py`; the drawing is
tools/assets/bitmaps/ (the pixel art as data in its glyphs.txt). Everything is drawn
with integer code and written by hand as BMP, so the output is byte-for-byte
reproducible whatever the Pillow version; Pillow only makes the enlarged
`--preview` PNGs. This file holds the colours and writes the files.
"""

import argparse
import os

import sos_sprites as S

from tools import _paths
from tools.assets.bitmaps.bmp import bmp
from tools.assets.bitmaps.cards import class_colours, draw_card, draw_frame
from tools.assets.bitmaps.fonts import TER_U20, font20_canvas, font_canvas
from tools.assets.bitmaps.sheet import Sheet
from tools.assets.bitmaps.spec import Spec

ROOT = str(_paths.ROOT)

# the names tests/test_legibility.py and tests/test_bitmaps.py read from here
__all__ = ["COLOURS", "PALETTE", "TER_U20", "Spec", "build", "class_colours",
           "draw_card", "draw_frame", "main"]

COLOURS = {
    S.SEA: 0x0A2540,
    S.INK: 0x101010,
    S.WHITE: 0xFFFFFF,
    S.FIRST: 0x5B2A8E,
    S.FIRST_HI: 0xD7BCF7,
    S.SECOND: 0xFFE27A,
    S.SECOND_HI: 0xB57A00,
    S.BACK: 0x234E8C,
    S.BACK_HI: 0x5F8FD0,
    S.GREY: 0x8C96A5,
    S.WATER: 0x36A9F0,
    S.HULL: 0x2A2D33,
    S.FRAME: 0x00F0C8,
    S.RED: 0xD8321E,
    S.DIM: 0x4A5568,
    S.WOOD: 0xB9822F,
}
PALETTE = [COLOURS[i] for i in range(16)]
FONT_PALETTE = [0x000000, 0xFFFFFF]


def build(name):
    """Return the BMP bytes of sheet `name`."""
    return bmp(Sheet(Spec(name)).build(), PALETTE)


def preview(canvas, path, scale=4):
    from PIL import Image

    im = Image.frombytes("P", (canvas.w, canvas.h), bytes(canvas.px))
    flat = []
    for c in PALETTE:
        flat += [c >> 16, (c >> 8) & 0xFF, c & 0xFF]
    im.putpalette(flat)
    im = im.resize((canvas.w * scale, canvas.h * scale), Image.NEAREST)
    im.save(path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "assets", "bitmaps"))
    ap.add_argument("--preview", help="also write enlarged PNGs into this directory")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for name in ("small", "large", "tall"):
        sheet = Sheet(Spec(name))
        canvas = sheet.build()
        data = bmp(canvas, PALETTE)
        with open(os.path.join(args.out, name + ".bmp"), "wb") as f:
            f.write(data)
        if args.preview:
            os.makedirs(args.preview, exist_ok=True)
            preview(canvas, os.path.join(args.preview, name + "_sheet.png"))
        print("%s.bmp: %dx%d, %d bytes" % (name, canvas.w, canvas.h, len(data)))
    fonts = [("font", font_canvas)]
    if os.path.exists(TER_U20):
        fonts.append(("font20", font20_canvas))
    else:                   # the committed font20.bmp stays as it is
        print("font20.bmp: kept (%s missing: apt install xfonts-terminus)" % TER_U20)
    for name, make in fonts:
        canvas = make()
        data = bmp(canvas, FONT_PALETTE, 1)
        with open(os.path.join(args.out, name + ".bmp"), "wb") as f:
            f.write(data)
        print("%s.bmp: %dx%d, %d bytes" % (name, canvas.w, canvas.h, len(data)))
