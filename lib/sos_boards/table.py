"""The board table: every board the game knows, one row each. A board of a size
the game already lays out is its profile module (lib/sos_boards/<profile>.py:
its pins, its buttons' scheme, its sprite sheet, its sound) and one row here.

The table stays off the board. There `sos_boards.detect()` needs only the
board_id column, which tools/install_board.py writes into sos_boards as a
literal dict (BOARDS): the rest, imported on a board, cost the CLUE 1-4 KB of
heap (measured with tools/board_bench.py). Only the plainest install (sources
as written, for debugging) copies the table there, where it runs too (what
reads a profile's source imports ast only when called). Everything else reads
it here: the desktop emulator (tools/desktop/sos_desktop), the web page
(tools/web.py hands it the rows as JSON), the browser tests and the benchmarks
(the stand-in `board` gets the rows as its tree is built: tools/board_bench.py).

What a profile says of itself (scheme, sheet, whether it makes a sound, the
board pins it uses) is read from its source, not written here again: a profile
sets up the board's pins when imported, so off a board it is read, not run.
"""
import sos_boards.buttons as buttons

KB = 1024


class Board:
    """A row. name: the emulator's, the web page's and the benchmarks' name for
    the board; title: as pages and tables name it; profile: its module here;
    board_ids: the `board.board_id`s it serves (a board with another's pins is
    one more id); width, height: the screen's pixels; spi_mhz: the panel's SPI
    clock as CircuitPython sets it up (ports/*/boards/<board>/board.c asks 60 MHz,
    or 40 on the ESP32-S3; the chip gives what it can), for a press's transfer
    time (tools/bench/ui_measure.py); heap: the Python heap CircuitPython 10.2.1 leaves
    an empty code.py, less ~3 % for the collector's tables (each firmware's linker
    symbols, ../shared/STACK.md "Boards"); pystack: its Python stack where
    settings.toml sets none (py/circuitpy_mpconfig.h, the ports' mpconfigport.h);
    slower: how many times slower than the 64-bit unix port MicroPython runs on
    it, from MicroPython's published pystone figures (../shared/STACK.md), None
    where unknown; compose_ns: displayio's estimated ns to compose a redrawn
    pixel, the top layer and each further one (tools/bench/press_latency.py), None
    where not estimated."""

    def __init__(self, name, title, board_ids, width, height, spi_mhz, heap, pystack,
                 slower=None, compose_ns=None, profile=None):
        self.name = name
        self.title = title
        self.board_ids = board_ids
        self.width = width
        self.height = height
        self.spi_hz = spi_mhz * 1000000
        self.heap = heap
        self.pystack = pystack
        self.slower = slower
        self.compose_ns = compose_ns
        self.profile = profile or name

    def __getattr__(self, name):
        # scheme, sheet, speaker, pins: read from the profile module when first asked
        if name not in ("scheme", "sheet", "speaker", "pins"):
            raise AttributeError(name)
        for key, value in profile_says(self.profile).items():
            setattr(self, key, value)
        return getattr(self, name)


ROWS = (
    Board("pygamer", "PyGamer", ("pygamer",), 160, 128, spi_mhz=24, heap=150 * KB,
          pystack=1536, slower=290, compose_ns=(2000, 650)),
    Board("pybadge", "PyBadge", ("pybadge", "edgebadge"), 160, 128, spi_mhz=24,
          heap=150 * KB, pystack=1536, slower=290, compose_ns=(2000, 650)),
    Board("clue", "CLUE", ("clue_nrf52840_express",), 240, 240, spi_mhz=32, heap=137 * KB,
          pystack=2048, slower=540, compose_ns=(3700, 1200)),
    Board("feather", "Feather", ("adafruit_feather_esp32s3_reverse_tft",
                                 "adafruit_feather_esp32s2_reverse_tft"), 240, 135,
          spi_mhz=40, heap=2048 * KB, pystack=1536, profile="feather_tft"),
)

BY_NAME = {b.name: b for b in ROWS}
# board.board_id -> the profile module for its pins (sos_boards.detect)
BOARDS = {i: b.profile for b in ROWS for i in b.board_ids}
# the first board of each screen size: what the web page offers, the benchmarks
# measure and the tests play (a board of a size already there adds nothing new)
EACH_SIZE = tuple(b for k, b in enumerate(ROWS)
                  if (b.width, b.height) not in [(a.width, a.height) for a in ROWS[:k]])


def profile_says(profile):
    """What a profile module says of itself: its scheme, its sheet, whether it
    makes a sound (speaker) and the board names it uses but the display (pins)."""
    import ast
    import os

    with open(os.path.join(os.path.dirname(__file__), profile + ".py")) as f:
        source = f.read()
    values = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            values[node.targets[0].id] = node.value
    sound = values["sound"]
    return {"scheme": getattr(buttons, values["scheme"].id), "sheet": values["sheet"].value,
            "speaker": not (isinstance(sound, ast.Constant) and sound.value is None),
            "pins": tuple(sorted(board_names(source) - {"DISPLAY"}))}


def board_names(source):
    """The names a module's source reads from `board` (board.X, from board import X)."""
    import ast

    tree = ast.parse(source)
    aliases = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.Import)
               for a in n.names if a.name == "board"}
    names = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
             and isinstance(n.value, ast.Name) and n.value.id in aliases}
    names |= {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
              and n.module == "board" for a in n.names}
    return names
