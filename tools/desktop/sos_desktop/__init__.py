"""The desktop emulator: a profile with the interface of the board profiles
(see lib/sos_boards/__init__.py), in a pygame window or headless.

    profile = open_profile()              # SOS_PROFILE, SOS_MODE, ... from env
    profile = open_profile("clue", mode="headless", script="A B screenshot x")

Environment: SOS_PROFILE = pygamer (default, 160x128) | pybadge | clue
(240x240, A/B only) | feather (240x135, D0/D1/D2); SOS_MODE = window
(default) | headless; SOS_SCALE = window zoom; SOS_KEYS = key script for
headless; SOS_SHOTS = screenshot directory (default /tmp/sos_shots);
SOS_NVM = file keeping the save area between runs.
"""

import os

from sos_boards.buttons import AB, DPAD, MEANS, SCHEMES, THREE, intent_mask

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BITMAPS = os.path.join(ROOT, "assets", "bitmaps") + os.sep

# name: (width, height, scheme, sheet)
PROFILES = {
    "pygamer": (160, 128, DPAD, "small"),
    "pybadge": (160, 128, DPAD, "small"),
    "clue": (240, 240, AB, "large"),
    "feather": (240, 135, THREE, "large"),
}
NVM_SIZE = 8192


class FileNVM(bytearray):
    """A save area like microcontroller.nvm; written through to `path`."""

    def __init__(self, path=None, size=NVM_SIZE):
        super().__init__(size)
        self.path = path
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
            self[: len(data)] = data

    def __setitem__(self, index, value):
        super().__setitem__(index, value)
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self)


class DesktopProfile:
    def __init__(self, name, mode, display, buttons, nvm):
        self.name = name
        self.width, self.height, self.scheme, self.sheet = PROFILES[name]
        self.intents = intent_mask(self.scheme)
        self.mode = mode
        self.display = display
        self.buttons = buttons
        self.nvm = nvm
        self.bitmaps = BITMAPS

    def close(self):
        import displayio

        displayio.release_displays()
        if self.mode == "window":
            import pygame

            pygame.display.quit()


def open_profile(name=None, mode=None, script=None, shots=None, scale=None, nvm=None):
    """Build the desktop profile.  `mode` "window" or "headless"; `script` a
    key script (headless); `shots` the screenshot directory."""
    import displayio

    name = name or os.environ.get("SOS_PROFILE", "pygamer")
    if name not in PROFILES:
        raise ValueError("SOS_PROFILE must be one of %s" % ", ".join(PROFILES))
    mode = mode or os.environ.get("SOS_MODE", "window")
    width, height, scheme, _sheet = PROFILES[name]
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
    return DesktopProfile(name, mode, display, buttons, nvm)
