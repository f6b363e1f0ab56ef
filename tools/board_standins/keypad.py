"""Stand-in for CircuitPython's `keypad`: Keys, ShiftRegisterKeys, KeyMatrix,
Event and EventQueue.

Memory modelled: each scanner's event queue is a preallocated ring buffer (as the
C one is), so delivering and reading events allocates nothing; `get_into` fills
the caller's Event in place. Skipped: scanning pins. Instead the benchmark
harness injects key events with `EventQueue.inject(key_number, pressed)`, as the
C scanner would from its timer; timestamps are always 0."""


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    def __init__(self, max_events=64):
        self._keys = bytearray(max_events)
        self._down = bytearray(max_events)
        self._head = 0
        self._len = 0
        self.overflowed = False

    def inject(self, key_number, pressed):
        """Harness side: queue one event (what the C scanner does on a board)."""
        n = len(self._keys)
        if self._len == n:
            self.overflowed = True
            return
        i = (self._head + self._len) % n
        self._keys[i] = key_number
        self._down[i] = 1 if pressed else 0
        self._len += 1

    def get_into(self, event):
        if not self._len:
            return False
        i = self._head
        event.key_number = self._keys[i]
        event.pressed = self._down[i] == 1
        self._head = (i + 1) % len(self._keys)
        self._len -= 1
        return True

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        self._len = 0
        self.overflowed = False

    def __len__(self):
        return self._len

    def __bool__(self):
        return self._len > 0


class _Scanner:
    def __init__(self, key_count, max_events):
        self.key_count = key_count
        self.events = EventQueue(max_events)

    def reset(self):
        self.events.clear()

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()


class Keys(_Scanner):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        _Scanner.__init__(self, len(pins), max_events)


class ShiftRegisterKeys(_Scanner):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.02, max_events=64, debounce_threshold=1):
        _Scanner.__init__(self, key_count, max_events)


class KeyMatrix(_Scanner):
    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02,
                 max_events=64, debounce_threshold=1):
        _Scanner.__init__(self, len(row_pins) * len(column_pins), max_events)
