"""Adafruit CLUE: 240x240 TFT; only buttons A and B (active low)."""

import board
import keypad
import microcontroller

from sos_boards.buttons import AB, A, B, intent_mask, keymap
from sos_boards.keyreader import KeyReader

name = "clue"
scheme = AB
intents = intent_mask(AB)  # A: next target, B: choose
sheet = "large"
bitmaps = "/assets/bitmaps/"

display = board.DISPLAY
display.auto_refresh = False
width = display.width
height = display.height
nvm = microcontroller.nvm

_keys = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True)
buttons = KeyReader((_keys,), (keymap(AB, (A, B)),))
