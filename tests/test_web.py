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
import re
import shutil
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest

from tools import web_browser as wb
from tools import web_phone

ROOT = Path(__file__).resolve().parent.parent
NODE_RUN = ROOT / "tools" / "web" / "node_run.mjs"
VM = ROOT / "tools" / "mp32" / "node_modules" / "@micropython" / \
    "micropython-webassembly-pyscript" / "micropython.wasm"
PROFILES = ("pygamer", "clue", "feather")
SHOTS = (1, 60, -1)           # PNGs compared: the first press (the deal), one in play, the end

needs_vm = pytest.mark.skipif(not VM.exists(), reason="tools/mp32/node_modules not installed "
                              "(python3 tools/bootstrap.py)")
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="no node")
needs_chromium = pytest.mark.skipif(wb.find_chromium() is None,
                                    reason="no chromium (Debian: apt-get install chromium; "
                                           ".ci/run installs it)")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    if not VM.exists():
        pytest.skip("tools/mp32/node_modules not installed (python3 tools/bootstrap.py)")
    root = tmp_path_factory.mktemp("web")
    sizes = wb.build(root)
    return root, sizes


@pytest.fixture(scope="module")
def server(site):
    srv = wb.serve(site[0])
    yield srv
    srv.stop()


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
        presses = wb.emulator_game(profile, seed=1, every=1 << 30, limit=24)[0]
        app = wb.emulator_app(profile)
        expect = [zlib.crc32(app.display.rgb565)]
        expect += [zlib.crc32(wb.emulator_press(app, b)) for b in presses]
        out = _node(site[0] / "board.bin", profile, presses)
        assert out["crcs"] == expect, profile
        assert "sos: board profile %s" % profile in out["log"]


def _emulator_cues(profile, presses):
    """The sound cues the headless emulator's App asks for over these presses
    (its profile records them; None on the Feather, which has no speaker)."""
    app = wb.emulator_app(profile)
    if app.sound is None:
        return []
    app.display.refresh = lambda **kwargs: True        # the frames are not looked at
    for b in presses:
        wb.emulator_press(app, b)
    return app.sound.cues


@needs_vm
@needs_node
def test_without_a_browser_the_page_game_asks_for_the_emulator_cues(site):
    """Under Node: the page's profile sends each sound cue to the page
    (sosPage.sound), the same cues in the same order as the emulator's for
    the same presses; none on the Feather."""
    for profile in PROFILES:
        presses = wb.emulator_game(profile, seed=1, every=1 << 30, limit=160)[0]
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

    presses, frames, pngs = wb.emulator_game(profile, seed=1, shots=SHOTS)
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
    assert (w, h) == wb.SIZES[profile]
    bad = [k for k in sorted(frames) if crcs[k] != frames[k]]
    assert not bad, "frames differ after presses %s of %d" % (bad[:10], len(presses))
    for k, emu_png in pngs.items():
        (tmp_path / ("emulator_%d.png" % k)).write_bytes(emu_png)
        (tmp_path / ("page_%d.png" % k)).write_bytes(shots[k][3])
        assert png_rgb(emu_png)[2] == shots[k][2], "PNGs differ after press %d (%s)" % (
            k, tmp_path)


def _wait(page, expression, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = page.eval(expression)
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("timed out waiting for " + expression)


@needs_vm
@needs_chromium
def test_a_save_survives_a_reload_and_the_page_works_offline(site, tmp_path):
    """Part of a game, then the game's own save (the save policy writes after
    2 s of quiet) lands in localStorage; the server stopped, a reload starts the
    page from its service worker's copy, its title offers Continue and
    continuing shows the game where it was: the frames the emulator draws
    from the same save area."""
    profile = "pygamer"
    part = wb.emulator_game(profile, seed=2, every=1 << 30, limit=40)[0]
    assert len(part) == 40
    srv = wb.serve(site[0])
    try:
        with wb.Chromium() as browser:
            page = browser.new_page(srv.url + "#" + profile)
            page.ready()
            assert page.eval("sos.offline"), "no service worker"
            wb.play(page, profile, part)
            before = page.eval("localStorage.getItem(sos.nvmKey)")
            saved = _wait(page, "(() => { const v = localStorage.getItem(sos.nvmKey);"
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
    app = wb.emulator_app(profile, nvm)
    fresh = wb.emulator_app(profile)
    assert title == zlib.crc32(app.display.rgb565) != zlib.crc32(fresh.display.rgb565)
    from sos_ui.states import BOARD

    assert ok == zlib.crc32(wb.emulator_press(app, 4)) and app.state == BOARD


def _last_move(profile, seed, limit):
    """A game's first presses (deal 1 by its number, then play), cut after the
    last one that applies a decision, and the position after it (the emulator's)."""
    presses = wb.emulator_game(profile, seed=seed, every=1 << 30, limit=limit)[0]
    app = wb.emulator_app(profile)
    app.display.refresh = lambda **kwargs: True        # the frames are not looked at
    last, position = 0, None
    for k, b in enumerate(presses, 1):
        before = bytes(app.game.s)
        wb.emulator_press(app, b)
        if bytes(app.game.s) != before and app.setup is not None:
            last, position = k, bytes(app.game.s)
    assert last > 20, "no decision in the scripted presses"
    return presses[:last], position


def _saved_position(nvm_base64):
    """The position of the game in a save area (base64, as the page keeps it), or
    None when it holds none."""
    from sos_save import load, record

    buf = bytearray(record.RECORD_SIZE)
    position = bytearray(record.POSITION_SIZE)
    nvm = base64.b64decode(nvm_base64) if nvm_base64 else b""
    if load.load(nvm, buf, position) < 0 or not buf[record.R_FLAGS] & record.F_GAME:
        return None
    return bytes(position)


def _continue_shows(page, profile, saved, position):
    """The page's title offers Continue, which shows the game at `position`: the
    frame the emulator draws continuing from the same save area."""
    from sos_desktop.uidriver import ok_key
    from sos_ui.states import BOARD

    assert _saved_position(saved) == position
    nvm = base64.b64decode(saved)
    app = wb.emulator_app(profile, nvm)
    assert page.eval("sos.frameCrc()") == zlib.crc32(app.display.rgb565)   # Continue first
    ok = ok_key(app.scheme)
    frame = wb.play(page, profile, [ok])[0]                                 # Continue
    assert page.eval("sos.error") is None
    assert frame == zlib.crc32(wb.emulator_press(app, ok)) and app.state == BOARD
    assert bytes(app.game.s) == position


# the last move pressed in the page, and 50 ms later `then` (JavaScript) runs:
# well inside the save policy's 2 s of quiet, so only the page's keep() saves it
MOVE_THEN_JS = """new Promise((done) => { const k = %s;
  window.dispatchEvent(new KeyboardEvent("keydown", {key: k, bubbles: true}));
  window.dispatchEvent(new KeyboardEvent("keyup", {key: k, bubbles: true}));
  setTimeout(() => { %s; done(sos.error || sos.kept); }, 50); })"""

HIDE_JS = {
    # a switch to another tab or app: the document hidden, as the browser tells it
    "visibilitychange": """Object.defineProperty(document, "visibilityState",
      {value: "hidden", configurable: true});
    Object.defineProperty(document, "hidden", {value: true, configurable: true});
    document.dispatchEvent(new Event("visibilitychange"))""",
    "pagehide": """window.dispatchEvent(new PageTransitionEvent("pagehide",
      {persisted: false}))""",
}


@needs_vm
@needs_chromium
def test_a_move_survives_a_reload_50_ms_after_it(site, server):
    """A move, then the page reloaded 50 ms later (before the save policy's 2 s
    of quiet): the page writes it as it goes (pagehide, beforeunload), and the
    reloaded title's Continue shows the game as it was after that move."""
    profile = "pygamer"
    part, position = _last_move(profile, seed=2, limit=40)
    with wb.Chromium() as browser:
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        page.eval("localStorage.clear()")
        wb.play(page, profile, part[:-1])
        before = page.eval("localStorage.getItem(sos.nvmKey)")
        assert _saved_position(before) != position          # not written by the policy
        page.eval(MOVE_THEN_JS % (json.dumps(wb.key_of(profile, part[-1])),
                                  "location.reload()"))
        browser.wait_event("Page.loadEventFired", page.session)
        page.ready()
        saved = page.eval("localStorage.getItem(sos.nvmKey)")
        _continue_shows(page, profile, saved, position)


@needs_vm
@needs_chromium
@pytest.mark.parametrize("event", sorted(HIDE_JS))
def test_a_move_survives_the_page_hidden_then_ended(site, server, event):
    """A move, then 50 ms later the page hidden (another tab or app: the
    document's visibilitychange, or pagehide), then its renderer ended with no
    more events (as a phone ends a tab in the background): the move was
    written when the page was hidden, and a new tab's Continue shows it."""
    profile = "clue"
    part, position = _last_move(profile, seed=3, limit=60)
    with wb.Chromium() as browser:
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        page.eval("localStorage.clear()")
        wb.play(page, profile, part[:-1])
        assert _saved_position(page.eval("localStorage.getItem(sos.nvmKey)")) != position
        kept = page.eval(MOVE_THEN_JS % (json.dumps(wb.key_of(profile, part[-1])),
                                         HIDE_JS[event]))
        assert kept == 1                                    # one write, as it was hidden
        try:
            page.cmd("Page.crash", timeout=5)               # no pagehide, no unload
        except wb.CDPError:
            pass                                            # (it may not answer)
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        saved = page.eval("localStorage.getItem(sos.nvmKey)")
        _continue_shows(page, profile, saved, position)


@needs_vm
@needs_chromium
def test_a_setting_is_kept_at_rest_and_when_reloaded_50_ms_after_it(site, server):
    """On the Settings screen (the board's code on MicroPython): a change is
    written once the buttons rest (Saver.settings_tick), and one reloaded 50 ms
    after it is written as the page goes; the emulator reads both back."""
    from sos_boards.buttons import RIGHT

    profile = "pygamer"
    app = wb.emulator_app(profile)
    to_settings = wb._menu_keys(app, "Settings")
    with wb.Chromium() as browser:
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        page.eval("localStorage.clear()")
        wb.play(page, profile, to_settings + [RIGHT])       # Players: 2
        rested = _wait(page, "localStorage.getItem(sos.nvmKey)")
        assert wb.emulator_app(profile, base64.b64decode(rested)).players == 2
        page.eval(MOVE_THEN_JS % (json.dumps(wb.key_of(profile, RIGHT)),
                                  "location.reload()"))     # Players: 3
        browser.wait_event("Page.loadEventFired", page.session)
        page.ready()
        saved = page.eval("localStorage.getItem(sos.nvmKey)")
    assert wb.emulator_app(profile, base64.b64decode(saved)).players == 3


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
            presses = wb.emulator_game(profile, seed=1, every=1 << 30, limit=16)[0] + extra
            app = wb.emulator_app(profile)
            expect = [zlib.crc32(wb.emulator_press(app, b)) for b in presses]
            page = browser.new_page(server.url + "#" + profile)
            page.ready()
            assert wb.play(page, profile, presses, trusted=True) == expect, profile
            page.cmd("Target.closeTarget", {"targetId": page.target})
        # another board chosen in the address: the page starts again with it
        page = browser.new_page(server.url + "#clue")
        page.ready()
        page.eval("location.hash = '#feather'")
        browser.wait_event("Page.loadEventFired", page.session)
        page.ready()
        assert page.eval("[sos.board, document.querySelectorAll('#pad button').length]") == \
            ["feather", 3]
        page.cmd("Target.closeTarget", {"targetId": page.target})
        page = browser.new_page(server.url + "#clue", width=390, height=844, scale=3,
                                mobile=True)
        page.ready()
        app = wb.emulator_app("clue")
        for button in (4, 4, 4, 4, 5):                 # A (next) to Settings, B (choose)
            x, y = page.eval("(() => { const r = document.querySelector("
                             "'#pad button[data-button=\"%d\"]').getBoundingClientRect();"
                             " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % button)
            page.tap(x, y, True)
            page.tap(x, y, False)
            assert page.eval("sos.frameCrc()") == zlib.crc32(wb.emulator_press(app, button))
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


def _get(url, encoding=None):
    import urllib.request

    headers = {"Accept-Encoding": encoding} if encoding else {}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as r:
        return r.headers, r.read()


@needs_vm
def test_the_server_sends_the_big_files_gzip_encoded(site, server):
    """To a browser that takes gzip, tools/web.py's server sends a file's .gz
    (Content-Encoding: gzip, the file's own type); to one that does not, the
    file itself."""
    root = site[0]
    for name, kind in (("micropython.wasm", "application/wasm"),
                       ("board.bin", "application/octet-stream"),
                       ("micropython.mjs", "text/javascript"), ("", "text/html")):
        data = (root / (name or "index.html")).read_bytes()
        headers, body = _get(server.url + name, "gzip, deflate, br")
        assert headers["Content-Encoding"] == "gzip", name
        assert headers["Content-Type"].startswith(kind), name
        assert int(headers["Content-Length"]) == len(body) < len(data)
        assert gzip.decompress(body) == data, name
        for refused in (None, "identity", "gzip;q=0, br"):
            headers, body = _get(server.url + name, refused)
            assert headers["Content-Encoding"] is None and body == data, (name, refused)


def _inside(box, page):
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= page["width"] \
        and box["bottom"] <= page["height"]


@needs_vm
@needs_chromium
def test_on_a_phone_the_buttons_fit_beside_or_below_the_screen(site, server):
    """On a phone (touch only) on its side (844 x 390), each board's buttons sit
    beside the screen, the screen and every button inside the viewport (no
    scrolling to reach one), and a tap there presses the button; upright
    (390 x 844), below the screen. Every button and board link is at least
    44 x 44 CSS pixels. The keyboard help shows on a desktop, not on a phone."""
    with wb.Chromium() as browser:
        for profile in PROFILES:
            for size in (web_phone.LANDSCAPE, web_phone.PORTRAIT):
                page = web_phone.phone_page(browser, server.url + "#" + profile, size)
                shown = web_phone.layout(page)
                where = (profile, size)
                assert shown["touch"] and not shown["keys"], where
                screen = shown["screen"]
                assert _inside(screen, shown), where
                # an integer scale in device pixels (3 a CSS pixel; boxes in 1/64 px)
                device = screen["width"] * 3
                assert abs(device - round(device)) < 0.1, where
                assert round(device) % wb.SIZES[profile][0] == 0, where
                for b in shown["pad"] + shown["links"]:
                    assert b["width"] >= 44 and b["height"] >= 44, (where, b)
                for b in shown["pad"]:
                    assert _inside(b, shown), (where, b)
                    if size == web_phone.LANDSCAPE:
                        assert b["right"] <= screen["left"] or b["left"] >= screen["right"], \
                            (where, b)
                        assert b["top"] < screen["bottom"] and b["bottom"] > screen["top"]
                    else:
                        assert b["top"] >= screen["bottom"], (where, b)
                if size == web_phone.LANDSCAPE:   # a tap on each button beside the screen
                    app = wb.emulator_app(profile)
                    for button in {"pygamer": (1, 1, 4), "clue": (4, 4, 5),
                                   "feather": (3, 3, 4)}[profile]:
                        x, y = page.eval("(() => { const r = document.querySelector("
                                         "'#pad button[data-button=\"%d\"]')"
                                         ".getBoundingClientRect();"
                                         " return [r.x + r.width / 2, r.y + r.height / 2];"
                                         " })()" % button)
                        page.tap(x, y, True)
                        page.tap(x, y, False)
                        expect = zlib.crc32(wb.emulator_press(app, button))
                        assert page.eval("sos.frameCrc()") == expect, (profile, button)
                page.cmd("Target.closeTarget", {"targetId": page.target})
        page = browser.new_page(server.url + "#pygamer", width=1280, height=800)
        page.ready()
        shown = web_phone.layout(page)
        assert not shown["touch"] and shown["keys"]
        assert "Arrows" in page.eval("document.getElementById('keys').textContent")
        assert all(b["top"] >= shown["screen"]["bottom"] for b in shown["pad"])


@needs_vm
@needs_chromium
def test_the_loading_line_shows_before_the_first_frame(site, server):
    """On a slow network the screen is not black while the VM and the board tree
    come: a loading line over it counts their kilobytes (of the sizes the build
    wrote in) up to the whole, and the line is gone with the first frame."""
    total = sum(len((site[0] / f).read_bytes()) for f in ("micropython.wasm", "board.bin"))
    with wb.Chromium() as browser:
        page = browser.new_page(None, width=390, height=844, scale=3, mobile=True)
        seen = web_phone.watch_loading(page, server.url + "#clue")
        steps = page.eval("[sos.loading, sos.firstFrameMs]")
    loading = [s for s in seen if not s["frames"] and s["text"]]
    counted = [s for s in loading if s["text"].startswith("Loading MicroPython")]
    assert len(counted) >= 3, seen
    kb = [re.fullmatch(r"Loading MicroPython… (\d+) / (\d+) KB", s["text"]).groups()
          for s in counted if "KB" in s["text"]]
    assert kb and {int(t) for _, t in kb} == {round(total / 1024)}
    done = [int(d) for d, _ in kb]
    assert done == sorted(done) and done[0] < done[-1]
    for s in loading:                             # over the screen, inside its bezel
        left, top, right, bottom = s["box"]
        assert s["bezel"][0] <= left < right <= s["bezel"][2], s
        assert s["bezel"][1] <= top < bottom <= s["bezel"][3], s
    assert seen[-1]["frames"] and seen[-1]["text"] is None
    (texts, first) = steps
    assert [t for t, _ in texts] == ["Loading MicroPython…", "Starting the game…"]
    assert texts[0][1] < texts[1][1] < first

