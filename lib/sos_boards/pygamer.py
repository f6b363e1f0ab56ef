"""Adafruit PyGamer: 160x128 TFT; A, B, START, SELECT on a shift register
(keys 0..3 = B, A, START, SELECT); the analog joystick is read as a d-pad; a
speaker on the DAC (board.SPEAKER), its amplifier on board.SPEAKER_ENABLE."""

import analogio
import audiocore
import audioio
import board
import digitalio
import keypad
import microcontroller

from sos_boards.buttons import DPAD, SELECT, START, A, B, intent_mask, keymap
from sos_boards.joystick import JoystickPad
from sos_boards.sound import SQUARE, Sound

name = "pygamer"
scheme = DPAD
intents = intent_mask(DPAD)
sheet = "small"
bitmaps = "/assets/bitmaps/"

display = board.DISPLAY
display.auto_refresh = False  # the UI calls display.refresh() after a change
width = display.width
height = display.height
nvm = microcontroller.nvm

_keys = keypad.ShiftRegisterKeys(
    clock=board.BUTTON_CLOCK,
    data=board.BUTTON_OUT,
    latch=board.BUTTON_LATCH,
    key_count=4,
    value_when_pressed=True,
)
buttons = JoystickPad(
    (_keys,),
    (keymap(DPAD, (B, A, START, SELECT)),),
    analogio.AnalogIn(board.JOYSTICK_X),
    analogio.AnalogIn(board.JOYSTICK_Y),
)

# the speaker (sos_boards.sound): the DAC, its amplifier on only while a cue plays
_amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
_amp.switch_to_output(value=False)
sound = Sound(audioio.AudioOut(board.SPEAKER), audiocore.RawSample(SQUARE), _amp, None)
