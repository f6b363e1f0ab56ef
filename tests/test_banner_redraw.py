"""The banner redraws its box once (issue 34, "redraw only what changed"): its
rows are opaque on its colour and are the box (the option list's, lent: Menu.lend),
so showing it, paging it and dismissing it redraw no pixel of its box twice,
where a box under transparent rows redrew the rows' area twice."""
import pytest
from sos_boards.buttons import NAMES
from sos_desktop.uidriver import ok_key
from sos_ui.states import BANNER, BOARD
from test_ui_flow import board

from sos_core.layout import BY_SAVE_TIME, EV_AUTO, EV_SHUFFLE

PROFILES = ("pygamer", "clue", "feather")

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def inside(areas, box):
    """Pixels of the areas (x1, y1, x2, y2) within box, each area counted."""
    n = 0
    for x1, y1, x2, y2 in areas:
        w = min(x2, box[2]) - max(x1, box[0])
        h = min(y2, box[3]) - max(y1, box[1])
        if w > 0 and h > 0:
            n += w * h
    return n


def area(box):
    return (box[2] - box[0]) * (box[3] - box[1])


def press(app, k):
    """The areas a press (and its release) redrew, as the App's loop refreshes."""
    d = app.display
    app.buttons.feed(NAMES[k])
    out = []
    while not app.buttons.done:
        app.tick()
        out += d.last_areas
    return out


@pytest.mark.parametrize("profile", PROFILES)
def test_a_banner_s_show_page_and_dismissal_redraw_its_box_once(profile):
    app = board(profile, hands=["PA"], phase="action", deck="")
    d = app.display
    m = app.options
    rec = app.records                              # six lines: two parts
    rec.mark = rec.n_log
    rec.put(EV_SHUFFLE, 3, BY_SAVE_TIME, 0)
    for i in range(5):
        rec.put(EV_AUTO, 1 + i, 0, 0)
    m.open(False)                                  # (B's: the board alone under it)
    m.settle()
    d.refresh()
    assert app.banner.show(app) and app.state == BANNER
    m.settle()
    d.refresh()
    box = (m.group.x, m.group.y, m.group.x + m.width, m.group.y + m.height())
    shown = d.last_areas
    assert inside(shown, box) == area(box)          # the box, each pixel once
    # the rows alone: the next part's lines, the prompt's "continue" below
    rows = (box[0] + 1, box[1] + 3, box[2] - 1, box[3] - 3)
    paged = press(app, ok_key(app.scheme))
    assert app.state == BANNER and app.banner.labels[0].row_text() == "Auto-moved: 1st 4"
    assert 0 < inside(paged, box) == inside(paged, rows) <= area(rows)
    assert sorted(a for a in paged if inside([a], box)) == sorted(
        a for a in paged if inside([a], rows))
    # dismissed: the box's place redrawn once, and the list's where it shows
    gone = press(app, ok_key(app.scheme))
    assert app.state == BOARD
    redrawn = inside(gone, box)
    listed = (m.group.x, m.group.y, m.group.x + m.width, m.group.y + m.height())
    over = max(0, min(box[2], listed[2]) - max(box[0], listed[0])) * \
        max(0, min(box[3], listed[3]) - max(box[1], listed[1])) if m.is_open else 0
    assert area(box) <= redrawn <= area(box) + over, (redrawn, area(box), over)
