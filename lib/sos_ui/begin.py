"""A game begins: dealt from its setup (App.setup: sos_ui.title, sos_ui.deal) or
resumed (its position already in the core). The records and the save area start
it, and the board or the hand-over shows. Imported by App.go for the while and
forgotten after, like the dealing's own code (sos_core.deal): code that runs
once a game, which play does not carry."""
from sos_save import record as R

from sos_ui import forget
from sos_ui.states import HANDOVER


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
    if g.players() > 1:
        app.open(HANDOVER)
    else:
        app.show_board()


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
