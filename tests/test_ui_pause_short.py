"""Fewer presses on the CLUE's two buttons (issue 35's play-through, finding 6):
What happened took eight presses of A from Resume, and How to play went one
way through 32 pages. What happened is one step from Resume on every board;
on the CLUE, B on a page of How to play shows its contents (each rules page,
the action cards, the crews, "< Back"), a page behind a few presses away."""
import pytest
import uikit
from sos_boards.buttons import A, B
from sos_desktop.uidriver import close_key, run_keys
from sos_ui import howto
from sos_ui import words as W
from sos_ui.states import HAPPENED, HELP, PAUSED, TITLE
from sos_ui.text import say
from test_ui_flow import board
from test_ui_saves import choose_item, step_key

PROFILES = ("pygamer", "clue", "feather")

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


@pytest.mark.parametrize("profile", PROFILES)
def test_what_happened_is_one_step_from_resume(profile):
    app = board(profile, phase="move")
    uikit.open_pause(app)
    m = app.screen.menu
    assert uikit.item_text(m, m.cursor) == "Resume"
    run_keys(app, [step_key(app)])
    assert uikit.item_text(m, m.cursor) == "What happened"
    run_keys(app, [uikit.ok_key(app.scheme)])
    assert app.state == HAPPENED
    # the Title menu still in view on 160x128 (the menu's first rows)
    rows = m.shown_rows
    assert [uikit.item_text(m, i) for i in range(rows)][:7] == [
        "Resume", "What happened", "Undo", "Redo", "Hint", "How to play", "Title menu"][:rows]


def title(app):
    return app.screen.title.row_text().replace(" ...", "")


def test_the_clue_s_b_shows_the_contents_and_any_section_is_a_few_presses_away():
    app = uikit.make_app("clue")
    choose_item(app, "How to play")
    run_keys(app, [A] * 5)                                  # page 6: Flooding
    assert title(app) == "Flooding"
    assert app.screen.foot_row.row_text() == "6/%d A: next  B: contents" % howto.PAGES
    run_keys(app, [B])
    assert app.state == HELP and title(app) == "Contents"
    m = app.screen.menu
    names = [uikit.item_text(m, i) for i in range(m.n)]
    assert names == ["The goal", "Buttons", "The lines", "A turn", "The score", "Flooding",
                     "The board", "Reading the board", "Moves made for you", "The hand line",
                     "Action cards", "Crews", "< Back"]
    assert names[m.cursor] == "< Back"                      # B again: closed
    want = {"The lines": "The lines", "Action cards": say(W.ACTION_FULL),
            "Crews": say(W.CREW), "The hand line": "The hand line"}
    for item, page in want.items():
        k = names.index(item)
        keys = [A] * (k + 1) + [B]                         # round from "< Back"
        assert len(keys) <= 13
        run_keys(app, keys)
        assert app.state == HELP and title(app) == page, item
        run_keys(app, [B])                                  # back to the contents
        assert title(app) == "Contents"
    run_keys(app, [B])                                      # "< Back": the title again
    assert app.state == TITLE


def test_the_clue_s_how_to_play_from_the_pause_closes_on_its_item_in_two_presses():
    app = board("clue", phase="move")
    uikit.open_pause(app)
    choose_item(app, "How to play")
    assert app.state == HELP and title(app) == "The lines"  # the page for the phase
    run_keys(app, [B, B])                                   # the contents, "< Back"
    m = app.screen.menu
    assert app.state == PAUSED and uikit.item_text(m, m.cursor) == "How to play"


@pytest.mark.parametrize("profile", ("pygamer", "feather"))
def test_a_board_that_pages_back_closes_how_to_play_at_once(profile):
    app = uikit.make_app(profile)
    choose_item(app, "How to play")
    run_keys(app, [step_key(app)] * 3)
    assert "contents" not in app.screen.foot_row.row_text()
    run_keys(app, [close_key(app.scheme)])
    assert app.state == TITLE


def test_the_guide_s_close_stays_one_press_on_the_clue():
    app = board("clue", crew="latimer", hands=["CO1 GR1 CO2"], phase="action",
                deck="Y12 Y5 P8")
    uikit.open_pause(app)
    choose_item(app, "Your crew")
    assert app.state == HELP and title(app) == "Your crew: Latimer"
    assert app.screen.foot_row.row_text().endswith("A: next  B: close")
    run_keys(app, [B])
    assert app.state == PAUSED
