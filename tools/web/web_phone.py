"""The built page (tools/web.py) as a phone shows it, in headless Chromium
(tools/web/web_browser.py): what tests/test_web.py checks of the layout and the
loading, the page's screenshots, and the load figures of tools/bench.py.

- `layout(page)`: the viewport, the screen's box and every button's (the pad's
  and the board links), whether the keyboard help shows.
- `load(browser, url)`: the page loaded on a slow phone (`THROTTLE`): the bytes
  transferred to its first frame and the time to it, and the loading line's steps.
- `watch_loading(page, url)`: the loading line looked at until the first frame.
- `figures()`: `web_transfer_kb`, `web_first_frame_s_throttled` (the median of
  five loads, each in a new browser: nothing cached).

    .venv/bin/python tools/web_phone.py --shots DIR    # portrait and landscape PNGs
    .venv/bin/python tools/web_phone.py --figures      # the load figures, as JSON
"""
import json
import statistics
import tempfile
import time
from pathlib import Path

from sos_boards.table import EACH_SIZE  # noqa: E402

from tools.web import web  # noqa: E402
from tools.web import web_browser as wb  # noqa: E402
from tools.web.cdp import CDPError, find_chromium  # noqa: E402

# a phone's viewport in CSS pixels (an iPhone 12 to 14's), and on its side
PORTRAIT = (390, 844)
LANDSCAPE = (844, 390)
# a mid-range phone on a fair mobile network: 9 Mbit/s down, 60 ms latency, and
# its CPU 4 times slower than the machine's (DevTools' "mid-tier mobile")
THROTTLE = {"offline": False, "latency": 60, "downloadThroughput": 9e6 / 8,
            "uploadThroughput": 9e6 / 8}
CPU_SLOWDOWN = 4

LAYOUT_JS = """(() => {
  const box = (el) => { const b = el.getBoundingClientRect();
    return {left: b.left, top: b.top, right: b.right, bottom: b.bottom,
            width: b.width, height: b.height}; };
  const doc = document.documentElement;
  return {width: innerWidth, height: innerHeight,
    scrollWidth: doc.scrollWidth, scrollHeight: doc.scrollHeight,
    touch: matchMedia("(hover: none) and (pointer: coarse)").matches,
    screen: box(document.getElementById("screen")),
    pad: [...document.querySelectorAll("#pad button")].map(
      (el) => Object.assign(box(el), {name: el.textContent})),
    links: [...document.querySelectorAll("nav a")].map(
      (el) => Object.assign(box(el), {name: el.textContent})),
    keys: getComputedStyle(document.getElementById("keys")).display !== "none"
      && document.getElementById("keys").textContent.length > 0};
})()"""


def phone_page(browser, url, size, scale=3):
    """A tab at a phone's viewport `size` (CSS pixels), touch only, the game started."""
    page = browser.new_page(url, width=size[0], height=size[1], scale=scale, mobile=True)
    page.ready()
    return page


def layout(page):
    return page.eval(LAYOUT_JS)


def load(browser, url, size=PORTRAIT, throttled=True):
    """Load the page in a new tab, nothing cached, on a slow phone (THROTTLE,
    CPU_SLOWDOWN) if `throttled`: {"transfer": the bytes of every request the page
    made (headers and bodies, compressed as sent; all done by its first frame),
    "first_frame_s": navigation start to the first frame drawn, "steps": the
    loading line's [text, ms], "files": {url: bytes}}."""
    page = browser.new_page(None, width=size[0], height=size[1], scale=3, mobile=True)
    page.cmd("Network.enable")
    page.cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    if throttled:
        page.cmd("Network.emulateNetworkConditions", THROTTLE)
        page.cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    page.goto(url)
    page.ready(timeout=120)
    first = page.eval("sos.firstFrameMs")
    steps = page.eval("sos.loading")
    # a moment for the last requests' events to come (the service worker's own
    # copies of the files are its requests, not the page's)
    page.eval("new Promise((r) => setTimeout(r, 100))")
    urls, files = {}, {}
    for session, method, params in list(browser.events):
        if session != page.session:
            continue
        if method == "Network.responseReceived":
            urls[params["requestId"]] = params["response"]["url"]
        elif method == "Network.loadingFinished" and params["requestId"] in urls:
            files[urls[params["requestId"]]] = params["encodedDataLength"]
    page.close()
    return {"transfer": sum(files.values()), "first_frame_s": first / 1000, "steps": steps,
            "files": files}


LOADING_JS = """(() => { const el = document.getElementById("loading");
  const bezel = document.getElementById("bezel");
  if (!bezel) return null;
  const box = (e) => { const b = e.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom]; };
  return {frames: window.sos ? sos.frames : 0, text: el && el.isConnected ? el.textContent : null,
    box: el && el.isConnected ? box(el) : null, bezel: box(bezel),
    progress: el && el.isConnected ? el.querySelector("progress").position : null};
})()"""


def watch_loading(page, url, kbps=2000, seconds=60):
    """Open `url` on a slow network (`kbps` down, 60 ms latency) and look at the
    page until its first frame: the loading line as it stood each time looked at
    ({frames, text, box, bezel, progress}, boxes as [left, top, right, bottom])."""
    page.cmd("Network.enable")
    page.cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    page.cmd("Network.emulateNetworkConditions",
             dict(THROTTLE, downloadThroughput=kbps * 1000 / 8))
    page.cmd("Page.navigate", {"url": url})
    seen = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            state = page.eval(LOADING_JS)
        except CDPError:                 # between documents
            continue
        if state:
            seen.append(state)
            if state["frames"]:
                return seen
        time.sleep(0.02)
    raise CDPError("no first frame in %s s" % seconds)


def figures(runs=5, board="pygamer"):
    """The page's load on a slow phone: `web_transfer_kb` (KB received to the
    first frame, gzip-encoded by the server as by a static host serving the .gz
    files) and `web_first_frame_s_throttled` (the median of `runs` loads). {}
    where no Chromium."""
    if find_chromium() is None:
        return {}
    with tempfile.TemporaryDirectory(prefix="sos-web-load-") as tmp:
        web.build(tmp, log=lambda *a: None)
        server = web.Server(tmp).start()
        try:
            loads = []
            for _ in range(runs):
                with wb.Chromium() as browser:
                    loads.append(load(browser, server.url + "#" + board))
        finally:
            server.stop()
    return {"web_transfer_kb": round(loads[0]["transfer"] / 1024, 1),
            "web_first_frame_s_throttled":
                round(statistics.median(x["first_frame_s"] for x in loads), 2)}


def shots(out):
    """The page on each board, a phone upright and on its side, as PNGs in `out`
    (web_phone_BOARD_portrait.png, web_phone_BOARD_landscape.png)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    with tempfile.TemporaryDirectory(prefix="sos-web-shots-") as tmp:
        web.build(tmp, log=lambda *a: None)
        server = web.Server(tmp).start()
        try:
            with wb.Chromium() as browser:
                for board in (b.name for b in EACH_SIZE):      # those the page offers
                    for name, size in (("portrait", PORTRAIT), ("landscape", LANDSCAPE)):
                        page = phone_page(browser, server.url + "#" + board, size, scale=2)
                        path = out / ("web_phone_%s_%s.png" % (board, name))
                        paths.append(page.screenshot(path))
                        page.close()
        finally:
            server.stop()
    return paths


def main(argv):
    if argv[:1] == ["--shots"] and len(argv) == 2:
        for path in shots(argv[1]):
            print(path)
    elif argv == ["--figures"]:
        print(json.dumps(figures()))
    else:
        print(__doc__)
        return 2
    return 0
