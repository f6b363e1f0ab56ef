"""The title menu (the deal number and the crew choice are sos_ui.deal).

Loaded only while it shows (App.load) and dropped when the game
starts, so that play and the save at game end do not carry it: plain functions
taking the App, no class (a class would stay alive with any instance of it).
press() returns what App.go shows next once this module's code has returned
(None: stay here), so that no other screen's import and no save is made while a
frame of this module still holds it in memory.

The title's items: "Continue" (only while a valid saved game is there), Start
game, players, variant, crews, deal, random deal, the undo rule, auto-moves,
statistics,
how to play; under the menu, the board's own key hint."""
from sos_boards.buttons import CHOOSE, LEFT, RIGHT
from sos_save import record as R

from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import CHALLENGES, CREWS, DEAL, DIGITS, HELP, RESUME, STATS_PAGE, TITLE
from sos_ui.text import say

MAX_DEAL = const(999999999)      # deal numbers wrap after it
TITLE_ITEMS = const(11)         # without "Continue"
# item numbers without "Continue" (it comes first when there is a saved game)
T_START = const(0)
T_PLAYERS = const(1)
T_VARIANT = const(2)
T_CREWS = const(3)
T_DEAL = const(4)
T_RANDOM = const(5)
T_UNDO = const(6)
T_AUTO = const(7)
T_STATS = const(8)
T_HELP = const(9)
T_CHALLENGE = const(10)



def show(app, arg):
    app.state = TITLE
    n = items(app)
    if app.cursor >= n:
        app.cursor = 0
    sc = app.screen
    sc.text(W.TITLE)
    sc.menu_at(0, app.items, n, app.cursor)
    sc.foot(W.TITLE_KEYS + app.scheme_no)         # this board's buttons
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
    it[k + T_UNDO] = W.UNDO_RULE + (app.saver.settings & R.SET_CASUAL_UNDO)
    it[k + T_AUTO] = W.AUTO_RULE + (app.saver.settings & R.SET_MANUAL_MOVES) // R.SET_MANUAL_MOVES
    it[k + T_STATS] = W.STATISTICS
    it[k + T_HELP] = W.HOW_TO_PLAY
    it[k + T_CHALLENGE] = W.CHALLENGES_ITEM
    return k + TITLE_ITEMS


def press(app, b):
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
        app.bot_score = 0                     # not a challenge
        if app.choose_crews:
            return CREWS                      # sos_ui.deal
        app.setup = (app.deal, app.variant, app.players, None)
        return DEAL
    if item == T_DEAL:
        return DIGITS                         # sos_ui.deal
    if item == T_RANDOM:
        app.deal = (app.clock() * 7919 + app.ticks * 104729) % (MAX_DEAL + 1)
        _refill(app)
    elif item == T_STATS:
        return STATS_PAGE + app.variant
    elif item == T_HELP:
        return HELP
    elif item == T_CHALLENGE:
        return CHALLENGES                     # sos_ui.challenge
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
        app.saver.settings ^= R.SET_CASUAL_UNDO     # kept in nvm when a game starts
    elif item == T_AUTO:
        app.saver.settings ^= R.SET_MANUAL_MOVES
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
    app.records.assisted = sv.assisted
    sv.has_game = False                       # in play now: no longer offered
    app.bot_score = 0                         # (a challenge's score is not saved)
    app.setup = (sv.seed, sv.variant, sv.players, bytes(sv.crews[:sv.players]))
    return RESUME                             # the position is in the core already


