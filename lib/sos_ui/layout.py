"""Screen geometry per screen size: where the ship's lines, the survivor groups,
the tray of drawn cards and the text lines sit. Units are sprite cells
(sos_sprites.CELL_SIZE) unless a name ends in _y (pixels)."""


class Layout:
    def __init__(self, sheet, width, height):
        from sos_sprites import CELL_SIZE

        cw, ch = CELL_SIZE[sheet]
        self.sheet = sheet
        self.width = width
        self.height = height
        self.cw = cw
        self.ch = ch
        self.cols = width // cw              # 16 on every supported screen
        self.rows = -(-height // ch)         # a partial last row is covered with sea
        self.panel = self.cols - 2           # survivor groups, passenger deck, page
        self.chars = width // 6              # terminalio.FONT is 6x12
        if height >= 200:                    # CLUE 240x240
            self.line_rows = 14
            self.group_rows = 2
            self.tray_row = 15
            self.text_y = (198, 214, 230)    # info, prompt, key hint
            self.info_hides = False
            self.menu_rows = 13
        elif height >= 128 and width < 200:  # PyGamer / PyBadge 160x128
            self.line_rows = 12
            self.group_rows = 2
            self.tray_row = 13
            self.text_y = (110, 122)         # info (hidden under the tray), prompt
            self.info_hides = True
            self.menu_rows = 8
        else:                                # Feather 240x135
            self.line_rows = 7
            self.group_rows = 1
            self.tray_row = 8
            self.text_y = (114, 127)
            self.info_hides = True
            self.menu_rows = 7
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
