"""What a game leaves on record, for the App: the save hooks (a decision applied,
the loop's pass between presses, game over), whether the game counts as assisted,
the team's best before it, and the turn so far (what the hand-over screen tells
of it). The save area itself is sos_ui.saving's Saver. What only a screen reads
of it (the best's line: sos_ui.over; the turn's: sos_ui.handover) is that
screen's code, loaded while it shows.

Writes happen between presses (App.tick, on a release or an idle pass), never
inside one: a decision press stays light, and the record at game end is
written on the pass after the press that ended the game."""
import gc

from sos_core import layout as L
from sos_core import score
from sos_ui.states import BANNER, BOARD, HANDOVER, HELP, OVER, PAUSED, SETTINGS


class Records:
    def __init__(self, app):
        self.app = app
        self.assisted = False          # undo past a revelation, or a hint, this game
        self.recorded = True           # is the game's end (or no game) in the statistics?
        self.touched = False           # a decision applied (or a saved game resumed)
        self.moved = False             # a decision applied in the press just handled
        self.best = -2                 # the team's best before this game (-1 none, -2 unknown)
        self.total = 0                 # the game's score, once over
        self.turn_saved = 0            # the turn so far: passengers saved before it,
        self.turn_page = 0             # the page before it,
        self.turn_act = 0              # the action card played (id + 1; 0: none),
        self.turn_failed = False       # a rescue failed
        self.last_turn = 0             # the player whose turn the summary tells

    # --- after each applied decision (App.press) ----------------------------------------
    def applied(self):
        g = self.app.game
        self.touched = True
        self.moved = True              # told to the policy after the press (save_tick)
        ph = g.s[L.PHASE]
        if L.PH_GET_READY <= ph <= L.PH_MYSTERY:
            self.turn_act = g.s[L.ACT] + 1
        e = g.events
        for i in range(g.n_events):
            if e[4 * i] == L.EV_PAGE and e[4 * i + 2] == L.WHY_FAILED:
                self.turn_failed = True

    def note_moved(self):
        """Tell the policy of a decision applied since (kept out of the press)."""
        if self.moved:
            self.moved = False
            sv = self.app.saver
            sv.policy.changed(sv.now())

    def turn_start(self):
        g = self.app.game
        self.last_turn = g.current()
        self.turn_saved = g.saved_count()
        self.turn_page = g.page()
        self.turn_act = 0
        self.turn_failed = False

    # --- between presses (App.tick) -----------------------------------------------------
    def save_tick(self, flush=False):
        """The writes due between presses: a setting changed (Saver.settings_tick),
        the save policy's, the game's result. flush: whatever is unwritten, now,
        whatever the policy says (the web page going away: its storage does not
        wear)."""
        app = self.app
        if flush or app.state == SETTINGS:
            app.saver.settings_tick(flush)
        if app.setup is None:
            return
        g = app.game
        self.note_moved()
        if not self.recorded:
            if g.over():
                self.game_over_record()
                return
            st = app.state
            sv = app.saver
            pol = sv.policy
            if pol.dirty and (flush or (st == BOARD or st == PAUSED or st == HANDOVER
                                        or st == BANNER or st == HELP) and pol.due(sv.now())):
                sv.save_game(g, app.setup, self.assisted)
                if st == PAUSED:       # the pause menu says whether the game is saved
                    app.mod.status(app)
                    app.display.refresh()

    def game_over_record(self):
        app = self.app
        g = app.game
        self.recorded = True
        total = score.total(g)
        self.total = total
        gc.collect()                   # the record is read into the largest holes there are
        self.best = app.saver.record(g, app.setup, g.status(), total, self.assisted)
        if app.state == OVER:          # the game-over screen's line on the best
            app.mod.recorded(app)
            app.display.refresh()
