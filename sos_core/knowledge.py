"""Fair information (issue 9): what the player whose turn it is may know, and a
determinization that deals everything else afresh.

Hidden from the player whose turn it is (the *viewer*), in a position alone:
- the passenger deck (its cards and order), unless Come On! is searching it;
- the face-down cards of every line, unless Your Turn! is looking at that line;
- the action deck, unless Plan A is searching it;
- the other players' hands (docs/rules.md "Players": each player sees their own
  hand), unless the viewer's crew is Phillips (he may play any hand's card, so he
  sees them all) or Smith is dealing the gathered cards;
- the generator state in the position (it decides every later shuffle).

Seen, and kept in place: face-up line cards, the survivor groups, the passenger
and action discard piles (every card went there face up), the drawn or looked-at
cards, the parked Mysteries, the cards in play, Fleet's three, Smith's gathering.
A position does not record what only memory would add (where Get Ready! put a
card, which line a flood shuffled a seen card into): the determinization
forgets that, so it never knows more than a player, only at most less.

`determinize(g, pick, buf)` gathers the hidden passengers and action cards,
sorts them (so the result depends on what is hidden, never on how it lay),
shuffles them with the caller's generator `pick` (a PICK_SIZE bytearray seeded
by `rng.seed`) and deals them back into the hidden places, keeping every pile's
length and every line's face-down count; a Mystery lying face down stays among
the lines' face-down cards (it can be nowhere else). The position's own
generator is reseeded from `pick` too. `buf` is a SCRATCH-byte bytearray: after
set-up nothing is allocated.
"""
from sos_core import layout as L
from sos_core import piles, rng
from sos_core.cards import MYSTERY, N_ACTIONS
from sos_core.compat import const
from sos_core.crew import PHILLIPS

PICK_SIZE = const(145)      # RNG + 6: a generator state the rng module can step
# buf: the 62 passengers (or 20 action cards), the count of line slots at
# _LINES, then _sort's bitmap of the cards present at _SEEN (16 bytes, kept zero).
SCRATCH = const(80)
_LINES = const(63)
_SEEN = const(64)
_TOP = const(0x72)          # above every passenger byte but a Mystery's (2nd class 17 anchor)
_MODULI = (30268, 30306, 30322)


def line_hidden(s, line):
    """Face-down cards of a line the viewer cannot see (0 while Your Turn! looks at it)."""
    if s[L.PHASE] == L.PH_YT_PICK and s[L.ARG] == line:
        return 0
    return s[L.FACEDOWN + line]


def deck_hidden(s):
    """Is the passenger deck hidden (not while Come On! searches it)?"""
    return not (s[L.PHASE] == L.PH_BROWSE and s[L.ARG] == L.DECK)


def action_deck_hidden(s):
    return s[L.PHASE] != L.PH_PLAN_A


def hand_hidden(s, p):
    """Is player p's hand hidden from the player whose turn it is?"""
    cur = s[L.CURRENT]
    if p == cur or p >= s[L.PLAYERS] or s[L.PHASE] == L.PH_SMITH:
        return False
    return s[L.CREW + cur] != PHILLIPS


def _sort(buf, n, top):
    """buf[0:n], distinct cards below `top` but for at most two Mysteries, into
    ascending order (the canonical order of a hidden set): the others marked in
    a bitmap and read back in order, then the Mysteries. Linear: an insertion
    sort took the most of a hint's time."""
    x = y = 0
    for i in range(n):
        c = buf[i]
        if c & MYSTERY:
            if x:
                y = c
            else:
                x = c
        else:
            buf[_SEEN + (c >> 3)] |= 1 << (c & 7)
    j = 0
    for w in range((top + 7) >> 3):
        m = buf[_SEEN + w]
        if m:
            buf[_SEEN + w] = 0
            c = w << 3
            while m:
                if m & 1:
                    buf[j] = c
                    j += 1
                m >>= 1
                c += 1
    if y:
        buf[j] = x if x < y else y
        buf[j + 1] = y if x < y else x
    elif x:
        buf[j] = x


def _passengers(s, buf, put):
    """Gather (put=0) or deal back (put=1) the hidden passengers: the lines'
    hidden face-down cards first (bow to stern, the boat last), then the deck.
    Returns how many; after gathering, also leaves the line slots' count in buf[_LINES]."""
    n = 0
    o = L.P_POOL
    for line in range(L.N_LINES):
        n = _move(s, buf, o, line_hidden(s, line), n, put)
        o += s[L.P_LEN + line]
    lines = n
    if deck_hidden(s):
        n = _move(s, buf, L.P_POOL + piles.start(s, L.P_LEN, L.DECK), s[L.P_LEN + L.DECK], n, put)
    if not put:
        buf[_LINES] = lines
    return n


def _actions(s, buf, put):
    """Gather or deal back the hidden action cards: hidden hands, then the deck."""
    n = 0
    for p in range(L.A_DECK + 1):
        if (p < L.A_DECK and hand_hidden(s, p)) or (p == L.A_DECK and action_deck_hidden(s)):
            n = _move(s, buf, L.A_POOL + piles.start(s, L.A_LEN, p), s[L.A_LEN + p], n, put)
    return n


def _move(s, buf, o, k, n, put):
    """Copy the k cards of s from o to buf from n (put=0), or back (put=1);
    returns n + k."""
    for i in range(o, o + k):
        if put:
            s[i] = buf[n]
        else:
            buf[n] = s[i]
        n += 1
    return n


def hidden_passengers(g, buf):
    """Put the viewer's hidden passengers in buf, sorted; return how many."""
    n = _passengers(g.s, buf, 0)
    _sort(buf, n, _TOP)
    return n


def determinize(g, pick, buf):
    """Deal the cards the player whose turn it is cannot see afresh into the
    places they cannot see (see the module's docstring). Changes g.s only; g's
    decision listing stays valid (it never depends on hidden cards)."""
    s = g.s
    n = _passengers(s, buf, 0)
    lines = buf[_LINES]
    _sort(buf, n, _TOP)
    m = 0                                   # hidden Mysteries: sorted to the end
    while m < n and buf[n - 1 - m] & MYSTERY:
        m += 1
    rng.shuffle(pick, buf, 0, n - m)
    for j in range(m):                      # each into a line slot, uniformly
        at = rng.below(pick, lines - m + j + 1)
        piles.rotate(buf, at, n - m + j + 1, n - m + j - at)
    _passengers(s, buf, 1)
    n = _actions(s, buf, 0)
    _sort(buf, n, N_ACTIONS)
    rng.shuffle(pick, buf, 0, n)
    _actions(s, buf, 1)
    for i in range(3):                      # the position's own generator: unknown too
        v = rng.below(pick, 256) | rng.below(pick, 256) << 8
        v = 1 + v % _MODULI[i]              # as rng.seed: 1..30268, 1..30306, 1..30322
        s[L.RNG + 2 * i] = v & 0xFF
        s[L.RNG + 2 * i + 1] = v >> 8
