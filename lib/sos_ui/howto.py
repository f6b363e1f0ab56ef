"""How to play: four pages of rules, the automatic moves, then this board's
buttons. Reached from the title and the pause menu; loaded only while it shows
(App.load; see sos_ui.title)."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, NEXT, RIGHT

from sos_ui import words as W
from sos_ui.states import HELP

PAGES = 5               # words HELP (4 pages of a title and 7 lines), HELP_AUTO;
                        # then the buttons


def show(app):
    app.state = HELP
    app.help_page = 0
    _page(app)
    app.root(app.screen.group)


def _page(app):
    i = app.help_page
    first = W.HELP + 8 * i if i < 4 else W.HELP_AUTO if i == 4 else app.keys + 3
    app.screen.text(first, range(first + 1, first + 8), 0xC8D4E8)


def press(app, b):
    """What App.go shows next: the screen help was opened from (None: stay)."""
    if b == BACK:
        return app.help_back
    if b == CHOOSE or b == NEXT or b == RIGHT or b == DOWN:
        app.help_page += 1
        if app.help_page > PAGES:
            return app.help_back
        _page(app)
    return None
