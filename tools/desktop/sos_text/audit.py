"""Invariants of a position (R-LINE, R-COMP), for tests and tools: returns the
first broken one as text, or None. Not used while playing (it allocates).
The last one: a game that is not over always lists at least one decision."""
from sos_core import booklet, crew
from sos_core import layout as L
from sos_core.cards import (
    ACTION_KIND,
    BOAT_ID,
    CLASS_MAX,
    COLLAPSIBLE,
    COME_BACK,
    COME_ON,
    GET_READY,
    MYSTERY,
    MYSTERY_1ST,
    MYSTERY_2ND,
    MYSTERY_ID,
    N_ACTIONS,
    PLAN_A,
    PLAN_B,
    SAME_LINES,
    WAIT,
    YOUR_TURN,
    passengers,
)

_PASSENGERS = bytes(sorted(passengers()))
# The action card being resolved in each action phase.
_PHASE_KINDS = {
    L.PH_GET_READY: (GET_READY,), L.PH_BROWSE: (COME_ON, COME_BACK),
    L.PH_YT_LINE: (YOUR_TURN,), L.PH_YT_PICK: (YOUR_TURN,), L.PH_SAME_LINES: (SAME_LINES,),
    L.PH_WAIT: (WAIT,), L.PH_PLAN_A: (PLAN_A,), L.PH_PLAN_B: (PLAN_B,), L.PH_BOAT: (COLLAPSIBLE,),
    L.PH_MYSTERY: (MYSTERY_1ST, MYSTERY_2ND),
}


def _split(s, pool, lens, n):
    out = []
    o = pool
    for p in range(n):
        out.append(s[o:o + s[lens + p]])
        o += s[lens + p]
    return out


def problem(g):
    s = g.s
    pp = _split(s, L.P_POOL, L.P_LEN, L.N_PPILES)
    ap = _split(s, L.A_POOL, L.A_LEN, L.N_APILES)
    if sum(len(p) for p in pp) != L.N_POOL:
        return "passenger piles do not add up to 62 cards"
    if bytes(sorted(c for p in pp for c in p if not c & MYSTERY)) != _PASSENGERS:
        return "the 60 passengers are not each present exactly once"
    if sorted(c for p in ap for c in p) != list(range(N_ACTIONS)):
        return "the 20 action cards are not each present exactly once"
    where = {c: i for i, p in enumerate(ap) for c in p}
    for k in (0, 1):
        found = [(i, c & 0x1F) for i, p in enumerate(pp) for c in p
                 if c & MYSTERY and (c >> 6) & 1 == k]
        if len(found) != 1:
            return "Mystery card missing or doubled"
        pile, v = found[0]
        if (pile == L.PARK) != (v == 0):
            return "Mystery value and place disagree"
        if pile >= L.GROUP0 + L.N_GROUPS and pile != L.PARK:
            return "Mystery in a pile it cannot be in"
        if v and where[MYSTERY_ID[k]] != L.A_INPLAY:
            return "Mystery in play but its card is not"
        if v > CLASS_MAX[k]:
            return "Mystery declared beyond its class"
    for line in range(L.N_LINES):
        cards = pp[line]
        n = len(cards)
        down = g.facedown(line)
        if down > n or (n and down >= n):
            return "line %d has no face-up top card" % (line + 1)
        if line < L.DECK_LINES and g.page() < booklet.LAST_PAGE \
                and booklet.flooded(line, g.page()) and n:
            return "flooded deck %d still has a line" % (line + 1)
        for i in range(down + 1, n):
            a, b = cards[i - 1], cards[i]
            if (a ^ b) & 0x40 or (a & 0x1F) != (b & 0x1F) + 1:     # R-LINE-2, R-LINE-4
                return "line %d face-up cards are not one run" % (line + 1)
    if pp[L.BOAT] and where[BOAT_ID] != L.A_INPLAY:
        return "boat line without the Collapsible Boat in play"
    empty = False
    for i in range(L.N_GROUPS):
        cards = pp[L.GROUP0 + i]
        if cards and empty:
            return "survivor groups not lowered in order"
        empty = empty or not cards
        for j, c in enumerate(cards):
            if (c & 0x1F) != j + 1 or (c ^ cards[0]) & 0x40:          # R-LINE-3
                return "survivor group %d does not ascend from 1" % (i + 1)
    for p in range(L.GROUP0 + L.N_GROUPS, L.LOOK + 1):
        if any(c & MYSTERY for c in pp[p]):
            return "a Mystery among real passengers"
    if (g.status() != L.PLAYING) != (g.phase() == L.PH_OVER):
        return "status and phase disagree"
    return _players_problem(g) or _phase_problem(g) or _stuck_problem(g)


def _stuck_problem(g):
    """Checked last: listing is only safe once everything else holds."""
    if g.phase() != L.PH_OVER and g.list_decisions() == 0:
        return "no decision is possible in this position (the game is stuck)"
    return None


def _players_problem(g):
    n = g.players()
    for p in range(n):
        c = g.crew_of(p)
        if crew.min_players(c) > n:                                   # R-SETUP-1
            return "crew %d needs at least %d players" % (c, crew.min_players(c))
        if any(g.crew_of(q) == c for q in range(p)):
            return "a crew dealt twice"
    if g.current() >= n:
        return "the current player does not exist"
    for p in range(n, L.MAX_PLAYERS):
        if g.alen(p):
            return "hand%d holds cards but there are only %d players" % (p + 1, n)
    for aid in range(N_ACTIONS):
        own = g.s[L.A_OWNER + aid]
        if own != L.NO_OWNER and (own >= n or g.phase() != L.PH_SMITH):
            return "owners: only Smith's gathering names players, and only real ones"
    return None


def _phase_problem(g):
    """What the pending decision needs (a phase's action card, its argument, and
    cards set aside only while they are being looked at)."""
    ph = g.phase()
    act = g.s[L.ACT]
    arg = g.s[L.ARG]
    if ph not in _PHASE_KINDS and act:
        return "only an action card's phases name the card being resolved"
    if ph not in (L.PH_PLACE, L.PH_BROWSE, L.PH_YT_PICK) and arg:
        return "the phase's number must be 0"
    if ph == L.PH_PLACE and arg > crew.MAX_DRAW:
        return "place: the number (passengers placed) must be at most %d" % crew.MAX_DRAW
    if ph in _PHASE_KINDS:
        if ACTION_KIND[act] not in _PHASE_KINDS[ph]:
            return "the phase's action card does not fit the phase"
        if not any(g.acard(L.A_INPLAY, i) == act for i in range(g.alen(L.A_INPLAY))):
            return "the phase's action card is not in play"
    for i in range(g.alen(L.A_INPLAY)):
        aid = g.acard(L.A_INPLAY, i)
        if not (aid == act and ph in _PHASE_KINDS or aid == BOAT_ID and g.plen(L.BOAT)
                or aid in MYSTERY_ID and g.mystery_value(MYSTERY_ID.index(aid), False)):
            return "an action card in play is neither being resolved nor on the table"
    if ph == L.PH_BOAT and g.plen(L.BOAT):
        return "boat: the Collapsible Boat's line must be empty until it is placed"
    if ph == L.PH_MYSTERY and g.mystery_value(ACTION_KIND[act] - MYSTERY_1ST, False):
        return "mystery: that Mystery Passenger is in play already"
    if ph == L.PH_BROWSE and g.s[L.ARG] != (L.DECK if ACTION_KIND[act] == COME_ON else L.DISCARD):
        return "browse: the number must be 11 (Come On!: the deck) or 12 (Come Back!)"
    if ph == L.PH_YT_PICK and not (g.s[L.ARG] < L.N_LINES and g.plen(g.s[L.ARG])):
        return "your-turn-pick: the number must be a line with cards (0-6)"
    if (g.plen(L.LOOK) > 0) != (ph in (L.PH_PLACE, L.PH_GET_READY)):
        return "cards in 'look' belong to the place and get-ready phases only"
    if (g.alen(L.A_LOOK) > 0) != (ph == L.PH_FLEET):
        return "cards in 'action-look' belong to the fleet phase only"
    if (g.alen(L.A_GATHER) > 0) != (ph == L.PH_SMITH):
        return "cards in 'gathered' belong to the smith phase only"
    return None
