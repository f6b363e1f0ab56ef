"""CRC-32 of the save record (IEEE 802.3, reflected: the same as zlib.crc32), for
sos_save.load (reading) and sos_save.store (writing). A module of its own so that each of
the two brings only itself and this when it is imported (docs/saving.md).

The register is computed four bits at a time, in two 16-bit halves: a table of
32 small ints where a byte-wise one needs 512, and no value ever reaches 2**30,
so no VM makes a heap integer: allocation-free on 32-bit boards too."""

# For each value of the register's low nibble, what its four steps XOR in: the
# low 16 bits (entries 0..15), then the high 16 bits (16..31).
_T = (0x0000, 0x1064, 0x20C8, 0x30AC, 0x4190, 0x51F4, 0x6158, 0x713C,
      0x8320, 0x9344, 0xA3E8, 0xB38C, 0xC2B0, 0xD2D4, 0xE278, 0xF21C,
      0x0000, 0x1DB7, 0x3B6E, 0x26D9, 0x76DC, 0x6B6B, 0x4DB2, 0x5005,
      0xEDB8, 0xF00F, 0xD6D6, 0xCB61, 0x9B64, 0x86D3, 0xA00A, 0xBDBD)


def crc_update(state, data, start, end, at=0):
    """Run the CRC register kept in state[at:at + 4] (little-endian) over
    data[start:end]. A CRC starts with the register at FF FF FF FF and is the
    register XOR FF FF FF FF at the end. Allocates nothing."""
    t = _T
    lo = state[at] | state[at + 1] << 8
    hi = state[at + 2] | state[at + 3] << 8
    for i in range(start, end):
        lo ^= data[i]
        k = lo & 15
        lo = ((lo >> 4) | (hi & 15) << 12) ^ t[k]
        hi = (hi >> 4) ^ t[k + 16]
        k = lo & 15
        lo = ((lo >> 4) | (hi & 15) << 12) ^ t[k]
        hi = (hi >> 4) ^ t[k + 16]
    state[at] = lo & 0xFF
    state[at + 1] = lo >> 8
    state[at + 2] = hi & 0xFF
    state[at + 3] = hi >> 8
