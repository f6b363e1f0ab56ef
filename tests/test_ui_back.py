"""Backing out, always the same way (issue 35, item 2), and a turn with nothing
to move that says so (item 5), on the three profiles: a first press picks and a
second places, even where one place is possible; B (or "< Back" where a board
has no B) takes a chosen passenger back, and an action card in play back to
the action choice until one of its steps reveals a card."""
import pytest
import uikit
from sos_boards.buttons import BACK, A, B
from sos_desktop.uidriver import choose_keys, run_keys
from sos_ui import words as W
from sos_ui.entries import X_BACK
from sos_ui.picker import END_SPOT, SPOT_CARD, SPOT_PILE, spot
from sos_ui.states import BOARD, PAUSED
from sos_ui.text import say
from test_ui_flow import action, at, board, choose, entry, prompt

from sos_core.layout import GROUP0, PH_ACTION, PH_MOVE, PH_SAME_LINES

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")
PROFILES = ("pygamer", "clue", "feather")


def back(app):
    """B where the board has it, else its "< Back" entry."""
    if app.profile.intents & (1 << BACK):
        run_keys(app, [B])
    else:
        choose(app, X_BACK)


@pytest.mark.parametrize("profile", PROFILES)
def test_a_card_with_one_place_shows_it_and_waits_for_the_second_press(profile):
    app = board(profile, lines={1: "Y2 | P5", 2: "Y3 | Y9"}, groups=["P1 P2 P3 P4"],
                rest="line4")
    before = bytes(app.game.s)
    choose(app, spot(SPOT_CARD, 0, 1))                   # the 5: its group alone takes it
    p = app.play
    assert p.level == 2 and bytes(app.game.s) == before  # picked, not moved
    assert at(app) == spot(SPOT_PILE, GROUP0, 0)         # ... its one place under the cursor
    back(app)
    assert p.level == 1 and at(app) == spot(SPOT_CARD, 0, 1)
    assert bytes(app.game.s) == before
    choose(app, spot(SPOT_CARD, 0, 1))
    run_keys(app, choose_keys(app, p.cur))               # the second press places it
    assert app.game.top(GROUP0) & 0x1F == 5


@pytest.mark.parametrize("profile", PROFILES)
def test_back_takes_an_action_card_back_before_it_reveals_anything(profile):
    # R-UNDO: Same Lines!'s two lines are chosen before anything is turned up
    app = board(profile, hands=["SL1"], phase="action",
                lines={1: "Y2 | P9", 2: "Y3 | P7", 3: "Y4 | P6"}, rest="line4")
    before = bytes(app.game.s)
    n_log = app.records.n_log
    choose(app, action("SL1"))
    g = app.game
    assert g.phase() == PH_SAME_LINES and app.play.card_steps() == 1
    back(app)
    assert g.phase() == PH_ACTION and bytes(g.s) == before   # the card in hand again
    assert app.records.n_log == n_log                    # the log took its entries back
    assert at(app) == action("SL1")                      # the cursor where it was
    assert not any(app.play.spot[e] == X_BACK for e in range(app.play.n))


@pytest.mark.parametrize("profile", ("pygamer", "clue"))
def test_no_back_out_once_a_step_has_revealed_a_card(profile):
    app = board(profile, hands=["YT1"], phase="action",
                lines={1: "Y2 Y5 | P9", 2: "Y3 | P7"}, rest="line4")
    choose(app, action("YT1"))
    g = app.game
    line = [e for e in range(app.play.n) if app.play.place[e] != 2][0]
    run_keys(app, choose_keys(app, line))                # a line: its cards turned up
    ph = g.phase()
    assert ph != PH_ACTION and app.play.card_steps() == 0
    before = bytes(g.s)
    if profile == "pygamer":                             # B does nothing more here
        run_keys(app, [B])
    assert bytes(g.s) == before
    assert not any(app.play.spot[e] == X_BACK for e in range(app.play.n))


@pytest.mark.parametrize("profile", PROFILES)
def test_a_turn_with_nothing_to_move_says_so(profile):
    # no top one less than another of its class, no 1, no 13: nothing can move
    app = board(profile, lines={1: "Y2 | P5", 2: "Y5 | P9", 3: "P2 | Y3", 4: "P3 | Y7",
                                5: "P4 | P12", 6: "Y6 | Y11"})
    p = app.play
    assert app.game.phase() == PH_MOVE and p.p.n_first == 1
    assert p.spot[p.cur] == END_SPOT
    assert prompt(app) == say(W.NO_MOVES)
    entry(app, END_SPOT)


@pytest.mark.parametrize("profile", PROFILES)
def test_the_pause_menu_comes_back_on_the_item_it_opened(profile):
    # a new player's play-through: back from What happened, the cursor was on
    # Resume again, Undo one press below it (and eight presses more on the CLUE)
    app = board(profile, lines={1: "Y2 | P5", 2: "Y3 | Y9"}, groups=["P1 P2 P3 P4"],
                rest="line4")
    for item in ("What happened", "Survivor groups", "How to play"):
        uikit.open_pause(app)
        uikit.choose_menu_item(app, item)
        assert app.state != PAUSED
        close = {"dpad": B, "ab": B, "three": A}[app.scheme]   # help's close, any other
        for _ in range(8):
            if app.state == PAUSED:
                break
            run_keys(app, [close])
        m = app.screen.menu
        assert uikit.item_text(m, m.cursor) == item
        uikit.choose_menu_item(app, "Resume")
        assert app.state == BOARD
