"""Fewer presses: a held direction repeating, and the other ways the UI saves a
press; the rest of the flow: tests/test_ui_flow.py."""
import pytest
import uikit
from sos_boards.buttons import A, B
from sos_desktop.uidriver import ok_key, run_keys
from sos_text.names import ACTION_CODES
from sos_ui import words as W
from sos_ui.app import REPEAT_DELAY, REPEAT_EVERY
from sos_ui.picker import (
    SPOT_CARD,
    SPOT_PILE,
    spot,
)
from sos_ui.states import BOARD, HELP, PAUSED
from sos_ui.text import say
from test_ui_flow import at, board, entry, place, prompt, pytestmark  # noqa: F401

from sos_core.cards import COME_ON
from sos_core.layout import (
    D_MOVE,
    GROUP0,
)


# --- fewer presses ----------------------------------------------------------------------
def test_a_held_direction_repeats_after_a_delay_at_a_rate():
    app = board(lines={1: "Y2 | P5", 2: "Y3 | P6", 3: "Y4 | Y9", 4: "| Y10"}, rest="line5")
    now = [1000]
    app.clock = lambda: now[0]
    n = app.play.n
    assert n >= 4
    moves = []

    def step(t):
        now[0] = t
        before = app.play.cur
        app.tick()
        moves.append(app.play.cur != before)

    app.buttons.feed("+RIGHT")
    step(1000)                                           # the press itself
    assert moves == [True]
    step(1000 + REPEAT_DELAY - 1)                        # not yet
    step(1000 + REPEAT_DELAY)                            # the first repeat
    step(1000 + REPEAT_DELAY + REPEAT_EVERY - 1)
    step(1000 + REPEAT_DELAY + REPEAT_EVERY)             # the second
    assert moves == [True, False, True, False, True]
    app.buttons.feed("-RIGHT")
    step(1000 + REPEAT_DELAY + REPEAT_EVERY + 1)         # the release
    step(1000 + 10 * REPEAT_DELAY)
    assert moves[-1] is False


def test_held_direction_wraps_with_the_clock():
    app = board(lines={1: "Y2 | P5", 2: "Y3 | P6"}, rest="line5")
    now = [0x1FFFFFFF - 50]
    app.clock = lambda: now[0]
    app.buttons.feed("+RIGHT")
    app.tick()
    cur = app.play.cur
    now[0] = (0x1FFFFFFF - 50 + REPEAT_DELAY) & 0x1FFFFFFF
    app.tick()
    assert app.play.cur != cur


def test_auto_move_saves_a_passenger_no_one_could_want_elsewhere():
    pos = dict(lines={1: "Y5 | Y2 Y1", 2: "Y3 | Y10 Y9", 3: "Y6 | Y10a"}, rest="line5")
    for auto in (False, True):
        app = board(auto=auto, **pos)
        assert app.game.plen(GROUP0) == 0                # not before the player's decision
        place(app, spot(SPOT_CARD, 1, 2))                # Y9 onto Y10a: one destination
        g = app.game
        assert g.plen(2) == 3
        assert g.plen(GROUP0) == (1 if auto else 0)      # a 1 starts a group by itself
        assert g.plen(0) == (2 if auto else 3)           # Y2 stays: the other 1 is out
        if auto:
            assert prompt(app) == say(W.AUTO_MOVED) + "2nd 1"   # the card, named
            assert g.n_undo == 2                         # nothing turned up: undo kept


def test_a_lone_13_to_an_empty_bow_line_is_not_offered():
    app = board(lines={5: "P13", 1: "Y2 | P9", 2: "| Y9"}, rest="line4")
    g = app.game
    g.list_decisions()
    assert g.find_decision(D_MOVE, 4, 1, 5) >= 0        # listed by the core ...
    with pytest.raises(AssertionError):
        entry(app, spot(SPOT_CARD, 4, 0))               # ... not offered


def test_help_pages_rules_every_action_card_and_crew_numbered_and_back_a_page():
    from sos_boards.buttons import LEFT, RIGHT
    from sos_ui import howto

    from sos_core.cards import N_KINDS
    from sos_core.crew import N_CREW
    app = uikit.make_app("pygamer")
    app.open(HELP)
    titles, firsts, codes = [], [], []
    for _ in range(howto.PAGES):
        titles.append(app.screen.title.row_text())
        firsts.append(app.screen.lines.row_text(0))
        codes.append(app.screen.lines.row_text(6))
        assert app.screen.foot_row.row_text() == "%d/%d %s" % (
            len(titles), howto.PAGES, say(W.HELP_KEYS))          # numbered, with the keys
        run_keys(app, [RIGHT])
    assert app.state == HELP and titles[-1] == app.screen.title.row_text()  # stays last
    run_keys(app, [B])
    assert app.state == 0                                   # closed to the title
    assert howto.PAGES == 10 + N_KINDS + N_CREW
    assert titles[:10] == [say(W.HELP), say(app.keys + 3), say(W.HELP + 8),
                           say(W.HELP + 16), say(W.HELP + 24), say(W.HELP_FLOOD),
                           say(W.HELP_BOARD), say(W.HELP_READ), say(W.HELP_AUTO),
                           say(W.HELP_HAND)]
    assert firsts[7] == "Over a line: how many of"     # what the numbers and bars are
    assert firsts[8] == say(W.HELP_AUTO + 1)                # the auto-move rule
    assert titles[10:10 + N_KINDS] == [say(W.ACTION_FULL + k) for k in range(N_KINDS)]
    assert firsts[10 + COME_ON] == say(W.CARD_TEXT + 5 * COME_ON) == "Search the passenger deck"
    # what a hand line's two letters mean, on each card's page
    assert codes[10:10 + N_KINDS] == ["On the hand line: " + ACTION_CODES[k]
                                      for k in range(N_KINDS)]
    assert codes[10 + COME_ON] == "On the hand line: CO"
    assert titles[10 + N_KINDS:] == [say(W.CREW + c) for c in range(N_CREW)]
    assert firsts[10 + N_KINDS] == "Draws 1-4  Cards: 2"      # Murdoch, from the crew table
    app.open(HELP)
    run_keys(app, [RIGHT, RIGHT, LEFT])                     # back a page
    assert app.screen.title.row_text() == titles[1]
    run_keys(app, [A])                                      # A pages on, as the foot says
    assert app.screen.title.row_text() == titles[2]
    run_keys(app, [B])                                      # B closes help
    assert app.state == 0


@pytest.mark.parametrize("profile", ["pygamer", "feather"])
def test_pause_menu_shows_the_survivor_groups_whole_runs(profile):
    """The board shows a group's top card only: the pause menu's page tells each
    run (R-LINE-3), its anchor passengers (R-END-2) and a Mystery's stand-in value."""
    app = board(profile, groups=["P1a P2a P3a P4 P5 P6a P7a", "Y1 Y2 Y3 Y?4 Y5a"],
                parked="P?", in_play="M2", rest="line4")
    assert app.state == BOARD
    app.show_pause()
    assert app.screen.title.row_text() == "Deal: 3"        # which deal this is
    uikit.choose_menu_item(app, "Survivor groups")
    rows = [app.screen.lines.row_text(i) for i in range(app.screen.n_lines)]
    # each number said what it is (issue 35: "1: 1st 1 anchors 1" read as
    # nothing), two lines a group
    assert rows[:4] == ["Group 1: 1st class 1-7", "anchors: 1-3 6-7", "Group 2: 2nd class 1-5",
                        "anchors: 5, Mystery as 4"]
    run_keys(app, [ok_key(app.scheme)])                    # any button: back
    assert app.state == PAUSED


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_hint_points_at_greedys_choice_says_why_and_counts_as_assisted(profile):
    """Issue 9: a hint from the pause menu puts the cursor on what sos_bot.greedy
    would do, with its reason; its code is not left in memory; the game is assisted."""
    import sys

    from sos_bot.greedy import Greedy
    app = board(profile, lines={1: "Y2 | P5", 2: "Y3 | Y9"}, groups=["P1 P2 P3 P4"],
                rest="line4")
    sys.modules.pop("sos_bot.greedy", None)             # as on a board: not loaded
    app.show_pause()
    uikit.choose_menu_item(app, "Hint")
    assert app.state == BOARD and app.records.assisted
    assert "sos_bot.greedy" not in sys.modules and "sos_ui.hint" not in sys.modules
    g = app.game
    bot = Greedy(app.ticks + 1)
    j = bot.choose(g)                                   # the same choice, the same seed
    p = app.play.p                                      # P5 chosen, the cursor on
    assert app.play.sel_spot == p.fs[j] == spot(SPOT_CARD, 0, 1)   # its one place:
    assert app.play.level == 2 and at(app) == p.ss[j] == spot(SPOT_PILE, GROUP0, 0)
    assert prompt(app) == say(W.HINT_WHY + bot.reason) == "Hint: saves a passenger"
    run_keys(app, [ok_key(app.scheme)])                 # one press: onto its group
    assert g.plen(GROUP0) == 5                           # one destination: saved


def test_a_hint_without_room_to_think_says_so_and_the_game_goes_on(monkeypatch):
    """On a board the heap may lack room for greedy: MemoryError is caught, the
    pause menu stays with a word of why, and nothing of the hint is left loaded."""
    import sys
    import types

    app = board(lines={1: "Y2 | P5"}, groups=["P1 P2 P3 P4"], rest="line4")
    s = bytes(app.game.s)

    class NoRoom:
        def __init__(self, seed, scratch=None):
            raise MemoryError

    fake = types.ModuleType("sos_bot.greedy")
    fake.Greedy = NoRoom
    monkeypatch.setitem(sys.modules, "sos_bot.greedy", fake)
    app.show_pause()
    app.hint()
    assert app.state == PAUSED and app.screen.foot_row.row_text() == say(W.NO_HINT)
    assert bytes(app.game.s) == s and not app.records.assisted and "sos_ui.hint" not in sys.modules
