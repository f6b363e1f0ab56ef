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
