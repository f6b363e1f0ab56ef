"""A card's cells: face up (strip and body, each class, plain, anchor or
Mystery), its back with the count of cards face down, the empty spot, the frame
around a target and the ellipsis of a long line's hidden cards."""

import sos_sprites as S

from tools.assets.bitmaps.canvas import Canvas, glyph_width


def number_width(spec, value):
    text = str(value)
    return sum(glyph_width(spec.digits[int(d)]) for d in text) + len(text) - 1


def draw_number(cv, spec, x, y, value, c):
    for d in str(value):
        rows = spec.digits[int(d)]
        cv.glyph(x, y, rows, c)
        x += glyph_width(rows) + 1


def card_outline(cv, spec, h, fill, line, cut):
    """Card of spec.w x h at (0, 0); corners cut diagonally (`cut` px) or
    rounded by one pixel (cut == 0)."""
    w = spec.w
    cv.rect(0, 0, w, h, fill)
    for x in range(w):
        cv.set(x, 0, line)
        cv.set(x, h - 1, line)
    for y in range(h):
        cv.set(0, y, line)
        cv.set(w - 1, y, line)
    if cut:
        for i in range(cut):
            for j in range(cut - i):
                for (x, y) in ((j, i), (w - 1 - j, i), (j, h - 1 - i), (w - 1 - j, h - 1 - i)):
                    cv.set(x, y, S.SEA)
            for (x, y) in ((cut - i, i), (w - 1 - cut + i, i), (cut - i, h - 1 - i),
                           (w - 1 - cut + i, h - 1 - i)):
                cv.set(x, y, line)
    else:
        for (x, y) in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            cv.set(x, y, S.SEA)


def class_colours(cls):
    """(fill, outline, digits, symbol) of a class."""
    if cls == 0:
        return S.FIRST, S.FIRST_HI, S.WHITE, S.FIRST_HI
    return S.SECOND, S.INK, S.INK, S.SECOND_HI


def draw_card(spec, cls, value, variant):
    """Whole face-up card (strip + body) on a 2 x 3 cell canvas."""
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    fill, line, ink, sym = class_colours(cls)
    card_outline(cv, spec, h, fill, line, spec.chamfer if cls == 0 else 0)
    # value, centred in the left half, but never under a frame or a target's
    # mark (draw_frame: `spec.frame` px a side) nor touching one: a 1 of 10-17
    # that touched it read as cut off
    nw = number_width(spec, value)
    x0 = 2 if spec.name == "small" else 3
    area = spec.cw - x0 - 1
    x = max(x0 + (area - nw + 1) // 2, spec.frame + 1)
    draw_number(cv, spec, x, spec.glyph_y, value, ink)
    # mark in the right half
    m = spec.mark
    mx = spec.cw + 2
    my = spec.mark_y
    kind = "diamond" if cls == 0 else "disc"
    dh = len(spec.digits[0])
    if variant == 0 and kind == "diamond" and spec.diamond:
        cv.glyph(mx, spec.glyph_y + (dh - len(spec.diamond)) // 2, spec.diamond, sym)
    elif variant == 0:
        cv.shape(mx, my, m, kind, sym)
    elif variant == 1:
        cv.glyph(mx, spec.glyph_y + (dh - len(spec.anchor)) // 2, spec.anchor, ink)
    else:
        q = spec.question
        qw = glyph_width(q)
        cv.rect(mx - 1, 1, m + 2, spec.ch - 1, S.RED)
        cv.glyph(mx + (m - qw) // 2, spec.glyph_y, q, S.WHITE)
    # body: the class symbol, with the anchor or '?' inside
    s = spec.shape
    sx = (spec.w - s) // 2
    inner_top = spec.ch
    inner_h = 2 * spec.ch - 1
    sy = inner_top + (inner_h - s) // 2
    cv.shape(sx, sy, s, kind, S.RED if variant == 2 else sym)
    if variant:
        rows = spec.body_anchor if variant == 1 else spec.question
        gx = sx + (s - glyph_width(rows)) // 2
        gy = sy + (s - len(rows)) // 2
        cv.glyph(gx, gy, rows, S.INK if variant == 1 else S.WHITE)
    return cv


def draw_back(spec, count):
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    card_outline(cv, spec, h, S.BACK, S.BACK_HI, 0)
    for y in range(1, h - 1):
        for x in range(1, spec.w - 1):
            if (x + y) % 4 == 0:
                cv.set(x, y, S.BACK_HI)
    if count:
        text = "%d" % count
        tens, units = (int(text[0]), int(text[1])) if len(text) == 2 else (None, int(text))
        y = spec.glyph_y
        dh = len(spec.digits[0])
        if tens is not None:
            rows = spec.digits[tens]
            x = spec.cw - 1 - glyph_width(rows)
            cv.rect(x - 1, y - 1, glyph_width(rows) + 2, dh + 2, S.BACK)
            cv.glyph(x, y, rows, S.WHITE)
        rows = spec.digits[units]
        x = spec.cw + 1
        cv.rect(x - 1, y - 1, glyph_width(rows) + 2, dh + 2, S.BACK)
        cv.glyph(x, y, rows, S.WHITE)
    return cv


def draw_empty(spec):
    h = 3 * spec.ch
    cv = Canvas(spec.w, h)
    w = spec.w
    for x in range(1, w - 1):
        if x % 3 != 2:
            cv.set(x, 0, S.GREY)
            cv.set(x, h - 1, S.GREY)
    for y in range(1, h - 1):
        if y % 3 != 2:
            cv.set(0, y, S.GREY)
            cv.set(w - 1, y, S.GREY)
    return cv


def draw_frame(spec, rows):
    """Frame `rows` cells tall around a card column (on sea = transparent)."""
    h = rows * spec.ch
    cv = Canvas(spec.w, h)
    t = spec.frame
    # The glyphs of a strip (value, mark) fill its rows 2 .. ch - 2 and its
    # columns t .. w - t - 1: a frame keeps off them, so a framed value reads
    # as it does bare (8 must not read "A"). A one-strip box's bottom edge is
    # therefore one pixel, the strip's last row; a taller frame ends in a body.
    bottom = S.FRAME_BOX_BOTTOM_PX if rows == 1 else S.FRAME_BAR_PX
    cv.rect(0, 0, spec.w, S.FRAME_BAR_PX, S.FRAME)
    cv.rect(0, h - bottom, spec.w, bottom, S.FRAME)
    cv.rect(0, 0, t, h, S.FRAME)
    cv.rect(spec.w - t, 0, t, h, S.FRAME)
    return cv


def draw_ellipsis(spec, cls):
    cv = Canvas(spec.w, spec.ch)
    fill, line, ink, _sym = class_colours(cls)
    card_outline(cv, spec, spec.ch + 4, fill, line, spec.chamfer if cls == 0 else 0)
    d = 2 if spec.name == "small" else 3
    y = spec.glyph_y + (len(spec.digits[0]) - d) // 2
    step = 2 * d + 1 if spec.name == "small" else 2 * d + 2
    x = (spec.w - (3 * d + 2 * (step - d))) // 2
    for i in range(3):
        cv.rect(x + i * step, y, d, d, ink)
    return cv
