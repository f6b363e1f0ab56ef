"""Stand-in for CircuitPython's `board`, for one chosen board: `board_id`, the
pins the game's profiles use, and `DISPLAY`.

The board is chosen without environment variables (MicroPython has none to
read portably): the harness writes a module `board_choice` with `BOARD = "clue"`
(or another name of the board table); without it the CLUE. Memory modelled:
none (the display object is static in C on a board: no framebuffer, it renders
in small chunks at refresh). Skipped: rendering; `refresh()` only returns True,
so display time is not part of any timing made with these stand-ins."""
from microcontroller import Pin

try:
    from board_choice import BOARD
except ImportError:
    BOARD = "clue"

# name -> (board_id, width, height, pins): the board table's, written in (board_bench)
_BOARDS = {}


class Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = True
        self.root_group = None
        self.brightness = 1.0
        self.rotation = 0

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        return True


board_id, _w, _h, _pins = _BOARDS[BOARD]
DISPLAY = Display(_w, _h)
for _name in _pins:
    globals()[_name] = Pin(_name)
