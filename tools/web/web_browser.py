"""The built page (tools/web.py) driven in headless Chromium (tools/web/cdp.py): what
tests/test_web*.py, tools/web_phone.py and the press benchmark
(tools/bench/web_bench.py) open and press.

- `Chromium`: the browser whose tabs are `Page`s: the game's page, which says
  when the game runs (`ready`) and gives its frame (`frame565`).
- `play(page, profile, presses)`: presses of physical buttons as the keys the
  page takes (`key_of`), the CRC-32 of the frame after each.

The presses and the frames to compare with come from the headless emulator
(tools/web/scripted_game.py).
"""
import base64
import json

from tools.web import cdp
from tools.web.cdp import CDPError

# the key each physical button is typed with (sos_boards.buttons order: UP DOWN
# LEFT RIGHT A B START SELECT); a three-button board's (the Feather's) with 1, 2, 3
KEYS = {0: "ArrowUp", 1: "ArrowDown", 2: "ArrowLeft", 3: "ArrowRight", 4: "z", 5: "x",
        6: "Enter", 7: " "}
THREE_KEYS = {2: "1", 4: "2", 3: "3"}


class Page(cdp.Tab):
    """A tab on the game's page (tools/web/sos.js's `window.sos`)."""

    def ready(self, timeout=60):
        """Wait for the game to run in the page (sos.ready); raise its error if it stopped."""
        ok = self.eval("window.sos ? sos.ready : false", timeout=timeout)
        if not ok:
            raise CDPError("the game did not start: %s" % self.eval("window.sos && sos.error"))

    def frame565(self):
        """The canvas's frame, RGB565 big-endian bytes (as the emulator keeps it)."""
        return base64.b64decode(self.eval("sos.frameBase64()"))


class Chromium(cdp.Chromium):
    """Headless Chromium whose new_page is the game's `Page`."""

    tab = Page


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


def key_of(profile, button):
    """The key the page takes for physical button `button` on board `profile`."""
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
