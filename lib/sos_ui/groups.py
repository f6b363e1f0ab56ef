"""The survivor groups in full, from the pause menu: the board shows only each
group's top card, so this page tells each group's whole run, which of its
passengers carry an anchor (the anchor runs that count when everyone is saved,
R-END-2) and where a Mystery Passenger stands in (it counts as the value it was
declared). Loaded only while it shows (App.load), like help.

A group is a run from 1 up (R-LINE-3), so "1st class 1-9" is all of it. Two
lines a group, each number said what it is (a new player read "1: 1st 1
anchors 1" as nothing): "Group 1: 1st class 1-9", "  anchors: 1-3 6-7"."""
from sos_core.cards import ANCHOR, MYSTERY, SECOND, VALUE
from sos_core.layout import GROUP0, N_GROUPS
from sos_ui import words as W
from sos_ui.states import GROUPS, PAUSED
from sos_ui.text import Line

_rows = [Line(40) for _ in range(2 * N_GROUPS + 2)]   # (two Mysteries: a line each more)
GROUPS_MORE = 1          # show()'s arg: the part after the one shown
_first = 0               # the first line of the part shown
_more = False            # a part follows


def show(app, arg):
    global _more, _first
    app.state = GROUPS
    g = app.game
    sc = app.screen
    chars = sc.lines.chars
    n = 0
    for i in range(N_GROUPS):
        k = g.plen(GROUP0 + i)
        if not k:
            continue
        head = _rows[n].clear().word(W.GROUP_WORD)    # "Group 1: 1st class 1-9"
        head.num(i + 1).str(b": ").word(W.CLASS_WORD + (1 if g.card(GROUP0 + i, 0) & SECOND
                                                         else 0))
        head.word(W.CLASS_RUN).str(b"1")
        if k > 1:                              # the run: 1 up to k
            head.str(b"-").num(k)
        rest = _rows[n + 1].clear().str(b"  ")   # "  anchors: 1-3 6-7, Mystery as 5"
        _anchors(g, GROUP0 + i, k, rest)
        n += 2
        m = _rows[n].clear().str(b",")         # ", Mystery as 5": the rest's line,
        if _mystery(g, GROUP0 + i, k, m):
            if rest.n + m.n <= chars:
                rest.str(m.buf[:m.n])
            else:                              # or a line of its own: "  Mystery as 5"
                m.buf[0] = 32
                n += 1
    lines = _rows[:n] if n else (W.NO_GROUPS,)
    _first = _first + sc.n_lines if arg == GROUPS_MORE else 0   # the next part (240x135)
    _more = len(lines) > _first + sc.n_lines
    sc.text(W.GROUPS_TITLE, lines[_first:])
    sc.foot(W.GROUPS_NEXT if _more else W.GROUPS_KEYS)
    app.root(sc.group)


def _anchors(g, pile, k, line):
    """"anchors: 1-3 6-7": the anchor passengers' values, runs as ranges."""
    start = 0
    first = True
    for v in range(1, k + 2):
        c = g.card(pile, v - 1) if v <= k else 0
        on = c and c & ANCHOR and not c & MYSTERY
        if on and not start:
            start = v
        elif not on and start:
            line.word(W.ANCHORS if first else W.SPACE).num(start)
            if v - 1 > start:
                line.str(b"-").num(v - 1)
            first = False
            start = 0
    if first:
        line.word(W.NO_ANCHORS)


def _mystery(g, pile, k, line):
    """" Mystery as 5" onto `line` if a Mystery Passenger stands in the
    group: True if one does."""
    for i in range(k):
        c = g.card(pile, i)
        if c & MYSTERY:
            line.word(W.MYSTERY_AT).num(c & VALUE)
            return True
    return False


def press(app, b):
    """Any button: the second part where there is one, else back to the pause
    menu (App.go)."""
    if _more:
        show(app, GROUPS_MORE)
        return None
    return PAUSED
