"""Stand-in for CircuitPython's `fontio`: `BuiltinFont` (what terminalio.FONT is)
and `Glyph`.

Memory modelled: `get_glyph` builds a new 8-field Glyph named tuple on every call,
as CircuitPython's C code does (one heap tuple a character laid out). The font's
glyph bitmap lives in flash on a board, so it is a bitmap of the right size
without a pixel buffer here (no heap). Skipped: the glyph pixels themselves
(nothing renders them; see displayio's docstring)."""
from collections import namedtuple

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy",
                             "shift_x", "shift_y"))


class RomBitmap:
    """A Bitmap's shape with no pixel buffer (a bitmap in flash)."""

    def __init__(self, width, height, bits):
        self.width = width
        self.height = height
        self.bits_per_value = bits

    def __getitem__(self, index):
        return 0


class BuiltinFont:
    def __init__(self, width, height, first, last):
        self.width = width
        self.height = height
        self._first = first
        self._last = last
        self.bitmap = RomBitmap(width * (last - first + 1), height, 1)

    def get_bounding_box(self):
        return (self.width, self.height)

    def get_glyph(self, codepoint):
        if codepoint < self._first or codepoint > self._last:
            return None
        return Glyph(self.bitmap, codepoint - self._first, self.width, self.height, 0, 0,
                     self.width, 0)
