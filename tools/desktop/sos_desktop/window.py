"""The emulator window: a FrameBufferDisplay shown in a pygame window scaled
by an integer, and the keyboard read as the board's buttons.

Keys: arrows = d-pad; Z or A = A; X or S = B; Enter = START;
Space or Backspace = SELECT; on the Feather also 1, 2, 3 = D0, D1, D2.
Keys for buttons the emulated board lacks are ignored.  Esc or closing the
window sets buttons.done.
"""

import os
from collections import deque

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
from sos_boards.buttons import DOWN, LEFT, NONE, RELEASED, RIGHT, SELECT, START, UP, A, B

from sos_desktop.fbdisplay import FrameBufferDisplay

KEYMAP = {
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_z: A,
    pygame.K_a: A,
    pygame.K_x: B,
    pygame.K_s: B,
    pygame.K_RETURN: START,
    pygame.K_KP_ENTER: START,
    pygame.K_SPACE: SELECT,
    pygame.K_BACKSPACE: SELECT,
}
FEATHER_KEYS = {pygame.K_1: LEFT, pygame.K_2: A, pygame.K_3: RIGHT}


NO_DISPLAY = ("sos: no display found (SDL video driver %s): to play without a window, run "
              "headless: SOS_MODE=headless SOS_KEYS=\"A screenshot first\" python3 tools/play.py "
              "(tools/desktop/README.md)")
# SDL falls back to these where it finds no screen: a window there is never seen,
# and the game would wait for keys that cannot come. Asked for by name (tests: dummy), fine.
HIDDEN = ("offscreen", "dummy")


class WindowDisplay(FrameBufferDisplay):
    def __init__(self, width, height, scale, caption="SOS Titanic"):
        self.scale = scale
        try:
            pygame.display.init()
            driver = pygame.display.get_driver()
            if driver in HIDDEN and os.environ.get("SDL_VIDEODRIVER") != driver:
                raise pygame.error(driver)
            pygame.display.set_caption(caption)
            self.screen = pygame.display.set_mode((width * scale, height * scale))
        except pygame.error as e:
            pygame.display.quit()
            raise SystemExit(NO_DISPLAY % e) from None
        super().__init__(width, height)

    def _presented(self):
        s = self.scale
        rects = []
        for x1, y1, x2, y2 in self.last_areas:
            w, h = x2 - x1, y2 - y1
            surface = pygame.image.frombuffer(bytes(self.rgb(x1, y1, x2, y2)), (w, h), "RGB")
            surface = pygame.transform.scale(surface, (w * s, h * s))
            rects.append(self.screen.blit(surface, (x1 * s, y1 * s)))
        pygame.display.update(rects)


class KeyboardButtons:
    def __init__(self, available, feather=False, means=None):
        self.available = available
        self.means = means
        self.keymap = dict(KEYMAP)
        if feather:
            self.keymap.update(FEATHER_KEYS)
        self.pressed = 0  # intents held
        self._held = 0  # buttons held
        self.done = False
        self._queue = deque()

    def _pump(self):
        for event in pygame.event.get():  # unfiltered: filtering reorders events
            if event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
            ):
                self.done = True
            elif event.type in (pygame.KEYDOWN, pygame.KEYUP):
                button = self.keymap.get(event.key)
                if button is None or not self.available & (1 << button):
                    continue
                down = event.type == pygame.KEYDOWN
                if down == bool(self._held & (1 << button)):
                    continue  # two keys for one button: report it once
                intent = button if self.means is None else self.means[button]
                if down:
                    self._held |= 1 << button
                    self.pressed |= 1 << intent
                    self._queue.append(intent)
                else:
                    self._held &= ~(1 << button)
                    self.pressed &= ~(1 << intent)
                    self._queue.append(intent | RELEASED)

    def next(self):
        if not self._queue:
            self._pump()
        return self._queue.popleft() if self._queue else NONE
