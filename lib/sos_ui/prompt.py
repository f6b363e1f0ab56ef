"""Which words (sos_ui.words numbers) the board shows for a phase, an action
card, a crew: the texts themselves live in assets/text/words.txt."""
from sos_core.cards import ACTION_KIND
from sos_core.layout import (
    DECK,
    PH_BROWSE,
)
from sos_ui import words as W


def action_name(aid):
    return W.ACTION + ACTION_KIND[aid]


def card_short(aid):
    """What an action card does, in one line (the prompt row, in the action list)."""
    return W.CARD_SHORT + ACTION_KIND[aid]


def action_code(aid):
    """Two letters of an action card's kind (GR, CO ...), for the hand line."""
    return W.ACTION_CODE + ACTION_KIND[aid]


def phase_prompt(g, phase, arg):
    if phase == PH_BROWSE and arg != DECK:
        return W.BROWSE_DISCARD
    return W.PHASE_PROMPT + phase
