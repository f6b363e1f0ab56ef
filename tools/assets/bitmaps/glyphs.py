"""The pixel art of glyphs.txt as tuples of rows ('#' = ink), by name."""

import os

ART = os.path.join(os.path.dirname(os.path.abspath(__file__)), "glyphs.txt")


def read(path=ART):
    """{name: (glyph, ...)} of the file, a glyph a tuple of row strings."""
    sets = {}
    rows = None
    with open(path) as f:
        for no, line in enumerate(f, 1):
            where = "%s:%d" % (path, no)
            if line.startswith("="):
                rows = sets[line[1:].strip()] = []
            elif line[:1].isspace() and line.strip():
                if rows is None:
                    raise ValueError(where + ": art before any =NAME")
                if rows and len(line.split()) != len(rows[0]):
                    raise ValueError(where + ": not as many glyphs as the row above")
                rows.append(line.split())
            elif line.strip() and not line.startswith("#"):
                raise ValueError(where + ": neither art, =NAME nor a # comment")
    out = {}
    for name, rows in sets.items():
        glyphs = tuple(zip(*rows))
        # a ragged glyph would draw askew without a word: refuse it here
        if any(len(set(map(len, g))) != 1 for g in glyphs):
            raise ValueError("%s: %s has rows of different widths" % (path, name))
        out[name] = glyphs
    return out


_ART = read()

DIGITS_4X7 = _ART["DIGITS_4X7"]
DIGITS_6X9 = _ART["DIGITS_6X9"]
(QUESTION_5X7,) = _ART["QUESTION_5X7"]
(QUESTION_6X9,) = _ART["QUESTION_6X9"]
(ANCHOR_5X7,) = _ART["ANCHOR_5X7"]
(ANCHOR_7X9,) = _ART["ANCHOR_7X9"]
(DIAMOND_5X7,) = _ART["DIAMOND_5X7"]
(ANCHOR_9X9,) = _ART["ANCHOR_9X9"]
(STAR_7X7,) = _ART["STAR_7X7"]
(STAR_11X11,) = _ART["STAR_11X11"]

# the tall sheet's (240x240): the 6x9 glyphs 12 rows tall, rows repeated
_TALL_ROWS = (0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8)


def _taller(rows):
    return tuple(rows[i] for i in _TALL_ROWS)


DIGITS_6X12 = tuple(_taller(d) for d in DIGITS_6X9)
QUESTION_6X12 = _taller(QUESTION_6X9)
