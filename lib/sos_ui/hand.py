"""The hand line: whose turn it is, their crew and their action cards, and the deal
number where it fits, on the board's info row. It stays current under banners,
and is drawn only when a hand changed: most presses change none."""
from sos_core.cards import ACTION_KIND, N_KINDS
from sos_core.compat import const
from sos_core.layout import A_OWNER, A_POOL, CURRENT
from sos_ui import words as W
from sos_ui.text import LINE, fetch

HAND_MAX = const(12)     # cards of a hand remembered as drawn (a longer one is redrawn)


class HandLine:
    def __init__(self, view):
        self.view = view
        self.row = view.info
        self.deal = 0                  # the deal number: on the line, where it fits
        # the line as drawn: player + 1 (0: none yet), card count, the cards
        self.shown = bytearray(2 + HAND_MAX)
        # the state's action-card bytes (every hand, the action piles) as at the
        # line's last look, compared in one C call with a view of the game's
        # (made once per state): most presses change no hand
        self.hands_seen = bytearray(A_OWNER - A_POOL)
        self.hands_of = None
        self.hands = None
        # each action card's name length: the line chooses names or codes
        # before it composes (each text is a file read)
        self.name_len = bytearray(N_KINDS)
        for k in range(N_KINDS):
            self.name_len[k] = fetch(W.ACTION + k)
        self.has_len = fetch(W.HAS)

    def forget(self):
        """Draw the line afresh next time (another game)."""
        self.shown[0] = 0

    def show(self, g):
        """Draw the line for g (kept current under banners too): whose turn, their
        crew and cards; nothing when no hand changed since the last look."""
        st = g.s
        shown = self.shown
        if self.hands_of is not st:
            self.hands_of = st
            self.hands = memoryview(st)[A_POOL:A_OWNER]
        if shown[0] == st[CURRENT] + 1 and self.hands == self.hands_seen:
            return
        self.hands_seen[:] = self.hands
        cur = g.current()
        n = g.alen(cur)
        same = shown[0] == cur + 1 and shown[1] == n
        for i in range(min(n, HAND_MAX)):          # compared and remembered at once
            c = g.acard(cur, i)
            if shown[2 + i] != c:
                shown[2 + i] = c
                same = False
        if same:                       # most presses leave the hands alone
            return
        shown[0] = cur + 1 if n <= HAND_MAX else 0
        shown[1] = n
        line = LINE.clear()
        if g.players() > 1:
            line.str(b"P").num(cur + 1)
        head = line.n
        line.str(b" " if head else b"").word(W.CREW_SHORT + g.crew_of(cur))
        named = line.n                             # "P1 Lee"
        crew_end = named + 1                       # "P1 Lee:" before codes
        # Who you are first, always, then the cards' names ("Lee has Plan A,
        # Your Turn!": after a colon a name read as a message), else their
        # two-letter codes ("Lee: PA YT"; help: "On the hand line"), each with
        # the deal number at the row's end where it fits; codes that do not all
        # fit (160 px: from 7 cards solo) end in "+N", the cards not shown.
        # Lengths first (each text is a file read), then the line, once.
        if n:
            names = self.has_len - 2               # " has" for ":", less the first ", "
            for i in range(n):                     # " A, B, C" after the crew
                names += 2 + self.name_len[ACTION_KIND[g.acard(cur, i)]]
            codes = 3 * n                          # " A B C"
        else:
            names = codes = self.has_len - 1 + fetch(W.NO_CARDS)   # " has no cards"
        full = min(self.row.chars, len(line.buf) - 1)
        room = full
        if self.deal:                              # "  Deal 40731", measured where the
            d = line.word(W.DEAL).n                # hand goes next (a number longer
            if line.num(self.deal).n > d:          # than the buffer: none)
                room -= 2 + line.n - named
        line.n = named
        m = n                                      # the cards shown
        for k in range(4):     # the bits of k: 2 codes, 1 no deal
            if crew_end + (names if k < 2 else codes) <= (full if k % 2 else room):
                break
        else:                  # as many codes as leave room for " +N"
            m = min(n, (full - crew_end - 3) // 3)
            if n - m > 9:
                m = (full - crew_end - 4) // 3
        if k < 2:
            line.word(W.HAS)
            for i in range(n):
                line.str(b", " if i else b" ").word(W.ACTION + ACTION_KIND[g.acard(cur, i)])
        else:
            line.str(b":")
            for i in range(m):
                line.str(b" ").word(W.ACTION_CODE + ACTION_KIND[g.acard(cur, i)])
        if m < n:
            line.str(b" +").num(n - m)
        if n == 0:
            line.word(W.NO_CARDS)
        if k % 2 == 0 and room < full:             # the deal number at the row's end
            while line.n < room + 2:
                line.str(b" ")
            line.word(W.DEAL).num(self.deal)
        self.view.set_info(line)
