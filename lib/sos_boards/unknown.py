"""What code.py says on a board it has no profile for, and then stops: on the
serial console and on board.DISPLAY, in the built-in font. A module of its own,
loaded only then; it runs once, so its few allocations do not matter."""


def stop(bid, boards):
    """Say that board_id `bid` has no row of `boards` (sos_boards.BOARDS), then stop."""
    names = ", ".join(sorted(boards)) + "."
    print("sos: no profile for this board (board_id %r)." % bid)
    print("sos: the game runs on: " + names)
    print("sos: a new board is a profile in /lib/sos_boards and a row of its BOARDS "
          "(README: Troubleshooting).")
    short = ", ".join(sorted(boards, key=lambda b: (len(b), b))) + "."   # fewest rows
    if show(("No profile for board_id:", bid or "(none)", "Runs on: " + short,
             "README: Troubleshooting")):
        hold()
    raise SystemExit(1)


def show(lines):
    """Put `lines` on board.DISPLAY, each from a new row, wrapped at spaces;
    False where there is no display or no built-in font (terminalio)."""
    try:
        import board
        import displayio
        import terminalio
    except ImportError:
        return False
    display = getattr(board, "DISPLAY", None)
    if display is None:
        return False
    font = terminalio.FONT
    w, h = font.get_bounding_box()[:2]
    cols = display.width // w
    rows = []
    for line in lines:
        rows += wrap(line, cols)
    rows = rows[:display.height // h]
    ink = displayio.Palette(2)
    ink[0] = 0x000000
    ink[1] = 0xFFFFFF
    grid = displayio.TileGrid(font.bitmap, pixel_shader=ink, width=cols, height=len(rows),
                              tile_width=w, tile_height=h, default_tile=0)
    for r in range(len(rows)):
        for c in range(len(rows[r])):
            code = ord(rows[r][c])
            grid[c, r] = code - 32 if 32 <= code < 127 else 31   # tile = code - 32; "?"
    group = displayio.Group()
    group.append(grid)
    display.root_group = group
    display.refresh()
    return True


def wrap(text, cols):
    """`text` cut into rows of at most `cols` characters, at spaces where it can."""
    rows = []
    row = ""
    for word in text.split(" "):
        if row and len(row) + 1 + len(word) <= cols:
            row += " " + word
            continue
        if row:
            rows.append(row)
        while len(word) > cols:              # a board_id longer than a row
            rows.append(word[:cols])
            word = word[cols:]
        row = word
    rows.append(row)
    return rows


def hold():
    """Keep the message in view: when code.py ends, CircuitPython shows its own
    terminal in place of our group. A reset, Ctrl-C or a file saved to the drive
    (auto-reload) ends the wait."""
    import time

    while True:
        time.sleep(1)
