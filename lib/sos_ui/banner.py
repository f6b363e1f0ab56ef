"""The flood banner: a box over the board when a page turns, saying why, the new
page and its points, and which deck is now flooded."""
import displayio
import terminalio
from adafruit_display_text import bitmap_label

from sos_ui.menu import ROW, rect

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
        self.labels = []
        for i in range(4):
            lab = bitmap_label.Label(terminalio.FONT, text="", color=LINES[i])
            lab.anchor_point = (0.5, 0.5)
            lab.anchored_position = (w // 2, 4 + i * ROW + ROW // 2)
            self.group.append(lab)
            self.labels.append(lab)
        self.group.hidden = True

    def show(self, *lines):
        for i in range(4):
            if self.labels[i].text != lines[i]:
                self.labels[i].text = lines[i]
        self.group.hidden = False
