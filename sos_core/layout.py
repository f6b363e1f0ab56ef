"""Where everything lives in the game's one state bytearray, and the names of
piles, phases and decisions. The whole position is these bytes (so undo is a copy).

Passengers (and the two Mystery cards) form one 62-byte permutation split into
piles by their lengths, so every card is always present exactly once; action
cards form a second 20-byte permutation the same way.
"""
from sos_core.compat import const

# Passenger piles, in pool order. Lines 0-5 are decks 1-6 (bow to stern).
BOAT = const(6)          # the Collapsible Boat line
GROUP0 = const(7)        # survivor groups 7..10
DECK = const(11)         # passenger deck (top = last)
DISCARD = const(12)      # passenger discard
LOOK = const(13)         # cards drawn or looked at (rescue, Get Ready!)
PARK = const(14)         # Mystery cards not in play
N_PPILES = const(15)
N_LINES = const(7)       # 6 decks + boat
N_GROUPS = const(4)
N_TARGETS = const(11)     # piles a passenger can be put on: 7 lines, 4 groups
DECK_LINES = const(6)     # lines of the six decks (the boat excluded)

MAX_PLAYERS = const(5)    # one hand pile each (R-SETUP, Multiplayer)
NO_OWNER = const(255)     # A_OWNER entry of a card Smith did not gather

# Action piles, in pool order. Hands 0-4 are players 1-5.
A_DECK = const(5)
A_DISCARD = const(6)
A_INPLAY = const(7)      # being resolved, or a Boat/Mystery in play
A_LOOK = const(8)        # Fleet's three cards
A_GATHER = const(9)      # Smith's gathered cards
N_APILES = const(10)
N_POOL = const(62)       # passengers and the two Mysteries (cards.passengers() + 2)
N_ACTIONS = const(20)    # action cards (cards.N_ACTIONS)

# Offsets into the state, each from the one before it.
P_POOL = const(0)                  # N_POOL card bytes
P_LEN = const(P_POOL + N_POOL)     # N_PPILES pile lengths
FACEDOWN = const(P_LEN + N_PPILES)  # N_LINES face-down counts, one per line
A_POOL = const(FACEDOWN + N_LINES)  # N_ACTIONS action ids
A_LEN = const(A_POOL + N_ACTIONS)  # N_APILES pile lengths
A_OWNER = const(A_LEN + N_APILES)  # N_ACTIONS: Smith's redistribution, who held each
                                   # card before
CREW = const(A_OWNER + N_ACTIONS)  # MAX_PLAYERS crew ids
RNG = const(CREW + MAX_PLAYERS)    # 6: three 16-bit generator states
VARIANT = const(RNG + 6)
PLAYERS = const(VARIANT + 1)
CURRENT = const(PLAYERS + 1)       # whose turn (0-based)
PAGE = const(CURRENT + 1)          # 1..11
STATUS = const(PAGE + 1)           # PLAYING / SUNK / SAVED
PHASE = const(STATUS + 1)
ACT = const(PHASE + 1)             # the action card being resolved
ARG = const(ACT + 1)               # phase argument (Your Turn!'s line, Murdoch's placed count)
TURN = const(ARG + 1)              # 2 bytes: turn number
COUNTED = const(TURN + 2)          # 4: 30 bits, the anchor passengers already counted in
                                   # a Latimer trio (bit = 13 * class + value - 1)
STATE_SIZE = const(COUNTED + 4)

N_KEYS = const(0x60)     # keys (c & cards.KEY: 2nd class 0x40 | value) are below it

# Status
PLAYING = const(0)
SUNK = const(1)
SAVED = const(2)

# Phases: what the pending decision is about.
PH_MOVE = const(0)       # move passengers, or end the move phase
PH_ACTION = const(1)     # rescue, play a card, crew ability (or pass)
PH_PLACE = const(2)      # place a drawn passenger
PH_GET_READY = const(3)  # put a looked-at card on top or bottom
PH_BROWSE = const(4)     # Come On!/Come Back!: play a passenger from deck/discard
PH_YT_LINE = const(5)    # Your Turn!: choose the line
PH_YT_PICK = const(6)    # Your Turn!: choose the card
PH_SAME_LINES = const(7)
PH_WAIT = const(8)
PH_PLAN_A = const(9)
PH_PLAN_B = const(10)
PH_BOAT = const(11)
PH_MYSTERY = const(12)
PH_FLEET = const(13)     # keep 1 of 3
PH_LIGHTOLLER = const(14)  # may play one card after a failed rescue
PH_LOWE = const(15)      # may swap after discarding to an anchor
PH_SMITH = const(16)     # deal the gathered cards
PH_OVER = const(17)
N_PHASES = const(18)     # tables indexed by phase have this many entries

# A decision in Game.dec: DEC_SIZE bytes at DEC_SIZE * i, its kind first (at the
# decision's offset), then a, b, c, each from the one before it.
DEC_A = const(1)
DEC_B = const(DEC_A + 1)
DEC_C = const(DEC_B + 1)
DEC_SIZE = const(DEC_C + 1)

# Decision kinds (a decision's first byte), and what a, b, c are to each.
D_MOVE = const(1)        # a=line, b=k cards, c=destination pile
D_END = const(2)         # end the move phase
D_RESCUE = const(3)      # a=number drawn
D_PLAY = const(4)        # a=action id
D_ABILITY = const(5)     # Lowe's or Smith's "instead of his action"
D_PASS = const(6)        # no action possible (Ruling R-TURN-2)
D_SKIP = const(7)        # decline an optional step
D_PLACE = const(8)       # a=source pile, b=index, c=destination pile
D_REPLACE = const(9)     # a=source pile, b=index: that passenger replaces its Mystery
D_PUT = const(10)        # a=index in LOOK, b=0 top / 1 bottom
D_LINE = const(11)       # a=line
D_PICK = const(12)       # a=index in the chosen line
D_PAIR = const(13)       # a<b lines
D_BOAT = const(14)       # a=line, b=k top face-up cards
D_MYSTERY = const(15)    # a=declared value, b=destination, c=class
D_TAKE = const(16)       # a=action id
D_SWAP = const(17)       # a=group, b=group, c=value
D_GIVE = const(18)       # a=action id, b=player

# Events: what the last decision did that the position alone does not tell a
# player (Game.events, 4 bytes each: kind, a, b, c; cleared by every apply).
EV_PAGE = const(1)       # a page turned: a=new page, b=why (WHY_*), c=deck now fully
                         # flooded (0-based; NO_DECK: none); the last one sinks the ship
EV_DISCARD = const(2)    # a=cards put on the passenger discard (its top a cards), b=why
                         # (WHY_FAILED: a rescue's drawn cards, WHY_RESCUED: those not
                         # placed, WHY_LOWE: Lowe's discards, WHY_WAIT: Wait!'s, c=its line)
EV_SHUFFLE = const(3)    # a=cards of a discard pile shuffled into a new deck, b=by
                         # (BY_EMPTY: a rescue's, R-RESCUE-4; BY_SAVE_TIME; BY_ACTIONS:
                         # the action discard made the action deck anew, R-ACT)
EV_GAIN = const(4)       # a=player, b=action id drawn into that player's hand
EV_LINES = const(5)      # Same Lines! dealt lines a and b anew, c cards (R-ACT-SAMELINES)
EV_FLOOD = const(6)      # a flooded deck's line went into the next: a=deck, b=its cards
                         # (R-FLOOD-2)
# the UI's turn log adds two of its own (sos_ui.records), never Game.event's
EV_AUTO = const(7)       # a=passenger moved for the player (the auto-moves option)
EV_TURN = const(8)       # a turn's events follow: b, c=turn number (low, high)
N_EVENTS = const(12)     # room in the log: a decision makes at most 10 (tests/test_events.py)
NO_DECK = const(255)
WHY_FAILED = const(1)    # a rescue's drawn cards fit nowhere (R-RESCUE-3)
WHY_EMPTY = const(2)     # the passenger deck was empty: reshuffled (R-RESCUE-4)
WHY_NOTHING = const(3)   # Come On!/Come Back! had nothing to play
WHY_PASS = const(4)      # no action possible (Ruling R-TURN-2)
WHY_LOWE = const(5)      # Lowe discarded down to an anchor
WHY_WAIT = const(6)      # Wait! cleared a line's face-up passengers (R-ACT-WAIT)
WHY_RESCUED = const(7)   # a rescue's drawn cards not placed (R-RESCUE-2)
BY_EMPTY = const(0)      # EV_SHUFFLE's b
BY_SAVE_TIME = const(1)
BY_ACTIONS = const(2)

# Error codes of apply(); 0 is success.
OK = const(0)
E_ILLEGAL = const(1)     # not among the listed decisions
E_OVER = const(2)        # the game is over
