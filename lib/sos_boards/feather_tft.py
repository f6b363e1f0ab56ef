"""Adafruit ESP32-S3 Reverse TFT Feather: 240x135 TFT; three buttons.
D0 (the BOOT button) is pulled up and reads low when pressed; D1 and D2 are
pulled down and read high, so they need two keypad scanners.
Mapping (scheme THREE): D0 = LEFT (previous), D1 = A (choose), D2 = RIGHT (next).
No speaker: no sound."""

import board
import keypad
import microcontroller

from sos_boards.buttons import LEFT, RIGHT, THREE, A, intent_mask, keymap
from sos_boards.keyreader import KeyReader

name = "feather_tft"
scheme = THREE
intents = intent_mask(THREE)  # D0 previous, D1 choose, D2 next
sheet = "large"
bitmaps = "/assets/bitmaps/"

display = board.DISPLAY
display.auto_refresh = False
width = display.width
height = display.height
nvm = microcontroller.nvm

_d0 = keypad.Keys((board.D0,), value_when_pressed=False, pull=True)
_d12 = keypad.Keys((board.D1, board.D2), value_when_pressed=True, pull=True)
buttons = KeyReader((_d0, _d12), (keymap(THREE, (LEFT,)), keymap(THREE, (A, RIGHT))))
sound = None
