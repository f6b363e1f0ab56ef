"""Draw the sprite sheets into assets/bitmaps/ (4-bit indexed BMPs), font.bmp
(the built-in font's glyphs, for boards built without terminalio) and
font20.bmp (the 240 px screens' text), both 1-bit.

    python tools/make_bitmaps.py [--out DIR] [--preview DIR]

The layout (which cell holds what) is `lib/sos_sprites.py`; this file only
draws.  Everything is drawn with integer code from the fonts and shapes below
and written by hand as BMP, so the output is byte-for-byte reproducible
whatever the Pillow version; Pillow only makes the enlarged `--preview` PNGs.
"""

import argparse
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]      # sos_sprites uses sos_core's data

import sos_sprites as S  # noqa: E402

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

# --- fonts and glyphs ('#' = ink) ---------------------------------------------

# the small sheet's (160x128): 7 rows, a 10 px strip less the frame's 2 px top
# and 1 px bottom. "1" is 2 px wide so that 10-17 fit the left cell beside the
# mark: 2 + 1 + 4 = 7 px, clear of the frame's side up to the cell's edge.
DIGITS_4X7 = (
    (".##.", "#..#", "#..#", "#..#", "#..#", "#..#", ".##."),
    (".#", "##", ".#", ".#", ".#", ".#", ".#"),
    (".##.", "#..#", "...#", "..#.", ".#..", "#...", "####"),
    ("###.", "...#", "...#", ".##.", "...#", "...#", "###."),
    ("#..#", "#..#", "#..#", "####", "...#", "...#", "...#"),
    ("####", "#...", "###.", "...#", "...#", "#..#", ".##."),
    (".##.", "#...", "#...", "###.", "#..#", "#..#", ".##."),
    ("####", "...#", "...#", "..#.", "..#.", ".#..", ".#.."),
    (".##.", "#..#", "#..#", ".##.", "#..#", "#..#", ".##."),
    (".##.", "#..#", "#..#", ".###", "...#", "...#", ".##."),
)

DIGITS_6X9 = (
    (".####.", "##..##", "##..##", "##..##", "##..##", "##..##", "##..##", "##..##", ".####."),
    ("..##", ".###", "####", "..##", "..##", "..##", "..##", "..##", "..##"),
    (".####.", "##..##", "....##", "...##.", "..##..", ".##...", "##....", "##....", "######"),
    (".####.", "##..##", "....##", "....##", "..###.", "....##", "....##", "##..##", ".####."),
    ("...##.", "..###.", ".####.", "##.##.", "##.##.", "######", "...##.", "...##.", "...##."),
    ("######", "##....", "##....", "#####.", "....##", "....##", "....##", "##..##", ".####."),
    (".####.", "##..##", "##....", "#####.", "##..##", "##..##", "##..##", "##..##", ".####."),
    ("######", "....##", "....##", "...##.", "...##.", "..##..", "..##..", "..##..", "..##.."),
    (".####.", "##..##", "##..##", "##..##", ".####.", "##..##", "##..##", "##..##", ".####."),
    (".####.", "##..##", "##..##", "##..##", ".#####", "....##", "....##", "##..##", ".####."),
)

# the tall sheet's (240x240): the 6x9 glyphs 12 rows tall, rows repeated
_TALL_ROWS = (0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8)


def _taller(rows):
    return tuple(rows[i] for i in _TALL_ROWS)


DIGITS_6X12 = tuple(_taller(d) for d in DIGITS_6X9)

QUESTION_5X7 = (".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#..")
QUESTION_6X9 = (
    ".####.", "##..##", "....##", "...##.", "..##..", "..##..", "......", "..##..", "..##..",
)

QUESTION_6X12 = _taller(QUESTION_6X9)

ANCHOR_5X7 = ("..#..", ".#.#.", "..#..", ".###.", "..#..", "#.#.#", ".###.")
# the small sheet's body symbol's (15 px): the strip's would look lost in it
ANCHOR_7X9 = ("...#...", "..#.#..", "...#...", ".#####.", "...#...", "...#...", "#..#..#",
              ".#.#.#.", "..###..")
# the small sheet's 1st class mark: taller than wide, as a card's diamond
DIAMOND_5X7 = ("..#..", ".###.", ".###.", "#####", ".###.", ".###.", "..#..")
ANCHOR_9X9 = (
    "...###...",
    "...#.#...",
    "...###...",
    ".#######.",
    "....#....",
    "#...#...#",
    "##..#..##",
    ".##.#.##.",
    "..#####..",
)

STAR_7X7 = ("...#...", "..###..", "#######", ".#####.", "..###..", ".##.##.", "##...##")
STAR_11X11 = (
    ".....#.....",
    "....###....",
    "....###....",
    "###########",
    ".#########.",
    "..#######..",
    "...#####...",
    "..#######..",
    "..###.###..",
    ".###...###.",
    ".##.....##.",
)


class Spec:
    """Sizes for one sheet."""

    def __init__(self, name):
        self.name = name
        self.cw, self.ch = S.CELL_SIZE[name]
        self.w = 2 * self.cw  # card width
        small = name == "small"
        tall = name == "tall"       # the large sheet's widths, taller cells: 240x240
        self.digits = DIGITS_4X7 if small else DIGITS_6X12 if tall else DIGITS_6X9
        self.question = QUESTION_5X7 if small else QUESTION_6X12 if tall else QUESTION_6X9
        self.anchor = ANCHOR_5X7 if small else ANCHOR_9X9
        self.body_anchor = ANCHOR_7X9 if small else self.anchor
        self.diamond = DIAMOND_5X7 if small else None   # else a square shape()
        # top of digits / marks inside a strip: centred below the frame's 2 px
        self.glyph_y = 2 + (self.ch - 2 - len(self.digits[0])) // 2 if tall else 2
        self.mark = 5 if small else 9  # class mark / anchor size
        self.mark_y = self.glyph_y + (len(self.digits[0]) - self.mark) // 2
        self.chamfer = 3 if small else 4
        self.shape = 15 if small else 25 if tall else 19  # body symbol size
        self.frame = 2 if small else 3  # frame sides; top 2, bottom 2 (1 for one strip)
        # a lifeboat's sides: its inset grows by num/den a row
        self.boat_slope = (2, 3) if small else (3, 2) if not tall else (10, self.ch - 5)


# --- a tiny indexed canvas ---------------------------------------------------------


class Canvas:
    def __init__(self, w, h, fill=S.SEA):
        self.w = w
        self.h = h
        self.px = bytearray([fill]) * (w * h)

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y * self.w + x] = c

    def get(self, x, y):
        return self.px[y * self.w + x]

    def rect(self, x, y, w, h, c):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, c)

    def glyph(self, x, y, rows, c):
        for dy, row in enumerate(rows):
            for dx, ch in enumerate(row):
                if ch == "#":
                    self.set(x + dx, y + dy, c)

    def shape(self, x, y, size, kind, c):
        """A filled diamond or disc in a size x size box."""
        n = size - 1
        for dy in range(size):
            for dx in range(size):
                u = 2 * dx - n
                v = 2 * dy - n
                if kind == "diamond":
                    inside = abs(u) + abs(v) <= n
                else:
                    inside = u * u + v * v <= size * size - 2
                if inside:
                    self.set(x + dx, y + dy, c)

    def block(self, x, y, w, h):
        out = bytearray()
        for yy in range(y, y + h):
            out += self.px[yy * self.w + x : yy * self.w + x + w]
        return bytes(out)


def glyph_width(rows):
    return len(rows[0])


def number_width(spec, value):
    text = str(value)
    return sum(glyph_width(spec.digits[int(d)]) for d in text) + len(text) - 1


def draw_number(cv, spec, x, y, value, c):
    for d in str(value):
        rows = spec.digits[int(d)]
        cv.glyph(x, y, rows, c)
        x += glyph_width(rows) + 1


# --- cards ----------------------------------------------------------------------


def card_outline(cv, spec, h, fill, line, cut):
    """Card of spec.w x h at (0, 0); corners cut diagonally (`cut` px) or
    rounded by one pixel (cut == 0)."""
    w = spec.w
    cv.rect(0, 0, w, h, fill)
    for x in range(w):
        cv.set(x, 0, line)
        cv.set(x, h - 1, line)
    for y in range(h):
        cv.set(0, y, line)
        cv.set(w - 1, y, line)
    if cut:
        for i in range(cut):
            for j in range(cut - i):
                for (x, y) in ((j, i), (w - 1 - j, i), (j, h - 1 - i), (w - 1 - j, h - 1 - i)):
                    cv.set(x, y, S.SEA)
            for (x, y) in ((cut - i, i), (w - 1 - cut + i, i), (cut - i, h - 1 - i),
                           (w - 1 - cut + i, h - 1 - i)):
                cv.set(x, y, line)
    else:
        for (x, y) in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            cv.set(x, y, S.SEA)


def class_colours(cls):
    """(fill, outline, digits, symbol) of a class."""
    if cls == 0:
        return S.FIRST, S.FIRST_HI, S.WHITE, S.FIRST_HI
    return S.SECOND, S.INK, S.INK, S.SECOND_HI


def draw_card(spec, cls, value, variant):
    """Whole face-up card (strip + body) on a 2 x 3 cell canvas."""
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    fill, line, ink, sym = class_colours(cls)
    card_outline(cv, spec, h, fill, line, spec.chamfer if cls == 0 else 0)
    # value, centred in the left half, but never under a frame or a target's
    # mark (draw_frame: `spec.frame` px a side) nor touching one: a 1 of 10-17
    # that touched it read as cut off
    nw = number_width(spec, value)
    x0 = 2 if spec.name == "small" else 3
    area = spec.cw - x0 - 1
    x = max(x0 + (area - nw + 1) // 2, spec.frame + 1)
    draw_number(cv, spec, x, spec.glyph_y, value, ink)
    # mark in the right half
    m = spec.mark
    mx = spec.cw + 2
    my = spec.mark_y
    kind = "diamond" if cls == 0 else "disc"
    dh = len(spec.digits[0])
    if variant == 0 and kind == "diamond" and spec.diamond:
        cv.glyph(mx, spec.glyph_y + (dh - len(spec.diamond)) // 2, spec.diamond, sym)
    elif variant == 0:
        cv.shape(mx, my, m, kind, sym)
    elif variant == 1:
        cv.glyph(mx, spec.glyph_y + (dh - len(spec.anchor)) // 2, spec.anchor, ink)
    else:
        q = spec.question
        qw = glyph_width(q)
        cv.rect(mx - 1, 1, m + 2, spec.ch - 1, S.RED)
        cv.glyph(mx + (m - qw) // 2, spec.glyph_y, q, S.WHITE)
    # body: the class symbol, with the anchor or '?' inside
    s = spec.shape
    sx = (spec.w - s) // 2
    inner_top = spec.ch
    inner_h = 2 * spec.ch - 1
    sy = inner_top + (inner_h - s) // 2
    cv.shape(sx, sy, s, kind, S.RED if variant == 2 else sym)
    if variant:
        rows = spec.body_anchor if variant == 1 else spec.question
        gx = sx + (s - glyph_width(rows)) // 2
        gy = sy + (s - len(rows)) // 2
        cv.glyph(gx, gy, rows, S.INK if variant == 1 else S.WHITE)
    return cv


def draw_back(spec, count):
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    card_outline(cv, spec, h, S.BACK, S.BACK_HI, 0)
    for y in range(1, h - 1):
        for x in range(1, spec.w - 1):
            if (x + y) % 4 == 0:
                cv.set(x, y, S.BACK_HI)
    if count:
        text = "%d" % count
        tens, units = (int(text[0]), int(text[1])) if len(text) == 2 else (None, int(text))
        y = spec.glyph_y
        dh = len(spec.digits[0])
        if tens is not None:
            rows = spec.digits[tens]
            x = spec.cw - 1 - glyph_width(rows)
            cv.rect(x - 1, y - 1, glyph_width(rows) + 2, dh + 2, S.BACK)
            cv.glyph(x, y, rows, S.WHITE)
        rows = spec.digits[units]
        x = spec.cw + 1
        cv.rect(x - 1, y - 1, glyph_width(rows) + 2, dh + 2, S.BACK)
        cv.glyph(x, y, rows, S.WHITE)
    return cv


def draw_empty(spec):
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    w = spec.w
    for x in range(1, w - 1):
        if x % 3 != 2:
            cv.set(x, 0, S.GREY)
            cv.set(x, h - 1, S.GREY)
    for y in range(1, h - 1):
        if y % 3 != 2:
            cv.set(0, y, S.GREY)
            cv.set(w - 1, y, S.GREY)
    return cv


def draw_frame(spec, rows):
    """Frame `rows` cells tall around a card column (on sea = transparent)."""
    h = rows * spec.ch
    cv = Canvas(spec.w, h)
    t = spec.frame
    # The glyphs of a strip (value, mark) fill its rows 2 .. ch - 2 and its
    # columns t .. w - t - 1: a frame keeps off them, so a framed value reads
    # as it does bare (8 must not read "A"). A one-strip box's bottom edge is
    # therefore one pixel, the strip's last row; a taller frame ends in a body.
    bottom = 1 if rows == 1 else 2
    cv.rect(0, 0, spec.w, 2, S.FRAME)
    cv.rect(0, h - bottom, spec.w, bottom, S.FRAME)
    cv.rect(0, 0, t, h, S.FRAME)
    cv.rect(spec.w - t, 0, t, h, S.FRAME)
    return cv


def draw_ellipsis(spec, cls):
    cv = Canvas(spec.w, spec.ch)
    fill, line, ink, _sym = class_colours(cls)
    card_outline(cv, spec, spec.ch + 4, fill, line, spec.chamfer if cls == 0 else 0)
    d = 2 if spec.name == "small" else 3
    y = spec.glyph_y + (len(spec.digits[0]) - d) // 2
    step = 2 * d + 1 if spec.name == "small" else 2 * d + 2
    x = (spec.w - (3 * d + 2 * (step - d))) // 2
    for i in range(3):
        cv.rect(x + i * step, y, d, d, ink)
    return cv


# --- ship, boats, icons -------------------------------------------------------------


def draw_hull(spec, deck, flooded):
    """Header of deck `deck`: its hull section, number and compartments."""
    cw, ch = spec.cw, spec.ch
    cv = Canvas(2 * cw, ch)
    top = 1
    for y in range(top, ch):
        x0, x1 = 0, 2 * cw - 1
        if deck == 1:  # raked bow
            x0 = (y - top) // 2
        if deck == 6:  # rounded stern
            x1 = 2 * cw - 1 - max(0, y - (ch - 4))
        for x in range(x0, x1 + 1):
            cv.set(x, y, S.RED if y == ch - 1 else S.HULL)
    for x in range(2 * cw):
        if cv.get(x, top) == S.HULL:
            cv.set(x, top, S.GREY)  # deck line
    rows = spec.digits[deck]
    gy = top + 1
    nudge = 1 if deck == 1 and spec.name != "small" else 0    # the small "1" is centred
    cv.glyph((cw - glyph_width(rows)) // 2 + nudge, gy, rows, S.WHITE)
    cap = S.COMPARTMENTS[deck - 1]
    if cap:
        gap = 1 if spec.name == "small" else 2
        bw = (cw - 2 - (cap - 1) * gap) // cap
        used = cap * bw + (cap - 1) * gap
        bx = cw + (cw - used) // 2
        bh = len(rows)
        port = 2 if spec.name == "small" else 3
        for i in range(cap):
            x = bx + i * (bw + gap)
            if i < flooded:  # flooded: a full blue compartment
                cv.rect(x, gy, bw, bh, S.WATER)
            else:  # dry: a white porthole
                cv.rect(x + (bw - port) // 2, gy + (bh - port) // 2, port, port, S.WHITE)
    return cv


def draw_boat(spec, collapsible):
    cw, ch = spec.cw, spec.ch
    w = 2 * cw
    cv = Canvas(w, ch)
    small = spec.name == "small"
    top = 2 if small else 3
    num, den = spec.boat_slope
    for y in range(top, ch - 1):
        inset = 1 + (y - top) * num // den
        for x in range(inset, w - inset):
            edge = x in (inset, w - inset - 1) or y == ch - 2
            cv.set(x, y, S.INK if edge else S.WOOD)
    if collapsible:  # canvas sides
        cv.rect(2, top - 1, w - 4, 2 if small else 3, S.GREY)
    else:  # white gunwale
        cv.rect(1, top, w - 2, 1, S.WHITE)
    return cv


def draw_icon(spec, kind):
    cw, ch = spec.cw, spec.ch
    cv = Canvas(cw, ch)
    small = spec.name == "small"
    if kind == "anchor":
        rows = spec.anchor
        cv.glyph((cw - glyph_width(rows)) // 2, (ch - len(rows)) // 2, rows, S.WHITE)
    elif kind == "action":
        w, h = (7, 10) if small else (9, 12)   # the cell's height; odd: the bar centred
        x = (cw - w) // 2
        cv.rect(x, 0, w, h, S.WHITE)
        cv.rect(x + 1, 1, w - 2, h - 2, S.RED)
        bar = 1 if small else 2
        cx = x + (w - bar) // 2
        cv.rect(cx, 2, bar, h - 6 if small else h - 7, S.WHITE)
        cv.rect(cx, h - 3, bar, 1 if small else 2, S.WHITE)
    elif kind == "score":
        rows = STAR_7X7 if small else STAR_11X11
        cv.glyph((cw - glyph_width(rows)) // 2, (ch - len(rows)) // 2, rows, S.SECOND)
    else:  # page: an open booklet with lines of text
        w = cw - 2
        mid = 1 + w // 2
        for y in range(0, ch - 1):
            for x in range(1, 1 + w):
                line = y % 2 == 1 and 0 < y < ch - 2 and x not in (1, w, mid - 1, mid + 1)
                cv.set(x, y, S.GREY if x == mid or line else S.WHITE)
    return cv


# --- the sheet ---------------------------------------------------------------------------


class Sheet:
    def __init__(self, spec):
        self.spec = spec
        self.cells = {}
        self.canvas = Canvas(S.SHEET_COLS * spec.cw, S.SHEET_ROWS * spec.ch)

    def put(self, index, cv, col, row):
        """Cell `index` = cell (col, row) of canvas `cv`; a cell drawn twice
        must come out the same (left and right halves are shared)."""
        cw, ch = self.spec.cw, self.spec.ch
        data = cv.block(col * cw, row * ch, cw, ch)
        old = self.cells.get(index)
        if old is not None and old != data:
            raise ValueError("cell %d drawn two ways in %s" % (index, self.spec.name))
        self.cells[index] = data

    def put_pair(self, index, cv, row=0):
        self.put(index, cv, 0, row)
        self.put(index + 1, cv, 1, row)

    def build(self):
        sp = self.spec
        self.put(S.BLANK, Canvas(sp.cw, sp.ch), 0, 0)
        for cls in (0, 1):
            top = 13 if cls == 0 else 17
            for value in range(1, top + 1):
                for variant in (0, 1, 2):
                    card = value | (cls << 6) | ((0x20, 0x20, 0x80)[variant] if variant else 0)
                    cv = draw_card(sp, cls, value, variant)
                    self.put(S.strip_left(card), cv, 0, 0)
                    self.put(S.strip_right(card), cv, 1, 0)
                    b = S.body(card)
                    for i in range(4):
                        self.put(b + i, cv, i % 2, 1 + i // 2)
        for count in range(100):
            cv = draw_back(sp, count)
            if count >= 10:
                self.put(S.BACK_TENS + count // 10, cv, 0, 0)
            if count:
                self.put(S.BACK_UNITS + count % 10, cv, 1, 0)
            else:
                self.put(S.BACK_TENS, cv, 0, 0)
                self.put(S.BACK_RIGHT, cv, 1, 0)
                for i in range(4):
                    self.put(S.BACK_BODY + i, cv, i % 2, 1 + i // 2)
        cv = draw_empty(sp)
        self.put_pair(S.EMPTY, cv)
        for i in range(4):
            self.put(S.EMPTY + 2 + i, cv, i % 2, 1 + i // 2)
        self.put_pair(S.FRAME_BOX, draw_frame(sp, 1))
        cv = draw_frame(sp, 3)
        self.put_pair(S.FRAME_TOP, cv, 0)
        self.put_pair(S.FRAME_MID, cv, 1)
        self.put_pair(S.FRAME_BOTTOM, cv, 2)
        for cls in (0, 1):
            self.put_pair(S.ELLIPSIS + 2 * cls, draw_ellipsis(sp, cls))
        for deck in range(1, 7):
            for flooded in range(S.COMPARTMENTS[deck - 1] + 1):
                cv = draw_hull(sp, deck, flooded)
                self.put(S.HULL_DECK + deck - 1, cv, 0, 0)
                self.put(S.hull_flood(deck, flooded), cv, 1, 0)
        self.put_pair(S.BOAT_HEADER, draw_boat(sp, True))
        self.put_pair(S.LIFEBOAT, draw_boat(sp, False))
        for index, kind in ((S.ICON_ANCHOR, "anchor"), (S.ICON_ACTION, "action"),
                            (S.ICON_SCORE, "score"), (S.ICON_PAGE, "page")):
            self.put(index, draw_icon(sp, kind), 0, 0)
        missing = [i for i in range(S.CELL_COUNT) if i not in self.cells]
        if missing:
            raise ValueError("cells not drawn: %r" % missing)
        cw, ch = sp.cw, sp.ch
        for index, data in self.cells.items():
            x0 = (index % S.SHEET_COLS) * cw
            y0 = (index // S.SHEET_COLS) * ch
            for y in range(ch):
                row = y0 + y
                self.canvas.px[row * self.canvas.w + x0 : row * self.canvas.w + x0 + cw] = data[
                    y * cw : (y + 1) * cw
                ]
        return self.canvas


# --- output ----------------------------------------------------------------------------


def bmp(canvas, palette, bits=4):
    """An indexed BMP of `bits` (4: a sheet; 1: a font's glyphs, loaded into a
    1-bit Bitmap, an eighth of a byte a pixel) with BITMAPINFOHEADER, bottom-up
    rows, the leftmost pixel in a byte's high bits."""
    w, h = canvas.w, canvas.h
    stride = ((w * bits + 31) // 32) * 4
    pixels = bytearray()
    for y in range(h - 1, -1, -1):
        packed = bytearray(stride)
        for x in range(w):
            packed[x * bits // 8] |= canvas.px[y * w + x] << (8 - bits - x * bits % 8)
        pixels += packed
    colours = b"".join(struct.pack("<BBBB", c & 0xFF, (c >> 8) & 0xFF, c >> 16, 0)
                       for c in palette)
    offset = 14 + 40 + len(colours)
    header = struct.pack("<2sIHHI", b"BM", offset + len(pixels), 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, bits, 0, len(pixels), 2835, 2835,
                       len(palette), 0)
    return header + info + colours + bytes(pixels)


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
    desktop = os.path.join(ROOT, "tools", "desktop")
    if desktop not in sys.path:
        sys.path.insert(0, desktop)
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


def pcf_glyphs(path):
    """{code: rows of bits (MSB first), ...}, width, height of a PCF font with
    one cell size (Terminus): its metrics, bitmaps and encodings tables."""
    import gzip

    with gzip.open(path) if path.endswith(".gz") else open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x01fcp":
        raise ValueError(path + ": not a PCF font")
    count = struct.unpack_from("<I", data, 4)[0]
    tables = {}
    for i in range(count):
        kind, fmt, size, offset = struct.unpack_from("<IIII", data, 8 + 16 * i)
        tables[kind] = (fmt, offset)

    def head(kind):
        fmt, offset = tables[kind]
        fmt2 = struct.unpack_from("<I", data, offset)[0]
        return fmt2, offset + 4, ">" if fmt2 & 4 else "<"

    fmt, at, e = head(1 << 2)                          # PCF_METRICS
    if fmt & 0x100:                                    # compressed: 5 bytes each
        n = struct.unpack_from(e + "H", data, at)[0]
        metrics = [tuple(b - 0x80 for b in data[at + 2 + 5 * i: at + 7 + 5 * i])
                   for i in range(n)]
    else:
        n = struct.unpack_from(e + "I", data, at)[0]
        metrics = [struct.unpack_from(e + "hhhhhH", data, at + 4 + 12 * i)[:5]
                   for i in range(n)]
    fmt, at, e = head(1 << 3)                          # PCF_BITMAPS
    n = struct.unpack_from(e + "I", data, at)[0]
    offsets = struct.unpack_from(e + "%dI" % n, data, at + 4)
    pad = 1 << (fmt & 3)
    bits = at + 4 + 4 * n + 16
    msbit = bool(fmt & 8)
    fmt, at, e = head(1 << 5)                          # PCF_BDF_ENCODINGS
    c1, c2, r1, r2, _default = struct.unpack_from(e + "hhhhh", data, at)
    cols = c2 - c1 + 1
    glyphs = {}
    width = height = 0
    for code in range(256):
        row, col = code >> 8, code & 255
        if not (r1 <= row <= r2 and c1 <= col <= c2):
            continue
        k = (row - r1) * cols + col - c1
        g = struct.unpack_from(e + "H", data, at + 10 + 2 * k)[0]
        if g == 0xFFFF:
            continue
        left, right, _adv, ascent, descent = metrics[g]
        w, h = right - left, ascent + descent
        stride = ((w + 7) // 8 + pad - 1) // pad * pad
        rows = []
        for y in range(h):
            v = 0
            for x in range(w):
                b = data[bits + offsets[g] + y * stride + x // 8]
                on = (b >> (7 - x % 8)) & 1 if msbit else (b >> (x % 8)) & 1
                v |= on << (w - 1 - x)
            rows.append(v)
        glyphs[code] = rows
        width, height = max(width, w), max(height, h)
    return glyphs, width, height


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

if __name__ == "__main__":
    main()
