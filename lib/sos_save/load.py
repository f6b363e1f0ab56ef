"""Reading the save record (sos_save.record has its format) from nvm: the newest
valid copy, or a fresh record. Imported only to read, once at start, so that a
write does not carry this code; it takes only the record's constants, which the
board installer inlines, so on a board it loads sos_save.crc and nothing else.
It copies nvm byte by byte (an nvm slice would be a second record-sized block)
and allocates 4 bytes of CRC scratch per copy."""
from sos_save.crc import crc_update
from sos_save.record import (
    BEST,
    CELL,
    F_ASSISTED,
    F_GAME,
    FORMAT,
    MAGIC_HI,
    MAGIC_LO,
    MAX_PLAYERS,
    MAX_SCORE,
    N_CREWS,
    NO_BEST,
    PAGE,
    POSITION_SIZE,
    R_CRC,
    R_CREWS,
    R_FLAGS,
    R_FORMAT,
    R_MAGIC,
    R_PLAYERS,
    R_POS,
    R_SEED,
    R_SEQ,
    R_SETTINGS,
    R_SIZE,
    R_STATS,
    R_VARIANT,
    RECORD_SIZE,
    VARIANTS,
)


def _u16(b, i):
    return b[i] | b[i + 1] << 8


def load(nvm, buf, position=None):
    """Read the newest valid copy of the record in nvm into buf (RECORD_SIZE
    bytes) and return its index (copy k is at k * PAGE); if none is valid, make
    buf a fresh record (no game, empty statistics) and return -1. When the record
    holds a game, copy its position into `position` (POSITION_SIZE bytes) if
    given. A torn, truncated, corrupted or old-format copy is ignored; bad
    contents never raise."""
    n = 0 if nvm is None or len(nvm) < RECORD_SIZE else 1 if len(nvm) < PAGE + RECORD_SIZE else 2
    k = 0
    if n > 1:
        # First the copy whose sequence number, as read, is the newer (modulo
        # 65536): if it is valid, the other is older or invalid and is not read.
        try:
            d = _u16(nvm, PAGE + R_SEQ) - _u16(nvm, R_SEQ)
        except Exception:  # noqa: BLE001 - reading the copies will tell
            d = 0
        if 0 < d & 0xFFFF < 0x8000:
            k = 1
    for j in range(n):
        if _read(nvm, (k ^ j) * PAGE, buf):
            if buf[R_FLAGS] & F_GAME and position is not None:
                if len(position) != POSITION_SIZE:
                    raise ValueError
                for i in range(POSITION_SIZE):
                    position[i] = buf[R_POS + i]
            return k ^ j
    fresh(buf)
    return -1


def _read(nvm, off, b):
    """Copy the record at nvm[off:] into b, byte by byte (an nvm slice would be a
    second record-sized block on the heap); is it a well-formed record?"""
    try:
        for i in range(RECORD_SIZE):
            b[i] = nvm[off + i]
    except Exception:  # noqa: BLE001 - a failing nvm read is "no copy"
        return False
    if (_u16(b, R_MAGIC) != MAGIC_LO or _u16(b, R_MAGIC + 2) != MAGIC_HI
            or b[R_FORMAT] != FORMAT or _u16(b, R_SIZE) != RECORD_SIZE):
        return False
    c = bytearray(b"\xff\xff\xff\xff")
    crc_update(c, b, 0, R_CRC)
    for i in range(4):
        if c[i] ^ 0xFF != b[R_CRC + i]:
            return False
    f = b[R_FLAGS]
    if f & ~(F_GAME | F_ASSISTED):
        return False
    if f & F_GAME:
        p = b[R_PLAYERS]
        if b[R_VARIANT] >= VARIANTS or not 1 <= p <= MAX_PLAYERS or b[R_SEED + 3] & 0xC0:
            return False
        for i in range(p):
            if b[R_CREWS + i] >= N_CREWS:
                return False
    for o in range(R_STATS + BEST, R_SETTINGS, CELL):
        if MAX_SCORE < b[o] < NO_BEST:
            return False
    return True


def fresh(buf):
    """Make buf a record with no game and empty statistics (sequence number 0)."""
    for i in range(RECORD_SIZE):
        buf[i] = 0
    buf[R_MAGIC] = MAGIC_LO & 0xFF
    buf[R_MAGIC + 1] = MAGIC_LO >> 8
    buf[R_MAGIC + 2] = MAGIC_HI & 0xFF
    buf[R_MAGIC + 3] = MAGIC_HI >> 8
    buf[R_FORMAT] = FORMAT
    buf[R_SIZE] = RECORD_SIZE & 0xFF
    buf[R_SIZE + 1] = RECORD_SIZE >> 8
    for o in range(R_STATS + BEST, R_SETTINGS, CELL):
        buf[o] = NO_BEST
