"""Reading and moving the cards of a position: the piles of the state bytes.
The rules (`game`, `resolve`, `action_cards`, `flood`) change the cards only
through these, and every way a hidden card comes into view (a draw, a flip, a
shuffle, a look) is one of the methods that record it: `self.rev` is set, and the
game then clears its undo history so taking the decision back cannot be a peek."""
from sos_core import booklet, piles
from sos_core import layout as L
from sos_core.cards import CLASS_MAX, KEY, MYSTERY, SECOND, VALUE
from sos_core.crew import PHILLIPS


class Table:
    """Needs self.s, the state bytearray."""

    # Which piles take which passenger by R-MOVE-1 (targets), by the card's key,
    # its class and value (c & cards.KEY): TAKES[key] has bit d set when line d
    # takes that card, TAKES[N_KEYS + key] bit d - N_LINES when survivor group d
    # does. One table for every game: a listing fills it, then reads it.
    TAKES = bytearray(2 * L.N_KEYS)
    _CLEAR = bytes(2 * L.N_KEYS)
    takes_of = None     # the game TAKES was last filled for (a listing of its
                        # moves fills it: hints.safe_move reads it after one)

    # --- reading the position ---------------------------------------------
    def plen(self, p):
        return self.s[L.P_LEN + p]

    def card(self, p, i):
        s = self.s
        return s[L.P_POOL + piles.start(s, L.P_LEN, p) + i]

    def top(self, p):
        s = self.s
        n = s[L.P_LEN + p]                  # card(p, n - 1) inlined: a frame less
        return s[L.P_POOL + piles.start(s, L.P_LEN, p) + n - 1] if n else 0

    def facedown(self, line):
        return self.s[L.FACEDOWN + line]

    def faceup(self, line):
        return self.s[L.P_LEN + line] - self.s[L.FACEDOWN + line]

    def alen(self, p):
        return self.s[L.A_LEN + p]

    def acard(self, p, i):
        s = self.s
        return s[L.A_POOL + piles.start(s, L.A_LEN, p) + i]

    def page(self):
        return self.s[L.PAGE]

    def phase(self):
        return self.s[L.PHASE]

    def status(self):
        return self.s[L.STATUS]

    def players(self):
        return self.s[L.PLAYERS]

    def current(self):
        return self.s[L.CURRENT]

    def crew_of(self, p):
        return self.s[L.CREW + p]

    def turn(self):
        return self.s[L.TURN] | self.s[L.TURN + 1] << 8

    def line_open(self, line):
        """R-LINE-1: a deck's line exists until the deck is fully flooded; the boat
        line exists while the Collapsible Boat is in play (it is never empty then)."""
        if line == L.BOAT:
            return self.s[L.P_LEN + L.BOAT] > 0
        return self.s[L.PAGE] < booklet.FLOOD_PAGE[line]

    def targets(self):
        """Fill TAKES for this position: R-MOVE-1 for every passenger (the largest
        card of a moved run) and pile at once. A line takes one lower of its top's
        class (a), an empty open deck line a class's highest (b); the first empty
        survivor group takes a 1 (c), a group one higher of its top's class (d).
        Return the values of the Mysteries that can be replaced
        (mystery_value(k, True)), class 2's << 5."""
        s = self.s
        t = self.TAKES
        t[0:2 * L.N_KEYS] = self._CLEAR
        Table.takes_of = self
        o = L.P_POOL
        for d in range(L.N_LINES):
            n = s[L.P_LEN + d]
            o += n
            if n:
                c = s[o - 1]
                if c & VALUE:                   # takes one lower, same class
                    t[(c & KEY) - 1] |= 1 << d
            elif d < L.BOAT and s[L.PAGE] < booklet.FLOOD_PAGE[d]:   # an empty open deck line
                t[CLASS_MAX[0]] |= 1 << d
                t[SECOND | CLASS_MAX[1]] |= 1 << d
        one = True
        for d in range(L.GROUP0, L.GROUP0 + L.N_GROUPS):
            n = s[L.P_LEN + d]
            o += n
            if n:
                c = s[o - 1]                    # takes one higher, same class
                t[L.N_KEYS + (c & KEY) + 1] |= 1 << (d - L.GROUP0)
            elif one:                           # the first empty group takes a 1
                t[L.N_KEYS + 1] |= 1 << (d - L.GROUP0)
                t[L.N_KEYS + SECOND + 1] |= 1 << (d - L.GROUP0)
                one = False
        if s[L.P_LEN + L.PARK] == 2:                # both Mysteries out of play
            return 0
        return self.mystery_value(0, True) | self.mystery_value(1, True) << 5

    def mystery_value(self, k, seen):
        """Declared value of class k's Mystery Passenger while it is in play, else 0.
        seen: only while it can be replaced, face up on a line or in a survivor
        group (rulings: not while shuffled face down)."""
        s = self.s
        want = MYSTERY | (k << 6)
        o = L.P_POOL
        for p in range(L.DECK):                     # the lines, the groups
            n = s[L.P_LEN + p]
            down = s[L.FACEDOWN + p] if seen and p < L.GROUP0 else 0
            for i in range(o + down, o + n):
                c = s[i]
                if c & 0xC0 == want and c & 0x1F:
                    return c & 0x1F
            o += n
        return 0

    # --- changing it: every rule goes through these -------------------------
    def pmove(self, src, dst, k):
        """Move the top k passengers of src onto dst (nothing hidden comes into view:
        use draw for that)."""
        piles.move(self.s, L.P_POOL, L.P_LEN, src, dst, k)

    def ptake(self, src, i, dst):
        piles.take(self.s, L.P_POOL, L.P_LEN, src, i, dst)

    def ptop(self, pile, i):
        """Bring passenger i of a pile to its top, the others keeping their order."""
        piles.to_top(self.s, L.P_POOL, L.P_LEN, pile, i)

    def pbottom(self, pile):
        """Put a pile's top passenger at its bottom."""
        piles.top_to_bottom(self.s, L.P_POOL, L.P_LEN, pile)

    def pswap(self, pa, ia, pb, ib):
        """Exchange passenger ia of pile pa and passenger ib of pile pb (Lowe's swap,
        a passenger taking its Mystery's place)."""
        s = self.s
        x = L.P_POOL + piles.start(s, L.P_LEN, pa) + ia
        y = L.P_POOL + piles.start(s, L.P_LEN, pb) + ib
        t = s[x]
        s[x] = s[y]
        s[y] = t

    def declare(self, pile, i, v):
        """Set the declared value of the Mystery Passenger at pile[i] (0: not in play)."""
        s = self.s
        x = L.P_POOL + piles.start(s, L.P_LEN, pile) + i
        s[x] = (s[x] & 0xE0) | v

    def pshuffle(self, pile, keep=0):
        """Shuffle a pile, all but its top `keep` passengers (a revelation: the new
        order is drawn or turned up later)."""
        piles.shuffle(self.s, L.P_POOL, L.P_LEN, pile, self.s[L.P_LEN + pile] - keep)
        self.rev = 1

    # --- revealing: each of these records that hidden cards came into view ------
    def look(self):
        """A player looks at hidden cards (a line, the deck, a discard pile)."""
        self.rev = 1

    def draw(self, src, dst, k):
        """Move the top k passengers of a hidden pile where they are seen."""
        piles.move(self.s, L.P_POOL, L.P_LEN, src, dst, k)
        self.rev = 1

    def flip(self, line):
        """R-MOVE-3: turn up a line's top card if it lies face down."""
        s = self.s
        n = s[L.P_LEN + line]
        if n and s[L.FACEDOWN + line] >= n:
            s[L.FACEDOWN + line] = n - 1
            self.rev = 1

    def cover(self, line):
        """Every card of a line face down except its top one, turned up."""
        n = self.s[L.P_LEN + line]
        self.s[L.FACEDOWN + line] = n - 1 if n else 0
        if n:
            self.rev = 1

    def adraw(self, src, dst, k):
        """Move the top k action cards of a hidden pile where they are seen."""
        piles.move(self.s, L.A_POOL, L.A_LEN, src, dst, k)
        self.rev = 1

    def show_hands(self):
        """A turn begins: its player sees their hand (Phillips, who may play any
        player's card, sees every hand)."""
        s = self.s
        cur = s[L.CURRENT]
        for p in range(s[L.PLAYERS]):
            if s[L.A_LEN + p] and (p == cur or s[L.CREW + cur] == PHILLIPS):
                self.rev = 1

    def amove(self, src, dst, k):
        piles.move(self.s, L.A_POOL, L.A_LEN, src, dst, k)

    def ashuffle(self, pile):
        piles.shuffle(self.s, L.A_POOL, L.A_LEN, pile, self.s[L.A_LEN + pile])
        self.rev = 1

    def amove_card(self, aid, dst):
        s = self.s
        p = piles.find(s, L.A_POOL, L.A_LEN, L.N_APILES, aid)
        piles.take(s, L.A_POOL, L.A_LEN, p, piles.index_in(s, L.A_POOL, L.A_LEN, p, aid), dst)

    def over(self):
        return self.s[L.PHASE] == L.PH_OVER

    def saved_count(self):
        """Passengers in survivor groups (Mysteries not counted)."""
        s = self.s
        n = 0
        a = L.P_POOL + piles.start(s, L.P_LEN, L.GROUP0)
        for i in range(a, a + piles.start(s, L.P_LEN, L.DECK) - piles.start(s, L.P_LEN, L.GROUP0)):
            if not s[i] & MYSTERY:
                n += 1
        return n

