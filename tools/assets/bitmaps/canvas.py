"""A tiny canvas of palette indices, a byte a pixel: what every cell, sheet and
font is drawn on before bmp.py packs it."""

import sos_sprites as S


class Canvas:
    def __init__(self, w, h, fill=S.SEA):
        self.w = w
        self.h = h
        self.px = bytearray([fill]) * (w * h)

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y * self.w + x] = c

    def get(self, x, y):
        return self.px[y * self.w + x]

    def rect(self, x, y, w, h, c):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, c)

    def glyph(self, x, y, rows, c):
        for dy, row in enumerate(rows):
            for dx, ch in enumerate(row):
                if ch == "#":
                    self.set(x + dx, y + dy, c)

    def shape(self, x, y, size, kind, c):
        """A filled diamond or disc in a size x size box."""
        n = size - 1
        for dy in range(size):
            for dx in range(size):
                u = 2 * dx - n
                v = 2 * dy - n
                if kind == "diamond":
                    inside = abs(u) + abs(v) <= n
                else:
                    inside = u * u + v * v <= size * size - 2
                if inside:
                    self.set(x + dx, y + dy, c)

    def block(self, x, y, w, h):
        out = bytearray()
        for yy in range(y, y + h):
            out += self.px[yy * self.w + x : yy * self.w + x + w]
        return bytes(out)


def glyph_width(rows):
    return len(rows[0])
