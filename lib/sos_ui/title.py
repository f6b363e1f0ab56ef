"""The title menu, the deal number (digit by digit) and the crew choice: all
that happens before the first turn. Mixed into App (sos_ui.app).

The title's items: "Continue" (only while a valid saved game is there), Start
game, players, variant, crews, deal, random deal, the undo rule, statistics,
how to play; under the menu, the board's own key hint."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_ui import words as W
from sos_ui.clock import ticks_ms
from sos_ui.saving import CASUAL_UNDO
from sos_ui.states import CREWS, DIGITS, TITLE
from sos_ui.text import say

MAX_DEAL = 999999999
TITLE_ITEMS = 9          # without "Continue"
# item numbers without "Continue" (it comes first when there is a saved game)
T_START = 0
T_PLAYERS = 1
T_VARIANT = 2
T_CREWS = 3
T_DEAL = 4
T_RANDOM = 5
T_UNDO = 6
T_STATS = 7
T_HELP = 8


class TitleFlow:
    # --- title ---------------------------------------------------------------------
    def show_title(self):
        self.state = TITLE
        n = self._title_items()
        if self.cursor >= n:
            self.cursor = 0
        self.screen.text(W.TITLE)
        self.screen.menu_at(0, self.items, n, self.cursor)
        self.screen.foot(W.TITLE_KEYS + (self.keys - W.KEYS) // 11)   # this board's buttons
        self._root(self.screen.group)

    def _title_items(self):
        """Fill the items; return how many."""
        it = self.items
        k = 1 if self.saver.has_game else 0
        it[0] = W.CONTINUE_GAME
        it[k + T_START] = W.START_GAME
        it[k + T_PLAYERS] = say(W.PLAYERS) + str(self.players)
        it[k + T_VARIANT] = say(W.GAME) + say(W.VARIANT + self.variant)
        it[k + T_CREWS] = W.CREW_CHOSEN if self.choose_crews else W.CREW_DEALT
        it[k + T_DEAL] = say(W.DEAL_ITEM) + str(self.deal)
        it[k + T_RANDOM] = W.RANDOM_DEAL
        it[k + T_UNDO] = W.UNDO_RULE + (self.saver.settings & CASUAL_UNDO)
        it[k + T_STATS] = W.STATISTICS
        it[k + T_HELP] = W.HOW_TO_PLAY
        return k + TITLE_ITEMS

    def title_press(self, b):
        m = self.screen.menu
        d = self.list_step(b)
        if d:
            self.cursor = (m.cursor + d) % m.n
            m.set_cursor(self.cursor)
            return
        k = 1 if self.saver.has_game else 0
        if b == LEFT or b == RIGHT:                # boards with a d-pad
            self.change(m.cursor - k, -1 if b == LEFT else 1)
            return
        if b == CHOOSE:
            self.cursor = m.cursor
            if k and m.cursor == 0:
                self.resume()
            else:
                self.activate(m.cursor - k)

    def change(self, item, d):
        if item == T_PLAYERS:
            self.players = (self.players - 1 + d) % 5 + 1
        elif item == T_VARIANT:
            self.variant = (self.variant + d) % 3
        elif item == T_CREWS:
            self.choose_crews = not self.choose_crews
        elif item == T_DEAL:
            self.deal = (self.deal + d) % (MAX_DEAL + 1)
        elif item == T_UNDO:
            self.saver.settings ^= CASUAL_UNDO     # kept in nvm when a game starts
        else:
            return
        self._title_items()
        self.screen.menu.refill()

    def activate(self, item):
        if item == T_START:
            self.start()
        elif T_PLAYERS <= item <= T_CREWS or item == T_UNDO:
            self.change(item, 1)
        elif item == T_DEAL:
            self.state = DIGITS
            self.digit = 0
            self._digits()
        elif item == T_RANDOM:
            self.deal = (ticks_ms() * 7919 + self.ticks * 104729) % (MAX_DEAL + 1)
            self._title_items()
            self.screen.menu.refill()
        elif item == T_STATS:
            self.show_stats(self.variant)
        elif item == T_HELP:
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

