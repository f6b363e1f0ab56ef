"""The board's sound cues on the desktop: every cue recorded (`cues`, what the
tests read), and heard through pygame's mixer when a window is open.

The notes are the board's (sos_boards.sound.NOTES), each a square wave like the
PyGamer's, made into a pygame Sound at the cue's first play; play() starts it and
returns, as on a board."""
from array import array

from sos_boards.sound import LENGTH, NOTES, PITCH

RATE = 22050               # the mixer's samples a second
VOLUME = 3000              # the square wave's swing (16-bit): quiet, as the board's
FADE = 0.01                # seconds each note fades in and out: no clicks


def notes(cue):
    """Cue `cue`'s notes as (Hz, seconds) pairs."""
    part = NOTES.split(b"\0")[cue]
    return [(part[i] * PITCH, part[i + 1] * LENGTH / 1000) for i in range(0, len(part), 2)]


def samples(cue, rate=RATE):
    """The cue as signed 16-bit mono samples."""
    out = array("h")
    fade = int(FADE * rate)
    for hz, seconds in notes(cue):
        n = int(seconds * rate)
        half = rate / hz / 2
        for i in range(n):
            level = VOLUME * min(1, i / fade, (n - i) / fade)
            out.append(int(level if int(i / half) % 2 == 0 else -level))
    return out


class DesktopSound:
    """play(cue) records the cue and, with `mixer`, starts it on pygame's mixer
    (quietly recorded only where the mixer will not start: no audio device)."""

    def __init__(self, mixer=False):
        self.cues = []
        self._sounds = {}
        self._mixer = None
        if mixer:
            import pygame

            try:
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                self._mixer = pygame.mixer
            except pygame.error:
                pass

    def play(self, cue):
        self.cues.append(cue)
        if self._mixer is None:
            return
        sound = self._sounds.get(cue)
        if sound is None:
            channels = self._mixer.get_init()[2]
            data = samples(cue, self._mixer.get_init()[0])
            if channels > 1:                       # the mixer took stereo: each sample twice
                data = array("h", (v for v in data for _ in range(channels)))
            sound = self._sounds[cue] = self._mixer.Sound(buffer=data.tobytes())
        sound.play()

    def tick(self):
        """The mixer plays on by itself."""

    def close(self):
        if self._mixer is not None:
            self._mixer.quit()
            self._mixer = None
