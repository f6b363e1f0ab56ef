"""A vertical list of text items with a highlight bar: the title and pause menus,
the crew choice, and the in-game options (actions, words, numbers).

A fixed set of text rows is made once; an item's text is set only when the list
or its scroll window changes, never on a plain cursor step (that only moves
the bar), so stepping through a list allocates nothing."""
import displayio
import vectorio

from sos_ui.text import FONT_W, NUM, TextRow, palette, say

ROW = 12           # terminalio.FONT line height
TEXT = 0xFFFFFF
DIMMED = 0x6A7890
BAR = 0x1E7F8A
BOX = 0x0B1E3A
EDGE = 0x9FB6D0


def rect(colour, width, height, x=0, y=0):
    pal = displayio.Palette(1)
    pal[0] = colour
    return vectorio.Rectangle(pixel_shader=pal, width=width, height=height, x=x, y=y)


class Menu:
    def __init__(self, x, y, width, rows, framed=True):
        self.group = displayio.Group(x=x, y=y)
        self.rows = rows
        self.width = width
        self.pad = 3 if framed else 0
        self.shown_rows = rows
        self.edge = self.fill = None
        if framed:                       # vectorio: no bitmap memory, resizable
            self.edge = rect(EDGE, width, self.height())
            self.fill = rect(BOX, width - 2, self.height() - 2, 1, 1)
            self.group.append(self.edge)
            self.group.append(self.fill)
        self.bar = rect(BAR, width - 2 * self.pad, ROW, self.pad, self.pad)
        self.group.append(self.bar)
        # Two text grids: items that can be chosen, and dimmed ones.
        chars = (width - 2 * self.pad - 3) // FONT_W
        self.items = TextRow(self.pad + 3, self.pad, chars, palette(TEXT), rows)
        self.dimmed = TextRow(self.pad + 3, self.pad, chars, palette(DIMMED), rows)
        self.group.append(self.items.grid)
        self.group.append(self.dimmed.grid)
        self.shown = [None] * rows           # the item each row shows (ints: words)
        self.shown_on = bytearray(rows)
        self.texts = None
        self.enabled = None
        self.n = 0
        self.top = 0
        self.cursor = 0

    def height(self):
        return self.shown_rows * ROW + 2 * self.pad

    def show(self, texts, n, cursor=0, enabled=None):
        """Show texts[0:n] (a list kept by the caller); enabled: optional
        bytearray, 0 = dimmed."""
        self.texts = texts
        self.enabled = enabled
        self.n = n
        self.top = -1
        self.set_cursor(cursor)

    def fit(self, rows):
        """Show only `rows` rows of the box (fewer items than room)."""
        rows = max(1, min(rows, self.rows))
        if rows != self.shown_rows and self.edge is not None:
            self.shown_rows = rows
            h = rows * ROW + 2 * self.pad
            self.edge.height = h
            self.fill.height = h - 2

    def set_cursor(self, i):
        if self.n == 0:
            self.bar.hidden = True
            self._fill(0)
            return
        self.bar.hidden = False
        self.cursor = i
        top = self.top
        if top < 0 or i < top:
            top = i if top >= 0 else max(0, min(i, self.n - self.shown_rows))
        elif i >= top + self.shown_rows:
            top = i - self.shown_rows + 1
        if top != self.top:
            self._fill(top)
        self.bar.y = self.pad + (i - top) * ROW

    def refill(self):
        """Texts changed under the same count (a value item): redraw them."""
        t = self.top
        self.top = -1
        self._fill(t)

    def _fill(self, top):
        """Show the items from `top`; a row is rewritten only when its item or
        its dimming changed (the option list changes a few rows per press)."""
        self.top = top
        shown = self.shown
        for r in range(self.rows):
            i = top + r
            text = self.texts[i] if i < self.n and r < self.shown_rows else ""
            on = i >= self.n or self.enabled is None or self.enabled[i]
            if shown[r] is text and self.shown_on[r] == on:
                continue
            shown[r] = text
            self.shown_on[r] = on
            self.items.set(text if on else "", 0, r)
            self.dimmed.set("" if on else text, 0, r)

    def text_of(self, i):
        """Item i as a str (tests; allocates)."""
        item = self.texts[i]
        if isinstance(item, int):
            return str(item - NUM) if item >= NUM else say(item)
        return item

    def is_dimmed(self, r):
        return bool(self.dimmed.row_text(r))
