"""Logical buttons.  The UI sees only these small ints, whatever the board.

`buttons.next()` of every profile returns a button number for a press,
`button | RELEASED` for a release, or NONE when nothing happened; its
`pressed` attribute is a bit mask (1 << button) of the buttons held now.
"""

from sos_core.compat import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
START = const(6)
SELECT = const(7)
COUNT = const(8)
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT")

RELEASED = const(0x10)  # or'ed into the button number of a release
NONE = const(-1)  # nothing happened

# Control schemes: which logical buttons a board has.
DPAD = "dpad"  # PyGamer, PyBadge: d-pad (or joystick), A, B, START, SELECT
AB = "ab"  # CLUE: A and B only
THREE = "three"  # Reverse TFT Feather: D0, D1, D2 = LEFT, A, RIGHT
SCHEMES = {
    DPAD: 0xFF,
    AB: (1 << A) | (1 << B),
    THREE: (1 << LEFT) | (1 << A) | (1 << RIGHT),
}
