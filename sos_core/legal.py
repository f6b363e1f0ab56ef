"""Listing the legal decisions of a position into the game's decision buffer.
Nothing here changes the position or allocates."""
from sos_core import crew, legal_cards, piles
from sos_core.cards import (
    ACTION_KIND,
    MYSTERY,
    MYSTERY_1ST,
)
from sos_core.layout import (
    A_DECK,
    A_DISCARD,
    A_LOOK,
    ACT,
    ARG,
    CREW,
    CURRENT,
    D_ABILITY,
    D_END,
    D_MOVE,
    D_PASS,
    D_PICK,
    D_PLACE,
    D_PLAY,
    D_PUT,
    D_REPLACE,
    D_RESCUE,
    D_SKIP,
    DECK,
    DISCARD,
    FACEDOWN,
    LOOK,
    N_KEYS,
    N_LINES,
    P_LEN,
    P_POOL,
    PH_ACTION,
    PH_BOAT,
    PH_BROWSE,
    PH_FLEET,
    PH_GET_READY,
    PH_LIGHTOLLER,
    PH_LOWE,
    PH_MOVE,
    PH_MYSTERY,
    PH_PLACE,
    PH_PLAN_A,
    PH_PLAN_B,
    PH_SAME_LINES,
    PH_SMITH,
    PH_WAIT,
    PH_YT_LINE,
    PH_YT_PICK,
    PHASE,
    PLAYERS,
)
from sos_core.rulings import LOWE_NEEDS_DECK


def list_all(g):
    s = g.s
    ph = s[PHASE]
    if ph == PH_MOVE:
        _moves(g)
        g.add(D_END, 0, 0, 0)
    elif ph == PH_ACTION:
        _actions(g)
    elif ph == PH_PLACE:
        placements(g, LOOK)
        if s[CREW + s[CURRENT]] == crew.MURDOCH and s[ARG]:
            g.add(D_SKIP, 0, 0, 0)        # Murdoch may stop after one
    elif ph == PH_BROWSE:
        placements(g, s[ARG])
    elif ph == PH_GET_READY:
        for i in range(s[P_LEN + LOOK]):
            g.add(D_PUT, i, 0, 0)
            g.add(D_PUT, i, 1, 0)
    elif ph == PH_YT_LINE or ph == PH_WAIT:
        legal_cards.lines(g, 1)
    elif ph == PH_YT_PICK:
        for i in range(s[P_LEN + s[ARG]]):
            g.add(D_PICK, i, 0, 0)
    elif ph == PH_SAME_LINES:
        legal_cards.pairs(g, 1)
    elif ph == PH_PLAN_A:
        legal_cards.takes(g, A_DECK)
    elif ph == PH_PLAN_B:
        legal_cards.takes(g, A_DISCARD)
    elif ph == PH_FLEET:
        legal_cards.takes(g, A_LOOK)
    elif ph == PH_BOAT:
        legal_cards.boat(g, 1)
    elif ph == PH_MYSTERY:
        legal_cards.mystery(g, ACTION_KIND[s[ACT]] - MYSTERY_1ST, 1)
    elif ph == PH_LIGHTOLLER:
        _plays(g, s[CURRENT])
        g.add(D_SKIP, 0, 0, 0)
    elif ph == PH_LOWE:
        legal_cards.swaps(g)
        g.add(D_SKIP, 0, 0, 0)
    elif ph == PH_SMITH:
        legal_cards.gives(g)


def _moves(g):
    """R-MOVE-1: the top k face-up cards of a line onto a line or a survivor group,
    and an exposed passenger taking its Mystery's place (R-ACT-MYSTERY)."""
    s = g.s
    t = g.TAKES
    m = g.targets()
    o = P_POOL
    for src in range(N_LINES):
        n = s[P_LEN + src]
        o += n
        if n == 0:
            continue
        for k in range(1, n - s[FACEDOWN + src] + 1):
            c = s[o - k]
            ds = t[c & 0x1F | c >> 1 & 0x20] & ~(1 << src)
            if ds:
                _each(g, ds, D_MOVE, src, k)
        c = s[o - 1]
        ds = t[N_KEYS | c & 0x1F | c >> 1 & 0x20] << N_LINES
        if ds:
            _each(g, ds, D_MOVE, src, 1)
        if m:
            _replace(g, m, c, src, n - 1)


def _replace(g, m, c, src, i):
    """c, passenger i of src, may take its class's open Mystery's place (m: see
    Table.targets)."""
    k = (c >> 6) & 1
    if not c & MYSTERY and (m >> 5 if k else m & 0x1F) == c & 0x1F:
        g.add(D_REPLACE, src, i, k)


def placements(g, src):
    """Every passenger of pile src that can be played, with each place it can go."""
    s = g.s
    t = g.TAKES
    m = g.targets()
    base = P_POOL + piles.start(s, P_LEN, src)
    for i in range(s[P_LEN + src]):
        c = s[base + i]
        k = c & 0x1F | c >> 1 & 0x20
        ds = t[k] | t[N_KEYS | k] << N_LINES
        if ds:
            _each(g, ds, D_PLACE, src, i)
        if m:
            _replace(g, m, c, src, i)


def _each(g, ds, kind, src, i):
    """Add (kind, src, i, d) for each bit d of ds, lowest first."""
    d = 0
    while ds:
        if ds & 1:
            g.add(kind, src, i, d)
        ds >>= 1
        d += 1


def count_placements(g, src):
    """How many placements pile src offers (uses the decision buffer)."""
    g.n = 0
    placements(g, src)
    g.listed = False
    return g.n


def _actions(g):
    """R-TURN-2: one action: a rescue, an action card, or an ability instead."""
    s = g.s
    cur = s[CURRENT]
    c = s[CREW + cur]
    avail = s[P_LEN + DECK] or s[P_LEN + DISCARD]        # R-RESCUE-4 refills from discards
    for n in range(1, min(crew.max_draw(c), avail) + 1):
        g.add(D_RESCUE, n, 0, 0)
    if c == crew.PHILLIPS:
        for p in range(s[PLAYERS]):
            _plays(g, p)
    else:
        _plays(g, cur)
    if c == crew.LOWE and (s[P_LEN + DECK] or not LOWE_NEEDS_DECK):
        g.add(D_ABILITY, 0, 0, 0)
    if c == crew.SMITH and _hands_total(g):
        g.add(D_ABILITY, 0, 0, 0)
    if g.n == 0:
        g.add(D_PASS, 0, 0, 0)                        # Ruling R-TURN-2


def _hands_total(g):
    n = 0
    for p in range(g.s[PLAYERS]):
        n += g.alen(p)
    return n


def _plays(g, p):
    for i in range(g.alen(p)):
        aid = g.acard(p, i)
        if legal_cards.playable(g, aid):
            g.add(D_PLAY, aid, 0, 0)


