"""UI figures for tools/bench.py, from the headless emulator: the bitmap and
palette memory of the 160x128 board screen (as a board would hold it) and the
pixels redrawn by one cursor step."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tools", "desktop")):
    if p not in sys.path:
        sys.path.insert(0, p)
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")


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
    return res


if __name__ == "__main__":
    print(figures())
