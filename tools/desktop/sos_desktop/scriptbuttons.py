"""Buttons of the headless emulator, fed by a key script."""

import os
from collections import deque

from sos_boards.buttons import NAMES, NONE, RELEASED

from sos_desktop.keyscript import parse


class ScriptButtons:
    """`next()` returns the script's key events one at a time, as the intents
    `means` gives each button (sos_boards.buttons.MEANS of the scheme).  A screenshot
    step refreshes `display` (drawing whatever the previous keys changed) and
    saves `<shots>/<name>.png`; `saved` lists the paths.  When the script has
    run out, `next()` returns NONE and `done` is True.  `feed()` adds steps."""

    def __init__(self, display, available, shots, script=(), means=None):
        self.display = display
        self.means = means
        self.available = available  # bit mask of the scheme's buttons
        self.shots = shots
        self.saved = []
        self.pressed = 0
        self._steps = deque()
        self.feed(script)

    @property
    def done(self):
        return not self._steps

    def feed(self, script):
        for step in parse(script):
            if isinstance(step, int) and not self.available & (1 << (step & 0x0F)):
                raise ValueError("button %s does not exist on this board" % NAMES[step & 0x0F])
            self._steps.append(step)

    def next(self):
        while self._steps:
            step = self._steps.popleft()
            if isinstance(step, tuple):
                self.screenshot(step[1])
                continue
            button = step & 0x0F
            code = button if self.means is None else self.means[button]
            if step & RELEASED:
                self.pressed &= ~(1 << code)
                return code | RELEASED
            self.pressed |= 1 << code
            return code
        return NONE

    def screenshot(self, name):
        os.makedirs(self.shots, exist_ok=True)
        self.display.refresh()
        path = self.display.save_png(os.path.join(self.shots, name + ".png"))
        self.saved.append(path)
        return path
