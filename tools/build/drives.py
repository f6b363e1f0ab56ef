"""Where a CircuitPython board's drive is mounted: the volume labelled CIRCUITPY.

tools/install_board.py asks here when no drive is named. Linux desktops mount it
in /media/$USER or /run/media/$USER (udisks), or /media; macOS in /Volumes;
Windows gives it a drive letter, found by its volume label. A second board's
volume gets a number (CIRCUITPY1 on Linux, "CIRCUITPY 1" on macOS), so several
can be found: the installer then asks which.
"""
import getpass
import os
import re
import sys
from pathlib import Path

LABEL = "CIRCUITPY"
# what CircuitPython writes at the drive's top at each start: "Adafruit
# CircuitPython 10.2.1 on 2026-...; Adafruit CLUE nRF52840 Express with nRF52840"
BOOT_OUT = "boot_out.txt"
_NAME = re.compile(LABEL + r"( ?\d+)?")


def mount_parents(platform=None, user=None):
    """The folders this platform mounts USB drives in."""
    platform = platform or sys.platform
    if platform == "darwin":
        return [Path("/Volumes")]
    user = user or os.environ.get("USER") or getpass.getuser()
    return [Path("/media", user), Path("/run/media", user), Path("/media")]


def mounted(parents):
    """CIRCUITPY volumes in `parents`: a folder of that name that is a mount point
    or holds boot_out.txt (a left-over empty folder is no board)."""
    found = []
    for parent in parents:
        try:
            names = sorted(os.listdir(parent))
        except OSError:
            continue
        for name in names:
            path = Path(parent, name)
            if _NAME.fullmatch(name) and path.is_dir() and (
                    os.path.ismount(path) or (path / BOOT_OUT).is_file()):
                if path.resolve() not in [p.resolve() for p in found]:
                    found.append(path)
    return found


def windows_drives():
    """Drive roots ("E:\\") whose volume label is CIRCUITPY."""
    import ctypes

    kernel = ctypes.windll.kernel32
    # no "insert a disk" dialog for an empty card reader while asking
    old_mode = kernel.SetErrorMode(1)                   # SEM_FAILCRITICALERRORS
    found = []
    try:
        mask = kernel.GetLogicalDrives()
        for i in range(26):
            root = "%s:\\" % chr(ord("A") + i)
            if not mask >> i & 1 or kernel.GetDriveTypeW(root) == 4:    # a network drive
                continue
            label = ctypes.create_unicode_buffer(261)
            if kernel.GetVolumeInformationW(root, label, len(label), None, None, None,
                                            None, 0) and label.value == LABEL:
                found.append(Path(root))
    finally:
        kernel.SetErrorMode(old_mode)
    return found


def find(platform=None):
    """Every mounted CIRCUITPY drive on this machine."""
    platform = platform or sys.platform
    if platform == "win32":
        return windows_drives()
    return mounted(mount_parents(platform))


def where_looked(platform=None):
    """The places find() looks, in words."""
    platform = platform or sys.platform
    if platform == "win32":
        return "drives labelled %s" % LABEL
    return ", ".join(str(p / LABEL) for p in mount_parents(platform))


def summary(drive, written):
    """What an install wrote onto `drive` (paths relative to it), in words: files
    and bytes by top-level entry, and the room left where the drive tells it."""
    import shutil

    drive = Path(drive)
    parts = {}
    for rel in written:
        top = Path(rel).parts[0]
        n, size = parts.get(top, (0, 0))
        parts[top] = (n + 1, size + (drive / rel).stat().st_size)
    total = sum(size for _, size in parts.values())
    lines = ["wrote %d files, %s bytes, to %s:" % (len(written), format(total, ","), drive)]
    for top in sorted(parts, key=lambda t: (not (drive / t).is_dir(), t)):
        n, size = parts[top]
        what = "%s/ (%d files)" % (top, n) if (drive / top).is_dir() else top
        lines.append("  %-22s %9s bytes" % (what, format(size, ",")))
    try:
        lines.append("%s bytes free on the drive" % format(shutil.disk_usage(drive).free, ","))
    except OSError:
        pass
    return "\n".join(lines)


# --- what the drive says about itself -------------------------------------------------

_VERSION = re.compile(r"CircuitPython (\d+)\.(\d+)(?:\.(\d+))?(\S*)")
# the oldest CircuitPython the game runs on (displayio's 9.x API: root_group)
OLDEST = (9, 0)
# the newest whose .mpy format the installer writes (see ../shared/STACK.md)
NEWEST = (10, 99)


class Board:
    """boot_out.txt read: `version` (major, minor, patch) or None, `text` as
    written ("10.2.1"), `board_id` ("" where it says none), `line` (the first)."""

    def __init__(self, text):
        lines = text.splitlines()
        self.line = lines[0].strip() if lines else ""
        m = _VERSION.search(self.line)
        self.version = tuple(int(g or 0) for g in m.groups()[:3]) if m else None
        self.text = "%s.%s.%s%s" % m.groups("0") if m else ""
        self.board_id = ""
        for line in lines[1:]:
            if line.startswith("Board ID:"):
                self.board_id = line[len("Board ID:"):].strip()

    def __str__(self):
        about = "CircuitPython %s" % self.text if self.text else "an unknown CircuitPython"
        return about + (" on %s" % self.board_id if self.board_id else "")


def board(drive):
    """The drive's Board (from boot_out.txt), or None where it has no boot_out.txt."""
    try:
        with open(Path(drive) / BOOT_OUT, encoding="utf-8", errors="replace") as f:
            return Board(f.read(4096))
    except OSError:
        return None


def is_drive(path):
    """A CircuitPython drive: it holds boot_out.txt, or is a mount labelled CIRCUITPY."""
    path = Path(path)
    return (path / BOOT_OUT).is_file() or (
        bool(_NAME.fullmatch(path.name)) and os.path.ismount(path))


def check(target, force=False, py=False):
    """What `target` is, in a line; an InstallError (one line) unless it is a
    CircuitPython drive the game runs on, or `force`. py: plain sources, which a
    CircuitPython newer than NEWEST runs too."""
    from tools.build.drive_install import InstallError

    target = Path(target)
    if not target.exists():
        raise InstallError("%s does not exist. Plug the board in and name its CIRCUITPY "
                           "drive, or run with no drive to find it." % target)
    if not target.is_dir():
        raise InstallError("%s is a file, not a drive: name the CIRCUITPY drive." % target)
    found = board(target)
    if not is_drive(target):
        if not force:
            raise InstallError(
                "%s is not a CircuitPython drive (it has no %s). Name the CIRCUITPY drive, "
                "or add --force to install into this folder all the same."
                % (target, BOOT_OUT))
        return "installing into %s, a folder, not a drive (--force)" % target
    line = "found %s on %s" % (found or "a CIRCUITPY drive", target)
    if found is None or found.version is None:
        return line
    if found.version[:2] < OLDEST:
        raise InstallError(
            "%s runs CircuitPython %s; the game needs 9.x or 10.x. Update CircuitPython "
            "on the board first, then run this again." % (target, found.text))
    if found.version[:2] > NEWEST and not (force or py):
        raise InstallError(
            "%s runs CircuitPython %s, newer than the 10.x the game's .mpy files are made "
            "for. Add --py to install the plain sources, or --force." % (target, found.text))
    from tools.build.release import board_ids

    if found.board_id and found.board_id not in board_ids() and not force:
        raise InstallError(
            "the game has no profile for the board %r (it runs on %s). Add --force to "
            "install all the same (README: Troubleshooting)."
            % (found.board_id, ", ".join(board_ids())))
    return line
