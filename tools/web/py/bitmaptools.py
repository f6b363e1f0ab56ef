"""The page's `bitmaptools`: readinto (the game's sprite-sheet loader), as
CircuitPython reads a file's pixel rows into a Bitmap; rows of the Bitmap's own
layout (sos_web's displayio: the first pixel in a byte's top bits) are copied
as they are, anything else a pixel at a time."""


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    width = bitmap.width
    height = bitmap.height
    per = element_size * 8
    rowsize = element_size * ((width * bits_per_pixel + per - 1) // per)
    row = bytearray(rowsize)
    direct = (bits_per_pixel == bitmap.bits_per_value and bits_per_pixel < 8
              and reverse_pixels_in_element and not swap_bytes_in_element
              and rowsize <= bitmap._stride)
    buf = bitmap._buf
    for y in range(height):
        if file.readinto(row) != rowsize:
            raise EOFError()
        yd = height - 1 - y if reverse_rows else y
        if direct:
            o = yd * bitmap._stride
            buf[o:o + rowsize] = row
            continue
        data = row
        if swap_bytes_in_element and element_size > 1:
            data = bytearray(rowsize)
            for i in range(0, rowsize, element_size):
                for k in range(element_size):
                    data[i + k] = row[i + element_size - 1 - k]
        for x in range(width):
            if bits_per_pixel < 8:
                per_byte = 8 // bits_per_pixel
                index = x % per_byte
                if reverse_pixels_in_element:
                    index = per_byte - 1 - index
                v = (data[x // per_byte] >> (bits_per_pixel * index)) & ((1 << bits_per_pixel) - 1)
            elif bits_per_pixel == 24:
                v = data[3 * x] << 16 | data[3 * x + 1] << 8 | data[3 * x + 2]
            else:
                n = bits_per_pixel >> 3
                v = 0
                for k in range(n):
                    v |= data[n * x + k] << (8 * k)
            bitmap[x, yd] = v & ((1 << bitmap.bits_per_value) - 1)
    bitmap._v += 1
