"""Render a mock board from the sprite sheets, headless, into PNGs.

    python tools/desktop/demo_cards.py [OUT_DIR]      (default /tmp/sos_demo)
    python tools/desktop/demo_cards.py --play         (SOS_PROFILE, SOS_MODE...)

`--play` shows the board on the detected profile (a window on the PC) and
moves the cursor along the lines with LEFT/RIGHT (on the CLUE: A/B).

Draws the same mock position at 160x128 (small sheet), 240x240 and 240x135
(large sheet) with one TileGrid per column sharing one Bitmap, a cursor and a
selection overlay, and bitmap_label text; prints the bitmap memory each board
screen would take on a board (CircuitPython's formulas, not the PC's).
"""

import os
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if TOOLS not in sys.path:           # run as a script: tools/ for its _paths
    sys.path.insert(0, TOOLS)
import _paths  # noqa: E402,F401

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import displayio  # noqa: E402
import sos_sprites as S  # noqa: E402
import terminalio  # noqa: E402
from adafruit_display_text import bitmap_label  # noqa: E402
from sos_desktop import BITMAPS  # noqa: E402
from sos_desktop.fbdisplay import FrameBufferDisplay  # noqa: E402

FIRST, SECOND, ANCHOR, MYSTERY = 0x00, 0x40, 0x20, 0x80



def put_frame(grid, rows):
    """The sheet's frame cells around `rows` cells of a card column (the board
    draws its frames as edges: sos_ui.marks)."""
    if rows == 1:
        S.put_pair(grid, 0, 0, S.FRAME_BOX, S.FRAME_BOX + 1)
        return
    S.put_pair(grid, 0, 0, S.FRAME_TOP, S.FRAME_TOP + 1)
    for r in range(1, rows - 1):
        S.put_pair(grid, 0, r, S.FRAME_MID, S.FRAME_MID + 1)
    S.put_pair(grid, 0, rows - 1, S.FRAME_BOTTOM, S.FRAME_BOTTOM + 1)

def run(*cards):
    return bytearray(cards)


# A mock position on page 2: (face-down count, face-up run bottom to top).
LINES = (
    (3, run(SECOND | 9, SECOND | 8 | ANCHOR, SECOND | 7, SECOND | 6 | ANCHOR, SECOND | 5)),
    (5, run(FIRST | 12, FIRST | 11 | ANCHOR, FIRST | 10)),
    (7, run(*(SECOND | v | (ANCHOR if v % 3 == 0 else 0) for v in range(17, 4, -1)))),
    (9, run(FIRST | 4 | ANCHOR)),
    (2, run(SECOND | 6 | MYSTERY)),
    (0, run()),
    (0, run(FIRST | 13, FIRST | 12 | ANCHOR, FIRST | 11)),  # the Collapsible Boat
)
GROUPS = (FIRST | 5 | ANCHOR, SECOND | 3, SECOND | 8 | MYSTERY, 0)  # survivor group tops
PAGE = 2
DECK = 31

# screen: (width, height, sheet, survivor group rows: 2 = strip + boat, 4 = card + boat)
SCREENS = (("small", 160, 128, 2), ("large", 240, 240, 4), ("large", 240, 135, 2))


def bitmap_bytes(bitmap):
    """Bytes a displayio.Bitmap takes on a board: rows of 32-bit words."""
    bits = bitmap._bits_per_value  # noqa: SLF001 - Blinka keeps CircuitPython's value
    return ((bitmap.width * bits + 31) // 32) * 4 * bitmap.height


def memory(group, seen=None):
    """(bitmap, palette, tilegrid) bytes under `group`, shared objects once.
    Palette: 16 B a colour; TileGrid: one byte a tile (uint8 indices)."""
    seen = set() if seen is None else seen
    totals = [0, 0, 0]
    for item in group:
        if isinstance(item, displayio.Group):
            sub = memory(item, seen)
            totals = [a + b for a, b in zip(totals, sub)]
            continue
        if not isinstance(item, displayio.TileGrid):
            continue
        totals[2] += item.width * item.height
        bitmap, shader = item.bitmap, item.pixel_shader
        if id(bitmap) not in seen and isinstance(bitmap, displayio.Bitmap):
            seen.add(id(bitmap))
            totals[0] += bitmap_bytes(bitmap)
        if id(shader) not in seen and isinstance(shader, displayio.Palette):
            seen.add(id(shader))
            totals[1] += 16 * len(shader)
    return totals


def build(sheet, width, height, group_rows):
    """Return the root Group of the mock board for one screen."""
    bitmap, palette = S.load(BITMAPS, sheet)
    cw, ch = S.CELL_SIZE[sheet]
    rows = height // ch
    cursor_pal = S.overlay_palette(palette, 0x00F0C8)
    select_pal = S.overlay_palette(palette, 0xFF9020)
    root = displayio.Group()
    # Columns one row taller than the screen when it is not a whole number of
    # cells (240x135): the extra sea row covers the last pixels.
    columns = []
    for i in range(8):
        grid = S.tile_grid(bitmap, palette, sheet, 2, -(-height // ch), x=2 * i * cw)
        columns.append(grid)
        root.append(grid)
    # header row: the ship (decks 1..6), boat header
    flooded = (2, 0, 0, 0, 0, 0)  # page 2: the iceberg and one more page turn
    for deck in range(1, 7):
        hull = S.hull_flood(deck, flooded[deck - 1])
        S.put_pair(columns[deck - 1], 0, 0, S.HULL_DECK + deck - 1, hull)
    S.put_pair(columns[6], 0, 0, S.BOAT_HEADER, S.BOAT_HEADER + 1)
    tops = []
    for i, (facedown, cards) in enumerate(LINES):
        tops.append(S.put_line(columns[i], 0, 1, rows - 1, facedown, cards, len(cards)))
    # right panel: page icon, survivor groups, passenger deck
    panel = columns[7]
    S.put_pair(panel, 0, 0, S.ICON_PAGE, S.BLANK)
    r = 1
    for top in GROUPS:
        if not top and group_rows == 4:
            S.put_empty(panel, 0, r)
        elif not top:
            S.put_pair(panel, 0, r, S.EMPTY, S.EMPTY + 1)
        elif group_rows == 4:
            S.put_strip(panel, 0, r, top)              # a whole card: strip, body
            S.put_body(panel, 0, r + 1, S.body(top))
        else:
            S.put_strip(panel, 0, r, top)
        S.put_pair(panel, 0, r + group_rows - 1, S.LIFEBOAT, S.LIFEBOAT + 1)
        r += group_rows
    if r + 3 <= rows:
        S.put_back(panel, 0, r, DECK)
    elif r < rows:
        S.put_back_strip(panel, 0, r, DECK)
    page = bitmap_label.Label(terminalio.FONT, text=str(PAGE), color=0xFFFFFF)
    page.anchor_point = (0, 0.5)
    page.anchored_position = (14 * cw + cw + 1, ch // 2)
    root.append(page)
    # cursor on line 3's exposed card; selection = the top two cards of line 1
    cursor = S.tile_grid(bitmap, cursor_pal, sheet, 2, 3, x=4 * cw, y=tops[2] * ch)
    put_frame(cursor, 3)
    root.append(cursor)
    facedown, cards = LINES[0]
    k = len(cards) - 2
    srow = 1 + S.strip_row(facedown, len(cards), rows - 1, k)
    select = S.tile_grid(bitmap, select_pal, sheet, 2, 4, x=0, y=srow * ch)
    put_frame(select, 4)
    root.append(select)
    return root, cursor, tops


def play(profile):
    """Move the cursor over the lines until the window closes / the key
    script ends.  The loop allocates nothing per frame."""
    import time

    from sos_boards.buttons import LEFT, NONE, RIGHT, A, B

    group_rows = 4 if profile.height >= 20 * S.CELL_SIZE[profile.sheet][1] else 2
    root, cursor, tops = build(profile.sheet, profile.width, profile.height, group_rows)
    cw, ch = S.CELL_SIZE[profile.sheet]
    display, buttons = profile.display, profile.buttons
    display.root_group = root
    display.refresh()
    line = 2
    while not buttons.done:
        code = buttons.next()
        if code == NONE:
            time.sleep(0.01)
            continue
        if code in (RIGHT, A):
            line = (line + 1) % len(LINES)
        elif code in (LEFT, B):
            line = (line - 1) % len(LINES)
        else:
            continue
        cursor.x = 2 * line * cw
        cursor.y = tops[line] * ch
        display.refresh()


def main(out="/tmp/sos_demo"):
    os.makedirs(out, exist_ok=True)
    for sheet, width, height, group_rows in SCREENS:
        displayio.release_displays()
        display = FrameBufferDisplay(width, height)
        root, cursor, _tops = build(sheet, width, height, group_rows)
        display.root_group = root
        display.refresh()
        path = display.save_png(os.path.join(out, "board_%dx%d.png" % (width, height)))
        bitmaps, palettes, tiles = memory(root)
        # one cursor move: the overlay jumps to the next line
        cursor.x += 2 * S.CELL_SIZE[sheet][0]
        display.refresh()
        print(
            "%s  bitmaps %d B, palettes %d B, tiles %d B, total %d B; cursor move redraws %d px"
            % (path, bitmaps, palettes, tiles, bitmaps + palettes + tiles, display.last_pixels)
        )
    displayio.release_displays()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--play"]:
        import sos_desktop

        play(sos_desktop.open_profile())
    else:
        main(*sys.argv[1:2])
