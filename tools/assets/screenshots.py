"""README screenshots: `python tools/screenshots.py [OUT_DIR] [--scale N]`
(default docs/screenshots, x2). Plays seeded games through the UI in the
headless emulator at 160x128 (pygamer), 240x240 (clue) and 240x135 (feather) and saves the
title, board, rescue, an action card, the flood banner, the hand-over, the
game over, help and pause screens as <screen>_<W>x<H>.png."""
import argparse
import os
import random

from tools import _paths  # noqa: E402

ROOT = str(_paths.ROOT)
from tools import _paths  # noqa: E402

_paths.add(_paths.TESTS)            # uikit
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from sos_desktop.uidriver import (  # noqa: E402
    choose_keys,
    ok_key,
    random_choice_keys,
    run_keys,
)

from sos_core.layout import GROUP0, PH_ACTION, PH_MOVE, PH_OVER, PH_PLACE  # noqa: E402

SCREENS = ("title", "settings", "board", "rescue", "action", "flood", "handover", "over",
           "help", "pause", "stats", "challenges", "groups")


def save(app, out, name, scale):
    d = app.display
    d.refresh()
    return d.save_png(os.path.join(out, "%s_%dx%d.png" % (name, d.width, d.height)), scale)


def shoot(profile, out, scale=2, seed=5, until=None):
    """Play seeded 2-player games until every screen has been seen once (or
    the screen `until`)."""
    import sos_desktop
    from sos_boards.buttons import BACK
    from sos_ui import words as W
    from sos_ui.app import App
    from sos_ui.entries import IN_TRAY
    from sos_ui.states import BANNER, BOARD, HANDOVER, HELP, OVER, PAUSED, TITLE
    from sos_ui.text import say

    prof = sos_desktop.open_profile(profile, mode="headless", script="")
    app = App(prof)
    done = {}
    ok = ok_key(app.scheme)

    def snap(name):
        if name not in done:
            done[name] = save(app, out, name, scale)

    snap("title")
    # two players (for the hand-over), then start
    run_keys(app, choose_keys_for_menu(app, "Settings"))
    run_keys(app, choose_keys_for_menu(app, "Players:"))
    snap("settings")
    app.press(BACK)                              # the Back intent: every board has it here
    app.deal = 1                                 # the screenshots' deal, as before
    run_keys(app, choose_keys_for_menu(app, "New game"))
    rnd = random.Random(seed)
    while len(done) < len(SCREENS) and until not in done:
        st = app.state
        g = app.game
        if st == HANDOVER:
            snap("handover")
        elif st == BANNER:
            snap("flood")
        elif st == OVER:
            snap("over")
            run_keys(app, choose_keys_for_menu(app, "Title menu"))   # statistics,
            run_keys(app, choose_keys_for_menu(app, "Statistics"))
            snap("stats")
            while app.state != TITLE:
                run_keys(app, [ok])
            run_keys(app, choose_keys_for_menu(app, "How to play"))   # help, then a game
            assert app.state == HELP
            snap("help")
            while app.state == HELP:
                run_keys(app, [ok])
            run_keys(app, choose_keys_for_menu(app, "Challenges"))
            snap("challenges")
            run_keys(app, choose_keys_for_menu(app, say(W.BACK)))
            run_keys(app, choose_keys_for_menu(app, "New game"))
            continue
        elif st == BOARD:
            ph = g.phase()
            if ph == PH_MOVE and "board" not in done and g.turn() >= 2:
                snap("board")
            if ph == PH_PLACE and app.play.level == 1 and "rescue" not in done:
                e = [i for i in range(app.play.n) if app.play.place[i] == IN_TRAY][0]
                run_keys(app, choose_keys(app, e))
                snap("rescue")
                continue
            if ph not in (PH_MOVE, PH_ACTION, PH_PLACE, PH_OVER) and "action" not in done:
                snap("action")
            groups = "groups" not in done and g.plen(GROUP0) >= 3
            if ph == PH_ACTION and ("pause" not in done or groups) and g.turn() >= 3:
                run_keys(app, pause_keys(app))
                assert app.state == PAUSED
                snap("pause")
                if groups:                           # the survivor groups in full
                    run_keys(app, choose_keys_for_menu(app, "Survivor groups"))
                    snap("groups")
                    run_keys(app, [ok])
                run_keys(app, choose_keys_for_menu(app, "Resume"))
                continue
        elif st == TITLE:
            run_keys(app, choose_keys_for_menu(app, "New game"))
            continue
        run_keys(app, random_choice_keys(app, rnd))
    prof.close()
    return done


def choose_keys_for_menu(app, text):
    """Presses that choose the item of the screen's current menu that starts
    with `text`."""
    from sos_boards.buttons import DOWN, RIGHT, A
    from uikit import item_text

    m = app.screen.menu
    item = [i for i in range(m.n) if item_text(m, i).startswith(text)][0]
    steps = (item - m.cursor) % m.n
    step = {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]
    return [step] * steps + [ok_key(app.scheme)]


def pause_keys(app):
    from sos_boards.buttons import SELECT
    from sos_ui.entries import X_MENU

    if app.scheme == "dpad":
        return [SELECT]
    play = app.play
    e = [i for i in range(play.n) if play.spot[i] == X_MENU][0]
    return choose_keys(app, e)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default=os.path.join(ROOT, "docs", "screenshots"))
    ap.add_argument("--scale", type=int, default=2)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    from sos_boards.table import EACH_SIZE

    for profile in (b.name for b in EACH_SIZE):         # one of each screen size
        for path in shoot(profile, args.out, args.scale).values():
            print(path)
    return 0
