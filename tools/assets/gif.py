"""The README's animated GIF: `python3 tools/gif.py [OUT] [--seconds S] [--scale N]`
(default docs/screenshots/game.gif, 16 s, x2; sets up .venv first if needed).

Plays the start of a game in the headless emulator on the PyGamer profile
(160x128): the title, the deal, then greedy's choices (the pause menu's hint)
made with the d-pad as a player would, the cursor moving key by key. One frame a
press, each pixel N x N (crisp), written by Pillow with one palette of the
game's colours (no dithering)."""
import argparse
import os
import sys

from tools import _paths

ROOT = str(_paths.ROOT)
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

OUT = os.path.join(ROOT, "docs", "screenshots", "game.gif")
PRESS_MS = 220             # a cursor step or a choice
PAUSE_MS = 1600            # a new screen: the title, a banner, a hand-over
SEED = 3                   # the deal and greedy's guesses: the same GIF every run


class Recorder:
    """Frames of the App's display, each held for its own time; a press that
    changes nothing lengthens the frame before it."""

    def __init__(self, app, scale):
        self.app = app
        self.scale = scale
        self.frames = []
        self.ms = []

    def press(self, keys, ms=PRESS_MS):
        from sos_desktop.uidriver import run_keys

        for k in keys:
            run_keys(self.app, [k])
            self.snap(ms)

    def snap(self, ms):
        d = self.app.display
        d.refresh()
        im = d.image(self.scale)
        if self.frames and im.tobytes() == self.frames[-1].tobytes():
            self.ms[-1] += ms
        else:
            self.frames.append(im)
            self.ms.append(ms)

    @property
    def total(self):
        return sum(self.ms)


def greedy_keys(app, bot):
    """The presses that make greedy's choice on the board: the cursor to its
    first spot and A, then (a second part) to its second spot and A."""
    from sos_desktop.uidriver import choose_keys

    play = app.play
    j = bot.choose(app.game)
    p = play.p
    first = [e for e in range(play.n) if play.spot[e] == p.fs[j]]
    return choose_keys(app, first[0]) if first else None, p.ss[j]


def second_keys(app, spot):
    from sos_desktop.uidriver import choose_keys
    from sos_ui.entries import X_YES

    play = app.play
    for want in (spot, X_YES):            # its second spot, or "do it" on a warning
        es = [e for e in range(play.n) if play.spot[e] == want]
        if es:
            return choose_keys(app, es[0])
    return None


def record(seconds=16, scale=2, seed=SEED):
    """Play and record; return the Recorder."""
    import random

    import sos_desktop
    from sos_desktop.uidriver import ok_key, random_choice_keys
    from sos_ui.app import App
    from sos_ui.states import BOARD, TITLE

    from sos_bot.greedy import Greedy

    prof = sos_desktop.open_profile("pygamer", mode="headless", script="")
    app = App(prof)
    if hasattr(app, "deal"):
        app.deal = seed
    rec = Recorder(app, scale)
    rec.snap(PAUSE_MS)                                 # the title
    ok = ok_key(app.scheme)
    bot = Greedy(seed)
    rnd = random.Random(seed)
    budget = seconds * 1000 - PAUSE_MS                 # the last frame's hold
    while rec.total < budget:
        state = app.state
        if state != BOARD:
            if state == TITLE and rec.total > PAUSE_MS:
                break                                  # the game is over
            rec.press([ok], PAUSE_MS if state != TITLE else PRESS_MS)
            continue
        if app.play.level != 1:                        # a second part not planned
            rec.press(random_choice_keys(app, rnd))
            continue
        keys, second = greedy_keys(app, bot)
        rec.press(keys or random_choice_keys(app, rnd))
        if app.state == BOARD and app.play.level != 1:
            rec.press(second_keys(app, second) or random_choice_keys(app, rnd))
    rec.ms[-1] += PAUSE_MS
    prof.close()
    return rec


def write(rec, path):
    """The frames as a looping GIF, every frame in one palette of the colours
    used (the game has a few dozen), so no pixel changes colour."""
    from PIL import Image

    colours = set()
    for im in rec.frames:
        colours.update(c for _n, c in im.getcolors(1 << 16))
    if len(colours) > 256:
        raise ValueError("%d colours: more than a GIF palette holds" % len(colours))
    palette = Image.new("P", (1, 1))
    flat = [v for c in sorted(colours) for v in c]
    palette.putpalette(flat + [0] * (768 - len(flat)))
    frames = [im.quantize(palette=palette, dither=Image.Dither.NONE) for im in rec.frames]
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    frames[0].save(path, save_all=True, append_images=frames[1:], duration=rec.ms, loop=0,
                   optimize=True, disposal=1)
    return path


def main():
    try:
        import displayio  # noqa: F401
        import PIL  # noqa: F401
    except ImportError:      # a bare python3: .venv set up first (as tools/play.py does)
        from tools.build.bootstrap import ensure, run_in_venv

        ensure(node=False)
        run_in_venv(os.path.join(ROOT, "tools", "gif.py"), sys.argv[1:])
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default=OUT)
    ap.add_argument("--seconds", type=float, default=16)
    ap.add_argument("--scale", type=int, default=2)
    args = ap.parse_args()
    rec = record(args.seconds, args.scale)
    path = write(rec, args.out)
    print("%s: %d frames, %.1f s, %d KB" % (path, len(rec.frames),
                                            rec.total / 1000, os.path.getsize(path) // 1024))
    return 0
