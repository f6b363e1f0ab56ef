"""A vertical list of text items with a highlight bar: the title and pause menus,
the crew choice, and the in-game options (actions, words, numbers).

A fixed set of text rows is made once; an item's text is set only when the list
or its scroll window changes, never on a plain cursor step (that only moves
the bar), so stepping through a list allocates nothing.

Shown, a TileGrid or a shape redraws its whole box (displayio), hidden ones
nothing: so each row is a TileGrid of its own, hidden below the items, and the
edge is four lines, not a box under the fill; the list opened or closed
redraws about its own box, not the tallest list's."""
import displayio
import vectorio

from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui.text import TextRow, palette

PAD = const(3)            # between the frame and the rows
TEXT = const(0xFFFFFF)
DIMMED = const(0x8A98B0)     # greyed, yet 4.5:1 on BOX (tests/test_legibility.py)
BAR = const(0x1E7F8A)
BOX = const(0x0B1E3A)
EDGE = const(0x9FB6D0)
KEPT_ROWS = const(2)      # the kept list's rows (Menu.show's keep)
PARKED = const(4096)      # a closed list's y: below any screen (Menu.open)
LIST_CHARS = const(14)    # the board's option list: its widest item ("P2 Come Back!")


def _row_at(t, y):
    """Show TextRow t at y, or hide it (y PARKED) and put it off the screen,
    where displayio's later look at its place costs nothing (Menu.open)."""
    g = t.grid
    if y == PARKED:
        if not g.hidden:
            g.hidden = True             # (its place redrawn, then it moves)
            g.y = PARKED
    else:
        if g.y != y:
            g.y = y
        if g.hidden:
            g.hidden = False


def shade(colour):
    pal = displayio.Palette(1)
    pal[0] = colour
    return pal


def rect(colour, width, height, x=0, y=0):
    """A box of `colour` (a Palette from shade() when boxes share it)."""
    pal = colour if isinstance(colour, displayio.Palette) else shade(colour)
    return vectorio.Rectangle(pixel_shader=pal, width=width, height=height, x=x, y=y)


def frame(group, edge, fill, width, height):
    """A box of colour `fill` in a one-pixel `edge`, into `group`: the edge's
    four lines (top, bottom, left, right) and the inside, returned in that
    order. Not the inside over a box of the edge's colour: a shape redraws its
    whole box, so that redrew the box twice."""
    pal = shade(edge)
    shapes = (rect(pal, width, 1), rect(pal, width, 1, 0, height - 1), rect(pal, 1, height),
              rect(pal, 1, height, width - 1), rect(fill, width - 2, height - 2, 1, 1))
    for s in shapes:
        group.append(s)
    return shapes


class Menu:
    """One Menu serves every list: the screens' menus (Screen.menu_at) and the
    board's option list (App.show_board), never shown at once; move() puts it
    into the group that shows it, at that place's width. `chars`: the longest
    item it can show (the frame may be wider)."""

    def __init__(self, rows, chars):
        self.group = displayio.Group()
        self.parent = None
        self.at_x = 0                        # where the list opens (place)
        self.at_y = 0
        self.rows = rows
        self.width = 0
        self.shown_rows = rows
        self.rh = rh = Tx.FONT_H             # a row: the screen's font's height
        h = rows * rh + 2 * PAD
        # vectorio: no bitmap memory, resizable (move, fit)
        g = self.group
        self.box = frame(g, EDGE, BOX, 3, h)    # the edge's lines, then the fill
        self.fill = self.box[4]
        self.bar = rect(BAR, 1, rh, PAD, PAD)
        g.append(self.bar)
        # a list longer than its box says so: a thumb on the right edge, its
        # length the share of the items shown, its place where they are
        self.thumb = rect(TEXT, 2, rh, 0, PAD)
        self.thumb.hidden = True
        g.append(self.thumb)
        # A text row each, hidden below the items; a dimmed item's in grey ink.
        ink = palette(TEXT)
        self.ink = ink
        self.dim = palette(DIMMED)
        self.row = []
        for _ in range(rows):
            t = TextRow(PAD + 3, PARKED, chars, ink)
            t.grid.hidden = True
            g.append(t.grid)
            self.row.append(t)
        # ... and a short third one that keeps a list for its next showing (show's
        # `keep`): the moves' list (End moves, Menu) opens at the start of most
        # turns, between showings of the action list, and rewriting the rows of
        # one over the other cost a press as much as the board's drawing
        # (the moves' list, on the board: as wide as the board's list, not the
        # screens' menus; a wider grid redrew its blank end with every showing)
        self.kept = TextRow(PAD + 3, PARKED, min(chars, LIST_CHARS), ink, KEPT_ROWS)
        self.kept.grid.hidden = True
        g.append(self.kept.grid)
        self.keeping = False                 # the kept grid shows the list
        # per row, the item each row shows (ints: words), the rows' first, then
        # the kept grid's
        self.shown = [None] * (rows + KEPT_ROWS)
        self.shown_on = bytearray(b"\x01" * rows)
        self.used = 0                        # rows from here down are hidden
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
        top, bottom, left, right, fill = self.box
        top.width = width
        bottom.width = width
        right.x = width - 1
        fill.width = width - 2
        self.bar.width = width - 2 * PAD
        self.thumb.x = width - PAD

    def place(self, x, y):
        """Where the list shows when open, its box as tall as fit() asked. An
        open list goes there at once: moved and then grown, or shrunk and then
        moved, so that what its shapes redraw (each place they pass) spans
        its old box and its new one, no more."""
        self.at_x = x
        self.at_y = y
        if self.group.hidden:
            self._size()
            return
        if self.fill.height > self.height() - 2:
            self._size()
        self.open(True)
        self._size()

    def open(self, shown):
        """Show the list at its place, or close it. A closed list also waits off
        the screen: displayio redraws where a shape was as well as where it is
        (vectorio's ephemeral area), and where a hidden TileGrid was last (its
        previous area, kept again by finish_refresh for one never drawn); below
        the screen, those places cost nothing. Shown before it moves, x before
        y: each change out of sight but the last (a shape joins each place it
        passes to the area it redraws)."""
        g = self.group
        if shown:
            if g.hidden:
                g.hidden = False
            if g.x != self.at_x:
                g.x = self.at_x
            if g.y != self.at_y:
                g.y = self.at_y
        elif not g.hidden:
            g.hidden = True
            g.y = PARKED

    def height(self):
        return self.shown_rows * self.rh + 2 * PAD

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
            _row_at(self.kept, PAD if keep else PARKED)
            if keep:                         # (_fill shows the rows again)
                for r in range(self.used):
                    _row_at(self.row[r], PARKED)
                self.used = 0
        self.set_cursor(cursor)

    def fit(self, rows):
        """Show only `rows` rows of the box (fewer items than room), from the
        next place() (at once if the list is closed)."""
        self.shown_rows = max(1, min(rows, self.rows))
        if self.group.hidden:
            self._size()

    def _size(self):
        h = self.shown_rows * self.rh + 2 * PAD
        if self.fill.height != h - 2:
            top, bottom, left, right, fill = self.box
            bottom.y = h - 1
            left.height = h
            right.height = h
            fill.height = h - 2

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
        self.bar.y = PAD + (i - top) * self.rh

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
        for r in range(end, self.used):    # below the items: hidden, text kept
            _row_at(self.row[r], PARKED)
        for r in range(end):
            i = top + r
            text = self.texts[i]
            on = self.enabled is None or self.enabled[i]
            row = self.row[r]
            if shown[r] is not text:
                shown[r] = text
                row.set(text)
            if self.shown_on[r] != on:
                self.shown_on[r] = on
                row.grid.pixel_shader = self.ink if on else self.dim
            _row_at(row, PAD + r * self.rh)
        self.used = end

    def _thumb(self, top):
        n = self.n
        rows = self.shown_rows
        t = self.thumb
        t.hidden = n <= rows
        if n > rows:
            track = rows * self.rh
            h = max(4, track * rows // n)
            t.height = h
            t.y = PAD + (track - h) * top // (n - rows)
