"""What the board's prompt row says (the phase's prompt, the second choice's
question) and the warnings before a decision that cannot be taken back: what
it surely does, in words. The core answers from what the players can see
(sos_core.hints), so a warning never tells a hidden card. Plain functions of a
sos_ui.play.Play."""
from sos_core import hints
from sos_core import layout as L
from sos_core.booklet import LAST_PAGE
from sos_core.cards import ACTION_KIND, GET_READY
from sos_core.crew import LOWE
from sos_ui import words as W
from sos_ui.automove import auto_saved
from sos_ui.entries import CONFIRM
from sos_ui.picker import SPOT_CARD, SPOT_NUMBER, SPOT_WORD, spot_index, spot_kind
from sos_ui.text import LINE


def warns(g, k, a):
    """Does decision (k, a) want a confirm press first: it surely turns a page or
    does nothing (sos_core.hints), or it is a crew ability that acts at once?"""
    return k != L.D_PASS and (hints.page_cost(g, k, a) or hints.no_effect(g, k, a)
                            or k == L.D_ABILITY)


def prompt(play):
    g = play.g
    ph = g.phase()
    view = play.view
    if play.level == CONFIRM:
        view.set_prompt(warning(play))
        return
    if play.level == 1:
        if ph == L.PH_PLACE and g.s[L.ARG]:            # how to skip: the button, or
            view.set_prompt(W.MURDOCH_MORE + view.scheme)   # the entry (issue 35)
        elif ph == L.PH_MOVE and play.auto_moved:
            view.set_prompt(auto_saved(play))
        elif ph == L.PH_MOVE and play.p.n_first == 1:  # End alone: nothing is broken
            view.set_prompt(W.NO_MOVES)
        elif ph == L.PH_MOVE:                          # how to end: ditto
            view.set_prompt(W.END_PROMPT + view.scheme)
        else:
            view.set_prompt(W.BROWSE_DISCARD if ph == L.PH_BROWSE and g.s[L.ARG] != L.DECK
                            else W.PHASE_PROMPT + ph)
        return
    if ph == L.PH_SMITH:                           # which card is being given
        aid = spot_index(play.sel_spot)
        view.set_prompt(LINE.clear().word(W.GIVE).word(W.ACTION + ACTION_KIND[aid])
                        .word(W.TO_WHOM_Q))
        return
    k = spot_kind(play.p.second(0))
    if k == SPOT_NUMBER:
        text = W.WHICH_VALUE if ph == L.PH_MYSTERY else W.TO_WHOM if ph == L.PH_SMITH \
            else W.HOW_MANY
    elif k == SPOT_WORD:
        text = W.TOP_BOTTOM
    elif k == SPOT_CARD:
        text = W.SWAP_WITH if ph == L.PH_LOWE else W.REPLACE_WHICH
    else:
        text = W.SECOND_LINE if ph == L.PH_SAME_LINES else W.WHERE_TO
    view.set_prompt(text)


def warning(play):
    """What the pending decision surely does, in words."""
    g = play.g
    i = L.DEC_SIZE * play.p.decision(play.pending)
    k = g.dec[i]
    a = g.dec[i + L.DEC_A]
    if k == L.D_ABILITY:
        return W.WARN_LOWE if g.crew_of(g.current()) == LOWE else W.WARN_SMITH
    why = hints.page_cost(g, k, a)
    if why:
        page = g.page() + 1
        if page >= LAST_PAGE:
            return W.WARN_SINKS_EMPTY if k == L.D_RESCUE else W.WARN_SINKS_NOTHING
        return LINE.clear().word(W.WARN_EMPTY if k == L.D_RESCUE else W.WARN_NOTHING) \
            .num(page)
    return W.WARN_GET_READY if ACTION_KIND[a] == GET_READY else W.WARN_NO_TAKE
