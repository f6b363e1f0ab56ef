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
        line.str(b" " if head else b"").word(W.CREW_SHORT + g.crew_of(cur)).str(b":")
        crew_end = line.n                          # "P1 Lee:"
        # Who you are first, then the cards' names, then the deal number: the
        # crew's name with the names, else with their two-letter codes (help:
        # "On the hand line"), each with the deal number at the row's end where
        # it fits; a hand whose codes leave the crew no room (160 px: from 6
        # cards solo, 5 with "P1") goes without it. Lengths first (each text is
        # a file read), then the line, once.
        if n:
            names = -1
            for i in range(n):                     # " A, B, C" after the crew
                names += 2 + self.name_len[ACTION_KIND[g.acard(cur, i)]]
            codes = 3 * n                          # " A B C"
        else:
            names = codes = fetch(W.NO_CARDS)      # " no cards", after the crew always
        full = min(self.row.chars, len(line.buf) - 1)
        room = full
        if self.deal:                              # "  Deal 40731", measured where the
            room -= 2 + line.word(W.DEAL).num(self.deal).n - crew_end   # hand goes next
        for k in range(8):     # the bits of k: 4 without the crew, 2 codes, 1 no deal
            chars = room if k % 2 == 0 else full
            cards = names if k % 4 < 2 else codes
            if (crew_end if k < 4 else head - (0 if head else 1)) + cards <= chars:
                break
        line.n = crew_end if k < 4 or not n else head
        if k % 4 < 2:
            for i in range(n):
                line.str(b", " if i else b" " if line.n else b"").word(
                    W.ACTION + ACTION_KIND[g.acard(cur, i)])
        else:
            for i in range(n):
                line.str(b" " if line.n else b"").word(W.ACTION_CODE
                                                       + ACTION_KIND[g.acard(cur, i)])
        if n == 0:
            line.word(W.NO_CARDS)
        if k % 2 == 0 and room < full:
            self._deal_right(line, full)
        self.view.set_info(line)

    def _deal_right(self, line, chars):
        """The deal number at the right end of the hand line, which show() left
        room for (two spaces or more after the hand)."""
        end = line.n
        mid = line.word(W.DEAL).n
        line.num(self.deal)                          # "Deal 40731", moved right below
        k = line.n - end
        if line.n == mid:                            # no room in the buffer for it
            line.n = end
            return
        b = line.buf
        for i in range(k - 1, -1, -1):              # no slice: a slice allocates
            b[chars - k + i] = b[end + i]
        for i in range(end, chars - k):
            b[i] = 32
        line.n = chars
