"""Board profiles.  Each profile has the same small interface (like Stage's
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

On a board the profile is the module itself (importing it sets it up); on the
PC `detect()` builds the desktop profile from tools/desktop/sos_desktop.
"""

# board.board_id -> profile module
BOARDS = {
    "pygamer": "pygamer",
    "pybadge": "pybadge",
    "clue_nrf52840_express": "clue",
    "adafruit_feather_esp32s3_reverse_tft": "feather_tft",
}


def board_id():
    """`board.board_id`, or "" where there is no board module."""
    try:
        import board

        return board.board_id
    except Exception:  # noqa: BLE001 - Blinka raises various errors off-board
        return ""


def detect(**desktop_options):
    """The profile of the board we run on; on the PC (any board_id not in
    BOARDS, e.g. Blinka's "GENERIC_LINUX_PC" or "OS_AGNOSTIC_BOARD") the
    desktop profile, built with `desktop_options` (see sos_desktop.open_profile)."""
    profile = BOARDS.get(board_id())
    if profile == "pygamer":
        from sos_boards import pygamer as module
    elif profile == "pybadge":
        from sos_boards import pybadge as module
    elif profile == "clue":
        from sos_boards import clue as module
    elif profile == "feather_tft":
        from sos_boards import feather_tft as module
    else:
        import sos_desktop

        return sos_desktop.open_profile(**desktop_options)
    return module
