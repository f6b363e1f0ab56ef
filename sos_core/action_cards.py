"""The action cards (R-ACT), each card's rules in one place: when it can be played,
what playing it does, the choices it offers and what each choice does. The
cards that stay on the table, the Collapsible Boat and the Mystery Passengers,
are in `table_cards`.

A lister either adds its decisions (add=1) or answers whether there is any
(add=0); `legal` calls the listers by phase, `resolve` the appliers by decision.
Nothing here imports `legal` or `resolve` (they import this): a card that needs
to count placements asks the game (`Game.count_placements`)."""
from sos_core import cards as K
from sos_core import flood, table_cards
from sos_core import layout as L
from sos_core.rulings import GET_READY_LOOK, ODD_CARD_TO_STERN


def playable(g, aid):
    """An action card can be played when its effect has something to act on
    (cards whose effect may come to nothing are always playable)."""
    kind = K.ACTION_KIND[aid]
    if kind == K.YOUR_TURN or kind == K.WAIT:
        return lines(g, 0)
    if kind == K.SAME_LINES:
        return pairs(g, 0)
    if kind == K.COLLAPSIBLE:
        return table_cards.boat(g, 0)
    if kind == K.MYSTERY_1ST or kind == K.MYSTERY_2ND:
        return table_cards.mystery(g, kind - K.MYSTERY_1ST, 0)
    return True


def play(g, aid):
    """The card goes in play and does what it does at once, or opens its choice."""
    s = g.s
    s[L.ACT] = aid
    g.amove_card(aid, L.A_INPLAY)
    kind = K.ACTION_KIND[aid]
    if kind == K.GET_READY:
        n = min(GET_READY_LOOK, s[L.P_LEN + L.DECK])
        g.draw(L.DECK, L.LOOK, n)
        if n:
            s[L.PHASE] = L.PH_GET_READY
        else:
            g.finish_action()
    elif kind == K.COME_ON or kind == K.COME_BACK:   # R-ACT-COMEON, R-ACT-COMEBACK
        src = L.DECK if kind == K.COME_ON else L.DISCARD
        s[L.ARG] = src
        g.look()
        if g.count_placements(src):
            s[L.PHASE] = L.PH_BROWSE              # `legal.placements` lists, as a rescue's
        else:                                     # nothing playable: a page, no card
            flood.turn_page(g, L.WHY_NOTHING)
            if src == L.DECK and not s[L.STATUS]:
                g.pshuffle(L.DECK)
            g.finish_action()
    elif kind == K.YOUR_TURN:
        s[L.PHASE] = L.PH_YT_LINE
    elif kind == K.SAME_LINES:
        s[L.PHASE] = L.PH_SAME_LINES
    elif kind == K.WAIT:
        s[L.PHASE] = L.PH_WAIT
    elif kind == K.SAVE_TIME:                     # R-ACT-SAVETIME
        g.event(L.EV_SHUFFLE, s[L.P_LEN + L.DISCARD], L.BY_SAVE_TIME, 0)
        g.pmove(L.DISCARD, L.DECK, s[L.P_LEN + L.DISCARD])
        g.pshuffle(L.DECK)
        g.finish_action()
    elif kind == K.PLAN_A:                        # R-ACT-PLANA
        if g.alen(L.A_DECK) == 0 and g.alen(L.A_DISCARD):
            g.event(L.EV_SHUFFLE, g.alen(L.A_DISCARD), L.BY_ACTIONS, 0)
            g.amove(L.A_DISCARD, L.A_DECK, g.alen(L.A_DISCARD))
            g.ashuffle(L.A_DECK)
        if g.alen(L.A_DECK):
            g.look()
            s[L.PHASE] = L.PH_PLAN_A
        else:
            g.finish_action()
    elif kind == K.PLAN_B:                        # R-ACT-PLANB
        if g.alen(L.A_DISCARD):                   # it looks at the discard pile
            g.look()
            s[L.PHASE] = L.PH_PLAN_B
        else:
            g.finish_action()
    elif kind == K.COLLAPSIBLE:
        s[L.PHASE] = L.PH_BOAT
    else:
        s[L.PHASE] = L.PH_MYSTERY


# --- Get Ready! (R-ACT-GETREADY) --------------------------------------------
def puts(g):
    """Each looked-at card, on top or at the bottom of the deck."""
    for i in range(g.s[L.P_LEN + L.LOOK]):
        g.add(L.D_PUT, i, 0, 0)
        g.add(L.D_PUT, i, 1, 0)


def put(g, i, bottom):
    g.ptake(L.LOOK, i, L.DECK)
    if bottom:
        g.pbottom(L.DECK)
    if g.s[L.P_LEN + L.LOOK] == 0:
        g.finish_action()


# --- Your Turn! (R-ACT-YOURTURN) and Wait! (R-ACT-WAIT) ------------------------
def lines(g, add):
    """Lines with cards (each has a face-up card): Your Turn!, Wait!"""
    for line in range(L.N_LINES):
        if g.s[L.P_LEN + line]:
            if not add:
                return True
            g.add(L.D_LINE, line, 0, 0)
    return False


def line_chosen(g, ph, a):
    """Line a chosen: Your Turn! looks at it, Wait! clears its face-up passengers."""
    s = g.s
    if ph == L.PH_YT_LINE:
        s[L.ARG] = a
        g.look()
        s[L.PHASE] = L.PH_YT_PICK
    else:
        n = 0
        for _ in range(g.faceup(a)):
            n += discard_top(g, a)
        g.event(L.EV_DISCARD, n, L.WHY_WAIT, a)
        g.after_remove(a)
        g.finish_action()


def picks(g):
    """Your Turn!: any card of the line looked at."""
    for i in range(g.s[L.P_LEN + g.s[L.ARG]]):
        g.add(L.D_PICK, i, 0, 0)


def your_turn(g, line, i):
    """The chosen card face up on top, the rest shuffled face down."""
    g.ptop(line, i)
    g.pshuffle(line, 1)
    g.cover(line)
    g.finish_action()


def discard_top(g, line):
    """Discard a line's top passenger (a Mystery leaves play): 1 if it went on
    the passenger discard, else 0."""
    n = g.s[L.P_LEN + line]
    if g.card(line, n - 1) & K.MYSTERY:
        table_cards.park_mystery(g, line, n - 1)
        return 0
    g.pmove(line, L.DISCARD, 1)
    return 1


# --- Same Lines! (R-ACT-SAMELINES) --------------------------------------------
def pairs(g, add):
    """Two open deck lines, not both empty; never the boat."""
    s = g.s
    for a in range(L.DECK_LINES):
        if not g.line_open(a):
            continue
        for b in range(a + 1, L.DECK_LINES):
            if g.line_open(b) and s[L.P_LEN + a] + s[L.P_LEN + b]:
                if not add:
                    return True
                g.add(L.D_PAIR, a, b, 0)
    return False


def bow_half(n):
    """Of the n cards Same Lines! deals anew, those of the line nearer the bow (the
    odd one goes to the stern's, RUL-SAMELINES); the bots' too."""
    return n // 2 if ODD_CARD_TO_STERN else n - n // 2


def same_lines(g, a, b):
    """Shuffle two lines together and deal two equal lines."""
    s = g.s
    g.pmove(a, b, s[L.P_LEN + a])
    g.pshuffle(b)
    n = s[L.P_LEN + b]
    g.pmove(b, a, bow_half(n))
    g.cover(a)
    g.cover(b)
    g.event(L.EV_LINES, a, b, n)
    g.finish_action()


# --- Plan A, Plan B (R-ACT-PLANA, R-ACT-PLANB); Fleet's keep one of three --------
def takes(g, pile):
    for i in range(g.alen(pile)):
        g.add(L.D_TAKE, g.acard(pile, i), 0, 0)


def take(g, ph, aid):
    g.amove_card(aid, g.s[L.CURRENT])
    if ph == L.PH_PLAN_A:
        g.ashuffle(L.A_DECK)
        g.finish_action()
    elif ph == L.PH_PLAN_B:
        g.finish_action()
    else:                                         # Fleet: the other two are discarded
        g.amove(L.A_LOOK, L.A_DISCARD, g.alen(L.A_LOOK))
        g.end_turn()
