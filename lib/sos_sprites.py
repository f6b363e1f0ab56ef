"""Sprite-sheet layout and tile helpers, shared by the device, the desktop and
`tools/make_bitmaps.py` (which draws the sheets from these numbers).

A sheet is one 4-bit indexed BMP cut into *cells*: half a card wide and one
card strip tall.  `small` cells are 10x10 px (160x128 screens), `large` cells
15x12 px (240x135), `tall` cells 15x16 px (240x240).  A card is two cells wide; a face-up
card seen in an overlapped line is one *strip* (two cells); the exposed card
adds two *body* rows below its strip.  Every screen can be one TileGrid of
cells per column (or one for the whole board); all TileGrids share one Bitmap.

Card byte (fixed by the core): bits 0-4 value 1..17, bit 5 anchor, bit 6 class
(0 first, 1 second), bit 7 Mystery Passenger (never an anchor); 0 = no card.

Cell index of a card strip (left, right) and body (4 cells in a row:
row 1 left, row 1 right, row 2 left, row 2 right):

    left  = VALUE + 13 * cls + value          (1st: 1..13, 2nd: 14..30)
    right = MARK + 3 * cls + variant          (variant 0 plain, 1 anchor, 2 mystery)
    body  = BODY + 4 * (3 * cls + variant)

Loading: `load()` reads the 4-bit BMP itself straight into a Bitmap (the sheet
lives in RAM: fast tile drawing; small = 6,400 B, large = 11,520 B,
tall = 15,360 B of Bitmap)
and falls back to displayio.OnDiskBitmap (no RAM for pixels, but every pixel
drawn is a file read: slow on a board); a sheet missing or damaged raises
OSError(its path, why), which code.py says in one line.  Palette index 0 is
the sea (board background): opaque in the board palette, transparent in
`overlay_palette()` copies, which also recolour the frame index (cursor vs
selection).
"""

from sos_core.booklet import COMPARTMENTS  # noqa: F401  per deck, bow to stern (R-COMP-4)
from sos_core.cards import ANCHOR as ANCHOR_BIT
from sos_core.cards import MYSTERY as MYSTERY_BIT
from sos_core.cards import SECOND as CLASS_BIT
from sos_core.cards import VALUE as VALUE_MASK
from sos_core.compat import const

# Sheet geometry: cells per sheet row and rows; cell size per sheet name.
SHEET_COLS = const(16)
SHEET_ROWS = const(8)
CELL_SIZE = {"small": (10, 10), "large": (15, 12), "tall": (15, 16),
             "font": (6, 12), "font20": (9, 20)}   # the fonts' glyphs (1-bit, 16 a row)
# the text's font on each sheet's screens: 9x20 on 240 px (1.9 mm on the glass)
FONT_OF = {"small": "font", "large": "font20", "tall": "font20"}
# The cursor's and the selection's frame around a card column: its sides' width
# per sheet, its top's and its bottom's height (a one-strip box's bottom is its
# strip's last row: a frame keeps off the strip's glyphs). The sheet's frame
# cells are drawn to these, and the board draws the frames as these edges.
FRAME_SIDE = {"small": 2, "large": 3, "tall": 3}
FRAME_BAR_PX = const(2)           # its top and its bottom
FRAME_BOX_BOTTOM_PX = const(1)

# Palette indices (the colours themselves live in tools/make_bitmaps.py).
SEA = const(0)
INK = const(1)
WHITE = const(2)
FIRST = const(3)  # 1st class fill (dark purple)
FIRST_HI = const(4)  # 1st class symbol (lavender)
SECOND = const(5)  # 2nd class fill (light yellow)
SECOND_HI = const(6)  # 2nd class symbol (amber)
BACK = const(7)
BACK_HI = const(8)
GREY = const(9)
WATER = const(10)
HULL = const(11)
FRAME = const(12)  # cursor / selection colour, recoloured per overlay palette
RED = const(13)
DIM = const(14)
WOOD = const(15)

# Cell indices.
BLANK = const(0)  # plain sea
VALUE = const(0)  # + 13 * cls + value (value >= 1)
MARK = const(31)  # + 3 * cls + variant
BODY = const(37)  # + 4 * (3 * cls + variant), 4 cells
BACK_TENS = const(61)  # + tens digit (0 = no digit): left half of a back strip
BACK_UNITS = const(71)  # + units digit: right half of a back strip
BACK_RIGHT = const(81)  # right half of a back strip without a number
BACK_BODY = const(82)  # 4 cells
EMPTY = const(86)  # dashed outline: strip left, strip right, then 4 body cells
FRAME_TOP = const(92)  # left, right
FRAME_MID = const(94)
FRAME_BOTTOM = const(96)
FRAME_BOX = const(98)  # a frame around one strip
ELLIPSIS = const(100)  # + 2 * cls: left, right ("more cards hidden here")
HULL_DECK = const(104)  # + deck - 1 (1..6): left half of a deck header
HULL_FLOOD = const(110)  # + FLOOD_BASE[compartments] + flooded: right half
BOAT_HEADER = const(120)  # left, right: header of the Collapsible Boat line
LIFEBOAT = const(122)  # left, right: under a survivor group
ICON_ANCHOR = const(124)  # single cells on sea
ICON_ACTION = const(125)
ICON_SCORE = const(126)  # a star: the running score
ICON_PAGE = const(127)
CELL_COUNT = const(128)

FLOOD_BASE = (9, 7, 4, 0)  # first HULL_FLOOD offset for 0, 1, 2, 3 compartments


def _variant(card):
    if card & MYSTERY_BIT:
        return 2
    return 1 if card & ANCHOR_BIT else 0


def strip_left(card):
    """Cell of the left half of a card's strip (value)."""
    if not card:
        return BLANK
    return VALUE + (13 if card & CLASS_BIT else 0) + (card & VALUE_MASK)


def strip_right(card):
    """Cell of the right half of a card's strip (anchor / '?' / plain)."""
    if not card:
        return BLANK
    return MARK + (3 if card & CLASS_BIT else 0) + _variant(card)


def body(card):
    """First of the 4 body cells of a face-up card."""
    return BODY + 4 * ((3 if card & CLASS_BIT else 0) + _variant(card))


def hull_flood(deck, flooded):
    """Right half of deck `deck` (1..6) header with `flooded` compartments."""
    cap = COMPARTMENTS[deck - 1]
    if flooded > cap:
        flooded = cap
    return HULL_FLOOD + FLOOD_BASE[cap] + flooded


# --- writing cells into a TileGrid ------------------------------------------
# Integer indices (row * width + col): a (col, row) subscript would build a
# tuple, which allocates on a board.  A cell is written only when it changes,
# so the display redraws only what really changed.


def put_pair(grid, col, row, left, right):
    i = row * grid.width + col
    if grid[i] != left:
        grid[i] = left
    if grid[i + 1] != right:
        grid[i + 1] = right


def put_strip(grid, col, row, card):
    """One overlapped card: its strip at (col, row)."""
    put_pair(grid, col, row, strip_left(card), strip_right(card))


def put_body(grid, col, row, first):
    """Two body rows from the 4 consecutive cells starting at `first`."""
    put_pair(grid, col, row, first, first + 1)
    put_pair(grid, col, row + 1, first + 2, first + 3)


def put_back_strip(grid, col, row, count):
    """A face-down strip numbered `count` (0 or more than 99: no number)."""
    if 0 < count < 100:
        put_pair(grid, col, row, BACK_TENS + count // 10, BACK_UNITS + count % 10)
    else:
        put_pair(grid, col, row, BACK_TENS, BACK_RIGHT)


def put_back(grid, col, row, count):
    """A whole face-down card (the passenger deck, say) with a count."""
    put_back_strip(grid, col, row, count)
    put_body(grid, col, row + 1, BACK_BODY)


def put_empty(grid, col, row):
    """An empty-slot outline, a whole card tall."""
    put_pair(grid, col, row, EMPTY, EMPTY + 1)
    put_body(grid, col, row + 1, EMPTY + 2)


def put_blank(grid, col, row, rows):
    for r in range(row, row + rows):
        put_pair(grid, col, r, BLANK, BLANK)


def strip_row(facedown, count, rows, k):
    """Row offset of run card k (0 = bottom of the face-up run) in a line
    column `rows` cells tall drawn by put_line; -1 when hidden by the
    ellipsis.  The exposed card k = count - 1 has its body on the 2 rows below."""
    top = 1 if facedown else 0
    room = rows - top - 2  # strips that fit, the exposed card's included
    if count <= room:
        return top + k
    if k == 0:
        return top
    first = count - (room - 2)  # first card shown after the ellipsis
    if k < first:
        return -1
    return top + 2 + k - first


def put_line(grid, col, row, rows, facedown, run, count, used=255, start=0):
    """Draw a line (R-LINE-1) into `rows` rows from (col, row): a numbered
    back strip if `facedown`, the face-up run run[start..start+count-1]
    (bottom to top; run is a bytearray) as overlapped strips, the exposed card
    whole. A run too long for the column shows its bottom card, an ellipsis
    strip, then as many top cards as fit. An empty line is a dashed outline.
    Below it the column is blanked down to row `used` (what may still show
    cards: a redraw need not blank the rows it never filled).
    Returns the row of the exposed card's strip (or of the outline).
    The cells are worked out and written here, not through put_strip and its
    helpers: a move redraws two lines, and a call a cell was most of the cost."""
    end = row + rows if used > row + rows else used
    if not count:
        if facedown:
            put_back(grid, col, row, facedown)
        else:
            put_empty(grid, col, row)
        put_blank(grid, col, row + 3, end - row - 3)
        return row
    w = grid.width
    r = row
    if facedown:
        put_back_strip(grid, col, r, facedown)
        r += 1
    room = rows - (r - row) - 2
    first = start
    if count > room:
        put_strip(grid, col, r, run[start])
        cls = 2 if run[start] & CLASS_BIT else 0
        put_pair(grid, col, r + 1, ELLIPSIS + cls, ELLIPSIS + cls + 1)
        r += 2
        first = start + count - (room - 2)
    i = r * w + col                       # the strips, the exposed card's last
    kind = 0
    for k in range(first, start + count):
        card = run[k]
        kind = 3 if card & CLASS_BIT else 0        # 3 * cls + variant (as body())
        t = VALUE + (13 if kind else 0) + (card & VALUE_MASK)
        if grid[i] != t:
            grid[i] = t
        kind += 2 if card & MYSTERY_BIT else 1 if card & ANCHOR_BIT else 0
        t = MARK + kind
        if grid[i + 1] != t:
            grid[i + 1] = t
        i += w
    r += start + count - first - 1
    t = BODY + 4 * kind                   # the exposed card's body, two rows
    for _ in range(2):
        if grid[i] != t:
            grid[i] = t
        if grid[i + 1] != t + 1:
            grid[i + 1] = t + 1
        t += 2
        i += w
    for _ in range(end - r - 3):          # blank below
        if grid[i] != BLANK:
            grid[i] = BLANK
        if grid[i + 1] != BLANK:
            grid[i + 1] = BLANK
        i += w
    return r


# --- loading --------------------------------------------------------------


def load(bitmaps, sheet):
    """Return (bitmap, palette) of sheet `sheet` ("small"/"large", 4-bit; or
    "font"/"font20", 1-bit) found in directory `bitmaps` (a string ending with '/').

    Our own reader of our own sheets (uncompressed 4-bit BMP): the pixels go
    straight into the Bitmap through bitmaptools.readinto (C on a board), as
    adafruit_imageload's would, without its ~5.9 KB of heap to import (.mpy,
    64-bit VM) for one file read once. Without bitmaptools it falls back to an
    OnDiskBitmap (no RAM, slow drawing). A file missing, cut short or not the
    sheet its cells make (read as it is: a traceback, or garbage cells) raises
    OSError(its path, "missing" | "short" | "corrupt"), which code.py says."""
    import displayio

    name = bitmaps + sheet + ".bmp"
    try:
        f = open(name, "rb")
    except OSError:
        f = None
    if f is None:                      # (raised out here: no chained traceback)
        raise OSError(name, "missing")
    head = bytearray(54)
    with f:
        size = f.seek(0, 2)
        f.seek(0)
        f.readinto(head)
        n = _le(head, 46) or 16
        width = _le(head, 18)
        height = _le(head, 22)
        cw, ch = CELL_SIZE[sheet]
        bits = 1 if sheet.startswith("font") else 4    # glyphs: ink or not
        why = "short" if size < 54 else None
        if why is None and (head[0] != 0x42 or head[1] != 0x4D or _le(head, 14) != 40
                            or head[28] != bits or _le(head, 30) or n > 1 << bits
                            or _le(head, 10) != 54 + 4 * n or width != SHEET_COLS * cw
                            or height % ch or not 0 < height <= SHEET_ROWS * ch):
            why = "corrupt"
        if why is None and size < 54 + 4 * n + (width * bits + 31) // 32 * 4 * height:
            why = "short"
        if why is not None:
            raise OSError(name, why)
        try:
            from bitmaptools import readinto
        except ImportError:
            readinto = None
        if readinto is not None:
            table = bytearray(4 * n)           # blue, green, red, 0 per colour
            f.seek(54)
            f.readinto(table)                  # the pixels follow
            palette = displayio.Palette(n)
            for i in range(n):
                palette[i] = (table[4 * i + 2] << 16) | (table[4 * i + 1] << 8) | table[4 * i]
            bitmap = displayio.Bitmap(width, height, 1 << bits)
            readinto(bitmap, f, bits_per_pixel=bits, element_size=4,
                     reverse_pixels_in_element=True, reverse_rows=True)
    if readinto is None:
        odb = displayio.OnDiskBitmap(name)
        return odb, odb.pixel_shader
    return bitmap, palette


def _le(b, i):
    """A 32-bit little-endian field of a BMP header (our sheets' are far below
    2**30; a damaged header's may not be, a long int once at start)."""
    return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)


def overlay_palette(palette, frame_colour):
    """A copy of `palette` with the sea transparent and FRAME = frame_colour."""
    import displayio

    copy = displayio.Palette(len(palette))
    for i in range(len(palette)):
        copy[i] = palette[i]
    copy[FRAME] = frame_colour
    copy.make_transparent(SEA)
    return copy


def tile_grid(bitmap, palette, sheet, width, height, x=0, y=0):
    """A TileGrid of `width` x `height` cells of `sheet`, all BLANK."""
    import displayio

    cw, ch = CELL_SIZE[sheet]
    return displayio.TileGrid(
        bitmap,
        pixel_shader=palette,
        width=width,
        height=height,
        tile_width=cw,
        tile_height=ch,
        default_tile=BLANK,
        x=x,
        y=y,
    )


class Columns:
    """A board's cells as TileGrids one card wide (two cells) side by side,
    appended to `group`: a ship's line each, the panel, the tray's slots in
    them. displayio redraws one rectangle per TileGrid around every cell
    changed in it, so with one grid a card moved from a line to the panel
    redrew every column between. A pair of cells (an even col) lies in one
    column: drawing writes `column[col // 2]` from its cell 0. Indexed too as
    one grid `width` cells wide (row * width + col), for what is not drawn per
    press (tests)."""

    def __init__(self, bitmap, palette, sheet, width, height, group):
        cw = CELL_SIZE[sheet][0]
        self.column = [tile_grid(bitmap, palette, sheet, 2, height, 2 * cw * k)
                       for k in range(width // 2)]
        for g in self.column:
            group.append(g)
        self.width = width
        self.height = height

    def __getitem__(self, i):
        c = i % self.width
        return self.column[c >> 1][i // self.width * 2 + (c & 1)]

    def __setitem__(self, i, tile):
        c = i % self.width
        self.column[c >> 1][i // self.width * 2 + (c & 1)] = tile
