"""The deal number (digit by digit, from Settings; past the last digit, a
menu: play this deal, change the number, or "< Back" on a board without a Back
button) and the crew choice (New game with "Crew: chosen"):
loaded only while they show (App.load), like the title. press() returns
what App.go shows next (None: stay)."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import ASK_NEW, DEAL, DIGITS, SETTINGS, TITLE
from sos_ui.text import say

# the state of these screens, dropped with them
_digit = 0               # the deal number's digit being set
_picking = 0             # the player choosing a crew
_crews = bytearray(5)    # the crews chosen so far
_ids = bytearray(12)     # the crew of each item of the crew menu (255: back)


def show(app, st):
    """The deal number (st DIGITS) or the crew choice (CREWS), from the start."""
    global _digit, _picking
    app.state = st
    if st == DIGITS:
        _digit = 0
        if app.deal is None:                   # from the last game's, or deal 1
            app.deal = app.setup[0] if app.setup else 1
        _digits(app)
        app.root(app.screen.group)
    else:
        _picking = 0
        _crew_menu(app)


def press(app, b):
    if app.state == DIGITS:
        return _digits_press(app, b)
    return _crews_press(app, b)


# --- the deal number, digit by digit ----------------------------------------
# +1: UP or NEXT; -1: DOWN or PREV; next digit: CHOOSE or RIGHT; previous
# digit: LEFT; back to Settings: BACK. CHOOSE on the last digit opens the menu
# (_DONE): a board without BACK leaves there.
_DONE = const(9)


def _digits(app):
    text = "     %09d" % app.deal
    sc = app.screen
    short = sc.short                       # no blank lines
    if _digit == _DONE:
        sc.text(W.DEAL_NUMBER, (text,) if short else ("", text))
        it = app.items
        it[0] = W.DEAL_GO + W.DEAL_PLAY
        it[1] = W.DEAL_GO + W.DEAL_CHANGE
        it[2] = W.BACK
        sc.menu_at(1 if short else 3, it, 2 if app.profile.intents & (1 << BACK) else 3, 0)
        sc.foot(W.TITLE_KEYS + app.scheme_no)
        return
    caret = "     " + " " * _digit + "^"
    sc.text(W.DEAL_NUMBER, (text, caret) if short else ("", text, caret))
    sc.foot(app.keys + W.KEY_DIGITS)       # the buttons, where every screen says them


def _digits_press(app, b):
    global _digit
    if _digit == _DONE:
        if app.menu_step(b):
            return None
        i = app.screen.menu.cursor
        if b == CHOOSE and i == 0:         # this deal (app.deal), the settings' game
            return ASK_NEW if app.saver.has_game else app.new_game()   # (the title asks)
        if b == CHOOSE and i == 1:
            _digit = 0
            _digits(app)
            return None
        if b == BACK or b == CHOOSE:
            app.deal = None                # New game: a fresh deal again
            return SETTINGS
        return None
    p = 10 ** (8 - _digit)
    v = (app.deal // p) % 10
    if b == UP or b == NEXT or b == DOWN or b == PREV:
        nv = (v + (1 if b == UP or b == NEXT else 9)) % 10
        app.deal += (nv - v) * p
    elif b == CHOOSE or b == RIGHT:
        _digit += 1                        # (on to the menu, past the last)
    elif b == LEFT:
        _digit = max(0, _digit - 1)
    elif b == BACK:
        app.deal = None                    # New game: a fresh deal again
        return SETTINGS
    _digits(app)
    return None


# --- crew choice (R-SETUP-1: only crews allowed for this many players) ------
def _crew_menu(app):
    n = 0
    for c in range(crew.N_CREW):
        if crew.min_players(c) > app.players:
            continue
        taken = False
        for p in range(_picking):
            taken = taken or _crews[p] == c
        if not taken:
            _ids[n] = c
            app.items[n] = W.CREW + c
            n += 1
    if not app.profile.intents & (1 << BACK):     # no back button: an item
        _ids[n] = 255
        app.items[n] = W.BACK
        n += 1
    app.screen.text(W.CHOOSE_CREW, (say(W.PLAYER) + str(_picking + 1) + ":",))
    app.screen.menu_at(1, app.items, n, 0)
    _tip(app)
    app.root(app.screen.group)


def _tip(app):
    """The foot line: what the crew under the cursor does (help has its page)."""
    c = _ids[app.screen.menu.cursor]
    app.screen.foot(W.CREW_TIP + c if c != 255 else "")


def _crews_press(app, b):
    global _picking
    m = app.screen.menu
    if app.menu_step(b):
        _tip(app)
        return None
    back = b == BACK
    if b == CHOOSE:
        c = _ids[m.cursor]
        if c == 255:
            back = True
        else:
            _crews[_picking] = c
            _picking += 1
            if _picking == app.players:              # App.go deals the game
                app.setup = (app.deal, app.variant, app.players, bytes(_crews[:_picking]))
                return DEAL
            _crew_menu(app)
            return None
    if back:
        if _picking == 0:
            app.deal = None                          # New game: a fresh deal again
            return TITLE
        _picking -= 1
        _crew_menu(app)
    return None
