"""Settings, from the title: players, variant, crews dealt or chosen, the undo
rule, auto-moves, sound, and a deal by its number (sos_ui.deal's digits).
Kept in the save area's settings byte (sos_save.record SET_*: two copies and a
CRC, as a saved game is) once the buttons have rested 2 s on this screen
(Saver.settings_tick: a power cut here keeps the change) or when it is left,
and read back by App.read_settings at start. Loaded only while it shows
(App.load), like the title; press() returns what App.go shows next (None: stay)."""
from sos_boards.buttons import BACK, CHOOSE, LEFT, RIGHT
from sos_save import record as R

from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import DIGITS, SETTINGS, TITLE
from sos_ui.text import say

S_PLAYERS = const(0)
S_VARIANT = const(1)
S_CREWS = const(2)
S_UNDO = const(3)
S_AUTO = const(4)
S_SOUND = const(5)
S_DEAL = const(6)        # a deal by number: the digits, then the game
S_BACK = const(7)        # only on boards without a Back button
# the bits toggled here (not const(): the compiler folds only this module's names)
_KEPT = R.SET_CASUAL_UNDO | R.SET_MANUAL_MOVES | R.SET_SOUND_OFF


def show(app, arg):
    app.state = SETTINGS
    n = _items(app)
    sc = app.screen
    sc.text(W.SETTINGS)
    en = app.enabled                         # a board without a speaker: greyed
    for i in range(n):
        en[i] = 1
    en[S_SOUND] = 1 if app.sound is not None else 0
    sc.menu_at(0, app.items, n, 0, en)
    sc.foot(W.SETTINGS_KEYS + app.scheme_no)       # this board's buttons, B and <> too
    app.root(sc.group)


def _items(app):
    it = app.items
    st = app.saver.settings
    it[S_PLAYERS] = say(W.PLAYERS) + str(app.players)
    it[S_VARIANT] = say(W.GAME) + say(W.VARIANT + app.variant)
    it[S_CREWS] = W.CREW_CHOSEN if app.choose_crews else W.CREW_DEALT
    it[S_UNDO] = W.UNDO_RULE + (st & R.SET_CASUAL_UNDO)
    it[S_AUTO] = W.AUTO_RULE + (1 if st & R.SET_MANUAL_MOVES else 0)
    it[S_SOUND] = W.SOUND_RULE + (2 if app.sound is None else 1 if st & R.SET_SOUND_OFF else 0)
    it[S_DEAL] = W.PLAY_DEAL
    if app.profile.intents & (1 << BACK):
        return S_BACK
    it[S_BACK] = W.BACK
    return S_BACK + 1


def press(app, b):
    sv = app.saver
    sv.set_at = sv.now()                     # the idle write waits for the buttons to rest
    m = app.screen.menu
    if app.menu_step(b):
        return None
    i = m.cursor
    if b == BACK or (b == CHOOSE and i == S_BACK):
        sv.keep_settings()                   # one nvm write, if anything is unwritten
        return TITLE
    if b == CHOOSE and i == S_DEAL:
        sv.keep_settings()
        return DIGITS                        # sos_ui.deal: the number, then the game
    if b == LEFT or b == RIGHT or b == CHOOSE:
        _change(app, i, -1 if b == LEFT else 1)
        _items(app)
        m.refill()
    return None


def _change(app, i, d):
    sv = app.saver
    if i == S_PLAYERS:
        app.players = (app.players - 1 + d) % R.MAX_PLAYERS + 1
    elif i == S_VARIANT:
        app.variant = (app.variant + d) % R.VARIANTS
    elif i == S_CREWS:
        app.choose_crews = not app.choose_crews
    elif i == S_UNDO:
        sv.settings ^= R.SET_CASUAL_UNDO
    elif i == S_AUTO:
        sv.settings ^= R.SET_MANUAL_MOVES
    elif i == S_SOUND and app.sound is not None:
        sv.settings ^= R.SET_SOUND_OFF
    game = app.variant * R.MAX_PLAYERS + app.players - 1
    sv.settings = (sv.settings & _KEPT | (R.SET_CHOSEN_CREWS if app.choose_crews else 0)
                   | game << R.SET_GAME_SHIFT)
