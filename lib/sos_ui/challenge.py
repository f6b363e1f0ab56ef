"""Challenge deals from the title ("beat the bot", issue 9): numbered solo deals
with the score the desktop bot reached on each, read from /assets/challenges.bin
(tools/challenges.py writes it from the simulator's results; the installer
copies it). Choosing one deals it with its crew and variant; game over then
shows the bot's score beside yours. Loaded only while it shows (App.load)."""
from sos_boards.buttons import BACK, CHOOSE

from sos_ui import words as W
from sos_ui.states import ASK_DEAL, CHALLENGES, DEAL, TITLE
from sos_ui.text import ASSETS, say

_PATH = ASSETS + "challenges.bin"
_RECORD = 7              # seed (u32, little-endian), variant, crew, the bot's score
_data = b""


def show(app, arg):
    global _data
    app.state = CHALLENGES
    try:
        with open(_PATH, "rb") as f:
            _data = f.read()
    except OSError:
        _data = b""
    n = min(len(_data) // _RECORD, len(app.items) - 1)
    for i in range(n):
        o = _RECORD * i
        # "3 Lee, Expert: 57"
        app.items[i] = "%d %s, %s: %d" % (i + 1, say(W.CREW_SHORT + _data[o + 5]),
                                         say(W.VARIANT + _data[o + 4]), _data[o + 6])
    app.items[n] = W.BACK
    sc = app.screen
    sc.text(W.CHALLENGE_TITLE)
    sc.menu_at(0, app.items, n + 1, 0)
    sc.foot(W.CHALLENGE_NOTE)
    app.root(sc.group)


def press(app, b):
    """What App.go shows next (None: stay)."""
    m = app.screen.menu
    if app.menu_step(b):
        return None
    if b == BACK:
        return TITLE
    if b != CHOOSE:
        return None
    i = m.cursor
    if i == m.n - 1:                          # "< Back"
        return TITLE
    o = _RECORD * i
    seed = _data[o] | _data[o + 1] << 8 | _data[o + 2] << 16 | _data[o + 3] << 24
    app.setup = (seed, _data[o + 4], 1, bytes((_data[o + 5],)))
    app.bot_score = _data[o + 6]              # game over shows it beside yours
    return ASK_DEAL if app.saver.has_game else DEAL   # (the title asks first)
