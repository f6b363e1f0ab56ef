"""The page's `fontio`: BuiltinFont (what terminalio.FONT is) and Glyph."""
from collections import namedtuple

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy",
                             "shift_x", "shift_y"))


class BuiltinFont:
    def __init__(self, bitmap, width, height, first, last):
        self.bitmap = bitmap
        self.width = width
        self.height = height
        self._first = first
        self._last = last

    def get_bounding_box(self):
        return (self.width, self.height)

    def get_glyph(self, codepoint):
        if codepoint < self._first or codepoint > self._last:
            return None
        return Glyph(self.bitmap, codepoint - self._first, self.width, self.height, 0, 0,
                     self.width, 0)
