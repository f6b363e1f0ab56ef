"""Action cards (R-ACT) and the crew abilities used instead of an action (R-COMP-3)."""
from sos_core import crew, flood, legal, piles
from sos_core.cards import (
    ACTION_KIND,
    ANCHOR,
    COLLAPSIBLE,
    COME_BACK,
    COME_ON,
    GET_READY,
    MYSTERY,
    PLAN_A,
    PLAN_B,
    SAME_LINES,
    SAVE_TIME,
    WAIT,
    YOUR_TURN,
)
from sos_core.layout import (
    A_DECK,
    A_DISCARD,
    A_GATHER,
    A_INPLAY,
    A_LOOK,
    A_OWNER,
    ACT,
    ARG,
    CREW,
    CURRENT,
    DECK,
    DISCARD,
    EV_DISCARD,
    EV_LINES,
    EV_SHUFFLE,
    GROUP0,
    LOOK,
    P_LEN,
    P_POOL,
    PARK,
    PH_BOAT,
    PH_BROWSE,
    PH_GET_READY,
    PH_LOWE,
    PH_MYSTERY,
    PH_PLAN_A,
    PH_PLAN_B,
    PH_SAME_LINES,
    PH_SMITH,
    PH_WAIT,
    PH_YT_LINE,
    PHASE,
    PLAYERS,
    STATUS,
    WHY_LOWE,
    WHY_NOTHING,
)
from sos_core.rulings import GET_READY_LOOK, ODD_CARD_TO_STERN


# --- action cards (R-ACT) ---------------------------------------------------
def play(g, aid):
    s = g.s
    s[ACT] = aid
    g.amove_card(aid, A_INPLAY)
    kind = ACTION_KIND[aid]
    if kind == GET_READY:
        n = min(GET_READY_LOOK, s[P_LEN + DECK])
        g.draw(DECK, LOOK, n)
        if n:
            s[PHASE] = PH_GET_READY
        else:
            g.finish_action()
    elif kind == COME_ON or kind == COME_BACK:
        src = DECK if kind == COME_ON else DISCARD
        s[ARG] = src
        g.look()
        if legal.count_placements(g, src):
            s[PHASE] = PH_BROWSE
        else:                                         # nothing playable: a page, no card
            flood.turn_page(g, WHY_NOTHING)
            if src == DECK and not s[STATUS]:
                g.pshuffle(DECK)
            g.finish_action()
    elif kind == YOUR_TURN:
        s[PHASE] = PH_YT_LINE
    elif kind == SAME_LINES:
        s[PHASE] = PH_SAME_LINES
    elif kind == WAIT:
        s[PHASE] = PH_WAIT
    elif kind == SAVE_TIME:                           # R-ACT-SAVETIME
        g.event(EV_SHUFFLE, s[P_LEN + DISCARD], 0, 0)
        g.pmove(DISCARD, DECK, s[P_LEN + DISCARD])
        g.pshuffle(DECK)
        g.finish_action()
    elif kind == PLAN_A:                              # R-ACT-PLANA
        if g.alen(A_DECK) == 0 and g.alen(A_DISCARD):
            g.amove(A_DISCARD, A_DECK, g.alen(A_DISCARD))
            g.ashuffle(A_DECK)
        if g.alen(A_DECK):
            g.look()
            s[PHASE] = PH_PLAN_A
        else:
            g.finish_action()
    elif kind == PLAN_B:                              # R-ACT-PLANB
        if g.alen(A_DISCARD):                         # it looks at the discard pile
            g.look()
            s[PHASE] = PH_PLAN_B
        else:
            g.finish_action()
    elif kind == COLLAPSIBLE:
        s[PHASE] = PH_BOAT
    else:
        s[PHASE] = PH_MYSTERY


def take(g, ph, aid):
    s = g.s
    g.amove_card(aid, s[CURRENT])
    if ph == PH_PLAN_A:
        g.ashuffle(A_DECK)
        g.finish_action()
    elif ph == PH_PLAN_B:
        g.finish_action()
    else:                                             # Fleet: the other two are discarded
        g.amove(A_LOOK, A_DISCARD, g.alen(A_LOOK))
        g.end_turn()


def your_turn(g, line, i):
    """R-ACT-YOURTURN: the chosen card face up on top, the rest shuffled face down."""
    g.ptop(line, i)
    g.pshuffle(line, 1)
    g.cover(line)
    g.finish_action()


def same_lines(g, a, b):
    """R-ACT-SAMELINES: shuffle two lines together and deal two equal lines."""
    s = g.s
    g.pmove(a, b, s[P_LEN + a])
    g.pshuffle(b)
    n = s[P_LEN + b]
    g.pmove(b, a, n // 2 if ODD_CARD_TO_STERN else n - n // 2)
    g.cover(a)
    g.cover(b)
    g.event(EV_LINES, a, b, 0)
    g.finish_action()


def mystery(g, v, d, k):
    """R-ACT-MYSTERY: the Mystery goes in play with its declared value."""
    i = piles.index_in(g.s, P_POOL, P_LEN, PARK, MYSTERY | (k << 6))
    g.declare(PARK, i, v)
    g.ptake(PARK, i, d)
    if d >= GROUP0:
        g.group_added(d)
    g.finish_action()


# --- crew abilities instead of the action (R-COMP-3) --------------------------
def ability(g):
    s = g.s
    if s[CREW + s[CURRENT]] == crew.LOWE:
        n = 0
        while s[P_LEN + DECK]:                        # discard down to an anchor
            c = g.top(DECK)
            g.draw(DECK, DISCARD, 1)
            n += 1
            if c & ANCHOR:
                break
        g.event(EV_DISCARD, n, WHY_LOWE, 0)
        g.offer(PH_LOWE)
    else:                                             # Smith gathers every hand
        for p in range(s[PLAYERS]):
            for i in range(g.alen(p)):
                s[A_OWNER + g.acard(p, i)] = p
            if p != s[CURRENT] and g.alen(p):         # he sees the others' cards
                g.look()
            g.amove(p, A_GATHER, g.alen(p))
        s[PHASE] = PH_SMITH
