"""The pause menu's What happened: the turn log (sos_ui.records) of the last
turn and this one so far, each turn under its heading ("Last turn, P2 Lowe:"),
every event worded as the banner words it (sos_ui.banner.line). A screen of
lines a part: any button shows the next part, then goes back to the pause menu.

Loaded only while it shows (App.load), like the survivor groups."""
from sos_core import layout as L
from sos_core.booklet import LAST_PAGE
from sos_ui import words as W
from sos_ui.banner import line
from sos_ui.states import HAPPENED, PAUSED
from sos_ui.text import LINE

MORE = 1                 # show()'s arg: the part after the one shown
_at = [0, 0]             # the first line shown, the log entry the lines start at


def show(app, arg):
    app.state = HAPPENED
    sc = app.screen
    if arg == MORE:
        _at[0] += sc.n_lines
    else:
        _at[0] = 0
        _at[1] = _first(app)
    sc.text(W.PAUSE_ITEMS + W.PAUSE_HAPPENED)
    for i in range(sc.n_lines):
        if not _line(app, _at[0] + i):
            if i == 0:
                sc.line(0, W.NOTHING_TOLD)
            break
        sc.line(i, LINE)
    sc.foot(W.GROUPS_NEXT if _more(app) else W.GROUPS_KEYS)
    app.root(sc.group)


def _first(app):
    """The last turn's heading, or this one's: older turns the log still
    holds (a turn that told nothing has no heading) are not shown."""
    rec = app.records
    log = rec.log
    now = app.game.turn()
    for j in range(rec.n_log):
        o = 4 * j
        if log[o] == L.EV_TURN and (log[o + 2] | log[o + 3] << 8) + 1 >= now:
            return j
    return rec.n_log


def _line(app, k):
    """Word line k of the page into LINE; False past the last."""
    rec = app.records
    log = rec.log
    g = app.game
    for j in range(_at[1], rec.n_log):
        o = 4 * j
        kind = log[o]
        b = log[o + 2]
        c = log[o + 3]
        if kind == L.EV_TURN:
            if k == 0:                           # "Last turn, P2 Lowe:"
                t = b | c << 8
                LINE.clear().word(W.TURN + (1 if t == g.turn() else 0))
                if g.players() > 1:              # whose: the turns go round in order
                    p = (g.current() + t - g.turn()) % g.players()
                    LINE.str(b", P").num(p + 1).str(b" ").word(W.CREW_SHORT + g.crew_of(p))
                LINE.str(b":")
                return True
            k -= 1
            continue
        n = (3 if log[o + 1] >= LAST_PAGE or c != L.NO_DECK else 2) if kind == L.EV_PAGE \
            else 1                               # as sos_ui.banner.line counts
        if k < n:                                # worded from entry j on
            return line(app, k, j, g.current())
        k -= n
    return False


def _more(app):
    return _line(app, _at[0] + app.screen.n_lines)


def press(app, b):
    """Any button: the next part where there is one, else back to the pause
    menu (App.go)."""
    if _more(app):
        show(app, MORE)
        return None
    return PAUSED
