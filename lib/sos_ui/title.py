"""The title menu, the deal number (digit by digit) and the crew choice: all
that happens before the first turn.

Loaded only while these screens show (App.load) and dropped when the game
starts, so that play and the save at game end do not carry it: plain functions
taking the App, no class (a class would stay alive with any instance of it).
press() returns what App.go shows next once this module's code has returned
(None: stay here), so that no other screen's import and no save is made while a
frame of this module still holds it in memory.

The title's items: "Continue" (only while a valid saved game is there), Start
game, players, variant, crews, deal, random deal, the undo rule, statistics,
how to play; under the menu, the board's own key hint."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_ui import words as W
from sos_ui.saving import CASUAL_UNDO
from sos_ui.states import BOARD, CREWS, DIGITS, HELP, RESUME, STATS_PAGE, TITLE
from sos_ui.text import say

MAX_DEAL = 999999999
TITLE_ITEMS = 9          # without "Continue"
# item numbers without "Continue" (it comes first when there is a saved game)
T_START = 0
T_PLAYERS = 1
T_VARIANT = 2
T_CREWS = 3
T_DEAL = 4
T_RANDOM = 5
T_UNDO = 6
T_STATS = 7
T_HELP = 8

# the state of these screens, dropped with them
_digit = 0               # the deal number's digit being set
_picking = 0             # the player choosing a crew
_crews = bytearray(5)    # the crews chosen so far
_ids = bytearray(12)     # the crew of each item of the crew menu (255: back)


def show(app):
    app.state = TITLE
    n = items(app)
    if app.cursor >= n:
        app.cursor = 0
    sc = app.screen
    sc.text(W.TITLE)
    sc.menu_at(0, app.items, n, app.cursor)
    sc.foot(W.TITLE_KEYS + (app.keys - W.KEYS) // 11)   # this board's buttons
    app.root(sc.group)


def items(app):
    """Fill the items; return how many."""
    it = app.items
    k = 1 if app.saver.has_game else 0
    it[0] = W.CONTINUE_GAME
    it[k + T_START] = W.START_GAME
    it[k + T_PLAYERS] = say(W.PLAYERS) + str(app.players)
    it[k + T_VARIANT] = say(W.GAME) + say(W.VARIANT + app.variant)
    it[k + T_CREWS] = W.CREW_CHOSEN if app.choose_crews else W.CREW_DEALT
    it[k + T_DEAL] = say(W.DEAL_ITEM) + str(app.deal)
    it[k + T_RANDOM] = W.RANDOM_DEAL
    it[k + T_UNDO] = W.UNDO_RULE + (app.saver.settings & CASUAL_UNDO)
    it[k + T_STATS] = W.STATISTICS
    it[k + T_HELP] = W.HOW_TO_PLAY
    return k + TITLE_ITEMS


def press(app, b):
    global _picking, _digit
    st = app.state
    if st == DIGITS:
        return _digits_press(app, b)
    if st == CREWS:
        return _crews_press(app, b)
    m = app.screen.menu
    d = app.list_step(b)
    if d:
        app.cursor = (m.cursor + d) % m.n
        m.set_cursor(app.cursor)
        return None
    k = 1 if app.saver.has_game else 0
    if b == LEFT or b == RIGHT:                # boards with a d-pad
        _change(app, m.cursor - k, -1 if b == LEFT else 1)
        return None
    if b != CHOOSE:
        return None
    app.cursor = m.cursor
    if k and m.cursor == 0:
        return _resume(app)
    item = m.cursor - k
    if item == T_START:
        if not app.choose_crews:
            return _start(app)
        _picking = 0
        app.state = CREWS
        _crew_menu(app)
    elif item == T_DEAL:
        app.state = DIGITS
        _digit = 0
        _digits(app)
    elif item == T_RANDOM:
        app.deal = (app.clock() * 7919 + app.ticks * 104729) % (MAX_DEAL + 1)
        _refill(app)
    elif item == T_STATS:
        return STATS_PAGE + app.variant
    elif item == T_HELP:
        return HELP
    else:
        _change(app, item, 1)
    return None


def _change(app, item, d):
    if item == T_PLAYERS:
        app.players = (app.players - 1 + d) % 5 + 1
    elif item == T_VARIANT:
        app.variant = (app.variant + d) % 3
    elif item == T_CREWS:
        app.choose_crews = not app.choose_crews
    elif item == T_DEAL:
        app.deal = (app.deal + d) % (MAX_DEAL + 1)
    elif item == T_UNDO:
        app.saver.settings ^= CASUAL_UNDO     # kept in nvm when a game starts
    else:
        return
    _refill(app)


def _refill(app):
    items(app)
    app.screen.menu.refill()


def _resume(app):
    """"Continue": the saved position is already in g.s (Saver.probe)."""
    sv = app.saver
    app.game.reset_history()                  # undo starts empty
    app.deal = sv.seed
    app.variant = sv.variant
    app.players = sv.players
    app.assisted = sv.assisted
    sv.has_game = False                       # in play now: no longer offered
    app.setup = (sv.seed, sv.variant, sv.players, bytes(sv.crews[:sv.players]))
    return RESUME


# --- the deal number, digit by digit ----------------------------------------
# +1: UP or NEXT; -1: DOWN or PREV; next digit: CHOOSE or RIGHT; previous
# digit: LEFT; done: BACK, or CHOOSE on the last digit.
def _digits(app):
    text = "%09d" % app.deal
    caret = " " * _digit + "^"
    app.screen.text(W.DEAL_NUMBER, ("", "     " + text, "     " + caret, "", app.keys + 1))


def _digits_press(app, b):
    global _digit
    p = 10 ** (8 - _digit)
    v = (app.deal // p) % 10
    if b == UP or b == NEXT or b == DOWN or b == PREV:
        nv = (v + (1 if b == UP or b == NEXT else 9)) % 10
        app.deal += (nv - v) * p
    elif b == CHOOSE or b == RIGHT:
        _digit += 1
        if _digit > 8:
            show(app)
            return None
    elif b == LEFT:
        _digit = max(0, _digit - 1)
    elif b == BACK:
        show(app)
        return None
    _digits(app)
    return None


# --- crew choice (R-SETUP-1: only crews allowed for this many players) ------
def _start(app, crews=None):
    """The game set up; App.go begins it."""
    app.game.setup(app.deal, app.variant, app.players, crews)
    app.setup = (app.deal, app.variant, app.players, crews)
    return BOARD


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
    app.root(app.screen.group)


def _crews_press(app, b):
    global _picking
    m = app.screen.menu
    d = app.list_step(b)
    if d:
        m.set_cursor((m.cursor + d) % m.n)
        return None
    back = b == BACK
    if b == CHOOSE:
        c = _ids[m.cursor]
        if c == 255:
            back = True
        else:
            _crews[_picking] = c
            _picking += 1
            if _picking == app.players:
                return _start(app, bytes(_crews[:app.players]))
            _crew_menu(app)
            return None
    if back:
        if _picking == 0:
            show(app)
        else:
            _picking -= 1
            _crew_menu(app)
    return None
