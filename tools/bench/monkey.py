"""Random button presses against the UI in the headless emulator:
`python tools/monkey.py [PRESSES] [--seed N] [--profile pygamer|clue|feather]`.

Every press goes through the real App, as the board's profile maps it to an
intent; the position is audited (sos_text.audit) as it goes. The buttons are
weighted so that games get played to their end (the choose button and the
cursor moves most, the pause menu seldom), and the run reports how many games
finished and which screens, action cards and crews it reached. The display is
drawn every `--refresh` presses only: drawing is Blinka's pure-Python displayio
(C on a board) and would be 97 % of the run. Exits 1 on the first exception or
broken position, printing the seed and the press number to reproduce it."""
import argparse
import os
import random

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from sos_boards import buttons as Bt  # noqa: E402
from sos_text import audit  # noqa: E402

from sos_core.cards import ACTION_KIND  # noqa: E402
from sos_core.layout import D_PLAY  # noqa: E402

# Relative weight of each physical button (UP, DOWN, LEFT, RIGHT, A, B, START,
# SELECT) by what it means on the board: choosing and moving on, mostly.
WEIGHT = {Bt.CHOOSE: 8, Bt.NEXT: 6, Bt.PREV: 2, Bt.UP: 2, Bt.DOWN: 2, Bt.LEFT: 2,
          Bt.RIGHT: 2, Bt.BACK: 1, Bt.END: 1, Bt.MENU: 0.2}


def monkey(presses, seed=0, profile="pygamer", refresh_every=1000, audit_every=50):
    """Press `presses` weighted random buttons; return (app, report dict). Raises
    AssertionError on a broken position (and lets any exception through)."""
    import sos_desktop
    from sos_ui.app import App
    from sos_ui.states import OVER, PAUSED

    ticks = [0]

    def fake_ticks():                   # New game's fresh deal from a clock: the seed's
        ticks[0] += 7919
        return (seed * 104729 + ticks[0]) & 0x3FFFFFFF

    prof = sos_desktop.open_profile(profile, mode="headless", script="")
    app = App(prof)
    app.clock = fake_ticks              # what New game reads (App.new_game)
    app.play.log = []
    rnd = random.Random(seed)
    means = Bt.MEANS[prof.scheme]
    buttons = [b for b in range(Bt.COUNT) if means[b] != Bt.NO]
    weights = [WEIGHT[means[b]] for b in buttons]
    report = {"presses": presses, "games": 0, "screens": set(), "actions": set(),
              "crews": set(), "pages_max": 0}
    choose = [b for b in buttons if means[b] == Bt.CHOOSE][0]
    for i in range(presses):
        b = rnd.choices(buttons, weights)[0]
        if app.state == PAUSED and app.screen.menu.cursor == 0 and rnd.random() < 0.7:
            b = choose                  # mostly "Resume": games get played to the end
        was_over = app.state == OVER
        app.press(means[b])
        report["screens"].add(app.state)
        if app.state == OVER and not was_over:
            # the next New game's players, as Settings would set them (random
            # presses seldom reach Settings now that game over deals anew)
            app.players = rnd.choice((1, 1, 2, 3))
            report["games"] += 1
            g = app.game
            report["pages_max"] = max(report["pages_max"], g.page())
            for p in range(g.players()):
                report["crews"].add(g.crew_of(p))
        if len(app.play.log) > 200:
            for d in app.play.log:
                if d[0] == D_PLAY:
                    report["actions"].add(ACTION_KIND[d[1]])
            del app.play.log[:]
        if i % refresh_every == 0:
            prof.display.refresh()
        if i % audit_every == 0 and app.setup is not None:
            bad = audit.problem(app.game)
            if bad:
                raise AssertionError("seed %d, press %d: %s" % (seed, i, bad))
    for d in app.play.log:
        if d[0] == D_PLAY:
            report["actions"].add(ACTION_KIND[d[1]])
    prof.display.refresh()
    if app.setup is not None:
        bad = audit.problem(app.game)
        if bad:
            raise AssertionError("seed %d, end: %s" % (seed, bad))
    prof.close()
    return app, report


def describe(name, r):
    from sos_ui import states as St
    names = {St.TITLE: "title", St.DIGITS: "deal number", St.CREWS: "crew choice",
             St.HANDOVER: "hand-over", St.BOARD: "board", St.BANNER: "flood banner",
             St.PAUSED: "pause", St.HELP: "help", St.OVER: "game over", St.STATS: "statistics",
             St.GROUPS: "survivor groups", St.CHALLENGES: "challenges", St.SETTINGS: "settings",
             St.HAPPENED: "what happened"}
    return ("%s: %d presses, %d games finished; screens %d/%d (%s); action card kinds %d/12; "
            "crews %d/10; no problem" % (
                name, r["presses"], r["games"], len(r["screens"]), len(names),
                ", ".join(sorted(names[s] for s in r["screens"])), len(r["actions"]),
                len(r["crews"])))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("presses", nargs="?", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", default=None, help="default: one of each screen size")
    ap.add_argument("--refresh", type=int, default=1000, help="draw every N presses")
    args = ap.parse_args()
    from sos_boards.table import EACH_SIZE

    profiles = [args.profile] if args.profile else [b.name for b in EACH_SIZE]
    for name in profiles:
        _app, report = monkey(args.presses, args.seed, name, refresh_every=args.refresh)
        print(describe(name, report), flush=True)
    return 0
