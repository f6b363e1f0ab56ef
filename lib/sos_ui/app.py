"""The UI's loop and what it shows: the board (with its banner) and, through the
screens table (sos_ui.states.SCREENS), every other screen, each a module loaded
only while it shows. Reads logical buttons, changes only what a press changed,
and refreshes the display once per press."""
import sys
import time

import sos_boards
import sos_sprites as S
from sos_boards import buttons
from sos_boards.buttons import AB, CHOOSE, DOWN, DPAD, NEXT, NONE, PREV, RELEASED, THREE, UP
from sos_boards.clock import ticks_add, ticks_diff, ticks_ms
from sos_boards.sound import ALL_SAVED
from sos_save import record as R
from sos_save.policy import SavePolicy

from sos_core.compat import const
from sos_core.game import Game
from sos_core.layout import SAVED
from sos_ui import forget
from sos_ui import states as St
from sos_ui import text as Tx
from sos_ui import words as W
from sos_ui.automove import auto
from sos_ui.banner import Banner, cue_of
from sos_ui.board_view import BoardView
from sos_ui.hand import HandLine
from sos_ui.layout import Layout
from sos_ui.marks import Marks
from sos_ui.menu import LIST_CHARS, Menu
from sos_ui.picker import Picker
from sos_ui.play import APPLIED, BACKED, PAUSE, Play
from sos_ui.records import Records
from sos_ui.saving import Saver
from sos_ui.screens import Screen

SCHEMES = (DPAD, AB, THREE)  # the order of the words KEYS tables
REPEAT_DELAY = const(400)    # ms a direction is held before it repeats
REPEAT_EVERY = const(110)    # ms between repeats
HOLD_MS = const(600)         # ms HOLD (sos_boards.buttons) is held on the board for a hint
MAX_DEAL = const(999999999)  # deal numbers: 0 .. MAX_DEAL (nine digits)


class App:
    clock = staticmethod(ticks_ms)   # tests put their own clock here

    def __init__(self, profile, sheet=None):
        """`sheet`: the (bitmap, palette) of sos_sprites.load(), loaded by code.py
        before the rest so its big block comes first; loaded here if None."""
        if sys.implementation.name == "circuitpython" and sheet is not None:
            # The code that loaded the sheet and found and made the board's
            # profile has run: it goes before the UI is built, the start's peak
            # (more goes once it is built, below).
            del S.load, S._le, sos_boards.detect, sos_boards.board_id
            del buttons.intent_mask, buttons.keymap
        self.profile = profile
        self.display = profile.display
        self.buttons = profile.buttons
        self.sound = getattr(profile, "sound", None)   # sos_boards.sound's play, tick; or None
        self.scheme = profile.scheme     # names the buttons in texts; never branched on
        # the words of this board's buttons (words.txt's KEYS group of its scheme:
        # key hint, deal hint, "choose", help page) and its tables' entries
        self.scheme_no = SCHEMES.index(profile.scheme)
        self.keys = W.KEYS + W.KEYS_EACH * self.scheme_no
        lay = Layout(profile.sheet, profile.width, profile.height)
        self.lay = lay
        Tx.use(lay.font)               # (code.py has loaded it, after the sheet, on a board)
        bitmap, palette = sheet or S.load(profile.bitmaps, profile.sheet)
        self.report = None             # code.py's boot report, called after the first deal
        self.out_of_memory = None      # code.py's message for a full heap (no_deal)
        self.view = BoardView(lay, bitmap, palette)
        self.screen = Screen(lay.width, lay.height, (lay.height - 20) // lay.fh, lay.menu_rows)
        self.options = self.screen.menu   # the board's option list too (show_board)
        self.banner = Banner(lay, self.options)    # (its box the list's)
        self.game = Game()
        self.play = Play(self.game, lay, self.view, self.options, profile.intents, self.keys)
        self.state = St.TITLE
        # instance attributes from the start: set for the first time in a press,
        # they would grow the instance's dict there (an allocation)
        self.held = NONE               # the direction (intent) held down, repeating
        self.hold = buttons.HOLD[profile.scheme]   # ... or, pressed on the board
        self.holding = False           # (held then), asks a hint (tick)
        self.repeat_at = 0             # ticks_ms of its next repeat
        self.rested = 0                # ticks_ms of the last press handled (BoardView.rest)
        self.players = 1
        self.variant = 0
        self.choose_crews = False
        self.deal = None               # the deal New game plays (None: a fresh one)
        self.ticks = 0                 # presses seen: mixes into a random deal
        self.items = [""] * 13          # the longest list: 12 challenges and < Back
        self.enabled = bytearray(13)
        self.cursor = 0
        self.mod = None                # the module of the screen shown, if loaded (load)
        self.before_player = 0
        self.setup = None              # (deal, variant, players, crews) of the game
        self.hinting = False           # Hint chosen: greedy thinks after the press
        self.guide = False             # the next deal opens with the guide (sos_ui.howto)
        self.bot_score = 0             # a challenge deal's score to beat (0: none)
        self.figures = None            # the statistics page's, read before it loads
        self.crews = None
        # the save area: a saved game (its position into the core), the settings;
        # a PC keeps it in a file (sos_desktop.FileNVM), which does not wear: the
        # desktop's profile is the one with a window/headless `mode`
        self.saver = Saver(profile.nvm, profile.name, getattr(profile, "mode", None) is not None)
        self.saver.probe(self.game.s)
        self.read_settings()
        self.records = Records(self)
        if sys.implementation.name == "circuitpython":
            # A board builds one App: the code that built it (and the board's
            # profile) goes once it is built, before the title loads (2-3 KB of
            # heap that the start, the game's end and a hint need). Set to None,
            # as a del leaves a method in its class on CircuitPython's VM. Tests
            # and the desktop build more than one.
            for c in (App, Layout, BoardView, Marks, Banner, Screen, Menu, Play, Picker,
                      HandLine, Saver, SavePolicy, Records):
                c.__init__ = None
            App.read_settings = BoardView.set_keys = Saver.probe = None
            del S.tile_grid, S.overlay_palette
        self.show_title()

    # --- the loop ----------------------------------------------------------------
    def run(self):
        self.display.refresh()         # (the title's list settled as it was shown: root)
        buttons = self.buttons
        while not buttons.done:
            if self.tick() == NONE:
                time.sleep(0.005)

    def tick(self):
        """One pass of the loop: poll the buttons once, handle what came, refresh. A
        direction held repeats (REPEAT_*); HOLD held HOLD_MS on the board: a hint."""
        b = self.buttons.next()
        if b == NONE:
            if self.held != NONE:
                now = self.clock()
                if ticks_diff(now, self.repeat_at) >= 0:   # a repeat is due
                    self.repeat_at = ticks_add(now, REPEAT_EVERY)
                    b = self.held
                    if self.holding:                      # held on the board: a hint
                        b, self.held, self.hinting = buttons.HINT, NONE, True
            if b == NONE:
                if self.sound is not None:                # idle: a cue's next note,
                    self.sound.tick()
                self.records.save_tick()                  # the save policy
                if self.state == St.BOARD and self.view.rest(ticks_diff(self.clock(), self.rested)):
                    self.display.refresh()                # the key hint's turn, or the prompt's
                return NONE
        elif b & RELEASED:
            if b & 0x0F == self.held:
                self.held = NONE
        elif b <= NEXT or b == self.hold and self.state == St.BOARD:   # UP .. NEXT, HOLD
            self.held = b
            self.holding = b == self.hold and self.state == St.BOARD
            self.repeat_at = ticks_add(self.clock(), self.holding and HOLD_MS or REPEAT_DELAY)
        else:
            self.held = NONE
        self.view.rest(0)              # the prompt back, if the key hint had its turn
        self.press(b)
        if self.hinting:               # here, not inside the press: a shallower call
            self.hinting = False       # chain for greedy (tools/pystack.py)
            self.hint()
        self.options.settle()
        self.display.refresh()
        self.rested = self.clock()     # the rest counts from here: not a hint's thinking
        if b & RELEASED:                                  # between presses: saves, game end
            self.records.save_tick()
        return b

    def press(self, b):
        if b & RELEASED or b == buttons.HINT:     # (HINT: tick's, hinting)
            return
        self.ticks += 1
        st = self.state
        if st == St.BOARD:
            self.before_player = self.game.current()   # a change hands the handheld over
            r = self.play.handle(b)
            if r == APPLIED:
                self.records.applied()         # the save policy, the turn's summary and log
                self.cue(cue_of(self.game))
                auto(self.play, self.records)  # moves no one could regret, told with the rest
                # what follows a decision, flat: the board's refresh under it is
                # the deepest call chain of the game (tools/pystack.py)
                if not self.banner.show(self):    # unless told there, on the prompt
                    self.after_banner()
            elif r == PAUSE:
                self.show_pause()
            elif r == BACKED:              # an action card taken back: as an undo
                self.records.taken_back()
                self.play.refresh()
        elif st == St.BANNER:
            if b == CHOOSE and not self.banner.show(self, True):    # its next part, or done
                self.after_banner()
        else:                              # a screen of the table: its module decides
            nxt = self.mod.press(self, b)
            if nxt is not None:
                self.go(nxt)

    def cue(self, k):
        """Start sound cue k (sos_boards.sound; 0: none) where the board has a
        speaker and Settings leave the sound on."""
        if k and self.sound is not None and not self.saver.settings & R.SET_SOUND_OFF:
            self.sound.play(k)

    def root(self, group):
        self.options.settle()          # (a screen shown before the loop's first pass)
        if self.display.root_group is not group:
            self.display.root_group = group

    def menu_step(self, b):
        """A screen menu's cursor stepped by `b` (up/down, previous/next), round
        the list; False if `b` is no step."""
        d = -1 if b == UP or b == PREV else 1 if b == DOWN or b == NEXT else 0
        if d:
            m = self.screen.menu
            m.set_cursor((m.cursor + d) % m.n)
        return d != 0

    # --- screens loaded while they show --------------------------------------------
    def load(self, name):
        """The module sos_ui.<name> of a screen (states.SCREENS) or the hint:
        imported on the screen change, dropped (drop) when a screen of another
        module shows, so that play and the save at game end do not carry its
        code. Its press() returns what to show next (go), after its own frame is
        gone."""
        full = "sos_ui." + name
        m = self.mod
        if m is not None and m.__name__ == full:
            return m
        self.drop()
        __import__(full)
        m = self.mod = sys.modules[full]
        return m

    def open(self, state, arg=None):
        """Show `state`'s screen: its module loaded, then its show(app, arg), arg
        the state itself unless given (the module reads app.state to know what
        it was opened from). When the heap has no room for it, the screen it was
        opened from (the pause menu, else the title) shows again and says so:
        the game goes on."""
        back = St.PAUSED if self.state == St.PAUSED else St.TITLE
        name = St.SCREENS[state]
        try:
            self.load(name).show(self, state if arg is None else arg)
        except MemoryError:
            if state == back:          # nothing to go back to: the title itself
                raise
            self.no_room(back, "sos_ui." + name)

    def no_room(self, back, module):
        """A screen found no room: `module` forgotten (what of it was made), and
        `back` (TITLE or PAUSED) shown again, its foot line saying why."""
        self.mod = None
        forget((module,))
        self.open(back)
        self.screen.foot(W.NO_ROOM)

    def no_deal(self, resumed):
        """A deal or a saved game's start found no room (sos_ui.begin, the deal's
        code): the title again, saying so, and code.py's message on the console.
        The saved game stays as nvm holds it: it is written over only once the
        new game is dealt (begin's drop_saved), and the deal may have begun on its
        position in the core, which is read again for Continue. (The title left
        may still be held by the press that left it: at the very limit there is
        no room to show it again, and the game stops on the message.)"""
        forget(("sos_ui.begin", "sos_core.deal"))
        sv = self.saver
        if resumed:
            sv.has_game = True         # (Continue had taken it: offered again)
        elif sv.has_game:
            sv.reread(self.game.s)
        if self.out_of_memory is not None:
            self.out_of_memory()
        try:
            self.no_room(St.TITLE, "sos_ui.begin")
        except MemoryError:            # not even for the title: stop on the message
            raise SystemExit(1)  # noqa: B904 (no chaining on a board)

    def drop(self):
        """Forget the loaded screen module, if any, and collect now, between
        screens: its garbage does not set off a collection inside a later press,
        and a module loaded next finds the largest holes there are."""
        m = self.mod
        self.mod = None
        forget((m.__name__,) if m is not None else ())

    def go(self, nxt):
        """Show what a screen's press asked for: another screen, the board, a game
        to deal or to resume, a page of statistics."""
        if nxt == St.BOARD and self.state == St.PAUSED:
            self.close_pause()
        elif nxt == St.BOARD:
            self.show_board()
        elif nxt == St.DEAL or nxt == St.RESUME:    # (sos_ui.begin: for the while)
            self.drop()
            try:
                __import__("sos_ui.begin")
                sys.modules["sos_ui.begin"].begin(self, nxt == St.RESUME)
            except MemoryError:
                self.no_deal(nxt == St.RESUME)
            forget(("sos_ui.begin",))
        elif nxt >= St.ASK_NEW:        # the title asks first (sos_ui.title)
            self.open(St.TITLE, nxt)
        elif nxt >= St.STATS_PAGE:
            self.show_stats(nxt - St.STATS_PAGE)
        else:
            self.open(nxt)

    # --- the settings and a new game ---------------------------------------------------
    def read_settings(self):
        """Players, variant and the crews' choice from the settings byte (nvm),
        where sos_ui.settings keeps them."""
        st = self.saver.settings
        k = st >> R.SET_GAME_SHIFT
        if k >= R.VARIANTS * R.MAX_PLAYERS:    # not written by us: the defaults
            k = 0
        self.variant = k // R.MAX_PLAYERS
        self.players = k % R.MAX_PLAYERS + 1
        self.choose_crews = bool(st & R.SET_CHOSEN_CREWS)

    def new_game(self):
        """New game (title, game over, pause menu): the settings' game on a
        fresh deal, or on self.deal when one was set (a deal by number).
        Returns what go() shows."""
        deal = self.deal
        if deal is None:                       # the press's moment: a fresh shuffle
            deal = (self.clock() * 7919 + self.ticks * 104729) % (MAX_DEAL + 1)
        self.deal = deal
        self.bot_score = 0                     # not a challenge
        if self.choose_crews:
            return St.CREWS                    # sos_ui.deal, then DEAL
        self.setup = (deal, self.variant, self.players, None)
        return St.DEAL

    def show_title(self):
        self.open(St.TITLE)

    def show_pause(self):
        self.open(St.PAUSED)

    def show_stats(self, variant):
        """The figures read first (the store imported for the while), then the
        screen's code loaded: the two are never in memory together."""
        self.drop()                    # (collects: the store finds the largest holes)
        self.crews = [None] * 10
        try:
            self.figures = self.saver.summaries(variant, self.crews)
        except MemoryError:            # (the save modules are dropped already)
            self.no_room(St.TITLE, "sos_save.stats")
            return
        self.open(St.STATS, variant)

    # --- the board and what follows a decision ---------------------------------
    def show_board(self):
        if self.mod is not None:       # the hand-over's or the pause menu's
            self.drop()
        self.state = St.BOARD
        self.view.show_keys(True)
        # the Menu back as the option list, LIST_CHARS wide (the screens borrow
        # it: Screen.menu_at); before play.refresh, which fills it when it opens
        self.options.move(self.view.group, LIST_CHARS)
        self.play.refresh()
        self.root(self.view.group)

    def after_banner(self):
        g = self.game
        self.options.move(self.view.group, LIST_CHARS)    # the banner's box the list's again
        self.view.show_keys(True)
        if g.over():
            if g.status() == SAVED:
                self.cue(ALL_SAVED)
            self.open(St.OVER)
        elif g.players() > 1 and g.current() != self.before_player:
            self.open(St.HANDOVER)
        else:                                         # show_board(), one frame less
            self.state = St.BOARD
            self.play.refresh()
            self.root(self.view.group)

    # --- the hint ---------------------------------------------------------------------
    def hint(self):
        """The pause menu's Hint, or HOLD held on the board: greedy's choice shown on the
        board (sos_ui.hint, its code and greedy's in memory only while it thinks)."""
        m = got = None
        try:                           # not through open(): a frame fewer on the
            m = self.load("hint")      # deepest chain (tools/pystack.py)
            got = m.show(self)
        except MemoryError:            # (no room for sos_ui.hint itself)
            self.mod = None
            forget(("sos_ui.hint",))
        if got is None:                          # no room to think: say so, stay
            self.drop()
            self.show_pause()
            self.screen.foot(W.NO_HINT)
            return
        self.close_pause()             # (drops sos_ui.hint: m runs on till it returns)
        m.point(self.play, got)

    def close_pause(self):
        self.saver.policy.resumed(self.saver.now())
        self.show_board()
