"""The UI's states and its loop: title, crew choice, hand-over, the board (with
its flood banner), pause, help, statistics and game over. Reads logical buttons, changes
only what a press changed, and refreshes the display once per press."""
import sys
import time

import sos_sprites as S
from sos_boards.buttons import (
    AB,
    BACK,
    CHOOSE,
    DOWN,
    DPAD,
    MENU,
    NEXT,
    NONE,
    PREV,
    RELEASED,
    THREE,
    UP,
)

from sos_core import layout as L
from sos_core import score
from sos_core.booklet import LAST_PAGE, page_points
from sos_core.cards import ACTION_KIND, SAVE_TIME, WAIT
from sos_core.compat import const
from sos_core.game import Game
from sos_ui import forget
from sos_ui import words as W
from sos_ui.banner import Banner
from sos_ui.board_view import BoardView
from sos_ui.clock import ticks_add, ticks_diff, ticks_ms
from sos_ui.layout import Layout
from sos_ui.play import APPLIED, PAUSE, Play
from sos_ui.records import Records
from sos_ui.screens import Screen
from sos_ui.states import (
    BANNER,
    BOARD,
    CHALLENGES,
    CREWS,
    DIGITS,
    HANDOVER,
    HELP,
    OVER,
    PAUSED,
    RESUME,
    STATS_PAGE,
    TITLE,
)
from sos_ui.text import LINE, say

N_PAUSE = const(7)           # words PAUSE_ITEMS: resume, undo, redo, hint, groups, help, new game
SCHEMES = (DPAD, AB, THREE)  # the order of the words KEYS tables
REPEAT_DELAY = const(400)    # ms a direction is held before it repeats
REPEAT_EVERY = const(110)    # ms between repeats


class App(Records):
    clock = staticmethod(ticks_ms)   # tests put their own clock here

    def __init__(self, profile, sheet=None):
        """`sheet`: the (bitmap, palette) of sos_sprites.load(), loaded by code.py
        before the rest so its big block comes first; loaded here if None."""
        self.profile = profile
        self.display = profile.display
        self.buttons = profile.buttons
        self.scheme = profile.scheme     # names the buttons in texts; never branched on
        # the words of this board's buttons: key hint, deal hint, "choose", help page
        self.keys = W.KEYS + 11 * SCHEMES.index(profile.scheme)
        lay = Layout(profile.sheet, profile.width, profile.height)
        self.lay = lay
        bitmap, palette = sheet or S.load(profile.bitmaps, profile.sheet)
        self.report = None             # code.py's boot report, called after the first deal
        self.view = BoardView(lay, bitmap, palette)
        self.banner = Banner(lay)
        self.view.group.append(self.banner.group)
        self.screen = Screen(lay.width, lay.height, (lay.height - 20) // 12, lay.menu_rows)
        self.options = self.screen.menu   # the board's option list too (show_board)
        self.game = Game()
        self.play = Play(self.game, lay, self.view, self.options, profile.intents, self.keys)
        self.state = TITLE
        # instance attributes from the start: set for the first time in a press,
        # they would grow the instance's dict there (an allocation)
        self.held = NONE               # the direction (intent) held down, repeating
        self.repeat_at = 0             # ticks_ms of its next repeat
        self.players = 1
        self.variant = 0
        self.choose_crews = False
        self.deal = 1
        self.ticks = 0                 # presses seen: mixes into a random deal
        self.items = [""] * 12
        self.enabled = bytearray(12)
        self.cursor = 0
        self.mod = None                # the module of the screen shown, if loaded (load)
        self.before_player = 0
        self.setup = None              # (deal, variant, players, crews) of the game
        self.confirm = False           # the pause menu asks "New game?"
        self.hinting = False           # Hint chosen: greedy thinks after the press
        self.bot_score = 0             # a challenge deal's score to beat (0: none)
        self.saves_init()              # the save area: a saved game, the settings
        self.show_title()

    # --- the loop ----------------------------------------------------------------
    def run(self):
        self.display.refresh()
        buttons = self.buttons
        while not buttons.done:
            if self.tick() == NONE:
                time.sleep(0.005)

    def tick(self):
        """One pass of the loop: poll the buttons once, handle what came, refresh.
        A direction held down repeats after REPEAT_DELAY ms, every REPEAT_EVERY ms."""
        b = self.buttons.next()
        if b == NONE:
            if self.held != NONE:
                now = self.clock()
                if ticks_diff(now, self.repeat_at) >= 0:   # a repeat is due
                    self.repeat_at = ticks_add(now, REPEAT_EVERY)
                    b = self.held
            if b == NONE:
                self.save_tick()                          # idle: the save policy
                return NONE
        elif b & RELEASED:
            if b & 0x0F == self.held:
                self.held = NONE
        elif b <= NEXT:                                   # UP .. RIGHT, PREV, NEXT
            self.held = b
            self.repeat_at = ticks_add(self.clock(), REPEAT_DELAY)
        else:
            self.held = NONE
        self.press(b)
        if self.hinting:               # here, not inside the press: a shallower call
            self.hinting = False       # chain for greedy (tools/pystack.py)
            self.hint()
        self.display.refresh()
        if b & RELEASED:                                  # between presses: saves, game end
            self.save_tick()
        return b

    def press(self, b):
        if b & RELEASED:
            return
        self.ticks += 1
        st = self.state
        if st == BOARD:
            self.before_player = self.game.current()   # a change hands the handheld over
            r = self.play.handle(b)
            if r == APPLIED:
                self.applied()                 # the save policy, the turn's summary
                # what follows a decision, flat: the board's refresh under it is
                # the deepest call chain of the game (tools/pystack.py)
                if self.game.n_events:                    # something to tell
                    self.show_banner()
                    return
                self.after_banner()
            elif r == PAUSE:
                self.show_pause()
        elif st <= CHALLENGES:             # title, deal, crews, help, stats, groups, challenges
            nxt = self.mod.press(self, b)
            if nxt is not None:
                self.go(nxt)
        elif st == PAUSED:
            self.pause_press(b)
        elif b == CHOOSE:
            if st == HANDOVER:
                self.show_board()
            elif st == BANNER:
                self.after_banner()
            elif st == OVER:
                self.show_title()

    def root(self, group):
        if self.display.root_group is not group:
            self.display.root_group = group

    # --- screens loaded while they show --------------------------------------------
    def load(self, name):
        """The module sos_ui.<name> of a screen seldom shown (title, help,
        statistics): imported on the screen change, dropped (drop) when a screen
        of another module shows, so that play and the save at game end do not
        carry its code. Its press() returns what to show next (go), after its
        own frame is gone."""
        full = "sos_ui." + name
        m = self.mod
        if m is not None and m.__name__ == full:
            return m
        self.drop()
        __import__(full)
        m = self.mod = sys.modules[full]
        return m

    def open(self, name, back, *args):
        """Show the screen of sos_ui.<name>: load() it, then its show(app, *args)
        (returned). When the heap has no room for it, the screen it was opened
        from, `back` (TITLE or PAUSED), shows again and says so: the game goes
        on (the title itself has nothing to go back to: load("title"))."""
        try:
            return self.load(name).show(self, *args)
        except MemoryError:
            self.no_room(back, "sos_ui." + name)
        return None

    def no_room(self, back, module):
        """A screen found no room: `module` forgotten (what of it was made), and
        `back` (TITLE or PAUSED) shown again, its foot line saying why."""
        self.mod = None
        forget((module,))
        if back == TITLE:
            self.show_title()
        else:
            self.show_pause()
        self.screen.foot(W.NO_ROOM)

    def drop(self):
        """Forget the loaded screen module, if any, and collect now, between
        screens: its garbage does not set off a collection inside a later press,
        and a module loaded next finds the largest holes there are."""
        m = self.mod
        self.mod = None
        forget((m.__name__,) if m is not None else ())

    def go(self, nxt):
        """Show what a loaded screen's press asked for."""
        if nxt == TITLE:
            self.show_title()
        elif nxt == HELP:
            self.show_help(TITLE)
        elif nxt == CHALLENGES:
            self.open("challenge", TITLE)
        elif nxt == DIGITS or nxt == CREWS:
            self.open("deal", TITLE, nxt)
        elif nxt >= STATS_PAGE:
            self.show_stats(nxt - STATS_PAGE)
        else:
            self.drop()
            if nxt == PAUSED:
                self.show_pause()
            else:
                self.begin(nxt == RESUME)

    def show_title(self):
        self.load("title").show(self)

    def show_stats(self, variant):
        """The figures read first (the store imported for the while), then the
        screen's code loaded: the two are never in memory together."""
        self.drop()                    # (collects: the store finds the largest holes)
        crews = [None] * 10
        try:
            figures = self.saver.summaries(variant, crews)
        except MemoryError:            # (the save modules are dropped already)
            self.no_room(TITLE, "sos_stats")
            return
        self.open("stats", TITLE, variant, figures, crews)

    def show_help(self, back):
        self.open("howto", back, back)

    @staticmethod
    def list_step(b):
        """Cursor step in a list: -1, 1, or 0."""
        if b == UP or b == PREV:
            return -1
        return 1 if b == DOWN or b == NEXT else 0

    def begin(self, resumed):
        """A game dealt (or resumed: `resumed`, its position already in the core),
        its setup in self.setup (sos_ui.title, sos_ui.deal)."""
        if not resumed:
            s = self.setup
            self.game.setup(s[0], s[1], s[2], s[3])
        self.game_begins(resumed)
        if self.report is not None:
            self.report("dealt")
            self.report = None
        self.play.hand.deal = self.setup[0] if self.setup else self.deal
        self.play.new_game()
        if self.game.players() > 1:
            self.show_handover()
        else:
            self.show_board()

    # --- the board and what follows a decision ---------------------------------
    def show_board(self):
        self.state = BOARD
        self.banner.group.hidden = True
        # the Menu back as the option list, 14 characters wide (the screens borrow
        # it: Screen.menu_at); before play.refresh, which fills it when it opens
        self.options.move(self.view.group, min(self.lay.width - 8, 6 * 14 + 12))
        self.play.refresh()
        self.root(self.view.group)

    def after_banner(self):
        g = self.game
        self.banner.group.hidden = True
        while self.play.auto():                           # moves no one could regret
            if g.n_events:                                # Latimer's card, say
                self.show_banner()
                return
        if g.over():
            self.show_over()
        elif g.players() > 1 and g.current() != self.before_player:
            self.show_handover()
        else:                                         # show_board(), one frame less
            self.state = BOARD
            self.play.refresh()
            self.root(self.view.group)

    def show_banner(self):
        """Say what the last decision did (the core's events): why each page
        turned, the new page and its points, the deck now flooded; the cards a
        failed rescue, Lowe or Wait! discarded (shown in the tray), what Save
        Time and Same Lines! did, an action card gained. Dismissed with the
        choose button; the hand line stays current under it."""
        g = self.game
        view = self.view
        self.state = BANNER
        e = g.events
        rows = self.banner.labels      # each row composed in LINE, then shown
        n = 0
        deck = L.NO_DECK
        pages = 0
        view.draw(g)
        self.play.hand.show(g)
        view.tray_clear()
        for i in range(g.n_events):                   # why each page turned, first
            j = 4 * i
            if e[j] == L.EV_PAGE:
                pages += 1
                if e[j + 3] != L.NO_DECK:
                    deck = e[j + 3]
                if n < 4:
                    rows[n].centre(LINE.clear().word(W.PAGE_WHY + e[j + 2]))
                    n += 1
        if pages and n < 4:
            page = g.page()
            line = LINE.clear()
            if pages > 1:                             # "Pages 3-4"
                line.word(W.PAGES_FROM).num(page - pages + 1).str(b"-")
            else:
                line.word(W.PAGE)
            pts = page_points(page)
            rows[n].centre(line.num(page).str(b": ").num(pts)
                           .word(W.POINT if pts == 1 else W.POINTS))
            n += 1
            sinks = g.over() and page >= LAST_PAGE
            if n < 4 and (deck != L.NO_DECK or sinks):
                rows[n].centre(LINE.clear().word(W.SHIP_SINKS if sinks
                                                 else W.DECK_FLOODED + deck))
                n += 1
        for i in range(g.n_events):                   # then the rest, in order
            j = 4 * i
            k = e[j]
            a = e[j + 1]
            if k == L.EV_DISCARD:
                d = g.plen(L.DISCARD)
                for c in range(max(0, d - a), d):
                    view.tray_add(L.DISCARD, c)
            if n >= 4 or k == L.EV_PAGE:
                continue
            line = LINE.clear()
            cards = W.N_CARDS + (0 if a == 1 else 1)
            if k == L.EV_DISCARD and e[j + 2] == L.WHY_LOWE:
                line.word(W.CREW_SHORT + g.crew_of(self.before_player)).word(W.DISCARDED) \
                    .num(a).word(cards)
            elif k == L.EV_DISCARD and e[j + 2] == L.WHY_WAIT:
                line.word(W.ACTION + WAIT).word(W.DISCARDED).num(a).word(cards)
            elif k == L.EV_SHUFFLE and not pages:       # Save Time (a rescue's tells its page)
                line.word(W.ACTION + SAVE_TIME).str(b": ").num(a).word(W.SHUFFLED_IN)
            elif k == L.EV_LINES:
                line.word(W.NEW_LINES).num(g.plen(a)).word(W.AND).num(g.plen(e[j + 2])) \
                    .word(W.N_CARDS + 1)
            elif k == L.EV_GAIN:                        # the card, if it is the player's own
                if g.players() > 1:                   # "P2 gains", solo "You gain"
                    line.str(b"P").num(a + 1).word(W.GAINS)
                else:
                    line.word(W.YOU_GAIN)
                if a == self.before_player:
                    line.word(W.ACTION + ACTION_KIND[e[j + 2]])
                else:
                    line.word(W.A_CARD)
            else:
                continue
            rows[n].centre(line)
            n += 1
        for i in range(n, 4):
            rows[i].set("")
        view.draw_tray(g)
        view.list_over_info(None)
        view.hints_begin()
        view.hints_end()
        view.frame(0, 0, 0, 0)
        view.frame(1, 2 * deck if deck != L.NO_DECK else 0, 0, 1 if deck != L.NO_DECK else 0)
        self.options.group.hidden = True
        view.set_prompt(LINE.clear().word(self.keys + 2).word(W.CONTINUE))
        self.banner.group.hidden = False
        self.root(view.group)

    def show_handover(self):
        g = self.game
        self.state = HANDOVER
        p = g.current()
        c = g.crew_of(p)
        n = g.alen(p)
        first, second = self.turn_lines()      # what the previous player did
        self.screen.text(say(W.PLAYER) + str(p + 1), (
            W.CREW + c, str(n) + say(W.ACTION_CARD if n == 1 else W.ACTION_CARDS),
            say(W.PAGE) + str(g.page()), "", first, second, W.PASS_IT))
        self.screen.foot(say(W.THEN_PRESS) + say(self.keys + 2) + ".")
        self.root(self.screen.group)

    def show_over(self):
        """The score and its parts (R-END-2); the comparison with the team's best
        comes on line `over_best` once the result is recorded (App.tick,
        right after this press: Records.game_over_record)."""
        g = self.game
        self.state = OVER
        tops, pts, anchors, total = score.breakdown(g)
        saved = g.status() == L.SAVED
        lines = [
            W.ALL_SAVED if saved else W.SANK,
            say(W.GROUPS) + "%d+%d+%d+%d" % tuple(tops),
            say(W.PAGE) + "%d: %d" % (g.page(), pts) + say(W.POINTS),
        ]
        if saved:
            lines.append(say(W.ANCHOR_RUNS) + "%d+%d" % tuple(anchors))
        lines.append(say(W.TOTAL) + str(total))
        self.over_best = len(lines)              # filled in once the result is recorded
        lines.append(self.best_text() if self.recorded else "")
        setup = self.setup
        if self.bot_score:                       # a challenge deal: the bot's score
            lines.append(say(W.BOT_SCORED) + str(self.bot_score))
        else:
            lines.append(say(W.DEAL) + str(setup[0]) + ", " + say(W.VARIANT + setup[1]))
        self.total = total
        sc = self.screen
        sc.text(W.GAME_OVER, lines)
        sc.foot(LINE.clear().word(self.keys + 2).word(W.NEW_GAME))
        self.root(sc.group)

    # --- pause and help -------------------------------------------------------------
    def show_pause(self):
        """Resume, Undo, Redo, Hint, Survivor groups, How to play, New game (asks
        first). A greyed item cannot be chosen; with the cursor on it, the foot
        line says why; elsewhere it tells whether the game is saved (the policy
        writes in the pause menu: SavePolicy.paused)."""
        g = self.game
        if self.state == BOARD:
            self.note_moved()
            sv = self.saver
            sv.policy.paused(sv.now())        # the write itself comes between presses
        self.state = PAUSED
        self.confirm = False
        for i in range(N_PAUSE):
            self.items[i] = W.PAUSE_ITEMS + i
            self.enabled[i] = 1
        self.enabled[1] = 1 if g.n_undo else 0
        self.enabled[2] = 1 if g.n_redo else 0
        # the title: which deal this is (to replay it, or to tell someone)
        self.screen.text(LINE.clear().word(W.DEAL_ITEM).num(self.play.hand.deal))
        self.screen.menu_at(0, self.items, N_PAUSE, 0, self.enabled)
        self.pause_status()
        self.root(self.screen.group)

    def pause_status(self):
        """The foot line: why the item under the cursor is greyed, else whether
        the game is saved (six items fill a 128- or 135-pixel screen: no room
        for a line of its own under the menu)."""
        sc = self.screen
        if self.confirm:
            return
        i = sc.menu.cursor
        sv = self.saver
        if not self.enabled[i]:
            g = self.game
            # the core marks a state reached by a revealing decision (Game.revealed)
            sc.foot((W.WHY_GREY + (1 if g.revealed[g.at] else 0)) if i == 1
                    else W.WHY_GREY + 2)
        elif not sv.ok:                # the last write failed (nvm, or no memory)
            sc.foot(W.SAVE_FAILED)
        else:
            sc.foot(W.UNSAVED_NOTE if sv.policy.dirty else W.SAVED_NOTE)

    def hint(self):
        """The pause menu's Hint: greedy's choice shown on the board (sos_ui.hint,
        its code and greedy's in memory only while it thinks)."""
        got = None
        try:                           # not through open(): a frame fewer on the
            got = self.load("hint").show(self)   # deepest chain (tools/pystack.py)
        except MemoryError:            # (no room for sos_ui.hint itself)
            self.mod = None
            forget(("sos_ui.hint",))
        self.drop()
        if got is None:                          # no room to think: say so, stay
            self.screen.foot(W.NO_HINT)
            return
        self.close_pause()
        self.play.point(got[0], got[1])

    def close_pause(self):
        self.saver.policy.resumed(self.saver.now())
        self.show_board()

    def pause_press(self, b):
        m = self.screen.menu
        n = 2 if self.confirm else N_PAUSE
        d = self.list_step(b)
        if d:
            m.set_cursor((m.cursor + d) % n)
            self.pause_status()
            return
        if b == BACK or b == MENU:                # SELECT on a d-pad board
            if self.confirm:
                self.show_pause()
            else:
                self.close_pause()
            return
        if b != CHOOSE:
            return
        i = m.cursor
        if self.confirm:
            if i == 1:                            # yes: the game counts as abandoned
                self.abandon()
                self.show_title()
            else:
                self.show_pause()
            return
        if not self.enabled[i]:                   # greyed: the line says why
            self.pause_status()
            return
        g = self.game
        if i == 0:
            self.close_pause()
        elif i == 1 and g.undo():
            self.undone()
            self.close_pause()
        elif i == 2 and g.redo():
            self.undone()
            self.close_pause()
        elif i == 3:
            self.hinting = True                   # App.tick asks sos_ui.hint
        elif i == 4:
            self.open("groups", PAUSED)
        elif i == 5:
            self.show_help(PAUSED)
        elif i == 6:
            self.confirm = True
            self.items[0] = W.CONFIRM_ITEMS
            self.items[1] = W.CONFIRM_ITEMS + 1
            self.enabled[0] = self.enabled[1] = 1
            self.screen.text(W.NEW_GAME_Q, ("", "", "", W.ABANDON_NOTE))
            self.screen.menu_at(0, self.items, 2, 0, self.enabled)
