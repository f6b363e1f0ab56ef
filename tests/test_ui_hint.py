"""The Hint brings the player forward (issue 23): it answers every decision, its
second part too (the rescue's count, Get Ready!'s top or bottom), with what it
is for, and following it never leads back where it started. The property test
follows hints from random positions of every phase, through the board's own
buttons (headless emulator): the pause menu's Hint on the PyGamer and the CLUE,
the held D2 on the Feather (issue 35)."""
import random
import sys

import pytest
import uikit
from sos_desktop.uidriver import ok_key, run_keys
from sos_ui import words as W
from sos_ui.entries import CONFIRM, X_MENU, X_YES
from sos_ui.picker import RESCUE_SPOT, SPOT_NUMBER, SPOT_WORD, W_BOTTOM, W_TOP, spot
from sos_ui.states import BOARD
from sos_ui.text import say
from test_ui_flow import action, at, board, choose, prompt

from sos_bot.greedy import Greedy
from sos_core import layout as L
from sos_core.crew import N_CREW, min_players

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def hinted(app):
    """The hint's choice in the App's position (the same seed: App.ticks)."""
    from sos_ui import forget, hint

    j = hint.pick(app.game, Greedy(app.ticks + 1))
    forget(("sos_ui.hint",))                      # as the App leaves it: dropped
    return j


def ask_hint(app):
    """Pause menu, Hint, with the board's own buttons; the hint's choice, and
    what the prompt says it is for."""
    uikit.open_pause(app)
    uikit.choose_menu_item(app, "Hint")
    assert app.state == BOARD and "sos_ui.hint" not in sys.modules
    assert "sos_ui.why" not in sys.modules
    return hinted(app), prompt(app)


def hold_hint(app):
    """The Hint with one held button (issue 35): the board's HOLD down HOLD_MS,
    then let go; the hint's choice and the prompt as ask_hint."""
    from sos_boards.buttons import HOLD, MEANS, NAMES
    from sos_ui.app import HOLD_MS

    key = NAMES[MEANS[app.scheme].index(HOLD[app.scheme])]
    now = [0]
    app.clock = lambda: now[0]
    app.buttons.feed("+" + key)
    app.tick()
    now[0] = HOLD_MS
    app.tick()
    app.buttons.feed("-" + key)
    app.tick()
    assert app.state == BOARD and "sos_ui.hint" not in sys.modules
    return hinted(app), prompt(app)


def rescue_board(profile, **pos):
    """Murdoch's action; his last rescue drew 1 (where the count would start)."""
    app = board(profile, phase="action", lines={1: "Y2 | P9", 2: "Y3 | Y9"},
                groups=["P1 P2 P3 P4"], **pos)
    app.play.counts[0] = 1
    return app


@pytest.mark.parametrize("profile", ["pygamer", "clue"])
def test_a_hint_on_the_rescue_shows_its_count_and_one_press_follows_it(profile):
    """Issue 23 point 3: on "Rescue: draw how many?" the Hint sent the player back to
    the action list, and Rescue led to the same list. Now Rescue shows chosen, the
    cursor on greedy's count and the why on the prompt, from either level (the
    CLUE has no pause menu at level 2: its Menu entry is at level 1)."""
    app = rescue_board(profile, rest="deck")
    g = app.game
    if profile == "pygamer":
        choose(app, RESCUE_SPOT)
        assert prompt(app) == say(W.HOW_MANY)
    j, why = ask_hint(app)
    count = g.dec[4 * j + 1]
    assert g.dec[4 * j] == L.D_RESCUE and count != 1
    play = app.play
    assert play.level == 2 and play.sel_spot == RESCUE_SPOT
    assert at(app) == spot(SPOT_NUMBER, 0, count)
    assert why.startswith("Hint: ") and why.endswith("% to place one")
    app.play.log = []
    run_keys(app, [ok_key(app.scheme)])
    assert [d[:2] for d in play.log[:1]] == [bytes((L.D_RESCUE, count))]


def test_asking_again_at_the_count_stays_on_the_count():
    app = rescue_board("pygamer", rest="deck")
    ask_hint(app)
    was = (app.play.level, app.play.sel, app.play.cur)
    ask_hint(app)
    assert (app.play.level, app.play.sel, app.play.cur) == was


@pytest.mark.parametrize("profile", ["pygamer", "clue"])
def test_a_hinted_choice_that_warns_opens_its_warning_on_do_it(profile):
    """A rescue from an empty deck reshuffles first: it warns (a page turns). The
    hint's count shown, one press opens the warning on "Do it" (the hint said
    why), another rescues; a hint asked at the warning opens it there again."""
    app = rescue_board(profile, rest="discard", deck="")
    j, _ = ask_hint(app)
    count = app.game.dec[4 * j + 1]
    assert count != 1 and app.play.level == 2 and at(app) == spot(SPOT_NUMBER, 0, count)
    run_keys(app, [ok_key(app.scheme)])
    assert app.play.level == CONFIRM and at(app) == X_YES
    warning = prompt(app)
    assert warning.startswith("Reshuffle turns page")
    if profile == "pygamer":                       # SELECT pauses at any level
        ask_hint(app)
        assert app.play.level == CONFIRM and at(app) == X_YES and prompt(app) == warning
    app.play.log = []
    run_keys(app, [ok_key(app.scheme)])
    assert app.play.log[0][:2] == bytes((L.D_RESCUE, count))


def test_a_warning_before_another_choice_opens_where_it_does_without_a_hint():
    """Only the hint's own choice opens its warning on Do it."""
    starts = []
    for hinted in (True, False):
        app = rescue_board("pygamer", rest="discard", deck="")
        if hinted:
            j, _ = ask_hint(app)
            other = 0 if app.play.p.decision(0) != j else 1     # another count
        else:
            choose(app, RESCUE_SPOT)
        app.play.step(other - app.play.cur)
        run_keys(app, [ok_key(app.scheme)])
        assert app.play.level == CONFIRM
        starts.append(app.play.cur)
    assert starts[0] == starts[1]


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_a_hinted_card_with_one_place_to_go_shows_that_place(profile):
    """A card greedy would move to the one place it may go: the hint framed the
    card alone, and one press moved it somewhere the player had not been shown.
    Now the card shows chosen and the cursor on its place, with the why; one
    press moves it there."""
    app = uikit.make_app(profile)
    run_keys(app, [ok_key(app.scheme)])
    g = app.game
    play = app.play
    p = play.p
    seen = 0
    for seed in range(1, 60):
        g.setup(seed, 0, 1)
        play.new_game()
        while not g.over() and seen < 2:
            if g.phase() != L.PH_MOVE:
                g.apply_index(random.Random(seed + g.turn()).randrange(g.list_decisions()))
                continue
            app.show_board()
            j, why = ask_hint(app)
            first = p.fs[j]
            if p.ss[j] == 0 or [p.fs[k] for k in range(g.n)].count(first) != 1:
                g.apply_index(j)          # not such a card: the hint's move, on
                continue
            seen += 1
            assert play.level == 2 and play.sel_spot == first
            assert at(app) == p.ss[j] and why.startswith("Hint: ") and prompt(app) == why
            want = bytes(g.dec[4 * j:4 * j + 4])
            play.log = []
            run_keys(app, [ok_key(app.scheme)])
            assert play.log[0] == want
        if seen >= 2:
            return
    raise AssertionError("no hinted card with one place to go in 59 deals")


def test_get_ready_hints_each_card_top_or_bottom_the_one_to_save_drawn_first():
    """Get Ready! (R-ACT-GETREADY): a hint for each card, its place shown at once
    with why; what fits nowhere goes to the bottom, what fits on top, the passenger
    a survivor group takes last, so that it is the deck's top card. Following the
    five hints (one press each) leaves P5 on top, then P8."""
    app = board("pygamer", hands=["GR1"], phase="action", lines={1: "Y2 | P9"},
                groups=["P1 P2 P3 P4"], deck="Y9 Y10 P5 P8 Y12", rest="discard")
    choose(app, action("GR1"))
    g = app.game
    assert g.phase() == L.PH_GET_READY
    said = []
    for _ in range(5):
        j, why = ask_hint(app)
        play = app.play
        assert play.level == 2
        top = g.dec[4 * j + 2] == 0
        assert at(app) == spot(SPOT_WORD, 0, W_TOP if top else W_BOTTOM)
        said.append(why)
        run_keys(app, [ok_key(app.scheme)])
    assert said == ["Hint: fits nowhere: bottom"] * 3 + ["Hint: it fits: on top"] * 2
    deck = [g.card(L.DECK, i) & 0x1F for i in range(g.plen(L.DECK))]
    assert deck[-2:] == [8, 5]                     # P5 drawn first, then P8


# --- the property: following hints never cycles --------------------------------------
def can_pause(app):
    p = app.play
    return app.scheme != "ab" or any(p.spot[e] == X_MENU for e in range(p.n))


def where(app):
    p = app.play
    return (app.game.phase(), p.level, p.sel, p.cur, p.spot[p.cur] if p.n else -1)


def follow_hints(app, rnd):
    """From the board (at level 1, 2 or a warning: chosen at random), ask the Hint
    wherever the pause menu opens and press choose, until a decision is applied.
    Returns the places passed through; fails on one seen twice."""
    app.show_board()
    play = app.play
    firsts = [e for e in range(play.n) if play.spot[e] < X_MENU]
    n0 = len(play.log)
    if firsts and rnd.random() < 0.5:                # start from a first part chosen
        play.step(rnd.choice(firsts) - play.cur)
        run_keys(app, [ok_key(app.scheme)])
        if len(play.log) > n0:
            return None                              # that press decided
    seen = []
    for _ in range(8):
        why = None
        if app.scheme == "three":                    # the held D2, at any level
            j, why = hold_hint(app)
        elif can_pause(app):
            j, why = ask_hint(app)
        if why is not None and play.level != CONFIRM:    # (a warning: says its own)
            k = app.game.dec[4 * j]
            assert why.startswith("Hint: ") and why != say(W.HINT_WHY + W.WHY_BEST) \
                or k in (L.D_SWAP, L.D_GIVE), (why, k)
        here = where(app)
        assert here not in seen, "a hint led back: %s" % (seen + [here])
        seen.append(here)
        run_keys(app, [ok_key(app.scheme)])
        if len(play.log) > n0:
            return seen
    raise AssertionError("no decision after 8 hints: %s" % seen)


@pytest.mark.parametrize("profile,quota,seeds", [("pygamer", 3, 300), ("clue", 1, 300),
                                                  ("feather", 1, 300)])
def test_following_hints_from_any_position_applies_a_decision_without_a_cycle(
        profile, quota, seeds):
    """Random games (random crews, 1-3 players) played by the core; in each phase
    the first positions met (`quota` a phase) are handed to the board, and the
    hints are followed there until a decision is applied: on every phase."""
    app = uikit.make_app(profile)
    run_keys(app, [ok_key(app.scheme)])
    app.display.refresh = lambda **kw: None        # the cursor's path only: no pixels
    app.play.log = []
    g = app.game
    done = [0] * L.PH_OVER
    for seed in range(1, seeds + 1):
        rnd = random.Random(seed)
        players = rnd.choice((1, 2, 3))
        crews = rnd.sample([c for c in range(N_CREW) if min_players(c) <= players], players)
        g.setup(seed, rnd.randrange(2), players, crews)
        app.play.new_game()
        while not g.over():
            ph = g.phase()
            if done[ph] < quota:
                done[ph] += follow_hints(app, rnd) is not None
                continue
            n = g.list_decisions()
            g.apply_index(n - 1 if ph == L.PH_MOVE and rnd.random() < 0.4
                          else rnd.randrange(n))
        if min(done) >= quota:
            break
    assert min(done) >= quota, "phases not reached: %s" % done
