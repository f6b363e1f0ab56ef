"""The page's runner: the browser's board profile, and code.py run as a board
runs it, its loop driven by the page.

`start(name)` runs /code.py as __main__, handing it `desktop_profile` (as
tools/desktop/run_code.py does): sos_boards.detect() finds no board there and
calls it, so code.py takes its whole start-up path (profile, sprite sheet, the
UI, the boot report on the console) and calls app.run(). A blocking loop would
freeze the page, so the profile's buttons say `done` until code.py has handed
its App over: App.run() draws the first frame and returns, and from then on
the page runs the loop a pass (App.tick) at a time, from its key and touch
events (press) and its timers (pump), and has what is unwritten saved as it
goes away (flush). The boot report goes to the console.

The profile has the interface of lib/sos_boards (name scheme intents sheet
bitmaps width height display buttons nvm), plus `mode` (a save area that does
not wear: the desktop's save policy, writing after 2 s of quiet) and `sound`
(WebSound: each cue goes to the page, whose Web Audio player sounds its notes,
tools/web/sos.js; none where the board has none, as the Feather). Its board is a
row of boards.json beside this module, which tools/web.py writes from the board
table (lib/sos_boards/table.py): {name: {width, height, scheme, sheet, sound}}.

CircuitPython's C modules are the board benchmark's stand-ins
(tools/board_standins), with what the page adds to them (sos_web_board) and its
screen (sos_web_screen)."""
import json

import keypad
import sos_web_board
from sos_boards.buttons import MEANS, SCHEMES, intent_mask
from sos_boards.keyreader import KeyReader
from sos_web_page import page
from sos_web_screen import Screen

with open(sos_web_board.HERE + "/boards.json") as _f:
    BOARDS = json.load(_f)
sos_web_board.add()
NVM_KEY = "sos-titanic-nvm-"      # + the profile's name: one save area per board
# sos_boards.buttons.NONE: a const, which the installed tree inlines (a private
# _NONE there), so not importable by name
NONE = -1


class WebButtons(KeyReader):
    """The board's buttons as one keypad scanner, key number = physical button
    (sos_boards.buttons UP .. SELECT), mapped by the scheme's own table."""

    def __init__(self, scheme):
        self.keys = keypad.Keys(tuple(range(8)), value_when_pressed=False)
        KeyReader.__init__(self, (self.keys,), (MEANS[scheme],))
        self.available = SCHEMES[scheme]
        self.done = True               # App.run() returns at once (see start)

    def inject(self, button, down):
        """A press (down) or release of physical button `button`; False for a
        button the board lacks, which is ignored as the desktop ignores its key."""
        if not 0 <= button < 8 or not self.available & (1 << button):
            return False
        self.keys.events.inject(button, down)
        return True


class WebSound:
    """The board's sound (sos_boards.sound's play and tick) in the page: the cue's
    number to sos.js, which schedules its notes itself (tick has nothing to do)."""

    def play(self, cue):
        page.sound(cue)

    def tick(self):
        pass


class WebProfile:
    mode = "browser"
    bitmaps = "/assets/bitmaps/"
    guide = False        # no first game's guide: the page plays as the emulator's scripts do

    def __init__(self, name):
        if name not in BOARDS:
            raise ValueError("no browser profile %r (%s)" % (name, ", ".join(BOARDS)))
        board = BOARDS[name]
        self.name = name
        self.width, self.height = board["width"], board["height"]
        self.scheme, self.sheet = board["scheme"], board["sheet"]
        self.intents = intent_mask(self.scheme)
        self.display = Screen(self.width, self.height)
        self.buttons = WebButtons(self.scheme)
        self.sound = WebSound() if board["sound"] else None
        self.nvm = sos_web_board.PageNVM()
        self.nvm.open(NVM_KEY + name)


app = None
profile = None


def start(name, code="/code.py"):
    """Run code.py's start-up on profile `name`; its App stays here (app)."""
    global app, profile

    def make():
        global profile
        profile = WebProfile(name)
        return profile

    scope = {"__name__": "__main__", "desktop_profile": make}
    with open(code) as f:
        src = f.read()
    exec(compile(src, "code.py", "exec"), scope)
    app = scope.get("app")
    if app is None or profile is None:
        raise RuntimeError("code.py no longer leaves its App in `app`")
    profile.buttons.done = False
    return app


def pump():
    """Passes of the loop until one finds nothing to do (App.tick returns NONE):
    the events waiting, a held direction's repeat when due, the save policy's
    idle pass. Returns the passes that handled something."""
    n = 0
    while app.tick() != NONE:
        n += 1
    return n


def flush():
    """The page is going away (closed, reloaded, hidden for another tab or app):
    what the save policy has not written yet (a move within its 2 s of quiet, a
    setting) is written now; the browser's storage does not wear. Returns the
    save area's writes it made."""
    n = profile.nvm.writes
    app.records.save_tick(True)
    return profile.nvm.writes - n


def press(button, down):
    """A key or touch event of physical button `button` (0..7, sos_boards.buttons
    UP .. SELECT): queued as the keypad's event, then handled (pump). -1 for a
    button the board lacks."""
    if not profile.buttons.inject(button, down):
        return -1
    return pump()
