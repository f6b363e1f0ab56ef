"""The guide drawn where it reads (issue 35's play-through, finding 7): the side
panel's names clear of the hull's deck strip and of the lines' cards at a deal
(on 160 px they covered deck 6 and line 3), none cutting the descenders of the
one above; a page in two parts (240x135) counted once, in the foot ("(1/2)"
beside "1/6" read as two counts)."""
import re

import pytest
from sos_desktop.uidriver import ok_key, run_keys
from sos_ui.states import HELP
from test_ui_guide import guided_app, labels, nxt

PROFILES = ("pygamer", "clue", "feather")

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def to_the_panel_page(app):
    run_keys(app, [ok_key(app.scheme)])             # the first game: the guide
    for _ in range(20):
        if app.display.root_group is app.view.group:
            return
        run_keys(app, [nxt(app)])
    raise AssertionError("no side panel page")


@pytest.mark.parametrize("profile", PROFILES)
def test_the_side_panel_s_names_cover_no_card_nor_the_hull(profile):
    app = guided_app(profile)
    to_the_panel_page(app)
    lay = app.lay
    g = app.game
    v = app.view
    cw, ch = lay.cw, lay.ch
    cards = []                                       # each line's cards, in pixels
    for line in range(7):
        if g.plen(line):
            cards.append((2 * line * cw, ch, 2 * (line + 1) * cw, v.line_end[line] * ch))
    assert len(cards) >= 4
    hull = (0, 0, 12 * cw, ch)                      # the six decks' strip
    for text, x, y, w in labels(app):
        box = (x, y, x + w, y + 12)
        for other in cards + [hull]:
            apart = box[2] <= other[0] or other[2] <= box[0] or box[3] <= other[1] \
                or other[3] <= box[1]
            assert apart, (text, box, other)


@pytest.mark.parametrize("profile", PROFILES)
def test_a_name_above_another_is_drawn_over_it(profile):
    # rows of 12 px on 10 px cells (160 px): the one below would cut the
    # descenders of "groups", "passenger" (their last rows)
    app = guided_app(profile)
    to_the_panel_page(app)
    grp = app.mod._labels
    order = [grid.y for grid in grp]                # drawn first to last
    assert order == sorted(order, reverse=True)


@pytest.mark.parametrize("profile", PROFILES)
def test_a_page_in_parts_has_one_count_the_foot_s(profile):
    app = guided_app(profile)
    run_keys(app, [ok_key(app.scheme)])
    parts = 0
    for _ in range(20):
        if app.state != HELP or app.display.root_group is app.view.group:
            break
        title = app.screen.title.row_text()
        foot = app.screen.foot_row.row_text()
        assert not re.search(r"\(\d+/\d+\)", title), title
        assert re.match(r"\d+/6 ", foot), foot
        if title.endswith(" ..."):                  # a first part: its page goes on
            parts += 1
            page = foot.split(" ")[0]
            run_keys(app, [nxt(app)])
            assert app.screen.title.row_text() == "... " + title[:-4]
            assert app.screen.foot_row.row_text().split(" ")[0] == page
            continue
        run_keys(app, [nxt(app)])
    assert (parts > 0) == app.screen.short          # (240x135 alone shows pages in parts)
