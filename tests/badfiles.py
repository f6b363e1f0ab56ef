"""What tests/test_bad_assets*.py share: damaging a copy of a file the board
reads, the one line the game says of it, and a save area holding a game."""
import random
from pathlib import Path

import uikit
from sos_boards.buttons import A
from sos_desktop import FileNVM
from sos_desktop.uidriver import run_keys
from sos_save import load as sos_load
from sos_save import record as R
from sos_ui import states as St
from sos_ui.app import App

ROOT = Path(__file__).resolve().parent.parent
AGAIN = "install the game again"
# code.py's lines for a full heap (the desktop tests' heap says 4321 bytes free)
OUT_OF_MEMORY = ["sos: out of memory while starting, 4321 bytes free",
                 "sos: try a soft reset (Ctrl-D), only the game's files in /lib; "
                 "README: Troubleshooting."]

def _truncate(data):
    return data[:len(data) // 2]


def _garble(path, data):
    """The header garbled: a BMP's first 54 bytes, the first text's length in
    words.bin (its records have no other header), a challenge's crew."""
    data = bytearray(data)
    if path.endswith(".bmp"):
        data[:54] = b"\xa5" * 54
    elif path.endswith("words.bin"):
        data[39] = 0xFF
    else:
        data[5] = 200
    return bytes(data)


DAMAGES = ("missing", "short", "corrupt")


def damage(tree, path, how):
    """Damage `path` (relative to the tree, e.g. "assets/words.bin") in `tree`."""
    f = Path(tree) / path
    if how == "missing":
        f.unlink()
    elif how == "short":
        f.write_bytes(_truncate(f.read_bytes()))
    else:
        f.write_bytes(_garble(path, f.read_bytes()))


def the_line(path, how):
    return "sos: %s is %s: %s" % (path, how if how == "missing" else "damaged (%s)" % how,
                                  AGAIN)


def said(out):
    """The game's console lines that say a file is bad."""
    return [ln for ln in out.splitlines() if ln.startswith("sos: ") and AGAIN in ln]


def squeeze(text):
    return "".join(text.split())



def saved_area():
    """(8 KB of save area holding a game in progress, that game's position)."""
    import displayio
    import sos_desktop

    displayio.release_displays()
    prof = sos_desktop.open_profile("pygamer", mode="headless", script="")
    prof.nvm = nvm = FileNVM()
    app = App(prof)
    app.deal = 4321
    run_keys(app, [A])                                   # New game
    rnd = random.Random(5)
    for _ in range(6):
        run_keys(app, uikit.random_choice_keys(app, rnd))
    while app.state == St.BANNER:
        run_keys(app, [A])
    app.saver.save_game(app.game, app.setup, False)
    assert app.saver.ok and app.state == St.BOARD
    buf = bytearray(R.RECORD_SIZE)
    position = bytearray(R.POSITION_SIZE)
    assert sos_load.load(nvm, buf, position) >= 0 and buf[R.R_FLAGS] & R.F_GAME
    displayio.release_displays()
    return bytes(nvm), bytes(position)
