"""The page's `displayio`: the objects the game builds (Bitmap, Palette, TileGrid,
Group) keep their data in flat buffers that the page's JavaScript reads straight
from the VM's memory, and `Display.refresh()` hands it the scene.

Each refresh walks the root Group once (allocating nothing) into a display list
of fixed-size int records, in drawing order (the first child drawn first), each
leaf with its place on the screen and the scale of its Groups, and calls the
page's `render(address, records)`, which composes the whole frame as displayio
does (a pixel is the topmost opaque one; none: black) in RGB565 and shows it
(tools/web/sos.js). The headless emulator's frames are Blinka's composition of
the same objects: tests/test_web.py compares them pixel for pixel.

Memory layouts (what sos.js reads):
- Bitmap: rows of 32-bit words (stride bytes a row, as CircuitPython allocates);
  fewer than 8 bits a value: the first pixel in a byte's top bits; 8, 16, 32
  bits: little-endian. `_v` counts writes, so the page re-reads a bitmap only
  when its pixels changed.
- Palette: 4 bytes a colour, red, green, blue, flags (bit 0: transparent).
- TileGrid: one byte a tile, row by row.
"""
from array import array

import uctypes
from sos_web_page import page

TILEGRID = 1     # record kinds (sos.js)
RECT = 2
RECORD = 20      # ints a record


def _bits(value_count):
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits << 1 if bits < 8 else bits + 8
    return bits


_next_id = [0]


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self.bits_per_value = _bits(value_count)
        self._stride = ((width * self.bits_per_value + 31) // 32) * 4
        self._buf = bytearray(self._stride * height)
        self._addr = uctypes.addressof(self._buf)
        _next_id[0] += 1
        self._id = _next_id[0]
        self._v = 0

    def _xy(self, index):
        if isinstance(index, tuple):
            return index[0], index[1]
        return index % self.width, index // self.width

    def __getitem__(self, index):
        x, y = self._xy(index)
        bits = self.bits_per_value
        o = y * self._stride + (x * bits >> 3)
        if bits < 8:
            shift = 8 - bits - (x * bits & 7)
            return (self._buf[o] >> shift) & ((1 << bits) - 1)
        v = 0
        for k in range(bits >> 3):
            v |= self._buf[o + k] << (8 * k)
        return v

    def __setitem__(self, index, value):
        x, y = self._xy(index)
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("pixel out of range")
        bits = self.bits_per_value
        if value >> bits:
            raise ValueError("value out of range")
        o = y * self._stride + (x * bits >> 3)
        if bits < 8:
            shift = 8 - bits - (x * bits & 7)
            mask = ((1 << bits) - 1) << shift
            self._buf[o] = (self._buf[o] & ~mask) | (value << shift)
        else:
            for k in range(bits >> 3):
                self._buf[o + k] = (value >> (8 * k)) & 0xFF
        self._v += 1

    def fill(self, value):
        if value >> self.bits_per_value:
            raise ValueError("value out of range")
        for y in range(self.height):
            for x in range(self.width):
                self[x, y] = value

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        self._v += 1


class Palette:
    def __init__(self, color_count, *, dither=False):
        self._c = bytearray(4 * color_count)
        self._addr = uctypes.addressof(self._c)
        self._n = color_count
        self.dither = dither

    def __len__(self):
        return self._n

    def __setitem__(self, i, colour):
        if not 0 <= i < self._n:
            raise IndexError("palette index out of range")
        c = self._c
        o = 4 * i
        if isinstance(colour, int):
            if not 0 <= colour <= 0xFFFFFF:
                raise ValueError("colour must be between 0x000000 and 0xFFFFFF")
            c[o] = colour >> 16
            c[o + 1] = colour >> 8 & 0xFF
            c[o + 2] = colour & 0xFF
        else:                                   # bytes or a tuple: r, g, b
            c[o] = colour[0]
            c[o + 1] = colour[1]
            c[o + 2] = colour[2]

    def __getitem__(self, i):
        if not 0 <= i < self._n:
            raise IndexError("palette index out of range")
        c = self._c
        o = 4 * i
        return c[o] << 16 | c[o + 1] << 8 | c[o + 2]

    def make_transparent(self, i):
        self._c[4 * i + 3] |= 1

    def make_opaque(self, i):
        self._c[4 * i + 3] &= 0xFE

    def is_transparent(self, i):
        return bool(self._c[4 * i + 3] & 1)


class ColorConverter:
    def __init__(self, *, input_colorspace=None, dither=False):
        self.input_colorspace = input_colorspace
        self.dither = dither

    def convert(self, colour):
        return colour


class TileGrid:
    flip_x = False          # the game never flips nor transposes: not drawn
    flip_y = False
    transpose_xy = False

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        tw = bitmap.width if not tile_width else tile_width
        th = bitmap.height if not tile_height else tile_height
        if bitmap.width % tw or bitmap.height % th:
            raise ValueError("tile size must divide the bitmap's")
        if not 0 <= default_tile <= 255:
            raise ValueError("default tile out of range")
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tw
        self.tile_height = th
        self.x = x
        self.y = y
        self.hidden = False
        self._tiles = bytearray(width * height)
        self._addr = uctypes.addressof(self._tiles)
        if default_tile:
            t = self._tiles
            for i in range(width * height):
                t[i] = default_tile

    def _index(self, index):
        if isinstance(index, tuple):
            return index[1] * self.width + index[0]
        return index

    def __getitem__(self, index):
        return self._tiles[self._index(index)]

    def __setitem__(self, index, value):
        self._tiles[self._index(index)] = value

    def __len__(self):
        return len(self._tiles)

    def contains(self, point):
        x = point[0] - self.x
        y = point[1] - self.y
        return 0 <= x < self.width * self.tile_width and 0 <= y < self.height * self.tile_height


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        if scale < 1:
            raise ValueError("scale must be >= 1")
        self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False
        self._layers = []

    def append(self, layer):
        self._layers.append(layer)

    def insert(self, index, layer):
        self._layers.insert(index, layer)

    def index(self, layer):
        c = self._layers
        for i in range(len(c)):
            if c[i] is layer:
                return i
        raise ValueError("object not in group")

    def pop(self, i=-1):
        return self._layers.pop(i)

    def remove(self, layer):
        del self._layers[self.index(layer)]

    def __len__(self):
        return len(self._layers)

    def __getitem__(self, i):
        return self._layers[i]

    def __setitem__(self, i, layer):
        self._layers[i] = layer

    def __delitem__(self, i):
        del self._layers[i]

    def __iter__(self):
        return iter(self._layers)

    def __contains__(self, layer):
        for c in self._layers:
            if c is layer:
                return True
        return False


class Display:
    """The board's display (board.DISPLAY on a board): `refresh()` draws the
    root group through the page; auto_refresh is ignored (the UI refreshes)."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = False
        self.brightness = 1.0
        self.rotation = 0
        self._list = array("i", [0] * (RECORD * 64))
        self._addr = uctypes.addressof(self._list)
        self._n = 0
        self.refreshes = 0

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self._n = 0
        if self.root_group is not None:
            self._walk(self.root_group, 0, 0, 1)
        self.refreshes += 1
        page.render(self._addr, self._n)
        return True

    def _record(self):
        """Index of a new record (the list doubles when full: rare, at start-up)."""
        n = self._n
        if (n + 1) * RECORD > len(self._list):
            new = array("i", [0] * (2 * len(self._list)))
            for i in range(len(self._list)):
                new[i] = self._list[i]
            self._list = new
            self._addr = uctypes.addressof(new)
        self._n = n + 1
        return n * RECORD

    def _walk(self, group, ox, oy, scale):
        if group.hidden:
            return
        for layer in group._layers:
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
            out[r + 4] = pal._addr
            out[r + 5] = pal._n
            if isinstance(layer, TileGrid):
                bm = layer.bitmap
                out[r] = TILEGRID
                out[r + 6] = layer._addr
                out[r + 7] = layer.width
                out[r + 8] = layer.height
                out[r + 9] = layer.tile_width
                out[r + 10] = layer.tile_height
                out[r + 11] = bm._id
                out[r + 12] = bm._v
                out[r + 13] = bm._addr
                out[r + 14] = bm.width
                out[r + 15] = bm.height
                out[r + 16] = bm._stride
                out[r + 17] = bm.bits_per_value
            else:                                   # a vectorio.Rectangle
                out[r] = RECT
                out[r + 6] = layer.width
                out[r + 7] = layer.height
                out[r + 8] = layer.color_index


def release_displays():
    pass
