"""An analog joystick read as a d-pad (PyGamer), with hysteresis."""

from sos_boards.buttons import DOWN, LEFT, NONE, RIGHT, UP
from sos_boards.keyreader import KeyReader


class JoystickPad(KeyReader):
    """KeyReader plus two AnalogIn axes turned into LEFT/RIGHT and UP/DOWN
    presses.  A direction presses past `low`/`high` and releases only when
    the stick is back `slack` counts toward the centre.  One transition per
    `next()` call; changing straight from LEFT to RIGHT releases LEFT first."""

    def __init__(self, scanners, keymaps, x, y, low=16000, high=49500, slack=6000):
        super().__init__(scanners, keymaps)
        self._x = x
        self._y = y
        self._low = low
        self._high = high
        self._slack = slack
        self._jx = 0
        self._jy = 0

    def _axis(self, value, state):
        if value < self._low or (state < 0 and value < self._low + self._slack):
            return -1
        if value > self._high or (state > 0 and value > self._high - self._slack):
            return 1
        return 0

    def next(self):
        result = KeyReader.next(self)
        if result != NONE:
            return result
        new = self._axis(self._x.value, self._jx)
        old = self._jx
        if new != old:
            if old:
                self._jx = 0
                return self._emit(LEFT if old < 0 else RIGHT, False)
            self._jx = new
            return self._emit(LEFT if new < 0 else RIGHT, True)
        new = self._axis(self._y.value, self._jy)
        old = self._jy
        if new != old:
            if old:
                self._jy = 0
                return self._emit(UP if old < 0 else DOWN, False)
            self._jy = new
            return self._emit(UP if new < 0 else DOWN, True)
        return NONE
