"""The pause menu: Resume, What happened (the last turn's events and this
one's: sos_ui.happened; one press from Resume on every board, where the CLUE
took eight), Undo, Redo, Hint, How to play (at the page for the phase:
sos_ui.howto), Title menu (the game written first if it is not yet: the title
offers it as Continue; in view on 160x128), Your crew (the guide's pages from
the crew in full: sos_ui.howto; the foot line names its ability while the
cursor is on it), Survivor groups, New game (which asks first, then deals as
the title's does). A greyed item cannot be chosen; with the cursor on it,
the foot line says why; elsewhere it tells whether the game is saved (the
save policy writes while the menu is open: SavePolicy.paused).

Loaded only while it shows (App.load), like the title: plain functions taking
the App. press() returns what App.go shows next (None: stay here)."""
from sos_boards.buttons import BACK, CHOOSE, MENU
from sos_save import record as R

from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import BOARD, GROUPS, HAPPENED, HELP, PAUSED, TITLE
from sos_ui.text import LINE

N_PAUSE = const(10)      # the items: the words' PAUSE_ITEMS table, named there

_confirm = [False]       # the menu asks "New game?"


def show(app, arg=PAUSED):
    g = app.game
    # back from a page it opened (help, groups, what happened): on its item again
    st = app.state
    at = app.screen.menu.cursor if st == HELP or st == GROUPS or st == HAPPENED else 0
    if st == BOARD:
        app.records.note_moved()
        sv = app.saver
        sv.policy.paused(sv.now())        # the write itself comes between presses
    app.state = PAUSED
    _confirm[0] = False
    for i in range(N_PAUSE):
        app.items[i] = W.PAUSE_ITEMS + i
        app.enabled[i] = 1
    app.enabled[W.PAUSE_UNDO] = 1 if g.n_undo else 0
    app.enabled[W.PAUSE_REDO] = 1 if g.n_redo else 0
    # the title: which deal this is (to replay it, or to tell someone)
    app.screen.text(LINE.clear().word(W.DEAL_ITEM).num(app.play.hand.deal))
    app.screen.menu_at(0, app.items, N_PAUSE, at if at < N_PAUSE else 0, app.enabled)
    status(app)
    app.root(app.screen.group)


def status(app):
    """The foot line: why the item under the cursor is greyed, else whether the
    game is saved (six items fill a 128- or 135-pixel screen: no room for a line
    of its own under the menu)."""
    sc = app.screen
    if _confirm[0]:
        return
    i = sc.menu.cursor
    sv = app.saver
    if not app.enabled[i]:
        g = app.game
        # the core marks a state reached by a revealing decision (Game.revealed)
        sc.foot(W.WHY_GREY + ((W.GREY_REVEALED if g.revealed[g.at] else W.GREY_NO_UNDO)
                              if i == W.PAUSE_UNDO else W.GREY_NO_REDO))
    elif i == W.PAUSE_CREW:        # what the crew does, in a line
        g = app.game
        sc.foot(W.CREW_TIP + g.crew_of(g.current()))
    elif not sv.ok:                # the last write failed (nvm, or no memory)
        sc.foot(W.SAVE_FAILED)
    else:
        sc.foot(W.UNSAVED_NOTE if sv.policy.dirty else W.SAVED_NOTE)


def _abandon(app):
    """The game in progress left for a new one: counted as abandoned."""
    rec = app.records
    if app.setup is not None and not rec.recorded:
        rec.recorded = True
        if rec.touched:
            app.saver.record(app.game, app.setup, R.ABANDONED, 0, rec.assisted)


def press(app, b):
    m = app.screen.menu
    if app.menu_step(b):                      # (the menu holds the items shown)
        status(app)
        return None
    if b == BACK or b == MENU:                # SELECT on a d-pad board
        if _confirm[0]:
            show(app)
            return None
        return BOARD
    if b != CHOOSE:
        return None
    i = m.cursor
    if _confirm[0]:
        if i == W.CONFIRM_ABANDON:                        # the game counts as abandoned,
            _abandon(app)                                 # and a new one is dealt, as
            return app.new_game()                         # the title's New game does
        show(app)
        return None
    if not app.enabled[i]:                    # greyed: the line says why
        status(app)
        return None
    g = app.game
    if i == W.PAUSE_RESUME:
        return BOARD
    if i == W.PAUSE_UNDO and g.undo() or i == W.PAUSE_REDO and g.redo():
        app.records.taken_back(i == W.PAUSE_UNDO)
        if g.peeked:                          # casual undo took back a revealed card
            app.records.assisted = True
        return BOARD
    if i == W.PAUSE_HINT:
        app.hinting = True                    # App.tick asks sos_ui.hint
    elif i == W.PAUSE_HAPPENED:
        return HAPPENED
    elif i == W.PAUSE_GROUPS:
        return GROUPS
    elif i == W.PAUSE_HELP or i == W.PAUSE_CREW:   # (sos_ui.howto reads which)
        return HELP
    elif i == W.PAUSE_TITLE:
        return _to_title(app)
    elif i == W.PAUSE_NEW_GAME:
        _confirm[0] = True
        app.items[W.CONFIRM_KEEP] = W.CONFIRM_ITEMS + W.CONFIRM_KEEP
        app.items[W.CONFIRM_ABANDON] = W.CONFIRM_ITEMS + W.CONFIRM_ABANDON
        app.enabled[0] = app.enabled[1] = 1
        app.screen.text(W.NEW_GAME_Q, ("", "", "", W.ABANDON_NOTE))
        app.screen.menu_at(0, app.items, 2, 0, app.enabled)
    return None


def _to_title(app):
    """Title menu: the game written now if it is not yet (a failed write stays
    here, the foot line saying so), then offered on the title as Continue (the
    position stays in the core, as Saver.probe leaves it at start)."""
    sv = app.saver
    g = app.game
    if sv.policy.dirty:
        sv.save_game(g, app.setup, app.records.assisted)
        if not sv.ok:
            status(app)
            return None
    s = app.setup
    sv.has_game = True
    sv.seed = s[0]
    sv.variant = s[1]
    sv.players = n = g.players()
    for p in range(n):
        sv.crews[p] = g.crew_of(p)
    sv.assisted = app.records.assisted
    app.cursor = 0                            # on Continue
    return TITLE
