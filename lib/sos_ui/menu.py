"""A vertical list of text items with a highlight: the title and pause menus,
the crew choice (Screen.menu_at), and the board's option list of action cards,
words and numbers (App.show_board): one Menu, never shown in both at once. The
board's banner borrows its box (lend()), the list closed while it shows.

Made so that a press redraws close to the pixels it changes. The rows are
opaque text on the box's colour, a blank character at each end, and are the
box: the highlight is a row's palette, not a bar that moves; a row below the
items is hidden, off the screen, as is a closed list's Group (a hidden
TileGrid keeps the place it was hidden at, and redraws it when it moves or
its Group hides); a moved TileGrid redraws where it was and where it is,
nothing between. The edge is four one-pixel lines, the box above and below
the rows two more shapes, and the thumb one over them (the banner's margin):
a shape redraws every place it passed in a frame as one box, so each changes
once a frame (settle()), size then place (`location`: x and y at once), and
a closed list's wait off the screen's side.

The rows are as wide as the screens' menus; the board's list is narrower
(LIST_CHARS) and stands against the screen's left or right side, the rest of
its rows off the screen, where displayio draws nothing. An item's text is set
only when the list or its scroll window changes, never on a plain cursor
step, so stepping allocates nothing."""
import displayio
import vectorio

from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui.text import TextRow, palette

TEXT = const(0xFFFFFF)
DIMMED = const(0x8A98B0)     # greyed, yet 4.5:1 on BOX (tests/test_legibility.py)
BAR = const(0x1E7F8A)
BOX = const(0x0B1E3A)
EDGE = const(0x9FB6D0)
TOLD_BOX = const(0x5A0E14)    # the banner's box and edge (lend())
TOLD_EDGE = const(0xFF9020)
LIST_CHARS = const(14)    # the board's option list: its widest item ("P2 Come Back!")
PAD = const(3)            # the box's top to its first row: the edge, 2 px of box
_PARKED = const(4096)      # off any screen: a closed list's shapes' x, to either side
_THUMB_W = const(2)
_TOLD = const(4)           # a lent box's rows' look (self.ink's index)


class Menu:
    """`rows` rows of `chars` characters, on a screen `span` pixels wide;
    move() it into the Group that shows it."""

    # the rows' palettes by their look (bit 0 greyed, bit 1 under the cursor;
    # _TOLD the banner's), then the shapes' colours, each shape's its
    # color_index (settle()): made once, kept in the class (a name of the
    # module's own would grow the bundle's table of names, 2 KB)
    inks = None

    def __init__(self, rows, chars, span):
        ink = Menu.inks
        if ink is None:
            pal = displayio.Palette(5)
            for k, c in enumerate((EDGE, BOX, TEXT, TOLD_EDGE, TOLD_BOX)):
                pal[k] = c
            ink = Menu.inks = (palette(TEXT, BOX), palette(DIMMED, BOX), palette(TEXT, BAR),
                               palette(DIMMED, BAR), palette(TEXT, TOLD_BOX), pal)
        self.ink = ink
        self.span = span
        self.rows = rows
        self.chars = chars
        self.visible = chars                 # the characters the box shows (move)
        self.shift = 0                       # characters of each row off the left (-1: lent)
        self.rh = rh = Tx.FONT_H
        self.width = 0
        self.at_x = 0
        self.at_y = 0
        self.shown_rows = rows
        self.is_open = False                 # (the group and the shapes follow at settle())
        self.parent = None
        self.group = g = displayio.Group()
        g.hidden = True
        # the edge's lines (top, bottom, left, right), the box over and under
        # the rows, the thumb
        self.shapes = tuple(vectorio.Rectangle(pixel_shader=ink[5], width=1, height=1, x=-_PARKED)
                            for k in range(7))
        self._paint(False)
        self.thumb = self.shapes[6]
        # what moves between Groups (move()): the shapes, the rows between
        self.root = root = displayio.Group()
        for k in range(6):
            root.append(self.shapes[k])
        root.append(g)
        root.append(self.thumb)
        self.xy = [0, 0]                     # a shape's next location (no tuple a press)
        self.row = []
        for r in range(rows):
            t = TextRow(-_PARKED, PAD + r * rh, chars + 2, ink[0])    # (as _stow() leaves it)
            t.grid.hidden = True
            g.append(t.grid)
            self.row.append(t)
        self.look = bytearray(rows)          # each row's palette (self.ink's index)
        self.shown = [None] * rows           # the text each row shows
        self.used = 0                        # rows from here down are hidden
        self.thumb_at = 0                    # the thumb's place and length, 0: none
        self.thumb_h = 0
        self.texts = None
        self.enabled = None
        self.n = 0
        self.top = 0
        self.cursor = 0

    def move(self, parent, visible):
        """Into Group `parent` (drawn above what it holds), showing `visible`
        characters a row: the edge under the rows, the thumb over them."""
        self.visible = visible
        self.width = (visible + 2) * Tx.FONT_W + 2
        if self.parent is parent:
            return
        if self.parent is not None:
            self.parent.remove(self.root)
        parent.append(self.root)
        self.parent = parent

    def height(self):
        return self.shown_rows * self.rh + 2 * PAD

    def fit(self, rows):
        """Show only `rows` rows of the box (fewer items than room)."""
        self.shown_rows = max(1, min(rows, self.rows))

    def place(self, x, y):
        """Where the list shows when open, its box as tall as fit() asked. A
        box narrower than the rows stands against the screen's side nearer x:
        at x = -1 (its left edge off the screen) or span - width + 1. Before
        show(), which writes the rows from the first character shown."""
        self.at_x = x
        self.at_y = y
        shift = self.chars - self.visible if 2 * x + self.width < self.span else 0
        if shift != self.shift:              # the rows' text from another character:
            self.shift = shift               # written again by the show() that follows
            for r in range(self.rows):
                self.shown[r] = None
        if self.is_open:
            self.open(True)

    def open(self, shown):
        """Show the list at its place, or close it (at settle(): a list closed
        and opened again in one press would redraw all it shows)."""
        self.is_open = shown
        if shown:
            g = self.group
            if g.x != self.at_x:
                g.x = self.at_x
            if g.y != self.at_y:
                g.y = self.at_y
            if g.hidden:
                g.hidden = False

    def lend(self, y, rows):
        """Open the box alone at y, centred, `rows` rows of a screen's menu,
        in the banner's colours; the banner writes the rows (row[r]). Half a
        character wider, the thumb a margin left of the rows: a line of 24
        characters in a row of 25 is then centred to half a character. The
        list (closed) is written whole by its next show()."""
        fw = Tx.FONT_W
        self.move(self.parent, self.chars)
        self.width += fw // 2
        self.fit(rows)
        for r in range(rows, self.used):
            self._stow(r)
        self.used = rows
        self.shift = -1                      # lent, till the list's place() (and show())
        self.at_x = (self.span - self.width) // 2
        self.at_y = y
        for r in range(rows):
            row = self.row[r]
            self.shown[r] = None
            row.grid.x = 1 + fw // 2
            if self.look[r] != _TOLD:
                self.look[r] = _TOLD
                row.grid.pixel_shader = self.ink[_TOLD]
            row.hidden = False
        self.open(True)

    def settle(self):
        """Before the display refreshes: the shapes to the list's last state,
        once; a list closed in the press goes."""
        top, bottom, left, right, over, under, thumb = self.shapes
        told = self.shift < 0
        if (top.color_index == 3) != told:   # where the shapes are: a place they leave
            self._paint(told)
        if not self.is_open:
            g = self.group
            if not g.hidden:                 # and off the screen (as _stow())
                g.hidden = True
                g.x = -_PARKED
            for s in self.shapes:
                self._park(s)
            return
        x = self.at_x
        y = self.at_y
        w = self.width
        h = self.height()
        fw = Tx.FONT_W
        self._shape(top, x, y, w, 1)
        self._shape(bottom, x, y + h - 1, w, 1)
        self._shape(left, x, y + 1, 1, h - 2)        # (the corners: top and bottom's)
        self._shape(right, x + w - 1, y + 1, 1, h - 2)
        self._shape(over, x + 1, y + 1, w - 2, PAD - 1)
        self._shape(under, x + 1, y + h - PAD, w - 2, PAD - 1)
        if told:
            self._shape(thumb, x + 1, y + PAD, fw // 2, h - 2 * PAD)
        elif self.thumb_h:
            self._shape(thumb, x + 1 + (self.visible + 1) * fw + (fw - _THUMB_W) // 2,
                        y + PAD + self.thumb_at, _THUMB_W, self.thumb_h)
        else:
            self._park(thumb)

    def _park(self, s):
        """Off the screen's nearer side on the same rows: the box the shape
        passed through on the way is its own place, clipped."""
        if -_PARKED // 2 < s.x < _PARKED // 2:
            self._shape(s, -_PARKED if 2 * s.x + s.width < self.span else _PARKED, s.y,
                        s.width, s.height)

    def _paint(self, told):
        """The shapes' colours (self.ink[5]'s): the banner's (lend()) or the list's."""
        for k in range(7):
            self.shapes[k].color_index = (3 if k < 4 else 4) if told \
                else 0 if k < 4 else 1 if k < 6 else 2

    def _stow(self, r):
        """Hide row r off the screen: a hidden TileGrid keeps the place it was
        hidden at and redraws it when it moves or its Group hides."""
        row = self.row[r]
        row.hidden = True
        row.grid.x = -_PARKED

    def _shape(self, s, x, y, w, h):
        if s.width != w:
            s.width = w
        if s.height != h:
            s.height = h
        if s.x != x or s.y != y:
            xy = self.xy
            xy[0] = x
            xy[1] = y
            s.location = xy

    def show(self, texts, n, cursor=0, enabled=None):
        """Show texts[0:n] (a list kept by the caller); enabled: optional
        bytearray, 0 = greyed."""
        self.texts = texts
        self.enabled = enabled
        self.n = n
        self.top = -1
        self.set_cursor(cursor)

    def set_cursor(self, i):
        if self.n == 0:
            self._fill(0)
            return
        old = self.cursor
        self.cursor = i
        top = self.top
        if top < 0 or i < top:
            # a list shown afresh starts at its first item where the cursor is
            # then in view (a title's Continue stays in sight)
            top = i if top >= 0 else max(0, i - self.shown_rows + 1)
        elif i >= top + self.shown_rows:
            top = i - self.shown_rows + 1
        if top != self.top:
            self._fill(top)
        else:                                # only the highlight moves: two rows
            self._ink(old - top, old)
            self._ink(i - top, i)

    def refill(self):
        """Texts changed under the same count (a value item): redraw them."""
        for r in range(self.rows):
            self.shown[r] = None
        self._fill(self.top)

    def _ink(self, r, i):
        """Row r's palette for item i: greyed or not, highlighted or not."""
        if not 0 <= r < self.used:
            return
        look = (0 if self.enabled is None or self.enabled[i] else 1) | \
            (2 if i == self.cursor else 0)
        if self.look[r] != look:
            self.look[r] = look
            self.row[r].grid.pixel_shader = self.ink[look]

    def _fill(self, top):
        """Show the items from `top`; a row is rewritten only when its item
        changed (the option list changes a few rows per press)."""
        self.top = top
        shown = self.shown
        end = min(max(self.n - top, 0), self.shown_rows)
        for r in range(end, self.used):      # below the items: hidden, text kept
            self._stow(r)
        self.used = end
        start = 1 + self.shift
        x = 1 - self.shift * Tx.FONT_W
        for r in range(end):
            text = self.texts[top + r]
            row = self.row[r]
            if shown[r] is not text:
                shown[r] = text
                row.set(text, start)
            self._ink(r, top + r)
            if row.grid.x != x:
                row.grid.x = x
            row.hidden = False
        # a list longer than its box says so: a thumb, its length the share of
        # the items shown, its place where they are
        n = self.n
        rows = self.shown_rows
        self.thumb_h = self.thumb_at = 0
        if n > rows:
            track = rows * self.rh
            self.thumb_h = h = max(4, track * rows // n)
            self.thumb_at = (track - h) * top // (n - rows)
