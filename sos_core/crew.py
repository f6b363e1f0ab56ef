"""The ten crew cards (R-COMP-3), defined once: start cards, rescue draws, min players."""
from sos_core.compat import const

MURDOCH = const(0)
LEE = const(1)
LOWE = const(2)
BOXHALL = const(3)
LATIMER = const(4)
FLEET = const(5)
SMITH = const(6)
PHILLIPS = const(7)
PITMAN = const(8)
LIGHTOLLER = const(9)
N_CREW = const(10)
MAX_DRAW = const(6)          # the most passengers any crew draws in a rescue

# Per crew, five numbers (names are in `names`): start action cards, most passengers
# drawn in a rescue, minimum players, action cards drawn on a failed rescue, of
# which kept.
CREW_DATA = bytes((
    2, 4, 1, 0, 0,      # Murdoch
    4, 6, 1, 0, 0,      # Lee
    2, 5, 1, 1, 1,      # Lowe
    0, 3, 1, 2, 2,      # Boxhall
    0, 5, 1, 1, 1,      # Latimer
    1, 3, 1, 3, 1,      # Fleet: draws 3, keeps 1
    1, 5, 3, 1, 1,      # Smith
    1, 6, 2, 1, 1,      # Phillips
    1, 5, 2, 0, 0,      # Pitman
    2, 5, 2, 1, 1,      # Lightoller
))


def start_cards(c):
    return CREW_DATA[5 * c]


def max_draw(c):
    return CREW_DATA[5 * c + 1]


def min_players(c):
    return CREW_DATA[5 * c + 2]


def failure_draw(c):
    return CREW_DATA[5 * c + 3]


def failure_keep(c):
    return CREW_DATA[5 * c + 4]

