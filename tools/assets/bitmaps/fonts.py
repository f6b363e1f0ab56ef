"""The fonts' glyph sheets: font.bmp (the built-in terminalio font, for boards
built without it) and font20.bmp (Terminus 10x20, the 240 px screens' text)."""

import os

from tools.assets.bitmaps.canvas import Canvas
from tools.assets.bitmaps.pcf import pcf_glyphs

# font.bmp / font20.bmp: glyphs a row. sos_ui.text's TileGrid takes any sheet
# width; 16 a row keeps the sheets' own check (sos_sprites.load).
FONT_COLS = 16
FONT_FIRST = 32          # the glyph of tile 0: space; printable ASCII follows
FONT_COUNT = 96          # 32..127 (127 blank)
# font20.bmp: Terminus ter-u20n (SIL OFL 1.1, as ter-u12n), Debian's xfonts-terminus
TER_U20 = "/usr/share/fonts/X11/misc/ter-u20n_iso-8859-1.pcf.gz"
FONT20_W = 9             # ter-u20n's 10x20 cells, the blank right column cut off:
#                          26 characters on 240 px, as many as 6x12 on 160 px


def font_canvas():
    """The desktop's terminalio glyphs (tools/desktop/terminalio.py: Terminus
    ter-u12n, CircuitPython's own built-in font, SIL OFL 1.1), 6x12 cells from
    code 32, FONT_COLS a row, ink 1 on 0: what sos_ui.text draws from on a
    board built without terminalio."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    import terminalio

    src = terminalio.FONT.bitmap
    w, h = terminalio.FONT.get_bounding_box()[:2]
    n = src.width // w
    canvas = Canvas(FONT_COLS * w, (n + FONT_COLS - 1) // FONT_COLS * h, fill=0)
    for i in range(n):
        x0, y0 = (i % FONT_COLS) * w, (i // FONT_COLS) * h
        for y in range(h):
            for x in range(w):
                canvas.set(x0 + x, y0 + y, src[i * w + x, y])
    return canvas


def font20_canvas(path=TER_U20):
    """Terminus ter-u20n's printable ASCII, 9x20 cells (its 10 px cut to 9: the
    glyphs leave their last column blank; checked), FONT_COLS a row, ink 1 on 0:
    the text of the 240 px screens."""
    glyphs, w, h = pcf_glyphs(path)
    canvas = Canvas(FONT_COLS * FONT20_W, FONT_COUNT // FONT_COLS * h, fill=0)
    for i in range(FONT_COUNT):
        rows = glyphs.get(FONT_FIRST + i) if FONT_FIRST + i < 127 else None
        if rows is None:
            continue
        x0, y0 = (i % FONT_COLS) * FONT20_W, (i // FONT_COLS) * h
        for y, v in enumerate(rows):
            if v & ((1 << (w - FONT20_W)) - 1):
                raise ValueError("glyph %d uses the column cut off" % (FONT_FIRST + i))
            for x in range(FONT20_W):
                canvas.set(x0 + x, y0 + y, (v >> (w - 1 - x)) & 1)
    return canvas
