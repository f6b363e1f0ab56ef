"""The game in a web page (tools/web.py, tools/web/): built as static files, run
on MicroPython's WebAssembly VM; in Debian's headless Chromium (skipped with the
reason where none is installed; CI's .ci/run installs it) and, without a
browser, under Node (the same VM, boot and composer as the page).

The page's frames are checked against the headless emulator's (Blinka's
displayio) for the same presses, pixel for pixel: a whole scripted game on each
profile, the frame compared at every third press and every change of screen,
the PNGs at three of them; and the sound cues the game asks for are the
emulator's."""
import base64
import gzip
import json
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from sos_boards.table import BY_NAME, EACH_SIZE
from webkit import (
    NODE_RUN,
    PROFILES,
    ROOT,
    SHOTS,
    VM,
    needs_chromium,
    needs_node,
    needs_vm,
    wait_for,
)

from tools.web import scripted_game as sg
from tools.web import web
from tools.web import web_browser as wb


def _tree(path):
    """{path: bytes} of board.bin (tools/web.py's format)."""
    data = Path(path).read_bytes()
    assert data[:4] == b"SOSW"
    out, p = {}, 4
    while True:
        n = int.from_bytes(data[p:p + 2], "little")
        p += 2
        if not n:
            return out
        name = data[p:p + n].decode()
        p += n
        length = int.from_bytes(data[p:p + 4], "little")
        p += 4
        out[name] = data[p:p + length]
        p += length


@needs_vm
def test_the_page_is_static_files_under_2_mb(site):
    """HTML, CSS, JavaScript, the pinned VM and the board tree: nothing a
    server runs, and at most 2 MB to transfer (uncompressed); each file also
    gzip-compressed beside it, the whole at most 320 KB so."""
    root, sizes = site
    names = sorted(p.name for p in root.iterdir())
    files = ["index.html", "sos.css", "sos.js", "boot.mjs", "compose.mjs", "sw.js",
             "micropython.mjs", "micropython.wasm", "board.bin"]
    assert names == sorted(files + [f + ".gz" for f in files])
    assert sum(sizes.values()) <= 2 * 1024 * 1024, sizes
    for f in files:
        assert gzip.decompress((root / (f + ".gz")).read_bytes()) == (root / f).read_bytes(), f
    assert sum((root / (f + ".gz")).stat().st_size for f in files) <= 320 * 1024
    assert (root / "micropython.wasm").read_bytes() == VM.read_bytes()
    tree = _tree(root / "board.bin")
    # the board's own tree, unchanged: code.py as it is, /lib as the installer lays
    # it out for MicroPython, the assets; then the page's profile and stand-ins
    assert tree["/code.py"] == (ROOT / "code.py").read_bytes()
    for name in ("/lib/sos_ui/app.mpy", "/lib/sos_boards/keyreader.mpy",
                 "/lib/sos_core/game.mpy", "/assets/words.bin", "/assets/bitmaps/small.bmp",
                 "/web/sos_web.mpy", "/web/displayio.mpy", "/web/keypad.mpy", "/web/font.bin"):
        assert name in tree, name
    assert tree["/lib/sos_ui/app.mpy"][:1] == b"M"          # MicroPython's .mpy header
    assert not [n for n in tree if n.startswith("/lib/") and n.endswith(".py")]
    sw = (root / "sw.js").read_text()
    assert "__VERSION__" not in sw and '"board.bin"' in sw
    # the boards the page offers are the board table's, in the page and in the tree
    boards = {b.name: b for b in EACH_SIZE}
    rows = json.loads(tree["/web/boards.json"])
    assert list(rows) == list(boards) and all(
        (r["width"], r["height"], r["scheme"], r["sheet"], r["sound"]) == (
            boards[n].width, boards[n].height, boards[n].scheme, boards[n].sheet,
            boards[n].speaker) for n, r in rows.items())
    assert "const BOARDS = %s;" % json.dumps(rows) in (root / "sos.js").read_text()


def _node(tree, profile, presses, nvm=None):
    r = subprocess.run(["node", str(NODE_RUN), str(tree), profile],
                       input=json.dumps({"presses": presses, "nvm": nvm}),
                       capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)


@needs_vm
@needs_node
def test_without_a_browser_the_page_game_draws_the_emulator_frames(site):
    """Under Node (the page's VM, boot and composer; no browser): the title and
    the first presses of a game on each profile draw what the emulator draws,
    and a game's start writes the save area as the emulator does."""
    for profile in PROFILES:
        # the scripted player's first presses: deal 1 by its number, then play
        presses = sg.emulator_game(profile, seed=1, every=1 << 30, limit=24)[0]
        app = sg.emulator_app(profile)
        expect = [zlib.crc32(app.display.rgb565)]
        expect += [zlib.crc32(sg.emulator_press(app, b)) for b in presses]
        out = _node(site[0] / "board.bin", profile, presses)
        assert out["crcs"] == expect, profile
        assert "sos: board profile %s" % profile in out["log"]


def _emulator_cues(profile, presses):
    """The sound cues the headless emulator's App asks for over these presses
    (its profile records them; None on the Feather, which has no speaker)."""
    app = sg.emulator_app(profile)
    if app.sound is None:
        return []
    app.display.refresh = lambda **kwargs: True        # the frames are not looked at
    for b in presses:
        sg.emulator_press(app, b)
    return app.sound.cues


@needs_vm
@needs_node
def test_without_a_browser_the_page_game_asks_for_the_emulator_cues(site):
    """Under Node: the page's profile sends each sound cue to the page
    (sosPage.sound), the same cues in the same order as the emulator's for
    the same presses; none on the Feather."""
    for profile in PROFILES:
        presses = sg.emulator_game(profile, seed=1, every=1 << 30, limit=160)[0]
        expect = _emulator_cues(profile, presses)
        assert bool(expect) == (profile != "feather"), profile
        assert _node(site[0] / "board.bin", profile, presses)["cues"] == expect, profile


def _page_png(page):
    """The canvas as a PNG (what a player would save), decoded to RGB."""
    from sos_desktop.fbdisplay import png_rgb

    url = page.eval("document.getElementById('screen').toDataURL('image/png')")
    w, h, rgb = png_rgb(base64.b64decode(url.split(",", 1)[1]))
    return w, h, rgb, base64.b64decode(url.split(",", 1)[1])


@needs_vm
@needs_chromium
@pytest.mark.parametrize("profile", PROFILES)
def test_a_whole_game_in_chromium_draws_the_emulator_frames(site, server, profile, tmp_path):
    """A whole scripted game (title, deal, play to the game's end, the title
    again) in the page in headless Chromium, by key events: its frames are the
    headless emulator's, pixel for pixel (the canvas's pixels, every third
    press and every screen change; the PNGs at three presses)."""
    from sos_desktop.fbdisplay import png_rgb

    presses, frames, pngs = sg.emulator_game(profile, seed=1, shots=SHOTS)
    last = len(presses)
    shots = {}
    with wb.Chromium() as browser:
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        assert page.eval("sos.board") == profile
        crcs = [page.eval("sos.frameCrc()")]
        for k in range(1, last + 1):
            crcs += wb.play(page, profile, presses[k - 1:k])
            if k in pngs:
                shots[k] = _page_png(page)
        assert page.eval("sos.error") is None
        cues = page.eval("sos.cues")
    assert cues == _emulator_cues(profile, presses)       # the sound cues, in order
    w, h = shots[last][:2]
    assert (w, h) == (BY_NAME[profile].width, BY_NAME[profile].height)
    bad = [k for k in sorted(frames) if crcs[k] != frames[k]]
    assert not bad, "frames differ after presses %s of %d" % (bad[:10], len(presses))
    for k, emu_png in pngs.items():
        (tmp_path / ("emulator_%d.png" % k)).write_bytes(emu_png)
        (tmp_path / ("page_%d.png" % k)).write_bytes(shots[k][3])
        assert png_rgb(emu_png)[2] == shots[k][2], "PNGs differ after press %d (%s)" % (
            k, tmp_path)


@needs_vm
@needs_chromium
def test_a_save_survives_a_reload_and_the_page_works_offline(site, tmp_path):
    """Part of a game, then the game's own save (the save policy writes after
    2 s of quiet) lands in localStorage; the server stopped, a reload starts the
    page from its service worker's copy, its title offers Continue and
    continuing shows the game where it was: the frames the emulator draws
    from the same save area."""
    profile = "pygamer"
    part = sg.emulator_game(profile, seed=2, every=1 << 30, limit=40)[0]
    assert len(part) == 40
    srv = web.Server(site[0]).start()
    try:
        with wb.Chromium() as browser:
            page = browser.new_page(srv.url + "#" + profile)
            page.ready()
            assert page.eval("sos.offline"), "no service worker"
            wb.play(page, profile, part)
            before = page.eval("localStorage.getItem(sos.nvmKey)")
            saved = wait_for(page, "(() => { const v = localStorage.getItem(sos.nvmKey);"
                                " return v !== %s && v; })()" % json.dumps(before))
            srv.stop()
            srv = None
            page.reload()
            page.ready()
            assert page.eval("localStorage.getItem(sos.nvmKey)") == saved
            title = page.eval("sos.frameCrc()")
            ok = wb.play(page, profile, [4])[0]
            assert page.eval("sos.error") is None
    finally:
        if srv is not None:
            srv.stop()
    nvm = base64.b64decode(saved)
    assert len(nvm) == 8192
    app = sg.emulator_app(profile, nvm)
    fresh = sg.emulator_app(profile)
    assert title == zlib.crc32(app.display.rgb565) != zlib.crc32(fresh.display.rgb565)
    from sos_ui.states import BOARD

    assert ok == zlib.crc32(sg.emulator_press(app, 4)) and app.state == BOARD


@needs_vm
@needs_chromium
def test_keys_and_touch_buttons_press_the_board_buttons(site, server):
    """The browser's own input: key events through Chromium's input pipeline
    (arrows, Z, X, Enter, Space; the Feather's 1, 2, 3) and taps on the page's
    buttons at a phone's viewport press what the emulator's buttons press; the
    board is the one the address names."""
    with wb.Chromium() as browser:
        for profile, extra in (("pygamer", [3, 1, 5, 7, 7, 6]), ("feather", [4, 3, 3, 2, 4]),
                               ("clue", [5, 4, 4, 5])):
            # deal 1 by its number (New game's deal would come from the clock),
            # then every key of the board
            presses = sg.emulator_game(profile, seed=1, every=1 << 30, limit=16)[0] + extra
            app = sg.emulator_app(profile)
            expect = [zlib.crc32(sg.emulator_press(app, b)) for b in presses]
            page = browser.new_page(server.url + "#" + profile)
            page.ready()
            assert wb.play(page, profile, presses, trusted=True) == expect, profile
            page.close()
        # another board chosen in the address: the page starts again with it
        page = browser.new_page(server.url + "#clue")
        page.ready()
        page.eval("location.hash = '#feather'")
        browser.wait_event("Page.loadEventFired", page.session)
        page.ready()
        assert page.eval("[sos.board, document.querySelectorAll('#pad button').length]") == \
            ["feather", 3]
        page.close()
        page = browser.new_page(server.url + "#clue", width=390, height=844, scale=3,
                                mobile=True)
        page.ready()
        app = sg.emulator_app("clue")
        for button in (4, 4, 4, 4, 5):                 # A (next) to Settings, B (choose)
            x, y = page.eval("(() => { const r = document.querySelector("
                             "'#pad button[data-button=\"%d\"]').getBoundingClientRect();"
                             " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % button)
            page.tap(x, y, True)
            page.tap(x, y, False)
            assert page.eval("sos.frameCrc()") == zlib.crc32(sg.emulator_press(app, button))
        assert page.eval("sos.presses.length") == 5
        # an integer scale in device pixels: 240 px at 390 x 3 device pixels
        width = page.eval("parseFloat(getComputedStyle(document.getElementById('screen')).width)")
        assert (width * 3) % 240 == 0 and width >= 240


def test_the_web_tool_builds_without_serving(tmp_path):
    """`python3 tools/web.py --build DIR` (the README's command, with --build)
    only builds, into DIR."""
    if not VM.exists():
        pytest.skip("tools/mp32/node_modules not installed (python3 tools/bootstrap.py)")
    out = tmp_path / "site"
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "web.py"),
                        "--build", str(out)], capture_output=True, text=True, timeout=300,
                       cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    assert (out / "index.html").exists() and (out / "board.bin").exists()
    assert "bytes" in r.stdout


