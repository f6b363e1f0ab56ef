"""The save record's format: the game in progress and the statistics, kept in
`microcontroller.nvm` (8 KB) with a CRC, in two copies where the flash allows it.
Constants only: the installer inlines them, so the board never loads this module.
docs/saving.md has the reasoning and the measured figures.

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

Settings byte: bit 0 casual undo, bit 1 auto-moves off, bit 2 crews chosen (not
dealt), bit 3 sound off; bits 4-7 the game chosen for a new deal, variant * 5 +
players - 1 (0: Standard, solo). A record written before bits 2-7 were used has
them 0: the defaults.
"""

from sos_core.compat import const

FORMAT = const(1)
POSITION_SIZE = const(159)     # sos_core.layout.STATE_SIZE
# (SEED_MAX and VARIANTS, not sos_core's names: tools/build/inline_consts.py keeps a
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
SET_CHOSEN_CREWS = const(4)    # the crews chosen before a game (dealt by default)
SET_SOUND_OFF = const(8)
SET_GAME_SHIFT = const(4)      # bits 4-7: variant * MAX_PLAYERS + players - 1

# Statistics fields (offsets in a cell), each from the one before it.
PLAYED = const(0)              # u16 each: played, sunk, saved, assisted
SUNK_N = const(PLAYED + 2)
SAVED_N = const(SUNK_N + 2)
ASSISTED = const(SAVED_N + 2)
BEST = const(ASSISTED + 2)     # u8
TOTAL = const(BEST + 1)        # u24
CELL = const(TOTAL + 3)        # a cell's bytes

# Record offsets, each from the one before it.
R_MAGIC = const(0)
MAGIC_LO = const(0x4F53)       # b"SOSt" as two little-endian u16
MAGIC_HI = const(0x7453)
R_FORMAT = const(R_MAGIC + 4)
R_SIZE = const(R_FORMAT + 1)
R_STATS = const(R_SIZE + 2)
N_CELLS = const(N_CREWS * VARIANTS * MAX_PLAYERS)
R_SETTINGS = const(R_STATS + N_CELLS * CELL)
R_FLAGS = const(R_SETTINGS + 1)
R_SEED = const(R_FLAGS + 1)
R_VARIANT = const(R_SEED + 4)
R_PLAYERS = const(R_VARIANT + 1)
R_CREWS = const(R_PLAYERS + 1)
R_POS = const(R_CREWS + MAX_PLAYERS)
R_SEQ = const(R_POS + POSITION_SIZE)
R_CRC = const(R_SEQ + 2)
RECORD_SIZE = const(R_CRC + 4)

F_GAME = const(1)
F_ASSISTED = const(2)

# A summary of cells (sos_save.stats.summary, totals): a tuple of these fields,
# each from the one before it; the counters in the cell's order.
S_PLAYED = const(0)
S_SUNK = const(S_PLAYED + 1)
S_SAVED = const(S_SUNK + 1)
S_ASSISTED = const(S_SAVED + 1)
S_BEST = const(S_ASSISTED + 1)      # -1: no unassisted game finished
S_TOTAL = const(S_BEST + 1)
# a crew's team record in totals' crews_out: (played, best)
C_PLAYED = const(0)
C_BEST = const(C_PLAYED + 1)

NO_BEST = const(255)
MAX_SCORE = const(250)

PAGE = const(4096)             # nRF52840 flash page: copy k is at k * PAGE
