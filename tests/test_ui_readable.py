"""Words a new player misread (issue 35's play-through, finding 5), on the three
screens through the boards' own buttons: the flood's line in the banner, the
survivor groups' numbers, the red "?" of a Mystery Passenger, the hand line's
codes and where a held card's full name shows."""
import pytest
import uikit
from sos_desktop.uidriver import keys_to, ok_key, run_keys
from sos_ui import howto
from sos_ui import words as W
from sos_ui.states import GROUPS, HELP, PAUSED
from sos_ui.text import say
from test_ui_flow import action, at, board, entry
from test_ui_guide import nxt
from test_ui_saves import choose_item, lines

from sos_core.layout import PH_ACTION

PROFILES = ("pygamer", "clue", "feather")

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def groups_seen(app):
    """Every part of the survivor groups' page, from the pause menu."""
    app.show_pause()
    assert app.state == PAUSED
    uikit.choose_menu_item(app, "Survivor groups")
    seen = [t for t in lines(app) if t]
    while app.screen.foot_row.row_text() == "Any button: more":
        run_keys(app, [ok_key(app.scheme)])
        assert app.state == GROUPS
        seen += [t for t in lines(app) if t]
    assert app.screen.foot_row.row_text() == "Any button: back"
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == PAUSED
    return seen


@pytest.mark.parametrize("profile", PROFILES)
def test_the_survivor_groups_say_what_each_number_is(profile):
    # "1: 1st 1 anchors 1": the group, its class, its run, its anchor passengers
    app = board(profile, groups=["P1a", "Y1 Y2 Y3 Y?4",
                                 "Y1a Y2a Y3a Y4 Y5a Y6 Y7a Y8 Y9a Y10 Y11a Y12 Y13a"],
                parked="P?", in_play="M2", rest="line4")
    seen = groups_seen(app)
    assert seen == ["Group 1: 1st class 1", "anchors: 1",
                    "Group 2: 2nd class 1-4", "no anchors, Mystery as 4",
                    "Group 3: 2nd class 1-13", "anchors: 1-3 5 7 9 11 13"]
    chars = app.screen.lines.chars
    assert all(len(t) <= chars - 2 for t in seen)   # (each row's text, whole)


@pytest.mark.parametrize("profile", PROFILES)
def test_a_mystery_that_does_not_fit_beside_the_anchors_has_a_line_of_its_own(profile):
    app = board(profile, groups=["P1a P2 P3a P4 P5a P6 P7a P8 P9a P10 P11a P12 P?13"],
                parked="Y?", in_play="M1", rest="line4")
    seen = groups_seen(app)
    assert seen == ["Group 1: 1st class 1-13", "anchors: 1 3 5 7 9 11",
                    "Mystery as 13"]


def book_pages(app):
    """Every page of How to play from the title: {title: its lines}."""
    choose_item(app, "How to play")
    pages = {}
    for _ in range(2 * 40):
        if app.state != HELP:
            break
        title = app.screen.title.row_text().replace(" ...", "").replace("... ", "")
        pages.setdefault(title, []).extend(t for t in lines(app) if t)
        foot = app.screen.foot_row.row_text()
        if foot.startswith("%d/" % howto.PAGES) and " ..." not in app.screen.title.row_text():
            break
        run_keys(app, [nxt(app)])
    return pages


@pytest.mark.parametrize("profile", PROFILES)
def test_the_red_question_mark_and_the_hand_codes_are_explained_in_how_to_play(profile):
    app = uikit.make_app(profile)
    pages = book_pages(app)
    assert "Red ?: Mystery passenger" in pages["Reading the board"]
    for kind in (10, 11):                          # the Mystery cards' own pages
        page = pages[say(W.ACTION_FULL + kind)]
        assert "On the board: a red ?" in page
        assert "On the hand line: " + say(W.ACTION_CODE + kind) in page
    hand = " ".join(pages["The hand line"])
    assert "codes if they do not fit" in hand and "code" in hand


@pytest.mark.parametrize("profile", PROFILES)
def test_a_card_the_hand_line_shows_as_a_code_is_named_in_full_on_the_list(profile):
    app = board(profile, hands=["GR1 CO1 CO2 BO M2"], phase="action")
    assert app.game.phase() == PH_ACTION
    assert app.view.info.row_text().startswith("Murdoch: GR CO CO BO M2")
    for code, name in (("GR1", "Get Ready!"), ("CO1", "Come On!"), ("M2", "Mystery 2nd")):
        run_keys(app, keys_to(app, entry(app, action(code))))
        assert at(app) == action(code)
        opts = app.play.opts
        assert opts.is_open and uikit.item_text(opts, opts.cursor) == name   # its full name
