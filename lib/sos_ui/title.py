"""The title menu: Continue (only while a valid saved game is there), New game
(which then asks first, as the pause menu's does; so do a challenge and a deal
by number, which come back here to ask: No to a challenge's question goes back
to their list), Challenges, Statistics, How to play,
Settings; under the menu, the version and the board's own key hint.
The settings are sos_ui.settings, the deal number and the crew choice
sos_ui.deal.

Loaded only while it shows (App.load) and dropped when the game
starts, so that play and the save at game end do not carry it: plain functions
taking the App, no class (a class would stay alive with any instance of it).
press() returns what App.go shows next once this module's code has returned
(None: stay here), so that no other screen's import and no save is made while a
frame of this module still holds it in memory."""
from sos_boards.buttons import BACK, CHOOSE

from sos_core.compat import const
from sos_core.version import VERSION
from sos_ui import words as W
from sos_ui.states import (
    ASK_DEAL,
    ASK_NEW,
    CHALLENGES,
    DEAL,
    HELP,
    RESUME,
    SETTINGS,
    STATS_PAGE,
    TITLE,
)

TITLE_ITEMS = const(5)          # without "Continue"
# item numbers without "Continue" (it comes first when there is a saved game)
T_NEW = const(0)
T_CHALLENGE = const(1)
T_STATS = const(2)
T_HELP = const(3)
T_SETTINGS = const(4)

# the menu asks "New game?" (a saved game would be dropped): 0, or what Yes does:
# ASK_NEW (New game, a deal by number) or ASK_DEAL (a challenge)
_confirm = [0]


def show(app, arg):
    app.state = TITLE
    _confirm[0] = 0
    if arg == ASK_NEW or arg == ASK_DEAL:   # a deal chosen elsewhere (sos_ui.deal, .challenge)
        _ask(app, arg)
        app.root(app.screen.group)
        return
    n = items(app)
    if app.cursor >= n:
        app.cursor = 0
    sc = app.screen
    sc.text(W.TITLE)
    sc.menu_at(0, app.items, n, app.cursor)
    last = sc.n_lines - 1
    if sc.menu.group.y + sc.menu.height() <= sc.top + last * sc.rh:
        # below the menu where it leaves the last line free: not under the Feather's
        # six items (the boot report on the serial console names the version too)
        sc.line(last, "v" + VERSION)
    sc.foot(W.TITLE_KEYS + app.scheme_no)         # this board's buttons
    app.root(sc.group)


def items(app):
    """Fill the items; return how many."""
    it = app.items
    k = 1 if app.saver.has_game else 0
    it[0] = W.CONTINUE_GAME
    it[k + T_NEW] = W.START_GAME
    it[k + T_CHALLENGE] = W.CHALLENGES_ITEM
    it[k + T_STATS] = W.STATISTICS
    it[k + T_HELP] = W.HOW_TO_PLAY
    it[k + T_SETTINGS] = W.SETTINGS
    return k + TITLE_ITEMS


def press(app, b):
    m = app.screen.menu
    if _confirm[0]:                           # "New game?": No first, as in the pause menu
        if app.menu_step(b):
            return None
        if b == CHOOSE and m.cursor == W.CONFIRM_ABANDON:   # it counts as abandoned
            return app.new_game() if _confirm[0] == ASK_NEW else DEAL
        if b == CHOOSE or b == BACK:
            app.deal = None                   # (New game: a fresh deal again)
            if _confirm[0] == ASK_DEAL:       # a challenge: back to their list
                return CHALLENGES
            show(app, TITLE)
        return None
    if app.menu_step(b):
        app.cursor = m.cursor                 # kept for the title's next showing
        return None
    if b != CHOOSE:
        return None
    k = 1 if app.saver.has_game else 0
    app.cursor = m.cursor
    if k and m.cursor == 0:
        return _resume(app)
    item = m.cursor - k
    if item == T_NEW:
        if k:                                 # a saved game: ask first
            _ask(app, ASK_NEW)
            return None
        return app.new_game()
    if item == T_STATS:
        return STATS_PAGE + app.variant
    if item == T_HELP:
        return HELP
    if item == T_CHALLENGE:
        return CHALLENGES                     # sos_ui.challenge
    return SETTINGS


def _ask(app, then):
    """The pause menu's question and answers (sos_ui.pause), the safe one first;
    `then`: what Yes does (ASK_NEW, ASK_DEAL)."""
    _confirm[0] = then
    it = app.items
    it[W.CONFIRM_KEEP] = W.CONFIRM_ITEMS + W.CONFIRM_KEEP
    it[W.CONFIRM_ABANDON] = W.CONFIRM_ITEMS + W.CONFIRM_ABANDON
    sc = app.screen
    sc.text(W.NEW_GAME_Q, ("", "", "", W.ABANDON_NOTE))
    sc.menu_at(0, it, 2, 0)
    sc.foot(W.TITLE_KEYS + app.scheme_no)


def _resume(app):
    """"Continue": the saved position is already in g.s (Saver.probe)."""
    sv = app.saver
    app.game.reset_history()                  # undo starts empty
    app.records.assisted = sv.assisted
    sv.has_game = False                       # in play now: no longer offered
    app.bot_score = 0                         # (a challenge's score is not saved)
    app.setup = (sv.seed, sv.variant, sv.players, bytes(sv.crews[:sv.players]))
    return RESUME                             # the position is in the core already
