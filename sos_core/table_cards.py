"""The action cards that stay on the table (Game.on_table): the Collapsible Boat
(R-ACT-BOAT) and the two Mystery Passengers (R-ACT-MYSTERY), each card's rules in
one place, as in `action_cards` (which plays them): the choices each offers
(add=1 adds them, add=0 answers whether there is any) and what each does."""
from sos_core import cards as K
from sos_core import layout as L
from sos_core import piles


# --- the Collapsible Boat (R-ACT-BOAT) ----------------------------------------
def boat(g, add):
    """A run starting at any face-up card of a deck line."""
    for line in range(L.DECK_LINES):
        for k in range(1, g.faceup(line) + 1):
            if not add:
                return True
            g.add(L.D_BOAT, line, k, 0)
    return False


def launch(g, line, k):
    """The run of k goes to the boat, which stays on the table."""
    g.pmove(line, L.BOAT, k)
    g.after_remove(line)
    g.finish_action()


# --- Mystery Passengers (R-ACT-MYSTERY) ---------------------------------------
def mystery(g, k, add):
    """Any declared value, wherever that passenger could go."""
    t = g.TAKES
    g.targets()
    for v in range(1, K.CLASS_MAX[k] + 1):
        x = k << 6 | v                  # its key
        ds = t[x] | t[L.N_KEYS + x] << L.N_LINES
        if ds and not add:
            return True
        d = 0
        while ds:
            if ds & 1:
                g.add(L.D_MYSTERY, v, d, k)
            ds >>= 1
            d += 1
    return False


def declare(g, v, d, k):
    """The Mystery goes in play with its declared value."""
    i = piles.index_in(g.s, L.P_POOL, L.P_LEN, L.PARK, K.MYSTERY | (k << 6))
    g.declare(L.PARK, i, v)
    g.ptake(L.PARK, i, d)
    if d >= L.GROUP0:
        g.group_added(d)
    g.finish_action()


def replaces(g, m, c, src, i):
    """c, passenger i of src, may take its class's open Mystery's place (m: see
    Table.targets): listed among the moves and the placements."""
    k = (c >> 6) & 1
    if not c & K.MYSTERY and (m >> 5 if k else m & 0x1F) == c & 0x1F:
        g.add(L.D_REPLACE, src, i, k)


def replace(g, src, i, k):
    """Passenger i of src takes the place of its class's Mystery, wherever that
    lies; the Mystery goes to the action discard pile."""
    s = g.s
    x = L.P_POOL + piles.start(s, L.P_LEN, src) + i
    want = K.MYSTERY | (k << 6) | (s[x] & 0x1F)
    end = L.P_POOL + piles.start(s, L.P_LEN, L.DECK)
    y = L.P_POOL
    while y < end and s[y] != want:
        y += 1
    pile = piles.pile_at(s, L.P_LEN, L.N_PPILES, y - L.P_POOL)
    g.pswap(src, i, pile, y - L.P_POOL - piles.start(s, L.P_LEN, pile))
    park_mystery(g, src, i)
    g.after_remove(src)
    if pile >= L.GROUP0:
        g.group_added(pile)


def park_mystery(g, pile, i):
    """Take the Mystery at pile[i] out of play: its card to the action discard."""
    k = (g.card(pile, i) >> 6) & 1
    g.ptake(pile, i, L.PARK)
    g.declare(L.PARK, g.s[L.P_LEN + L.PARK] - 1, 0)
    g.amove_card(K.MYSTERY_ID[k], L.A_DISCARD)
