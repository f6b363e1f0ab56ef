"""Challenge deals from the title ("beat the bot", issue 9): numbered solo deals
with the score the desktop bot reached on each, read from /assets/challenges.bin
(tools/challenges.py writes it from the simulator's results; the installer
copies it). Choosing one deals it with its crew and variant; game over then
shows the bot's score beside yours. Loaded only while it shows (App.load).
The file is checked when it is read: one missing or damaged is said in one
line, on the serial console and on this screen, and the game goes on."""
from sos_boards.buttons import BACK, CHOOSE

from sos_core import booklet, crew
from sos_ui import forget
from sos_ui import words as W
from sos_ui.states import ASK_DEAL, CHALLENGES, DEAL, TITLE
from sos_ui.text import ASSETS, say

_PATH = ASSETS + "challenges.bin"
_RECORD = 7              # seed (u32, little-endian), variant, crew, the bot's score
_COUNT = 12              # tools/challenges.py: 2 deals for each of the 6 solo crews
_data = b""


def damage(data):
    """What is wrong with challenges.bin's bytes for this reader (None: nothing):
    "short" (not all its challenges), "corrupt" (more, or a deal the game cannot
    deal: a seed, variant or solo crew out of range)."""
    if len(data) != _RECORD * _COUNT:
        return "short" if len(data) < _RECORD * _COUNT else "corrupt"
    for o in range(0, len(data), _RECORD):
        c = data[o + 5]
        if data[o + 3] > 0x3F or data[o + 4] >= booklet.N_VARIANTS or c >= crew.N_CREW \
                or crew.min_players(c) > 1:       # (0x3F: seeds up to rng.MAX_SEED)
            return "corrupt"
    return None


def show(app, arg):
    global _data
    app.state = CHALLENGES
    why = "missing"
    try:
        with open(_PATH, "rb") as f:
            _data = f.read()
        why = damage(_data)
    except OSError:
        pass
    if why is not None:
        _damaged(app, why)
        return
    n = min(len(_data) // _RECORD, len(app.items) - 1)
    for i in range(n):
        o = _RECORD * i
        # "3 Lee Expert: 57": at most 23 characters, a 160 px menu's
        app.items[i] = "%d %s %s: %d" % (i + 1, say(W.CREW_SHORT + _data[o + 5]),
                                         say(W.VARIANT + _data[o + 4]), _data[o + 6])
    app.items[n] = W.BACK
    # the cursor on the challenge last chosen (its question answered No, or its
    # game played), else on the first
    k = 0
    if app.bot_score:
        for i in range(n):
            if _seed(_RECORD * i) == app.setup[0]:
                k = i
    sc = app.screen
    sc.text(W.CHALLENGE_TITLE)
    sc.menu_at(0, app.items, n + 1, k)
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
    app.setup = (_seed(o), _data[o + 4], 1, bytes((_data[o + 5],)))
    app.bot_score = _data[o + 6]              # game over shows it beside yours
    return ASK_DEAL if app.saver.has_game else DEAL   # (the title asks first)


def _seed(o):
    """The seed of the record at byte o (u32, little-endian)."""
    return _data[o] | _data[o + 1] << 8 | _data[o + 2] << 16 | _data[o + 3] << 24


def _damaged(app, why):
    """The file missing or damaged: one line on the serial console, the same on
    this screen (sos_boards.unknown words and wraps it, as code.py's stop
    does), and "< Back" alone."""
    global _data
    _data = b""
    from sos_boards import unknown

    line = unknown.bad_file(_PATH, why)
    sc = app.screen
    rows = unknown.wrap(line, sc.lines.chars)
    forget(("sos_boards.unknown",))
    print("sos: " + line)
    sc.text(W.CHALLENGE_TITLE, rows)
    app.items[0] = W.BACK
    sc.menu_at(len(rows), app.items, 1, 0)
    app.root(sc.group)
