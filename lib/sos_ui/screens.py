"""Full-screen text pages: title, crew choice, hand-over, game over, help and
pause. One screen object is reused for all of them: a title, a fixed set of
text lines and a menu, over the sea."""
import displayio
import vectorio

from sos_ui.menu import ROW, Menu
from sos_ui.text import FONT_W, TextRow, palette

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
        big = displayio.Group(scale=scale, y=3)
        self.title = TextRow(0, 0, width // (FONT_W * scale), palette(TITLE))
        big.append(self.title.grid)
        self.group.append(big)
        top = 3 + ROW * scale + 4
        self.top = top
        self.ink = palette(TEXT)       # a page's lines share a colour
        self.lines = TextRow(4, top, (width - 4) // FONT_W, self.ink, n_lines)
        self.n_lines = n_lines
        self.group.append(self.lines.grid)
        rows = (height - top - 6) // ROW - 1
        self.menu = Menu(6, top, width - 12, min(rows, 10))
        self.group.append(self.menu.group)
        self.width = width
        self.height = height

    def text(self, title, lines=(), colour=TEXT):
        self.title.centre(title)
        for i in range(self.n_lines):
            self.lines.set(lines[i] if i < len(lines) else "", 0, i)
        if self.ink[1] != colour:
            self.ink[1] = colour
        self.menu.group.hidden = True

    def line_text(self, i):
        return self.lines.row_text(i)

    def menu_at(self, first_line, texts, n, cursor=0, enabled=None):
        """A menu below `first_line` text lines."""
        m = self.menu
        m.group.y = self.top + first_line * ROW
        m.fit(n)
        m.show(texts, n, cursor, enabled)
        m.group.hidden = False
