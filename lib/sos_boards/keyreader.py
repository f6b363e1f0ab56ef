"""Logical button events from keypad scanners, read through one reused Event."""

import keypad

from sos_boards.buttons import NONE, RELEASED


class KeyReader:
    """`scanners`: keypad objects; `keymaps`: per scanner, bytes mapping its
    key_number to a logical button.  `next()` allocates nothing."""

    done = False  # a board never quits; the desktop sets this on window close

    def __init__(self, scanners, keymaps):
        self._queues = tuple(s.events for s in scanners)
        self._maps = tuple(keymaps)
        self._event = keypad.Event()
        self.pressed = 0

    def next(self):
        event = self._event
        for i in range(len(self._queues)):
            if self._queues[i].get_into(event):
                return self._emit(self._maps[i][event.key_number], event.pressed)
        return NONE

    def _emit(self, button, down):
        if down:
            self.pressed |= 1 << button
            return button
        self.pressed &= ~(1 << button)
        return button | RELEASED
