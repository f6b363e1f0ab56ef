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


def describe(drive):
    """The first line of the drive's boot_out.txt (the CircuitPython version and
    the board), or "" where there is none."""
    try:
        with open(Path(drive) / BOOT_OUT, encoding="utf-8", errors="replace") as f:
            return f.readline().strip()
    except OSError:
        return ""


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
