"""Shared helpers for the UI tests: a headless App and a player that drives it
through button presses only."""
import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random  # noqa: E402

import sos_desktop  # noqa: E402
from sos_boards.buttons import B  # noqa: E402
from sos_desktop.uidriver import (  # noqa: E402
    choose_keys,
    ok_key,
    random_choice_keys,
    run_keys,
)
from sos_ui.app import App  # noqa: E402
from sos_ui.states import BOARD, OVER  # noqa: E402
from sos_ui.text import NUM, TextRow, say  # noqa: E402


def _row_text(self, row=0):
    """What a TextRow's row shows, without the blank margins."""
    g = self.grid
    o = row * self.chars
    return "".join(chr(32 + g[o + i]) for i in range(self.meta[2 * row + 1])).strip()


# Readers only the tests use, kept off the board (each method costs its heap there).
TextRow.row_text = _row_text
TextRow.text = property(lambda self: self.row_text(0))
TextRow.colour = property(lambda self: self.grid.pixel_shader[1])


def item_text(menu, i):
    """Item i of a Menu as a str (the board code keeps words numbers)."""
    item = menu.texts[i]
    if isinstance(item, int):
        return str(item - NUM) if item >= NUM else say(item)
    return item


def is_dimmed(menu, row):
    """Does the Menu's row show a greyed item?"""
    t = menu.row[row]
    return not t.hidden and t.grid.pixel_shader in (menu.ink[1], menu.ink[3]) \
        and bool(t.row_text())


def choose_menu_item(app, text):
    """Step the screen menu's cursor to the item `text` and choose it, with the
    board's own buttons (d-pad down, the CLUE's A, the Feather's D2)."""
    from sos_boards.buttons import DOWN, RIGHT, A

    m = app.screen.menu
    i = [item_text(m, k) for k in range(m.n)].index(text)
    step = {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]
    run_keys(app, [step] * ((i - m.cursor) % m.n) + [ok_key(app.scheme)])


def open_pause(app):
    """The pause menu, with the board's buttons (SELECT, or the "Menu" target)."""
    from sos_boards.buttons import SELECT
    from sos_ui.entries import X_MENU

    if app.scheme == "dpad":
        run_keys(app, [SELECT])
    else:
        e = [i for i in range(app.play.n) if app.play.spot[i] == X_MENU][0]
        run_keys(app, choose_keys(app, e))


def imported_names(name, args, kw):
    """The modules an __import__(name, ...) call imports by name: `name`, and
    for `from name import x` each name.x too (a submodule, if it is one)."""
    fromlist = kw.get("fromlist", args[2] if len(args) > 2 else None) or ()
    return [name] + [name + "." + f for f in fromlist]


def no_room_for(monkeypatch, module):
    """Importing `module` raises MemoryError, as on a board whose heap is full."""
    import builtins

    real = builtins.__import__

    def full(name, *args, **kw):
        if module in imported_names(name, args, kw):
            raise MemoryError("memory allocation failed")
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", full)


def make_app(profile="pygamer", script=""):
    prof = sos_desktop.open_profile(profile, mode="headless", script=script,
                                    shots="/tmp/sos_ui_shots")
    return App(prof)


def start_game(profile, deal=3, players=1):
    """A headless App past the title (and any hand-over): the first board."""
    from sos_ui.states import HANDOVER

    app = make_app(profile)
    app.deal = deal
    app.players = players
    run_keys(app, [ok_key(app.scheme)])
    while app.state == HANDOVER:
        run_keys(app, [ok_key(app.scheme)])
    return app


def play_game(app, seed, max_presses=20000, back_every=7, hint_every=0):
    """Play from the board to the score screen with random legal choices.
    Every `back_every`-th second choice is first backed out of and re-chosen;
    with `hint_every`, the pause menu's Hint is asked about that often."""
    rnd = random.Random(seed)
    presses = 0
    while app.state != OVER:
        if hint_every and app.state == BOARD and app.play.level == 1 \
                and rnd.randrange(hint_every) == 0:
            open_pause(app)                   # through the board's own buttons
            choose_menu_item(app, "Hint")
        keys = random_choice_keys(app, rnd)
        assert keys is not None, "a target the d-pad cannot reach"
        run_keys(app, keys)
        presses += len(keys)
        if app.state == BOARD and app.play.level == 2 and rnd.randrange(back_every) == 0:
            back = [B] if app.scheme == "dpad" else choose_keys(app, app.play.n - 1)
            run_keys(app, back)
            presses += len(back)
        assert presses < max_presses, "game did not end"
    return presses


def rgb565(colour):
    """What the panel shows for a 24-bit colour (RGB565, expanded back)."""
    r, g, b = colour >> 16, (colour >> 8) & 255, colour & 255
    r5, g6, b5 = r >> 3, g >> 2, b >> 3
    return ((r5 * 255 // 31) << 16) | ((g6 * 255 // 63) << 8) | (b5 * 255 // 31)
