"""The page's screen, board.DISPLAY on a board: `refresh()` hands the page the
scene the game built of the stand-ins' objects (tools/board_standins: displayio,
vectorio), which draw nothing themselves.

Each refresh walks the root Group once (allocating nothing) into a display list
of fixed-size int records, in drawing order (the first child drawn first), each
leaf with its place on the screen and the scale of its Groups, and calls the
page's `render(address, records)`, which composes the whole frame as displayio
does (a pixel is the topmost opaque one; none: black) in RGB565 and shows it
(tools/web/compose.mjs). The headless emulator's frames are Blinka's composition
of the same objects: tests/test_web.py compares them pixel for pixel.

What the page reads of the objects, at the addresses a record gives:
- a Bitmap's `_buf`: rows of 32-bit words (`_stride` bytes a row); fewer than 8
  bits a value: the first pixel in a byte's top bits; 8, 16, 32 bits:
  little-endian. The page reads a bitmap's pixels once (known by its buffer's
  address): the game writes them only while loading it, before it is shown.
- a Palette's `_c`: 4 bytes a colour, red, green, blue, flags (bit 0: transparent);
  `_n` colours.
- a TileGrid's `_buf`: one byte a tile, row by row.
"""
from array import array

import uctypes
from displayio import Group, TileGrid
from sos_web_page import page

TILEGRID = 1     # record kinds (compose.mjs)
RECT = 2
RECORD = 16      # ints a record


class Screen:
    """The page's display: width, height, root_group, refresh()."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self._list = array("i", [0] * (RECORD * 64))
        self._n = 0

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self._n = 0
        if self.root_group is not None:
            self._walk(self.root_group, 0, 0, 1)
        page.render(uctypes.addressof(self._list), self._n)
        return True

    def _record(self):
        """Index of a new record (the list doubles when full: rare, at start-up)."""
        n = self._n
        if (n + 1) * RECORD > len(self._list):
            new = array("i", [0] * (2 * len(self._list)))
            for i in range(len(self._list)):
                new[i] = self._list[i]
            self._list = new
        self._n = n + 1
        return n * RECORD

    def _walk(self, group, ox, oy, scale):
        if group.hidden:
            return
        for layer in group._children:      # the list itself: no iterator to allocate
            if layer.hidden:
                continue
            if isinstance(layer, Group):
                self._walk(layer, ox + scale * layer.x, oy + scale * layer.y,
                           scale * layer.scale)
                continue
            r = self._record()
            out = self._list
            out[r + 1] = ox + scale * layer.x
            out[r + 2] = oy + scale * layer.y
            out[r + 3] = scale
            pal = layer.pixel_shader
            out[r + 4] = uctypes.addressof(pal._c)
            out[r + 5] = pal._n
            if isinstance(layer, TileGrid):
                bm = layer.bitmap
                out[r] = TILEGRID
                out[r + 6] = uctypes.addressof(layer._buf)
                out[r + 7] = layer.width
                out[r + 8] = layer.height
                out[r + 9] = layer.tile_width
                out[r + 10] = layer.tile_height
                out[r + 11] = uctypes.addressof(bm._buf)
                out[r + 12] = bm.width
                out[r + 13] = bm.height
                out[r + 14] = bm._stride
                out[r + 15] = bm.bits_per_value
            else:                                   # a vectorio.Rectangle
                out[r] = RECT
                out[r + 6] = layer.width
                out[r + 7] = layer.height
                out[r + 8] = layer.color_index
