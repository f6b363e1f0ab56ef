"""The page keeps the game as a board does (tools/web/: its nvm in the browser's
storage): a move made 50 ms before a reload, or before the page is hidden and
ended, is kept; a setting too, at rest and when reloaded (issue 33). Continue
then shows the emulator's frame for the same save area."""
import base64
import json
import zlib

import pytest
from webkit import (
    needs_chromium,
    needs_vm,
    wait_for,
)

from tools.web import scripted_game as sg
from tools.web import web_browser as wb


def _last_move(profile, seed, limit):
    """A game's first presses (deal 1 by its number, then play), cut after the
    last one that applies a decision, and the position after it (the emulator's)."""
    presses = sg.emulator_game(profile, seed=seed, every=1 << 30, limit=limit)[0]
    app = sg.emulator_app(profile)
    app.display.refresh = lambda **kwargs: True        # the frames are not looked at
    last, position = 0, None
    for k, b in enumerate(presses, 1):
        before = bytes(app.game.s)
        sg.emulator_press(app, b)
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
    app = sg.emulator_app(profile, nvm)
    assert page.eval("sos.frameCrc()") == zlib.crc32(app.display.rgb565)   # Continue first
    ok = ok_key(app.scheme)
    frame = wb.play(page, profile, [ok])[0]                                 # Continue
    assert page.eval("sos.error") is None
    assert frame == zlib.crc32(sg.emulator_press(app, ok)) and app.state == BOARD
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


def _all_but_the_last_move(browser, server, profile, part, position):
    """A new page, its storage cleared, the presses of `part` but the last made:
    the game at `position` (after the last) not written yet by the save policy."""
    page = browser.new_page(server.url + "#" + profile)
    page.ready()
    page.eval("localStorage.clear()")
    wb.play(page, profile, part[:-1])
    assert _saved_position(page.eval("localStorage.getItem(sos.nvmKey)")) != position
    return page


@needs_vm
@needs_chromium
def test_a_move_survives_a_reload_50_ms_after_it(site, server):
    """A move, then the page reloaded 50 ms later (before the save policy's 2 s
    of quiet): the page writes it as it goes (pagehide, beforeunload), and the
    reloaded title's Continue shows the game as it was after that move."""
    profile = "pygamer"
    part, position = _last_move(profile, seed=2, limit=40)
    with wb.Chromium() as browser:
        page = _all_but_the_last_move(browser, server, profile, part, position)
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
        page = _all_but_the_last_move(browser, server, profile, part, position)
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
    app = sg.emulator_app(profile)
    to_settings = sg.menu_keys(app, "Settings")
    with wb.Chromium() as browser:
        page = browser.new_page(server.url + "#" + profile)
        page.ready()
        page.eval("localStorage.clear()")
        wb.play(page, profile, to_settings + [RIGHT])       # Players: 2
        rested = wait_for(page, "localStorage.getItem(sos.nvmKey)")
        assert sg.emulator_app(profile, base64.b64decode(rested)).players == 2
        page.eval(MOVE_THEN_JS % (json.dumps(wb.key_of(profile, RIGHT)),
                                  "location.reload()"))     # Players: 3
        browser.wait_event("Page.loadEventFired", page.session)
        page.ready()
        saved = page.eval("localStorage.getItem(sos.nvmKey)")
    assert sg.emulator_app(profile, base64.b64decode(saved)).players == 3


