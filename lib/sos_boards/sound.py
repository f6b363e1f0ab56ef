"""The sound cues: a few notes each, on the PyGamer's and PyBadge's speaker (the
DAC through audioio: a looped one-period square wave whose sample rate sets the
pitch) or the CLUE's buzzer (pwmio: the frequency sets it). play(cue) starts a
cue's first note and returns; tick(), on the App's idle passes, starts the next
note when one's time is up. Made once at start-up by the board's profile (the
audio objects too, in its top-level code, which is gone once it has run); the
Feather has none. The desktop and the web page have their own with the same
play(cue) and tick()."""
from sos_boards.clock import ticks_add, ticks_diff, ticks_ms
from sos_core.compat import const

# The cues in the order of their weight: a decision's cue is the weightiest of
# what it did (sos_ui.banner.cue_of); 0 is none.
RESCUED = const(1)      # a rescue drew passengers that can be placed
PAGE = const(2)         # a page turned
FAILED = const(3)       # a rescue failed (its page turned too)
FLOODED = const(4)      # a deck fully flooded
SUNK = const(5)         # the ship sank
ALL_SAVED = const(6)    # everyone saved
PITCH = const(5)        # Hz a note's pitch byte counts
LENGTH = const(10)      # ms its length byte counts

# (pitch, length) pairs; NOTES starts with a 0 and each cue ends with one, so cue
# k's notes follow the k-th 0 (the web page's sos.js CUES are the same notes)
NOTES = bytes((
    0,
    132, 8, 176, 12, 0,                     # RESCUED: 660 Hz, 880 Hz
    105, 10, 0,                             # PAGE: 525 Hz
    66, 12, 49, 20, 0,                      # FAILED: 330 Hz, 245 Hz
    39, 25, 0,                              # FLOODED: 195 Hz, long
    44, 20, 37, 20, 29, 40, 0,              # SUNK: 220, 185, 145 Hz
    105, 10, 132, 10, 157, 10, 209, 25, 0,  # ALL_SAVED: 525, 660, 785, 1045 Hz
))
# the speaker's one period of a square wave, 8-bit unsigned (128 is silence; a
# swing of 40 either side: quiet), looped at WAVE samples a period
SQUARE = bytes((168,) * 8 + (88,) * 8)
WAVE = const(16)
DUTY = const(0x4000)    # the buzzer's duty cycle while it sounds (of 0xFFFF)


class Sound:
    """out, sample, amp: the speaker's audioio.AudioOut, its RawSample, and the
    amplifier's enable pin (on only while a cue plays); or pwm: the buzzer's
    pwmio.PWMOut. Nothing allocates after it is made."""

    def __init__(self, out, sample, amp, pwm):
        self.out = out
        self.sample = sample
        self.amp = amp
        self.pwm = pwm
        self.at = 0                    # NOTES' index of the next note; 0: quiet
        self.until = 0                 # ticks_ms when the note sounding ends
        if out is not None:
            # audioio makes its DMA buffer (twice the sample) at its first play and
            # keeps it: made here, silent (the amplifier is off), not in a press
            out.play(sample, loop=True)
            out.stop()

    def play(self, cue):
        i = 0
        while cue > 1:                 # past cue-1 ends
            i += 1
            if not NOTES[i]:
                cue -= 1
        self.at = i + 1
        if self.amp is not None:
            self.amp.value = True
        self.until = ticks_ms()        # its first note: now
        self.tick()

    def tick(self):
        """Start the next note, or go quiet after the cue's last, when it is time."""
        i = self.at
        now = ticks_ms()
        if not i or ticks_diff(now, self.until) < 0:
            return
        hz = NOTES[i] * PITCH
        out = self.out
        if out is not None:
            out.stop()
        if not hz:                     # the cue's end
            self.at = 0
            if out is None:
                self.pwm.duty_cycle = 0
            else:
                self.amp.value = False
            return
        if out is None:
            self.pwm.frequency = hz
            self.pwm.duty_cycle = DUTY
        else:
            self.sample.sample_rate = hz * WAVE
            out.play(self.sample, loop=True)
        self.until = ticks_add(now, NOTES[i + 1] * LENGTH)
        self.at = i + 2
