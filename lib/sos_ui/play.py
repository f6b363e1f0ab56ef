"""The board in play: the cursor over the picker's spots, and button presses
turned into the core's decisions. No rule lives here: every target comes from
the picker (the core's decision list); this only places them on the screen.

A *set* is the spots the player may point at now: the picker's first spots,
or the second spots of the selected first one. Each gets a place: on the
board (a line's card or pile, a survivor group), in the tray row (cards off
the board: drawn, looked at, browsed), or in the option list (action cards,
words, numbers). The option list shows when the cursor is on it, or when
there is nothing else to point at."""
from array import array

from sos_boards.buttons import BACK, CHOOSE, DOWN, END, LEFT, MENU, NEXT, PREV, RIGHT

from sos_core import hints
from sos_core.booklet import LAST_PAGE
from sos_core.cards import ACTION_KIND, GET_READY, N_KINDS
from sos_core.compat import const
from sos_core.crew import LOWE, PHILLIPS
from sos_core.game import DEC_CAP
from sos_core.layout import (
    A_OWNER,
    A_POOL,
    ARG,
    CURRENT,
    D_ABILITY,
    D_PASS,
    D_RESCUE,
    DECK,
    GROUP0,
    LOOK,
    PH_ACTION,
    PH_BROWSE,
    PH_GET_READY,
    PH_LOWE,
    PH_MOVE,
    PH_MYSTERY,
    PH_PLACE,
    PH_SAME_LINES,
    PH_SMITH,
    PH_YT_PICK,
)
from sos_ui import words as W
from sos_ui.menu import ROW
from sos_ui.picker import (
    SPOT_ACTION,
    SPOT_CARD,
    SPOT_NUMBER,
    SPOT_PILE,
    SPOT_WORD,
    W_END,
    W_RESCUE,
    Picker,
    spot_index,
    spot_kind,
    spot_pile,
)
from sos_ui.text import LINE, NUM, OWNED, fetch

CAP = const(DEC_CAP + 1)   # entries: the picker's spots (at most one a decision) + Menu/Back
ON_BOARD = const(0)
IN_TRAY = const(1)
IN_LIST = const(2)
X_YES = const(0xFFFB)    # a warning's two answers: do it, cancel
X_NO = const(0xFFFC)
X_MENU = const(0xFFFD)   # extra entries where a board has no MENU / BACK button
X_BACK = const(0xFFFE)
NO_HINT = const(0xFFFF)   # Play.hinted: no hint pending
END_SPOT = const(SPOT_WORD << 12 | W_END)          # spot(SPOT_WORD, 0, W_END)
RESCUE_SPOT = const(SPOT_WORD << 12 | W_RESCUE)    # spot(SPOT_WORD, 0, W_RESCUE)
CONFIRM = const(3)       # level of a warning waiting for its answer
HAND_MAX = const(12)     # cards of a hand Play.info remembers (a longer one is redrawn)

# handle() results
NOTHING = const(0)
MOVED = const(1)         # only the cursor or selection changed
APPLIED = const(2)       # a decision was applied: the app looks at the game
PAUSE = const(3)         # open the pause menu


class Play:
    def __init__(self, game, lay, view, options, intents, keys_hint):
        """keys_hint: the words number of the board's key hint."""
        self.g = game
        self.p = Picker(game)
        self.lay = lay
        self.view = view
        self.opts = options            # a Menu: the option list
        self.menu_entry = not intents & (1 << MENU)     # a "Menu" target in the cycle
        self.back_entry = not intents & (1 << BACK)     # a "< Back" target
        self.spot = array("H", bytes(2 * CAP))
        self.place = bytearray(CAP)
        self.pos = bytearray(CAP)      # board column, tray slot or option index
        self.row = bytearray(CAP)
        self.h = bytearray(CAP)
        self.n = 0
        self.cur = 0
        self.text = array("H", bytes(2 * CAP))   # option texts (int texts: sos_ui.text), by index
        self.n_opt = 0
        self.level = 1
        self.sel = -1                  # first entry chosen (level 2)
        self.sel_place = 0
        self.sel_pos = 0
        self.sel_row = 0
        self.sel_h = 0
        self.sel_spot = 0
        self.last_spot = -1
        self.last_action = -1          # the action-phase choice made last time
        self.counts = bytearray(5)     # each player's last rescue count (0: none yet)
        self.pending = 0               # the second choice a warning waits on
        self.warned_from = 1           # the level a cancelled warning goes back to
        self.auto_move = True          # the option: moves no one could regret, made at once
        self.auto_moved = 0            # passengers moved so since the player's decision
        self.placed = False            # the option list is filled and placed for this set
        self.tip = False               # the prompt row is not the phase's (a card's summary, stale)
        self.hinted = NO_HINT          # a hint's second spot: where level 2 starts
        self.log = None                # a list to record applied decisions (tests)
        self.deal = 0                  # the deal number: on the hand line, where it fits
        # the hand line as drawn: player + 1 (0: none yet), card count, the cards
        self.hand_shown = bytearray(2 + HAND_MAX)
        # the state's action-card bytes (every hand, the action piles) as at the
        # line's last look, compared in one C call with a view of the game's
        # (made once per state): most presses change no hand
        self.hands_seen = bytearray(A_OWNER - A_POOL)
        self.hands_of = None
        self.hands = None
        # each action card's name length: the hand line chooses names or codes
        # before it composes (each text is a file read)
        self.name_len = bytearray(N_KINDS)
        for k in range(N_KINDS):
            self.name_len[k] = fetch(W.ACTION + k)
        view.set_keys(keys_hint)

    def new_game(self):
        self.hand_shown[0] = 0         # another game: the hand line is drawn afresh
        self.last_spot = -1
        self.last_action = -1
        for i in range(5):
            self.counts[i] = 0

    # --- after every change to the game ------------------------------------------
    def refresh(self):
        g = self.g
        self.p.refresh()
        self.hinted = NO_HINT
        self.level = 1
        self.sel = -1
        view = self.view
        view.draw(g)
        view.tray_clear()
        ph = g.phase()
        if ph == PH_PLACE or ph == PH_GET_READY:
            for i in range(g.plen(LOOK)):
                view.tray_add(LOOK, i)
        elif ph == PH_YT_PICK:
            for i in range(g.plen(g.s[ARG])):
                view.tray_add(g.s[ARG], i)
        self.info()
        self._build()
        self._show(self._start_entry())

    def _start_entry(self):
        """Where the cursor starts on a new set of first spots: in the action list,
        the choice made last time there, else Rescue; elsewhere the spot chosen
        last, else the first board target."""
        last = self.last_action if self.g.phase() == PH_ACTION else self.last_spot
        rescue = -1
        for e in range(self.n):
            s = self.spot[e]
            if s == last:
                return e
            if s == RESCUE_SPOT:
                rescue = e
        return rescue if rescue >= 0 else self._first_entry()

    def info(self):
        """The hand line: whose turn, their crew and cards (kept current under banners)."""
        g = self.g
        st = g.s
        shown = self.hand_shown
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
        # the cards' names when they all fit the row (and the buffer), after the
        # crew's name or else without it (two cards on 160 px); else their
        # two-letter codes, with the crew's name only where the codes leave room
        # for it (8 cards, 160 px). The deal number takes the row's end where the
        # hand fits beside it: names beside it, then names alone, then codes
        # beside it, then codes alone. Lengths first (each text is a file read),
        # then the line, once.
        if n:
            names = -1
            for i in range(n):                     # " A, B, C" after the crew
                names += 2 + self.name_len[ACTION_KIND[g.acard(cur, i)]]
            codes = 3 * n                          # " A B C"
        else:
            names = codes = fetch(W.NO_CARDS)      # " no cards", after the crew always
        full = min(self.view.info.chars, len(line.buf) - 1)
        room = full
        if self.deal:                              # "  Deal 40731", measured where the
            room -= 2 + line.word(W.DEAL).num(self.deal).n - crew_end   # hand goes next
        crew = False
        for k in range(4):
            chars = room if k % 2 == 0 else full
            cards = names if k < 2 else codes
            if crew_end + cards <= chars:
                crew = True
                break
            if n and head + cards - (0 if head else 1) <= chars:
                break
        line.n = crew_end if crew else head
        if k < 2:
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
        """The deal number at the right end of the hand line, which info() left
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

    def _first_entry(self):
        """The default cursor: the first board target, else the first option."""
        for e in range(self.n):
            if self.place[e] != IN_LIST:
                return e
        return 0

    def point(self, j, why):
        """A hint: the cursor on decision j's first spot, the reason (greedy's
        R_* code) on the prompt row; once chosen, level 2 starts on its second."""
        p = self.p
        s = p.fs[j]
        for e in range(self.n):
            if self.spot[e] == s:
                self._show(e)
                break
        self.hinted = p.ss[j]
        self.view.set_prompt(W.HINT_WHY + why)
        self.tip = True                # the next cursor move restores the prompt

    def _second_entry(self):
        """Where the cursor starts among second spots: a hint's; a survivor group
        first (a passenger that can be saved is most likely wanted there); the
        player's last rescue count (else the largest); else the first board target."""
        for e in range(self.n if self.hinted != NO_HINT else 0):
            if self.spot[e] == self.hinted:
                return e
        if self.sel_spot == RESCUE_SPOT:
            want = self.counts[self.g.current()]
            last = 0
            for e in range(self.n):
                s = self.spot[e]
                if s < X_YES and spot_kind(s) == SPOT_NUMBER:
                    last = e
                    if spot_index(s) == want:
                        return e
            return last
        for e in range(self.n):
            s = self.spot[e]
            if s < X_YES and spot_kind(s) == SPOT_PILE and GROUP0 <= spot_pile(s) < DECK:
                return e
        return self._first_entry()

    # --- the set of spots -------------------------------------------------------
    def _build(self):
        p = self.p
        self.n = 0
        self.n_opt = 0
        if self.level == 1:
            firsts = p.firsts
            for i in range(p.n_first):
                self._add(firsts[i])
            if self.menu_entry:
                self._add(X_MENU)
        elif self.level == CONFIRM:
            self._add(X_YES)
            self._add(X_NO)
        else:
            for j in range(p.n_second):
                self._add(p.second(j))
            if self.back_entry:
                self._add(X_BACK)
        self.placed = False            # the list is filled and placed when it opens (_show)
        # the prompt too, in _show: an action card's summary there would at once
        # replace the phase's prompt set here
        self.tip = True
        self._hints()
        self.view.draw_tray(self.g)

    def _to_tray(self, pile):
        ph = self.g.phase()
        if pile >= DECK:
            return True
        if ph == PH_YT_PICK and pile == self.g.s[ARG]:
            return True
        return ph == PH_LOWE and pile >= GROUP0

    def _add(self, s):
        e = self.n
        self.n = e + 1
        self.spot[e] = s
        lay = self.lay
        g = self.g
        view = self.view
        if s >= X_YES:
            self._option(e, W.MENU if s == X_MENU else W.BACK if s == X_BACK
                         else W.CONFIRM + s - X_YES)
            return
        k = spot_kind(s)
        if k == SPOT_CARD or k == SPOT_PILE:
            pile = spot_pile(s)
            place = ON_BOARD
            h = 1
            if k == SPOT_CARD and self._to_tray(pile):
                place = IN_TRAY
                pos = view.tray_add(pile, spot_index(s))
                row = lay.tray_row
            elif pile < GROUP0:
                view.card_row(g, pile, spot_index(s) if k == SPOT_CARD else g.plen(pile) - 1)
                pos = 2 * pile
                row = view.row
                h = view.h
            else:
                pos = lay.panel
                row = lay.group_row(pile - GROUP0) if pile < DECK else lay.deck_row
            self.place[e] = place
            self.pos[e] = pos
            self.row[e] = row
            self.h[e] = h
            return
        i = spot_index(s)
        if k == SPOT_ACTION:
            self._option(e, self._action_text(i))
        elif k == SPOT_WORD:
            self._option(e, W.WORD + i)
        elif k == SPOT_NUMBER:
            # Smith's deal: the players as "P1 Lowe"
            self._option(e, OWNED + (i << 10) + W.CREW_SHORT + g.crew_of(i)
                         if g.phase() == PH_SMITH else NUM + i)

    def _action_text(self, aid):
        """An action card's name; for Phillips, who may play any hand's card,
        whose card it is ("P2 Come On!")."""
        g = self.g
        name = W.ACTION + ACTION_KIND[aid]
        if g.players() < 2 or g.crew_of(g.current()) != PHILLIPS:
            return name
        for p in range(g.players()):
            for i in range(g.alen(p)):
                if g.acard(p, i) == aid:
                    return OWNED + (p << 10) + name     # "P2 Come On!"
        return name

    def _option(self, e, text):
        o = self.n_opt
        self.n_opt = o + 1
        self.text[o] = text
        self.place[e] = IN_LIST
        self.pos[e] = o

    def _prompt(self):
        g = self.g
        ph = g.phase()
        view = self.view
        if self.level == CONFIRM:
            view.set_prompt(self._warning())
            return
        if self.level == 1:
            if ph == PH_PLACE and g.s[ARG]:
                view.set_prompt(W.MURDOCH_MORE)
            elif ph == PH_MOVE and self.auto_moved:
                view.set_prompt(LINE.clear().word(W.AUTO_MOVED).num(self.auto_moved))
            else:
                view.set_prompt(W.BROWSE_DISCARD if ph == PH_BROWSE and g.s[ARG] != DECK
                                else W.PHASE_PROMPT + ph)
            return
        if ph == PH_SMITH:                           # which card is being given
            aid = spot_index(self.sel_spot)
            view.set_prompt(LINE.clear().word(W.GIVE).word(W.ACTION + ACTION_KIND[aid])
                            .word(W.TO_WHOM_Q))
            return
        k = spot_kind(self.p.second(0))
        if k == SPOT_NUMBER:
            text = W.WHICH_VALUE if ph == PH_MYSTERY else W.TO_WHOM if ph == PH_SMITH \
                else W.HOW_MANY
        elif k == SPOT_WORD:
            text = W.TOP_BOTTOM
        elif k == SPOT_CARD:
            text = W.SWAP_WITH if ph == PH_LOWE else W.REPLACE_WHICH
        else:
            text = W.SECOND_LINE if ph == PH_SAME_LINES else W.WHERE_TO
        view.set_prompt(text)

    def _hints(self):
        view = self.view
        view.hints_begin()
        slots = self.lay.tray_slots
        place = self.place
        pos = self.pos
        row = self.row
        for e in range(self.n):
            if place[e] == ON_BOARD:
                view.hint(pos[e], row[e])
            elif place[e] == IN_TRAY:
                k = pos[e] - view.tray_first
                if 0 <= k < slots:
                    view.hint(2 * k, row[e])
        view.hints_end()

    # --- showing the cursor ------------------------------------------------------
    def _show(self, e):
        self.cur = e
        view = self.view
        opts = self.opts
        place = self.place[e] if self.n else ON_BOARD
        listing = self.n_opt > 0 and (place == IN_LIST or self.n_opt == self.n)
        if listing and not self.placed:     # where it hides no target, fewest cards
            self.placed = True
            opts.fit(self.n_opt)
            # from its top, then to the cursor (set_cursor below): a long list
            # opens with its first items in view, the cursor low in the box
            # the moves' list (End moves) in the grid that keeps it: it opens at
            # the start of most turns, the action list between its showings
            opts.show(self.text, self.n_opt, 0, None,
                      self.level == 1 and self.g.phase() == PH_MOVE)
            sel = self.level == 2 and self.sel_place != IN_LIST
            view.place_list(opts, self.sel_pos if self.sel_place == ON_BOARD
                            else 2 * (self.sel_pos - view.tray_first), self.sel_row,
                            self.sel_h if sel else 0)
        opts.group.hidden = not listing
        view.list_over_info(opts if listing else None)
        s = self.spot[e] if self.n else X_YES
        if place == IN_LIST and self.level == 1 and s < X_YES and spot_kind(s) == SPOT_ACTION:
            view.set_prompt(W.CARD_SHORT + ACTION_KIND[spot_index(s)])        # what the card does
            self.tip = True
        elif self.tip:                 # back to the phase's prompt
            self.tip = False
            self._prompt()
        if place == IN_LIST:
            opts.set_cursor(self.pos[e])
            view.frame(0, 0, 0, 0)
        elif place == IN_TRAY:
            if view.tray_scroll(self.pos[e]):
                view.draw_tray(self.g)
                self._hints()
            view.frame(0, 2 * (self.pos[e] - view.tray_first), self.row[e], 1)
        elif self.n:
            view.frame(0, self.pos[e], self.row[e], self.h[e])
        else:
            view.frame(0, 0, 0, 0)
        if self.level >= 2 and self.sel_place != IN_LIST:
            pos = self.sel_pos
            if self.sel_place == IN_TRAY:
                pos = 2 * (pos - view.tray_first)
            view.frame(1, pos, self.sel_row, self.sel_h)
        else:
            view.frame(1, 0, 0, 0)

    # --- buttons -----------------------------------------------------------------
    def handle(self, b):
        """One intent (sos_boards.buttons): NOTHING, MOVED, APPLIED or PAUSE."""
        if b == MENU:
            return PAUSE
        if self.n == 0:
            return NOTHING
        if b <= RIGHT:                                # UP, DOWN, LEFT, RIGHT
            return self._nav(b)
        if b == NEXT or b == PREV:
            return self.step(1 if b == NEXT else -1)
        if b == CHOOSE:
            return self.choose()
        if b == BACK:
            return self.back()
        return self._start() if b == END else NOTHING

    def step(self, d):
        self._show((self.cur + d) % self.n)
        return MOVED

    def _start(self):
        """START: end the moves; elsewhere jump to the option list."""
        for e in range(self.n):
            if self.spot[e] == END_SPOT and self.level == 1:
                self._show(e)
                return self.choose()
        for e in range(self.n):
            if self.place[e] == IN_LIST:
                self._show(e)
                return MOVED
        return NOTHING

    def _nav(self, b):
        best = self.target(self.cur, b)
        if best < 0:
            return NOTHING
        self._show(best)
        return MOVED

    def target(self, c, b):
        """The entry a d-pad press leads to from entry c (-1: none): the nearest
        column first for left/right, the same column first for up/down."""
        # entry centres in pixels, computed (no arrays kept for them); the
        # option list counts as right of the board
        lay = self.lay
        cw = lay.cw
        ch = lay.ch
        place = self.place
        pos = self.pos
        row = self.row
        lx = lay.width + self.opts.width // 2
        ly = ch + 4 + ROW // 2
        x0 = y0 = 0
        best = -1
        score = 0
        for e in range(-1, self.n):
            k = c if e < 0 else e
            if k == c and e >= 0:
                continue
            p = place[k]
            if p == IN_LIST:
                dx = lx
                dy = ly + pos[k] * ROW
            else:
                dx = (2 * pos[k] + 1 if p == IN_TRAY else pos[k] + 1) * cw
                dy = row[k] * ch + ch // 2
            if e < 0:                                  # the entry the press starts from
                x0 = dx
                y0 = dy
                continue
            dx -= x0
            dy -= y0
            if b == RIGHT:
                along, across = dx, dy
            elif b == LEFT:
                along, across = -dx, dy
            elif b == DOWN:
                along, across = dy, dx
            else:
                along, across = -dy, dx
            if along <= 0:
                continue
            if across < 0:
                across = -across
            v = along * 64 + across if (b == LEFT or b == RIGHT) else across * 64 + along
            if best < 0 or v < score:
                best = e
                score = v
        return best

    def choose(self):
        e = self.cur
        s = self.spot[e]
        if self.place[e] == IN_LIST and self.opts.group.hidden:
            self._show(e)                             # B hid the list: show it first
            return MOVED
        if s == X_MENU:
            return PAUSE
        if s == X_BACK or s == X_NO:
            return self.back()
        if s == X_YES:
            return self._apply(self.pending)
        if self.level == 2:
            return self._decide(e)
        self.last_spot = s
        if self.g.phase() == PH_ACTION:
            self.last_action = s
        n = self.p.select(e)
        self.sel_spot = s
        if n <= 1:                                    # one destination: no second press
            self.sel = e
            return self._decide(0)
        self.sel = e
        self.sel_place = self.place[e]
        self.sel_pos = self.pos[e]
        self.sel_row = self.row[e]
        self.sel_h = self.h[e]
        self.level = 2
        self._build()
        self._show(self._second_entry())
        return MOVED

    def back(self):
        if self.level == CONFIRM:                     # the warning's Cancel
            if self.warned_from == 2:
                self.level = 2
                self._build()
                self._show(self.pending)
                return MOVED
            self.level = 2                            # ... back to the first choice
        if self.level != 2:
            if self.place[self.cur] == IN_LIST and self.n_opt < self.n:
                self._show(self._first_entry())       # leave the list for the board
                return MOVED
            if not self.opts.group.hidden:            # only options: B shows the board
                self.opts.group.hidden = True
                self.view.list_over_info(None)
                return MOVED
            return NOTHING
        self.level = 1
        self.p.select(self.sel)                       # keeps the picker consistent
        self.p.picked = -1
        self._build()
        self._show(self.sel)
        return MOVED

    def _decide(self, j):
        """Second choice j (0 when there is none) decides: apply it, or first warn
        when it surely turns a page or does nothing (sos_core.hints), or is an
        ability that acts at once."""
        g = self.g
        i = 4 * self.p.decision(j)
        k = g.dec[i]
        a = g.dec[i + 1]
        if k != D_PASS and (hints.page_cost(g, k, a) or hints.no_effect(g, k, a)
                            or k == D_ABILITY):
            self.pending = j
            self.warned_from = self.level
            if self.level == 1:                        # the first spot stays framed
                self.sel_place = self.place[self.sel]
                self.sel_pos = self.pos[self.sel]
                self.sel_row = self.row[self.sel]
                self.sel_h = self.h[self.sel]
            self.level = CONFIRM
            self._build()
            self._show(0)
            return MOVED
        return self._apply(j)

    def _warning(self):
        """What the pending decision surely does, in words."""
        g = self.g
        i = 4 * self.p.decision(self.pending)
        k = g.dec[i]
        a = g.dec[i + 1]
        if k == D_ABILITY:
            return W.WARN_LOWE if g.crew_of(g.current()) == LOWE else W.WARN_SMITH
        why = hints.page_cost(g, k, a)
        if why:
            page = g.page() + 1
            if page >= LAST_PAGE:
                return W.WARN_SINKS_EMPTY if k == D_RESCUE else W.WARN_SINKS_NOTHING
            return LINE.clear().word(W.WARN_EMPTY if k == D_RESCUE else W.WARN_NOTHING) \
                .num(page)
        return W.WARN_GET_READY if ACTION_KIND[a] == GET_READY else W.WARN_NO_TAKE

    def auto(self):
        """Make one move no player could regret (sos_core.hints.safe_move), when
        the option is on; True if one was made."""
        g = self.g
        if not self.auto_move or g.phase() != PH_MOVE or g.over():
            return False
        g.list_decisions()
        i = hints.safe_move(g)
        if i < 0:
            return False
        if self.log is not None:
            self.log.append(bytes(g.dec[4 * i:4 * i + 4]))
        g.apply_index(i)
        self.auto_moved += 1
        return True

    def _apply(self, j):
        p = self.p
        g = self.g
        i = 4 * p.decision(j)
        if g.dec[i] == D_RESCUE:                      # the count starts here next time
            self.counts[g.current()] = g.dec[i + 1]
        self.auto_moved = 0
        if self.log is not None:                      # tests: record the decision
            i = 4 * p.decision(j)
            self.log.append(bytes(self.g.dec[i:i + 4]))
        p.apply(j)
        return APPLIED
