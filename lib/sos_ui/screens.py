"""Full-screen text pages: title, crew choice, hand-over, game over, help and
pause. One screen object is reused for all of them: a title, a fixed set of
text lines and a menu, over the sea."""
import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label

from sos_ui.menu import ROW, Menu

SEA = 0x0B1E3A
TITLE = 0xFFD860
TEXT = 0xFFFFFF
SOFT = 0xC8D4E8


class Screen:
    def __init__(self, width, height, n_lines):
        self.group = displayio.Group()
        pal = displayio.Palette(1)
        pal[0] = SEA
        self.group.append(vectorio.Rectangle(pixel_shader=pal, width=width, height=height))
        scale = 2 if width >= 200 else 1
        self.title = bitmap_label.Label(terminalio.FONT, text="", color=TITLE, scale=scale)
        self.title.anchor_point = (0.5, 0)
        self.title.anchored_position = (width // 2, 3)
        self.group.append(self.title)
        top = 3 + ROW * scale + 4
        self.top = top
        self.lines = []
        for i in range(n_lines):
            lab = bitmap_label.Label(terminalio.FONT, text="", color=TEXT)
            lab.anchor_point = (0, 0.5)
            lab.anchored_position = (4, top + i * ROW + ROW // 2)
            self.group.append(lab)
            self.lines.append(lab)
        rows = (height - top - 6) // ROW - 1
        self.menu = Menu(6, top, width - 12, min(rows, 10))
        self.group.append(self.menu.group)
        self.width = width
        self.height = height

    def text(self, title, lines=(), colour=TEXT):
        if self.title.text != title:
            self.title.text = title
        for i in range(len(self.lines)):
            t = lines[i] if i < len(lines) else ""
            lab = self.lines[i]
            if lab.text != t:
                lab.text = t
            if lab.color != colour:
                lab.color = colour
        self.menu.group.hidden = True

    def menu_at(self, first_line, texts, n, cursor=0, enabled=None):
        """A menu below `first_line` text lines."""
        m = self.menu
        m.group.y = self.top + first_line * ROW
        m.fit(n)
        m.show(texts, n, cursor, enabled)
        m.group.hidden = False
