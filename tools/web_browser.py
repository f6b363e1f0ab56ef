"""The built page (tools/web.py) in headless Chromium, and the headless emulator
beside it: what tests/test_web.py and the press benchmark (tools/bench.py,
`web_press_ms`) drive.

- `Chromium`: Debian's `chromium` headless, spoken to through the DevTools
  protocol over its pipe (--remote-debugging-pipe: JSON messages ending in NUL
  on file descriptors 3 and 4), so nothing beyond the standard library is
  needed. `Page`: one tab (navigate, evaluate, key and touch input, screenshots).
- `emulator_game(profile, seed)`: a whole scripted game in the headless emulator
  (sos_desktop, Blinka's displayio): the presses a planner chooses (a random
  legal target each time, sos_desktop.uidriver), the frame after each press
  (RGB565, as the emulator keeps it) and the emulator's PNGs at some of them.
- `play(page, presses)`: the same presses in the page, as key events, and its
  frames; `figures()`: the press benchmark (and tools/web_phone.py's load).

Run inside the project's venv (Blinka): tools/test.py and tools/bench.py do.
"""
import base64
import json
import os
import random
import select
import shutil
import subprocess
import tempfile
import threading
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# the key each physical button is typed with (sos_boards.buttons order: UP DOWN
# LEFT RIGHT A B START SELECT); a three-button board's (the Feather's) with 1, 2, 3
KEYS = {0: "ArrowUp", 1: "ArrowDown", 2: "ArrowLeft", 3: "ArrowRight", 4: "z", 5: "x",
        6: "Enter", 7: " "}
THREE_KEYS = {2: "1", 4: "2", 3: "3"}
# what Input.dispatchKeyEvent needs of each key: code, Windows virtual key code
_KEY_INFO = {"ArrowUp": ("ArrowUp", 38), "ArrowDown": ("ArrowDown", 40),
             "ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39),
             "z": ("KeyZ", 90), "x": ("KeyX", 88), "Enter": ("Enter", 13), " ": ("Space", 32),
             "1": ("Digit1", 49), "2": ("Digit2", 50), "3": ("Digit3", 51)}


class BrowserMissing(RuntimeError):
    """No Chromium to run the page in."""


def find_chromium():
    """Path of a Chromium (Debian's `chromium`; $SOS_CHROMIUM first), or None."""
    for name in (os.environ.get("SOS_CHROMIUM"), "chromium", "chromium-browser",
                 "google-chrome", "chrome"):
        if name:
            path = shutil.which(name)
            if path:
                return path
    return None


class CDPError(RuntimeError):
    pass


class Chromium:
    """Headless Chromium and its DevTools protocol over the pipe. close() ends it."""

    def __init__(self, exe=None, timeout=30):
        exe = exe or find_chromium()
        if exe is None:
            raise BrowserMissing("no chromium found (Debian: apt-get install chromium)")
        self.profile_dir = tempfile.mkdtemp(prefix="sos-chromium-")
        to_child_r, self._to_child = os.pipe()       # we write commands, it reads fd 3
        self._from_child, from_child_w = os.pipe()   # it writes fd 4, we read

        def fds():
            a, b = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [exe, "--headless", "--remote-debugging-pipe", "--user-data-dir=" + self.profile_dir,
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--disable-dev-shm-usage", "--disable-gpu", "--mute-audio",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows", "about:blank"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.insert(1, "--no-sandbox")           # root (CI): Chromium's sandbox refuses
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, pass_fds=(3, 4), preexec_fn=fds)
        os.close(to_child_r)
        os.close(from_child_w)
        self.timeout = timeout
        self._id = 0
        self._lock = threading.Lock()
        self._buf = b""
        self._replies = {}
        self.events = []                  # (session, method, params) not yet taken
        self.send("Browser.getVersion")

    # --- the protocol -----------------------------------------------------------------
    def _read(self, deadline):
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise CDPError("no answer from chromium in %s s" % self.timeout)
            ready, _, _ = select.select([self._from_child], [], [], min(left, 1.0))
            if not ready:
                if self.proc.poll() is not None:
                    raise CDPError("chromium exited (%s)" % self.proc.returncode)
                continue
            chunk = os.read(self._from_child, 1 << 20)
            if not chunk:
                raise CDPError("chromium closed its pipe")
            self._buf += chunk
        message, self._buf = self._buf.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=None):
        """Send a command; wait for its result (a dict). Events meanwhile are kept."""
        with self._lock:
            self._id += 1
            mid = self._id
            msg = {"id": mid, "method": method, "params": params or {}}
            if session:
                msg["sessionId"] = session
            os.write(self._to_child, json.dumps(msg).encode() + b"\0")
            deadline = time.monotonic() + (timeout or self.timeout)
            while True:
                m = self._read(deadline)
                if m.get("id") == mid:
                    if "error" in m:
                        raise CDPError("%s: %s" % (method, m["error"].get("message")))
                    return m.get("result", {})
                if "method" in m:
                    self.events.append((m.get("sessionId"), m["method"], m.get("params", {})))

    def wait_event(self, method, session=None, timeout=None):
        """The params of the next event `method` (of `session`), kept or coming."""
        deadline = time.monotonic() + (timeout or self.timeout)
        with self._lock:
            while True:
                for i, (s, m, p) in enumerate(self.events):
                    if m == method and (session is None or s == session):
                        del self.events[i]
                        return p
                m = self._read(deadline)
                if "method" in m:
                    self.events.append((m.get("sessionId"), m["method"], m.get("params", {})))

    def new_page(self, url=None, width=800, height=900, scale=1, mobile=False):
        return Page(self, url, width, height, scale, mobile)

    def close(self):
        try:
            if self.proc.poll() is None:
                try:
                    self.send("Browser.close", timeout=5)
                except (CDPError, OSError):
                    pass
                try:
                    self.proc.wait(5)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(5)
        finally:
            for fd in (self._to_child, self._from_child):
                try:
                    os.close(fd)
                except OSError:
                    pass
            shutil.rmtree(self.profile_dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    """One tab, attached with its own session."""

    def __init__(self, browser, url, width, height, scale, mobile):
        self.b = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.target = target
        self.session = browser.send("Target.attachToTarget",
                                    {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime"):
            self.cmd(domain + ".enable")
        self.cmd("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": scale,
                  "mobile": mobile})
        if mobile:
            self.cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        if url:
            self.goto(url)

    def cmd(self, method, params=None, timeout=None):
        return self.b.send(method, params, self.session, timeout)

    def goto(self, url):
        self.cmd("Page.navigate", {"url": url})
        self.b.wait_event("Page.loadEventFired", self.session)

    def reload(self):
        self.cmd("Page.reload", {"ignoreCache": False})
        self.b.wait_event("Page.loadEventFired", self.session)

    def eval(self, expression, timeout=None):
        """The value of a JavaScript expression (a promise awaited)."""
        r = self.cmd("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                          "returnByValue": True}, timeout)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            what = d.get("exception", {}).get("description") or d.get("text")
            raise CDPError("page: %s" % what)
        return r["result"].get("value")

    def ready(self, timeout=60):
        """Wait for the game to run in the page (sos.ready); raise its error if it stopped."""
        ok = self.eval("window.sos ? sos.ready : false", timeout=timeout)
        if not ok:
            raise CDPError("the game did not start: %s" % self.eval("window.sos && sos.error"))

    def key(self, key, down):
        """A trusted key event through the browser's input pipeline."""
        code, vk = _KEY_INFO[key]
        params = {"type": "keyDown" if down else "keyUp", "key": key, "code": code,
                  "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk}
        if down and len(key) == 1:
            params["text"] = key
        self.cmd("Input.dispatchKeyEvent", params)

    def tap(self, x, y, down):
        """A touch at (x, y) CSS pixels: down, or its end."""
        self.cmd("Input.dispatchTouchEvent",
                 {"type": "touchStart" if down else "touchEnd",
                  "touchPoints": [{"x": x, "y": y}] if down else []})

    def screenshot(self, path):
        data = self.cmd("Page.captureScreenshot", {"format": "png"})["data"]
        Path(path).write_bytes(base64.b64decode(data))
        return path

    def frame565(self):
        """The canvas's frame, RGB565 big-endian bytes (as the emulator keeps it)."""
        return base64.b64decode(self.eval("sos.frameBase64()"))


# --- the headless emulator's side ---------------------------------------------------


def _desktop_path():
    import sys

    for p in (ROOT, ROOT / "lib", ROOT / "tools" / "desktop"):
        if str(p) not in sys.path:
            sys.path.insert(0, str(p))
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")


def emulator_app(profile, nvm=None):
    """An App on the headless emulator's profile, its clocks stopped (no save
    policy writes while idle, no key repeats: the frames are the presses' only);
    `nvm`: the save area's bytes to start from. Started as code.py starts it."""
    _desktop_path()
    import sos_desktop
    from sos_ui.app import App

    prof = sos_desktop.open_profile(profile, mode="headless", script="",
                                    shots=tempfile.gettempdir())
    if nvm is not None:
        bytearray.__setitem__(prof.nvm, slice(0, len(nvm)), nvm)
    app = App(prof)
    app.clock = _stopped
    app.saver.clock = _stopped
    app.display.refresh()
    return app


def _stopped():
    return 0


def emulator_press(app, button):
    """Press and release physical button `button`, a pass of the App's loop each
    (as a key script does); the frame after (RGB565)."""
    app.buttons.feed(["+" + _name(button), "-" + _name(button)])
    while not app.buttons.done:
        app.tick()
    return bytes(app.display.rgb565)


def _name(button):
    from sos_boards.buttons import NAMES

    return NAMES[button]


def emulator_game(profile, seed=1, every=3, shots=(), limit=None, games=1, max_presses=4000):
    """A whole game on `profile`, from the title to the title again: (presses,
    frames, pngs). presses: the physical buttons pressed, chosen by a planner
    (a random legal target each time, or the button that goes on); frames:
    {k: CRC-32 of the emulator's frame (RGB565) after press k} (k = 0: the title
    before any) for every `every`-th press and each press that changed the
    screen shown (the App's state); pngs: {k: the emulator's PNG after press k}
    for the k in `shots` (-1: the last press). Blinka draws only the frames
    looked at (the display's refresh skipped in between, its dirty areas adding
    up): most of the time a frame takes is Blinka's pixel loop. `limit`: stop
    after that many presses (a part of a game); `games`: play that many games in a
    row (each from the title)."""
    _desktop_path()
    from sos_desktop.fbdisplay import FrameBufferDisplay
    from sos_desktop.uidriver import random_choice_keys
    from sos_ui.states import BOARD, OVER, TITLE

    app = emulator_app(profile)
    display = app.display
    display.refresh = _no_refresh              # App.tick's refresh: drawn below instead
    rnd = random.Random(seed)
    presses, frames, pngs = [], {0: zlib.crc32(display.rgb565)}, {}
    wanted = set(shots)
    over = False
    played = 0
    while played < games and len(presses) != limit:
        if app.state == OVER:
            over = True
        elif over and app.state == TITLE:
            played += 1
            over = False
            continue
        keys = random_choice_keys(app, rnd) if app.state == BOARD else _screen_keys(app)
        for b in keys[:None if limit is None else limit - len(presses)]:
            state = app.state
            emulator_press(app, b)
            presses.append(b)
            k = len(presses)
            if k % every == 0 or app.state != state or k in wanted:
                FrameBufferDisplay.refresh(display)
                frames[k] = zlib.crc32(display.rgb565)
            if k in wanted:
                pngs[k] = display.png()
        if len(presses) > max_presses * games:
            raise RuntimeError("the scripted game does not end")
    k = len(presses)
    FrameBufferDisplay.refresh(display)
    frames[k] = zlib.crc32(display.rgb565)
    if -1 in wanted:
        pngs[k] = display.png()
    return presses, frames, pngs


def _screen_keys(app):
    """Off the board, the presses a scripted player makes: deal 1 by its number
    (Settings, "Play a deal by number", the digits as they stand: New game's
    fresh deal comes from a clock, which the page and the emulator do not
    share), game over's "Title menu", else the choose button."""
    from sos_desktop.uidriver import ok_key
    from sos_ui.states import OVER, SETTINGS, TITLE

    want = {TITLE: "Settings", SETTINGS: "Play a deal", OVER: "Title menu"}.get(app.state)
    if want is None:
        return [ok_key(app.scheme)]
    return _menu_keys(app, want)


def _menu_keys(app, prefix):
    """The buttons that step a screen's menu to the item starting with `prefix`
    and choose it (the d-pad's down, the CLUE's A, the Feather's D2)."""
    from sos_boards.buttons import DOWN, RIGHT, A
    from sos_desktop.uidriver import ok_key
    from sos_ui.text import NUM, say

    m = app.screen.menu
    texts = [say(t) if isinstance(t, int) and t < NUM else str(t) for t in m.texts[:m.n]]
    i = [k for k, t in enumerate(texts) if t.startswith(prefix)][0]
    step = {"dpad": DOWN, "ab": A, "three": RIGHT}[app.scheme]
    return [step] * ((i - m.cursor) % m.n) + [ok_key(app.scheme)]


def _no_refresh(**kwargs):
    return True


def rgb_of(frame565):
    """RGB888 bytes of an RGB565 big-endian frame, expanded as the emulator does."""
    out = bytearray(len(frame565) // 2 * 3)
    r5 = [(v * 255) // 31 for v in range(32)]
    g6 = [(v * 255) // 63 for v in range(64)]
    o = 0
    for i in range(0, len(frame565), 2):
        v = frame565[i] << 8 | frame565[i + 1]
        out[o] = r5[v >> 11]
        out[o + 1] = g6[(v >> 5) & 63]
        out[o + 2] = r5[v & 31]
        o += 3
    return bytes(out)


# --- the page's side --------------------------------------------------------------


def key_of(profile, button):
    _desktop_path()
    from sos_boards.table import BY_NAME

    three = BY_NAME[profile].scheme == "three"      # sos_boards.buttons.THREE
    return THREE_KEYS[button] if three and button in THREE_KEYS else KEYS[button]


PRESS_JS = """(() => { const k = %s;
  window.dispatchEvent(new KeyboardEvent("keydown", {key: k, bubbles: true}));
  window.dispatchEvent(new KeyboardEvent("keyup", {key: k, bubbles: true}));
  return sos.error ? "error" : sos.frameCrc(); })()"""


def play(page, profile, presses, trusted=False):
    """Each press in the page (key down, key up); the CRC-32 of the frame after each.
    trusted: through the browser's input pipeline (Input.dispatchKeyEvent, two
    round trips a press, a timer could run between them); otherwise both events
    dispatched in the page in one go, so no timer of the page's runs between
    them (a held key's repeat could not come in)."""
    crcs = []
    for b in presses:
        key = key_of(profile, b)
        if trusted:
            page.key(key, True)
            page.key(key, False)
            crc = page.eval("sos.error ? 'error' : sos.frameCrc()")
        else:
            crc = page.eval(PRESS_JS % json.dumps(key))
        if crc == "error":
            raise CDPError("the game stopped: %s" % page.eval("sos.error"))
        crcs.append(crc)
    return crcs


def _web():
    import sys

    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    import web

    return web


def build(target):
    """Build the page into `target` (tools/web.py)."""
    return _web().build(target, log=lambda *a: None)


def serve(root):
    return _web().Server(root).start()


# --- the press benchmark (tools/bench.py) ---------------------------------------------


def _stats(values):
    v = sorted(values)
    if not v:
        return {}
    p95 = v[min(len(v) - 1, int(0.95 * len(v)))]
    return {"median": round(v[len(v) // 2], 2), "p95": round(p95, 2), "max": round(v[-1], 2)}


def figures(profile="pygamer", seed=1, games=3):
    """`web_press_ms`: each press of `games` whole scripted games in a row (a
    session, from the page's start) in the page in headless Chromium, through the
    browser's input (trusted key events), from the key event's timestamp to the frame
    drawn on the canvas (handled, composed and put); `web_press_frame_ms`: to the next
    animation frame; `web_press_slowest`: the slowest press (its number and button);
    and the page's load on a slow phone (tools/web_phone.py). {} where no Chromium."""
    from tools import web_phone

    if find_chromium() is None:
        return {}
    presses, _frames, _ = emulator_game(profile, seed, every=1 << 30, games=games)
    with tempfile.TemporaryDirectory(prefix="sos-web-bench-") as tmp:
        build(tmp)
        server = serve(tmp)
        try:
            with Chromium() as browser:
                page = browser.new_page(server.url + "#" + profile)
                page.ready()
                t0 = time.monotonic()
                play(page, profile, presses, trusted=True)
                seconds = time.monotonic() - t0
                page.eval("new Promise(r => requestAnimationFrame(() => setTimeout(r, 50)))")
                rows = page.eval("sos.presses")
        finally:
            server.stop()
    ms = [r["ms"] for r in rows]
    frame = [r["frameMs"] for r in rows if r.get("frameMs") is not None]
    slowest = max(range(len(rows)), key=lambda i: rows[i]["ms"])
    return {"web_press_ms": _stats(ms), "web_press_frame_ms": _stats(frame),
            "web_press_slowest": {"press": slowest + 1, "button": rows[slowest]["button"],
                                  "ms": round(rows[slowest]["ms"], 2)},
            "web_presses": len(rows), "web_session_s": round(seconds, 1),
            **web_phone.figures()}
