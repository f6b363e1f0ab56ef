"""Text as tiles of the board's built-in font: one TileGrid a text row, over
`terminalio.FONT.bitmap` (6x12 cells, printable ASCII first: tile = code - 32).

Why not adafruit_display_text: a Label lays its text out in Python, character by
character, and makes a new Bitmap when the width changes; dozens of them cost
more heap than the whole rules core, and each text change costs a board many
milliseconds. A row of font tiles costs one byte a character (the font's pixels
stay in flash), and setting a text only writes the tiles that changed, so the
display redraws only those. Rows have a fixed width in characters; a longer
text is cut."""
import displayio
import terminalio

FONT_W = 6
FONT_H = 12
_SPACE = 32


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


class TextRow:
    """`rows` lines of `chars` characters at pixel (x, y) (top left) in palette
    `pal`: one TileGrid, so a page of text is one object."""

    def __init__(self, x, y, chars, pal, rows=1):
        self.grid = displayio.TileGrid(terminalio.FONT.bitmap, pixel_shader=pal, width=chars,
                                       height=rows, tile_width=FONT_W, tile_height=FONT_H,
                                       default_tile=0, x=x, y=y)
        self.chars = chars
        self.used = bytearray(rows)    # per row: tiles from its start that may be non-blank

    def set(self, text, at=0, row=0):
        """Show `text` from character `at` of `row`; the rest of the row blank."""
        g = self.grid
        o = row * self.chars
        n = len(text)
        if n > self.chars - at:
            n = self.chars - at
        for i in range(o, o + at):
            if g[i]:
                g[i] = 0
        for i in range(n):
            t = ord(text[i]) - _SPACE
            if g[o + at + i] != t:
                g[o + at + i] = t
        end = at + n
        for i in range(o + end, o + self.used[row]):
            if g[i]:
                g[i] = 0
        self.used[row] = end

    def centre(self, text, row=0):
        n = len(text)
        self.set(text, (self.chars - n) // 2 if n < self.chars else 0, row)

    def number(self, value, at=0, row=0):
        """Show a whole number >= 0 without building a string."""
        g = self.grid
        o = row * self.chars
        digits = 1
        v = value
        while v >= 10:
            v //= 10
            digits += 1
        for i in range(o, o + at):
            if g[i]:
                g[i] = 0
        v = value
        for i in range(o + at + digits - 1, o + at - 1, -1):
            t = 16 + v % 10                # '0' is tile 16
            if g[i] != t:
                g[i] = t
            v //= 10
        for i in range(o + at + digits, o + self.used[row]):
            if g[i]:
                g[i] = 0
        self.used[row] = at + digits

    def row_text(self, row=0):
        """What a row shows, without the blank margins (tests, debugging)."""
        g = self.grid
        o = row * self.chars
        return "".join(chr(_SPACE + g[o + i]) for i in range(self.used[row])).strip()

    @property
    def text(self):
        return self.row_text(0)

    @property
    def colour(self):
        return self.grid.pixel_shader[1]

    @property
    def hidden(self):
        return self.grid.hidden

    @hidden.setter
    def hidden(self, value):
        if self.grid.hidden != value:
            self.grid.hidden = value
