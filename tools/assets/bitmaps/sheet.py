"""One sprite sheet: every cell lib/sos_sprites.py names, cut from the cards,
hulls, boats and icons drawn whole, placed where the layout says."""

import sos_sprites as S

from tools.assets.bitmaps.canvas import Canvas
from tools.assets.bitmaps.cards import (
    draw_back,
    draw_card,
    draw_ellipsis,
    draw_empty,
    draw_frame,
)
from tools.assets.bitmaps.ship import draw_boat, draw_hull, draw_icon


class Sheet:
    def __init__(self, spec):
        self.spec = spec
        self.cells = {}
        self.canvas = Canvas(S.SHEET_COLS * spec.cw, S.SHEET_ROWS * spec.ch)

    def put(self, index, cv, col, row):
        """Cell `index` = cell (col, row) of canvas `cv`; a cell drawn twice
        must come out the same (left and right halves are shared)."""
        cw, ch = self.spec.cw, self.spec.ch
        data = cv.block(col * cw, row * ch, cw, ch)
        old = self.cells.get(index)
        if old is not None and old != data:
            raise ValueError("cell %d drawn two ways in %s" % (index, self.spec.name))
        self.cells[index] = data

    def put_pair(self, index, cv, row=0):
        self.put(index, cv, 0, row)
        self.put(index + 1, cv, 1, row)

    def build(self):
        sp = self.spec
        self.put(S.BLANK, Canvas(sp.cw, sp.ch), 0, 0)
        for cls in (0, 1):
            top = 13 if cls == 0 else 17
            for value in range(1, top + 1):
                for variant in (0, 1, 2):
                    card = value | (cls << 6) | ((0x20, 0x20, 0x80)[variant] if variant else 0)
                    cv = draw_card(sp, cls, value, variant)
                    self.put(S.strip_left(card), cv, 0, 0)
                    self.put(S.strip_right(card), cv, 1, 0)
                    b = S.body(card)
                    for i in range(4):
                        self.put(b + i, cv, i % 2, 1 + i // 2)
        for count in range(100):
            cv = draw_back(sp, count)
            if count >= 10:
                self.put(S.BACK_TENS + count // 10, cv, 0, 0)
            if count:
                self.put(S.BACK_UNITS + count % 10, cv, 1, 0)
            else:
                self.put(S.BACK_TENS, cv, 0, 0)
                self.put(S.BACK_RIGHT, cv, 1, 0)
                for i in range(4):
                    self.put(S.BACK_BODY + i, cv, i % 2, 1 + i // 2)
        cv = draw_empty(sp)
        self.put_pair(S.EMPTY, cv)
        for i in range(4):
            self.put(S.EMPTY + 2 + i, cv, i % 2, 1 + i // 2)
        self.put_pair(S.FRAME_BOX, draw_frame(sp, 1))
        cv = draw_frame(sp, 3)
        self.put_pair(S.FRAME_TOP, cv, 0)
        self.put_pair(S.FRAME_MID, cv, 1)
        self.put_pair(S.FRAME_BOTTOM, cv, 2)
        for cls in (0, 1):
            self.put_pair(S.ELLIPSIS + 2 * cls, draw_ellipsis(sp, cls))
        for deck in range(1, 7):
            for flooded in range(S.COMPARTMENTS[deck - 1] + 1):
                cv = draw_hull(sp, deck, flooded)
                self.put(S.HULL_DECK + deck - 1, cv, 0, 0)
                self.put(S.hull_flood(deck, flooded), cv, 1, 0)
        self.put_pair(S.BOAT_HEADER, draw_boat(sp, True))
        self.put_pair(S.LIFEBOAT, draw_boat(sp, False))
        for index, kind in ((S.ICON_ANCHOR, "anchor"), (S.ICON_ACTION, "action"),
                            (S.ICON_SCORE, "score"), (S.ICON_PAGE, "page")):
            self.put(index, draw_icon(sp, kind), 0, 0)
        missing = [i for i in range(S.CELL_COUNT) if i not in self.cells]
        if missing:
            raise ValueError("cells not drawn: %r" % missing)
        cw, ch = sp.cw, sp.ch
        for index, data in self.cells.items():
            x0 = (index % S.SHEET_COLS) * cw
            y0 = (index // S.SHEET_COLS) * ch
            for y in range(ch):
                row = y0 + y
                self.canvas.px[row * self.canvas.w + x0 : row * self.canvas.w + x0 + cw] = data[
                    y * cw : (y + 1) * cw
                ]
        return self.canvas
