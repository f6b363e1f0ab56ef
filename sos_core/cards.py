"""Card data (R-COMP-1, R-COMP-2): a passenger is one byte, an action card an id 0..19.

Passenger byte: bits 0-4 value (1..17), bit 5 anchor, bit 6 class (0 = 1st, 1 = 2nd),
bit 7 Mystery Passenger (never an anchor; value 0 while it is not in play).
"""
from sos_core.compat import const

ANCHOR = const(0x20)
SECOND = const(0x40)
MYSTERY = const(0x80)
VALUE = const(0x1F)
KEY = const(SECOND | VALUE)    # a passenger's key, c & KEY: class and value (Table.TAKES)

CLASS_MAX = b"\x0d\x11"        # the class maximum: 1st class 13, 2nd class 17


def passengers():
    """All 60 passengers, 1st class then 2nd, each value with and without anchor."""
    out = bytearray(60)
    i = 0
    for k in (0, 1):
        for v in range(1, CLASS_MAX[k] + 1):
            for a in (0, ANCHOR):
                out[i] = (k << 6) | a | v
                i += 1
    return out


# Action kinds (R-COMP-2) and the 20 cards: card id -> kind, defined once.
GET_READY = const(0)
COME_ON = const(1)
COME_BACK = const(2)
YOUR_TURN = const(3)
SAME_LINES = const(4)
WAIT = const(5)
SAVE_TIME = const(6)
PLAN_A = const(7)
PLAN_B = const(8)
COLLAPSIBLE = const(9)
MYSTERY_1ST = const(10)
MYSTERY_2ND = const(11)

# Copies of each action kind, in kind order (R-COMP-2); names are in `names`.
ACTION_COPIES = b"\x02\x03\x03\x02\x02\x02\x01\x01\x01\x01\x01\x01"
N_ACTIONS = const(20)


def _kinds():
    out = bytearray(N_ACTIONS)
    i = 0
    for kind in range(len(ACTION_COPIES)):
        for _ in range(ACTION_COPIES[kind]):
            out[i] = kind
            i += 1
    return out


ACTION_KIND = _kinds()        # card id -> kind
N_KINDS = len(ACTION_COPIES)


def first_card(kind):
    """Id of the first card of an action kind."""
    aid = 0
    for k in range(kind):
        aid += ACTION_COPIES[k]
    return aid


BOAT_ID = first_card(COLLAPSIBLE)                               # the one Collapsible Boat
MYSTERY_ID = (first_card(MYSTERY_1ST), first_card(MYSTERY_2ND))  # Mystery card by class

