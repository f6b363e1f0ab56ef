"""The desktop emulator: a profile with the interface of the board profiles
(see lib/sos_boards/__init__.py), in a pygame window or headless.

    profile = open_profile()              # SOS_PROFILE, SOS_MODE, ... from env
    profile = open_profile("clue", mode="headless", script="A B screenshot x")

Environment: SOS_PROFILE = a name of the board table (lib/sos_boards/table.py):
pygamer (default, 160x128) | pybadge | clue (240x240, A/B only) | feather
(240x135, D0/D1/D2); SOS_MODE = window
(default) | headless; SOS_SCALE = window zoom; SOS_KEYS = key script for
headless; SOS_SHOTS = screenshot directory (default /tmp/sos_shots);
SOS_NVM = file keeping the save area between runs. The profile's `sound`
(sos_desktop.sound, None where the board has none, as the Feather) records each
cue and plays it through pygame's mixer in a window.
"""

import os

from sos_boards.buttons import MEANS, SCHEMES, THREE, intent_mask
from sos_boards.table import BY_NAME

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BITMAPS = os.path.join(ROOT, "assets", "bitmaps") + os.sep

NVM_SIZE = 8192


class PowerCut(Exception):
    """Raised by a simulated FileNVM when the power is cut in the middle of a write."""


# Erase unit of each simulated flash: on the nRF52840 (CLUE) the 8 KB are two
# 4 KB pages, each write erasing the pages it touches; on SAMD51 boards (PyGamer,
# PyBadge) they are one 8 KB block, erased by every write.
ERASE_UNIT = {"nrf52840": 4096, "samd51": 8192}


class FileNVM(bytearray):
    """A save area like microcontroller.nvm; every write (item or slice
    assignment) goes through to `path` if given.

    kind=None is a plain bytearray (fresh contents 0). kind="nrf52840" or "samd51"
    simulates the board's flash for tests: fresh contents 0xFF; a write erases each
    erase unit it touches (counted in `erases`, one per unit) and programs the
    whole unit again, byte by byte in address order; with `cut_at = k` set, the
    next write stops after k programmed bytes (the rest of the unit stays 0xFF,
    later units untouched), clears cut_at and raises PowerCut.
    """

    def __init__(self, path=None, size=NVM_SIZE, kind=None):
        if kind is not None and kind not in ERASE_UNIT:
            raise ValueError("kind must be None, 'nrf52840' or 'samd51'")
        super().__init__(b"\xff" * size if kind else size)
        self.path = path
        self.kind = kind
        self.unit = ERASE_UNIT.get(kind, size)
        self.erases = [0] * (size // self.unit)
        self.writes = 0
        self.cut_at = None
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
            bytearray.__setitem__(self, slice(0, len(data)), data)

    def __setitem__(self, index, value):
        if isinstance(index, slice) and len(range(*index.indices(len(self)))) != len(value):
            raise ValueError("slice and value have different lengths")  # as on a board
        if self.kind is None:
            super().__setitem__(index, value)
        else:
            self._flash_write(index, value)
        self.writes += 1
        self._flush()

    def _flush(self):
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self)

    def _flash_write(self, index, value):
        n = len(self)
        if isinstance(index, slice):
            start, stop, step = index.indices(n)
            if step != 1:
                raise ValueError("nvm slices must be contiguous")
        else:
            start = index + n if index < 0 else index
            stop = start + 1
        image = bytearray(self)
        image[index] = value
        if len(image) != n:
            raise ValueError("a write cannot change the size of the nvm")
        if stop <= start:
            return
        programmed = 0
        for u in range(start // self.unit, (stop - 1) // self.unit + 1):
            lo, hi = u * self.unit, (u + 1) * self.unit
            self.erases[u] += 1
            bytearray.__setitem__(self, slice(lo, hi), b"\xff" * self.unit)
            cut = self.cut_at
            if cut is not None and cut - programmed < self.unit:
                k = max(0, cut - programmed)
                bytearray.__setitem__(self, slice(lo, lo + k), image[lo:lo + k])
                self.cut_at = None
                self._flush()
                raise PowerCut("power cut after %d bytes" % (programmed + k))
            bytearray.__setitem__(self, slice(lo, hi), image[lo:hi])
            programmed += self.unit


class DesktopProfile:
    def __init__(self, name, mode, display, buttons, nvm, sound=None):
        self.name = name
        board = BY_NAME[name]
        self.width, self.height = board.width, board.height
        self.scheme, self.sheet = board.scheme, board.sheet
        self.intents = intent_mask(self.scheme)
        self.mode = mode
        self.display = display
        self.buttons = buttons
        self.nvm = nvm
        self.bitmaps = BITMAPS
        self.sound = sound       # sos_desktop.sound.DesktopSound: cues recorded (and heard)
        # the first game's guide (sos_ui.begin): for a player at a window; a
        # scripted run (the tests, tools) keeps its presses unless SOS_GUIDE=1
        self.guide = os.environ.get("SOS_GUIDE", "1" if mode == "window" else "0") == "1"

    def close(self):
        import displayio

        displayio.release_displays()
        if self.sound is not None:
            self.sound.close()
        if self.mode == "window":
            import pygame

            pygame.display.quit()


def open_profile(name=None, mode=None, script=None, shots=None, scale=None, nvm=None):
    """Build the desktop profile.  `mode` "window" or "headless"; `script` a
    key script (headless); `shots` the screenshot directory."""
    import displayio

    name = name or os.environ.get("SOS_PROFILE", "pygamer")
    if name not in BY_NAME:
        raise ValueError("SOS_PROFILE must be one of %s" % ", ".join(BY_NAME))
    mode = mode or os.environ.get("SOS_MODE", "window")
    board = BY_NAME[name]
    width, height, scheme = board.width, board.height, board.scheme
    available = SCHEMES[scheme]
    nvm = FileNVM(nvm or os.environ.get("SOS_NVM"))
    displayio.release_displays()
    if mode == "headless":
        from sos_desktop.fbdisplay import FrameBufferDisplay
        from sos_desktop.scriptbuttons import ScriptButtons

        display = FrameBufferDisplay(width, height)
        if script is None:
            script = os.environ.get("SOS_KEYS", "")
        shots = shots or os.environ.get("SOS_SHOTS", "/tmp/sos_shots")
        buttons = ScriptButtons(display, available, shots, script, MEANS[scheme])
    elif mode == "window":
        from sos_desktop.window import KeyboardButtons, WindowDisplay

        if scale is None:
            scale = int(os.environ.get("SOS_SCALE", 0)) or max(1, 720 // max(width, height))
        display = WindowDisplay(width, height, scale, "SOS Titanic (%s)" % name)
        buttons = KeyboardButtons(available, feather=scheme == THREE, means=MEANS[scheme])
    else:
        raise ValueError("SOS_MODE must be window or headless")
    from sos_desktop.sound import DesktopSound

    # the boards with a speaker or a buzzer; heard only in a window
    sound = DesktopSound(mixer=mode == "window") if board.speaker else None
    return DesktopProfile(name, mode, display, buttons, nvm, sound)
