"""Issue 35 item 3: the Hint in one press on every board, a button held on the
board (sos_boards.buttons.HOLD: SELECT on the d-pad, A on the CLUE, D2 on the
Feather) whose short press keeps its meaning, said in the board's foot line and
on the Buttons help page; its words name what the hinted decision is for
(sos_ui.why); and it never names a choice that surely does nothing while
another is listed (sos_ui.hint.pick). Headless emulator, the board's own buttons."""
import random
import sys

import pytest
import uikit
from sos_boards.buttons import HOLD, MEANS, NAMES
from sos_desktop.uidriver import ok_key, run_keys
from sos_ui import words as W
from sos_ui.app import HOLD_MS, REPEAT_DELAY
from sos_ui.states import BOARD, PAUSED
from sos_ui.text import say
from test_ui_flow import action, at, board, choose, prompt
from test_ui_hint import hinted

from sos_bot.greedy import Greedy
from sos_core import hints
from sos_core import layout as L
from sos_core.booklet import LAST_PAGE
from sos_core.cards import ACTION_KIND, GET_READY, SAVE_TIME, YOUR_TURN
from sos_core.crew import N_CREW, min_players
from sos_core.game import Game

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")
PROFILES = ("pygamer", "clue", "feather")
HELD = {"pygamer": "SELECT", "clue": "A", "feather": "D2"}    # as the board names it


def hold_key(app):
    return NAMES[MEANS[app.scheme].index(HOLD[app.scheme])]


def holding(app):
    """Press the board's HOLD button (a clock of the test's own); returns
    step(ms): a pass of the loop that many ms after the press."""
    now = [5000]
    app.clock = lambda: now[0]
    app.buttons.feed("+" + hold_key(app))
    app.tick()

    def step(ms):
        now[0] = 5000 + ms
        app.tick()
    return step


def seen(app):
    p = app.play
    return app.state, p.level, p.cur, prompt(app)


FREES = dict(lines={1: "Y2 | P5", 2: "Y3 | P6"}, rest="line4")   # P5 onto P6 turns up Y2


# --- one press -------------------------------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_holding_the_hint_button_on_the_board_shows_the_hint(profile):
    app = board(profile, **FREES)
    p = app.play.p
    sys.modules.pop("sos_bot.greedy", None)            # as on a board: not loaded
    step = holding(app)
    first = seen(app)                  # the press did what it does: menu, next target
    assert first[0] == (PAUSED if profile == "pygamer" else BOARD)
    step(HOLD_MS - 1)
    assert seen(app) == first and not app.records.assisted      # not yet; no repeat
    step(HOLD_MS)
    for name in ("sos_ui.hint", "sos_ui.why", "sos_bot.greedy"):
        assert name not in sys.modules                          # gone once shown
    j = hinted(app)
    assert app.state == BOARD and app.records.assisted
    assert app.play.level == 2 and app.play.sel_spot == p.fs[j] and at(app) == p.ss[j]
    assert prompt(app) == "Hint: frees a card, line 1"
    after = seen(app)
    step(HOLD_MS + 2000)               # still held: nothing more, no repeat
    app.buttons.feed("-" + hold_key(app))
    step(HOLD_MS + 2001)
    assert seen(app) == after
    want = bytes(app.game.dec[4 * j:4 * j + 4])
    app.play.log = []
    run_keys(app, [ok_key(app.scheme)])                         # one press follows it
    assert app.play.log == [want]


@pytest.mark.parametrize("profile", PROFILES)
def test_a_short_press_of_the_hint_button_keeps_its_meaning(profile):
    app = board(profile, **FREES)
    cur = app.play.cur
    run_keys(app, hold_key(app))                                # press and release
    assert not app.records.assisted
    if profile == "pygamer":
        assert app.state == PAUSED                               # SELECT: the pause menu
    else:
        assert app.state == BOARD and app.play.cur == (cur + 1) % app.play.n   # next


def test_the_clue_s_a_still_repeats_off_the_board():
    """On the title's list A repeats as before: a hint is the board's alone."""
    app = uikit.make_app("clue")
    m = app.screen.menu
    was = m.cursor
    step = holding(app)
    step(REPEAT_DELAY)
    assert m.cursor == (was + 2) % m.n and not app.hinting


@pytest.mark.parametrize("profile", PROFILES)
def test_every_board_says_which_button_to_hold_in_its_foot_line_and_help(profile):
    app = board(profile, **FREES)
    keys = app.view.keys.row_text()
    assert keys == say(app.keys + W.KEY_HINT) and len(keys) <= app.view.keys.chars
    assert "hold" in keys and "hint" in keys and HELD[profile] in keys
    page = " ".join(say(app.keys + W.KEY_HELP + i) for i in range(8))
    assert "held: a hint" in page and HELD[profile] in page
    assert all(len(say(app.keys + W.KEY_HELP + i)) <= 26 for i in range(8))


# --- what it is for ----------------------------------------------------------------------
def ask(app):
    """The hint with the held button; its words."""
    step = holding(app)
    step(HOLD_MS)
    app.buttons.feed("-" + hold_key(app))
    step(HOLD_MS + 1)
    assert app.state == BOARD
    return prompt(app)


@pytest.mark.parametrize("pos,play,why", [
    (dict(lines={1: "Y2 | P1", 2: "Y3 | P6"}, rest="line4"), None, "Hint: lowers a lifeboat"),
    (dict(lines={1: "Y2 | P5", 2: "Y3 | Y9"}, groups=["P1 P2 P3 P4"], rest="line4"), None,
     "Hint: saves a passenger"),
    (FREES, None, "Hint: frees a card, line 1"),
    # deck 1 floods at the next page (R-FLOOD-2): its run onto deck 3's P10
    (dict(lines={1: "| P9 P8", 3: "Y3 | P10"}, page=2), None, "Hint: away from the flood"),
    (dict(lines={1: "| P9", 2: "| P8"}), None, "Hint: no move helps now"),
    (dict(hands=["CO1"], phase="action", lines={1: "Y2 | P9"},
          groups=["P1 P2 P3 P4 P5 P6 P7"]), None, "Hint: a fit from the deck"),
    (dict(crew="lee", hands=["PA"], phase="action", lines={1: "Y2 | P9"}), None,
     "Hint: finds a needed card"),
    # a rescue from the empty deck turns a page first (R-RESCUE-4): Save Time does not
    (dict(hands=["ST"], phase="action", lines={1: "Y2 | P9"}, deck="", rest="discard"), None,
     "Hint: afloat a page longer"),
    (dict(hands=["BO"], phase="action", lines={1: "Y2 | P9 P8", 2: "Y3 | Y9"}), None,
     "Hint: a run to the Boat"),
    (dict(hands=["BO"], phase="action", lines={1: "Y2 | P9 P8", 2: "Y3 | Y9"}), "BO",
     "Hint: frees a card, line 1"),
    (dict(hands=["WA1"], phase="action", lines={1: "| P9", 2: "Y4 Y5 | P3"}), "WA1",
     "Hint: frees a card, line 2"),
    (dict(hands=["YT1"], phase="action", lines={1: "| P9", 2: "Y4 Y5 Y6 | P3"}), "YT1",
     "Hint: most cards: line 2"),
])
def test_the_hint_says_what_its_choice_is_for(pos, play, why):
    app = board("pygamer", **pos)
    if play:
        choose(app, action(play))
    assert ask(app) == why


def test_a_hinted_rescue_says_its_odds_of_placing_a_passenger():
    """Of the hidden passengers (as a set: greedy's h), u fit: the chance that one
    of the n drawn does, in per cent."""
    app = board("clue", phase="action", lines={1: "Y2 | P9"})
    bot = Greedy(app.ticks + 2)                 # (the hold's press counts a tick)
    bot.choose(app.game)
    said = ask(app)
    n = app.game.dec[4 * hinted(app) + 1]
    fail = 1000                                 # per mille, as greedy counts them
    for i in range(n):
        fail = fail * (bot.h - bot.u - i) // (bot.h - i)
    assert said == "Hint: %d%% to place one" % (100 - fail // 10)
    assert 0 < bot.u < bot.h


def test_every_hint_fits_the_160_px_prompt_row():
    whole = [say(W.HINT_WHY + i) for i in range(W.WHY_BEST + 1)
             if say(W.HINT_WHY + i).startswith("Hint: ") and i != W.WHY_ODDS]
    whole += [say(W.HINT_CARD + k) for k in range(12)]
    longest = ["Hint: frees a card, line 6", "Hint: builds on the Boat",
               "Hint: most cards: the Boat", "Hint: frees lines 5 and 6",
               "Hint: 100% to place one", "Hint: clears the Boat"]
    for i, j in ((W.WHY_FREE, W.WHY_LINE), (W.WHY_BUILD, W.WHY_THE_BOAT),
                 (W.WHY_SEE, W.WHY_THE_BOAT), (W.WHY_CLEAR, W.WHY_THE_BOAT)):
        assert say(W.HINT_WHY + i) + say(W.HINT_WHY + j) in [t.rstrip("6") for t in longest]
    assert all(len(t) <= 26 for t in whole + longest)


# --- never a choice that does nothing ----------------------------------------------------
def does_nothing(g, i):
    """Listed decision i surely does nothing: what the core calls no effect or
    pointless, a Come On!/Come Back! that surely finds nothing, and by the rules
    Save Time with no discards (R-ACT-SAVETIME) and Your Turn! with no line of
    two cards to look at (R-ACT-YOURTURN)."""
    k, a, b, c = g.dec[4 * i:4 * i + 4]
    if hints.no_effect(g, k, a) or hints.pointless(g, k, a, b, c):
        return True
    if k == L.D_PLAY and ACTION_KIND[a] == SAVE_TIME:
        return g.plen(L.DISCARD) == 0
    if k == L.D_PLAY and ACTION_KIND[a] == YOUR_TURN:
        return max(g.plen(x) for x in range(L.N_LINES)) < 2
    if k == L.D_LINE and g.phase() == L.PH_YT_LINE:
        return g.plen(a) < 2
    return k == L.D_PLAY and hints.page_cost(g, k, a) == L.WHY_NOTHING


def sinks(g, i):
    """Listed decision i surely turns the page that sinks the ship."""
    return g.page() + 1 >= LAST_PAGE and hints.page_cost(g, g.dec[4 * i], g.dec[4 * i + 1])


@pytest.mark.parametrize("profile", PROFILES)
def test_get_ready_on_an_empty_deck_is_never_the_hint(profile):
    """The issue's case: greedy would play Get Ready! on the empty deck (it turns
    no page, and does nothing else); the hint names the rescue instead."""
    pos = dict(hands=["GR1"], phase="action", lines={1: "Y2 | P9"}, deck="", rest="discard")
    app = board(profile, **pos)
    g = app.game
    n = g.list_decisions()
    gr = [i for i in range(n) if g.dec[4 * i] == L.D_PLAY]
    assert Greedy(app.ticks + 2).choose(g) == gr[0] and does_nothing(g, gr[0])
    assert ask(app).endswith("% to place one")
    assert g.dec[4 * hinted(app)] == L.D_RESCUE and app.play.level == 2


def test_on_the_last_page_get_ready_keeps_the_ship_afloat():
    """A rescue from the empty deck turns the page before it draws (R-RESCUE-4):
    on page 10 it sinks the ship. Get Ready! then is not for nothing: the hint
    names it, and says why."""
    pos = dict(hands=["GR1"], phase="action", lines={5: "Y2 | P9"}, deck="", rest="discard",
               page=LAST_PAGE - 1)
    app = board("feather", **pos)
    assert ask(app) == "Hint: afloat a page longer"
    g = app.game
    assert g.dec[4 * hinted(app)] == L.D_PLAY and app.play.level == 1


def test_the_hint_never_names_a_choice_that_does_nothing_in_random_games():
    """Random games (random crews, 1-3 players): wherever a listed choice surely
    does nothing and another does something without surely sinking the ship,
    the hint's choice does something (greedy alone would have named one that
    does nothing in some), and it never surely sinks the ship while a choice
    that does not is listed."""
    from sos_ui import hint

    tried = would = 0
    for seed in range(1, 301):
        rnd = random.Random(seed)
        players = rnd.choice((1, 2, 3))
        crews = rnd.sample([c for c in range(N_CREW) if min_players(c) <= players], players)
        g = Game()
        g.setup(seed, rnd.randrange(2), players, crews)
        while not g.over():
            n = g.list_decisions()
            idle = [does_nothing(g, i) for i in range(n)]
            sunk = [sinks(g, i) for i in range(n)]
            if any(idle) and not all(idle[i] or sunk[i] for i in range(n)):
                j = hint.pick(g, Greedy(seed))
                assert not idle[j], (seed, bytes(g.dec[4 * j:4 * j + 4]))
                assert not sunk[j] or all(sunk), seed
                tried += 1
                would += idle[Greedy(seed).choose(g)]
                g.list_decisions()
            # toward the late game: a rescue or a group move more often than not
            good = [i for i in range(n) if g.dec[4 * i] == L.D_RESCUE
                    or g.dec[4 * i] == L.D_MOVE and g.dec[4 * i + 3] >= L.GROUP0]
            g.apply_index(rnd.choice(good) if good and rnd.random() < 0.6 else rnd.randrange(n))
    assert tried > 2000 and would > 10, (tried, would)
    assert ACTION_KIND.count(GET_READY) == 2        # (the kinds named above exist)
