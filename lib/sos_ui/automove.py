"""Moves made for the player (the auto-moves option, ADD-AUTO-MOVE): one move
no player could regret (sos_core.hints.safe_move) at a time, each logged in the
turn log (sos_ui.records), and the prompt that names the cards so saved, in
order, where they all fit it (else the banner tells them). Plain functions of
a sos_ui.play.Play."""
from sos_core import hints
from sos_core import layout as L
from sos_core.cards import SECOND, VALUE
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.text import LINE

# auto-saved cards the prompt names whole: "Auto-moved: 1st 12, 2nd 13" is its
# 26 characters (sos_ui.banner tells more)
AUTO_SHOWN = const(2)


def auto(play, rec):
    """Make such moves one at a time while there is one and the option is on,
    each logged in `rec` (a Records)."""
    g = play.g
    while play.auto_move and g.phase() == L.PH_MOVE and not g.over():
        g.list_decisions()
        i = hints.safe_move(g)
        if i < 0:
            return
        if play.log is not None:
            play.log.append(bytes(g.dec[L.DEC_SIZE * i:L.DEC_SIZE * (i + 1)]))
        j = L.DEC_SIZE * i
        a = g.dec[j + L.DEC_A]
        card = g.card(a, g.plen(a) - g.dec[j + L.DEC_B])    # the run's bottom card: the saved one
        n = play.auto_moved
        if n < AUTO_SHOWN:
            play.auto_cards[n] = card
        g.apply_index(i)
        play.auto_moved = n + 1
        rec.decided(card)


def auto_saved(play):
    """The cards moved for the player, in order: "Auto-moved: 2nd 5, 1st 2"."""
    line = LINE.clear().word(W.AUTO_MOVED)
    for k in range(min(play.auto_moved, AUTO_SHOWN)):
        c = play.auto_cards[k]
        if k:
            line.str(b", ")
        line.word(W.CLASS_WORD + (1 if c & SECOND else 0)).str(b" ").num(c & VALUE)
    return line
