"""Stand-in for CircuitPython's `microcontroller`: `Pin` and `nvm`.

Memory modelled: none for `nvm` (8 KB of flash on a board, not heap): reads give
the erased value 0xFF unless written, writes are kept sparsely in a dict. Pins
are small named objects. Skipped: cpu, reset, watchdog."""


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class _NVM:
    def __init__(self, size):
        self._size = size
        self._w = {}

    def __len__(self):
        return self._size

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop, step = i.indices(self._size)
            return bytes(self._w.get(k, 0xFF) for k in range(start, stop, step))
        return self._w.get(i % self._size, 0xFF)

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop, step = i.indices(self._size)
            for n, k in enumerate(range(start, stop, step)):
                self._w[k] = value[n]
            return
        self._w[i % self._size] = value


nvm = _NVM(8192)
