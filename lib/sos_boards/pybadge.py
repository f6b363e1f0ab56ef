"""Adafruit PyBadge (and PyBadge LC): 160x128 TFT; eight buttons on a shift
register, keys 0..7 = B, A, START, SELECT, RIGHT, DOWN, UP, LEFT; a speaker on
the DAC (board.SPEAKER), its amplifier on board.SPEAKER_ENABLE."""

import audiocore
import audioio
import board
import digitalio
import keypad
import microcontroller

from sos_boards.buttons import DOWN, DPAD, LEFT, RIGHT, SELECT, START, UP, A, B, intent_mask, keymap
from sos_boards.keyreader import KeyReader
from sos_boards.sound import SQUARE, Sound

name = "pybadge"
scheme = DPAD
intents = intent_mask(DPAD)
sheet = "small"
bitmaps = "/assets/bitmaps/"

display = board.DISPLAY
display.auto_refresh = False
width = display.width
height = display.height
nvm = microcontroller.nvm

_keys = keypad.ShiftRegisterKeys(
    clock=board.BUTTON_CLOCK,
    data=board.BUTTON_OUT,
    latch=board.BUTTON_LATCH,
    key_count=8,
    value_when_pressed=True,
)
buttons = KeyReader((_keys,), (keymap(DPAD, (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT)),))

# the speaker (sos_boards.sound): the DAC, its amplifier on only while a cue plays
_amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
_amp.switch_to_output(value=False)
sound = Sound(audioio.AudioOut(board.SPEAKER), audiocore.RawSample(SQUARE), _amp, None)
