"""The option list on the board (action cards, words, numbers): what an action
card's entry says, and where the list goes; and the marks on the board's
targets. Plain functions of a sos_ui.play.Play."""
from sos_core.cards import ACTION_KIND
from sos_core.crew import PHILLIPS
from sos_core.layout import PH_MOVE
from sos_ui import words as W
from sos_ui.entries import IN_LIST, IN_TRAY, ON_BOARD
from sos_ui.text import OWNED


def action_text(g, aid):
    """An action card's name; for Phillips, who may play any hand's card,
    whose card it is ("P2 Come On!")."""
    name = W.ACTION + ACTION_KIND[aid]
    if g.players() < 2 or g.crew_of(g.current()) != PHILLIPS:
        return name
    for p in range(g.players()):
        for i in range(g.alen(p)):
            if g.acard(p, i) == aid:
                return OWNED + (p << 10) + name     # "P2 Come On!"
    return name


def place_list(play):
    """Fill the option list with the set's options and place it where it hides
    no target and the fewest cards (BoardView.place_list): from its top, the
    cursor set after, so a long list opens with its first items in view."""
    view = play.view
    opts = play.opts
    opts.fit(play.n_opt)
    # the moves' list (End moves) in the grid that keeps it: it opens at the
    # start of most turns, the action list between its showings
    opts.show(play.text, play.n_opt, 0, None, play.level == 1 and play.g.phase() == PH_MOVE)
    sel = play.level == 2 and play.sel_place != IN_LIST
    view.place_list(opts, play.sel_pos if play.sel_place == ON_BOARD
                    else 2 * (play.sel_pos - view.tray_first), play.sel_row,
                    play.sel_h if sel else 0)


def mark_targets(play):
    """Mark every entry of the set on the board or in the tray's shown slots."""
    view = play.view
    view.hints_begin()
    slots = play.lay.tray_slots
    place = play.place
    pos = play.pos
    row = play.row
    for e in range(play.n):
        if place[e] == ON_BOARD:
            view.hint(pos[e], row[e])
        elif place[e] == IN_TRAY:
            k = pos[e] - view.tray_first
            if 0 <= k < slots:
                view.hint(2 * k, row[e])
    view.hints_end()
