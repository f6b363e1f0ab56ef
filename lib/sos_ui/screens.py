"""Full-screen text pages: title, crew choice, hand-over, game over, help,
pause and statistics. One screen object is reused for all of them: a title, a
fixed set of text lines, a menu, and a foot line at the bottom edge (key hints),
over the sea."""
import displayio
import vectorio

from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui.menu import PAD, Menu
from sos_ui.text import TextRow, palette

SEA = const(0x0B1E3A)
TITLE = const(0xFFD860)
TEXT = const(0xFFFFFF)
SOFT = const(0xC8D4E8)


class Screen:
    def __init__(self, width, height, n_lines, list_rows):
        """`list_rows`: the board's option list, which is this screen's Menu too."""
        self.group = displayio.Group()
        pal = displayio.Palette(1)
        pal[0] = SEA
        self.group.append(vectorio.Rectangle(pixel_shader=pal, width=width, height=height))
        fw = Tx.FONT_W
        self.rh = rh = Tx.FONT_H       # a text row (the screen's font)
        # the title in its colour; on a screen of few rows (the Feather's six) no
        # margin above it
        y = 3 if height // rh > 6 else 0
        self.title = TextRow(0, y, width // fw, palette(TITLE))
        self.group.append(self.title.grid)
        top = y + rh + (4 if y else 1)
        self.top = top
        self.ink = palette(TEXT)       # a page's lines share a colour
        # the foot line at the bottom edge; the lines end above it
        foot_y = height - 1 - rh
        n_lines = min(n_lines, (foot_y - top) // rh)
        self.lines = TextRow(4, top, (width - 4) // fw, self.ink, n_lines)
        self.n_lines = n_lines
        # fewer lines than a help page's seven (240x135's four): the screens
        # that show more put them another way (sos_ui.over, deal, stats, handover)
        self.short = n_lines < 7
        self.group.append(self.lines.grid)
        self.foot_row = TextRow(4, foot_y, (width - 4) // fw, palette(SOFT))
        self.group.append(self.foot_row.grid)
        # as many rows as fit, up to ten (the CLUE: the whole title); longer scroll
        self.menu_rows = min((foot_y - top - 2 * PAD) // rh, 10)
        # menu items are board texts: at most 26 characters (words.txt), 23 on
        # each screen (a blank character at each end of a row)
        self.menu = Menu(max(self.menu_rows, list_rows), min((width - 8) // fw - 2, 26), width)
        self.width = width
        self.height = height

    def text(self, title, lines=(), colour=TEXT):
        self.title.centre(title)
        for i in range(self.n_lines):
            self.lines.set(lines[i] if i < len(lines) else "", 0, i)
        if self.ink[1] != colour:
            self.ink[1] = colour
        self.menu.open(False)
        self.menu.settle()
        self.foot_row.set("")

    def foot(self, text):
        """The foot line (a key hint), centred; cleared by text()."""
        self.foot_row.centre(text)

    def line(self, i, text):
        """Set text line i alone (a line filled in after the page is shown)."""
        self.lines.set(text, 0, i)

    def menu_at(self, first_line, texts, n, cursor=0, enabled=None, foot=False):
        """A menu below `first_line` text lines, above the foot line (`foot`:
        over it, where no key hint is needed)."""
        m = self.menu
        m.move(self.group, m.chars)
        rh = self.rh
        below = self.foot_row.grid.y + (rh if foot else 0) - self.top - first_line * rh
        m.fit(min(n, self.menu_rows, max(1, (below - 2 * PAD) // rh)))
        # on a screen of few rows (240x135) a menu that would run off the bottom
        # covers the last lines instead: the first say the most
        m.place((self.width - m.width) // 2,
                self.top + rh * min(first_line, (self.height - m.height() - self.top) // rh))
        m.show(texts, n, cursor, enabled)
        m.open(True)
