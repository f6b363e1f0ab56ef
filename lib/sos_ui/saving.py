"""The UI's side of saving (docs/saving.md): the save policy stays resident
(sos_policy, polled every pass of the loop); the store (sos_save: ~13 KB of
code, ~3 KB of buffers) is imported only to read or write the record and
dropped straight after, so play between writes does not carry it.

A write is a few per game at most (the policy), each one reading the record
first (load() checks both copies' CRC) so that the statistics written back are
the ones in nvm: ~0.3-0.6 s on a board, between presses, never inside one."""
import gc
import sys

from sos_policy import policy_for

from sos_core.layout import CREW, PAGE, PHASE, PLAYERS, STATUS, VARIANT
from sos_ui.clock import ticks_ms

ABANDONED = 3            # sos_save status of a game left unfinished
CASUAL_UNDO = 1          # sos_save SET_CASUAL_UNDO: the settings byte's bit 0


def _store(nvm):
    """A Store with the record read (sos_save imported for the while)."""
    import sos_save

    st = sos_save.Store(nvm)
    st.load()
    return st


def _drop():
    """Forget sos_save and collect its code and buffers now, between presses, so
    that their garbage does not set off a collection inside a later press."""
    if "sos_save" in sys.modules:
        del sys.modules["sos_save"]
    gc.collect()


class Saver:
    def __init__(self, nvm, board_name, desktop):
        self.nvm = nvm
        # a PC's file does not wear: the desktop policy writes after 2 s of quiet
        self.policy = policy_for(board_name, desktop)
        self.clock = ticks_ms           # tests put a clock of their own here
        self.settings = 0               # the settings byte (CASUAL_UNDO ...)
        self.stored = 0                 # ... as it is in nvm
        self.has_game = False           # a saved game not yet continued or dropped
        self.seed = self.variant = self.players = 0
        self.crews = bytearray(5)
        self.assisted = False
        self.ok = True                  # did the last write reach the nvm?
        self.writes = 0

    def now(self):
        return self.clock()

    # --- reading ---------------------------------------------------------------------
    def probe(self, position):
        """At start: read the record; if it holds a game, copy its position into
        `position` (a Game's s) and return True. A record that is torn, truncated,
        corrupted or of an old format reads as nothing (sos_save); a position that
        does not agree with its record's fields is ignored too."""
        try:
            import sos_save

            st = sos_save.Store(self.nvm)
            found = st.load(position)
        except (ImportError, MemoryError):
            found = False
        if found:
            self.settings = self.stored = st.settings
            p = st.players
            ok = st.has_game and (position[PLAYERS] == p and position[VARIANT] == st.variant
                                  and 1 <= position[PAGE] <= 11 and position[PHASE] < 18
                                  and position[STATUS] <= 2)
            for i in range(p if ok else 0):
                ok = ok and position[CREW + i] == st.crews[i]
            if ok:
                self.has_game = True
                self.seed = st.seed
                self.variant = st.variant
                self.players = p
                self.crews[:] = st.crews
                self.assisted = st.assisted
        st = None
        _drop()
        return self.has_game

    def summaries(self, variant, crews_out):
        """Statistics of a variant: (games, sunk, saved, assisted, best, total of
        finished games' scores), each game counted once; and into crews_out[c]
        (played, best) of crew c's team record in this variant."""
        st = _store(self.nvm)
        s = st.stats
        games = sunk = saved = assisted = total = 0
        best = -1
        for p in range(1, 6):
            a = s.summary(None, variant, p)
            # a p-player game is in the cell of each of its p crews
            games += a[0] // p
            sunk += a[1] // p
            saved += a[2] // p
            assisted += a[3] // p
            total += a[5] // p
            best = max(best, a[4])
        for c in range(len(crews_out)):
            a = s.summary(c, variant)
            crews_out[c] = (a[0], a[4])
        st = s = None
        _drop()
        return games, sunk, saved, assisted, best, total

    # --- writing ---------------------------------------------------------------------
    def _done(self, st, ok):
        self.ok = ok
        self.writes += 1
        self.stored = self.settings
        self.policy.wrote(self.now())
        _drop()

    def save_game(self, g, setup, assisted):
        """Write the game in progress (setup: deal, variant, players, crews or None)."""
        st = _store(self.nvm)
        st.set_settings(self.settings)
        n = g.players()
        crews = setup[3] or bytes(g.s[CREW:CREW + n])
        self._done(st, st.save_game(g.s, setup[0], setup[1], n, crews, assisted))

    def record(self, g, setup, status, score, assisted):
        """Count a finished (status SUNK/SAVED) or abandoned game; return the best
        score this team had before (-1: none), what game over compares with."""
        st = _store(self.nvm)
        st.set_settings(self.settings)
        n = g.players()
        crews = setup[3] or bytes(g.s[CREW:CREW + n])
        best = st.stats.best_before(crews, setup[1], n)
        self._done(st, st.record_result(crews, setup[1], n, status, score, assisted))
        self.has_game = False
        return best

    def drop_saved(self):
        """A new game instead of the saved one: count that one as abandoned."""
        if not self.has_game:
            return
        st = _store(self.nvm)
        st.set_settings(self.settings)
        self.has_game = False
        if st.has_game:
            ok = st.record_result(st.crews, st.variant, st.players, ABANDONED, 0, st.assisted)
            self._done(st, ok)
        else:
            _drop()

    def keep_settings(self):
        """Write the settings if they changed (at most once per game started)."""
        if self.settings != self.stored:
            st = _store(self.nvm)
            st.set_settings(self.settings)
            self._done(st, st.flush())
