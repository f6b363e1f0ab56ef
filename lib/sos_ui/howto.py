"""How to play: four pages of rules, the automatic moves, then this board's
buttons. Reached from the title and the pause menu; loaded only while it shows
(App.load; see sos_ui.title)."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, NEXT, RIGHT

from sos_ui import words as W
from sos_ui.states import HELP

PAGES = 5               # words HELP (4 pages of a title and 7 lines), HELP_AUTO;
                        # then the buttons
_page = 0               # the page shown
_back = 0               # the state help was opened from


def show(app, back):
    global _page, _back
    app.state = HELP
    _page = 0
    _back = back
    _show(app)
    app.root(app.screen.group)


def _show(app):
    i = _page
    first = W.HELP + 8 * i if i < 4 else W.HELP_AUTO if i == 4 else app.keys + 3
    app.screen.text(first, range(first + 1, first + 8), 0xC8D4E8)


def press(app, b):
    """What App.go shows next: the screen help was opened from (None: stay)."""
    global _page
    if b == BACK:
        return _back
    if b == CHOOSE or b == NEXT or b == RIGHT or b == DOWN:
        _page += 1
        if _page > PAGES:
            return _back
        _show(app)
    return None
