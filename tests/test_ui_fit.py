"""Every screen's text fits its screen (issue 34: 9x20 text on the 240 px
screens leaves the 240x135 Feather six rows): a menu ends above the foot line
that names its buttons, a game over shows the line on the bot's score or the
best, the survivor groups all show (in two parts where they must), help lines
fit a row, a banner's key hint is its own, and every challenge can be chosen."""
import pytest
import uikit
from sos_boards.buttons import B
from sos_desktop import FileNVM
from sos_desktop.uidriver import ok_key, run_keys
from sos_ui import groups, over
from sos_ui import words as W
from sos_ui.states import BANNER, GROUPS
from sos_ui.text import fetch
from test_ui_flow import board
from test_ui_readable import groups_seen
from test_ui_saves import choose_item, crews_chosen, lines, make, menu_texts

from sos_core.layout import BY_SAVE_TIME, EV_SHUFFLE

PROFILES = ("pygamer", "clue", "feather")


@pytest.mark.parametrize("profile", PROFILES)
def test_the_crew_choice_menu_ends_above_its_foot_line(profile):
    # the foot line is the crew's tip: what it does, the screen's one hint of it
    app = make(profile, FileNVM())
    crews_chosen(app)
    if "< Back" in menu_texts(app):
        choose_item(app, "< Back")
    else:
        run_keys(app, [B])                               # the PyGamer's back button
    choose_item(app, "New game")
    sc = app.screen
    m = sc.menu
    assert m.n >= 6 and sc.foot_row.row_text()          # a crew and its tip
    assert m.group.y + m.height() <= sc.foot_row.grid.y


@pytest.mark.parametrize("profile", PROFILES)
def test_every_challenge_is_in_the_list(profile):
    app = make(profile, FileNVM())
    choose_item(app, "Challenges")
    texts = menu_texts(app)
    assert len(texts) == 13 and texts[-1] == "< Back" and texts[11].startswith("12 ")
    m = app.screen.menu
    assert all(len(t) <= m.row[0].chars for t in texts)     # "10 Latimer Standard: 37"


@pytest.mark.parametrize("profile", PROFILES)
def test_a_game_over_shows_the_bots_score_above_its_menu(profile):
    app = uikit.start_game(profile, deal=3)
    app.bot_score = 57
    app.game.s[0] = app.game.s[0]                # (the game need not be over to show it)
    app.open(over.OVER)
    sc = app.screen
    shown = lines(app)
    i = next(k for k, t in enumerate(shown) if t.endswith("57"))
    assert sc.lines.grid.y + (i + 1) * sc.rh <= sc.menu.group.y      # not under the menu
    assert shown[0] in ("The ship sank.", "Everyone is saved!")


@pytest.mark.parametrize("profile", PROFILES)
def test_every_survivor_group_shows_with_its_anchors(profile):
    app = board(profile, groups=["Y1 Y2 Y3a Y4", "P1 P2a", "Y1a Y2a", "P1a P2 P3"])
    seen = groups_seen(app)              # every part, back to the pause menu
    text = " ".join(seen)
    for k, run in (("1", "2nd class 1-4"), ("2", "1st class 1-2"), ("3", "2nd class 1-2"),
                   ("4", "1st class 1-3")):
        assert "Group %s: %s" % (k, run) in text
    for anchors in ("anchors: 3", "anchors: 2", "anchors: 1-2", "anchors: 1"):
        assert anchors in text
    assert groups.GROUPS_MORE != GROUPS


def test_help_and_key_lines_fit_a_row():
    # 26 characters: 160 px of 6x12 text, 240 px of 9x20
    buttons = tuple((W.KEYS + W.KEYS_EACH * k + W.KEY_HELP - W.KEYS, 8) for k in range(3))
    for first, n in ((W.HELP, 4 * W.HELP_EACH), (W.HELP_FLOOD, 8), (W.HELP_BOARD, 8),
                     (W.HELP_READ, 8), (W.HELP_AUTO, 8), (W.HELP_HAND, 8)) + buttons:
        for i in range(first, first + n):
            assert fetch(i) <= 26, i


def test_a_banner_hides_the_key_hint_its_prompt_replaces():
    app = board("clue", hands=["PA"], phase="action", deck="")
    keys = app.view.keys
    assert not keys.hidden
    rec = app.records                              # something to tell: Save Time's
    rec.mark = rec.n_log
    rec.put(EV_SHUFFLE, 3, BY_SAVE_TIME, 0)
    assert app.banner.show(app)
    assert app.state == BANNER and keys.hidden
    run_keys(app, [ok_key(app.scheme)])
    assert app.state != BANNER and not keys.hidden


@pytest.mark.parametrize("profile", PROFILES)
def test_the_option_list_counts_the_hand_line_as_tall_as_its_font(profile):
    # a box over the hand line's last rows hides it: on the 240 px screens its
    # 9x20 text reaches 20 px below its top, not the 6x12 font's 12
    from sos_ui import options

    app = board(profile)
    view = app.view
    iy = view.info.grid.y
    assert options._covers(view, 0, iy + app.lay.fh - 2, 20, 4, 0, 0, 0, -1) >= 256


def test_no_module_keeps_the_fonts_cell_from_its_import():
    # text.FONT_W / FONT_H change with the screen (text.use): a name imported
    # from sos_ui.text keeps the 6x12 of import time (the option list's did)
    import pathlib
    import re

    lib = pathlib.Path(__file__).resolve().parent.parent / "lib"
    bad = [p.name for p in lib.rglob("*.py")
           if re.search(r"from sos_ui\.text import[^\n]*\bFONT_[WH]\b", p.read_text())]
    assert bad == []
