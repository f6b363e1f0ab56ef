"""The hand-over screen between players' turns (2-5 players): whose turn it is,
their crew, cards and the page, what the previous player did, and "pass it".

Loaded only while it shows (App.load)."""
from sos_boards.buttons import CHOOSE

from sos_core.cards import ACTION_KIND
from sos_ui import words as W
from sos_ui.states import BOARD, HANDOVER
from sos_ui.text import say


def show(app, arg):
    g = app.game
    app.state = HANDOVER
    p = g.current()
    c = g.crew_of(p)
    n = g.alen(p)
    first, second = turn_lines(app.records)      # what the previous player did
    sc = app.screen
    cards = str(n) + say(W.ACTION_CARD if n == 1 else W.ACTION_CARDS)
    page = say(W.PAGE) + str(g.page())
    if sc.short:                 # four lines: the crew in the title
        sc.text("P%d " % (p + 1) + say(W.CREW + c),
                (cards + ", " + page, first, second, W.PASS_IT))
    else:
        sc.text(say(W.PLAYER) + str(p + 1),
                (W.CREW + c, cards, page, "", first, second, W.PASS_IT))
    app.screen.foot(say(W.THEN_PRESS) + say(app.keys + W.KEY_CHOOSE) + ".")
    app.root(app.screen.group)


def turn_lines(rec):
    """Two lines on what the previous player did (Records' turn so far); then a
    new turn is counted."""
    g = rec.app.game
    if rec.last_turn < 0:
        rec.turn_start()
        return "", ""
    p = rec.last_turn + 1
    n = g.saved_count() - rec.turn_saved
    a = "P" + str(p)                        # as on the board's info line: "P1 Lowe"
    first = a + (say(W.SAVED_N) + str(n) if n > 0 else say(W.NOTHING_SAVED))
    if rec.turn_act:
        second = a + say(W.PLAYED_CARD) + say(W.ACTION + ACTION_KIND[rec.turn_act - 1])
    elif rec.turn_failed:
        second = W.RESCUE_FAILED
    else:
        second = ""
    rec.turn_start()
    return first, second


def press(app, b):
    return BOARD if b == CHOOSE else None
