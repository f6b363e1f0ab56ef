"""What the page adds to the stand-ins for CircuitPython's C modules
(tools/board_standins, the board benchmark's own), which model a board's memory
and skip the pixels: the page shows them, and keeps its save area.

- terminalio.FONT's glyphs: in flash on a board, a shape without pixels in the
  stand-in; here the desktop's 6x12 glyphs (tools/desktop/terminalio.py builds
  them from Blinka's font), which tools/web.py writes into font.bin beside this
  module: four little-endian u16 (cell width, cell height, first code, last
  code), then the Bitmap's own bytes.
- bitmaptools.readinto: the stand-in copies a file's rows as they come; a BMP's
  run bottom-up (reverse_rows), so here they are turned the right way up after.
- PageNVM: the board's 8 KB save area (the stand-in's) kept in the browser's
  localStorage: every write is stored at once, under the key the profile opens
  it with (one save area per board). The page reads the 8 KB from the VM's
  memory and keeps them as base64 (MicroPython's own binascii takes most of a
  second for 8 KB in this VM). The game's own save code writes its two
  CRC-checked copies into it as on a board; this only keeps the bytes.

`add()` puts the glyphs and the readinto in place, before code.py runs.
"""
import bitmaptools
import displayio
import microcontroller
import terminalio
import uctypes
from sos_web_page import page

HERE = globals().get("__file__", "/web/sos_web_board.py").rsplit("/", 1)[0]
_read_rows = bitmaptools.readinto


def add():
    font = terminalio.FONT
    with open(HERE + "/font.bin", "rb") as f:
        head = f.read(8)
        w, h, first, last = (head[i] | head[i + 1] << 8 for i in range(0, 8, 2))
        if (w, h, first, last) != (font.width, font.height, font._first, font._last):
            raise ValueError("font.bin is not terminalio.FONT's shape")
        glyphs = displayio.Bitmap(w * (last - first + 1), h, 2)
        f.readinto(glyphs._buf)
    font.bitmap = glyphs
    bitmaptools.readinto = readinto


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    """bitmaptools.readinto, the rows the right way up where the file's run
    bottom-up."""
    _read_rows(bitmap, file, bits_per_pixel, element_size, reverse_pixels_in_element,
               swap_bytes_in_element)
    if reverse_rows:
        buf, row = bitmap._buf, bitmap._stride
        for y in range(bitmap.height // 2):
            a = y * row
            b = len(buf) - a - row
            buf[a:a + row], buf[b:b + row] = buf[b:b + row], buf[a:a + row]


class PageNVM(microcontroller._NVM):
    def __init__(self):
        microcontroller._NVM.__init__(self, len(microcontroller.nvm))
        self._addr = uctypes.addressof(self._b)
        self._key = None
        self.writes = 0

    def open(self, key):
        """Read the area kept under `key` (fresh: all 0xFF) and keep writing it there."""
        self._key = key
        page.nvm_load(key, self._addr, len(self._b))

    def __setitem__(self, i, value):
        if isinstance(i, slice):        # as a board's: no write changes its size
            start, stop, step = i.indices(len(self._b))
            if step != 1 or len(value) != max(0, stop - start):
                raise ValueError("slice and value have different lengths")
        microcontroller._NVM.__setitem__(self, i, value)
        self.writes += 1
        if self._key is not None:
            page.nvm_store(self._key, self._addr, len(self._b))
