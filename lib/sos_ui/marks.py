"""What lies over the board's cards: a mark on each target the cursor may go
to, and the cursor's and the selection's frames. The marks are cells of the
board's one sprite sheet, in TileGrids over the board's own (a card column
each, as the board's), and the frames four thin edges each, so that a
change redraws only the cells, or the edges, it touches."""
from array import array

import displayio
import sos_sprites as S
import vectorio

from sos_core.compat import const
from sos_core.game import DEC_CAP
from sos_ui.menu import Menu

# A mark on a target on the board or in the tray: at most one per Play entry.
MARKS = DEC_CAP + 2
CURSOR = const(0x00F0C8)
SELECTED = const(0xFF9020)
MARK = const(0x5A7FB0)


class Marks:
    def __init__(self, lay, bitmap, palette, group):
        """The marks' and frames' TileGrids go into `group`, in drawing order."""
        self.lay = lay
        cols, rows = lay.cols, lay.rows
        self.grid = S.Columns(bitmap, S.overlay_palette(palette, MARK), lay.sheet, cols, rows,
                              group)
        # the cells marked now (left cell of a pair), and a scratch flag per cell,
        # so a change costs the targets, not the whole screen
        self.marked = array("H", bytes(2 * MARKS))
        self.n_marked = 0
        self.fresh = array("H", bytes(2 * MARKS))
        self.n_fresh = 0
        self.want = bytearray(cols * rows)
        # Frames: four edges each, thin rectangles, so that a frame that moves
        # redraws its edges where they were and where they are, not the cards
        # inside (a card-sized TileGrid redrew a column of them twice). An edge
        # changes size, then place (`location`, x and y at once: a shape redraws
        # every place it passed through in a frame as one box).
        self.side = S.FRAME_SIDE[lay.sheet]
        self.xy = [0, 0]                           # an edge's next location
        self.frames = []
        self.framed = [-1, -1]                     # the rows each frames (-1: hidden)
        for colour in (CURSOR, SELECTED):
            pal = displayio.Palette(1)
            pal[0] = colour
            edges = []
            for _ in range(4):                     # top, bottom, left, right
                edge = vectorio.Rectangle(pixel_shader=pal, width=1, height=1)
                edge.hidden = True
                edges.append(edge)
            self.frames.append(edges)
        for which in (1, 0):                       # the cursor's over the selection's
            for edge in self.frames[which]:
                group.append(edge)

    # an edge sized, then placed (x and y at once), as the Menu's shapes are: the
    # Menu's function, with this object's own `xy`
    _edge = Menu._shape

    def begin(self):
        """The marks to come (mark() each), shown by end()."""
        self.n_fresh = 0

    def mark(self, col, row):
        if self.n_fresh < len(self.fresh):
            self.fresh[self.n_fresh] = row * self.lay.cols + col
            self.n_fresh += 1

    def end(self):
        """Mark the cells marked since begin(); unmark the others."""
        column = self.grid.column
        cols = self.lay.cols
        want = self.want
        fresh = self.fresh
        marked = self.marked
        for k in range(self.n_fresh):
            want[fresh[k]] = 1
        for k in range(self.n_marked):
            i = marked[k]
            if not want[i]:
                r = i // cols                 # the pair's row, in its column's grid
                h = column[(i - r * cols) >> 1]
                h[2 * r] = S.BLANK
                h[2 * r + 1] = S.BLANK
        for k in range(self.n_fresh):
            i = fresh[k]
            want[i] = 0
            r = i // cols
            h = column[(i - r * cols) >> 1]
            if h[2 * r] != S.FRAME_BOX:
                h[2 * r] = S.FRAME_BOX
                h[2 * r + 1] = S.FRAME_BOX + 1
            marked[k] = i
        self.n_marked = self.n_fresh

    def frame(self, which, col, row, h):
        """Place the cursor (which=0) or selection (1) frame around `h` rows of
        a card column from (col, row); h=0 hides it. h=1 is a one-strip box."""
        edges = self.frames[which]
        shown = self.framed[which] >= 0
        if h == 0:
            if shown:
                for edge in edges:
                    edge.hidden = True
            self.framed[which] = -1
            return
        self.framed[which] = h
        lay = self.lay
        x = col * lay.cw
        y = row * lay.ch
        w = 2 * lay.cw
        tall = h * lay.ch
        bottom = S.FRAME_BOX_BOTTOM_PX if h == 1 else S.FRAME_BAR_PX
        side = self.side
        if not shown:          # shown first, then moved: it redraws where it was, as left
            for edge in edges:
                edge.hidden = False
        self._edge(edges[0], x, y, w, S.FRAME_BAR_PX)
        self._edge(edges[1], x, y + tall - bottom, w, bottom)
        self._edge(edges[2], x, y, side, tall)
        self._edge(edges[3], x + w - side, y, side, tall)
