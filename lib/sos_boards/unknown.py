"""What code.py says when the game cannot start, and then stops: on a board it
has no profile for, or where a file the game reads is missing or damaged. On the
serial console and on the display, in the built-in font. A module of its own,
loaded only then; it runs once, so its few allocations do not matter."""
import sys


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


def damaged(err, profile):
    """A file's reader found it missing or damaged (sos_sprites.load, sos_ui.text):
    `err` is OSError(its path, "missing" | "short" | "corrupt"). Say so in one
    line, on the profile's display too, then stop; the save area is not touched.
    Any other error goes on as it came."""
    if len(err.args) != 2 or not isinstance(err.args[0], str) or profile is None:
        raise err
    line = bad_file(err.args[0], err.args[1])
    print("sos: " + line)
    if show((line,), profile.display):
        hold()
    raise SystemExit(1)


def bad_file(path, why):
    """The line that names a bad file and what to do, as the player sees the drive:
    from its assets/ folder (the desktop's and the VMs' paths are longer)."""
    i = path.rfind("assets/")
    return "%s is %s: install the game again" % (
        path[i:] if i >= 0 else path, why if why == "missing" else "damaged (%s)" % why)


def show(lines, display=None):
    """Put `lines` on `display` (board.DISPLAY if None), each from a new row,
    wrapped at spaces; False where there is no display or no built-in font
    (terminalio)."""
    try:
        import displayio
        import terminalio

        if display is None:
            import board

            display = getattr(board, "DISPLAY", None)
    except ImportError:
        return False
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
            # tile = code - 32, "?" where the font has none; an int index, as
            # every displayio (and the VMs' stand-in) takes
            grid[r * cols + c] = code - 32 if 32 <= code < 127 else 31
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
    (auto-reload) ends the wait. Only on a board: the desktop and the VMs go on
    to their end."""
    if sys.implementation.name != "circuitpython":
        return
    import time

    while True:
        time.sleep(1)
