"""Board profiles, run on the PC against stand-in board modules: the pins
each profile uses, its key maps, and reading buttons without allocation."""

import importlib
import importlib.util
import sys
import types
from pathlib import Path

import pytest
from sos_boards import buttons as B

R = B.RELEASED


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class Queue:
    def __init__(self):
        self.pending = []

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True


class Scanner:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs
        self.events = Queue()


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32768


class Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = True


PINS = ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "JOYSTICK_X", "JOYSTICK_Y",
        "BUTTON_A", "BUTTON_B", "D0", "D1", "D2", "SPEAKER", "SPEAKER_ENABLE")
STANDINS = Path(__file__).resolve().parent.parent / "tools" / "board_standins"
AUDIO = ("audiocore", "audioio", "digitalio", "pwmio")     # the sound's C modules


def standin(name):
    """tools/board_standins/<name>.py as a module (the board benchmark's own)."""
    spec = importlib.util.spec_from_file_location(name, STANDINS / (name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def fake_board(monkeypatch):
    """Install stand-in board, keypad, analogio and microcontroller modules;
    return a function loading a profile for a board_id and screen size."""
    scanners = []

    def make(*args, **kwargs):
        scanner = Scanner(*args, **kwargs)
        scanners.append(scanner)
        return scanner

    keypad = types.SimpleNamespace(Event=Event, Keys=make, ShiftRegisterKeys=make)
    monkeypatch.setitem(sys.modules, "keypad", keypad)
    monkeypatch.setitem(sys.modules, "analogio", types.SimpleNamespace(AnalogIn=AnalogIn))
    monkeypatch.setitem(sys.modules, "microcontroller",
                        types.SimpleNamespace(nvm=bytearray(8192)))
    for name in AUDIO:
        monkeypatch.setitem(sys.modules, name, standin(name))
    import sos_boards

    for name in list(sys.modules):
        if name.startswith("sos_boards.") and name != "sos_boards.buttons":
            monkeypatch.delitem(sys.modules, name)
            monkeypatch.delattr(sos_boards, name.split(".")[1], raising=False)

    def load(board_id, width, height):
        board = types.SimpleNamespace(board_id=board_id, DISPLAY=Display(width, height))
        for pin in PINS:
            setattr(board, pin, pin)
        monkeypatch.setitem(sys.modules, "board", board)
        profile = sos_boards.detect()
        return profile, scanners

    return load


def _drain(buttons):
    out = []
    while True:
        code = buttons.next()
        if code == B.NONE:
            return out
        out.append(code)


def test_pybadge(fake_board):
    profile, scanners = fake_board("pybadge", 160, 128)
    assert profile.__name__ == "sos_boards.pybadge"
    assert (profile.width, profile.height, profile.scheme, profile.sheet) == (
        160, 128, B.DPAD, "small")
    assert profile.display.auto_refresh is False and len(profile.nvm) == 8192
    (keys,) = scanners
    assert keys.kwargs == dict(clock="BUTTON_CLOCK", data="BUTTON_OUT", latch="BUTTON_LATCH",
                               key_count=8, value_when_pressed=True)
    keys.events.pending = [(k, True) for k in range(8)] + [(1, False)]
    # keys 0..7 = B, A, START, SELECT, RIGHT, DOWN, UP, LEFT, as intents
    assert _drain(profile.buttons) == [B.BACK, B.CHOOSE, B.END, B.MENU, B.RIGHT, B.DOWN, B.UP,
                                       B.LEFT, B.CHOOSE | R]
    assert profile.buttons.pressed == profile.intents & ~(1 << B.CHOOSE)


def test_pygamer_joystick_is_a_dpad(fake_board):
    profile, scanners = fake_board("pygamer", 160, 128)
    (keys,) = scanners
    assert keys.kwargs["key_count"] == 4
    keys.events.pending = [(0, True), (0, False)]
    assert _drain(profile.buttons) == [B.BACK, B.BACK | R]
    buttons = profile.buttons
    x, y = buttons._x, buttons._y
    assert (x.pin, y.pin) == ("JOYSTICK_X", "JOYSTICK_Y")
    x.value = 2000
    assert _drain(buttons) == [B.LEFT]
    x.value = 20000  # inside the slack: still held
    assert _drain(buttons) == []
    x.value = 65000  # straight across: release first, then press
    assert _drain(buttons) == [B.LEFT | R, B.RIGHT]
    x.value = 32768
    y.value = 1000
    assert _drain(buttons) == [B.RIGHT | R, B.UP]
    y.value = 60000
    assert _drain(buttons) == [B.UP | R, B.DOWN]
    assert buttons.pressed == 1 << B.DOWN


def test_clue(fake_board):
    profile, scanners = fake_board("clue_nrf52840_express", 240, 240)
    assert (profile.scheme, profile.sheet, profile.width) == (B.AB, "tall", 240)
    (keys,) = scanners
    assert keys.args == (("BUTTON_A", "BUTTON_B"),)
    assert keys.kwargs == dict(value_when_pressed=False, pull=True)
    keys.events.pending = [(1, True), (0, True)]
    assert _drain(profile.buttons) == [B.CHOOSE, B.NEXT]          # B chooses, A steps
    assert profile.intents == (1 << B.NEXT) | (1 << B.CHOOSE)


def test_feather_reverse_tft(fake_board):
    profile, scanners = fake_board("adafruit_feather_esp32s3_reverse_tft", 240, 135)
    assert (profile.scheme, profile.sheet, profile.height) == (B.THREE, "large", 135)
    d0, d12 = scanners
    assert d0.args == (("D0",),) and d0.kwargs["value_when_pressed"] is False
    assert d12.args == (("D1", "D2"),) and d12.kwargs["value_when_pressed"] is True
    d12.events.pending = [(1, True)]
    d0.events.pending = [(0, True)]
    assert _drain(profile.buttons) == [B.PREV, B.NEXT]            # D0 previous, D2 next
    d12.events.pending = [(0, True), (0, False)]
    assert _drain(profile.buttons) == [B.CHOOSE, B.CHOOSE | R]    # D1 chooses


@pytest.mark.parametrize("board_id", ["pygamer", "pybadge"])
def test_pygamer_and_pybadge_sound_the_speaker_through_audioio(fake_board, monkeypatch,
                                                                board_id):
    profile, _ = fake_board(board_id, 160, 128)
    sound = profile.sound
    S = sys.modules["sos_boards.sound"]
    assert type(sound.out).__module__ == "audioio" and sound.out.pin == "SPEAKER"
    assert sound.sample.buffer == S.SQUARE and sound.pwm is None
    amp = sound.amp
    assert (type(amp).__module__, amp.pin, amp.value) == ("digitalio", "SPEAKER_ENABLE", False)
    now = [1000]
    monkeypatch.setattr(S, "ticks_ms", lambda: now[0])
    sound.play(S.FAILED)                              # 330 Hz for 120 ms, then 245 Hz
    assert amp.value and sound.out.playing and sound.out.sample_rate == 330 * S.WAVE
    now[0] += 119
    sound.tick()
    assert sound.out.sample_rate == 330 * S.WAVE      # not yet
    now[0] += 1
    sound.tick()
    assert sound.out.playing and sound.out.sample_rate == 245 * S.WAVE
    now[0] += 200
    sound.tick()                                      # the cue's end: quiet, amplifier off
    assert not sound.out.playing and not amp.value and sound.at == 0


def test_clue_sounds_its_buzzer_through_pwmio(fake_board, monkeypatch):
    profile, _ = fake_board("clue_nrf52840_express", 240, 240)
    sound = profile.sound
    S = sys.modules["sos_boards.sound"]
    pwm = sound.pwm
    assert type(pwm).__module__ == "pwmio" and pwm.pin == "SPEAKER" and pwm.duty_cycle == 0
    assert sound.out is None and sound.amp is None
    now = [5]
    monkeypatch.setattr(S, "ticks_ms", lambda: now[0])
    sound.play(S.PAGE)                                # 525 Hz for 100 ms
    assert (pwm.frequency, pwm.duty_cycle) == (525, S.DUTY)
    now[0] += 100
    sound.tick()
    assert pwm.duty_cycle == 0 and sound.at == 0


def test_the_feather_has_no_speaker(fake_board):
    profile, _ = fake_board("adafruit_feather_esp32s3_reverse_tft", 240, 135)
    assert profile.sound is None


def test_every_scheme_lists_its_buttons():
    assert B.SCHEMES[B.DPAD] == 0xFF
    assert B.SCHEMES[B.AB] == (1 << B.A) | (1 << B.B)
    assert B.SCHEMES[B.THREE] == (1 << B.LEFT) | (1 << B.A) | (1 << B.RIGHT)
    assert len(B.NAMES) == B.COUNT and all(B.NAMES[i] for i in range(B.COUNT))


def test_every_scheme_means_choose_and_a_way_to_move():
    """The UI needs CHOOSE and either spatial moves or NEXT on every board; a
    board without BACK/MENU gets those as targets instead."""
    for scheme, means in B.MEANS.items():
        assert len(means) == B.COUNT
        mask = B.intent_mask(scheme)
        assert mask & (1 << B.CHOOSE)
        assert mask & (1 << B.NEXT) or mask & 0x0F == 0x0F
        for b in range(B.COUNT):    # a button the board lacks means nothing
            assert (means[b] == B.NO) == (not B.SCHEMES[scheme] & (1 << b))


def test_profiles_are_importable_after_the_fakes_are_gone():
    # the fixture restored sys.modules: the real keypad is Blinka's again
    importlib.import_module("sos_boards.keyreader")
    assert "board" not in sys.modules or hasattr(sys.modules["board"], "__blinka__")


MP_CODE = '''
import gc, sys

class Grid:
    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.t = bytearray(w * h)
    def __getitem__(self, i):
        return self.t[i]
    def __setitem__(self, i, v):
        self.t[i] = v

class Queue:
    def __init__(self):
        self.n = 0
    def get_into(self, ev):
        self.n += 1
        if self.n % 3:
            ev.key_number = self.n % 4
            ev.pressed = self.n % 2 == 0
            return True
        return False

class Scanner:
    def __init__(self):
        self.events = Queue()

class Event:
    def __init__(self):
        self.key_number = 0
        self.pressed = False

class FakeKeypad:
    Event = Event

class Axis:
    def __init__(self):
        self.value = 32768

sys.modules["keypad"] = FakeKeypad
from sos_boards.keyreader import KeyReader
from sos_boards.joystick import JoystickPad
for p in ("lib/board_standins", "/lib/board_standins"):     # the unix ports', mp32's
    sys.path.append(p)
import audiocore, audioio, digitalio, pwmio
from sos_boards import sound as S

grid = Grid(2, 16)
run = bytearray([0x40 | v for v in range(17, 0, -1)])
keys = KeyReader((Scanner(),), (bytes((5, 4, 6, 7)),))
x = Axis()
pad = JoystickPad((Scanner(),), (bytes((5, 4, 6, 7)),), x, Axis())
speaker = S.Sound(audioio.AudioOut("SPEAKER"), audiocore.RawSample(S.SQUARE),
                  digitalio.DigitalInOut("SPEAKER_ENABLE"), None)
buzzer = S.Sound(None, None, None, pwmio.PWMOut("SPEAKER", duty_cycle=0, frequency=440,
                                                variable_frequency=True))

def cue(s, k):
    s.play(k)
    while s.at:
        s.until = S.ticks_add(S.ticks_ms(), -1)       # the note's time is up
        s.tick()

def frame_work(i):
    put_line(grid, 0, 1, 15, i % 12, run, 1 + i % 17)
    strip_row(3, 1 + i % 17, 15, i % 5)
    keys.next()
    keys.next()
    x.value = (i * 7919) % 65536
    pad.next()
    pad.next()
    cue(speaker, 1 + i % 6)
    cue(buzzer, 1 + i % 6)

for i in range(50):
    frame_work(i)
gc.collect()
before = gc.mem_alloc()
for i in range(2000):
    frame_work(i)
print(gc.mem_alloc() - before)
'''


@pytest.mark.parametrize("vm_name", ["run_mp64", "run_mp32"])
def test_drawing_lines_reading_buttons_and_sounding_cues_allocate_nothing(vm_name):
    """On real MicroPython VMs (64- and 32-bit): sos_sprites' put_* helpers,
    KeyReader.next(), JoystickPad.next() and every sound cue played to its end
    on the speaker and on the buzzer (their C modules: the board benchmark's
    stand-ins) allocate nothing."""
    from pathlib import Path

    from tools.bench import mpvm

    root = Path(__file__).resolve().parent.parent
    code = (root / "lib" / "sos_sprites.py").read_text() + MP_CODE
    try:
        # (64 KB, run_mp64's own, left no room to compile all of sos_sprites.py)
        room = {"heapsize": "96K"} if vm_name == "run_mp64" else {}
        r = getattr(mpvm, vm_name)(code, root=root, packages=("lib/sos_boards", "sos_core",
                                                              "tools/board_standins"), **room)
    except mpvm.VMMissing as missing:
        pytest.skip(str(missing))
    assert r.returncode == 0, r.stderr
    assert r.stdout.split()[-1] == "0", r.stdout
