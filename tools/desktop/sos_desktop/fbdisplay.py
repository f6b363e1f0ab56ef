"""A displayio display without a screen: it draws into its own RGB565 buffer.

`FrameBufferDisplay(width, height)` is a `busdisplay.BusDisplay` built with no
bus (`None, b""`, auto_refresh=False).  displayio hands `_refresh_area` only
the dirty areas; each is filled into `rgb565` (big-endian, as a panel gets it)
and counted, so a test can ask how many pixels a cursor move redrew.
"""

import io

import busdisplay
from displayio._area import Area

# 5- and 6-bit channel to 8 bits, as Blinka's pygame display converted them.
_R5 = bytes((v * 255) // 31 for v in range(32))
_G6 = bytes((v * 255) // 63 for v in range(64))


class FrameBufferDisplay(busdisplay.BusDisplay):
    def __init__(self, width, height):
        self.rgb565 = bytearray(width * height * 2)
        self.refresh_count = 0  # refreshes that redrew something
        self.last_pixels = 0  # pixels redrawn by the latest refresh()
        self.total_pixels = 0
        self.last_areas = []  # (x1, y1, x2, y2) redrawn by the latest refresh()
        super().__init__(None, b"", width=width, height=height, auto_refresh=False)

    def refresh(self, **kwargs):
        self.last_pixels = 0
        self.last_areas = []
        full = self._core.full_refresh
        result = super().refresh(**kwargs)
        if full:
            # Blinka leaves the change flags of every TileGrid set after a full
            # refresh (CircuitPython clears them), so the next refresh would
            # redraw them all again.  Redraw them now, uncounted.
            pixels, areas = self.last_pixels, self.last_areas
            self.last_areas = []
            self._refresh_display()
            self.last_pixels, self.last_areas = pixels, areas
        if self.last_pixels:
            self.refresh_count += 1
            self.total_pixels += self.last_pixels
            self._presented()
        return result

    def _background(self):
        """Blinka's display thread calls this every millisecond, even while
        __init__ runs; this display only ever refreshes when told to."""

    def _presented(self):
        """Hook for a window to show the new frame."""

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        w = clipped.width()
        n = clipped.size()
        if not n:
            return True
        buf = memoryview(bytearray(n * 2)).cast("H")
        mask = memoryview(bytearray(((n + 31) // 32) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buf)
        src = buf.cast("B")
        fb = self.rgb565
        for row in range(clipped.height()):
            start = ((clipped.y1 + row) * self.width + clipped.x1) * 2
            fb[start : start + w * 2] = src[row * w * 2 : (row + 1) * w * 2]
        self.last_pixels += n
        self.last_areas.append((clipped.x1, clipped.y1, clipped.x2, clipped.y2))
        return True

    def pixel(self, x, y):
        """Colour at (x, y) as 0xRRGGBB (expanded from RGB565)."""
        i = (y * self.width + x) * 2
        v = (self.rgb565[i] << 8) | self.rgb565[i + 1]
        return (_R5[v >> 11] << 16) | (_G6[(v >> 5) & 63] << 8) | _R5[v & 31]

    def rgb(self, x1=0, y1=0, x2=None, y2=None):
        """RGB888 bytes of a rectangle (default: the whole screen)."""
        x2 = self.width if x2 is None else x2
        y2 = self.height if y2 is None else y2
        fb = self.rgb565
        out = bytearray((x2 - x1) * (y2 - y1) * 3)
        o = 0
        for y in range(y1, y2):
            i = (y * self.width + x1) * 2
            for _ in range(x1, x2):
                v = (fb[i] << 8) | fb[i + 1]
                out[o] = _R5[v >> 11]
                out[o + 1] = _G6[(v >> 5) & 63]
                out[o + 2] = _R5[v & 31]
                o += 3
                i += 2
        return out

    def image(self, scale=1):
        """The screen as a Pillow RGB image, each pixel `scale` x `scale` (crisp)."""
        from PIL import Image

        im = Image.frombytes("RGB", (self.width, self.height), bytes(self.rgb()))
        if scale > 1:
            im = im.resize((self.width * scale, self.height * scale), Image.NEAREST)
        return im

    def save_png(self, path, scale=1):
        self.image(scale).save(path, "PNG")
        return path

    def png(self):
        """The screen as PNG bytes."""
        out = io.BytesIO()
        self.image().save(out, "PNG")
        return out.getvalue()


def png_rgb(png):
    """(width, height, RGB bytes) of a PNG: its bytes or its path (Pillow reads it)."""
    from PIL import Image

    with Image.open(io.BytesIO(png) if isinstance(png, bytes) else png) as im:
        return im.width, im.height, im.convert("RGB").tobytes()
