"""Clear errors where the game cannot start as it should, in the emulator: a board
with no profile, a CircuitPython built without terminalio, a MemoryError while
starting, and the desktop's window command where there is no display."""
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest
import uikit
from sos_desktop.fbdisplay import FrameBufferDisplay

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def _shown(grid):
    """The characters of a TileGrid of font tiles (tile = code - 32), rows joined."""
    return "".join(chr(32 + grid[c, r]) for r in range(grid.height) for c in range(grid.width))


def test_an_unknown_board_says_which_it_is_and_which_are_on_its_display(monkeypatch, capsys):
    import sos_boards
    from sos_boards import unknown

    display = FrameBufferDisplay(160, 128)
    monkeypatch.setitem(sys.modules, "board",
                        types.SimpleNamespace(board_id="pyportal", DISPLAY=display))
    held = []
    monkeypatch.setattr(unknown, "hold", lambda: held.append(True))
    with pytest.raises(SystemExit) as stop:
        sos_boards.detect()
    assert stop.value.code == 1 and held == [True]       # kept in view, then stopped
    out = capsys.readouterr().out
    assert "'pyportal'" in out and all(bid in out for bid in sos_boards.BOARDS)
    # all of it on the 160x128 screen, in the built-in font, drawn
    shown = _shown(display.root_group[0]).replace(" ", "")
    assert "board_id:pyportal" in shown and "README:Troubleshooting" in shown
    assert all(bid in shown for bid in sos_boards.BOARDS)
    assert any(display.pixel(x, y) == 0xFFFFFF for x in range(160) for y in range(12))


@pytest.fixture
def fresh_ui(monkeypatch):
    """sos_ui imported anew in the test (and the test's modules dropped after it)."""
    before = {k for k in sys.modules if k.split(".")[0] == "sos_ui"}
    for k in before:
        monkeypatch.delitem(sys.modules, k)
    yield
    for k in [k for k in sys.modules if k.split(".")[0] == "sos_ui" and k not in before]:
        del sys.modules[k]


def _title_rgb():
    """The title as drawn by sos_ui as imported now (not uikit's App, bound to
    the modules of its first import)."""
    import sos_desktop
    from sos_ui.app import App

    app = App(sos_desktop.open_profile("pygamer", mode="headless", script=""))
    app.display.refresh()
    return bytes(app.display.rgb())


def test_without_terminalio_the_text_is_drawn_from_our_font_strip(fresh_ui, monkeypatch, capsys):
    """CircuitPython builds the PyBadge's ja, ko and ru firmware without
    terminalio: the title looks the same, pixel for pixel, and the serial says why."""
    import displayio

    with_font = _title_rgb()
    displayio.release_displays()
    for k in [k for k in sys.modules if k.split(".")[0] == "sos_ui"]:
        del sys.modules[k]
    monkeypatch.setitem(sys.modules, "terminalio", None)     # import terminalio fails
    assert _title_rgb() == with_font
    assert sys.modules["sos_ui.text"].GLYPHS.width == 96      # font.bmp, 16 glyphs a row
    assert "no terminalio" in capsys.readouterr().out


def test_a_memory_error_while_starting_says_what_was_free_and_what_to_do(monkeypatch, capsys):
    import gc
    import runpy

    import sos_desktop

    uikit.no_room_for(monkeypatch, "sos_ui.app")
    monkeypatch.setattr(gc, "mem_free", lambda: 4321, raising=False)    # a board's gc

    def desktop():
        return sos_desktop.open_profile("pygamer", mode="headless", script="")

    with pytest.raises(SystemExit) as stop:
        runpy.run_path(str(ROOT / "code.py"), init_globals={"desktop_profile": desktop},
                       run_name="__main__")
    assert stop.value.code == 1
    out = capsys.readouterr().out
    steps = [ln for ln in out.splitlines() if ln.endswith("bytes free")]
    assert steps[-2:] == ["sos: font, 4321 bytes free",
                          "sos: out of memory while starting, 4321 bytes free"]
    advice = out.splitlines()[-1]
    assert "soft reset" in advice and "/lib" in advice and "README: Troubleshooting" in advice


@pytest.mark.skipif(sys.platform != "linux", reason="elsewhere SDL has a screen")
def test_the_window_command_without_a_display_says_so_and_exits():
    """tools/play.py's window mode (it runs tools/desktop/run_code.py) on a
    machine without a display: one line saying so and how to run headless, exit 1."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SOS_MODE")}
    env["BLINKA_OS_AGNOSTIC"] = "1"
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "desktop" / "run_code.py")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1, r.stdout + r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("sos: no display found") and "SOS_MODE=headless" in last
    assert "sos: board profile" not in r.stdout
