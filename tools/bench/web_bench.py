"""The page's press benchmark for tools/bench.py (`web_press_ms` and the rest):
whole scripted games (tools/web/scripted_game.py) pressed in the page in headless
Chromium (tools/web/web_browser.py), and the page's load on a slow phone
(tools/web_phone.py).

Run inside the project's venv (Blinka): tools/bench.py does.
"""
import tempfile
import time

from tools.web import web, web_phone
from tools.web.cdp import find_chromium
from tools.web.scripted_game import emulator_game
from tools.web.web_browser import Chromium, play


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
    if find_chromium() is None:
        return {}
    presses, _frames, _ = emulator_game(profile, seed, every=1 << 30, games=games)
    with tempfile.TemporaryDirectory(prefix="sos-web-bench-") as tmp:
        web.build(tmp, log=lambda *a: None)
        server = web.Server(tmp).start()
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
