"""Buttons and what they mean.

A board has *buttons* (the physical ones, named as on a PyGamer: UP .. SELECT);
the UI only ever sees *intents* (what a press means: choose, back, next ...).
Each board profile turns its buttons into intents with its scheme's table
below, as Stage's per-board ugame.py maps keys to its K_ constants, so the UI
never asks which board it runs on.

`buttons.next()` of every profile returns an intent for a press,
`intent | RELEASED` for a release, or NONE when nothing happened.

A hint (HINT) has no button of its own on any board: the App makes it when the
scheme's HOLD button stays down a while on the board (sos_ui.app.App.tick). That
button's press still does what it does at once (menu, next target), so a short
press keeps its meaning and costs no latency; held, the hint's cursor replaces
what it did.
"""

from sos_core.compat import const

# --- physical buttons (key scripts, the desktop keyboard, profile key orders)
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

# --- intents: UP..RIGHT keep their numbers (spatial moves on a d-pad board)
PREV = const(8)       # previous target / item
NEXT = const(9)       # next target / item
CHOOSE = const(10)
BACK = const(11)      # back out (a board without it gets a "< Back" target)
MENU = const(12)      # the pause menu (a board without it gets a "Menu" target)
END = const(13)       # end the moves / jump to the option list
HINT = const(14)      # a hint now: made by the App from a held button (HOLD)
N_INTENTS = const(15)

RELEASED = const(0x10)  # or'ed into the intent of a release
NONE = const(-1)  # nothing happened
NO = const(255)  # a button that means nothing in a scheme

# Control schemes: which buttons a board has, and what each one means.
DPAD = "dpad"  # PyGamer, PyBadge: d-pad (or joystick), A, B, START, SELECT
AB = "ab"  # CLUE: A and B only
THREE = "three"  # Reverse TFT Feather: D0, D1, D2 = LEFT, A, RIGHT
SCHEMES = {
    DPAD: 0xFF,
    AB: (1 << A) | (1 << B),
    THREE: (1 << LEFT) | (1 << A) | (1 << RIGHT),
}
# Intent of each physical button (indexed UP .. SELECT), per scheme.
MEANS = {
    DPAD: bytes((UP, DOWN, LEFT, RIGHT, CHOOSE, BACK, END, MENU)),
    AB: bytes((NO, NO, NO, NO, NEXT, CHOOSE, NO, NO)),
    THREE: bytes((NO, NO, PREV, NEXT, CHOOSE, NO, NO, NO)),
}
# The intent whose button, held on the board (sos_ui.app.HOLD_MS), asks a hint:
# the d-pad's SELECT (its press opens the pause menu, whose Hint the hold picks);
# the CLUE's A and the Feather's D2 (next target: the hint's cursor moves on from
# there anyway; on the board they do not repeat, the Feather's D0 still does).
HOLD = {DPAD: MENU, AB: NEXT, THREE: NEXT}


def keymap(scheme, order):
    """Bytes mapping a scanner's key numbers to intents: `order` lists the
    physical button of each key number."""
    means = MEANS[scheme]
    out = bytearray(len(order))
    for i in range(len(order)):
        out[i] = means[order[i]]
    return bytes(out)


def intent_mask(scheme):
    """Bit mask (1 << intent) of the intents a scheme's buttons give."""
    mask = 0
    for m in MEANS[scheme]:
        if m != NO:
            mask |= 1 << m
    return mask
