"""When to save the record: the save policy, in a module of its own so that the
UI keeps only this (polled every pass of its loop) resident and imports the
record's code only to read or write. docs/saving.md has the figures."""

from sos_boards.clock import ticks_diff

from sos_core.compat import const

# A change on the Settings screen is written once no press has come for this
# long (sos_ui.saving.Saver.settings_tick), and on leaving the screen: a setting
# cycled through quickly is one write, and a power cut after it keeps it.
SETTINGS_IDLE_MS = const(2000)


class SavePolicy:
    """When to write, for a flash that wears out after ~10,000 erase cycles.

    Fed with: started(now) when a game is dealt or resumed; changed(now) after
    each applied decision, undo or redo; paused(now) / resumed(now) when the pause
    menu opens / closes; due(now), polled from the main loop (in the pause menu
    too): True means "write now"; wrote(now) after every write, including
    record_result at game over or abandon (always written, once per game).
    `now` is ticks_ms, wrapping at 2**29 (adafruit_ticks.ticks_ms()).

    A mid-game write needs a position changed since the last write, and
      idle   no change for idle_ms, and gap_ms since the last write; or
      pause  the pause menu open for pause_dwell_ms (a quick undo or resume does
             not write), and pause_gap_ms since the last write.
    Worst case: one mid-game write per min(gap_ms, pause_gap_ms) of play, plus
    the one at the end of each game. With the pause menu open, a switch-off loses
    at most pause_gap_ms of play. Figures per board: docs/saving.md.
    """

    def __init__(self, idle_ms, gap_ms, pause_dwell_ms, pause_gap_ms):
        self.idle_ms = idle_ms
        self.gap_ms = gap_ms
        self.pause_dwell_ms = pause_dwell_ms
        self.pause_gap_ms = pause_gap_ms
        self.dirty = False
        self.in_pause = False
        self.pause_at = 0
        self.last_change = 0
        self.last_write = 0
        self.game_writes = 0     # writes since started(): mid-game ones, then the end

    def started(self, now):
        """A game was dealt or resumed (what is in nvm is what is on screen)."""
        self.dirty = False
        self.in_pause = False
        self.last_change = now
        self.last_write = now
        self.game_writes = 0

    def changed(self, now):
        """The position changed (a decision applied, an undo or a redo)."""
        self.dirty = True
        self.last_change = now

    def paused(self, now):
        """The pause menu opened; returns due(now)."""
        self.in_pause = True
        self.pause_at = now
        return self.due(now)

    def resumed(self, now):
        self.in_pause = False

    def due(self, now):
        """Should the game be written now?"""
        if not self.dirty:
            return False
        since = ticks_diff(now, self.last_write)
        if (self.in_pause and since >= self.pause_gap_ms
                and ticks_diff(now, self.pause_at) >= self.pause_dwell_ms):
            return True
        return ticks_diff(now, self.last_change) >= self.idle_ms and since >= self.gap_ms

    def wrote(self, now):
        """A record was written (save_game, record_result, flush)."""
        self.dirty = False
        self.last_write = now
        self.game_writes += 1


def policy_for(board_name, desktop=False):
    """The policy for a board profile name, per board kind (docs/saving.md):
    SavePolicy(idle_ms, gap_ms, pause_dwell_ms, pause_gap_ms). The numbers are
    code, not a table: they are used once, and a table would stay resident."""
    if desktop:                         # a file: no wear
        return SavePolicy(2000, 0, 0, 0)
    if board_name == "clue":            # nRF52840, two 4 KB pages alternated: 4 writes/game
        return SavePolicy(5000, 300000, 1500, 60000)
    # SAMD51 (pygamer, pybadge), one 8 KB erase block: 2 writes/game; and any
    # other board, the strictest policy
    return SavePolicy(5000, 600000, 1500, 300000)
