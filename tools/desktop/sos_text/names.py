"""The words of the game: names and short codes for crews, action cards, variants
and card classes. Kept apart from the rules so a board running only the rules
does not hold these strings."""
from sos_core.cards import ACTION_COPIES, ACTION_KIND

CLASS_LETTER = "PY"            # purple (1st class), yellow (2nd class)
CLASS_NAME = ("1st class", "2nd class")

CREW_KEYS = ("murdoch", "lee", "lowe", "boxhall", "latimer", "fleet", "smith",
             "phillips", "pitman", "lightoller")
CREW_NAMES = ("William Murdoch", "Reginald Lee", "Harold Lowe", "Joseph Boxhall",
              "Andrew Latimer", "Frederick Fleet", "Edward John Smith", "Jack Phillips",
              "Herbert Pitman", "Charles Lightoller")

ACTION_CODES = ("GR", "CO", "CB", "YT", "SL", "WA", "ST", "PA", "PB", "BO", "M1", "M2")
ACTION_NAMES = ("Get Ready!", "Come On!", "Come Back!", "Your Turn!", "Same Lines!",
                "Wait!", "Save Time", "Plan A", "Plan B", "Collapsible Boat",
                "Mystery Passenger 1st", "Mystery Passenger 2nd")

VARIANT_KEYS = ("standard", "expert", "ultimate")
VARIANT_NAMES = ("Standard", "Expert", "Ultimate")


def action_code(aid):
    """Short unique name of an action card: GR1, GR2, CO1..CO3, ..., ST, BO, M1."""
    kind = ACTION_KIND[aid]
    if ACTION_COPIES[kind] == 1:
        return ACTION_CODES[kind]
    first = aid
    while first > 0 and ACTION_KIND[first - 1] == kind:
        first -= 1
    return ACTION_CODES[kind] + str(aid - first + 1)


def crew_by_key(key):
    return CREW_KEYS.index(key) if key in CREW_KEYS else -1


def variant_by_key(key):
    return VARIANT_KEYS.index(key) if key in VARIANT_KEYS else -1
