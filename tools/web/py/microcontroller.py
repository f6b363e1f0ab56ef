"""The page's `microcontroller`: `nvm`, the board's 8 KB save area, kept in the
browser's localStorage. Like a board's: 8192 bytes, fresh 0xFF, an item read an
int, a slice read a new bytes, a slice write of the same length; every write is
stored at once, under the key the profile opens it with (one save area per
board): the page reads the 8 KB from the VM's memory and keeps them as base64
(MicroPython's own binascii takes most of a second for 8 KB in this VM). The
game's own save code writes its two CRC-checked copies into it as on a board;
this only keeps the bytes."""
import uctypes
from sos_web_page import page

SIZE = 8192


class Pin:
    def __init__(self, name):
        self.name = name


class NVM:
    def __init__(self, size=SIZE):
        self._b = bytearray(b"\xff" * size)
        self._addr = uctypes.addressof(self._b)
        self._key = None
        self.writes = 0

    def open(self, key):
        """Read the area kept under `key` (fresh: all 0xFF) and keep writing it there."""
        self._key = key
        page.nvm_load(key, self._addr, len(self._b))

    def __len__(self):
        return len(self._b)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return bytes(memoryview(self._b)[i])
        return self._b[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop, step = i.indices(len(self._b))
            if step != 1 or len(value) != max(0, stop - start):
                raise ValueError("slice and value have different lengths")
        self._b[i] = value
        self.writes += 1
        if self._key is not None:
            page.nvm_store(self._key, self._addr, len(self._b))


nvm = NVM()
