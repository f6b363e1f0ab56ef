"""Dealing a game (R-SETUP): the work of Game.setup. A module of its own, so that
a board loads its code only to deal, between screens, and drops it after
(sos_ui.begin): play carries none of it."""
from sos_core import booklet, crew, piles, rng
from sos_core import layout as L
from sos_core.cards import MYSTERY, N_ACTIONS, SECOND, passengers


def setup(g, seed, variant, players, crews=None):
    """Deal a game into Game g (see Game.setup)."""
    if not 0 <= seed <= rng.MAX_SEED:
        raise ValueError("seed out of range")
    if not 0 <= variant < booklet.N_VARIANTS or not 1 <= players <= L.MAX_PLAYERS:
        raise ValueError("bad variant or player count")
    s = g.s
    for i in range(L.STATE_SIZE):
        s[i] = 0
    rng.seed(s, seed)
    s[L.VARIANT] = variant
    s[L.PLAYERS] = players
    s[L.PAGE] = 1                                   # R-SETUP-3
    for i in range(N_ACTIONS):
        s[L.A_OWNER + i] = L.NO_OWNER
    if crews is None:
        _deal_crews(s, players)
    else:
        _check_crews(crews, players)
        for p in range(players):
            s[L.CREW + p] = crews[p]
    for i in range(N_ACTIONS):                    # R-SETUP-2
        s[L.A_POOL + i] = i
    s[L.A_LEN + L.A_DECK] = N_ACTIONS
    g.ashuffle(L.A_DECK)
    for p in range(players):
        piles.move(s, L.A_POOL, L.A_LEN, L.A_DECK, p, crew.start_cards(s[L.CREW + p]))
    pool = passengers()                           # R-SETUP-4
    for i in range(60):
        s[L.P_POOL + i] = pool[i]
    s[L.P_POOL + 60] = MYSTERY
    s[L.P_POOL + 61] = MYSTERY | SECOND
    s[L.P_LEN + L.DECK] = 60
    s[L.P_LEN + L.PARK] = 2
    g.pshuffle(L.DECK)
    for line in range(4):
        n = booklet.VARIANT_DEAL[4 * variant + line]
        g.pmove(L.DECK, line, n)
        g.cover(line)
    s[L.PHASE] = L.PH_MOVE
    g.reset_history()


def _deal_crews(s, players):
    pick = bytearray(crew.N_CREW)
    n = 0
    for c in range(crew.N_CREW):
        if crew.min_players(c) <= players:
            pick[n] = c
            n += 1
    rng.shuffle(s, pick, 0, n)
    for p in range(players):
        s[L.CREW + p] = pick[p]


def _check_crews(crews, players):
    if len(crews) != players:
        raise ValueError("one crew per player")
    for i in range(players):
        c = crews[i]
        if not 0 <= c < crew.N_CREW or crew.min_players(c) > players:
            raise ValueError("crew not available for this many players")
        for j in range(i):
            if crews[j] == c:
                raise ValueError("crew dealt twice")
