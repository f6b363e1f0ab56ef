"""The words the UI shows: phase prompts, option names, short crew names.
All strings are constants or built once, so showing them allocates nothing."""
from sos_core.cards import ACTION_KIND
from sos_core.layout import (
    DECK,
    PH_BROWSE,
)

# Index = phase (sos_core.layout PH_*); at most 26 characters (160 px).
PHASE_PROMPT = (
    "Move passengers, or End",      # PH_MOVE
    "Your action?",                 # PH_ACTION
    "Place a drawn passenger",      # PH_PLACE
    "Get Ready!: top or bottom?",   # PH_GET_READY
    "Come On!: play from deck",     # PH_BROWSE (deck; discard below)
    "Your Turn!: which line?",      # PH_YT_LINE
    "Your Turn!: card to top",      # PH_YT_PICK
    "Same Lines!: two lines",       # PH_SAME_LINES
    "Wait!: clear which line?",     # PH_WAIT
    "Plan A: take a card",          # PH_PLAN_A
    "Plan B: take a card",          # PH_PLAN_B
    "Boat: which run?",             # PH_BOAT
    "Mystery: place it where?",     # PH_MYSTERY
    "Fleet: keep one card",         # PH_FLEET
    "Lightoller: play a card?",     # PH_LIGHTOLLER
    "Lowe: swap two passengers?",   # PH_LOWE
    "Smith: deal out the cards",    # PH_SMITH
    "Game over",                    # PH_OVER
)
BROWSE_DISCARD = "Come Back!: play a discard"
MURDOCH_MORE = "Place another, or Skip"

# Second choice, by the kind of the first spot / the phase.
WHERE_TO = "Where to?"
HOW_MANY = "Rescue: draw how many?"
TOP_BOTTOM = "Top or bottom of the deck?"
WHICH_VALUE = "Declare its value"
TO_WHOM = "Give it to whom?"
SECOND_LINE = "And the second line?"
SWAP_WITH = "Swap with which one?"
REPLACE_WHICH = "Replace the Mystery"

WORD_NAMES = ("End moves", "Pass", "Skip", "Ability", "Rescue", "Top", "Bottom")
BACK = "< Back"
MENU = "Menu"

ACTION_SHORT = ("Get Ready!", "Come On!", "Come Back!", "Your Turn!", "Same Lines!",
                "Wait!", "Save Time", "Plan A", "Plan B", "Boat", "Mystery 1st",
                "Mystery 2nd")
CREW_SHORT = ("Murdoch", "Lee", "Lowe", "Boxhall", "Latimer", "Fleet", "Smith",
              "Phillips", "Pitman", "Lightoller")
NUMBERS = tuple(str(i) for i in range(64))
# Why a page turned, by sos_core.layout WHY_*.
PAGE_WHY = ("The ship takes water", "Rescue failed!", "Deck empty: reshuffled",
            "Nothing to play", "No action possible", "The ship takes water")
DECK_FLOODED = tuple("Deck %d is flooded!" % (d + 1) for d in range(6))


def action_name(aid):
    return ACTION_SHORT[ACTION_KIND[aid]]


def phase_prompt(g, phase, arg):
    if phase == PH_BROWSE and arg != DECK:
        return BROWSE_DISCARD
    return PHASE_PROMPT[phase]

