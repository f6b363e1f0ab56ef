"""Our rulings where the rulebooks are silent or disagree (docs/rules.md, the RUL-
IDs), each kept here as data, or named here with the one place that makes it, so
it can change in one place. Integer consts (1 = yes): the board installer inlines
them, so a board never loads this module."""
from sos_core.compat import const

ODD_CARD_TO_STERN = const(1)   # RUL-SAMELINES: the odd card goes to the line nearer the stern
LATIMER_TRIO = const(3)        # RUL-LATIMER: Latimer takes a card for each trio completed in a
                               # group's top anchor run, counted from the run's bottom among anchors
                               # not yet counted: a card counts in one trio only (3, 6, 9 ...
                               # in plain play; also when a real passenger replaces a Mystery)
LOWE_NEEDS_DECK = const(1)     # RUL-LOWE: Lowe's ability needs a passenger to discard
GET_READY_LOOK = const(5)      # RUL-GETREADY (R-ACT-GETREADY): cards looked at
# RUL-FLOOD-TABLE is booklet.COMPARTMENTS.

# Rulings that are a line of code each (named here so they can be found):
# - RUL-MYSTERY: a Mystery Passenger can be replaced by an exposed line card, a drawn
#   card or a card found by Come On!/Come Back! (one that "could be played or moved" on its own); a
#   card inside a run cannot (legal._moves, legal.placements). Only a Mystery lying face
#   up (in a line's run or a survivor group) can be replaced: one shuffled face down by
#   flooding, Same Lines! or Your Turn! waits until it is turned up (Table.mystery_value, seen).
# - RUL-NO-ACTION (R-TURN-2): "no action possible" means nothing is listed: no rescue
#   (deck and discard empty), no playable action card, no ability. Holding only cards that
#   cannot be played is no action either (legal._actions).
# - RUL-MYSTERY: a Mystery swept off a line by Wait! goes to the action discard
#   (action_cards.discard_top).
# - RUL-LOWE: Lowe swaps even when the deck ran out before an anchor; his swap does not
#   count for Latimer (no passenger is newly put into a group) (action_cards.ability).
# - RUL-LIGHTOLLER: Lightoller's immediate play may use the card just taken for the
#   failed rescue: his card says he plays "after taking his action card" (resolve._rescue_failed).
# - RUL-IN-PLAY: a played action card waits in play until resolved, so Plan B cannot
#   take itself back and Plan A cannot find itself (action_cards.play).
# - RUL-TAKER: cards a player takes from Plan A/Plan B go to the player whose turn it is,
#   also when Phillips plays another player's card (action_cards.take).
