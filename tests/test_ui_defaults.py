"""Safe defaults and what stays in view (issue 23): the cursor starts on a
card a survivor group takes; the hand line shows whenever moves can be made;
Get Ready!'s cards stay in view while their places are chosen; a list longer
than its box shows that it scrolls."""
import random

import pytest
import uikit
from sos_boards.buttons import RIGHT
from sos_desktop.uidriver import ok_key, random_choice_keys, run_keys
from sos_ui.picker import END_SPOT, SPOT_CARD, spot
from sos_ui.states import BOARD, OVER
from test_ui_flow import action, at, board, choose, entry  # a position's board, the cursor

from sos_core import layout as L


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_the_tray_cursor_starts_on_a_card_a_group_takes(profile):
    app = board(profile, phase="place", look="Y15 Y1", lines={1: "Y5 | P9"}, rest="line3")
    assert at(app) == spot(SPOT_CARD, L.LOOK, 1)          # the 1, not the 15 before it


def test_the_moves_cursor_starts_on_a_top_card_a_group_takes():
    app = board(lines={1: "Y5 | Y17", 2: "Y3 | Y2"}, groups=["Y1"], rest="line3")
    assert at(app) == spot(SPOT_CARD, 1, app.game.plen(1) - 1)   # the 2, onto the group's 1


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_the_hand_line_shows_whenever_moves_can_be_made(profile):
    app = uikit.start_game(profile, deal=21)
    rnd = random.Random(21)
    seen = 0
    for _ in range(400):
        if app.state == OVER:
            break
        if app.state == BOARD and app.game.phase() == L.PH_MOVE and app.play.level == 1:
            assert not app.view.info.hidden, app.game.turn()
            seen += 1
        run_keys(app, random_choice_keys(app, rnd))
    assert seen >= 5


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_get_readys_cards_stay_in_view_while_their_places_are_chosen(profile):
    app = board(profile, hands=["GR1"], phase="action", deck="Y4 P7 Y9 P2 Y12 Y13",
                lines={1: "Y5 | P9"}, rest="line3")
    choose(app, action("GR1"))
    play = app.play
    assert app.game.phase() == L.PH_GET_READY and app.game.plen(L.LOOK) == 5
    run_keys(app, [ok_key(app.scheme)])                  # a card: now Top or Bottom
    assert play.level == 2 and not app.options.group.hidden
    m = app.options
    top, bottom = m.group.y, m.group.y + m.height()
    row_y = app.lay.tray_row * app.lay.ch
    assert bottom <= row_y or top >= row_y + app.lay.ch   # the list clear of the tray row
    assert app.view.prompt.row_text() == "Top (drawn next) or bottom"


def thumb_shown(m):
    """Is the Menu's thumb on the screen (a closed list's waits off its side)?"""
    return 0 <= m.thumb.x < m.span and not m.thumb.hidden


def test_a_list_longer_than_its_box_shows_a_thumb_that_follows_the_cursor():
    app = uikit.make_app("feather")                       # 240x135: Settings scrolls
    uikit.choose_menu_item(app, "Settings")
    m = app.screen.menu
    assert m.n > m.shown_rows and thumb_shown(m)
    y0 = m.thumb.y
    run_keys(app, [RIGHT] * (m.n - 1))                    # D2 steps down to the last
    assert m.thumb.y > y0 and m.thumb.y + m.thumb.height <= m.at_y + m.height()
    uikit.choose_menu_item(app, "< Back")
    assert m.n == 5 and thumb_shown(m) == (m.n > m.shown_rows)   # the title's own


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_the_moves_list_after_a_longer_menu_shows_no_thumb(profile):
    """The pause menu's thumb stayed on the board's short moves list (End moves)
    after Resume, a white bar down the board beside it."""
    app = board(profile, lines={1: "Y5 | Y17", 2: "Y3 | Y2"}, groups=["Y1"], rest="line3")
    m = app.options
    uikit.open_pause(app)
    long = m.n > m.shown_rows                             # (the CLUE's fits its box)
    assert thumb_shown(m) is long
    uikit.choose_menu_item(app, "Resume")
    app.play.step(entry(app, END_SPOT) - app.play.cur)    # the list, shown
    assert not m.group.hidden and not thumb_shown(m)
    if profile != "clue":
        assert long                                       # where it showed
