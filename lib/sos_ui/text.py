"""Text as tiles of a font: one TileGrid a text row. On 160 px screens the
board's built-in font, `terminalio.FONT.bitmap` (6x12 cells, printable ASCII
first: tile = code - 32), or on a build without terminalio the same glyphs from
our own font.bmp; on 240 px screens font20.bmp's 9x20 cells (use()): text 1.9 mm
tall on the CLUE's and the Feather's glass, as 6x12 is on the PyGamer's, and 26
characters a row on all three.

Why not adafruit_display_text: a Label lays its text out in Python, character by
character, and makes a new Bitmap when the width changes; dozens of them cost
more heap than the whole rules core, and each text change costs a board many
milliseconds. A row of font tiles costs one byte a character (the font's pixels
stay in flash), and setting a text only writes the tiles that changed, so the
display redraws only those. Rows have a fixed width in characters; a longer
text is cut."""
from array import array

import displayio

from sos_core.compat import const
from sos_core.layout import PH_ACTION, PH_PLACE
from sos_ui import words as W

SMALL_W = const(6)     # the 6x12 font's cell (TextRow's `small`: the board's figures)
SMALL_H = const(12)
# the screen's font's cell: read when a row is made (use() sets them before the first)
FONT_W = 6
FONT_H = 12
_SPACE = const(32)
_ZERO = const(16)      # the tile of "0" (48 - _SPACE)
_NONE = const(0xFFFF)  # TextRow.meta[2 * r]: no words number shown
NUM = const(0x4000)    # an int text >= NUM shows the number (text - NUM)
OWNED = const(0x2000)  # OWNED + (player << 10) + words number: "P<player+1> <words>"


# The texts live in /assets/words.bin (tools/make_words.py), beside /lib on the
# drive: read one at a time into _BUF when shown, so the heap holds none of them.
# Found from this module's path (/lib/sos_ui/text.mpy on a board; the repo on a
# PC); a build without __file__ uses the board's path.
ASSETS = globals().get("__file__", "/lib/sos_ui/t").replace("\\", "/").rsplit("/", 3)[0] \
    + "/assets/"            # the drive's /assets (sos_ui.challenge reads there too)
_PATH = ASSETS + "words.bin"

try:
    from terminalio import FONT as _FONT
    GLYPHS = _FONT.bitmap      # in flash on a board
except ImportError:
    # CircuitPython builds some boards without terminalio (the PyBadge's ja, ko and
    # ru translations): the same glyphs from our own strip (tools/make_bitmaps.py),
    # 16 a row, as a 3.4 KB Bitmap in RAM.
    print("sos: no terminalio in this CircuitPython: text from /assets/bitmaps/font.bmp")
    from sos_sprites import load as _load

    GLYPHS = _load(ASSETS + "bitmaps/", "font")[0]
SMALL = GLYPHS
_BIG = None                # font20's glyphs, once loaded


def use(font):
    """The screen's font (Layout.font): "font" (the 6x12 above) or "font20"
    (9x20 from /assets/bitmaps/font20.bmp, a 2.4 KB 1-bit Bitmap). Called
    before the first TextRow is made."""
    global GLYPHS, FONT_W, FONT_H, _BIG
    if font != "font20":               # (a desktop makes Apps of both sizes)
        GLYPHS, FONT_W, FONT_H = SMALL, SMALL_W, SMALL_H
        return
    if _BIG is None:
        from sos_sprites import load

        _BIG = load(ASSETS + "bitmaps/", font)[0]
    GLYPHS, FONT_W, FONT_H = _BIG, 9, 20
_RECORD = const(40)       # a text's record (tools/make_words.py): <= 39 characters, length
_BUF = bytearray(_RECORD)  # the text being read, from its start
_file = None
# words.bin checked once, as fetch() needs it: a record for every text of
# sos_ui.words, none longer than its record (it would read past _BUF). One
# missing, cut short or garbled raises OSError(its path, why), which code.py
# says in one line (sos_boards.unknown.damaged), not a traceback or garbage later.
try:
    _file = open(_PATH, "rb")
except OSError:
    pass
if _file is None:                      # (raised here: no chained traceback)
    raise OSError(_PATH, "missing")
_n = _file.seek(0, 2) - _RECORD * W.N_WORDS
if _n:
    raise OSError(_PATH, "short" if _n < 0 else "corrupt")
_file.seek(0)
for _n in range(W.N_WORDS):
    _file.readinto(_BUF)
    if _BUF[_RECORD - 1] >= _RECORD:
        raise OSError(_PATH, "corrupt")


def fetch(i):
    """Read text i into _BUF; return its length. Allocates nothing (one seek,
    one readinto of the file opened above)."""
    f = _file
    f.seek(_RECORD * i)
    f.readinto(_BUF)
    return _BUF[_RECORD - 1]


# The texts written on most decision presses, kept in the heap (~270 B) so that
# writing one needs no file read: the prompts of the phases most presses go
# between (the action's, a drawn passenger's; the moves' is W.END_PROMPT's)
# and the option list's words (End moves, Pass, Rescue, < Back, Menu, the moves'
# prompts, the action cards' names: W.WORD up to W.ACTION_CODE). A cache of the
# file: any texts would be correct.
_HOT_END = W.ACTION_CODE
_HOT_SLOT = bytearray(b"\xff" * _HOT_END)       # text i is slot _HOT_SLOT[i] (255: none)
_HOT_AT = array("H", [0] * (PH_PLACE + 2 + _HOT_END - W.WORD))   # slot k: _HOT_AT[k] on
_k = 0
for _r in (range(W.PHASE_PROMPT + PH_ACTION, W.PHASE_PROMPT + PH_PLACE + 1),
           range(W.WORD, _HOT_END)):
    for _i in _r:
        _HOT_SLOT[_i] = _k
        _HOT_AT[_k + 1] = _HOT_AT[_k] + fetch(_i)
        _k += 1
_HOT_TEXT = bytearray(_HOT_AT[_k])
for _i in range(_HOT_END):
    if _HOT_SLOT[_i] != 255:
        for _k in range(fetch(_i)):
            _HOT_TEXT[_HOT_AT[_HOT_SLOT[_i]] + _k] = _BUF[_k]
del _r, _i, _k, _n


def say(i):
    """Text i as a str (allocates: for menus built once, not for every press)."""
    if OWNED <= i < NUM:
        return "P%d " % (((i - OWNED) >> 10) + 1) + say((i - OWNED) & 1023)
    return bytes(_BUF[:fetch(i)]).decode()


class Line:
    """A text put together from words, numbers and strings, allocating nothing:
    `LINE.clear().word(W.PAGE).num(3)` then `row.set(LINE)`."""

    def __init__(self, size=48):
        self.buf = bytearray(size)
        self.n = 0

    def clear(self):
        self.n = 0
        return self

    def word(self, i):
        t = _BUF
        b = self.buf
        n = self.n
        for k in range(fetch(i)):
            if n < len(b):
                b[n] = t[k]
                n += 1
        self.n = n
        return self

    def num(self, v):
        digits = 1
        x = v
        while x >= 10:
            x //= 10
            digits += 1
        b = self.buf
        end = self.n + digits
        if end > len(b):
            return self
        for k in range(end - 1, self.n - 1, -1):
            b[k] = 48 + v % 10
            v //= 10
        self.n = end
        return self

    def str(self, s):
        """Append a str, or bytes (b"..." literals allocate nothing to read)."""
        b = self.buf
        n = self.n
        raw = not isinstance(s, str)
        for k in range(len(s)):
            if n < len(b):
                b[n] = s[k] if raw else ord(s[k])
                n += 1
        self.n = n
        return self


LINE = Line()          # the UI's scratch line: composed, then set at once
_OWN = Line(32)        # where an OWNED text is spelled out


def _owned(text):
    v = text - OWNED
    return _OWN.clear().str(b"P").num((v >> 10) + 1).str(b" ").word(v & 1023)


def palette(colour, background=None):
    """A 2-colour palette for text rows: ink `colour` on `background` (None:
    transparent). Rows sharing a colour can share one."""
    pal = displayio.Palette(2)
    pal[1] = colour
    if background is None:
        pal.make_transparent(0)
    else:
        pal[0] = background
    return pal


def length(text):
    """Characters in a text (str, Line, words number)."""
    if isinstance(text, int):
        if OWNED <= text < NUM:
            return _owned(text).n
        if text >= NUM:
            v = text - NUM
            n = 1
            while v >= 10:
                v //= 10
                n += 1
            return n
        if text < _HOT_END and _HOT_SLOT[text] != 255:     # (no file read)
            k = _HOT_SLOT[text]
            return _HOT_AT[k + 1] - _HOT_AT[k]
        return fetch(text)
    if isinstance(text, Line):
        return text.n
    return len(text)


class TextRow:
    """`rows` lines of `chars` characters at pixel (x, y) (top left) in palette
    `pal`: one TileGrid, so a page of text is one object. `small`: in the 6x12
    font whatever the screen's (figures beside the board's icons)."""

    def __init__(self, x, y, chars, pal, rows=1, small=False):
        if small:
            self.grid = displayio.TileGrid(SMALL, pixel_shader=pal, width=chars, height=rows,
                                           tile_width=SMALL_W, tile_height=SMALL_H,
                                           default_tile=0, x=x, y=y)
        else:
            self.grid = displayio.TileGrid(GLYPHS, pixel_shader=pal, width=chars, height=rows,
                                           tile_width=FONT_W, tile_height=FONT_H,
                                           default_tile=0, x=x, y=y)
        self.chars = chars
        # per row r: meta[2r] the words shown, and where (_NONE: other text);
        # meta[2r + 1] the tiles from its start that may be non-blank
        self.meta = array("H", [_NONE, 0] * rows)

    def set(self, text, start=0, row=0):
        """Show `text` from character `start` of `row`; the rest of the row blank.
        `text`: a str, a Line, a words number, NUM + a number, or an OWNED text."""
        kind = 0                               # data: words (new here), a Line, a str
        if isinstance(text, int) and text < OWNED:         # words, most texts
            key = text | start << 10           # words numbers are < 1024 (make_words)
            if self.meta[2 * row] == key:       # the same words at the same place
                return
            self.meta[2 * row] = key
            if text < _HOT_END and _HOT_SLOT[text] != 255:
                k = _HOT_SLOT[text]
                a = _HOT_AT[k]
                n = _HOT_AT[k + 1] - a
                data = _HOT_TEXT
            else:
                a = 0
                data = _BUF
                n = fetch(text)
        else:
            if isinstance(text, int):
                if text >= NUM:
                    self.number(text - NUM, start, row)
                    return
                text = _owned(text)            # "P2 ...": a Line
            self.meta[2 * row] = _NONE
            if isinstance(text, Line):
                data = text.buf
                n = text.n
                kind = 1
            else:                              # a str (set-up, Smith's "P1 Lowe")
                data = text
                n = len(text)
                kind = 2
        grid = self.grid
        o = row * self.chars
        if n > self.chars - start:
            n = self.chars - start
        # blanks before, the text, blanks to the old end, each its own loop (no
        # test of which part a character is in). A tile is written only where
        # it changes, read from the grid itself (C on a board; a copy of the
        # tiles cost 1.6 KB), but for words new to the row: most of their tiles
        # change, and a TileGrid redraws one rectangle around all it changed,
        # so a test would save little of the display's work and cost a quarter
        # of the loop's
        end = o + start + n
        for i in range(o, o + start):
            if grid[i]:
                grid[i] = 0
        i = o + start
        if kind == 0:
            for k in range(a, a + n):
                grid[i] = data[k] - _SPACE
                i += 1
        elif kind == 1:
            for k in range(n):
                t = data[k] - _SPACE
                if grid[i] != t:
                    grid[i] = t
                i += 1
        else:
            for k in range(n):
                t = ord(data[k]) - _SPACE
                if grid[i] != t:
                    grid[i] = t
                i += 1
        for i in range(end, o + self.meta[2 * row + 1]):    # the old text's end,
            grid[i] = 0                # all within the rectangle it showed
        self.meta[2 * row + 1] = start + n

    def centre(self, text, row=0):
        n = length(text)
        self.set(text, (self.chars - n) // 2 if n < self.chars else 0, row)

    def number(self, value, start=0, row=0):
        """Show a whole number >= 0 from character `start` of `row`, the rest
        of the row blank, as set() shows its digits (cut on the right where
        the row ends). Its digits go straight to the tiles, last first: the
        board's counts change on most decision presses."""
        digits = 1
        x = value
        while x >= 10:
            x //= 10
            digits += 1
        n = self.chars - start
        if n > digits:
            n = digits
        for _ in range(digits - n):            # the digits that do not fit
            value //= 10
        grid = self.grid
        meta = self.meta
        o = row * self.chars
        meta[2 * row] = _NONE
        for i in range(o, o + start):
            if grid[i]:
                grid[i] = 0
        end = o + start + n
        for i in range(end - 1, end - 1 - n, -1):
            t = _ZERO + value % 10
            if grid[i] != t:
                grid[i] = t
            value //= 10
        for i in range(end, o + meta[2 * row + 1]):     # the old text's end
            grid[i] = 0
        meta[2 * row + 1] = start + n

    @property
    def hidden(self):
        return self.grid.hidden

    @hidden.setter
    def hidden(self, value):
        if self.grid.hidden != value:
            self.grid.hidden = value
