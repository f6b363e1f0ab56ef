"""Applying a listed decision: moves, the action, rescues and their placements;
an action card's choices in `action_cards`, a crew ability's in `abilities`.
Only called with a decision that `legal` listed for the position, so nothing is
checked twice."""
from sos_core import abilities, action_cards, crew, flood, table_cards
from sos_core import layout as L


def apply(g, k, a, b, c):
    s = g.s
    ph = s[L.PHASE]
    if k == L.D_MOVE:                                 # R-MOVE-1
        g.pmove(a, c, b)
        g.after_remove(a)
        if c >= L.GROUP0:
            g.group_added(c)
    elif k == L.D_END:                                # R-TURN-1 -> R-TURN-2
        s[L.PHASE] = L.PH_ACTION
    elif k == L.D_RESCUE:
        _rescue(g, a)
    elif k == L.D_PLAY:
        action_cards.play(g, a)
    elif k == L.D_ABILITY:
        abilities.use(g)
    elif k == L.D_PASS:                               # Ruling R-TURN-2
        flood.turn_page(g, L.WHY_PASS)
        g.end_turn()
    elif k == L.D_SKIP:
        if ph == L.PH_PLACE:                          # Murdoch stops placing
            _discard_rest(g)
        g.end_turn()
    elif k == L.D_PLACE:
        _place(g, a, b, c)
        _placed(g, ph, a)
    elif k == L.D_REPLACE:
        table_cards.replace(g, a, b, c)
        if ph == L.PH_PLACE or ph == L.PH_BROWSE:
            _placed(g, ph, a)
    elif k == L.D_PUT:
        action_cards.put(g, a, b)
    elif k == L.D_LINE:
        action_cards.line_chosen(g, ph, a)
    elif k == L.D_PICK:
        action_cards.your_turn(g, s[L.ARG], a)
    elif k == L.D_PAIR:
        action_cards.same_lines(g, a, b)
    elif k == L.D_BOAT:
        table_cards.launch(g, a, b)
    elif k == L.D_MYSTERY:
        table_cards.declare(g, a, b, c)
    elif k == L.D_TAKE:
        action_cards.take(g, ph, a)
    elif k == L.D_SWAP:
        abilities.swap(g, a, b, c)
    elif k == L.D_GIVE:
        abilities.give(g, a, b)


# --- rescue (R-RESCUE) ------------------------------------------------------
def _rescue(g, n):
    s = g.s
    if s[L.P_LEN + L.DECK] == 0:                          # R-RESCUE-4
        g.event(L.EV_SHUFFLE, s[L.P_LEN + L.DISCARD], L.BY_EMPTY, 0)
        g.pmove(L.DISCARD, L.DECK, s[L.P_LEN + L.DISCARD])
        g.pshuffle(L.DECK)
        flood.turn_page(g, L.WHY_EMPTY)
        if s[L.STATUS]:
            return
    g.draw(L.DECK, L.LOOK, n)                             # R-RESCUE-1
    s[L.ARG] = 0
    if g.count_placements(L.LOOK):
        s[L.PHASE] = L.PH_PLACE                           # R-RESCUE-2
    else:
        _rescue_failed(g)


def _rescue_failed(g):
    """R-RESCUE-3 and the crews' failure variants (R-COMP-3)."""
    s = g.s
    g.event(L.EV_DISCARD, s[L.P_LEN + L.LOOK], L.WHY_FAILED, 0)
    g.pmove(L.LOOK, L.DISCARD, s[L.P_LEN + L.LOOK])
    flood.turn_page(g, L.WHY_FAILED)
    if s[L.STATUS]:
        return
    cur = s[L.CURRENT]
    c = s[L.CREW + cur]
    draw = crew.failure_draw(c)
    to = L.A_LOOK if draw > crew.failure_keep(c) else cur    # Fleet keeps 1 of 3
    for _ in range(draw):
        g.draw_action(to)
    for p in range(s[L.PLAYERS]):
        if p != cur and s[L.CREW + p] == crew.PITMAN:
            g.draw_action(p)
    if g.alen(L.A_LOOK):
        s[L.PHASE] = L.PH_FLEET
    elif c == crew.LIGHTOLLER:
        g.offer(L.PH_LIGHTOLLER)
    else:
        g.end_turn()


def _place(g, src, i, d):
    g.ptake(src, i, d)
    g.after_remove(src)
    if d >= L.GROUP0:
        g.group_added(d)


def _discard_rest(g):
    """R-RESCUE-2: the drawn passengers not placed go to the discard, told."""
    n = g.s[L.P_LEN + L.LOOK]
    if n:
        g.event(L.EV_DISCARD, n, L.WHY_RESCUED, 0)
        g.pmove(L.LOOK, L.DISCARD, n)


def _placed(g, ph, src):
    """After a drawn (or browsed) passenger was placed."""
    s = g.s
    if ph == L.PH_PLACE:
        s[L.ARG] += 1
        if s[L.CREW + s[L.CURRENT]] == crew.MURDOCH and not s[L.STATUS] and \
                g.count_placements(L.LOOK):
            return                                    # Murdoch may place another
        _discard_rest(g)
        g.end_turn()
    else:                                             # PH_BROWSE
        if src == L.DECK:
            g.pshuffle(L.DECK)                          # R-ACT-COMEON
        g.finish_action()
