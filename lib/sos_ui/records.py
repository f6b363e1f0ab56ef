"""What a game leaves on record, for the App: the save hooks (a decision applied,
the loop's pass between presses, game over), whether the game counts as assisted,
the team's best before it, the turn so far (what the hand-over screen tells of
it), and the turn log: the events of the last turn and this one (what the
banner and the pause menu's What happened tell). The save area itself is
sos_ui.saving's Saver. What only a screen reads of it (the best's line:
sos_ui.over; the turn's: sos_ui.handover) is that screen's code, loaded while
it shows; the log's words are sos_ui.banner's.

Writes happen between presses (App.tick, on a release or an idle pass), never
inside one: a decision press stays light, and the record at game end is
written on the pass after the press that ended the game."""
import gc

from sos_core import layout as L
from sos_core import score
from sos_core.compat import const
from sos_core.game import UNDO_DEPTH
from sos_ui.states import BANNER, BOARD, HANDOVER, HELP, OVER, PAUSED, SETTINGS

# The turn log: LOG entries, each an event (layout EV_*: kind, a, b, c), oldest
# first. Two turns make ~20 at most (a failed rescue's ten, a few auto-moves,
# the turns' headings); a full log forgets its oldest.
LOG = const(24)


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
        self.log = bytearray(4 * LOG)
        self.n_log = 0                 # entries kept
        self.mark = 0                  # the first entry of the player's last decision
        self.pushed = 0                # entries ever logged (mod 256) ...
        self.seqs = bytearray(UNDO_DEPTH)   # ... before the decision that reached each undo slot
        self.turn_was = 0              # the turn the next decision is made in
        self.log_turn = -1             # the turn of the log's last heading

    # --- after each applied decision (App.press) ----------------------------------------
    def applied(self):
        g = self.app.game
        self.touched = True
        self.moved = True              # told to the policy after the press (save_tick)
        ph = g.s[L.PHASE]
        if L.PH_GET_READY <= ph <= L.PH_MYSTERY:
            self.turn_act = g.s[L.ACT] + 1
        self.mark = self.n_log         # the banner tells from here
        self.decided()

    # --- the turn log ---------------------------------------------------------------
    def decided(self, auto=0):
        """Log a decision's events (Game.events) in the turn it was made in
        (an action's ends it), after `auto`: the passenger an auto-move saved
        (0: the player's decision); a turn new to the log opens with a heading
        (EV_TURN: What happened shows the last one's and this one's)."""
        g = self.app.game
        self.seqs[g.at] = self.pushed  # (taken_back: an undo takes the entries back)
        n = g.n_events
        t = self.turn_was
        if (auto or n) and t != self.log_turn:
            self.log_turn = t
            self.put(L.EV_TURN, 0, t & 0xFF, t >> 8)
        if auto:
            self.put(L.EV_AUTO, auto, 0, 0)
        e = g.events
        for j in range(0, 4 * n, 4):
            if e[j] == L.EV_PAGE and e[j + 2] == L.WHY_FAILED:
                self.turn_failed = True
            self.put(e[j], e[j + 1], e[j + 2], e[j + 3])
        self.turn_was = g.turn()

    def put(self, k, a, b, c):
        log = self.log
        n = self.n_log
        if n == LOG:                   # full: the oldest goes
            for i in range(4 * LOG - 4):
                log[i] = log[i + 4]
            n -= 1
            if self.mark:
                self.mark -= 1
        o = 4 * n
        log[o] = k
        log[o + 1] = a
        log[o + 2] = b
        log[o + 3] = c
        self.n_log = n + 1
        self.pushed = (self.pushed + 1) & 0xFF

    def taken_back(self, undo=True):
        """The turn log after undos (Play.back, the pause menu) or a redo: the
        entries of the decisions taken back leave it (a redo does not tell them
        again), the log's last heading read anew; the save policy told."""
        app = self.app
        g = app.game
        log = self.log
        if undo:                       # the entries since the decision after this state
            q = self.seqs[(g.at + 1) % g.depth]
            self.n_log = max(0, self.n_log - ((self.pushed - q) & 0xFF))
            self.pushed = q
        self.log_turn = -1
        for o in range(0, 4 * self.n_log, 4):
            if log[o] == L.EV_TURN:
                self.log_turn = log[o + 2] | log[o + 3] << 8
        self.turn_was = g.turn()
        sv = app.saver
        sv.policy.changed(sv.now())

    def note_moved(self):
        """Tell the policy of a decision applied since (kept out of the press)."""
        if self.moved:
            self.moved = False
            sv = self.app.saver
            sv.policy.changed(sv.now())

    def turn_start(self):
        """A game (dealt or resumed: sos_ui.begin) or a turn after a hand-over
        begins."""
        g = self.app.game
        if not self.touched:           # a game dealt: a log of its own
            self.n_log = 0
            self.log_turn = -1
        self.turn_was = g.turn()
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
