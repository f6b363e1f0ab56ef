"""What lies over the board's cards: a mark on each target the cursor may go
to, and the cursor's and the selection's frames. Everything is drawn from the
board's one sprite sheet, in TileGrids over the board's own (the marks' a
card column each, as the board's), so that a change redraws only the cells it
touches."""
from array import array

import sos_sprites as S

from sos_core.compat import const
from sos_core.game import DEC_CAP

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
        # Frames: one strip, one whole card, or a run down to the exposed card.
        # A moved TileGrid redraws its whole area, so each is only as tall as it
        # needs to be; only the tall one is redrawn for other heights.
        fh = lay.line_rows + 1
        self.frames = ([], [])
        self.tall_h = [-1, -1]
        self.framed = [-1, -1]                   # which grid of each shows (-1: none)
        for which, colour in ((1, SELECTED), (0, CURSOR)):
            pal = S.overlay_palette(palette, colour)
            for h in (1, 3, fh):
                grid = S.tile_grid(bitmap, pal, lay.sheet, 2, h)
                S.put_frame(grid, h)
                grid.hidden = True
                self.frames[which].append(grid)
                group.append(grid)

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
        """Place the cursor (which=0) or selection (1) frame; h=0 hides it."""
        grids = self.frames[which]
        k = -1 if h == 0 else 0 if h == 1 else 1 if h == 3 else 2
        was = self.framed[which]
        if was != k:                   # (most presses hide a hidden frame: no loop)
            self.framed[which] = k
            if was >= 0:
                grids[was].hidden = True
        if k < 0:
            return
        grid = grids[k]
        if k == 2 and self.tall_h[which] != h:
            self.tall_h[which] = h
            S.put_frame(grid, h)
        x = col * self.lay.cw
        y = row * self.lay.ch
        if grid.x != x:
            grid.x = x
        if grid.y != y:
            grid.y = y
        if grid.hidden:
            grid.hidden = False
