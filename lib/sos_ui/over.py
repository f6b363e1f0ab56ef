"""Game over: whether everyone was saved, the score and its parts (R-END-2), how
it compares with the team's best (once the result is recorded, on the pass
after the press that ended the game: Records.game_over_record calls recorded()),
and the deal, or on a challenge deal the bot's score to beat.

Loaded only while it shows (App.load), like the title."""
from sos_boards.buttons import CHOOSE

from sos_core import layout as L
from sos_core import score
from sos_ui import words as W
from sos_ui.states import OVER, TITLE
from sos_ui.text import LINE, say

_best_line = [0]         # the line that compares with the best


def show(app, arg):
    g = app.game
    rec = app.records
    app.state = OVER
    tops, pts, anchors, total = score.breakdown(g)
    saved = g.status() == L.SAVED
    lines = [
        W.ALL_SAVED if saved else W.SANK,
        say(W.GROUPS) + "%d+%d+%d+%d" % tuple(tops),
        say(W.PAGE) + "%d: %d" % (g.page(), pts) + say(W.POINTS),
    ]
    if saved:
        lines.append(say(W.ANCHOR_RUNS) + "%d+%d" % tuple(anchors))
    lines.append(say(W.TOTAL) + str(total))
    _best_line[0] = len(lines)           # filled in once the result is recorded
    lines.append(rec.best_text() if rec.recorded else "")
    setup = app.setup
    if app.bot_score:                    # a challenge deal: the bot's score
        lines.append(say(W.BOT_SCORED) + str(app.bot_score))
    else:
        lines.append(say(W.DEAL) + str(setup[0]) + ", " + say(W.VARIANT + setup[1]))
    rec.total = total
    sc = app.screen
    sc.text(W.GAME_OVER, lines)
    sc.foot(LINE.clear().word(app.keys + W.KEY_CHOOSE).word(W.NEW_GAME))
    app.root(sc.group)


def recorded(app):
    """The result is on record: the line on the team's best."""
    app.screen.line(_best_line[0], app.records.best_text())


def press(app, b):
    return TITLE if b == CHOOSE else None
