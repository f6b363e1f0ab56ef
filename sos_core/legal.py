"""Listing the legal decisions of a position into the game's decision buffer, by
phase: moves, the action, placements here; an action card's choices in
`action_cards`, a crew ability's in `abilities`. Nothing here changes the
position or allocates."""
from sos_core import abilities, action_cards, crew, piles, table_cards
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, KEY, MYSTERY_1ST
from sos_core.rulings import LOWE_NEEDS_DECK


def list_all(g):
    s = g.s
    ph = s[L.PHASE]
    if ph == L.PH_MOVE:
        _moves(g)
        g.add(L.D_END, 0, 0, 0)
    elif ph == L.PH_ACTION:
        _actions(g)
    elif ph == L.PH_PLACE:
        placements(g, L.LOOK)
        if s[L.CREW + s[L.CURRENT]] == crew.MURDOCH and s[L.ARG]:
            g.add(L.D_SKIP, 0, 0, 0)        # Murdoch may stop after one
    elif ph == L.PH_BROWSE:
        placements(g, s[L.ARG])
    elif ph == L.PH_GET_READY:
        action_cards.puts(g)
    elif ph == L.PH_YT_LINE or ph == L.PH_WAIT:
        action_cards.lines(g, 1)
    elif ph == L.PH_YT_PICK:
        action_cards.picks(g)
    elif ph == L.PH_SAME_LINES:
        action_cards.pairs(g, 1)
    elif ph == L.PH_PLAN_A:
        action_cards.takes(g, L.A_DECK)
    elif ph == L.PH_PLAN_B:
        action_cards.takes(g, L.A_DISCARD)
    elif ph == L.PH_FLEET:
        action_cards.takes(g, L.A_LOOK)
    elif ph == L.PH_BOAT:
        table_cards.boat(g, 1)
    elif ph == L.PH_MYSTERY:
        table_cards.mystery(g, ACTION_KIND[s[L.ACT]] - MYSTERY_1ST, 1)
    elif ph == L.PH_LIGHTOLLER:
        _plays(g, s[L.CURRENT])
        g.add(L.D_SKIP, 0, 0, 0)
    elif ph == L.PH_LOWE:
        abilities.swaps(g)
        g.add(L.D_SKIP, 0, 0, 0)
    elif ph == L.PH_SMITH:
        abilities.gives(g)


def _moves(g):
    """R-MOVE-1: the top k face-up cards of a line onto a line or a survivor group,
    and an exposed passenger taking its Mystery's place (R-ACT-MYSTERY)."""
    s = g.s
    t = g.TAKES
    m = g.targets()
    o = L.P_POOL
    for src in range(L.N_LINES):
        n = s[L.P_LEN + src]
        o += n
        if n == 0:
            continue
        for k in range(1, n - s[L.FACEDOWN + src] + 1):
            c = s[o - k]
            ds = t[c & KEY] & ~(1 << src)
            if ds:
                _each(g, ds, L.D_MOVE, src, k)
        c = s[o - 1]
        ds = t[L.N_KEYS + (c & KEY)] << L.N_LINES
        if ds:
            _each(g, ds, L.D_MOVE, src, 1)
        if m:
            table_cards.replaces(g, m, c, src, n - 1)


def placements(g, src):
    """Every passenger of pile src that can be played, with each place it can go
    (a rescue's drawn cards, Come On!'s deck, Come Back!'s discard)."""
    s = g.s
    t = g.TAKES
    m = g.targets()
    base = L.P_POOL + piles.start(s, L.P_LEN, src)
    for i in range(s[L.P_LEN + src]):
        c = s[base + i]
        k = c & KEY
        ds = t[k] | t[L.N_KEYS + k] << L.N_LINES
        if ds:
            _each(g, ds, L.D_PLACE, src, i)
        if m:
            table_cards.replaces(g, m, c, src, i)


def _each(g, ds, kind, src, i):
    """Add (kind, src, i, d) for each bit d of ds, lowest first."""
    d = 0
    while ds:
        if ds & 1:
            g.add(kind, src, i, d)
        ds >>= 1
        d += 1


def _actions(g):
    """R-TURN-2: one action: a rescue, an action card, or an ability instead."""
    s = g.s
    cur = s[L.CURRENT]
    c = s[L.CREW + cur]
    avail = s[L.P_LEN + L.DECK] or s[L.P_LEN + L.DISCARD]   # R-RESCUE-4 refills from discards
    for n in range(1, min(crew.max_draw(c), avail) + 1):
        g.add(L.D_RESCUE, n, 0, 0)
    if c == crew.PHILLIPS:
        for p in range(s[L.PLAYERS]):
            _plays(g, p)
    else:
        _plays(g, cur)
    if c == crew.LOWE and (s[L.P_LEN + L.DECK] or not LOWE_NEEDS_DECK):
        g.add(L.D_ABILITY, 0, 0, 0)
    if c == crew.SMITH and _hands_total(g):
        g.add(L.D_ABILITY, 0, 0, 0)
    if g.n == 0:
        g.add(L.D_PASS, 0, 0, 0)                    # Ruling R-TURN-2


def _hands_total(g):
    n = 0
    for p in range(g.s[L.PLAYERS]):
        n += g.alen(p)
    return n


def _plays(g, p):
    for i in range(g.alen(p)):
        aid = g.acard(p, i)
        if action_cards.playable(g, aid):
            g.add(L.D_PLAY, aid, 0, 0)
