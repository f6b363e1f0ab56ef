"""The release bundle: `python3 tools/install_board.py --zip` writes
dist/sos-titanic-VERSION.zip, laid out as Adafruit's Project Bundles are:

    sos-titanic-VERSION/README.txt
    sos-titanic-VERSION/CircuitPython 9.x/code.py, lib/, assets/, settings.toml, ...
    sos-titanic-VERSION/CircuitPython 10.x/(the same)

Each version's folder is what tools/install_board.py writes onto a drive, byte
for byte (the same build(), tools/build/board_build.py): the .mpy format of 9.x and
10.x is the same for this code, so both folders hold the same files. The README
stays beside the folders, as Adafruit's does, so that copying a folder's contents
puts none on the board.
Entries carry a fixed timestamp: the same sources make the same zip.
"""
import tempfile
import textwrap
import zipfile
from pathlib import Path

from tools import _paths
from tools.build.board_build import build
from tools.build.board_settings import PYSTACK_KEY, PYSTACK_SIZE

ROOT = _paths.ROOT
DIST = ROOT / "dist"
CIRCUITPYTHONS = ("9.x", "10.x")
FOLDER = "CircuitPython %s"
STAMP = (1980, 1, 1, 0, 0, 0)          # the zip format's first day


def version():
    """sos_core/version.py's VERSION (defined there only)."""
    from sos_core.version import VERSION

    return VERSION


def name():
    return "sos-titanic-%s" % version()


def board_ids():
    """The board_ids the game has a profile for (sos_boards.BOARDS)."""
    from sos_boards import BOARDS

    return sorted(BOARDS)


def nvm_bytes():
    """The bytes of microcontroller.nvm the game writes, in words ("0-1984 and
    4096-6080"): its record's two copies (sos_save.record)."""
    from sos_save import record

    return " and ".join("%d-%d" % (k * record.PAGE, k * record.PAGE + record.RECORD_SIZE - 1)
                        for k in (0, 1))


def readme_text():
    folders = " and ".join('"%s"' % (FOLDER % v) for v in CIRCUITPYTHONS)
    boards = textwrap.wrap(", ".join(board_ids()), 76, initial_indent="  ",
                           subsequent_indent="  ", break_on_hyphens=False)
    return "\n".join([
        "SOS Titanic %s for CircuitPython handhelds" % version(),
        "",
        "This bundle holds two folders, %s:" % folders,
        "use the one for the CircuitPython your board runs (boot_out.txt on the",
        "CIRCUITPY drive names it). Their files are the same: the game runs on both.",
        "",
        "To install, copy everything inside that folder onto the CIRCUITPY drive:",
        "code.py, the lib and assets folders, settings.toml and sos_names.txt.",
        "- This replaces the drive's code.py. Copy what you want to keep off the",
        "  drive first (tools/install_board.py in the game's source backs it up for",
        "  you, and its --restore puts it back).",
        "- A code.txt or main.txt on the drive runs before code.py: move it off.",
        "- Already have a settings.toml (WiFi keys, ...)? Keep yours and add our",
        "  line to it instead: %s = %d" % (PYSTACK_KEY, PYSTACK_SIZE),
        "- Had an older version of the game on the drive? Delete its lib/sos_*",
        "  folders first: a left-over .py file is imported before a new .mpy.",
        "The board restarts the game by itself once the copy is done; eject the drive",
        "before unplugging it.",
        "",
        "Boards (the Board ID line of boot_out.txt):",
    ] + boards + [
        "",
        "sos_names.txt reads a traceback on the serial console: the game's names are",
        "shortened on the board, and it says what each short name stands for.",
        "",
        "The game keeps its saved game, statistics and settings in the board's",
        "microcontroller.nvm (bytes %s), not on the drive." % nvm_bytes(),
        "",
    ])


def write_zip(out_dir=DIST, log=print, **build_args):
    """Build the board's tree once (board_build.build with `build_args`) and
    write it to out_dir/NAME.zip under each CircuitPython version's folder;
    return the zip's path."""
    out = Path(out_dir) / (name() + ".zip")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="sos-release-") as tmp:
        written = build(tmp, log=log, **build_args)
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            _add(z, "%s/README.txt" % name(), readme_text().encode())
            for v in CIRCUITPYTHONS:
                for rel in sorted(written):
                    _add(z, "%s/%s/%s" % (name(), FOLDER % v, Path(rel).as_posix()),
                         Path(tmp, rel).read_bytes())
    return out


def _add(z, arcname, data):
    info = zipfile.ZipInfo(arcname, STAMP)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    z.writestr(info, data)
