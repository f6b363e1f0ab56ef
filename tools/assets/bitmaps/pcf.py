"""Glyphs read from a PCF font file (X11's bitmap fonts, e.g. Terminus)."""

import gzip
import struct


def pcf_glyphs(path):
    """{code: rows of bits (MSB first), ...}, width, height of a PCF font with
    one cell size (Terminus): its metrics, bitmaps and encodings tables."""
    with gzip.open(path) if path.endswith(".gz") else open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x01fcp":
        raise ValueError(path + ": not a PCF font")
    count = struct.unpack_from("<I", data, 4)[0]
    tables = {}
    for i in range(count):
        kind, fmt, size, offset = struct.unpack_from("<IIII", data, 8 + 16 * i)
        tables[kind] = (fmt, offset)

    def head(kind):
        fmt, offset = tables[kind]
        fmt2 = struct.unpack_from("<I", data, offset)[0]
        return fmt2, offset + 4, ">" if fmt2 & 4 else "<"

    fmt, at, e = head(1 << 2)                          # PCF_METRICS
    if fmt & 0x100:                                    # compressed: 5 bytes each
        n = struct.unpack_from(e + "H", data, at)[0]
        metrics = [tuple(b - 0x80 for b in data[at + 2 + 5 * i: at + 7 + 5 * i])
                   for i in range(n)]
    else:
        n = struct.unpack_from(e + "I", data, at)[0]
        metrics = [struct.unpack_from(e + "hhhhhH", data, at + 4 + 12 * i)[:5]
                   for i in range(n)]
    fmt, at, e = head(1 << 3)                          # PCF_BITMAPS
    n = struct.unpack_from(e + "I", data, at)[0]
    offsets = struct.unpack_from(e + "%dI" % n, data, at + 4)
    pad = 1 << (fmt & 3)
    bits = at + 4 + 4 * n + 16
    msbit = bool(fmt & 8)
    fmt, at, e = head(1 << 5)                          # PCF_BDF_ENCODINGS
    c1, c2, r1, r2, _default = struct.unpack_from(e + "hhhhh", data, at)
    cols = c2 - c1 + 1
    glyphs = {}
    width = height = 0
    for code in range(256):
        row, col = code >> 8, code & 255
        if not (r1 <= row <= r2 and c1 <= col <= c2):
            continue
        k = (row - r1) * cols + col - c1
        g = struct.unpack_from(e + "H", data, at + 10 + 2 * k)[0]
        if g == 0xFFFF:
            continue
        left, right, _adv, ascent, descent = metrics[g]
        w, h = right - left, ascent + descent
        stride = ((w + 7) // 8 + pad - 1) // pad * pad
        rows = []
        for y in range(h):
            v = 0
            for x in range(w):
                b = data[bits + offsets[g] + y * stride + x // 8]
                on = (b >> (7 - x % 8)) & 1 if msbit else (b >> (x % 8)) & 1
                v |= on << (w - 1 - x)
            rows.append(v)
        glyphs[code] = rows
        width, height = max(width, w), max(height, h)
    return glyphs, width, height
