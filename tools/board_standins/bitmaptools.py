"""Stand-in for CircuitPython's `bitmaptools`: blit, readinto, fill_region,
replace_color.

Memory modelled: none (the C functions allocate nothing). `readinto` reads the
file's pixel rows into the Bitmap's buffer (one read when the file's row size is
the Bitmap's, as for this game's 4-bit sheets; row order and pixel order within
a byte are not converted). Skipped: the pixel work of blit, fill_region and
replace_color, which only check their arguments (see displayio's docstring: C on
a board, and nothing reads the pixels back here)."""


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None,
         skip_source_index=None, skip_dest_index=None):
    if x2 is None:
        x2 = source_bitmap.width
    if y2 is None:
        y2 = source_bitmap.height
    if x1 < 0 or y1 < 0 or x2 > source_bitmap.width or y2 > source_bitmap.height:
        raise ValueError("source region out of range")


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    pass


def replace_color(dest_bitmap, old_color, new_color):
    pass


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    row = ((bitmap.width * bits_per_pixel + 31) // 32) * 4
    buf = bitmap._buf
    if row == bitmap._stride:
        file.readinto(buf)
        return
    view = memoryview(buf)
    n = min(row, bitmap._stride)
    skip = bytearray(max(0, row - n))
    for y in range(bitmap.height):
        o = y * bitmap._stride
        file.readinto(view[o:o + n])
        if skip:
            file.readinto(skip)
