"""Reading the save record (sos_save.record has its format) from nvm: the newest
valid copy, or a fresh record. Imported only to read, once at start, so that a
write does not carry this code; it takes only the record's constants, which the
board installer inlines, so on a board it loads sos_save.crc and nothing else.
It copies nvm byte by byte (an nvm slice would be a second record-sized block)
and allocates 4 bytes of CRC scratch per copy."""
from sos_save import record as R
from sos_save.crc import crc_update


def _u16(b, i):
    return b[i] | b[i + 1] << 8


def load(nvm, buf, position=None):
    """Read the newest valid copy of the record in nvm into buf (RECORD_SIZE
    bytes) and return its index (copy k is at k * PAGE); if none is valid, make
    buf a fresh record (no game, empty statistics) and return -1. When the record
    holds a game, copy its position into `position` (POSITION_SIZE bytes) if
    given. A torn, truncated, corrupted or old-format copy is ignored; bad
    contents never raise."""
    n = 0 if nvm is None or len(nvm) < R.RECORD_SIZE else \
        1 if len(nvm) < R.PAGE + R.RECORD_SIZE else 2
    k = 0
    if n > 1:
        # First the copy whose sequence number, as read, is the newer (modulo
        # 65536): if it is valid, the other is older or invalid and is not read.
        try:
            d = _u16(nvm, R.PAGE + R.R_SEQ) - _u16(nvm, R.R_SEQ)
        except Exception:  # noqa: BLE001 - reading the copies will tell
            d = 0
        if 0 < d & 0xFFFF < 0x8000:
            k = 1
    for j in range(n):
        if _read(nvm, (k ^ j) * R.PAGE, buf):
            if buf[R.R_FLAGS] & R.F_GAME and position is not None:
                if len(position) != R.POSITION_SIZE:
                    raise ValueError
                for i in range(R.POSITION_SIZE):
                    position[i] = buf[R.R_POS + i]
            return k ^ j
    fresh(buf)
    return -1


def _read(nvm, off, b):
    """Copy the record at nvm[off:] into b, byte by byte (an nvm slice would be a
    second record-sized block on the heap); is it a well-formed record?"""
    try:
        for i in range(R.RECORD_SIZE):
            b[i] = nvm[off + i]
    except Exception:  # noqa: BLE001 - a failing nvm read is "no copy"
        return False
    if (_u16(b, R.R_MAGIC) != R.MAGIC_LO or _u16(b, R.R_MAGIC + 2) != R.MAGIC_HI
            or b[R.R_FORMAT] != R.FORMAT or _u16(b, R.R_SIZE) != R.RECORD_SIZE):
        return False
    c = bytearray(b"\xff\xff\xff\xff")
    crc_update(c, b, 0, R.R_CRC)
    for i in range(4):
        if c[i] ^ 0xFF != b[R.R_CRC + i]:
            return False
    f = b[R.R_FLAGS]
    if f & ~(R.F_GAME | R.F_ASSISTED):
        return False
    if f & R.F_GAME:
        p = b[R.R_PLAYERS]
        if b[R.R_VARIANT] >= R.VARIANTS or not 1 <= p <= R.MAX_PLAYERS or b[R.R_SEED + 3] & 0xC0:
            return False
        for i in range(p):
            if b[R.R_CREWS + i] >= R.N_CREWS:
                return False
    for o in range(R.R_STATS + R.BEST, R.R_SETTINGS, R.CELL):
        if R.MAX_SCORE < b[o] < R.NO_BEST:
            return False
    return True


def fresh(buf):
    """Make buf a record with no game and empty statistics (sequence number 0)."""
    for i in range(R.RECORD_SIZE):
        buf[i] = 0
    buf[R.R_MAGIC] = R.MAGIC_LO & 0xFF
    buf[R.R_MAGIC + 1] = R.MAGIC_LO >> 8
    buf[R.R_MAGIC + 2] = R.MAGIC_HI & 0xFF
    buf[R.R_MAGIC + 3] = R.MAGIC_HI >> 8
    buf[R.R_FORMAT] = R.FORMAT
    buf[R.R_SIZE] = R.RECORD_SIZE & 0xFF
    buf[R.R_SIZE + 1] = R.RECORD_SIZE >> 8
    for o in range(R.R_STATS + R.BEST, R.R_SETTINGS, R.CELL):
        buf[o] = R.NO_BEST
