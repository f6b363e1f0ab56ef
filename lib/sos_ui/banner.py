"""The flood banner: a box over the board when a page turns, saying why, the new
page and its points, and which deck is now flooded."""
import displayio

from sos_core.compat import const
from sos_ui.menu import ROW, rect
from sos_ui.text import FONT_W, TextRow, palette

FILL = const(0x5A0E14)
EDGE = const(0xFF9020)
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
        chars = (w - 4) // FONT_W
        x = (w - chars * FONT_W) // 2
        # one row each, each line its colour; App.show_banner writes them
        self.labels = tuple(TextRow(x, 4 + i * ROW, chars, palette(LINES[i])) for i in range(4))
        for lab in self.labels:
            self.group.append(lab.grid)
        self.group.hidden = True
