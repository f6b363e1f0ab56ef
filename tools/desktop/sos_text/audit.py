"""Invariants of a position (R-LINE, R-COMP), for tests and tools: returns the
first broken one as text, or None. Not used while playing (it allocates).
The last one: a game that is not over always lists at least one decision."""
from sos_core import booklet, crew
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
from sos_core.layout import (
    A_GATHER,
    A_INPLAY,
    A_LEN,
    A_LOOK,
    A_OWNER,
    A_POOL,
    ACT,
    ARG,
    BOAT,
    DECK,
    DECK_LINES,
    DISCARD,
    GROUP0,
    LOOK,
    MAX_PLAYERS,
    N_APILES,
    N_GROUPS,
    N_LINES,
    N_POOL,
    N_PPILES,
    NO_OWNER,
    P_LEN,
    P_POOL,
    PARK,
    PH_BOAT,
    PH_BROWSE,
    PH_FLEET,
    PH_GET_READY,
    PH_MYSTERY,
    PH_OVER,
    PH_PLACE,
    PH_PLAN_A,
    PH_PLAN_B,
    PH_SAME_LINES,
    PH_SMITH,
    PH_WAIT,
    PH_YT_LINE,
    PH_YT_PICK,
    PLAYING,
)

_PASSENGERS = bytes(sorted(passengers()))
# The action card being resolved in each action phase.
_PHASE_KINDS = {
    PH_GET_READY: (GET_READY,), PH_BROWSE: (COME_ON, COME_BACK),
    PH_YT_LINE: (YOUR_TURN,), PH_YT_PICK: (YOUR_TURN,), PH_SAME_LINES: (SAME_LINES,),
    PH_WAIT: (WAIT,), PH_PLAN_A: (PLAN_A,), PH_PLAN_B: (PLAN_B,), PH_BOAT: (COLLAPSIBLE,),
    PH_MYSTERY: (MYSTERY_1ST, MYSTERY_2ND),
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
    pp = _split(s, P_POOL, P_LEN, N_PPILES)
    ap = _split(s, A_POOL, A_LEN, N_APILES)
    if sum(len(p) for p in pp) != N_POOL:
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
        if (pile == PARK) != (v == 0):
            return "Mystery value and place disagree"
        if pile >= GROUP0 + N_GROUPS and pile != PARK:
            return "Mystery in a pile it cannot be in"
        if v and where[MYSTERY_ID[k]] != A_INPLAY:
            return "Mystery in play but its card is not"
        if v > CLASS_MAX[k]:
            return "Mystery declared beyond its class"
    for line in range(N_LINES):
        cards = pp[line]
        n = len(cards)
        down = g.facedown(line)
        if down > n or (n and down >= n):
            return "line %d has no face-up top card" % (line + 1)
        if line < DECK_LINES and g.page() < booklet.LAST_PAGE and booklet.flooded(line, g.page()) \
                and n:
            return "flooded deck %d still has a line" % (line + 1)
        for i in range(down + 1, n):
            a, b = cards[i - 1], cards[i]
            if (a ^ b) & 0x40 or (a & 0x1F) != (b & 0x1F) + 1:     # R-LINE-2, R-LINE-4
                return "line %d face-up cards are not one run" % (line + 1)
    if pp[BOAT] and where[BOAT_ID] != A_INPLAY:
        return "boat line without the Collapsible Boat in play"
    empty = False
    for i in range(N_GROUPS):
        cards = pp[GROUP0 + i]
        if cards and empty:
            return "survivor groups not lowered in order"
        empty = empty or not cards
        for j, c in enumerate(cards):
            if (c & 0x1F) != j + 1 or (c ^ cards[0]) & 0x40:          # R-LINE-3
                return "survivor group %d does not ascend from 1" % (i + 1)
    for p in range(GROUP0 + N_GROUPS, LOOK + 1):
        if any(c & MYSTERY for c in pp[p]):
            return "a Mystery among real passengers"
    if (g.status() != PLAYING) != (g.phase() == PH_OVER):
        return "status and phase disagree"
    return _players_problem(g) or _phase_problem(g) or _stuck_problem(g)


def _stuck_problem(g):
    """Checked last: listing is only safe once everything else holds."""
    if g.phase() != PH_OVER and g.list_decisions() == 0:
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
    for p in range(n, MAX_PLAYERS):
        if g.alen(p):
            return "hand%d holds cards but there are only %d players" % (p + 1, n)
    for aid in range(N_ACTIONS):
        own = g.s[A_OWNER + aid]
        if own != NO_OWNER and (own >= n or g.phase() != PH_SMITH):
            return "owners: only Smith's gathering names players, and only real ones"
    return None


def _phase_problem(g):
    """What the pending decision needs (a phase's action card, its argument, and
    cards set aside only while they are being looked at)."""
    ph = g.phase()
    act = g.s[ACT]
    arg = g.s[ARG]
    if ph not in _PHASE_KINDS and act:
        return "only an action card's phases name the card being resolved"
    if ph not in (PH_PLACE, PH_BROWSE, PH_YT_PICK) and arg:
        return "the phase's number must be 0"
    if ph == PH_PLACE and arg > crew.MAX_DRAW:
        return "place: the number (passengers placed) must be at most %d" % crew.MAX_DRAW
    if ph in _PHASE_KINDS:
        if ACTION_KIND[act] not in _PHASE_KINDS[ph]:
            return "the phase's action card does not fit the phase"
        if not any(g.acard(A_INPLAY, i) == act for i in range(g.alen(A_INPLAY))):
            return "the phase's action card is not in play"
    for i in range(g.alen(A_INPLAY)):
        aid = g.acard(A_INPLAY, i)
        if not (aid == act and ph in _PHASE_KINDS or aid == BOAT_ID and g.plen(BOAT)
                or aid in MYSTERY_ID and g.mystery_value(MYSTERY_ID.index(aid), False)):
            return "an action card in play is neither being resolved nor on the table"
    if ph == PH_BOAT and g.plen(BOAT):
        return "boat: the Collapsible Boat's line must be empty until it is placed"
    if ph == PH_MYSTERY and g.mystery_value(ACTION_KIND[act] - MYSTERY_1ST, False):
        return "mystery: that Mystery Passenger is in play already"
    if ph == PH_BROWSE and g.s[ARG] != (DECK if ACTION_KIND[act] == COME_ON else DISCARD):
        return "browse: the number must be 11 (Come On!: the deck) or 12 (Come Back!)"
    if ph == PH_YT_PICK and not (g.s[ARG] < N_LINES and g.plen(g.s[ARG])):
        return "your-turn-pick: the number must be a line with cards (0-6)"
    if (g.plen(LOOK) > 0) != (ph in (PH_PLACE, PH_GET_READY)):
        return "cards in 'look' belong to the place and get-ready phases only"
    if (g.alen(A_LOOK) > 0) != (ph == PH_FLEET):
        return "cards in 'action-look' belong to the fleet phase only"
    if (g.alen(A_GATHER) > 0) != (ph == PH_SMITH):
        return "cards in 'gathered' belong to the smith phase only"
    return None
