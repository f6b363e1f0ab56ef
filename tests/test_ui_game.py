"""Whole games through the UI (headless emulator, key presses only), random
presses, and allocation while idle and per cursor step."""
import random
import tracemalloc

import pytest
import uikit
from sos_boards.buttons import NONE, RIGHT, A, B
from sos_desktop.uidriver import ok_key, run_keys
from sos_text import audit
from sos_ui.states import BOARD, HANDOVER, OVER

from sos_core import score
from sos_core.game import Game

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def replay_total(setup, log):
    """Play the decisions the UI applied on a fresh core; return its score."""
    deal, variant, players, crews = setup
    g = Game()
    g.setup(deal, variant, players, crews)
    for d in log:
        assert g.apply(*d) == 0
    assert audit.problem(g) is None
    return g, score.total(g)


@pytest.mark.parametrize("profile,players,seed", [
    ("pygamer", 1, 11), ("clue", 2, 12), ("feather", 3, 13)])
def test_full_game_from_title_to_score(profile, players, seed):
    app = uikit.make_app(profile)
    app.players = players
    app.deal = 1000 + seed
    app.play.log = []
    run_keys(app, [ok_key(app.scheme)])          # "New game"
    assert app.state in (BOARD, HANDOVER)        # the board, or the hand-over first
    uikit.play_game(app, seed)
    assert app.state == OVER
    g, total = replay_total(app.setup, app.play.log)
    assert total == app.records.total == score.total(app.game)
    assert bytes(g.s) == bytes(app.game.s)
    uikit.choose_menu_item(app, "Title menu")    # the score screen leads to the title
    assert app.state == 0


def test_chosen_crews_and_variant_reach_the_core():
    from sos_boards.buttons import DOWN, UP

    app = uikit.make_app("pygamer")
    uikit.choose_menu_item(app, "Settings")
    # Players 2 (RIGHT on item 0), Expert (item 1), crews chosen (item 2), back to
    # the title and "New game"
    run_keys(app, [RIGHT, DOWN, RIGHT, DOWN, RIGHT, B])
    assert app.players == 2 and app.variant == 1 and app.choose_crews
    uikit.choose_menu_item(app, "New game")
    from sos_ui import words as W
    from sos_ui.text import say
    foot = app.screen.foot_row.row_text
    assert foot() == say(W.CREW_TIP + 0)          # the crew under the cursor, in a line
    run_keys(app, [DOWN])
    assert foot() == say(W.CREW_TIP + 1) == "Draws up to 6; 4 cards"
    run_keys(app, [UP])
    run_keys(app, [A])                            # player 1: first listed crew
    run_keys(app, [DOWN, A])                      # player 2: the second one left
    assert app.setup[3] == bytes((0, 2))
    assert app.game.crew_of(0) == 0 and app.game.crew_of(1) == 2
    assert app.game.plen(0) == 7                  # Expert deals 7 under deck 1


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_random_presses_play_games_to_their_end(profile):
    """The UI soak (tools/monkey.py), shortened: weighted random presses finish
    games and reach every screen and most action cards with the audit clean."""

    from sos_ui.states import BANNER, BOARD, HANDOVER, OVER, PAUSED, TITLE

    from tools.bench import monkey

    app, report = monkey.monkey(6000, seed=7, profile=profile)   # ~18 games
    assert report["games"] >= 3, report
    assert {TITLE, BOARD, BANNER, HANDOVER, PAUSED, OVER} <= report["screens"], report
    assert len(report["actions"]) >= 8 and len(report["crews"]) >= 4, report
    if app.setup is not None:
        assert audit.problem(app.game) is None


def _project_bytes(snapshot):
    keep = ("/lib/sos_ui/", "/lib/sos_boards/", "/sos_core/", "/lib/sos_sprites.py")
    return sum(s.size for s in snapshot.statistics("filename")
               if any(k in s.traceback[0].filename for k in keep))


def test_no_allocation_idle_or_per_cursor_step():
    app = uikit.make_app("pygamer")
    app.deal = 3
    run_keys(app, [ok_key(app.scheme)])
    d = app.display
    assert app.play.n >= 2
    for _ in range(20):                            # warm up
        app.press(RIGHT)
        d.refresh()
    tracemalloc.start(1)
    try:
        base = _project_bytes(tracemalloc.take_snapshot())
        for _ in range(100):                       # idle frames
            assert app.buttons.next() == NONE
            d.refresh()
        idle = _project_bytes(tracemalloc.take_snapshot()) - base
        base = _project_bytes(tracemalloc.take_snapshot())
        for _ in range(100):                       # cursor steps
            app.press(RIGHT)
            d.refresh()
        step = _project_bytes(tracemalloc.take_snapshot()) - base
    finally:
        tracemalloc.stop()
    assert idle <= 0
    assert step <= 0


def test_allocation_peaks_per_press():
    """Peak memory (tracemalloc.reset_peak) while a press is handled, over a
    game's worth of random choices: a cursor step and a decision press stay
    small on CPython too (the exact board figures, 0 B per step and per decision,
    come from the MicroPython VM: tools/board_bench.py, tests/test_board_install.py).
    Before text was drawn as font tiles a decision press peaked at tens of KB."""
    from sos_boards.buttons import CHOOSE
    from sos_desktop.uidriver import random_choice_keys

    app = uikit.make_app("pygamer")
    app.deal = 3
    run_keys(app, [ok_key(app.scheme)])
    rnd = random.Random(1)
    steps, decisions = [], []
    tracemalloc.start(1)
    try:
        for _ in range(300):
            if app.state != BOARD:
                app.deal = 3                  # the same games every run (else New
                run_keys(app, [ok_key(app.scheme)])   # game deals from the clock)
                continue
            for b in random_choice_keys(app, rnd):
                before = bytes(app.game.s)
                tracemalloc.reset_peak()
                now = tracemalloc.get_traced_memory()[0]
                intent = app.buttons.means[b]
                app.press(intent)
                peak = tracemalloc.get_traced_memory()[1] - now
                if bytes(app.game.s) != before or intent == CHOOSE:
                    decisions.append(peak)    # a decision, or a choice opening the next
                else:
                    steps.append(peak)
    finally:
        tracemalloc.stop()
    assert len(steps) > 50 and len(decisions) > 100
    # CPython objects: clock floats, methods; and Blinka's: its Python displayio
    # makes an area object a layer when a Group moves or hides (C makes none),
    # and the option list, a row a TileGrid, goes off the screen when it closes
    assert max(steps) <= 6144, sorted(steps)[-5:]
    assert max(decisions) <= 6144, sorted(decisions)[-5:]


def test_cursor_step_redraws_little():

    from tools.bench import ui_measure

    f = ui_measure.figures()
    assert f["ui_bitmap_bytes"] <= 24 * 1024
    assert f["ui_refresh_px_cursor_move"] is not None
    assert f["ui_refresh_px_cursor_move"] <= 2048


def test_undo_from_the_pause_menu():
    from sos_boards.buttons import DOWN, SELECT

    rnd = random.Random(5)
    app = uikit.make_app("pygamer")
    app.deal = 8
    run_keys(app, [A])
    # make moves until one can be undone
    for _ in range(200):
        if app.game.n_undo:
            break
        run_keys(app, uikit.random_choice_keys(app, rnd))
    assert app.game.n_undo
    before = bytes(app.game.s)
    run_keys(app, [SELECT, DOWN, DOWN, A])         # Menu > Undo
    assert app.state == BOARD
    assert bytes(app.game.s) != before
    run_keys(app, [SELECT, DOWN, DOWN, DOWN, A])   # Menu > Redo
    assert bytes(app.game.s) == before


def test_the_soak_report_names_every_screen():
    """tools/monkey.py's summary names each App state it may reach (a new screen
    once made it raise KeyError at the end of a 100,000-press run)."""

    from sos_ui.states import BANNER, BOARD, SCREENS

    from tools.bench import monkey

    states = len(SCREENS) + 2                  # every screen's, and the board and banner
    assert {BOARD, BANNER} == {states - 2, states - 1}
    r = {"presses": 1, "games": 0, "screens": set(range(states)), "actions": (), "crews": ()}
    text = monkey.describe("x", r)
    assert "screens %d/%d" % (states, states) in text and "challenges" in text
