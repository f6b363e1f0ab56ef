"""UI figures for tools/bench.py, from the headless emulator: the bitmap and
palette memory of the 160x128 board screen (as a board would hold it), the
pixels redrawn by one cursor step, and over a whole game the pixels each press
redraws and their transfer time on the board's display bus.

The emulator's displayio is Blinka's, a port of CircuitPython's C one: it hands a
display the same dirty areas (a TileGrid's changed tiles, a moved or hidden
one's old and new places) that a board sends to its panel."""
import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from sos_boards.table import BY_NAME  # noqa: E402


def bitmap_bytes(bitmap):
    """Bytes a displayio.Bitmap takes on a board: rows of 32-bit words."""
    bits = bitmap._bits_per_value  # noqa: SLF001 - Blinka keeps CircuitPython's value
    return ((bitmap.width * bits + 31) // 32) * 4 * bitmap.height


def memory(group, seen=None):
    """Bitmap + Palette bytes under `group` (labels' bitmaps included), shared
    objects counted once; a Palette is 16 B a colour (CircuitPython)."""
    import displayio
    import terminalio
    import vectorio
    from adafruit_display_text import bitmap_label

    # the built-in font's glyphs are in flash on a board: no RAM
    seen = {id(terminalio.FONT.bitmap)} if seen is None else seen
    total = 0
    for item in group:
        if isinstance(item, bitmap_label.Label):
            item = item.tilegrid if hasattr(item, "tilegrid") else item
        if isinstance(item, displayio.Group):
            total += memory(item, seen)
            continue
        shader = None
        if isinstance(item, displayio.TileGrid):
            bitmap, shader = item.bitmap, item.pixel_shader
            if id(bitmap) not in seen and isinstance(bitmap, displayio.Bitmap):
                seen.add(id(bitmap))
                total += bitmap_bytes(bitmap)
        elif isinstance(item, vectorio.Rectangle):
            shader = item.pixel_shader
        if shader is not None and id(shader) not in seen and isinstance(shader,
                                                                          displayio.Palette):
            seen.add(id(shader))
            total += 16 * len(shader)
    return total


def board_app(profile="pygamer", deal=1):
    """A headless App showing the board of a fresh 1-player game."""
    import sos_desktop
    from sos_boards.buttons import B
    from sos_desktop.uidriver import ok_key, run_keys
    from sos_ui.app import App

    prof = sos_desktop.open_profile(profile, mode="headless", script="")
    app = App(prof)
    app.deal = deal
    run_keys(app, [ok_key(app.scheme)])
    del B
    return app


def cursor_step_pixels(app):
    """Pixels redrawn by one cursor step on the board (d-pad RIGHT, else next)."""
    from sos_boards.buttons import NEXT, RIGHT

    d = app.display
    d.refresh()
    app.press(RIGHT if app.scheme == "dpad" else NEXT)
    d.refresh()
    return d.last_pixels


# The panel's SPI clock is the board table's spi_hz: CLUE 32 MHz (the nRF52840's
# SPIM3), PyGamer 24 MHz (SAMD51: its 48 MHz SERCOM clock halved), Reverse TFT
# Feather 40 MHz.
PIXEL_BITS = 16         # RGB565 on all three panels
CHUNK_PIXELS = 256      # CircuitPython sends an area in chunks of a 512-byte buffer
CHUNK_BITS = 11 * 8     # ... each after a column, a row and a write command (11 B)


def chunks(areas):
    """How many chunks CircuitPython sends the areas (x1, y1, x2, y2) in: whole
    rows of an area, as many as fit in CHUNK_PIXELS (at least one row)."""
    n = 0
    for x1, y1, x2, y2 in areas:
        rows = max(1, CHUNK_PIXELS // max(1, x2 - x1))
        n += -(-(y2 - y1) // rows)
    return n


def transfer_ms(pixels, n_chunks, board):
    """Time on the wire at the board's SPI clock: the pixels and each chunk's
    commands (the C code around each chunk is not in it)."""
    return (pixels * PIXEL_BITS + n_chunks * CHUNK_BITS) * 1000 / BY_NAME[board].spi_hz


def bare_band(png, width, sea=(8, 36, 65)):
    """The tallest band of rows of a screenshot whose pixels left of x = `width`
    (the lines' area) are all bare sea: (its height, its top)."""
    from PIL import Image

    im = Image.open(png).convert("RGB")
    best = run = top = 0
    for y in range(im.height):
        run = run + 1 if all(im.getpixel((x, y)) == sea for x in range(width)) else 0
        if run > best:
            best, top = run, y - run + 1
    return best, top


def _spread(values):
    v = sorted(values)
    return {"median": v[len(v) // 2], "p95": v[min(len(v) - 1, -(-len(v) * 95 // 100) - 1)],
            "max": v[-1]}


def press_pixels(profile="clue", seed=1, deal=7, presses=None):
    """Play deal `deal` to its end (or its first `presses` board presses) with
    random legal choices (seed), one button at a time; for the cursor steps and
    the decision presses on the board, the pixels each redrew, their transfer
    time and the pixels that changed: {"step": [(px, ms, changed)], "decision": [...]}."""
    import random

    from sos_boards.buttons import NAMES
    from sos_desktop.uidriver import random_choice_keys
    from sos_ui.states import BOARD, OVER

    app = board_app(profile, deal)
    rnd = random.Random(seed)
    d = app.display
    out = {"step": [], "decision": []}
    while app.state != OVER and (presses is None or len(out["step"]) + len(out["decision"])
                                 < presses):
        for k in random_choice_keys(app, rnd):
            before = bytes(app.game.s)
            was = app.state
            shown = bytes(d.rgb565)
            total, areas = d.total_pixels, []
            feed = app.buttons
            feed.feed(NAMES[k])
            while not feed.done:          # the press and its release, each refreshed
                app.tick()
                areas += d.last_areas
            px = d.total_pixels - total
            if was != BOARD:
                continue
            kind = "decision" if bytes(app.game.s) != before else "step"
            out[kind].append((px, transfer_ms(px, chunks(areas), profile),
                              changed(shown, d.rgb565)))
    app.profile.close()
    return out


def changed(before, after):
    """Pixels that differ between two RGB565 frames: what a press really had to
    show, against which what it redrew is judged."""
    import numpy

    a = numpy.frombuffer(before, dtype=">u2")
    b = numpy.frombuffer(bytes(after), dtype=">u2")
    return int((a != b).sum())


def press_figures(profile="clue", seed=1):
    """board_press_px_<board> (pixels redrawn), board_press_px_changed_<board>
    (pixels that differ on the screen) and board_press_transfer_ms_<board>:
    median, p95 and max over a game's cursor steps and decision presses."""
    got = press_pixels(profile, seed)
    return {"board_press_px_" + profile: {k: _spread([p for p, _, _ in v])
                                          for k, v in got.items()},
            "board_press_px_changed_" + profile: {k: _spread([c for _, _, c in v])
                                                  for k, v in got.items()},
            "board_press_transfer_ms_" + profile: {
                k: {q: round(x, 2) for q, x in _spread([m for _, m, _ in v]).items()}
                for k, v in got.items()}}


def figures():
    import displayio

    app = board_app("pygamer", deal=3)
    # a board with two or more targets, so the cursor can step
    before = app.play.cur
    px = cursor_step_pixels(app)
    if app.play.cur == before:
        px = None
    res = {"ui_bitmap_bytes": memory(app.view.group),
           "ui_refresh_px_cursor_move": px}
    app.profile.close()
    displayio.release_displays()
    from tools.bench.board_bench import MEASURED

    for board in MEASURED:
        res.update(press_figures(board))
    return res


if __name__ == "__main__":
    print(figures())
