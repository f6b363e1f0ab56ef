"""Applying a listed decision: moves, rescues and their placements. Only called
with a decision that `legal` listed for the position, so nothing is checked twice."""
from sos_core import action_cards, crew, flood, legal, piles
from sos_core.cards import (
    MYSTERY,
    MYSTERY_ID,
    N_ACTIONS,
)
from sos_core.layout import (
    A_DISCARD,
    A_GATHER,
    A_LOOK,
    A_OWNER,
    ARG,
    BOAT,
    CREW,
    CURRENT,
    D_ABILITY,
    D_BOAT,
    D_END,
    D_GIVE,
    D_LINE,
    D_MOVE,
    D_MYSTERY,
    D_PAIR,
    D_PASS,
    D_PICK,
    D_PLACE,
    D_PLAY,
    D_PUT,
    D_REPLACE,
    D_RESCUE,
    D_SKIP,
    D_SWAP,
    D_TAKE,
    DECK,
    DISCARD,
    EV_DISCARD,
    EV_SHUFFLE,
    GROUP0,
    LOOK,
    N_PPILES,
    NO_OWNER,
    P_LEN,
    P_POOL,
    PARK,
    PH_ACTION,
    PH_BROWSE,
    PH_FLEET,
    PH_LIGHTOLLER,
    PH_PLACE,
    PH_YT_LINE,
    PH_YT_PICK,
    PHASE,
    PLAYERS,
    STATUS,
    WHY_EMPTY,
    WHY_FAILED,
    WHY_PASS,
    WHY_WAIT,
)


def apply(g, k, a, b, c):
    s = g.s
    ph = s[PHASE]
    if k == D_MOVE:                                   # R-MOVE-1
        g.pmove(a, c, b)
        g.after_remove(a)
        if c >= GROUP0:
            g.group_added(c)
    elif k == D_END:                                  # R-TURN-1 -> R-TURN-2
        s[PHASE] = PH_ACTION
    elif k == D_RESCUE:
        _rescue(g, a)
    elif k == D_PLAY:
        action_cards.play(g, a)
    elif k == D_ABILITY:
        action_cards.ability(g)
    elif k == D_PASS:                                 # Ruling R-TURN-2
        flood.turn_page(g, WHY_PASS)
        g.end_turn()
    elif k == D_SKIP:
        if ph == PH_PLACE:                            # Murdoch stops placing
            g.pmove(LOOK, DISCARD, s[P_LEN + LOOK])
        g.end_turn()
    elif k == D_PLACE:
        _place(g, a, b, c)
        _placed(g, ph, a)
    elif k == D_REPLACE:
        _replace(g, a, b, c)
        if ph == PH_PLACE or ph == PH_BROWSE:
            _placed(g, ph, a)
    elif k == D_PUT:                                  # R-ACT-GETREADY
        g.ptake(LOOK, a, DECK)
        if b:
            g.pbottom(DECK)
        if s[P_LEN + LOOK] == 0:
            g.finish_action()
    elif k == D_LINE:
        if ph == PH_YT_LINE:                          # R-ACT-YOURTURN: look at the line
            s[ARG] = a
            g.look()
            s[PHASE] = PH_YT_PICK
        else:                                         # R-ACT-WAIT
            n = 0
            for _ in range(g.faceup(a)):
                n += discard_top(g, a)
            g.event(EV_DISCARD, n, WHY_WAIT, a)
            g.after_remove(a)
            g.finish_action()
    elif k == D_PICK:
        action_cards.your_turn(g, s[ARG], a)
    elif k == D_PAIR:
        action_cards.same_lines(g, a, b)
    elif k == D_BOAT:                                 # R-ACT-BOAT
        g.pmove(a, BOAT, b)
        g.after_remove(a)
        g.finish_action()
    elif k == D_MYSTERY:
        action_cards.mystery(g, a, b, c)
    elif k == D_TAKE:
        action_cards.take(g, ph, a)
    elif k == D_SWAP:                                 # Lowe's swap
        g.pswap(a, c - 1, b, c - 1)
        g.end_turn()
    elif k == D_GIVE:                                 # Smith deals
        g.amove_card(a, b)
        if g.alen(A_GATHER) == 0:
            for aid in range(N_ACTIONS):
                s[A_OWNER + aid] = NO_OWNER
            g.end_turn()


# --- rescue (R-RESCUE) ------------------------------------------------------
def _rescue(g, n):
    s = g.s
    if s[P_LEN + DECK] == 0:                          # R-RESCUE-4
        g.event(EV_SHUFFLE, s[P_LEN + DISCARD], 0, 0)
        g.pmove(DISCARD, DECK, s[P_LEN + DISCARD])
        g.pshuffle(DECK)
        flood.turn_page(g, WHY_EMPTY)
        if s[STATUS]:
            return
    g.draw(DECK, LOOK, n)                             # R-RESCUE-1
    s[ARG] = 0
    if legal.count_placements(g, LOOK):
        s[PHASE] = PH_PLACE                           # R-RESCUE-2
    else:
        _rescue_failed(g)


def _rescue_failed(g):
    """R-RESCUE-3 and the crews' failure variants (R-COMP-3)."""
    s = g.s
    g.event(EV_DISCARD, s[P_LEN + LOOK], WHY_FAILED, 0)
    g.pmove(LOOK, DISCARD, s[P_LEN + LOOK])
    flood.turn_page(g, WHY_FAILED)
    if s[STATUS]:
        return
    cur = s[CURRENT]
    c = s[CREW + cur]
    draw = crew.failure_draw(c)
    to = A_LOOK if draw > crew.failure_keep(c) else cur    # Fleet keeps 1 of 3
    for _ in range(draw):
        g.draw_action(to)
    for p in range(s[PLAYERS]):
        if p != cur and s[CREW + p] == crew.PITMAN:
            g.draw_action(p)
    if g.alen(A_LOOK):
        s[PHASE] = PH_FLEET
    elif c == crew.LIGHTOLLER:
        g.offer(PH_LIGHTOLLER)
    else:
        g.end_turn()


def _place(g, src, i, d):
    g.ptake(src, i, d)
    g.after_remove(src)
    if d >= GROUP0:
        g.group_added(d)


def _placed(g, ph, src):
    """After a drawn (or browsed) passenger was placed."""
    s = g.s
    if ph == PH_PLACE:
        s[ARG] += 1
        if s[CREW + s[CURRENT]] == crew.MURDOCH and not s[STATUS] and \
                legal.count_placements(g, LOOK):
            return                                    # Murdoch may place another
        g.pmove(LOOK, DISCARD, s[P_LEN + LOOK])
        g.end_turn()
    else:                                             # PH_BROWSE
        if src == DECK:
            g.pshuffle(DECK)                          # R-ACT-COMEON
        g.finish_action()


def _replace(g, src, i, k):
    """R-ACT-MYSTERY: passenger i of src takes the place of its class's Mystery,
    wherever that lies; the Mystery goes to the action discard pile."""
    s = g.s
    x = P_POOL + piles.start(s, P_LEN, src) + i
    want = MYSTERY | (k << 6) | (s[x] & 0x1F)
    end = P_POOL + piles.start(s, P_LEN, DECK)
    y = P_POOL
    while y < end and s[y] != want:
        y += 1
    pile = piles.pile_at(s, P_LEN, N_PPILES, y - P_POOL)
    g.pswap(src, i, pile, y - P_POOL - piles.start(s, P_LEN, pile))
    park_mystery(g, src, i)
    g.after_remove(src)
    if pile >= GROUP0:
        g.group_added(pile)


def park_mystery(g, pile, i):
    """Take the Mystery at pile[i] out of play: its card to the action discard."""
    k = (g.card(pile, i) >> 6) & 1
    g.ptake(pile, i, PARK)
    g.declare(PARK, g.plen(PARK) - 1, 0)
    g.amove_card(MYSTERY_ID[k], A_DISCARD)


def discard_top(g, line):
    """Discard a line's top passenger (a Mystery leaves play): 1 if it went on
    the passenger discard, else 0."""
    n = g.plen(line)
    if g.card(line, n - 1) & MYSTERY:
        park_mystery(g, line, n - 1)
        return 0
    g.pmove(line, DISCARD, 1)
    return 1


