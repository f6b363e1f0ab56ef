"""The page on a phone and on a slow network (tools/web.py, tools/web/,
tools/web_phone.py): the big files sent gzip-compressed, the buttons beside the
screen on a phone on its side and below it upright, every one at least 44 x 44
CSS px, no keyboard help on touch, and a loading line until the first frame."""
import gzip
import re
import zlib

from sos_boards.table import BY_NAME
from webkit import (
    PROFILES,
    needs_chromium,
    needs_vm,
)

from tools.web import scripted_game as sg
from tools.web import web_browser as wb
from tools.web import web_phone


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
                assert round(device) % BY_NAME[profile].width == 0, where
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
                    app = sg.emulator_app(profile)
                    for button in {"pygamer": (1, 1, 4), "clue": (4, 4, 5),
                                   "feather": (3, 3, 4)}[profile]:
                        x, y = page.eval("(() => { const r = document.querySelector("
                                         "'#pad button[data-button=\"%d\"]')"
                                         ".getBoundingClientRect();"
                                         " return [r.x + r.width / 2, r.y + r.height / 2];"
                                         " })()" % button)
                        page.tap(x, y, True)
                        page.tap(x, y, False)
                        expect = zlib.crc32(sg.emulator_press(app, button))
                        assert page.eval("sos.frameCrc()") == expect, (profile, button)
                page.close()
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

