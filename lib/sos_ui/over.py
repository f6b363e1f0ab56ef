"""Game over: the score as the title, whether everyone was saved, the score's
parts (R-END-2), how it compares with the team's best (once the result is
recorded, on the pass after the press that ended the game:
Records.game_over_record calls recorded()), or on a challenge deal the bot's
score to beat; then New game, Replay deal N, Title menu.

Loaded only while it shows (App.load), like the title."""
from sos_boards.buttons import BACK, CHOOSE

from sos_core import layout as L
from sos_core import score
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import DEAL, OVER, TITLE
from sos_ui.text import say

O_NEW = const(0)
O_REPLAY = const(1)
O_TITLE = const(2)
_best_line = [-1]        # the line that compares with the best (-1: none)


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
    _best_line[0] = -1
    if app.bot_score:                    # a challenge deal: the bot's score
        lines.append(say(W.BOT_SCORED) + str(app.bot_score))
    else:                                # filled in once the result is recorded
        _best_line[0] = len(lines)
        lines.append(best_text(rec) if rec.recorded else "")
    rec.total = total
    it = app.items
    it[O_NEW] = W.START_GAME
    it[O_REPLAY] = say(W.REPLAY_DEAL) + str(app.setup[0])
    it[O_TITLE] = W.TITLE_MENU
    sc = app.screen
    if sc.short:                    # what the menu leaves room for, first
        last = lines[-1]
        del lines[1:]               # the result, then the bot's score or the best
        if _best_line[0] >= 0:
            _best_line[0] = 1
        lines.append(last)
    sc.text(say(W.SCORE) + str(total), lines)
    # at most five lines above the menu: it may cover the foot line (no key hint
    # needed on a menu by now), as on the 240x135 screen it must
    sc.menu_at(len(lines), it, 3, 0, foot=True)
    app.root(sc.group)


def recorded(app):
    """The result is on record: the line on the team's best."""
    if _best_line[0] >= 0:
        app.screen.line(_best_line[0], best_text(app.records))


def best_text(rec):
    """How the score compares with the team's best (Records, after the record)."""
    if rec.best == -2:                 # not known yet, or the record failed
        return "" if rec.app.saver.ok else W.SAVE_FAILED
    if rec.assisted:
        return W.ASSISTED_GAME
    if rec.best < 0:
        return W.FIRST_SCORE
    if rec.total > rec.best:
        return say(W.NEW_BEST) + str(rec.best)
    return say(W.BEST_SO_FAR) + str(rec.best)


def press(app, b):
    m = app.screen.menu
    if app.menu_step(b):
        return None
    if b == BACK:
        return TITLE
    if b != CHOOSE:
        return None
    if m.cursor == O_NEW:
        return app.new_game()
    if m.cursor == O_REPLAY:
        return DEAL                      # App.setup as it was: the same game again
    return TITLE
