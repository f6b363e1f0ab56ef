"""Every value legible on every tile (issue 23): a card's number never lies
under, nor touches, the frame a target's mark or the cursor draws around its
strip (a 1 of 10-17 touching it read as cut off on the 160x128 tray), on both
sprite sheets; and the colours a number is drawn in stand out from what is
under them, greyed menu items included (WCAG contrast >= 4.5)."""
import os

import pytest
import sos_sprites as S
from sos_ui import menu

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _generator():
    from tools.assets import make_bitmaps

    return make_bitmaps


M = _generator()


def _luminance(rgb):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * lin(rgb >> 16) + 0.7152 * lin((rgb >> 8) & 0xFF)
            + 0.0722 * lin(rgb & 0xFF))


def contrast(a, b):
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("name", ["small", "large", "tall"])
def test_a_cards_number_keeps_clear_of_the_frame_around_its_strip(name):
    sp = M.Spec(name)
    frame = M.draw_frame(sp, 1)
    # the frame's pixels and the columns beside its sides (above and below, the
    # strip's glyph rows start and end where the frame's edges do: draw_frame)
    near = set()
    for y in range(sp.ch):
        for x in range(sp.w):
            if frame.get(x, y) != S.SEA:
                near |= {(x - 1, y), (x, y), (x + 1, y)}
    checked = 0
    for cls in (0, 1):
        ink = M.class_colours(cls)[2]
        for value in range(1, (13, 17)[cls] + 1):
            for variant in (0, 1, 2):
                cv = M.draw_card(sp, cls, value, variant)
                # the number: ink inside the outline, in the strip's left cell
                digits = {(x, y) for y in range(1, sp.ch - 1) for x in range(1, sp.cw)
                          if cv.get(x, y) == ink}
                assert digits, (name, cls, value)
                assert not digits & near, (name, cls, value, sorted(digits & near))
                checked += 1
    assert checked == 3 * (13 + 17)


@pytest.mark.parametrize("fill,ink", [
    (S.FIRST, S.WHITE), (S.SECOND, S.INK), (S.BACK, S.WHITE), (S.SEA, S.WHITE)])
def test_numbers_on_tiles_have_contrast(fill, ink):
    assert contrast(M.COLOURS[fill], M.COLOURS[ink]) >= 4.5


def test_greyed_menu_items_are_legible_yet_grey():
    assert contrast(menu.DIMMED, menu.BOX) >= 4.5      # readable on the list's box
    assert contrast(menu.TEXT, menu.DIMMED) >= 2       # still unlike a choosable item
