"""Desktop stand-in for CircuitPython's `terminalio`, shadowing Blinka's (this
directory comes first on the desktop's sys.path).

On a board `terminalio.FONT.bitmap` is one Bitmap of 6x12 glyph cells, printable
ASCII first (tile = code - 0x20), which the UI uses as a TileGrid's sprite sheet
(sos_ui.text). Blinka's font has no such bitmap (each glyph has its own), so this
builds it once from Blinka's glyphs; `get_glyph` and `get_bounding_box` are
Blinka's."""
import fontio as _fontio
from displayio import Bitmap as _Bitmap

_FIRST = 0x20
_LAST = 0x7E


class _BoardLikeFont:
    def __init__(self):
        self._font = _fontio.BuiltinFont()
        w, h = self._font.get_bounding_box()[:2]
        n = _LAST - _FIRST + 1
        self.bitmap = _Bitmap(w * n, h, 2)
        for c in range(_FIRST, _LAST + 1):
            glyph = self._font.get_glyph(c)
            src = glyph.bitmap
            x0 = (c - _FIRST) * w
            for y in range(min(h, src.height)):
                for x in range(min(w, src.width)):
                    if src[x, y]:
                        self.bitmap[x0 + x, y] = 1

    def get_bounding_box(self):
        return self._font.get_bounding_box()

    def get_glyph(self, codepoint):
        return self._font.get_glyph(codepoint)


FONT = _BoardLikeFont()
