"""The flood banner: a box over the board when a page turns, saying why, the new
page and its points, and which deck is now flooded."""
import displayio

from sos_ui.menu import ROW, rect
from sos_ui.text import FONT_W, TextRow, palette

FILL = 0x5A0E14
EDGE = 0xFF9020
LINES = (0xFFD860, 0xFFFFFF, 0x9FD8FF, 0xC8D4E8)


class Banner:
    def __init__(self, lay):
        w = min(lay.width - 8, 26 * 6 + 8)
        h = 4 * ROW + 8
        x = (lay.width - w) // 2
        y = lay.ch * 3
        self.group = displayio.Group(x=x, y=y)
        self.group.append(rect(EDGE, w, h))
        self.group.append(rect(FILL, w - 2, h - 2, 1, 1))
        self.labels = []               # one row each: each line has its colour
        chars = (w - 4) // FONT_W
        for i in range(4):
            lab = TextRow((w - chars * FONT_W) // 2, 4 + i * ROW, chars, palette(LINES[i]))
            self.group.append(lab.grid)
            self.labels.append(lab)
        self.group.hidden = True

    def show(self, a, b, c, d):
        """Four lines (texts as sos_ui.text takes them); positional, not *lines,
        which would build a tuple on every banner."""
        lab = self.labels
        lab[0].centre(a)
        lab[1].centre(b)
        lab[2].centre(c)
        lab[3].centre(d)
        self.group.hidden = False
