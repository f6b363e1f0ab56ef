"""The save record: the game in progress and the statistics, kept in
`microcontroller.nvm` (8 KB) with a CRC, in two copies where the flash allows it.
Runs unchanged on CPython, MicroPython and CircuitPython; no sos_core import.
docs/saving.md has the reasoning and the measured figures.

Three modules, each imported only for the while (the UI, sos_ui.saving, drops
them straight after) so that no step carries the others' code:
    sos_load   reads the record from nvm into a buffer (once, at start)
    sos_save   this module: the record's format, its fields, and the writes
    sos_stats  sums of the statistics, for the statistics screen
with sos_crc (the CRC-32) under the first two. The record stays in RAM, in one
RECORD_SIZE buffer that the UI keeps: a write goes from it, with no second read.
The save policy (when to write) is sos_policy's.

    buf = bytearray(RECORD_SIZE)
    pos = bytearray(POSITION_SIZE)
    cur = sos_load.load(nvm, buf, pos)  # the copy read, -1: none (buf is fresh)
    st = Store(nvm, buf, cur)
    if st.has_game: ...                 # offer "Continue": the position is in pos;
                                        # st.seed, variant, players, crews, assisted
    st.settings = byte                  # goes to nvm with the next write
    st.save_game(g.s, seed, variant, players, crews, assisted)      # writes
    st.record_result(crews, variant, players, status, score, assisted)  # writes
    ... then keep st.cur with buf for the next Store(nvm, buf, cur)

Store(nvm, buf, cur)     the record in buf, as sos_load.load read it from copy
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

Statistics: one cell per (crew, variant, player count): 10 x 3 x 5 = 150 cells.
A game of n players counts once in the cell of each of its n crews under player
count n (so a crew's team record is its own; summing a variant's cells over crews
counts a 3-player game three times: divide by the player count for games).
A cell holds games played (finished or abandoned), sunk, everyone saved, assisted
(undo past a revelation or hints; abandoned ones included), the best score of an
unassisted finished game (assisted games never set the best), and the total score
of finished games (average = total / (sunk + saved)). Counters saturate at 65535.

Record (FORMAT 1, little-endian, RECORD_SIZE = 1985 bytes), in nvm at offset 0
(copy 0) and 4096 (copy 1), one copy per 4 KB nRF52840 flash page:
    0  4  magic b"SOSt"    4  1  format version    5  2  record size
    7 1800 statistics, 150 cells of 12 bytes: played, sunk, saved, assisted (u16
       each), best (u8, 255 = none), total score (u24)
 1807  1  settings (bit 0 casual undo, bit 1 auto-moves off, others kept)
 1808  1  flags (bit 0 game in progress, bit 1 assisted)
 1809  4  deal seed    1813  1  variant    1814  1  players    1815  5  crews
 1820 159 position (game.s as is)
 1979  2  sequence number (mod 65536)
 1981  4  CRC-32 (IEEE, as zlib.crc32) of bytes 0..1980
A write goes to the copy not holding the newest valid record (sequence numbers
compared modulo 65536), as one slice assignment nvm[off:off + RECORD_SIZE] = buf.
On the nRF52840 that erases only that copy's page, so a power cut mid-write
leaves the other copy intact. On SAMD51 boards the 8 KB are one erase block:
a cut can lose both copies (detected; the game starts fresh).

Allocation: save_game and record_result fill the buffer in place and compute the
CRC in it (sos_crc): 0 bytes on both MicroPython VMs (tests/test_save.py); the
only candidate is the slice object of the nvm assignment, which a VM without
MicroPython's stack-allocated slices would put on the heap (a few words).
sos_load.load copies nvm byte by byte (an nvm slice would be a second
record-sized block) and allocates 4 bytes of CRC scratch per copy.
"""

from sos_crc import crc_update

from sos_core.compat import const

FORMAT = const(1)
POSITION_SIZE = const(159)     # sos_core.layout.STATE_SIZE
# (SEED_MAX and VARIANTS, not sos_core's names: tools/inline_consts.py keeps a
# const public, a global on the board, when any module reads an attribute of its name)
SEED_MAX = const(0x3FFFFFFF)   # sos_core.rng.MAX_SEED
N_CREWS = const(10)
VARIANTS = const(3)            # sos_core.booklet.N_VARIANTS
MAX_PLAYERS = const(5)

# Result status for record_result (SUNK and SAVED as in sos_core.layout).
SUNK = const(1)
SAVED = const(2)
ABANDONED = const(3)

# Settings bits.
SET_CASUAL_UNDO = const(1)
SET_MANUAL_MOVES = const(2)    # auto-moves off (on by default)

# Record offsets.
R_MAGIC = const(0)
MAGIC_LO = const(0x4F53)       # b"SOSt" as two little-endian u16
MAGIC_HI = const(0x7453)
R_FORMAT = const(4)
R_SIZE = const(5)
R_STATS = const(7)
CELL = const(12)
N_CELLS = const(150)           # N_CREWS * VARIANTS * MAX_PLAYERS
R_SETTINGS = const(1807)       # R_STATS + N_CELLS * CELL
R_FLAGS = const(1808)
R_SEED = const(1809)
R_VARIANT = const(1813)
R_PLAYERS = const(1814)
R_CREWS = const(1815)
R_POS = const(1820)
R_SEQ = const(1979)
R_CRC = const(1981)
RECORD_SIZE = const(1985)

F_GAME = const(1)
F_ASSISTED = const(2)

# Statistics fields (offsets in a cell).
PLAYED = const(0)
SUNK_N = const(2)
SAVED_N = const(4)
ASSISTED = const(6)
BEST = const(8)
TOTAL = const(9)
NO_BEST = const(255)
MAX_SCORE = const(250)

PAGE = const(4096)             # nRF52840 flash page: copy k is at k * PAGE


def cell(crew, variant, players):
    """Offset of a statistics cell in the record, or -1 if out of range."""
    if 0 <= crew < N_CREWS and 0 <= variant < VARIANTS and 1 <= players <= MAX_PLAYERS:
        return R_STATS + CELL * ((crew * VARIANTS + variant) * MAX_PLAYERS + players - 1)
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
        self.crews = bytearray(MAX_PLAYERS)
        self.seq = buf[R_SEQ] | buf[R_SEQ + 1] << 8
        self.settings = buf[R_SETTINGS]     # set it to change it: flush writes it
        self._read_fields()
        # (12 attributes in all, best included: a 13th would grow the instance's
        # table by 96 B, at the game's peak)

    def _read_fields(self):
        """The game's fields, from the buffer."""
        b = self.buf
        f = b[R_FLAGS]
        self.has_game = bool(f & F_GAME)
        self.assisted = bool(f & F_ASSISTED)
        self.seed = b[R_SEED] | b[R_SEED + 1] << 8 | b[R_SEED + 2] << 16 | b[R_SEED + 3] << 24
        self.variant = b[R_VARIANT]
        self.players = b[R_PLAYERS]
        for i in range(MAX_PLAYERS):
            self.crews[i] = b[R_CREWS + i]

    def flush(self):
        """Write the record as it is, with self.settings (one nvm write)."""
        nvm = self.nvm
        if nvm is None or len(nvm) < RECORD_SIZE:
            return False
        b = self.buf
        b[R_SETTINGS] = self.settings & 0xFF
        self.seq = (self.seq + 1) & 0xFFFF
        b[R_SEQ] = self.seq & 0xFF
        b[R_SEQ + 1] = self.seq >> 8
        for i in range(R_CRC, RECORD_SIZE):     # the CRC register, in place
            b[i] = 0xFF
        crc_update(b, b, 0, R_CRC, R_CRC)
        for i in range(R_CRC, RECORD_SIZE):
            b[i] ^= 0xFF
        # The copy not holding the newest record: the older or an invalid one.
        k = 0 if self.cur < 0 or len(nvm) < PAGE + RECORD_SIZE else 1 - self.cur
        off = k * PAGE
        try:
            nvm[off:off + RECORD_SIZE] = b
        except Exception:  # noqa: BLE001 - nvm errors differ by port
            return False
        self.cur = k
        return True

    def save_game(self, position, seed, variant, players, crews, assisted):
        """Save the game in progress (position: the 159-byte game.s). Writes."""
        if (len(position) != POSITION_SIZE or not 0 <= seed <= SEED_MAX
                or not 0 <= variant < VARIANTS or not 1 <= players <= MAX_PLAYERS):
            raise ValueError
        for i in range(players):
            if crews[i] >= N_CREWS:
                raise ValueError
        b = self.buf
        b[R_FLAGS] = F_GAME | (F_ASSISTED if assisted else 0)
        for i in range(4):
            b[R_SEED + i] = (seed >> 8 * i) & 0xFF
        b[R_VARIANT] = variant
        b[R_PLAYERS] = players
        for i in range(MAX_PLAYERS):
            b[R_CREWS + i] = crews[i] if i < players else 0
        for i in range(POSITION_SIZE):
            b[R_POS + i] = position[i]
        self._read_fields()
        return self.flush()

    def record_result(self, crews, variant, players, status, score, assisted):
        """Count a finished (SUNK/SAVED, with its score) or ABANDONED game in the
        cell of each crew, and clear the saved game. One write. Sets self.best
        to the team's best unassisted score before this game (the highest over
        its crews' cells, -1 if none): what game over compares the score with."""
        if not (SUNK <= status <= ABANDONED and 0 <= score <= MAX_SCORE):
            raise ValueError
        for i in range(players):
            if cell(crews[i], variant, players) < 0:
                raise ValueError
        b = self.buf
        self.best = -1
        for i in range(players):
            o = cell(crews[i], variant, players)
            best = b[o + BEST]
            if best != NO_BEST and best > self.best:
                self.best = best
            _inc16(b, o + PLAYED)
            if assisted:
                _inc16(b, o + ASSISTED)
            if status == ABANDONED:
                continue
            _inc16(b, o + (SUNK_N if status == SUNK else SAVED_N))
            t = b[o + TOTAL] | b[o + TOTAL + 1] << 8 | b[o + TOTAL + 2] << 16
            if t + score <= 0xFFFFFF:
                t += score
                b[o + TOTAL] = t & 0xFF
                b[o + TOTAL + 1] = (t >> 8) & 0xFF
                b[o + TOTAL + 2] = t >> 16
            if not assisted and (best == NO_BEST or score > best):
                b[o + BEST] = score
        for i in range(R_FLAGS, R_SEQ):         # no game in progress
            b[i] = 0
        self._read_fields()
        return self.flush()
