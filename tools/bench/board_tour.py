"""The board harness's "screens" mode (tools/bench/board_harness.py): the screens a
player opens now and then, reached through button presses from the board (the
pause menu, the survivor groups, every help page) and from the title at the
game's end (every statistics page, the challenge deals, the deal number, the crew
choice, every help page). Their modules are loaded while they show, so their
peaks are not in the plain scripted game's.

The state and button numbers come from board_choice (tools/board_bench.py writes
them in this mode): naming them here would keep them public in the installed
tree (install_board.USERS), and so in every mode's heap. A module of its own, so
that the harness, loaded in every mode, does not carry this code. MicroPython
only: no CPython-only syntax."""
import board_choice as C

made = 0                # tours made


def _has(d, b):
    return d.app.profile.intents & (1 << b)


def _forward(d):
    return d.Bt.NEXT if _has(d, d.Bt.NEXT) else C.DOWN


def _through(d, b, state):
    """Press b until the App leaves `state` (a screen's pages, one by one)."""
    if d.app.state != state:
        raise RuntimeError("screen %d did not open" % state)
    for _ in range(100):
        if d.app.state != state:
            return
        d.press(b, False)
    raise RuntimeError("screen %d does not close" % state)


def _pages(d, state):
    """Every help page, paged forward (the last one stays), then closed."""
    for _ in range(60):
        d.press(_forward(d), False)
    _through(d, d.Bt.CHOOSE, state)


def _leave_list(d, state):
    """Out of a list screen: its back button, else its last item ("< Back")."""
    if _has(d, C.BACK):
        d.press(C.BACK, False)
    else:
        m = d.app.screen.menu
        m.set_cursor(m.n - 1)
        d.press(d.Bt.CHOOSE, False)
    if d.app.state == state:
        raise RuntimeError("screen %d does not close" % state)


def visit(d, at_title):
    """One tour (its own function each below), counted in `made`; at_title None:
    at game over, its cursor put on "Title menu" (the harness's press goes
    there, and the title's tour follows)."""
    global made
    if at_title is None:
        d.app.screen.menu.set_cursor(2)
        return
    (_title if at_title else _pause)(d)
    made += 1


def _pause(d):
    """From the board: the pause menu, then Your crew (the guide's pages, the
    board's side panel named on the last: paged on past it), the survivor groups
    and every help page (each chosen there), then Resume."""
    app = d.app
    app.show_pause()                       # a board without a menu button: its target
    app.display.refresh()
    # the items: sos_ui.words PAUSE_CREW, PAUSE_GROUPS, PAUSE_HELP (-1: the guide)
    for item, st in ((C.PAUSE_CREW, -1), (C.PAUSE_GROUPS, C.S_GROUPS), (C.PAUSE_HELP, C.S_HELP)):
        app.screen.menu.set_cursor(item)
        d.press(d.Bt.CHOOSE, False)
        if st == C.S_HELP:
            _pages(d, st)
        else:
            _through(d, _forward(d), C.S_HELP if st < 0 else st)
    app.screen.menu.set_cursor(0)          # Resume
    _through(d, d.Bt.CHOOSE, C.S_PAUSED)


def _title(d):
    """From the title: every statistics page, the challenge deals, Settings, the
    deal number (Back leads to Settings: a board without a Back button deals
    the number it shows, so it skips it), the crew choice and every help page,
    each back to the title."""
    app = d.app
    for st in (C.S_STATS_PAGE, C.S_CHALLENGES, C.S_SETTINGS, C.S_DIGITS, C.S_CREWS, C.S_HELP):
        if st == C.S_DIGITS and not _has(d, C.BACK):
            continue
        app.go(st)
        app.display.refresh()
        if st == C.S_STATS_PAGE:
            _through(d, d.Bt.CHOOSE, C.S_STATS)
        elif st == C.S_DIGITS:
            d.press(C.BACK, False)             # to Settings, nothing dealt
            _leave_list(d, C.S_SETTINGS)
        elif st == C.S_HELP:
            _pages(d, st)
        else:
            if app.state != st:
                raise RuntimeError("screen %d did not open" % st)
            _leave_list(d, st)
        if app.state != C.S_TITLE:
            raise RuntimeError("not back at the title from %d" % st)
