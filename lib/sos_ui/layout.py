"""Screen geometry per screen size: where the ship's lines, the survivor groups,
the tray of drawn cards and the text lines sit. Units are sprite cells
(sos_sprites.CELL_SIZE) unless a name ends in _y (pixels)."""


class Layout:
    def __init__(self, sheet, width, height):
        from sos_sprites import CELL_SIZE, FONT_OF

        cw, ch = CELL_SIZE[sheet]
        self.font = FONT_OF[sheet]           # the text's font: its cell below
        self.fw, self.fh = CELL_SIZE[self.font]
        self.sheet = sheet
        self.width = width
        self.height = height
        self.cw = cw
        self.ch = ch
        self.cols = width // cw              # 16 on every supported screen
        self.rows = -(-height // ch)         # a partial last row is covered with sea
        self.panel = self.cols - 2           # survivor groups, passenger deck, page
        self.info_chars = (width - 2) // self.fw     # the info line's: 26 on each screen
        if height >= 200:                    # CLUE 240x240: the tall sheet, cards 30x48
            self.line_rows = 9
            self.group_rows = 1
            self.tray_row = 10
            self.text_y = (190, 210, 230)    # info, prompt, key hint (centres)
            self.info_hides = False
            self.menu_rows = 7
        elif height >= 128 and width < 200:  # PyGamer / PyBadge 160x128: cards 20x30
            self.line_rows = 8
            self.group_rows = 1              # the panel's figures above the text rows
            self.tray_row = 9                # y 90-100, clear of the text rows
            self.text_y = (108, 120)         # info, prompt: 2 px above the edge
            self.info_hides = False
            self.menu_rows = 8
        else:                                # Feather 240x135
            self.line_rows = 7
            self.group_rows = 1
            self.tray_row = 8
            self.text_y = (106, 125)         # info (hidden under the tray), prompt
            self.info_hides = True
            self.info_chars = (self.panel * cw - 2) // self.fw   # beside the panel's foot
            self.menu_rows = 4
        self.deck_row = 1 + 4 * self.group_rows + (1 if self.group_rows == 2 else 0)
        self.discard_row = self.deck_row + 2
        self.tray_slots = self.cols // 2
        # the panel's figures, an icon and a number: the action deck, the score
        if self.group_rows == 2:
            self.actions_row = self.deck_row - 1
            self.score_row = self.deck_row + 1
        else:                                # 240x135: the tray leaves the panel free
            self.actions_row = self.deck_row + 1
            self.score_row = self.tray_row
            self.tray_slots -= 1

    def group_row(self, i):
        return 1 + self.group_rows * i
