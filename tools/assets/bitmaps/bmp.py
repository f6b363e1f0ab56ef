"""A canvas as an indexed BMP file's bytes, written by hand so that the output
is byte-for-byte the same whatever the image library."""

import struct


def bmp(canvas, palette, bits=4):
    """An indexed BMP of `bits` (4: a sheet; 1: a font's glyphs, loaded into a
    1-bit Bitmap, an eighth of a byte a pixel) with BITMAPINFOHEADER, bottom-up
    rows, the leftmost pixel in a byte's high bits."""
    w, h = canvas.w, canvas.h
    stride = ((w * bits + 31) // 32) * 4
    pixels = bytearray()
    for y in range(h - 1, -1, -1):
        packed = bytearray(stride)
        for x in range(w):
            packed[x * bits // 8] |= canvas.px[y * w + x] << (8 - bits - x * bits % 8)
        pixels += packed
    colours = b"".join(struct.pack("<BBBB", c & 0xFF, (c >> 8) & 0xFF, c >> 16, 0)
                       for c in palette)
    offset = 14 + 40 + len(colours)
    header = struct.pack("<2sIHHI", b"BM", offset + len(pixels), 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, bits, 0, len(pixels), 2835, 2835,
                       len(palette), 0)
    return header + info + colours + bytes(pixels)
