"""The page's `terminalio`: FONT, the board's built-in 6x12 font as one Bitmap of
glyph cells, printable ASCII first (tile = code - 0x20), which the game uses as a
TileGrid's sprite sheet (sos_ui.text). The glyphs are the desktop's
(tools/desktop/terminalio.py builds them from Blinka's font): tools/web.py writes
them at build time into font.bin beside this module, as the Bitmap's own bytes
after a header of four little-endian u16 (cell width, cell height, first code,
last code)."""
import displayio
import fontio

_here = globals().get("__file__", "/web/terminalio.py").rsplit("/", 1)[0]


def _load():
    with open(_here + "/font.bin", "rb") as f:
        head = f.read(8)
        w = head[0] | head[1] << 8
        h = head[2] | head[3] << 8
        first = head[4] | head[5] << 8
        last = head[6] | head[7] << 8
        bitmap = displayio.Bitmap(w * (last - first + 1), h, 2)
        f.readinto(bitmap._buf)
    bitmap._v += 1
    return fontio.BuiltinFont(bitmap, w, h, first, last)


FONT = _load()
