"""What a careful player remembers that a position does not record (issue 25).

`knowledge.determinize` deals every hidden passenger afresh into every hidden
place: it forgets all that only memory would add. Two things a player counting
cards knows, which `Memory` keeps from the positions the player was shown and
the decisions made:
- which passengers are in the passenger deck (the other hidden ones lie face
  down in the lines): known once the deck was searched (Come On!) or rebuilt
  from the discard pile (R-RESCUE-4; Save Time! on a deck known or empty), and
  known from then on, as no face-down line card ever goes into the deck and no
  deck card face down into a line (R-FLOOD-2 shuffles lines with lines);
- the cards Get Ready! put back on top, in order, until they are drawn or the
  deck is shuffled.
`impose(det)` makes a determinized sample agree, by swapping hidden cards
between hidden places only. Reads no more than the player sees: the hidden
cards as a set, the deck's length, the discard pile, the cards looked at, the
deck while Come On! searches it, and the decisions (the lookahead's fairness
tests, tests/test_bot.py). Desktop only.
"""
from sos_core import knowledge, piles
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, COME_ON, SAVE_TIME

CARDS = 256                  # flags by card byte


class Memory:
    def __init__(self):
        self.in_deck = bytearray(CARDS)  # 1: known to be in the deck
        self.known = False               # in_deck is the deck exactly
        self.top = []                    # the cards known on top of the deck, top first
        self.deck_len = -1               # the deck's length when last seen (-1: never)
        self.discard = b""               # the discard pile when last seen
        self.buf = bytearray(knowledge.SCRATCH)
        self.lost = 0                    # counts that disagreed (forgotten; never seen)

    def observe(self, g):
        """Take in position g (shown to the player whose turn it is)."""
        s = g.s
        n = s[L.P_LEN + L.DECK]
        check = self.deck_len >= 0
        if not check:                                 # the first position: nothing known
            pass
        elif not knowledge.deck_hidden(s):            # Come On! shows the whole deck,
            self._forget()
            for c in _pile(s, L.DECK):
                self.in_deck[c] = 1
            self.known = True
            check = False                             # (then shuffles it: top stays [])
        elif n > self.deck_len:                       # rebuilt from the discard pile
            if self.known or self.deck_len == 0:
                for c in self.discard:
                    self.in_deck[c] = 1
                self.known = True
            self.top = []
        elif n < self.deck_len:                       # drawn from the top
            del self.top[:self.deck_len - n]
        if self.known and check:
            self._drawn(g, n)
        self.deck_len = n
        self.discard = _pile(s, L.DISCARD)

    def _drawn(self, g, n):
        """Drop from in_deck what is seen elsewhere now; forget all if the count
        disagrees (a rule this does not follow: never seen)."""
        s = g.s
        here = bytearray(CARDS)
        k = knowledge.hidden_passengers(g, self.buf)
        for i in range(k):
            here[self.buf[i]] = 1
        ready = s[L.PHASE] == L.PH_GET_READY          # its cards go back to the deck
        if ready:
            for c in _pile(s, L.LOOK):
                here[c] = 1
        count = 0
        for c in range(CARDS):
            if self.in_deck[c] and not here[c]:
                self.in_deck[c] = 0
            count += self.in_deck[c]
        if count != n + (s[L.P_LEN + L.LOOK] if ready else 0):
            self.lost += 1
            self._forget()

    def note(self, g, i):
        """Decision i of g's listing is being made."""
        d = g.dec
        k = d[4 * i]
        if k == L.D_PUT:                              # Get Ready!: back into the deck
            if d[4 * i + 2] == 0:
                self.top.insert(0, g.card(L.LOOK, d[4 * i + 1]))
            self.deck_len += 1
        elif k == L.D_PLAY and ACTION_KIND[d[4 * i + 1]] in (COME_ON, SAVE_TIME):
            self.top = []                             # the deck is shuffled

    def _forget(self):
        for c in range(CARDS):
            self.in_deck[c] = 0
        self.known = False
        self.top = []

    def deck_cards(self):
        """The deck's passengers when known (else None)."""
        return [c for c in range(CARDS) if self.in_deck[c]] if self.known else None

    def impose(self, det):
        """Make the sample det (determinized from the position last observed)
        agree with what is remembered."""
        s = det.s
        if not knowledge.deck_hidden(s):
            return
        d0 = L.P_POOL + piles.start(s, L.P_LEN, L.DECK)
        n = s[L.P_LEN + L.DECK]
        slots = []                                    # the lines' hidden places
        o = L.P_POOL
        for line in range(L.N_LINES):
            slots.extend(range(o, o + knowledge.line_hidden(s, line)))
            o += s[L.P_LEN + line]
        if self.known:                 # deck cards dealt into lines swap with the strays
            strays = [p for p in slots if self.in_deck[s[p]]]
            for p in range(d0, d0 + n):
                if not self.in_deck[s[p]]:
                    q = strays.pop()
                    s[p], s[q] = s[q], s[p]
        for i in range(min(len(self.top), n)):
            want = d0 + n - 1 - i                     # the top is the pile's end
            c = self.top[i]
            if s[want] != c:
                for p in list(range(d0, d0 + n)) + slots:
                    if s[p] == c:
                        s[p], s[want] = s[want], s[p]
                        break


def _pile(s, p):
    o = L.P_POOL + piles.start(s, L.P_LEN, p)
    return bytes(s[o:o + s[L.P_LEN + p]])
