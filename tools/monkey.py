#!/usr/bin/env python3
"""Random button presses against the UI in the headless emulator:
`python tools/monkey.py [PRESSES] [--seed N] [--profile pygamer|clue|feather]`.

Every press goes through the real App; the position is audited
(sos_core.audit) as it goes. Exits 1 on the first exception or broken
position, printing the seed and the press number to reproduce it."""
import argparse
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tools", "desktop")]
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from sos_boards.buttons import COUNT, MEANS, SCHEMES  # noqa: E402

from sos_core import audit  # noqa: E402


def monkey(presses, seed=0, profile="pygamer", refresh_every=25, audit_every=50):
    """Press `presses` random buttons; return (app, games finished). Raises on a
    problem."""
    import sos_desktop
    from sos_ui.app import OVER, App

    prof = sos_desktop.open_profile(profile, mode="headless", script="")
    app = App(prof)
    rnd = random.Random(seed)
    mask = SCHEMES[prof.scheme]
    buttons = [b for b in range(COUNT) if mask & (1 << b)]
    weights = [1] * len(buttons)
    finished = 0
    for i in range(presses):
        b = rnd.choices(buttons, weights)[0]
        was_over = app.state == OVER
        app.press(MEANS[prof.scheme][b])           # as the board's profile maps it
        if app.state == OVER and not was_over:
            finished += 1
        if i % refresh_every == 0:
            prof.display.refresh()
        if i % audit_every == 0 and app.setup is not None:
            bad = audit.problem(app.game)
            if bad:
                raise AssertionError("press %d: %s" % (i, bad))
    prof.display.refresh()
    if app.setup is not None:
        bad = audit.problem(app.game)
        if bad:
            raise AssertionError("end: " + bad)
    prof.close()
    return app, finished


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("presses", nargs="?", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", default=None, help="default: all three")
    args = ap.parse_args()
    profiles = [args.profile] if args.profile else ["pygamer", "clue", "feather"]
    for name in profiles:
        _app, finished = monkey(args.presses, args.seed, name)
        print("%s: %d presses, %d games finished, no problem" % (name, args.presses, finished))
    return 0


if __name__ == "__main__":
    sys.exit(main())
