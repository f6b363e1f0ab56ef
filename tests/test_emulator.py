"""The desktop emulator: headless framebuffer display, PNG files, key scripts,
the window mode (SDL dummy driver) and profile detection."""

import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import displayio  # noqa: E402
import pytest  # noqa: E402
from sos_boards import buttons as B  # noqa: E402
from sos_desktop import open_profile  # noqa: E402
from sos_desktop.fbdisplay import FrameBufferDisplay, png_rgb  # noqa: E402
from sos_desktop.keyscript import SHOT, parse  # noqa: E402

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def _square(x, y, colour, size=4):
    bitmap = displayio.Bitmap(size, size, 1)
    palette = displayio.Palette(1)
    palette[0] = colour
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y)


def test_headless_display_draws_a_known_pixel():
    display = FrameBufferDisplay(160, 128)
    root = displayio.Group()
    root.append(_square(10, 20, 0xFF0000))
    display.root_group = root
    display.refresh()
    assert display.pixel(10, 20) == 0xFF0000
    assert display.pixel(13, 23) == 0xFF0000
    assert display.pixel(14, 20) == 0x000000
    assert display.pixel(9, 20) == 0x000000
    i = (20 * 160 + 10) * 2
    assert display.rgb565[i : i + 2] == b"\xf8\x00"  # big-endian RGB565, as a panel gets it
    assert display.last_pixels == 160 * 128


def test_headless_display_counts_only_redrawn_pixels():
    display = FrameBufferDisplay(160, 128)
    root = displayio.Group()
    square = _square(10, 20, 0x00FF00)
    root.append(square)
    display.root_group = root
    display.refresh()
    display.refresh()
    assert display.last_pixels == 0
    square.x = 50  # old place + new place
    display.refresh()
    assert display.last_pixels == 2 * 16
    assert sorted(display.last_areas) == [(10, 20, 14, 24), (50, 20, 54, 24)]
    assert display.pixel(50, 20) == 0x00FF00 and display.pixel(10, 20) == 0


def test_screenshots_keep_every_pixel_and_scale_crisply(tmp_path):
    display = FrameBufferDisplay(32, 16)
    root = displayio.Group()
    root.append(_square(3, 2, 0x0000FF))
    display.root_group = root
    display.refresh()
    path = display.save_png(str(tmp_path / "x.png"))
    w, h, data = png_rgb(path)
    assert (w, h) == (32, 16) and data == bytes(display.rgb()) == png_rgb(display.png())[2]
    assert data[(2 * 32 + 3) * 3 : (2 * 32 + 3) * 3 + 3] == b"\x00\x00\xff"
    w, h, big = png_rgb(display.save_png(str(tmp_path / "x2.png"), scale=2))
    assert (w, h) == (64, 32)
    assert all(big[((2 * y + dy) * 64 + 2 * x + dx) * 3:][:3] == data[(y * 32 + x) * 3:][:3]
               for y in range(16) for x in range(32) for dy in (0, 1) for dx in (0, 1))


def test_key_script_parses_taps_holds_and_screenshots():
    steps = parse("RIGHT, a  screenshot one +B -b # a comment\nshot:two  select")
    R = B.RELEASED
    assert steps == [
        B.RIGHT, B.RIGHT | R, B.A, B.A | R, (SHOT, "one"), B.B, B.B | R, (SHOT, "two"),
        B.SELECT, B.SELECT | R,
    ]
    assert parse(["UP", "screenshot x"]) == [B.UP, B.UP | R, (SHOT, "x")]
    with pytest.raises(ValueError):
        parse("JUMP")
    with pytest.raises(ValueError):
        parse("A screenshot")


def test_headless_profile_plays_a_script_and_saves_screenshots(tmp_path):
    profile = open_profile("pygamer", mode="headless", script="A screenshot first DOWN",
                           shots=str(tmp_path))
    assert (profile.width, profile.height, profile.scheme, profile.sheet) == (
        160, 128, B.DPAD, "small")
    profile.display.root_group = displayio.Group()
    profile.display.root_group.append(_square(0, 0, 0xFFFFFF))
    buttons = profile.buttons
    got = []
    while not buttons.done:
        code = buttons.next()
        got.append(code)
        if code == B.CHOOSE:
            assert buttons.pressed == 1 << B.CHOOSE
    # the PyGamer's A means "choose", its d-pad moves (sos_boards.buttons.MEANS)
    assert got == [B.CHOOSE, B.CHOOSE | B.RELEASED, B.DOWN, B.DOWN | B.RELEASED]
    assert buttons.next() == B.NONE and buttons.pressed == 0
    assert buttons.saved == [str(tmp_path / "first.png")]
    w, h, rgb = png_rgb(buttons.saved[0])
    assert (w, h) == (160, 128) and rgb[:3] == b"\xff\xff\xff"
    buttons.feed("B")
    assert buttons.next() == B.BACK and not buttons.done


def test_headless_profile_refuses_buttons_the_board_lacks(tmp_path):
    profile = open_profile("clue", mode="headless", shots=str(tmp_path))
    assert (profile.width, profile.height, profile.scheme) == (240, 240, B.AB)
    profile.buttons.feed("A B")
    with pytest.raises(ValueError):
        profile.buttons.feed("UP")
    feather = open_profile("feather", mode="headless", script="LEFT A RIGHT")
    assert (feather.width, feather.height, feather.sheet) == (240, 135, "large")
    with pytest.raises(ValueError):
        feather.buttons.feed("B")


def test_desktop_nvm_persists(tmp_path):
    path = str(tmp_path / "save.nvm")
    profile = open_profile("pygamer", mode="headless", nvm=path)
    profile.nvm[0:3] = b"abc"
    again = open_profile("pygamer", mode="headless", nvm=path)
    assert bytes(again.nvm[0:4]) == b"abc\x00" and len(again.nvm) == 8192


def test_detect_takes_the_desktop_profile_from_its_caller(tmp_path):
    import sos_boards

    assert sos_boards.board_id() not in sos_boards.BOARDS
    profile = sos_boards.detect(
        lambda: open_profile("feather", mode="headless", shots=str(tmp_path)))
    assert profile.name == "feather" and profile.scheme == B.THREE


def test_detect_on_an_unknown_board_says_which_boards_are_and_stops(capsys):
    import sos_boards

    with pytest.raises(SystemExit) as stop:
        sos_boards.detect()                    # the desktop's board_id, no profile maker
    assert stop.value.code == 1
    out = capsys.readouterr().out
    assert repr(sos_boards.board_id()) in out
    assert all(bid in out for bid in sos_boards.BOARDS)


def test_window_mode_maps_keys_and_scales():
    pygame = pytest.importorskip("pygame")
    profile = open_profile("clue", mode="window", scale=2)
    try:
        display = profile.display
        assert display.screen.get_size() == (480, 480)
        root = displayio.Group()
        root.append(_square(5, 6, 0x00FF00))
        display.root_group = root
        display.refresh()
        assert display.screen.get_at((10, 12))[:3] == (0, 255, 0)
        assert display.screen.get_at((9, 12))[:3] == (0, 0, 0)
        for kind, key in (
            (pygame.KEYDOWN, pygame.K_z),
            (pygame.KEYDOWN, pygame.K_a),  # a second key for A: reported once
            (pygame.KEYDOWN, pygame.K_UP),  # the CLUE has no d-pad: ignored
            (pygame.KEYUP, pygame.K_z),
            (pygame.KEYDOWN, pygame.K_x),
        ):
            pygame.event.post(pygame.event.Event(kind, key=key))
        got = [profile.buttons.next() for _ in range(4)]
        assert got == [B.NEXT, B.NEXT | B.RELEASED, B.CHOOSE, B.NONE]   # CLUE: A next, B choose
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        profile.buttons.next()
        assert profile.buttons.done
    finally:
        profile.close()


def test_demo_board_cursor_move_redraws_two_card_areas(tmp_path):
    import demo_cards
    import sos_sprites as S

    profile = open_profile("pygamer", mode="headless", script="RIGHT screenshot moved",
                           shots=str(tmp_path))
    demo_cards.play(profile)
    display = profile.display
    cw, ch = S.CELL_SIZE["small"]
    card = (2 * cw) * (3 * ch)
    assert display.refresh_count == 2  # the whole board, then one cursor move
    assert display.total_pixels == 160 * 128 + 2 * card
    assert (tmp_path / "moved.png").exists()
    # the cursor frame now sits on line 4's exposed card (x = 3 lines * 2 cells)
    assert png_rgb(str(tmp_path / "moved.png"))[2] == bytes(display.rgb())
    x, y = 6 * cw, (1 + 1) * ch  # line 4: a back strip, then its only card
    assert display.pixel(x, y) == display.pixel(x + 2 * cw - 1, y + 3 * ch - 1) != 0


def test_the_play_command_runs_code_py_headless_on_every_screen(tmp_path):
    """README's play command (tools/play.py -> code.py, as a board runs it) in
    the headless emulator: it starts a game, takes a screenshot and exits 0 on
    all three screen sizes (the boot report prints without a board's heap)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    for profile, start in (("pygamer", "A"), ("clue", "B"), ("feather", "A")):
        env = dict(os.environ, SOS_MODE="headless", SOS_PROFILE=profile,
                   SOS_SHOTS=str(tmp_path), SOS_KEYS="%s screenshot %s" % (start, profile))
        r = subprocess.run([sys.executable, str(root / "tools" / "play.py")], cwd=root,
                           env=env, capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        assert "sos: board profile" in r.stdout and "sos: dealt" in r.stdout
        w, h, _ = png_rgb(str(tmp_path / (profile + ".png")))
        assert (w, h) == {"pygamer": (160, 128), "clue": (240, 240), "feather": (240, 135)}[profile]


def test_the_readme_gif_shows_the_game_pixel_for_pixel(tmp_path):
    """tools/gif.py: a game's first presses on the PyGamer, x2 and looping;
    each frame of the GIF is the emulator's screen exactly (one palette)."""
    from PIL import Image, ImageSequence

    from tools.assets import gif

    rec = gif.record(seconds=4)
    path = gif.write(rec, str(tmp_path / "game.gif"))
    with Image.open(path) as im:
        assert im.size == (320, 256) and im.info["loop"] == 0
        frames = [f.convert("RGB").tobytes() for f in ImageSequence.Iterator(im)]
    assert len(frames) == len(rec.frames) > 3
    assert frames == [f.tobytes() for f in rec.frames]
    assert 4000 <= rec.total <= 4000 + 2 * gif.PAUSE_MS


def test_closing_the_desktop_game_right_after_a_deal_keeps_it(tmp_path):
    """A window closed (here: the key script run out) before the save policy's
    gap has passed: code.py writes what is unwritten, so Continue has the game."""
    import subprocess
    import sys
    from pathlib import Path

    from sos_save import load
    from sos_save import record as R

    root = Path(__file__).resolve().parent.parent
    nvm = tmp_path / "nvm.bin"
    env = dict(os.environ, SOS_MODE="headless", SOS_PROFILE="pygamer", SOS_NVM=str(nvm),
               SOS_KEYS="A START")
    r = subprocess.run([sys.executable, str(root / "tools" / "play.py")], cwd=root, env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "sos: dealt" in r.stdout, r.stderr[-2000:]
    buf = bytearray(R.RECORD_SIZE)
    assert load.load(bytearray(nvm.read_bytes()), buf) >= 0
    assert buf[R.R_FLAGS] & R.F_GAME
