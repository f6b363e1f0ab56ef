"""The option list on the board (action cards, words, numbers): what an action
card's entry says, and where the list goes; and the marks on the board's
targets. Plain functions of a sos_ui.play.Play."""
from sos_core import layout as L
from sos_core.cards import ACTION_KIND
from sos_core.crew import PHILLIPS
from sos_ui import words as W
from sos_ui.entries import IN_LIST, IN_TRAY, ON_BOARD
from sos_ui.menu import LIST_CHARS
from sos_ui.text import OWNED, length


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
    no target and the fewest cards (_place), then fill it: from its top, the
    cursor set after, so a long list opens with its first items in view."""
    view = play.view
    opts = play.opts
    # the box as wide as its widest item: a list of counts or short words
    # hides little of the board (on 240x135 a wide one hid the panel's counts)
    wide = 1
    for i in range(play.n_opt):
        n = length(play.text[i])
        if n > wide:
            wide = n
    opts.move(view.group, wide if wide < LIST_CHARS else LIST_CHARS)
    opts.fit(play.n_opt)
    sel = play.level == 2 and play.sel_place != IN_LIST
    _place(view, opts, play.sel_pos if play.sel_place == ON_BOARD
           else 2 * (play.sel_pos - view.tray_first), play.sel_row, play.sel_h if sel else 0)
    opts.show(play.text, play.n_opt, 0)


def mark_targets(play):
    """Mark every entry of the set on the board or in the tray's shown slots."""
    view = play.view
    marks = view.marks
    marks.begin()
    slots = play.lay.tray_slots
    place = play.place
    pos = play.pos
    row = play.row
    for e in range(play.n):
        if place[e] == ON_BOARD:
            marks.mark(pos[e], row[e])
        elif place[e] == IN_TRAY:
            k = pos[e] - view.tray_first
            if 0 <= k < slots:
                marks.mark(2 * k, row[e])
    marks.end()


def _place(view, menu, sel_col, sel_row, sel_h):
    """Put the option list (a Menu, fitted to its items) where it hides the
    fewest targets (hinted cells and the selection: sel_h rows from
    sel_row, 0 for none), then the fewest cards: low on the board (above
    the tray while it shows, else above the hand line: where lines seldom
    reach) or under the headers; against the left side or the right (Menu.place:
    the rest of its rows off the screen). No allocation."""
    lay = view.lay
    w = menu.width
    h = menu.height()
    low = (lay.tray_row * lay.ch if view.tray_on else view.info.grid.y) - h
    best = -1
    bx = by = 0
    top = lay.ch + 1
    for k in range(4 if low > top else 2):     # (no room below: the top's two)
        x = -1 if k % 2 == 0 else lay.width - w + 1
        y = top if k >= 2 or low < top else low
        v = _covers(view, x, y, w, h, sel_col, sel_row, sel_h, best)
        if best < 0 or v < best:
            best = v
            bx = x
            by = y
            if v == 0:                     # hides nothing: no place does better
                break
    menu.place(bx, by)


def _covers(view, x, y, w, h, sel_col, sel_row, sel_h, bound):
    """What a box at (x, y, w, h) px hides: 256 a target, the hand line or the
    tray's cards (what the player chooses from), 64 a deck's count on the
    panel, 2 a row of the panel's groups, 1 a card cell. Once it reaches
    bound (>= 0), the best place so far, it stops counting: this one loses."""
    lay = view.lay
    cw, ch, cols = lay.cw, lay.ch, lay.cols
    c1 = x // cw
    c2 = (x + w - 1) // cw
    r1 = y // ch
    r2 = (y + h - 1) // ch
    v = 0
    if view.tray_on and r1 <= lay.tray_row <= r2:
        v += 256                       # Get Ready!'s cards, a rescue's draw
    iy = view.info.grid.y              # the hand line, unless the tray hides it
    if y < iy + lay.fh and y + h > iy and not (lay.info_hides and view.tray_on):
        v += 256
    if sel_h and sel_col + 1 >= c1 and sel_col <= c2 and sel_row <= r2 \
            and sel_row + sel_h > r1:
        v += 256
    marked = view.marks.marked
    for k in range(view.marks.n_marked):
        r = marked[k] // cols
        c = marked[k] - r * cols
        if r1 <= r <= r2 and c + 1 >= c1 and c <= c2:
            v += 256
    if 0 <= bound <= v:
        return v
    for line in range(L.N_LINES):
        c = 2 * line
        if c + 1 >= c1 and c <= c2:
            top = r1 if r1 > 1 else 1
            end = view.line_end[line]
            if r2 < end:
                end = r2 + 1
            if end > top:
                v += (end - top) * ((c + 1 if c + 1 < c2 else c2) - (c if c > c1 else c1) + 1)
                if 0 <= bound <= v:
                    return v
    if c2 >= lay.panel and r1 <= lay.discard_row:
        v += 2 * ((r2 if r2 < lay.discard_row else lay.discard_row) - r1 + 1)
        # the decks' counts: what a rescue's count or a draw is decided on
        if r1 <= lay.deck_row <= r2:
            v += 64
        if r1 <= lay.actions_row <= r2:
            v += 64
    return v
