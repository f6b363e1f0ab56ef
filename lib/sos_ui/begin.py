"""A game begins: dealt from its setup (App.setup: sos_ui.title, sos_ui.deal) or
resumed (its position already in the core). The records and the save area start
it, and the board or the hand-over shows. Imported by App.go for the while and
forgotten after, like the dealing's own code (sos_core.deal): code that runs
once a game, which play does not carry."""
from sos_save import record as R

from sos_ui import forget, saving
from sos_ui.states import BOARD, HANDOVER


def begin(app, resumed):
    g = app.game
    if not resumed:
        s = app.setup
        g.setup(s[0], s[1], s[2], s[3])
        forget(("sos_core.deal",))
    _records_begin(app, resumed)
    if app.report is not None:
        app.report("dealt")
        app.report = None
    app.play.hand.deal = app.setup[0]
    app.deal = None                # the next New game: a fresh deal
    app.play.new_game()
    if not resumed and _guided(app):   # the guide (sos_ui.howto), then the game
        try:
            app.load("howto").show(app, HANDOVER if g.players() > 1 else BOARD)
            return
        except MemoryError:            # no room for it: the game, without
            app.mod = None
            forget(("sos_ui.howto",))
    if g.players() > 1:
        app.open(HANDOVER)
    else:
        app.show_board()


def _guided(app):
    """Does this deal open with the guide? When the title's How to play asked
    for it (App.guide), or when the statistics hold no game yet: the first game
    on record. Read from the record as it is in RAM (a record lent to a hint's
    thinking is not read again for this: no guide then). A profile may say no
    (sos_desktop's scripted runs: their presses and frames stay as they were)."""
    if not getattr(app.profile, "guide", True):
        return False
    if app.guide:
        app.guide = False
        return True
    sv = app.saver
    if sv.nvm is None or saving._HOLDER[0] is not sv:
        return False
    b = saving._BUF
    for o in range(R.R_STATS + R.PLAYED, R.R_SETTINGS, R.CELL):
        if b[o] or b[o + 1]:
            return False
    return True


def _records_begin(app, resumed):
    """The save policy and the Records for the game that begins."""
    rec = app.records
    sv = app.saver
    sv.ok = True                   # a failure of the last game's is not this one's
    app.game.casual = bool(sv.settings & R.SET_CASUAL_UNDO)
    app.play.auto_move = not sv.settings & R.SET_MANUAL_MOVES
    if not resumed:
        sv.drop_saved()            # a saved game not continued counts as abandoned
        rec.assisted = False
    sv.keep_settings()
    sv.policy.started(sv.now())
    rec.recorded = False
    rec.touched = resumed
    rec.moved = False
    rec.best = -2
    rec.turn_start()
    rec.last_turn = -1             # no previous turn to tell at the first hand-over
