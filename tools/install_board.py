#!/usr/bin/env python3
"""Copy the game onto a CircuitPython board: `python3 tools/install_board.py /media/CIRCUITPY`.

Lays out the drive as the game expects: code.py at the top, our packages and the
third-party ones in /lib (copied from the installed wheels in .venv, never
committed), the sprite sheets in /assets/bitmaps. Only .py sources are copied
(CircuitPython rejects MicroPython .mpy files; see ../shared/STACK.md).
`--dry-run` lists what would be copied.
"""
import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OURS = ["sos_core", "lib/sos_ui", "lib/sos_boards", "lib/sos_sprites.py"]
THIRD_PARTY = ["adafruit_display_text", "adafruit_imageload", "adafruit_ticks.py"]


def site_packages():
    found = sorted((ROOT / ".venv" / "lib").glob("python3*/site-packages"))
    if not found:
        raise SystemExit("install_board: no .venv yet; run `python3 tools/test.py` once")
    return found[-1]


def plan(target):
    """(source, destination) pairs."""
    target = Path(target)
    pairs = [(ROOT / "code.py", target / "code.py")]
    for name in OURS:
        src = ROOT / name
        pairs += _tree(src, target / "lib" / src.name)
    sp = site_packages()
    for name in THIRD_PARTY:
        pairs += _tree(sp / name, target / "lib" / name)
    for bmp in sorted((ROOT / "assets" / "bitmaps").glob("*.bmp")):
        pairs.append((bmp, target / "assets" / "bitmaps" / bmp.name))
    return pairs


def _tree(src, dst):
    if src.is_file():
        return [(src, dst)]
    if not src.is_dir():
        raise SystemExit("install_board: missing %s" % src)
    return [(f, dst / f.relative_to(src)) for f in sorted(src.rglob("*.py"))
            if "__pycache__" not in f.parts]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target", help="the board's drive, e.g. /media/$USER/CIRCUITPY")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args(argv)
    pairs = plan(args.target)
    size = 0
    for src, dst in pairs:
        size += src.stat().st_size
        if args.dry_run:
            print(dst.relative_to(args.target))
        else:
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)
    print("%s %d files, %d KB" % ("would copy" if args.dry_run else "copied", len(pairs),
                                  size // 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())
