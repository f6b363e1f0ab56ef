"""The title menu, the deal number (digit by digit) and the crew choice: all
that happens before the first turn. Mixed into App (sos_ui.app)."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_ui import words as W
from sos_ui.clock import ticks_ms
from sos_ui.states import CREWS, DIGITS, TITLE
from sos_ui.text import say

MAX_DEAL = 999999999
TITLE_ITEMS = 7


class TitleFlow:
    # --- title ---------------------------------------------------------------------
    def show_title(self):
        self.state = TITLE
        self._title_items()
        self.screen.text(W.TITLE)
        self.screen.menu_at(0, self.items, TITLE_ITEMS, self.cursor)
        self._root(self.screen.group)

    def _title_items(self):
        it = self.items
        it[0] = W.START_GAME
        it[1] = say(W.PLAYERS) + str(self.players)
        it[2] = say(W.GAME) + say(W.VARIANT + self.variant)
        it[3] = W.CREW_CHOSEN if self.choose_crews else W.CREW_DEALT
        it[4] = say(W.DEAL_ITEM) + str(self.deal)
        it[5] = W.RANDOM_DEAL
        it[6] = W.HOW_TO_PLAY

    def title_press(self, b):
        m = self.screen.menu
        d = self.list_step(b)
        if d:
            self.cursor = (m.cursor + d) % TITLE_ITEMS
            m.set_cursor(self.cursor)
            return
        if b == LEFT or b == RIGHT:                # boards with a d-pad
            self.change(m.cursor, -1 if b == LEFT else 1)
            return
        if b == CHOOSE:
            self.cursor = m.cursor
            self.activate(m.cursor)

    def change(self, item, d):
        if item == 1:
            self.players = (self.players - 1 + d) % 5 + 1
        elif item == 2:
            self.variant = (self.variant + d) % 3
        elif item == 3:
            self.choose_crews = not self.choose_crews
        elif item == 4:
            self.deal = (self.deal + d) % (MAX_DEAL + 1)
        else:
            return
        self._title_items()
        self.screen.menu.refill()

    def activate(self, item):
        if item == 0:
            self.start()
        elif 1 <= item <= 3:
            self.change(item, 1)
        elif item == 4:
            self.state = DIGITS
            self.digit = 0
            self._digits()
        elif item == 5:
            self.deal = (ticks_ms() * 7919 + self.ticks * 104729) % (MAX_DEAL + 1)
            self._title_items()
            self.screen.menu.refill()
        elif item == 6:
            self.show_help(TITLE)

    # --- the deal number, digit by digit ----------------------------------------
    # +1: UP or NEXT; -1: DOWN or PREV; next digit: CHOOSE or RIGHT; previous
    # digit: LEFT; done: BACK, or CHOOSE on the last digit.
    def _digits(self):
        text = "%09d" % self.deal
        caret = " " * self.digit + "^"
        self.screen.text(W.DEAL_NUMBER, ("", "     " + text, "     " + caret, "", self.keys + 1))

    def digits_press(self, b):
        p = 10 ** (8 - self.digit)
        v = (self.deal // p) % 10
        if b == UP or b == NEXT or b == DOWN or b == PREV:
            nv = (v + (1 if b == UP or b == NEXT else 9)) % 10
            self.deal += (nv - v) * p
        elif b == CHOOSE or b == RIGHT:
            self.digit += 1
            if self.digit > 8:
                self.show_title()
                return
        elif b == LEFT:
            self.digit = max(0, self.digit - 1)
        elif b == BACK:
            self.show_title()
            return
        self._digits()

    # --- crew choice (R-SETUP-1: only crews allowed for this many players) ------
    def start(self):
        if self.choose_crews:
            self.picking = 0
            self.state = CREWS
            self._crew_menu()
        else:
            self.game.setup(self.deal, self.variant, self.players)
            self.begin(None)

    def _crew_menu(self):
        n = 0
        for c in range(crew.N_CREW):
            if crew.min_players(c) > self.players:
                continue
            taken = False
            for p in range(self.picking):
                taken = taken or self.crews[p] == c
            if not taken:
                self.crew_ids[n] = c
                self.items[n] = W.CREW + c
                n += 1
        if not self.has_back:
            self.crew_ids[n] = 255
            self.items[n] = W.BACK
            n += 1
        self.n_items = n
        self.screen.text(W.CHOOSE_CREW, (say(W.PLAYER) + str(self.picking + 1) + ":",))
        self.screen.menu_at(1, self.items, n, 0)
        self._root(self.screen.group)

    def crews_press(self, b):
        m = self.screen.menu
        d = self.list_step(b)
        if d:
            m.set_cursor((m.cursor + d) % self.n_items)
            return
        back = b == BACK
        if b == CHOOSE:
            c = self.crew_ids[m.cursor]
            if c == 255:
                back = True
            else:
                self.crews[self.picking] = c
                self.picking += 1
                if self.picking == self.players:
                    crews = bytes(self.crews[:self.players])
                    self.game.setup(self.deal, self.variant, self.players, crews)
                    self.begin(crews)
                    return
                self._crew_menu()
                return
        if back:
            if self.picking == 0:
                self.show_title()
            else:
                self.picking -= 1
                self._crew_menu()

