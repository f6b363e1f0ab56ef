"""A whole scripted game in the headless emulator (sos_desktop, Blinka's
displayio): what the web page's frames are checked against (tests/test_web*.py)
and the presses the page benchmark replays (tools/bench/web_bench.py).

- `emulator_game(profile, seed)`: the presses a planner chooses (a random legal
  target each time, sos_desktop.uidriver), the frame after each press (RGB565,
  as the emulator keeps it) and the emulator's PNGs at some of them.
- `emulator_app(profile)`, `emulator_press(app, button)`: the App, and a press
  and the frame after it, to compare the page's with one at a time.

Run inside the project's venv (Blinka): tools/test.py and tools/bench.py do.
"""
import os
import random
import tempfile
import zlib


def _desktop_path():
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")     # (the paths: tools/_paths.py)


def emulator_app(profile, nvm=None):
    """An App on the headless emulator's profile, its clocks stopped (no save
    policy writes while idle, no key repeats: the frames are the presses' only);
    `nvm`: the save area's bytes to start from. Started as code.py starts it."""
    _desktop_path()
    import sos_desktop
    from sos_ui.app import App

    prof = sos_desktop.open_profile(profile, mode="headless", script="",
                                    shots=tempfile.gettempdir())
    if nvm is not None:
        bytearray.__setitem__(prof.nvm, slice(0, len(nvm)), nvm)
    app = App(prof)
    app.clock = _stopped
    app.saver.clock = _stopped
    app.display.refresh()
    return app


def _stopped():
    return 0


def emulator_press(app, button):
    """Press and release physical button `button`, a pass of the App's loop each
    (as a key script does); the frame after (RGB565)."""
    app.buttons.feed(["+" + _name(button), "-" + _name(button)])
    while not app.buttons.done:
        app.tick()
    return bytes(app.display.rgb565)


def _name(button):
    from sos_boards.buttons import NAMES

    return NAMES[button]


def emulator_game(profile, seed=1, every=3, shots=(), limit=None, games=1, max_presses=4000):
    """A whole game on `profile`, from the title to the title again: (presses,
    frames, pngs). presses: the physical buttons pressed, chosen by a planner
    (a random legal target each time, or the button that goes on); frames:
    {k: CRC-32 of the emulator's frame (RGB565) after press k} (k = 0: the title
    before any) for every `every`-th press and each press that changed the
    screen shown (the App's state); pngs: {k: the emulator's PNG after press k}
    for the k in `shots` (-1: the last press). Blinka draws only the frames
    looked at (the display's refresh skipped in between, its dirty areas adding
    up): most of the time a frame takes is Blinka's pixel loop. `limit`: stop
    after that many presses (a part of a game); `games`: play that many games in a
    row (each from the title)."""
    _desktop_path()
    from sos_desktop.fbdisplay import FrameBufferDisplay
    from sos_desktop.uidriver import random_choice_keys
    from sos_ui.states import BOARD, OVER, TITLE

    app = emulator_app(profile)
    display = app.display
    display.refresh = _no_refresh              # App.tick's refresh: drawn below instead
    rnd = random.Random(seed)
    presses, frames, pngs = [], {0: zlib.crc32(display.rgb565)}, {}
    wanted = set(shots)
    over = False
    played = 0
    while played < games and len(presses) != limit:
        if app.state == OVER:
            over = True
        elif over and app.state == TITLE:
            played += 1
            over = False
            continue
        keys = random_choice_keys(app, rnd) if app.state == BOARD else _screen_keys(app)
        for b in keys[:None if limit is None else limit - len(presses)]:
            state = app.state
            emulator_press(app, b)
            presses.append(b)
            k = len(presses)
            if k % every == 0 or app.state != state or k in wanted:
                FrameBufferDisplay.refresh(display)
                frames[k] = zlib.crc32(display.rgb565)
            if k in wanted:
                pngs[k] = display.png()
        if len(presses) > max_presses * games:
            raise RuntimeError("the scripted game does not end")
    k = len(presses)
    FrameBufferDisplay.refresh(display)
    frames[k] = zlib.crc32(display.rgb565)
    if -1 in wanted:
        pngs[k] = display.png()
    return presses, frames, pngs


def _screen_keys(app):
    """Off the board, the presses a scripted player makes: deal 1 by its number
    (Settings, "Play a deal by number", the digits as they stand: New game's
    fresh deal comes from a clock, which the page and the emulator do not
    share), game over's "Title menu", else the choose button."""
    from sos_desktop.uidriver import ok_key
    from sos_ui.states import OVER, SETTINGS, TITLE

    want = {TITLE: "Settings", SETTINGS: "Play a deal", OVER: "Title menu"}.get(app.state)
    if want is None:
        return [ok_key(app.scheme)]
    return menu_keys(app, want)


def menu_keys(app, prefix):
    """The buttons that step a screen's menu to the item starting with `prefix`
    and choose it (the d-pad's down, the CLUE's A, the Feather's D2)."""
    from sos_boards.buttons import DOWN, RIGHT, A
    from sos_desktop.uidriver import ok_key
    from sos_ui.text import NUM, say

    m = app.screen.menu
    texts = [say(t) if isinstance(t, int) and t < NUM else str(t) for t in m.texts[:m.n]]
    i = [k for k, t in enumerate(texts) if t.startswith(prefix)][0]
    step = {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]
    return [step] * ((i - m.cursor) % m.n) + [ok_key(app.scheme)]


def _no_refresh(**kwargs):
    return True
