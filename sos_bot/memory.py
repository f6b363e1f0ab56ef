"""What a careful player remembers that a position does not record (issue 25).

`knowledge.determinize` deals every hidden passenger afresh into every hidden
place: it forgets all that only memory would add. A player counting cards
knows where many hidden passengers lie, and `Memory` keeps that from the
positions the player was shown and the decisions made: each hidden card's
*home*, the deck, a line, some line (which one unknown), or anywhere.
- A card seen and then hidden lies where the rules put it: a card Get Ready!
  looked at, or one of the deck Come On! showed, back in the deck; the discard
  pile's cards in the deck that is rebuilt from them (R-RESCUE-4, Save Time!);
  a line's cards in that line (Your Turn!), or in the next line toward the
  stern when its deck floods (R-FLOOD-2), or in one of the two lines Same
  Lines! dealt.
- The cards hidden in a line that floods go to the next line with it.
- No face-down line card ever goes into the deck, nor a deck card face down
  into a line; so when the cards known in the deck are as many as the deck
  holds, every other hidden card lies in a line, and the other way round.
- Get Ready!'s cards put on top stay there, in order, until drawn or shuffled.
`impose(det, pick)` deals a determinized sample's hidden cards again within
those bounds. Reads no more than the player sees: the hidden cards as a set,
each pile's length, the cards in view, and the decisions (tests/test_memory.py
shows a twin the same games with every hidden card dealt afresh). Desktop only.
"""
from sos_core import knowledge, piles, rng
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, COME_ON, MYSTERY, SAVE_TIME

CARDS = 256                  # by card byte
ANY = 0                      # a hidden card's home: not known
DECK = 1                     # the passenger deck
LINES = 2                    # a line, which one not known
LINE0 = 3                    # LINE0 + j: line j
SEEN = 255                   # in view now (AT says where)
NONE = 254                   # no such card


class Memory:
    def __init__(self):
        self.home = bytearray(bytes((NONE,)) * CARDS)  # ANY, DECK, LINES, LINE0 + j, SEEN
        self.at = bytearray(CARDS)       # a card in view: its pile
        self.top = []                    # the cards known on top of the deck, top first
        self.deck_len = -1               # the deck's length when last seen (-1: never)
        self.line_len = bytearray(L.N_LINES)
        self.pair = None                 # Same Lines!' two lines, being dealt again
        self.buf = bytearray(knowledge.SCRATCH)
        self.lost = 0                    # times the homes could not be (never seen)

    # --- taking in what is seen -----------------------------------------------
    def observe(self, g):
        """Take in position g (as the player whose turn it is sees it)."""
        s = g.s
        n = s[L.P_LEN + L.DECK]
        home = self.home
        hidden = bytearray(CARDS)
        k = knowledge.hidden_passengers(g, self.buf)
        for i in range(k):
            hidden[self.buf[i]] = 1
        if self.deck_len >= 0:
            if n > self.deck_len or not knowledge.deck_hidden(s):
                self.top = []                         # rebuilt, or searched and shuffled
            elif n < self.deck_len:
                del self.top[:self.deck_len - n]      # drawn from the top
            for j in range(L.DECK_LINES):             # a flooded line's hidden cards
                if self.line_len[j] and not s[L.P_LEN + j]:
                    to = LINE0 + self._flooded_into(s, j)
                    for c in range(CARDS):
                        if home[c] == LINE0 + j:
                            home[c] = to
            for c in range(CARDS):
                if hidden[c] and home[c] == SEEN:      # seen, now hidden: where to
                    home[c] = self._put(s, self.at[c])
                if self.pair is not None and home[c] in self.pair:
                    home[c] = LINES
        self.pair = None
        o = L.P_POOL
        for p in range(L.N_PPILES):                   # what is in view, and where
            for i in range(o, o + s[L.P_LEN + p]):
                c = s[i]
                if not hidden[c]:
                    home[c] = SEEN
                    self.at[c] = p
                elif home[c] == NONE:                 # (the first position)
                    home[c] = ANY
            o += s[L.P_LEN + p]
        self._deduce(s, hidden)
        self.deck_len = n
        for j in range(L.N_LINES):
            self.line_len[j] = s[L.P_LEN + j]

    def _flooded_into(self, s, j):
        """The line that took flooded line j's cards (the next with cards)."""
        while j < L.DECK_LINES - 1 and not s[L.P_LEN + j]:
            j += 1
        return j

    def _put(self, s, p):
        """The home of a card last seen in pile p, now hidden."""
        if p == L.LOOK or p == L.DECK or p == L.DISCARD:
            return DECK
        if p < L.N_LINES:
            if self.pair is not None and LINE0 + p in self.pair:
                return LINES
            return LINE0 + (p if s[L.P_LEN + p] else self._flooded_into(s, p))
        return ANY                                    # (no rule hides a card from elsewhere)

    def _deduce(self, s, hidden):
        """Cards known in the deck as many as it holds: the others in the lines,
        and the other way round; each line holding no more than it hides."""
        if not knowledge.deck_hidden(s):
            n = 0                                     # (Come On!: its cards are in view)
        else:
            n = s[L.P_LEN + L.DECK]
        home = self.home
        dk = free = 0
        per_line = bytearray(L.N_LINES)
        for c in range(CARDS):
            if hidden[c]:
                h = home[c]
                if h == DECK:
                    dk += 1
                elif h == ANY:
                    if c & MYSTERY:                   # a hidden Mystery lies in a line
                        home[c] = LINES
                    else:
                        free += 1
                elif h >= LINE0:
                    per_line[h - LINE0] += 1
        ok = dk <= n <= dk + free
        for j in range(L.N_LINES):
            ok = ok and per_line[j] <= knowledge.line_hidden(s, j)
        if not ok:
            self.lost += 1
            self._forget(hidden)
            return
        if dk == n or dk + free == n:
            to = LINES if dk == n else DECK
            for c in range(CARDS):
                if hidden[c] and home[c] == ANY:
                    home[c] = to

    def _forget(self, hidden):
        for c in range(CARDS):
            if hidden[c]:
                self.home[c] = LINES if c & MYSTERY else ANY
        self.top = []

    def note(self, g, i):
        """Decision i of g's listing is being made."""
        d = g.dec
        k = d[L.DEC_SIZE * i]
        if k == L.D_PUT:                              # Get Ready!: back into the deck
            if d[L.DEC_SIZE * i + L.DEC_B] == 0:
                self.top.insert(0, g.card(L.LOOK, d[L.DEC_SIZE * i + L.DEC_A]))
            self.deck_len += 1
        elif k == L.D_PLAY and ACTION_KIND[d[L.DEC_SIZE * i + L.DEC_A]] in (COME_ON, SAVE_TIME):
            self.top = []                             # the deck is shuffled
        elif k == L.D_PAIR:
            self.pair = (LINE0 + d[L.DEC_SIZE * i + L.DEC_A], LINE0 + d[L.DEC_SIZE * i + L.DEC_B])

    # --- what it knows ----------------------------------------------------------
    def known(self):
        """Is every card in the deck known?"""
        n = 0
        for c in range(CARDS):
            n += self.home[c] == DECK
        return n == self.deck_len

    def deck_cards(self):
        """The passengers that may be in the deck (all of them, once known)."""
        return [c for c in range(CARDS)
                if (self.home[c] == DECK or self.home[c] == ANY) and not c & MYSTERY]

    # --- samples that agree -------------------------------------------------------
    def impose(self, det, pick):
        """Deal the hidden cards of the sample det (determinized from the position
        last observed) again, each within its home, with generator `pick`."""
        s = det.s
        home = self.home
        slots = []                                    # per line, then the deck's
        o = L.P_POOL
        for line in range(L.N_LINES):
            slots.append(list(range(o, o + knowledge.line_hidden(s, line))))
            o += s[L.P_LEN + line]
        deck = []
        if knowledge.deck_hidden(s):
            d0 = L.P_POOL + piles.start(s, L.P_LEN, L.DECK)
            deck = list(range(d0 + s[L.P_LEN + L.DECK] - 1, d0 - 1, -1))   # top first
        cards = [s[p] for ps in slots for p in ps] + [s[p] for p in deck]
        tops = [c for c in self.top[:len(deck)] if c in cards]
        own = [[] for _ in range(L.N_LINES)]
        in_deck, free, lines = [], bytearray(), bytearray()
        for c in cards:
            h = home[c]
            if c in tops:
                continue
            if LINE0 <= h < NONE:
                own[h - LINE0].append(c)
            elif h == DECK:
                in_deck.append(c)
            elif h == LINES:
                lines.append(c)
            else:
                free.append(c)
        r = len(deck) - len(tops) - len(in_deck)      # deck places for free cards
        if r < 0 or r > len(free) or any(len(own[j]) > len(slots[j]) for j in range(L.N_LINES)):
            self.lost += 1                            # (never seen: det stays as dealt)
            return
        _shuffle(pick, free)
        rest = bytearray(in_deck) + free[:r]
        _shuffle(pick, rest)
        for p, c in zip(deck, bytearray(tops) + rest):
            s[p] = c
        pool = lines + free[r:]
        _shuffle(pick, pool)
        k = 0
        for j in range(L.N_LINES):
            mine = bytearray(own[j])
            need = len(slots[j]) - len(mine)
            mine += pool[k:k + need]
            k += need
            _shuffle(pick, mine)
            for p, c in zip(slots[j], mine):
                s[p] = c


def _shuffle(pick, b):
    if len(b) > 1:
        rng.shuffle(pick, b, 0, len(b))
