"""Our rulings where the rulebooks are silent or disagree (RULES.md marks the ones it
makes), each kept here as data so it can change in one place."""

ODD_CARD_TO_STERN = True   # R-ACT-SAMELINES: the odd card goes to the line nearer the stern
LATIMER_TRIO = 3           # Latimer fires when a group's top anchor run reaches 3, 6, 9 ...
LOWE_NEEDS_DECK = True     # Lowe's ability needs a passenger to discard (deck not empty)
GET_READY_LOOK = 5         # R-ACT-GETREADY: cards looked at
# A Mystery Passenger can be replaced by an exposed line card, a drawn card or a card
# found by Come On!/Come Back! (one that "could be played or moved" on its own);
# a card inside a run cannot. A Mystery swept off a line by Wait! goes back to the
# action discard pile. Latimer counts only passengers put on top of a group.
