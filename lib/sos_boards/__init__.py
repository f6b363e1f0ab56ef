"""Board profiles. Each profile has the same small interface (like Stage's
per-board ugame.py):

    name      profile name ("pygamer", "pybadge", "clue", "feather_tft", or the
              desktop's "pygamer"/"clue"/"feather")
    scheme    which buttons exist: buttons.DPAD, buttons.AB, buttons.THREE
              (for the help page's key names only: the UI never branches on it)
    intents   bit mask (1 << intent) of the intents its buttons give
    sheet     sprite sheet to use: "small" (160x128) or "large" (240x...)
    bitmaps   directory holding the sheets, ending with "/"
    width, height
    display   the displayio display; auto_refresh is off: call display.refresh()
    buttons   .next() -> intent | intent | RELEASED | NONE (sos_boards.buttons);
              .pressed bit mask of the intents held;
              .done (True only when the desktop window is closed or a key
              script has run out)
    nvm       bytearray-like save area (microcontroller.nvm), or None
    sound     sos_boards.sound.Sound (play(cue) starts a cue and returns, tick()
              on idle passes moves it on), or None where there is no speaker

On a board the profile is a module of this package (importing it sets it up),
found by `board.board_id` in BOARDS: a new board is its profile module and one
row there, or one row alone where it has another board's pins. On a desktop,
its runner (tools/desktop/run_code.py) hands code.py the emulator's profile
maker, which detect() calls where the board is none of these.
"""

# board_id -> profile module, of the board table (sos_boards.table; a literal on a board)
from sos_boards.table import BOARDS


def board_id():
    """`board.board_id`, or "" where there is no board module."""
    try:
        import board
    except ImportError:
        return ""
    return getattr(board, "board_id", "")


def detect(desktop=None):
    """The profile of the board we run on. On a board_id not in BOARDS: the
    profile `desktop()` makes (a desktop's), else the unknown board's message
    (sos_boards.unknown) and a stop."""
    bid = board_id()
    name = BOARDS.get(bid)
    if name is None:
        if desktop is not None:
            return desktop()
        from sos_boards import unknown

        unknown.stop(bid, BOARDS)
    full = "sos_boards." + name
    __import__(full)
    import sys

    return sys.modules[full]
