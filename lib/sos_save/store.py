"""Writing the save record (sos_save.record has its format): the record in its
buffer, and its writes. Imported only to write (a few times a game at most: the
save policy), and dropped straight after, so that play does not carry it.

    st = Store(nvm, buf, cur)           # buf: the record as sos_save.load read it
    if st.has_game: ...                 # st.seed, variant, players, crews, assisted
    st.settings = byte                  # goes to nvm with the next write
    st.save_game(g.s, seed, variant, players, crews, assisted)      # writes
    st.record_result(crews, variant, players, status, score, assisted)  # writes
    ... then keep st.cur with buf for the next Store(nvm, buf, cur)

Store(nvm, buf, cur)     the record in buf, as sos_save.load.load read it from copy
        `cur` or as the last write left it (nvm None: statistics in RAM only)
    save_game(position, seed, variant, players, crews, assisted) -> bool
    record_result(crews, variant, players, status, score, assisted) -> bool
        status SUNK (1), SAVED (2) or ABANDONED (3); also clears the saved game;
        sets `best`, the team's best unassisted score before this game (-1 none)
    flush() -> bool     write the record as it is (settings included)
    has_game, seed, variant, players, crews (bytearray(5)), assisted, settings,
    seq, cur            the record's fields, its sequence number, the newest copy
Every write returns True if the record reached the nvm. Bad arguments raise
ValueError before anything changes.

Allocation: save_game and record_result fill the buffer in place and compute the
CRC in it (sos_save.crc): 0 bytes on both MicroPython VMs (tests/test_save_stats_policy.py);
the only candidate is the slice object of the nvm assignment, which a VM without
MicroPython's stack-allocated slices would put on the heap (a few words)."""
from sos_save import record as R
from sos_save.crc import crc_update


def cell(crew, variant, players):
    """Offset of a statistics cell in the record, or -1 if out of range."""
    if 0 <= crew < R.N_CREWS and 0 <= variant < R.VARIANTS and 1 <= players <= R.MAX_PLAYERS:
        return R.R_STATS + R.CELL * ((crew * R.VARIANTS + variant) * R.MAX_PLAYERS + players - 1)
    return -1


def _inc16(b, o):
    """Add 1 to the u16 at b[o], saturating at 65535."""
    v = b[o] | b[o + 1] << 8
    if v < 0xFFFF:
        v += 1
        b[o] = v & 0xFF
        b[o + 1] = v >> 8


class Store:
    """The record in a buffer, and its writes (see the module docstring)."""

    def __init__(self, nvm, buf, cur):
        self.nvm = nvm
        self.buf = buf
        self.cur = cur              # the copy holding the newest record, -1 none
        self.crews = bytearray(R.MAX_PLAYERS)
        self.seq = buf[R.R_SEQ] | buf[R.R_SEQ + 1] << 8
        self.settings = buf[R.R_SETTINGS]     # set it to change it: flush writes it
        self._read_fields()
        # (12 attributes in all, best included: a 13th would grow the instance's
        # table by 96 B, at the game's peak)

    def _read_fields(self):
        """The game's fields, from the buffer."""
        b = self.buf
        f = b[R.R_FLAGS]
        self.has_game = bool(f & R.F_GAME)
        self.assisted = bool(f & R.F_ASSISTED)
        o = R.R_SEED
        self.seed = b[o] | b[o + 1] << 8 | b[o + 2] << 16 | b[o + 3] << 24
        self.variant = b[R.R_VARIANT]
        self.players = b[R.R_PLAYERS]
        for i in range(R.MAX_PLAYERS):
            self.crews[i] = b[R.R_CREWS + i]

    def flush(self):
        """Write the record as it is, with self.settings (one nvm write)."""
        nvm = self.nvm
        if nvm is None or len(nvm) < R.RECORD_SIZE:
            return False
        b = self.buf
        b[R.R_SETTINGS] = self.settings & 0xFF
        self.seq = (self.seq + 1) & 0xFFFF
        b[R.R_SEQ] = self.seq & 0xFF
        b[R.R_SEQ + 1] = self.seq >> 8
        for i in range(R.R_CRC, R.RECORD_SIZE):     # the CRC register, in place
            b[i] = 0xFF
        crc_update(b, b, 0, R.R_CRC, R.R_CRC)
        for i in range(R.R_CRC, R.RECORD_SIZE):
            b[i] ^= 0xFF
        # The copy not holding the newest record: the older or an invalid one.
        k = 0 if self.cur < 0 or len(nvm) < R.PAGE + R.RECORD_SIZE else 1 - self.cur
        off = k * R.PAGE
        try:
            nvm[off:off + R.RECORD_SIZE] = b
        except Exception:  # noqa: BLE001 - nvm errors differ by port
            return False
        self.cur = k
        return True

    def save_game(self, position, seed, variant, players, crews, assisted):
        """Save the game in progress (position: the 159-byte game.s). Writes."""
        if (len(position) != R.POSITION_SIZE or not 0 <= seed <= R.SEED_MAX
                or not 0 <= variant < R.VARIANTS or not 1 <= players <= R.MAX_PLAYERS):
            raise ValueError
        for i in range(players):
            if crews[i] >= R.N_CREWS:
                raise ValueError
        b = self.buf
        b[R.R_FLAGS] = R.F_GAME | (R.F_ASSISTED if assisted else 0)
        for i in range(4):
            b[R.R_SEED + i] = (seed >> 8 * i) & 0xFF
        b[R.R_VARIANT] = variant
        b[R.R_PLAYERS] = players
        for i in range(R.MAX_PLAYERS):
            b[R.R_CREWS + i] = crews[i] if i < players else 0
        for i in range(R.POSITION_SIZE):
            b[R.R_POS + i] = position[i]
        self._read_fields()
        return self.flush()

    def record_result(self, crews, variant, players, status, score, assisted):
        """Count a finished (SUNK/SAVED, with its score) or ABANDONED game in the
        cell of each crew, and clear the saved game. One write. Sets self.best
        to the team's best unassisted score before this game (the highest over
        its crews' cells, -1 if none): what game over compares the score with."""
        if not (R.SUNK <= status <= R.ABANDONED and 0 <= score <= R.MAX_SCORE):
            raise ValueError
        for i in range(players):
            if cell(crews[i], variant, players) < 0:
                raise ValueError
        b = self.buf
        self.best = -1
        for i in range(players):
            o = cell(crews[i], variant, players)
            best = b[o + R.BEST]
            if best != R.NO_BEST and best > self.best:
                self.best = best
            _inc16(b, o + R.PLAYED)
            if assisted:
                _inc16(b, o + R.ASSISTED)
            if status == R.ABANDONED:
                continue
            _inc16(b, o + (R.SUNK_N if status == R.SUNK else R.SAVED_N))
            t = b[o + R.TOTAL] | b[o + R.TOTAL + 1] << 8 | b[o + R.TOTAL + 2] << 16
            if t + score <= 0xFFFFFF:
                t += score
                b[o + R.TOTAL] = t & 0xFF
                b[o + R.TOTAL + 1] = (t >> 8) & 0xFF
                b[o + R.TOTAL + 2] = t >> 16
            if not assisted and (best == R.NO_BEST or score > best):
                b[o + R.BEST] = score
        for i in range(R.R_FLAGS, R.R_SEQ):         # no game in progress
            b[i] = 0
        self._read_fields()
        return self.flush()
