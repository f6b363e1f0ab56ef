"""The d-pad presses that lead a board's cursor to an entry: a breadth-first
search over sos_ui.targets.nearest(). Shared by the desktop driver
(sos_desktop.uidriver) and the board benchmark's harness, which runs it on
MicroPython as a module of its own, `dpad` (so: no CPython-only syntax)."""
from sos_boards.buttons import DOWN, LEFT, RIGHT, UP
from sos_ui.targets import nearest


def path(play, e):
    """UP/DOWN/LEFT/RIGHT presses from play.cur to entry e (None: unreachable).
    They are both the d-pad's buttons and their intents (the same numbers)."""
    prev = {play.cur: None}
    todo = [play.cur]
    while todo and e not in prev:
        nxt = []
        for c in todo:
            for b in (LEFT, RIGHT, UP, DOWN):
                t = nearest(play, c, b)
                if t >= 0 and t not in prev:
                    prev[t] = (c, b)
                    nxt.append(t)
        todo = nxt
    if e not in prev:
        return None
    out = []
    while prev[e] is not None:
        c, b = prev[e]
        out.append(b)
        e = c
    out.reverse()
    return out
