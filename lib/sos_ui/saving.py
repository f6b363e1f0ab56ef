"""The UI's side of saving (docs/saving.md): the save policy stays resident
(sos_save.policy, polled every pass of the loop), and so does the record itself,
in one buffer; the code that reads it (sos_save.load), writes it (sos_save.store)
or adds up its statistics (sos_save.stats) is imported only for the while and
dropped straight after, so play between writes does not carry it.

The record is read from nvm once, at start (probe); after that the buffer holds
what nvm holds, and a write (a few per game at most: the policy) goes from it,
with no second read. The buffer is made when this module is imported, before
the UI is built: a 2 KB block found later, in a heap the game has broken up, is
what set the game's smallest heap. While a hint thinks it is greedy's scratch
(lend): the record is read from nvm again before its next use."""

from sos_boards.clock import ticks_diff, ticks_ms
from sos_save import record as R
from sos_save.policy import SETTINGS_IDLE_MS, policy_for

from sos_core import layout as L
from sos_ui import forget

_BUF = bytearray(R.RECORD_SIZE)    # the record ...
_HOLDER = [None]         # ... of this Saver (None: not read, or a read failed)


def _drop():
    """Forget the save modules and collect their code now, between presses."""
    forget(("sos_save.stats", "sos_save.store", "sos_save.load", "sos_save.crc"))


class Saver:
    def __init__(self, nvm, board_name, desktop):
        self.nvm = nvm
        self.cur = -1                   # the nvm copy _BUF was read from or last written to
        # a PC's file does not wear: the desktop policy writes after 2 s of quiet
        self.policy = policy_for(board_name, desktop)
        self.clock = ticks_ms           # tests put a clock of their own here
        self.settings = 0               # the settings byte (R.SET_CASUAL_UNDO ...)
        self.stored = 0                 # ... as it is in nvm
        self.set_at = 0                 # ticks_ms of the last press on the Settings screen
        self.has_game = False           # a saved game not yet continued or dropped
        self.seed = self.variant = self.players = 0
        self.crews = bytearray(5)
        self.assisted = False
        self.ok = True                  # did the last write reach the nvm?
        self.writes = 0

    def now(self):
        return self.clock()

    def lend(self):
        """The record's buffer, for scratch a while (a hint's thinking: its bytes
        are then none of the hint's heap), or None where it holds what nvm does
        not (no nvm, or the last write failed). Read from nvm again before its
        next use, as after a failed write."""
        if self.nvm is None or not self.ok:
            return None
        _HOLDER[0] = None
        return _BUF

    # --- reading ---------------------------------------------------------------------
    def _read(self, position=None):
        """Read the record from nvm into _BUF (sos_save.load)."""
        _HOLDER[0] = None
        from sos_save import load

        self.cur = load.load(self.nvm, _BUF, position)
        _HOLDER[0] = self
        _drop()

    def reread(self, position):
        """The saved game's position into `position` again (a deal that found no
        room may have begun on it); where even that finds none, the game is not
        offered until the next start, which finds it in nvm."""
        try:
            self._read(position)
        except MemoryError:
            self.has_game = False

    def _store(self):
        """A sos_save.store.Store of the record (read first if _BUF does not hold it)."""
        if _HOLDER[0] is not self:
            self._read()
        from sos_save import store

        return store.Store(self.nvm, _BUF, self.cur)

    def probe(self, position):
        """At start: read the record; if it holds a game, copy its position into
        `position` (a Game's s) and return True. A record that is torn, truncated,
        corrupted or of an old format reads as nothing (sos_save.load); a position that
        does not agree with its record's fields is ignored too."""
        try:
            self._read(position)
            st = self._store() if self.cur >= 0 else None   # None: a fresh record
        except (ImportError, MemoryError):     # no record: the game still plays
            st = None
        if st is not None:
            self.settings = self.stored = st.settings
            p = st.players
            ok = st.has_game and (position[L.PLAYERS] == p and position[L.VARIANT] == st.variant
                                  and 1 <= position[L.PAGE] <= 11 and position[L.PHASE] < 18
                                  and position[L.STATUS] <= 2)
            for i in range(p if ok else 0):
                ok = ok and position[L.CREW + i] == st.crews[i]
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
        (played, best) of crew c's team record in this variant (sos_save.stats)."""
        try:
            if _HOLDER[0] is not self:
                self._read()
            from sos_save import stats

            return stats.totals(_BUF, variant, crews_out)
        finally:                        # a MemoryError too: none of them stays
            _drop()

    # --- writing ---------------------------------------------------------------------
    def _failed(self):
        """A write that found no room for the save code (a board's heap at its
        fullest): nvm is as it was (the write itself is one slice assignment,
        made last), the game goes on, and the pause menu and game over say
        "Saving failed". A game in progress is written again after the policy's
        gap; a settings change after the buttons rest again on the Settings
        screen, or at the next game's start; a game's result or an abandon is
        not tried again (docs/saving.md). _BUF may hold half a change: it is
        read again before the next write."""
        _HOLDER[0] = None
        self.ok = False
        self.policy.last_write = self.now()   # the game still to write: after a gap
        _drop()

    def _done(self, st, ok):
        self.cur = st.cur
        self.ok = ok
        self.writes += 1
        self.stored = self.settings
        self.policy.wrote(self.now())
        _drop()

    # Each write below gives up on a MemoryError (see _failed) rather than end
    # the game: a lost save costs a few moves, a crash the whole game.
    def save_game(self, g, setup, assisted):
        """Write the game in progress (setup: deal, variant, players, crews or None)."""
        try:
            st = self._store()
            st.settings = self.settings
            n = g.players()
            crews = setup[3] or bytes(g.s[L.CREW:L.CREW + n])
            self._done(st, st.save_game(g.s, setup[0], setup[1], n, crews, assisted))
        except MemoryError:
            self._failed()

    def record(self, g, setup, status, score, assisted):
        """Count a finished (status SUNK/SAVED) or abandoned game; return the best
        score this team had before (-1: none; -2: not known, the write failed),
        what game over compares with."""
        self.has_game = False
        try:
            st = self._store()
            st.settings = self.settings
            n = g.players()
            crews = setup[3] or bytes(g.s[L.CREW:L.CREW + n])
            self._done(st, st.record_result(crews, setup[1], n, status, score, assisted))
            return st.best
        except MemoryError:
            self._failed()
            return -2

    def drop_saved(self):
        """A new game instead of the saved one: count that one as abandoned."""
        if not self.has_game:
            return
        self.has_game = False
        try:
            st = self._store()
            st.settings = self.settings
            if st.has_game:
                ok = st.record_result(st.crews, st.variant, st.players, R.ABANDONED, 0,
                                      st.assisted)
                self._done(st, ok)
            else:
                _drop()
        except MemoryError:
            self._failed()

    def settings_tick(self, flush=False):
        """Between presses on the Settings screen: a change is written once no
        press has come for SETTINGS_IDLE_MS, so a power cut there keeps it and a
        setting cycled quickly is one write; with flush, at once (the web page
        going away)."""
        if self.settings != self.stored:
            now = self.now()
            if flush or ticks_diff(now, self.set_at) >= SETTINGS_IDLE_MS:
                self.set_at = now       # a failed write is tried again after as long
                self.keep_settings()

    def keep_settings(self):
        """Write the settings if they changed (idle on the Settings screen, on
        leaving it, or at a game's start after a failed write)."""
        if self.settings != self.stored:
            try:
                st = self._store()
                st.settings = self.settings
                self._done(st, st.flush())
            except MemoryError:
                self._failed()
