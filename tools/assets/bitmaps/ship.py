"""The ship's and boats' cells: a deck's hull header with its compartments,
the boats, and the icons (anchor, action, score, page)."""

import sos_sprites as S

from tools.assets.bitmaps.canvas import Canvas, glyph_width
from tools.assets.bitmaps.glyphs import STAR_7X7, STAR_11X11


def draw_hull(spec, deck, flooded):
    """Header of deck `deck`: its hull section, number and compartments."""
    cw, ch = spec.cw, spec.ch
    cv = Canvas(2 * cw, ch)
    top = 1
    for y in range(top, ch):
        x0, x1 = 0, 2 * cw - 1
        if deck == 1:  # raked bow
            x0 = (y - top) // 2
        if deck == 6:  # rounded stern
            x1 = 2 * cw - 1 - max(0, y - (ch - 4))
        for x in range(x0, x1 + 1):
            cv.set(x, y, S.RED if y == ch - 1 else S.HULL)
    for x in range(2 * cw):
        if cv.get(x, top) == S.HULL:
            cv.set(x, top, S.GREY)  # deck line
    rows = spec.digits[deck]
    gy = top + 1
    nudge = 1 if deck == 1 and spec.name != "small" else 0    # the small "1" is centred
    cv.glyph((cw - glyph_width(rows)) // 2 + nudge, gy, rows, S.WHITE)
    cap = S.COMPARTMENTS[deck - 1]
    if cap:
        gap = 1 if spec.name == "small" else 2
        bw = (cw - 2 - (cap - 1) * gap) // cap
        used = cap * bw + (cap - 1) * gap
        bx = cw + (cw - used) // 2
        bh = len(rows)
        port = 2 if spec.name == "small" else 3
        for i in range(cap):
            x = bx + i * (bw + gap)
            if i < flooded:  # flooded: a full blue compartment
                cv.rect(x, gy, bw, bh, S.WATER)
            else:  # dry: a white porthole
                cv.rect(x + (bw - port) // 2, gy + (bh - port) // 2, port, port, S.WHITE)
    return cv


def draw_boat(spec, collapsible):
    cw, ch = spec.cw, spec.ch
    w = 2 * cw
    cv = Canvas(w, ch)
    small = spec.name == "small"
    top = 2 if small else 3
    num, den = spec.boat_slope
    for y in range(top, ch - 1):
        inset = 1 + (y - top) * num // den
        for x in range(inset, w - inset):
            edge = x in (inset, w - inset - 1) or y == ch - 2
            cv.set(x, y, S.INK if edge else S.WOOD)
    if collapsible:  # canvas sides
        cv.rect(2, top - 1, w - 4, 2 if small else 3, S.GREY)
    else:  # white gunwale
        cv.rect(1, top, w - 2, 1, S.WHITE)
    return cv


def draw_icon(spec, kind):
    cw, ch = spec.cw, spec.ch
    cv = Canvas(cw, ch)
    small = spec.name == "small"
    if kind == "anchor":
        rows = spec.anchor
        cv.glyph((cw - glyph_width(rows)) // 2, (ch - len(rows)) // 2, rows, S.WHITE)
    elif kind == "action":
        w, h = (7, 10) if small else (9, 12)   # the cell's height; odd: the bar centred
        x = (cw - w) // 2
        cv.rect(x, 0, w, h, S.WHITE)
        cv.rect(x + 1, 1, w - 2, h - 2, S.RED)
        bar = 1 if small else 2
        cx = x + (w - bar) // 2
        cv.rect(cx, 2, bar, h - 6 if small else h - 7, S.WHITE)
        cv.rect(cx, h - 3, bar, 1 if small else 2, S.WHITE)
    elif kind == "score":
        rows = STAR_7X7 if small else STAR_11X11
        cv.glyph((cw - glyph_width(rows)) // 2, (ch - len(rows)) // 2, rows, S.SECOND)
    else:  # page: an open booklet with lines of text
        w = cw - 2
        mid = 1 + w // 2
        for y in range(0, ch - 1):
            for x in range(1, 1 + w):
                line = y % 2 == 1 and 0 < y < ch - 2 and x not in (1, w, mid - 1, mid + 1)
                cv.set(x, y, S.GREY if x == mid or line else S.WHITE)
    return cv
