"""The hand-over screen between players' turns (2-5 players): whose turn it is,
their crew, cards and the page, what the previous player did, and "pass it".

Loaded only while it shows (App.load)."""
from sos_boards.buttons import CHOOSE

from sos_ui import words as W
from sos_ui.states import BOARD, HANDOVER
from sos_ui.text import say


def show(app, arg):
    g = app.game
    app.state = HANDOVER
    p = g.current()
    c = g.crew_of(p)
    n = g.alen(p)
    first, second = app.records.turn_lines()      # what the previous player did
    app.screen.text(say(W.PLAYER) + str(p + 1), (
        W.CREW + c, str(n) + say(W.ACTION_CARD if n == 1 else W.ACTION_CARDS),
        say(W.PAGE) + str(g.page()), "", first, second, W.PASS_IT))
    app.screen.foot(say(W.THEN_PRESS) + say(app.keys + W.KEY_CHOOSE) + ".")
    app.root(app.screen.group)


def press(app, b):
    return BOARD if b == CHOOSE else None
