"""Stand-in for CircuitPython's `displayio`, for the board-like memory benchmark on
MicroPython (tools/board_bench.py).

Memory modelled: a Bitmap allocates its pixel buffer as CircuitPython does (rows
of 32-bit words, ceil(width * bits / 32) * 4 bytes a row, bits = 1, 2, 4, 8, 16 or
32 from value_count); a Palette 4 B a colour (3 colour bytes and a flag byte); a
TileGrid its tile indices (1 B a tile); a Group a list of its children. Each
object is a small Python instance, a little bigger than the C struct it stands for.
Skipped: drawing. Nothing here ever reads pixels back for display (the stand-in
display does not render), so `Bitmap.fill` and the blits in `bitmaptools` check
their arguments and skip the per-pixel work, which is C on a board and allocates
nothing there; a Python loop over pixels would dominate the per-press timings.
Item reads and writes of a Bitmap do work (packed like the real one)."""


def _bits(value_count):
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits << 1 if bits < 8 else bits + 8
    return bits


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self.bits_per_value = _bits(value_count)
        self._stride = ((width * self.bits_per_value + 31) // 32) * 4
        self._buf = bytearray(self._stride * height)

    def _index(self, index):
        if isinstance(index, tuple):
            return index[0], index[1]
        return index % self.width, index // self.width

    def __getitem__(self, index):
        x, y = self._index(index)
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
        x, y = self._index(index)
        bits = self.bits_per_value
        o = y * self._stride + (x * bits >> 3)
        if bits < 8:
            shift = 8 - bits - (x * bits & 7)
            mask = ((1 << bits) - 1) << shift
            self._buf[o] = (self._buf[o] & ~mask) | ((value << shift) & mask)
            return
        for k in range(bits >> 3):
            self._buf[o + k] = (value >> (8 * k)) & 0xFF

    def fill(self, value):
        """Skipped pixel work (see the module docstring)."""
        if value >> self.bits_per_value:
            raise ValueError("value out of range")

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        pass


class Palette:
    def __init__(self, color_count, dither=False):
        self._c = bytearray(4 * color_count)    # r, g, b, flags (bit 0: transparent)
        self._n = color_count

    def __len__(self):
        return self._n

    def __setitem__(self, i, colour):
        c = self._c
        o = 4 * i
        if isinstance(colour, int):
            c[o] = colour >> 16 & 0xFF
            c[o + 1] = colour >> 8 & 0xFF
            c[o + 2] = colour & 0xFF
        else:                                   # bytes (imageload) or a tuple: r, g, b
            c[o] = colour[0]
            c[o + 1] = colour[1]
            c[o + 2] = colour[2]

    def __getitem__(self, i):
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
    def __init__(self, input_colorspace=None, dither=False):
        self.input_colorspace = input_colorspace
        self.dither = dither

    def convert(self, colour):
        return colour

    def make_transparent(self, colour):
        pass

    def make_opaque(self, colour):
        pass


class Colorspace:
    RGB888 = 0
    RGB565 = 1
    RGB565_SWAPPED = 2
    RGB555 = 3
    RGB555_SWAPPED = 4
    BGR565 = 5
    BGR565_SWAPPED = 6
    BGR555 = 7
    BGR555_SWAPPED = 8
    L8 = 9


class TileGrid:
    # The C object (shared-module/displayio/TileGrid.h) is one struct of about 130 B
    # on a 64-bit build (fields, three dirty areas, flags as bits) plus its tiles.
    # Each attribute of a Python instance costs a dict slot, so this one keeps few:
    # the flags are class defaults until set, the tile size one packed int. The
    # tiles are a bytearray the instance holds, not the instance itself:
    # CircuitPython 10.2.1 cannot store an item into a bytearray subclass
    # (`ValueError: bad typecode`), and these stand-ins ran on its VM (kept so,
    # the figures comparable). So a tile read or write is a Python method here
    # where a board runs C: ~100 ns more than a bytearray's, and a press makes ~40
    # on average, so press times read ~5 % high (docs/benchmarks.md). Int
    # indices only: the game never indexes a TileGrid with (x, y).
    flip_x = False
    flip_y = False
    transpose_xy = False

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self._buf = bytearray(width * height)
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self._tile = ((bitmap.width if tile_width is None else tile_width)
                      | (bitmap.height if tile_height is None else tile_height) << 16)
        self.x = x
        self.y = y
        self.hidden = False
        if default_tile:
            b = self._buf
            for i in range(width * height):
                b[i] = default_tile

    def __getitem__(self, i):
        return self._buf[i]

    def __setitem__(self, i, value):
        self._buf[i] = value

    def __len__(self):
        return len(self._buf)

    @property
    def tile_width(self):
        return self._tile & 0xFFFF

    @property
    def tile_height(self):
        return self._tile >> 16

    def contains(self, point):
        x = point[0] - self.x
        y = point[1] - self.y
        return 0 <= x < self.width * self.tile_width and 0 <= y < self.height * self.tile_height


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        # Not through the `scale` property: Label (a Group subclass) overrides it,
        # and the native Group's constructor never calls the subclass's setter.
        self._g_scale = scale
        self.x = x
        self.y = y
        self.hidden = False
        self._children = []

    @property
    def scale(self):
        return self._g_scale

    @scale.setter
    def scale(self, value):
        self._g_scale = value

    def append(self, layer):
        self._children.append(layer)

    def insert(self, index, layer):
        self._children.insert(index, layer)

    def index(self, layer):
        # by identity, as the C Group does
        c = self._children
        for i in range(len(c)):
            if c[i] is layer:
                return i
        raise ValueError("object not in group")

    def pop(self, i=-1):
        return self._children.pop(i)

    def remove(self, layer):
        del self._children[self.index(layer)]

    def __len__(self):
        return len(self._children)

    def __getitem__(self, i):
        return self._children[i]

    def __setitem__(self, i, layer):
        self._children[i] = layer

    def __delitem__(self, i):
        del self._children[i]

    def __iter__(self):
        return iter(self._children)

    def __contains__(self, layer):
        for c in self._children:
            if c is layer:
                return True
        return False


class OnDiskBitmap:
    """The header only: width, height and the palette (pixels stay on the file)."""

    def __init__(self, file):
        f = open(file, "rb") if isinstance(file, str) else file
        head = f.read(54)
        self.width = int.from_bytes(head[18:22], "little")
        self.height = int.from_bytes(head[22:26], "little")
        bits = int.from_bytes(head[28:30], "little")
        colours = int.from_bytes(head[46:50], "little") or (1 << bits)
        self.pixel_shader = Palette(colours)
        self._file = f


def release_displays():
    pass
