"""Put a built game tree onto a board's drive without losing anything of the owner's.

tools/install_board.py builds the game into a folder of the host's, then calls
install() here to copy it onto the CIRCUITPY drive (or restore() for `--restore`):

1. Plan: what each file of the tree does to the drive (new, replace, the same),
   which of the game's old files go (a module of an older version, the other
   form .py/.mpy), which of the owner's files are replaced or moved away
   (code.py, settings.toml merged, code.txt and main.txt, which CircuitPython
   would run before code.py, anything at a path the game writes).
2. Check the room: the backup, every file and a margin must fit in the drive's
   free space before the first byte is written; else one line, nothing written.
3. Back up: the owner's files go into one dated folder, sos_backup/DATE/, copied
   whole (under a temporary name, then renamed).
4. Write: every file under a temporary name (NAME.sos-new) then renamed over
   the old one, so no half-written module survives; lib/ and assets/ first,
   settings.toml merged, code.py last, then code.txt and main.txt moved away.
   Until code.py is renamed the owner's program is what the board runs.

A journal, JOURNAL at the drive's top, says at every step what the drive holds:
its `state` ("backing up", "writing", "done"), `files` (each file the game wrote,
with a digest of what it wrote: a file is the game's only while it holds that,
so a code.py the owner writes later is theirs), `backups` (where the owner's
latest copy of each replaced file is) and `backup` (this run's folder). A run
that finds an unfinished journal finishes that install, keeping the copies it
made; restore() reads the same file to take the game off and put the owner's
files back.

Every failure is an InstallError: one line, what went wrong and what to do.
"""
import datetime
import hashlib
import json
import os
import shutil
from pathlib import Path

JOURNAL = "sos_install.json"
BACKUPS = "sos_backup"
TEMP = ".sos-new"                    # suffix of a file being written
# CircuitPython runs the first of these it finds (supervisor's list): our code.py
# would lose to the two before it, so an owner's code.txt goes to the backup;
# main.txt would still lose to code.py, but leaving it would run it if code.py
# were removed. main.py loses to code.py: it stays.
SHADOWS = ("code.txt", "main.txt")
LAST = "code.py"
SETTINGS = "settings.toml"
# Room kept free beyond what the plan needs: FAT's directory entries and new
# folders, and a board that writes the drive itself (16 KiB).
MARGIN = 16 * 1024


class InstallError(Exception):
    """A failure of the install, said in one line."""


def _digest(data):
    return hashlib.sha256(data).hexdigest()[:16]


class GameFiles:
    """What on a drive is the game's: a file under one of its `packages` in lib/
    (whatever it holds), or one holding what an install wrote there (`written`,
    the journal's rel -> [digests]): a code.py the owner writes later is theirs."""

    def __init__(self, packages, written):
        self.packages = set(packages)
        self.written = dict(written)

    def in_packages(self, rel):
        """A file under one of the game's package folders, or one of its lib modules."""
        parts = Path(rel).parts
        return len(parts) >= 2 and parts[0] == "lib" and (
            parts[1] in self.packages if len(parts) > 2 else Path(parts[1]).stem in self.packages)

    def ours(self, rel, data):
        """The game's file: in its packages, or holding what an install wrote there."""
        return self.in_packages(rel) or _digest(data) in self.written.get(rel, ())


class Plan:
    """What an install does to `drive`: built from the tree's files (paths
    relative to `stage`), the drive as it is and its journal. `packages`: the
    game's own names under lib/ (GameFiles); `merge(old text)`: settings.toml's
    text with the game's key added."""

    def __init__(self, stage, drive, files, packages, merge, version):
        self.stage, self.drive = Path(stage), Path(drive)
        self.version = version
        journal = read_journal(drive) or {}
        self.resumed = bool(journal) and journal.get("state") != "done"
        self.game = GameFiles(packages, journal.get("files", {}))
        self.written = self.game.written                    # rel -> [digests]
        self.backups = dict(journal.get("backups", {}))      # rel -> folder
        self.folder = self.resumed and journal.get("backup") or self._new_folder()
        self.writes = []        # (rel, bytes): what goes on the drive, code.py last
        self.backup = []        # the owner's files copied into the backup first
        self.removes = []       # the game's old files that go
        self.moves = []         # the owner's files moved into the backup at the end
        self.files = {}         # rel -> [digest]: the game's files once installed
        order = sorted(files, key=lambda r: (r == LAST, not r.startswith(("lib/", "assets/")),
                                             r))
        for rel in order:
            data = (self.stage / rel).read_bytes()
            old = self._read(rel)
            if rel == SETTINGS:
                data = merge((old or b"").decode("utf-8", "replace")).encode()
            if old is not None and not self.game.ours(rel, old) and not self.done(rel):
                if old == data and rel == SETTINGS:
                    continue        # the owner's, holding the game's key: theirs it stays
                if old != data:     # (a file as built, from the zip copied by hand,
                    self.backup.append(rel)     # is the game's: nothing of theirs)
            self.files[rel] = [_digest(data)]
            if old != data:
                self.writes.append((rel, data))
        for name in SHADOWS:
            if (self.drive / name).is_file():
                self.backup.append(name)
                self.moves.append(name)
        lib = self.drive / "lib"
        for path in sorted(lib.rglob("*")) if lib.is_dir() else ():
            rel = path.relative_to(self.drive).as_posix()
            if path.is_file() and self.game.in_packages(rel) and rel not in files \
                    and not rel.endswith(TEMP):     # those go first, whatever they are
                self.removes.append(rel)

    def _new_folder(self):
        """sos_backup/DATE_TIME, or with -2, -3 ... where that is taken."""
        name = "%s/%s" % (BACKUPS, datetime.datetime.now().strftime("%Y-%m-%d_%H%M%S"))
        n, folder = 1, name
        while (self.drive / folder).exists() or folder in self.backups.values():
            n += 1
            folder = "%s-%d" % (name, n)
        return folder

    def done(self, rel):
        """Backed up already by this (resumed) run."""
        return self.backups.get(rel) == self.folder

    def _read(self, rel):
        return _read(self.drive / rel)

    def _size(self, rel):
        try:
            return (self.drive / rel).stat().st_size
        except OSError:
            return 0

    def need(self, cluster):
        """Bytes of free space the install needs at its fullest moment: the backup,
        then each write (its temporary copy beside the old file) in order."""
        def c(n):
            return -(-n // cluster) * cluster if n else 0

        used = sum(c(self._size(rel)) for rel in self.backup if not self.done(rel))
        peak = used
        for rel, data in self.writes:
            peak = max(peak, used + c(len(data)))
            used += c(len(data)) - c(self._size(rel))
        return peak + MARGIN


def read_journal(drive):
    try:
        return json.loads((Path(drive) / JOURNAL).read_text())
    except (OSError, ValueError):
        return None


def _write_journal(drive, journal):
    _put(Path(drive) / JOURNAL, json.dumps(journal, indent=1, sort_keys=True).encode())


def _put(path, data):
    """Write `data` to `path` whole or not at all: a temporary name, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + TEMP)
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _remove(path):
    path.unlink(missing_ok=True)        # a run cut after it: gone already


def _read(path):
    try:
        return path.read_bytes()
    except OSError:
        return None


def _free(drive):
    """(free bytes, cluster size) of the drive's file system."""
    free = shutil.disk_usage(drive).free
    try:
        cluster = os.statvfs(drive).f_frsize or 4096
    except (AttributeError, OSError):       # Windows: FAT's usual cluster
        cluster = 4096
    return free, cluster


def _kb(n):
    return "%s KB" % format(-(-n // 1024), ",")


def check_writable(drive):
    """One line where the drive cannot be written at all (mounted read-only)."""
    probe = Path(drive) / ("sos-probe" + TEMP)
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as err:
        raise InstallError(
            "%s cannot be written (%s). If the board's boot.py remounts the drive for "
            "its own writes, remove that boot.py (or undo its remount), reset the board "
            "and try again. Nothing was written." % (drive, err.strerror or err)) from None


def install(plan, dry_run=False, log=print):
    """Carry `plan` out (or, dry_run, say what it would do); return the line that
    ends an install's report."""
    drive = plan.drive
    for rel in plan.backup:
        log("back up %s" % rel)
    for rel, _ in plan.writes if dry_run else ():     # an install sums them up at its end
        log("%s %s" % ("replace" if (drive / rel).exists() else "write", rel))
    for rel in plan.removes:
        log("remove %s (an older version's)" % rel)
    for rel in plan.moves:
        log("move %s into the backup (CircuitPython would run it before code.py)" % rel)
    free, cluster = _free(drive)
    need = plan.need(cluster)
    if need > free:
        raise InstallError(
            "not enough room on %s: the game needs %s (with the backup of your files), "
            "%s are free. Copy off and delete what you do not need on the drive, then run "
            "again. Nothing was written." % (drive, _kb(need), _kb(free)))
    if dry_run:
        return "would write %d files and %s" % (len(plan.writes), "back up %d of yours into %s" % (
            len(plan.backup), drive / plan.folder) if plan.backup else "replace nothing of yours")
    check_writable(drive)
    if plan.resumed:
        log("an earlier install was interrupted: finishing it")
    journal = {"state": "backing up", "version": plan.version, "backup": plan.folder,
               "files": plan.written, "backups": plan.backups}
    step = "writing the journal"
    try:
        for path in sorted(drive.rglob("*" + TEMP)):    # an interrupted run's
            _remove(path)
        if plan.backup:
            _write_journal(drive, journal)
            for rel in plan.backup:
                step = "backing up " + rel
                if plan.done(rel):
                    continue                # this run's first copy is kept
                _put(drive / plan.folder / rel, (drive / rel).read_bytes())
                plan.backups[rel] = plan.folder
                _write_journal(drive, journal)
        files = {rel: sorted(set(plan.written.get(rel, [])) | set(d))
                 for rel, d in plan.files.items()}
        journal.update(state="writing", files={**plan.written, **files})
        _write_journal(drive, journal)
        for rel, data in plan.writes:
            step = "writing " + rel
            _put(drive / rel, data)
        for rel in plan.removes:
            step = "removing " + rel
            _remove(drive / rel)
        for rel in plan.moves:
            step = "moving %s into the backup" % rel
            _remove(drive / rel)            # its copy is in the backup already
        journal.update(state="done", files=plan.files)
        step = "writing the journal"
        _write_journal(drive, journal)
    except OSError as err:
        raise InstallError(
            "%s on %s failed: %s. %s Run the installer again to finish, or with "
            "--restore to go back." % (
                step, drive, err.strerror or err,
                "Your files are safe in %s." % (drive / plan.folder) if plan.backup else
                "None of your files was replaced.")) from None
    mine = sorted(rel for rel, folder in plan.backups.items() if folder == plan.folder)
    if mine:
        return "your replaced files (%s) are in %s; `--restore` puts them back and " \
            "takes the game off" % (", ".join(mine), drive / plan.folder)
    return "nothing of yours was replaced%s" % (
        "" if not plan.backups else "; `--restore` puts back what earlier installs "
        "backed up (%s) and takes the game off" % ", ".join(sorted(plan.backups)))


def restore(drive, packages, log=print):
    """Take the game off `drive` and put the owner's files back from the backups;
    return the line that ends the report. A file the owner changed after the
    install stays as it is (and its backup copy stays in the backup)."""
    drive = Path(drive)
    journal = read_journal(drive)
    if not journal:
        halves = sorted(drive.rglob("*" + TEMP))    # a first install cut at its start
        if not halves:
            raise InstallError("%s holds no install of the game's (no %s): nothing to "
                               "restore." % (drive, JOURNAL))
        for path in halves:
            _remove(path)
        return "the game was not installed on %s: removed %d half-written file(s)" % (
            drive, len(halves))
    check_writable(drive)
    game = GameFiles(packages, journal.get("files", {}))
    backups = journal.get("backups", {})
    kept = []
    try:
        for rel, folder in sorted(backups.items()):     # the owner's files first
            now, then = _read(drive / rel), (drive / folder / rel).read_bytes()
            if now is not None and now != then and not game.ours(rel, now):
                kept.append(rel)            # changed since: both stay
                continue
            log("restore %s" % rel)
            _put(drive / rel, then)
        for rel in sorted(set(game.written) - set(backups)):
            now = _read(drive / rel)
            if now is None:
                continue
            if game.ours(rel, now):
                log("remove %s" % rel)
                _remove(drive / rel)
            else:
                kept.append(rel)
        lib = drive / "lib"
        for path in sorted(lib.rglob("*")) if lib.is_dir() else ():
            if path.is_file() and game.in_packages(path.relative_to(drive).as_posix()):
                _remove(path)
        for path in sorted(drive.rglob("*" + TEMP)):
            _remove(path)
        _prune(drive, game.written)
        # a backup folder goes once every copy in it is back in its place; one
        # with an older copy (a file replaced again by a later install) stays
        for folder in sorted(set(backups.values()) | {journal.get("backup", "")} - {""}):
            back = {rel for rel, f in backups.items() if f == folder and rel not in kept}
            held = {p.relative_to(drive / folder).as_posix(): p.read_bytes()
                    for p in (drive / folder).rglob("*") if p.is_file()}
            if all(rel in back or _read(drive / rel) == data for rel, data in held.items()):
                shutil.rmtree(drive / folder, ignore_errors=True)
        _prune(drive, [f + "/x" for f in backups.values()] + [BACKUPS + "/x/x"])
        left = sorted((drive / BACKUPS).iterdir()) if (drive / BACKUPS).is_dir() else []
        _remove(drive / JOURNAL)
    except OSError as err:
        raise InstallError("restoring %s failed: %s. Run `--restore` again: the backup "
                           "stays until it is all back." % (drive, err.strerror or err)
                           ) from None
    line = "put back %d of your files; the game is off %s" % (
        len([r for r in backups if r not in kept]), drive)
    if kept:
        line += "; kept as you changed them: %s (the earlier copies stay in %s)" % (
            ", ".join(kept), drive / BACKUPS)
    elif left:
        line += "; older copies stay in %s" % ", ".join(map(str, left))
    return line


def _prune(drive, files):
    """Remove the folders of `files` left empty, deepest first (not lib/ itself:
    it was there before the game)."""
    folders = {p for rel in files for p in Path(rel).parents
               if str(p) not in (".", "lib")}
    for folder in sorted(folders, key=lambda p: -len(p.parts)):
        try:
            (drive / folder).rmdir()
        except OSError:
            pass                            # not empty, or not there
