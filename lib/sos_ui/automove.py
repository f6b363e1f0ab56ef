"""Moves made for the player (the auto-moves option, ADD-AUTO-MOVE): one move
no player could regret (sos_core.hints.safe_move) at a time, and the prompt
that names the cards so saved, in order. Plain functions of a sos_ui.play.Play."""
from sos_core import hints
from sos_core import layout as L
from sos_core.cards import SECOND, VALUE
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.text import LINE

AUTO_SHOWN = const(6)     # auto-saved cards the prompt names (a row holds about 3)


def auto(play):
    """Make one such move when the option is on; True if one was made."""
    g = play.g
    if not play.auto_move or g.phase() != L.PH_MOVE or g.over():
        return False
    g.list_decisions()
    i = hints.safe_move(g)
    if i < 0:
        return False
    if play.log is not None:
        play.log.append(bytes(g.dec[4 * i:4 * i + 4]))
    n = play.auto_moved
    if n < AUTO_SHOWN:             # the run's bottom card: the one that is saved
        a = g.dec[4 * i + 1]
        play.auto_cards[n] = g.card(a, g.plen(a) - g.dec[4 * i + 2])
    g.apply_index(i)
    play.auto_moved = n + 1
    return True


def auto_saved(play):
    """The cards moved for the player, in order: "Auto-moved: 2nd 5, 1st 2"."""
    line = LINE.clear().word(W.AUTO_MOVED)
    for k in range(min(play.auto_moved, AUTO_SHOWN)):
        c = play.auto_cards[k]
        if k:
            line.str(b", ")
        line.word(W.CLASS_WORD + (1 if c & SECOND else 0)).str(b" ").num(c & VALUE)
    return line
