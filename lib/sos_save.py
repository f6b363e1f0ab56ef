"""Save, resume and statistics in `microcontroller.nvm` (8 KB), with a CRC,
two copies where the flash allows it, and a save policy sized for flash wear.
Runs unchanged on CPython, MicroPython and CircuitPython; no sos_core import.
docs/saving.md has the reasoning and the measured figures.

Using it (the UI's part)
------------------------
    store = Store(profile.nvm)          # nvm may be None: stats then live in RAM only
    pos = bytearray(POSITION_SIZE)
    if store.load(pos) and store.has_game:      # offer "Continue"
        g.s[:] = pos; g.reset_history()         # seed/variant/players/crews/assisted
                                                # are in store.seed ... store.assisted
    policy = policy_for(profile.name)   # desktop=True on a PC: a file does not wear
    policy.started(now)                 # a game was dealt or resumed
    # after every applied decision, undo or redo that changed the position:
    policy.changed(now)
    # every pass of the main loop (now = adafruit_ticks.ticks_ms()):
    if policy.due(now):
        store.save_game(g.s, seed, variant, players, crews, assisted); policy.wrote(now)
    # pause menu opened / closed:
    if policy.paused(now): (save as above)      ... policy.resumed(now)
    # game over (status SUNK/SAVED), or a game in progress abandoned (ABANDONED):
    store.record_result(crews, variant, players, status, score, assisted)
    policy.wrote(now)                   # record_result always writes; it clears the game
    # "Saved" in the pause menu: not policy.dirty

Store(nvm)
    load(position) -> bool   True if a valid record was found. Fills has_game, seed,
        variant, players, crews (bytearray(5)), assisted, settings, seq and the
        statistics; copies the saved position into `position` (159 bytes) when a
        game is in progress. A torn, truncated, corrupted or old-format copy is
        ignored: the other copy, or nothing (fresh statistics). Never raises for
        bad contents.
    save_game(position, seed, variant, players, crews, assisted) -> bool   writes
    clear_game() -> bool                                                   writes
    record_result(crews, variant, players, status, score, assisted) -> bool  writes;
        status SUNK (1), SAVED (2) or ABANDONED (3); also clears the saved game.
    set_settings(byte)  (no write: goes with the next write; flush() to force)
    flush() -> bool     write the record as it is in RAM
    stats: Stats        get(field, crew, variant, players), summary(crew, variant,
                        players), best_before(crews, variant, players)
    writes              nvm writes this session (each one erases a page or block)
    ok                  did the last write reach the nvm (False without an nvm)
Every write method returns True if the record reached the nvm.

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
 1807  1  settings (bit 0 casual undo, bit 1 auto-move, others reserved, kept)
 1808  1  flags (bit 0 game in progress, bit 1 assisted)
 1809  4  deal seed    1813  1  variant    1814  1  players    1815  5  crews
 1820 159 position (game.s as is)
 1979  2  sequence number (mod 65536)
 1981  4  CRC-32 (IEEE, as zlib.crc32) of bytes 0..1980
The statistics come first so that the CRC state after them is kept between
saves: a mid-game save computes the CRC over the last 174 bytes only.
A write goes to the copy not holding the newest valid record (sequence numbers
compared modulo 65536), as one slice assignment nvm[off:off + RECORD_SIZE] = buf.
On the nRF52840 that erases only that copy's page, so a power cut mid-write
leaves the other copy intact. On SAMD51 boards the 8 KB are one erase block:
a cut can lose both copies (detected; the game starts fresh).

Allocation: the record buffer, CRC table and scratch are allocated once. A save
fills the buffer in place and computes the CRC with 16-bit halves (no integer
ever reaches 2**30): save_game and record_result allocate 0 bytes on both
MicroPython VMs (measured by tests/test_save.py); the only candidate is the
slice object of the nvm assignment, which a VM without MicroPython's
stack-allocated slices would put on the heap (a few words). load() reads each
copy through one nvm slice, a temporary copy of the record: ~4 KB, once at start.

Save policy (SavePolicy, policy_for): in sos_policy (re-exported here), so that
a UI can keep the policy resident and import this module only to read or write.
"""

from sos_policy import (  # noqa: F401  (the save policy, re-exported)
    BOARD_KIND,
    POLICIES,
    SavePolicy,
    policy_for,
    ticks_diff,
)

from sos_core.compat import const

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

MAGIC = b"SOSt"
FORMAT = const(1)
POSITION_SIZE = const(159)     # sos_core.layout.STATE_SIZE
MAX_SEED = const(0x3FFFFFFF)   # sos_core.rng.MAX_SEED
N_CREWS = const(10)
N_VARIANTS = const(3)
MAX_PLAYERS = const(5)

# Result status for record_result (SUNK and SAVED as in sos_core.layout).
SUNK = const(1)
SAVED = const(2)
ABANDONED = const(3)

# Settings bits.
SET_CASUAL_UNDO = const(1)
SET_AUTO_MOVE = const(2)

# Record offsets.
R_MAGIC = const(0)
R_FORMAT = const(4)
R_SIZE = const(5)
R_STATS = const(7)
CELL = const(12)
N_CELLS = const(150)           # N_CREWS * N_VARIANTS * MAX_PLAYERS
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

PAGE = const(4096)             # nRF52840 flash page; copy 1 starts on the second


# --- CRC-32 (IEEE 802.3, reflected, as zlib.crc32), in two 16-bit halves -----

def _make_table():
    if array is not None:
        hi = array("H", bytes(512))
        lo = array("H", bytes(512))
    else:  # pragma: no cover
        hi = [0] * 256
        lo = [0] * 256
    for n in range(256):
        h = 0
        low = n
        for _ in range(8):
            bit = low & 1
            low = (low >> 1) | ((h & 1) << 15)
            h >>= 1
            if bit:
                h ^= 0xEDB8
                low ^= 0x8320
        hi[n] = h
        lo[n] = low
    return hi, lo


_T_HI, _T_LO = _make_table()


def crc_update(state, data, start, end):
    """Run the CRC-32 register kept in `state` (bytearray(4); crc_start fills it)
    over data[start:end]. Allocates nothing: every value fits in 16 bits."""
    th = _T_HI
    tl = _T_LO
    lo = state[0] | state[1] << 8
    hi = state[2] | state[3] << 8
    for i in range(start, end):
        k = (lo ^ data[i]) & 0xFF
        lo = ((lo >> 8) | ((hi & 0xFF) << 8)) ^ tl[k]
        hi = (hi >> 8) ^ th[k]
    state[0] = lo & 0xFF
    state[1] = lo >> 8
    state[2] = hi & 0xFF
    state[3] = hi >> 8


def crc_start(state):
    for i in range(4):
        state[i] = 0xFF


def crc_final(state, out, at):
    """Write the CRC (little-endian) of everything run through `state` to out[at:at+4]."""
    for i in range(4):
        out[at + i] = state[i] ^ 0xFF


def crc_into(data, start, end, out, at, state):
    """CRC-32 of data[start:end] into out[at:at + 4]; state: a scratch bytearray(4)."""
    crc_start(state)
    crc_update(state, data, start, end)
    crc_final(state, out, at)


def crc32(data):
    """CRC-32 of all of data as an int (allocates; for tests and tools)."""
    out = bytearray(4)
    crc_into(data, 0, len(data), out, 0, bytearray(4))
    return out[0] | out[1] << 8 | out[2] << 16 | out[3] << 24


def newer(a, b):
    """Is sequence number a newer than b (modulo 65536)?"""
    d = (a - b) & 0xFFFF
    return 0 < d < 0x8000


def _u16(b, i):
    return b[i] | b[i + 1] << 8


def _put16(b, i, v):
    b[i] = v & 0xFF
    b[i + 1] = (v >> 8) & 0xFF


# --- statistics ---------------------------------------------------------------

class Stats:
    """Read access to the statistics table inside the record buffer."""

    def __init__(self, buf):
        self.buf = buf

    @staticmethod
    def cell(crew, variant, players):
        """Offset of a cell in the record, or -1 if out of range."""
        if not (0 <= crew < N_CREWS and 0 <= variant < N_VARIANTS
                and 1 <= players <= MAX_PLAYERS):
            return -1
        return R_STATS + CELL * ((crew * N_VARIANTS + variant) * MAX_PLAYERS + players - 1)

    def get(self, field, crew, variant, players):
        """One field (PLAYED, SUNK_N, SAVED_N, ASSISTED, BEST, TOTAL) of a cell.
        BEST is -1 when no unassisted game was finished."""
        o = self.cell(crew, variant, players)
        if o < 0:
            raise ValueError("no such statistics cell")
        b = self.buf
        if field == BEST:
            v = b[o + BEST]
            return -1 if v == NO_BEST else v
        if field == TOTAL:
            return b[o + TOTAL] | b[o + TOTAL + 1] << 8 | b[o + TOTAL + 2] << 16
        return _u16(b, o + field)

    def summary(self, crew=None, variant=None, players=None):
        """(played, sunk, saved, assisted, best, total) over every cell matching
        the given crew / variant / player count (None = all). best is -1 if none.
        Cells add up as they are: a team game appears once per crew in it."""
        played = sunk = saved = assisted = total = 0
        best = -1
        for c in range(N_CREWS):
            if crew is not None and c != crew:
                continue
            for v in range(N_VARIANTS):
                if variant is not None and v != variant:
                    continue
                for p in range(1, MAX_PLAYERS + 1):
                    if players is not None and p != players:
                        continue
                    played += self.get(PLAYED, c, v, p)
                    sunk += self.get(SUNK_N, c, v, p)
                    saved += self.get(SAVED_N, c, v, p)
                    assisted += self.get(ASSISTED, c, v, p)
                    total += self.get(TOTAL, c, v, p)
                    b = self.get(BEST, c, v, p)
                    if b > best:
                        best = b
        return played, sunk, saved, assisted, best, total

    def best_before(self, crews, variant, players):
        """The best unassisted score recorded for this team (the highest over its
        crews' cells), -1 if none: what game over compares the score with. Call
        it before record_result."""
        best = -1
        for i in range(players):
            b = self.get(BEST, crews[i], variant, players)
            if b > best:
                best = b
        return best


def _inc16(b, o):
    v = b[o] | b[o + 1] << 8
    if v < 0xFFFF:
        v += 1
        b[o] = v & 0xFF
        b[o + 1] = v >> 8


# --- the store --------------------------------------------------------------

class Store:
    """The save record in RAM and its two copies in nvm (see module docstring)."""

    def __init__(self, nvm):
        self.nvm = nvm
        n = len(nvm) if nvm is not None else 0
        if n >= PAGE + RECORD_SIZE:
            self.offsets = (0, PAGE)
        elif n >= RECORD_SIZE:
            self.offsets = (0,)
        else:
            self.offsets = ()
        self.buf = bytearray(RECORD_SIZE)
        self._crc = bytearray(4)     # CRC register scratch
        self._pre = bytearray(4)     # CRC register after bytes 0..R_SETTINGS
        self._pre_ok = False         # is _pre current (statistics unchanged)?
        self.stats = Stats(self.buf)
        self.crews = bytearray(MAX_PLAYERS)
        self.writes = 0
        self.ok = bool(self.offsets)
        self.cur = -1           # index of the copy holding the newest record, -1 none
        self.seqs = [-1, -1]    # sequence number of each valid copy, -1 invalid
        self._fresh()

    def _fresh(self):
        b = self.buf
        for i in range(RECORD_SIZE):
            b[i] = 0
        b[0:4] = MAGIC
        b[R_FORMAT] = FORMAT
        _put16(b, R_SIZE, RECORD_SIZE)
        for c in range(N_CELLS):
            b[R_STATS + c * CELL + BEST] = NO_BEST
        self.seq = 0
        self._pre_ok = False
        self._read_fields()

    def _read_fields(self):
        b = self.buf
        self.seq = _u16(b, R_SEQ)
        self.settings = b[R_SETTINGS]
        f = b[R_FLAGS]
        self.has_game = bool(f & F_GAME)
        self.assisted = bool(f & F_ASSISTED)
        self.seed = b[R_SEED] | b[R_SEED + 1] << 8 | b[R_SEED + 2] << 16 | b[R_SEED + 3] << 24
        self.variant = b[R_VARIANT]
        self.players = b[R_PLAYERS]
        for i in range(MAX_PLAYERS):
            self.crews[i] = b[R_CREWS + i]

    # --- reading ---------------------------------------------------------------
    def _valid(self):
        """Is self.buf a well-formed record of this format?"""
        b = self.buf
        if b[0:4] != MAGIC or b[R_FORMAT] != FORMAT or _u16(b, R_SIZE) != RECORD_SIZE:
            return False
        c = self._crc
        crc_into(b, 0, R_CRC, c, 0, c)
        if (c[0] != b[R_CRC] or c[1] != b[R_CRC + 1] or c[2] != b[R_CRC + 2]
                or c[3] != b[R_CRC + 3]):
            return False
        f = b[R_FLAGS]
        if f & ~(F_GAME | F_ASSISTED):
            return False
        if f & F_GAME:
            p = b[R_PLAYERS]
            if b[R_VARIANT] >= N_VARIANTS or not 1 <= p <= MAX_PLAYERS:
                return False
            if b[R_SEED + 3] & 0xC0:
                return False
            for i in range(p):
                if b[R_CREWS + i] >= N_CREWS:
                    return False
        for c in range(N_CELLS):
            best = b[R_STATS + c * CELL + BEST]
            if best != NO_BEST and best > 250:
                return False
        return True

    def _read_copy(self, k):
        off = self.offsets[k]
        try:
            data = self.nvm[off:off + RECORD_SIZE]
        except Exception:  # noqa: BLE001 - a failing nvm read is "no copy"
            return False
        if len(data) != RECORD_SIZE:
            return False
        self.buf[0:RECORD_SIZE] = data
        self._pre_ok = False
        return self._valid()

    def load(self, position=None):
        """Read the newest valid copy. True if one was found; else fresh statistics
        and no game. Copies the saved position into `position` if a game is saved."""
        self.seqs[0] = self.seqs[1] = -1
        best = -1
        for k in range(len(self.offsets)):
            if self._read_copy(k):
                s = _u16(self.buf, R_SEQ)
                self.seqs[k] = s
                if best < 0 or newer(s, self.seqs[best]):
                    best = k
        self.cur = best
        if best < 0:
            self._fresh()
            return False
        if best != len(self.offsets) - 1:       # the buffer holds the last copy read
            self._read_copy(best)
        self._read_fields()
        if self.has_game and position is not None:
            if len(position) != POSITION_SIZE:
                raise ValueError("position must be POSITION_SIZE bytes")
            position[0:POSITION_SIZE] = self.buf[R_POS:R_POS + POSITION_SIZE]
        return True

    # --- writing ---------------------------------------------------------------
    def _write(self):
        if not self.offsets:
            self.ok = False
            return False
        b = self.buf
        self.seq = (self.seq + 1) & 0xFFFF
        _put16(b, R_SEQ, self.seq)
        if not self._pre_ok:
            crc_start(self._pre)
            crc_update(self._pre, b, 0, R_SETTINGS)
            self._pre_ok = True
        c = self._crc
        for i in range(4):
            c[i] = self._pre[i]
        crc_update(c, b, R_SETTINGS, R_CRC)
        crc_final(c, b, R_CRC)
        # The copy not holding the newest record: the older or an invalid one.
        k = 0 if self.cur < 0 else (self.cur + 1) % len(self.offsets)
        off = self.offsets[k]
        try:
            self.nvm[off:off + RECORD_SIZE] = b
        except Exception:  # noqa: BLE001 - nvm errors differ by port
            self.ok = False
            self.seqs[k] = -1
            return False
        self.writes += 1
        self.seqs[k] = self.seq
        self.cur = k
        self.ok = True
        return True

    def save_game(self, position, seed, variant, players, crews, assisted):
        """Save the game in progress (position: the 159-byte game.s). Writes."""
        if len(position) != POSITION_SIZE:
            raise ValueError("position must be POSITION_SIZE bytes")
        if not 0 <= seed <= MAX_SEED or not 0 <= variant < N_VARIANTS:
            raise ValueError("bad seed or variant")
        if not 1 <= players <= MAX_PLAYERS:
            raise ValueError("bad player count")
        b = self.buf
        b[R_FLAGS] = F_GAME | (F_ASSISTED if assisted else 0)
        b[R_SEED] = seed & 0xFF
        b[R_SEED + 1] = (seed >> 8) & 0xFF
        b[R_SEED + 2] = (seed >> 16) & 0xFF
        b[R_SEED + 3] = (seed >> 24) & 0xFF
        b[R_VARIANT] = variant
        b[R_PLAYERS] = players
        for i in range(MAX_PLAYERS):
            c = crews[i] if i < players else 0
            if c >= N_CREWS:
                raise ValueError("bad crew")
            b[R_CREWS + i] = c
        for i in range(POSITION_SIZE):
            b[R_POS + i] = position[i]
        self._set_game_fields(True, seed, variant, players, assisted)
        return self._write()

    def _set_game_fields(self, on, seed, variant, players, assisted):
        self.has_game = on
        self.seed = seed
        self.variant = variant
        self.players = players
        self.assisted = bool(assisted)
        b = self.buf
        for i in range(MAX_PLAYERS):
            self.crews[i] = b[R_CREWS + i]

    def _drop_game(self):
        b = self.buf
        b[R_FLAGS] = 0
        for i in range(R_SEED, R_SEQ):
            b[i] = 0
        self._set_game_fields(False, 0, 0, 0, False)

    def clear_game(self):
        """Forget the saved game (statistics unchanged). Writes."""
        self._drop_game()
        return self._write()

    def record_result(self, crews, variant, players, status, score, assisted):
        """Count a finished (SUNK/SAVED, with its score) or ABANDONED game in the
        cell of each crew, and clear the saved game. One write."""
        if status not in (SUNK, SAVED, ABANDONED):
            raise ValueError("bad status")
        if not 0 <= score <= 250:
            raise ValueError("bad score")
        b = self.buf
        for i in range(players):
            o = self.stats.cell(crews[i], variant, players)
            if o < 0:
                raise ValueError("bad crew, variant or player count")
        self._pre_ok = False
        for i in range(players):
            o = self.stats.cell(crews[i], variant, players)
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
            best = b[o + BEST]
            if not assisted and (best == NO_BEST or score > best):
                b[o + BEST] = score
        self._drop_game()
        return self._write()

    def set_settings(self, value):
        """Keep the settings byte; it reaches the nvm with the next write."""
        self.buf[R_SETTINGS] = value & 0xFF
        self.settings = value & 0xFF

    def flush(self):
        """Write the record as it stands (e.g. after changing settings)."""
        return self._write()
