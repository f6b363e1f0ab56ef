"""Stand-in for CircuitPython's `microcontroller`: `Pin` and `nvm`.

Memory modelled for `nvm` (8 KB of flash on a board, not heap): its contents are
one bytearray made at import (so in the baseline, the same in every figure: a
write costs nothing, as on a board); fresh contents are the erased value 0xFF; a
slice read returns a new bytes of that length, as on a board. Pins
are small named objects. Skipped: cpu, reset, watchdog."""


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class _NVM:
    def __init__(self, size):
        b = bytearray(size)
        for k in range(size):
            b[k] = 0xFF
        self._b = b

    def __len__(self):
        return len(self._b)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return bytes(memoryview(self._b)[i])
        return self._b[i]

    def __setitem__(self, i, value):
        self._b[i] = value


nvm = _NVM(8192)
