"""Each sheet's measures: its cell size (lib/sos_sprites.py), glyphs and the
sizes of what is drawn in a cell."""

import sos_sprites as S

from tools.assets.bitmaps.glyphs import (
    ANCHOR_5X7,
    ANCHOR_7X9,
    ANCHOR_9X9,
    DIAMOND_5X7,
    DIGITS_4X7,
    DIGITS_6X9,
    DIGITS_6X12,
    QUESTION_5X7,
    QUESTION_6X9,
    QUESTION_6X12,
)


class Spec:
    """Sizes for one sheet."""

    def __init__(self, name):
        self.name = name
        self.cw, self.ch = S.CELL_SIZE[name]
        self.w = 2 * self.cw  # card width
        small = name == "small"
        tall = name == "tall"       # the large sheet's widths, taller cells: 240x240
        self.digits = DIGITS_4X7 if small else DIGITS_6X12 if tall else DIGITS_6X9
        self.question = QUESTION_5X7 if small else QUESTION_6X12 if tall else QUESTION_6X9
        self.anchor = ANCHOR_5X7 if small else ANCHOR_9X9
        self.body_anchor = ANCHOR_7X9 if small else self.anchor
        self.diamond = DIAMOND_5X7 if small else None   # else a square shape()
        # top of digits / marks inside a strip: centred below the frame's 2 px
        self.glyph_y = 2 + (self.ch - 2 - len(self.digits[0])) // 2 if tall else 2
        self.mark = 5 if small else 9  # class mark / anchor size
        self.mark_y = self.glyph_y + (len(self.digits[0]) - self.mark) // 2
        self.chamfer = 3 if small else 4
        self.shape = 15 if small else 25 if tall else 19  # body symbol size
        self.frame = S.FRAME_SIDE[name]  # frame sides (top, bottom: sos_sprites)
        # a lifeboat's sides: its inset grows by num/den a row
        self.boat_slope = (2, 3) if small else (3, 2) if not tall else (10, self.ch - 5)
