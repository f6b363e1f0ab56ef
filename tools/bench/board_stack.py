"""The board benchmark's Python-stack modes (tools/board_bench.py writes a main.py
that imports this instead of calling board_harness.main()): "stack" plays the
scripted game, "stackhint" the hint run, with code.py's own loop, App.run, as a
board runs it. A module of its own so that the harness, loaded in every mode,
keeps its names (tests/test_board_install.py counts them). MicroPython only."""
import board_choice as C
from board_harness import Driver


class Feeder:
    """The "stack" modes' player: code.py runs as it is, its App.run() included, so
    the game's frames stand on the Python stack as on a board, below only the
    harness's own (main.py, this module, main(): pystack_use() there, printed as
    HARNESS_STACK, is what tools/board_bench.py subtracts). The player sits in the
    one place a board waits for a person: the profile's `buttons.next()`, which
    this replaces. There it delivers one press or release per poll, as the
    Driver's `press` does, then reads it through the real reader; so a press is
    handled by App.tick on the stack code.py's loop gives it, with no frame of
    ours under it. A hint is asked as the pause menu's Hint asks it: the pause
    menu shown and `app.hinting` set, so App.tick calls App.hint after the
    (released) button it reads."""

    def __init__(self, g, buttons):
        self.g = g                      # code.py's globals: its `app`, once made
        self.buttons = buttons
        self.d = None
        self.release = -1               # the button whose release comes next
        self.presses = 0
        self.was_over = False
        self.asked = False              # a hint was asked by the last poll
        self.hinted_at = 0              # the press count of the last hint

    def feed(self):
        d = self.d
        if d is None:
            d = self.d = Driver(self.g["app"])
            if C.MODE == "stackhint":
                # no first game's guide (sos_ui.begin) here: its one more press
                # would move every hint of the run (each ninth press) to another
                # position, another sample of greedy's depth; its own frames are
                # in the "stack" run's (the same need with it or without)
                d.app.profile.guide = False
        app = d.app
        b = self.release
        if b >= 0:                      # the release of the last press
            self.release = -1
            d.deliver(b, False)
            return self.read()
        if self.asked:
            self.asked = False
            if app.state != C.S_BOARD:
                raise MemoryError("no hint")
            d.target = -1
        if self.was_over and app.state != C.S_OVER:
            d.games += 1
            if d.games >= C.GAMES:
                self.buttons.done = True     # App.run returns, code.py ends
                return self.read()
            d.target = -1
        if C.MODE == "stackhint" and app.state == C.S_BOARD and self.presses \
                and self.presses % 9 == 0 and self.presses != self.hinted_at:
            self.hinted_at = self.presses
            app.show_pause()
            app.hinting = True
            self.asked = True
            d.deliver(d.Bt.CHOOSE, False)   # a release: App.tick hints after it
            return self.read()
        self.was_over = app.state == C.S_OVER
        b = d.next_button()
        self.presses += 1
        if self.presses > 20000 * C.GAMES:
            raise RuntimeError("the scripted game does not end")
        d.deliver(b, True)
        self.release = b
        return self.read()

    def read(self):
        return type(self.buttons).next(self.buttons)


def main():
    """code.py run as it is, played by a Feeder."""
    import micropython
    import sos_boards

    profile = sos_boards.detect()
    profile.bitmaps = C.ASSETS + "/bitmaps/"
    with open("code.py") as f:
        prog = compile(f.read(), "code.py", "exec")
    g = {"__name__": "__main__"}
    feeder = Feeder(g, profile.buttons)
    profile.buttons.next = feeder.feed
    print("HARNESS_STACK", micropython.pystack_use())
    exec(prog, g)
    d = feeder.d
    print("GAME", feeder.presses, 0, d.games, 0,
          sum((i + 1) * b for i, b in enumerate(d.app.game.s)))


main()
