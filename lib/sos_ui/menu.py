"""A vertical list of text items with a highlight bar: the title and pause menus,
the crew choice, and the in-game options (actions, words, numbers).

A fixed set of text rows is made once; an item's text is set only when the list
or its scroll window changes, never on a plain cursor step (that only moves
the bar), so stepping through a list allocates nothing."""
import displayio
import vectorio

from sos_core.compat import const
from sos_ui.text import TextRow, palette

ROW = const(12)           # terminalio.FONT line height
PAD = const(3)            # between the frame and the rows
TEXT = const(0xFFFFFF)
DIMMED = const(0x8A98B0)     # greyed, yet 4.5:1 on BOX (tests/test_legibility.py)
BAR = const(0x1E7F8A)
BOX = const(0x0B1E3A)
EDGE = const(0x9FB6D0)
KEPT_ROWS = const(2)      # the kept list's rows (Menu.show's keep)


def rect(colour, width, height, x=0, y=0):
    pal = displayio.Palette(1)
    pal[0] = colour
    return vectorio.Rectangle(pixel_shader=pal, width=width, height=height, x=x, y=y)


class Menu:
    """One Menu serves every list: the screens' menus (Screen.menu_at) and the
    board's option list (App.show_board), never shown at once; move() puts it
    into the group that shows it, at that place's width. `chars`: the longest
    item it can show (the frame may be wider)."""

    def __init__(self, rows, chars):
        self.group = displayio.Group()
        self.parent = None
        self.rows = rows
        self.width = 0
        self.shown_rows = rows
        h = rows * ROW + 2 * PAD
        # vectorio: no bitmap memory, resizable (move, fit)
        self.edge = rect(EDGE, 1, h)
        self.fill = rect(BOX, 1, h - 2, 1, 1)
        self.bar = rect(BAR, 1, ROW, PAD, PAD)
        g = self.group
        g.append(self.edge)
        g.append(self.fill)
        g.append(self.bar)
        # a list longer than its box says so: a thumb on the right edge, its
        # length the share of the items shown, its place where they are
        self.thumb = rect(TEXT, 2, ROW, 0, PAD)
        self.thumb.hidden = True
        g.append(self.thumb)
        # Two text grids: items that can be chosen, and dimmed ones.
        ink = palette(TEXT)
        self.items = TextRow(PAD + 3, PAD, chars, ink, rows)
        self.dimmed = TextRow(PAD + 3, PAD, chars, palette(DIMMED), rows)
        g.append(self.items.grid)
        g.append(self.dimmed.grid)
        # ... and a short third one that keeps a list for its next showing (show's
        # `keep`): the moves' list (End moves, Menu) opens at the start of most
        # turns, between showings of the action list, and rewriting the rows of
        # one over the other cost a press as much as the board's drawing
        self.kept = TextRow(PAD + 3, PAD, chars, ink, KEPT_ROWS)
        self.kept.grid.hidden = True
        g.append(self.kept.grid)
        self.keeping = False                 # the kept grid shows the list
        # per row, the item each row shows (ints: words), the items' grid's rows
        # first, then the kept grid's
        self.shown = [None] * (rows + KEPT_ROWS)
        self.shown_on = bytearray(rows)
        self.used = rows                     # rows from here down are blank
        self.kept_used = KEPT_ROWS
        self.texts = None
        self.enabled = None
        self.n = 0
        self.top = 0
        self.cursor = 0

    def move(self, parent, width):
        """Into Group `parent` (drawn above what it holds), `width` pixels wide."""
        if self.parent is parent:
            return
        if self.parent is not None:
            self.parent.remove(self.group)
        parent.append(self.group)
        self.parent = parent
        self.width = width
        self.edge.width = width
        self.fill.width = width - 2
        self.bar.width = width - 2 * PAD
        self.thumb.x = width - PAD

    def height(self):
        return self.shown_rows * ROW + 2 * PAD

    def show(self, texts, n, cursor=0, enabled=None, keep=False):
        """Show texts[0:n] (a list kept by the caller); enabled: optional
        bytearray, 0 = dimmed. keep: a list shown again and again between
        others (at most KEPT_ROWS items, none dimmed), shown in the grid that
        keeps it."""
        self.texts = texts
        self.enabled = enabled
        self.n = n
        self.top = -1
        keep = keep and n <= KEPT_ROWS and enabled is None
        if keep != self.keeping:
            self.keeping = keep
            self.kept.grid.hidden = not keep
            self.items.grid.hidden = keep
            self.dimmed.grid.hidden = keep
        self.set_cursor(cursor)

    def fit(self, rows):
        """Show only `rows` rows of the box (fewer items than room)."""
        rows = max(1, min(rows, self.rows))
        if rows != self.shown_rows:
            self.shown_rows = rows
            h = rows * ROW + 2 * PAD
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
        self.bar.y = PAD + (i - top) * ROW

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
        # rows below both the old and the new items are blank already: skipped
        end = min(max(self.n - top, 0), self.shown_rows)
        self._thumb(top)                   # (a kept list fits: none, after a long one)
        if self.keeping:                   # the kept grid: no scrolling, no dimming
            base = self.rows
            for r in range(max(end, self.kept_used)):
                text = self.texts[r] if r < end else ""
                if shown[base + r] is not text:
                    shown[base + r] = text
                    self.kept.set(text, 0, r)
            self.kept_used = end
            return
        for r in range(max(end, self.used)):
            i = top + r
            text = self.texts[i] if r < end else ""
            on = i >= self.n or self.enabled is None or self.enabled[i]
            was_on = self.shown_on[r]
            if shown[r] is text and was_on == on:
                continue
            shown[r] = text
            self.shown_on[r] = on
            # a row is drawn in one grid, and blank in the other: that one is
            # cleared only when the row moves between them
            if on:
                self.items.set(text, 0, r)
                if not was_on:
                    self.dimmed.set("", 0, r)
            else:
                self.dimmed.set(text, 0, r)
                if was_on:
                    self.items.set("", 0, r)
        self.used = end

    def _thumb(self, top):
        n = self.n
        rows = self.shown_rows
        t = self.thumb
        t.hidden = n <= rows
        if n > rows:
            track = rows * ROW
            h = max(4, track * rows // n)
            t.height = h
            t.y = PAD + (track - h) * top // (n - rows)
