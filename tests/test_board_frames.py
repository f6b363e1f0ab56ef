"""Card values stay readable under every frame: on every card size, every
value of both classes, plain, anchor and Mystery, in a line (overlapped strip
and exposed card), a survivor group and the tray, framed by the cursor, the
selection and the target hint, shows its value and mark glyphs pixel for pixel
as it does unframed."""
import pytest
import sos_sprites as S
import uikit

from sos_core.cards import ANCHOR, MYSTERY, SECOND

PROFILES = ("pygamer", "clue", "feather")
RUN = 4                                  # cards a line shows: 3 strips and the exposed card


pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def every_card():
    cards = []
    for cls in (0, 1):
        for value in range(1, (13 if cls == 0 else 17) + 1):
            for extra in (0, ANCHOR, MYSTERY):
                cards.append(value | (SECOND if cls else 0) | extra)
    return cards


class Board:
    """A bare board view on the headless display, cards placed by hand."""

    def __init__(self, profile):
        self.app = app = uikit.make_app(profile)
        self.view = v = app.view
        self.lay = app.lay
        for g in (app.options.group, app.banner.group, v.info.grid, v.prompt.grid):
            g.hidden = True
        if v.keys is not None:
            v.keys.grid.hidden = True
        app.display.root_group = v.group
        small = app.lay.sheet == "small"
        self.side = S.FRAME_SIDE[app.lay.sheet]  # frame sides
        self.glyph_h = 7 if small else 9         # digit height, from row 2 of a strip

    def place(self, cards):
        """Lay out cards: RUN per line, one per group, one per tray slot.
        Returns [(col, row, frame height, card)]."""
        lay, grid = self.lay, self.view.grid
        for r in range(lay.rows):
            for c in range(lay.cols):
                grid[r * grid.width + c] = S.BLANK
        spots = []
        k = 0
        run = bytearray(RUN)
        for line in range(7):
            for i in range(RUN):
                run[i] = cards[(k + i) % len(cards)]
            k += RUN
            top = S.put_line(grid, 2 * line, 1, lay.line_rows, 0, run, RUN)
            for i in range(RUN):
                row = 1 + S.strip_row(0, RUN, lay.line_rows, i)
                spots.append((2 * line, row, top + 3 - row, run[i]))
        for i in range(4):
            card = cards[k % len(cards)]
            k += 1
            S.put_strip(grid, lay.panel, lay.group_row(i), card)
            spots.append((lay.panel, lay.group_row(i), 1, card))
        for slot in range(lay.tray_slots):
            card = cards[k % len(cards)]
            k += 1
            S.put_strip(grid, 2 * slot, lay.tray_row, card)
            spots.append((2 * slot, lay.tray_row, 1, card))
        return spots

    def glyphs(self, col, row):
        """The raw pixels of a strip's value and mark: rows 2 .. 2 + glyph
        height, inside the frame's sides."""
        d = self.app.display
        lay = self.lay
        x1 = col * lay.cw + self.side
        x2 = (col + 2) * lay.cw - self.side
        out = []
        for y in range(row * lay.ch + 2, row * lay.ch + 2 + self.glyph_h):
            i = (y * d.width + x1) * 2
            out.append(bytes(d.rgb565[i:i + 2 * (x2 - x1)]))
        return out

    def hints(self, spots):
        v = self.view
        v.marks.begin()
        for col, row, _h, _card in spots:
            v.marks.mark(col, row)
        v.marks.end()


@pytest.mark.parametrize("profile", PROFILES)
def test_every_value_reads_the_same_under_every_frame(profile):
    b = Board(profile)
    v = b.view
    d = b.app.display
    cards = every_card()
    per = 7 * RUN + 4 + b.lay.tray_slots
    checked = set()
    for first in range(0, len(cards), per):
        spots = b.place(cards[first:] + cards[:first])
        b.hints([])
        v.marks.frame(0, 0, 0, 0)
        v.marks.frame(1, 0, 0, 0)
        d.refresh()
        bare = [b.glyphs(col, row) for col, row, _h, _c in spots]
        for _col, _row, _h, card in spots:
            checked.add(card)
        b.hints(spots)                              # every spot a target
        d.refresh()
        for k, (col, row, _h, card) in enumerate(spots):
            assert b.glyphs(col, row) == bare[k], ("hint", profile, card, col, row)
        n = len(spots)
        for k in range(n):                          # cursor on k, selection on another
            j = (k + n // 2) % n
            for which, e in ((0, k), (1, j)):
                col, row, h, _card = spots[e]
                v.marks.frame(which, col, row, h)
            d.refresh()
            for e in range(n):
                col, row, _h, card = spots[e]
                if col in (spots[k][0], spots[j][0]):
                    assert b.glyphs(col, row) == bare[e], (profile, card, col, row, k, j)
    assert checked == set(cards)


def test_the_test_sees_a_covered_glyph():
    """The comparison does fail where an overlay covers a glyph row: here the
    2-pixel bottom edge of a card frame laid over a strip."""
    b = Board("pygamer")
    spots = b.place(every_card())
    d = b.app.display
    b.view.marks.frame(0, 0, 0, 0)
    b.view.marks.frame(1, 0, 0, 0)
    d.refresh()
    col, row, _h, _card = spots[0]
    bare = b.glyphs(col, row)
    S.put_pair(b.view.marks.grid, col, row, S.FRAME_BOTTOM, S.FRAME_BOTTOM + 1)  # a bottom edge
    d.refresh()
    assert b.glyphs(col, row) != bare


def _sheet_frame(b, col, row, h):
    """The pixels the sheet's own frame cells show around `h` rows from (col,
    row): (x, y) of each FRAME pixel, as tools/bitmaps draws them."""
    lay = b.lay
    bitmap = b.view.column[0].bitmap
    cw, ch = lay.cw, lay.ch
    cells = ([(S.FRAME_BOX, S.FRAME_BOX + 1)] if h == 1 else
             [(S.FRAME_TOP, S.FRAME_TOP + 1)] + [(S.FRAME_MID, S.FRAME_MID + 1)] * (h - 2)
             + [(S.FRAME_BOTTOM, S.FRAME_BOTTOM + 1)])
    got = set()
    for r, pair in enumerate(cells):
        for half, tile in enumerate(pair):
            sx, sy = tile % S.SHEET_COLS * cw, tile // S.SHEET_COLS * ch
            for y in range(ch):
                for x in range(cw):
                    if bitmap[sx + x, sy + y] == S.FRAME:
                        got.add(((col + half) * cw + x, (row + r) * ch + y))
    return got


@pytest.mark.parametrize("profile", PROFILES)
def test_the_frames_edges_are_the_sheets_frame_cells(profile):
    """The cursor's and the selection's frames are drawn as four edges; each
    shows exactly the pixels of the sheet's frame cells, for a one-strip box, a
    card and a tall run, wherever it moves."""
    from sos_ui.marks import CURSOR, SELECTED

    b = Board(profile)
    b.place(every_card())
    d = b.app.display
    m = b.view.marks
    cursor, selected = uikit.rgb565(CURSOR), uikit.rgb565(SELECTED)
    for which, colour in ((0, cursor), (1, selected)):
        m.frame(1 - which, 0, 0, 0)
        for col, row, h in ((0, 1, 3), (4, 2, 1), (2, 1, b.lay.line_rows), (6, 3, 3)):
            m.frame(which, col, row, h)
            d.refresh()
            want = _sheet_frame(b, col, row, h)
            x0, y0 = col * b.lay.cw, row * b.lay.ch
            shown = {(x, y) for y in range(y0, y0 + h * b.lay.ch)
                     for x in range(x0, x0 + 2 * b.lay.cw) if d.pixel(x, y) == colour}
            assert shown == want, (profile, which, col, row, h)
        m.frame(which, 0, 0, 0)
        d.refresh()
        assert m.framed[which] == -1


@pytest.mark.parametrize("profile", PROFILES)
def test_a_frame_that_moves_redraws_its_edges_not_the_cards_inside(profile):
    """Issue 34: the cursor moved two columns on redraws its four edges where
    they were and where they are (a bar and its old place as one box where
    the gap is no wider than the bar: displayio's choice), not the cards."""
    b = Board(profile)
    b.place(every_card())
    d = b.app.display
    m = b.view.marks
    lay = b.lay
    m.frame(1, 0, 0, 0)
    for h in (1, 3, lay.line_rows):
        m.frame(0, 0, 1, h)
        d.refresh()
        before = d.total_pixels
        m.frame(0, 4, 1, h)                  # two columns on, the same height
        d.refresh()
        bottom = S.FRAME_BOX_BOTTOM_PX if h == 1 else S.FRAME_BAR_PX
        edges = 2 * lay.cw * (S.FRAME_BAR_PX + bottom) + 2 * S.FRAME_SIDE[lay.sheet] * h * lay.ch
        redrawn = d.total_pixels - before
        assert 2 * edges <= redrawn <= 2 * edges + 2 * lay.cw * (S.FRAME_BAR_PX + bottom), \
            (profile, h, redrawn, edges)
        # a frame as one card-sized grid redrew the card twice (where it was, where it is)
        old = 2 * (2 * lay.cw * h * lay.ch)
        assert redrawn <= old * (3 if h == 1 else 2) // 4, (profile, h, redrawn, old)
