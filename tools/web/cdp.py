"""Headless Chromium driven through the Chrome DevTools Protocol, with nothing
beyond the standard library: Debian's `chromium` started with
--remote-debugging-pipe, its JSON messages ending in NUL on file descriptors 3
and 4 (no websocket to write, no port to find).

- `Chromium`: the browser; `send` a command, `wait_event` for an event,
  `new_page` a tab, `close` (or `with`) to end it.
- `Tab`: one tab with its own session: navigate, evaluate, trusted key and
  touch input, screenshots. tools/web/web_browser.py adds the game's side.
"""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

# what Input.dispatchKeyEvent needs of each key the tools type: its code and its
# Windows virtual key code (Chromium's keyboard handling reads both)
KEY_CODES = {"ArrowUp": ("ArrowUp", 38), "ArrowDown": ("ArrowDown", 40),
             "ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39),
             "z": ("KeyZ", 90), "x": ("KeyX", 88), "Enter": ("Enter", 13), " ": ("Space", 32),
             "1": ("Digit1", 49), "2": ("Digit2", 50), "3": ("Digit3", 51)}


class BrowserMissing(RuntimeError):
    """No Chromium to run the page in."""


class CDPError(RuntimeError):
    pass


def find_chromium():
    """Path of a Chromium (Debian's `chromium`; $SOS_CHROMIUM first), or None."""
    for name in (os.environ.get("SOS_CHROMIUM"), "chromium", "chromium-browser",
                 "google-chrome", "chrome"):
        if name:
            path = shutil.which(name)
            if path:
                return path
    return None


class Tab:
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

    def key(self, key, down):
        """A trusted key event through the browser's input pipeline."""
        code, vk = KEY_CODES[key]
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


class Chromium:
    """Headless Chromium and its DevTools protocol over the pipe. close() ends it."""

    tab = Tab                     # what new_page opens (tools/web/web_browser.py: the game's)

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
        return self.tab(self, url, width, height, scale, mobile)

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
