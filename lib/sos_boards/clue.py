"""Adafruit CLUE: 240x240 TFT; only buttons A and B (active low); a buzzer on
board.SPEAKER, played through pwmio (no sample buffer, nothing allocated for a
note: less heap than audiopwmio, measured on CircuitPython's VM)."""

import board
import keypad
import microcontroller
import pwmio

from sos_boards.buttons import AB, A, B, intent_mask, keymap
from sos_boards.keyreader import KeyReader
from sos_boards.sound import Sound

name = "clue"
scheme = AB
intents = intent_mask(AB)  # A: next target, B: choose
sheet = "tall"
bitmaps = "/assets/bitmaps/"

display = board.DISPLAY
display.auto_refresh = False
width = display.width
height = display.height
nvm = microcontroller.nvm

_keys = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True)
buttons = KeyReader((_keys,), (keymap(AB, (A, B)),))
# the buzzer (sos_boards.sound): silent (duty cycle 0) between notes
sound = Sound(None, None, None, pwmio.PWMOut(board.SPEAKER, duty_cycle=0, frequency=440,
                                             variable_frequency=True))
