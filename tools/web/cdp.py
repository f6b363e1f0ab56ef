"""Headless Chromium driven by Playwright for Python (its sync API), always the
system's Chromium (Debian's `chromium`; Playwright downloads no browser here).
What Playwright has no call for goes to the tab's own DevTools session
(`Tab.cmd`: throttling, touch, the device's metrics, crashing the renderer).

- `Chromium`: the browser, one context (the tabs share their storage, as one
  profile's do); `new_page` a tab, `wait_event` for a DevTools event of a tab's,
  `close` (or `with`) to end it.
- `Tab`: one tab: navigate, evaluate, trusted key and touch input, screenshots.
  tools/web_browser.py adds the game's side.
"""
import base64
import json
import os
import shutil
import time
from pathlib import Path

from playwright.sync_api import Error, sync_playwright

# the DevTools events a tab keeps in Chromium.events (once their domain is enabled)
EVENTS = ("Page.loadEventFired", "Network.responseReceived", "Network.loadingFinished")


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
    """One tab (`page`, Playwright's) and its DevTools session (`session`)."""

    def __init__(self, browser, url, width, height, scale, mobile):
        self.b = browser
        self.page = browser.context.new_page()
        self.session = browser.context.new_cdp_session(self.page)
        self.crashed = False
        self.page.on("crash", lambda _page: setattr(self, "crashed", True))
        browser.tabs.append(self)
        for method in EVENTS:
            self.session.on(method, lambda params, m=method:
                            browser.events.append((self.session, m, params)))
        self.cmd("Page.enable")
        self.cmd("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": scale,
                  "mobile": mobile})
        if mobile:
            self.cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        if url:
            self.goto(url)

    def cmd(self, method, params=None, timeout=None):
        """A DevTools command to this tab; its result (a dict)."""
        try:
            return self.session.send(method, params, timeout=1000 * (timeout or self.b.timeout))
        except Error as e:
            raise CDPError("%s: %s" % (method, e.message)) from None

    def goto(self, url):
        self.page.goto(url)
        self.b.wait_event("Page.loadEventFired", self.session)    # taken: not a later load's

    def reload(self):
        self.page.reload()
        self.b.wait_event("Page.loadEventFired", self.session)

    def eval(self, expression, timeout=None):
        """The value of a JavaScript expression (a promise awaited, for at most
        `timeout` seconds if given)."""
        if timeout:
            expression = ("Promise.race([(%s), new Promise((_, no) => setTimeout(() => "
                          "no(new Error(%s)), %d))])"
                          % (expression, json.dumps("timed out after %s s" % timeout),
                             timeout * 1000))
        try:
            return self.page.evaluate(expression)
        except Error as e:
            raise CDPError("page: %s" % e.message) from None

    def key(self, key, down):
        """A trusted key event through the browser's input pipeline."""
        (self.page.keyboard.down if down else self.page.keyboard.up)(key)

    def tap(self, x, y, down):
        """A touch at (x, y) CSS pixels: down, or its end."""
        self.cmd("Input.dispatchTouchEvent",
                 {"type": "touchStart" if down else "touchEnd",
                  "touchPoints": [{"x": x, "y": y}] if down else []})

    def screenshot(self, path):
        """The tab's viewport as a PNG at `path`, in device pixels."""
        data = self.cmd("Page.captureScreenshot", {"format": "png"})["data"]
        Path(path).write_bytes(base64.b64decode(data))
        return path

    def close(self):
        self.b.events[:] = [e for e in self.b.events if e[0] is not self.session]
        self.page.close()


class Chromium:
    """Headless Chromium, launched by Playwright. close() ends it."""

    tab = Tab                     # what new_page opens (tools/web_browser.py: the game's)
    _driver, _users = None, 0     # Playwright's, shared: its sync API runs one at a time

    def __init__(self, exe=None, timeout=30):
        exe = exe or find_chromium()
        if exe is None:
            raise BrowserMissing("no chromium found (Debian: apt-get install chromium)")
        if Chromium._users == 0:
            Chromium._driver = sync_playwright().start()
        Chromium._users += 1
        self.timeout = timeout
        self.events = []          # (session, method, params) of the tabs' EVENTS, not yet taken
        self.tabs = []
        try:
            self.browser = Chromium._driver.chromium.launch(
                executable_path=exe, headless=True, timeout=1000 * timeout,
                args=["--disable-gpu"])
        except Error as e:
            self._release()
            raise CDPError("chromium did not start: %s" % e.message) from None
        # no viewport of Playwright's: each tab sets its own metrics (Tab.__init__)
        self.context = self.browser.new_context(no_viewport=True)
        self.context.set_default_timeout(1000 * timeout)

    def wait_event(self, method, session=None, timeout=None):
        """The params of the next event `method` (of `session`), kept or coming."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            for i, (s, m, p) in enumerate(self.events):
                if m == method and (session is None or s is session):
                    del self.events[i]
                    return p
            if time.monotonic() > deadline:
                raise CDPError("no %s in %s s" % (method, timeout or self.timeout))
            # Playwright takes the events while it waits: on a tab alive (not one crashed)
            pages = [t.page for t in self.tabs if not t.page.is_closed() and not t.crashed
                     and (session is None or t.session is session)]
            if not pages:
                raise CDPError("no tab open to wait for %s" % method)
            pages[0].wait_for_timeout(20)

    def new_page(self, url=None, width=800, height=900, scale=1, mobile=False):
        return self.tab(self, url, width, height, scale, mobile)

    def _release(self):
        Chromium._users -= 1
        if Chromium._users == 0:
            Chromium._driver.stop()
            Chromium._driver = None

    def close(self):
        if self.browser is None:
            return
        try:
            self.browser.close()
        except Error:
            pass
        finally:
            self.browser = None
            self._release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
