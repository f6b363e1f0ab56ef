"""The board benchmark's MicroPython side (tools/board_bench.py builds the tree and
runs it; its main.py calls main()): plays one scripted game through code.py, with
button presses delivered as keypad events to the real profile's KeyReader
(tools/board_standins/keypad.py). Runs on both MicroPython VMs (tools/bench/mpvm.py).

Settings come from a module `board_choice` written by the builder: BOARD, MODE
("baseline": import the stand-ins and the Adafruit libraries only; "standins": the
stand-ins only; "game": play; "session": play GAMES games in a row, from the title
each time, as a player does without switching off;
"alloc": play and count the allocation of every press; "measure": play the same
game and time every press, then time the reference workload; "hint": play, asking
the pause menu's Hint every ninth press on the board; "screens": play, opening the
survivor groups and every help page every ninth press, and every title screen
at the end; tools/bench/board_stack.py has two more, for the Python stack's depth),
SEED (the planner's PRNG), ASSETS (where the profile's /assets/bitmaps/ is),
GAMES (games to play: 1 but in "session" mode), and the numbers of the App's
states, the PRNG's state size and some buttons.

The planner looks at app.state and app.play (n, cur, spot) and picks a random legal
entry with the project's PRNG (sos_core.rng); X_MENU/X_BACK entries are never
picked. Its own allocations stay outside the measured windows. No CPython-only
syntax.
"""
import gc
import time

import board_choice as C

STEP = 0                # a board press that only moved the cursor
DECISION = 1            # a press after which the game state changed
SELECT = 2              # a board "choose" that opened the second choice (game unchanged)
SCREEN = 3              # title, hand-over, banner, game over


def baseline(libraries=True):
    """Everything that is not ours: the stand-ins and (libraries) the Adafruit
    libraries, which the issue's share subtracts though the game loads none.
    Not the sound's (audiocore, audioio, digitalio, pwmio): their names would
    open the baseline's fifth qstr pool (tests/test_board_install.py), so a game
    whose profile imports them counts them as its own (0.3-1.3 KB more than a
    board, where they are C)."""
    import analogio  # noqa: F401
    import bitmaptools  # noqa: F401
    import board  # noqa: F401
    import displayio  # noqa: F401
    import fontio  # noqa: F401
    import keypad  # noqa: F401
    import microcontroller  # noqa: F401
    import supervisor  # noqa: F401
    import terminalio  # noqa: F401
    import vectorio  # noqa: F401
    if libraries:
        import adafruit_imageload  # noqa: F401
        import adafruit_ticks  # noqa: F401
        from adafruit_display_text import bitmap_label, label  # noqa: F401
    gc.collect()
    print("BASELINE", gc.mem_alloc())
    import micropython

    micropython.qstr_info()            # "qstr pool: n_pool=.., n_qstr=.., ..."


class Driver:
    """Plays the game through button events; `App.run` is replaced by `run` below,
    so code.py runs unchanged and hands us its App."""

    def __init__(self, app):
        # only modules the game itself has loaded: one of its own (sos_ui.states,
        # sos_core.layout: constants a board has inlined) would be counted in the
        # game's smallest heap, at its start-up peak; their numbers come in
        # board_choice (tools/board_bench.py)
        from sos_boards import buttons as Bt

        from sos_core import rng

        self.app = app
        self.Bt = Bt
        self.rng = rng
        self.pick = bytearray(C.RNG + 6)
        rng.seed(self.pick, C.SEED)
        self.target = -1
        self.path = None
        reader = app.buttons
        # intent -> queue (255: none) and key_number, from the profile's own keymaps;
        # two bytearrays, not a dict of tuples: the Driver is made at the game's
        # start-up peak, and the harness should need as little there as it can
        self.queue_of = bytearray(b"\xff" * Bt.N_INTENTS)
        self.key_of = bytearray(Bt.N_INTENTS)
        for i in range(len(reader._queues)):
            m = reader._maps[i]
            for k in range(len(m)):
                if m[k] < Bt.N_INTENTS:
                    self.queue_of[m[k]] = i
                    self.key_of[m[k]] = k
        self.stick = (getattr(reader, "_x", None), getattr(reader, "_y", None))
        self.tick = getattr(app, "tick", None)
        # A save that finds no memory gives up and the game goes on (Saver._failed):
        # here it ends the run, so a smallest heap is one where every save is made.
        def no_room():
            raise MemoryError("a save found no memory")

        app.saver._failed = no_room
        self.before = bytearray(len(app.game.s))
        self.records = []      # (kind, bytes, us) per press, measure mode
        self.settle = None     # mpgames.settle, for the timed presses (measure mode)
        self.games = 0         # game-over screens dismissed
        self.tour = None       # board_tour ("screens" mode)
        if C.MODE == "screens":
            import board_tour

            self.tour = board_tour
        if C.MODE == "measure":
            from mpgames import settle

            self.settle = settle

    # --- delivering a button --------------------------------------------------------
    def deliver(self, b, down):
        """Queue the keypad event (or move the stick) for button b."""
        Bt = self.Bt
        q = self.queue_of[b] if 0 <= b < Bt.N_INTENTS else 255
        if q != 255:
            self.app.buttons._queues[q].inject(self.key_of[b], down)
            return
        x, y = self.stick
        if b == Bt.LEFT or b == Bt.RIGHT:
            x.value = 32768 if not down else (0 if b == Bt.LEFT else 65535)
        else:
            y.value = 32768 if not down else (0 if b == Bt.UP else 65535)

    def iteration(self):
        """One pass of the App's loop: poll once, handle, refresh. The one place to
        change when the App's loop changes (App.tick, when it exists, is used)."""
        app = self.app
        if self.tick is not None:
            return self.tick()
        b = app.buttons.next()
        if b != self.Bt.NONE:
            app.press(b)
            app.display.refresh()
        return b

    # --- the planner -----------------------------------------------------------------
    def ok(self):
        return self.Bt.CHOOSE

    def _pick_entry(self):
        play = self.app.play
        legal = 0
        for e in range(play.n):
            if play.spot[e] < C.X_MENU:
                legal += 1
        k = self.rng.below(self.pick, legal)
        for e in range(play.n):
            if play.spot[e] < C.X_MENU:
                if k == 0:
                    return e
                k -= 1
        return -1

    def _dpad_path(self, e):
        """Buttons leading the d-pad cursor to entry e (None: unreachable)."""
        import dpad

        return dpad.path(self.app.play, e)

    def next_button(self):
        app = self.app
        Bt = self.Bt
        if app.state != C.S_BOARD:
            self.target = -1
            app.deal = 1                      # New game (title, game over): deal 1,
            return self.ok()                  # the same game however it is installed
        play = app.play
        if self.target < 0 or self.target >= play.n:
            self.target = self._pick_entry()
            self.path = None
            if app.scheme == Bt.DPAD:
                path = self._dpad_path(self.target)
                while path is None:            # pick another entry the d-pad reaches
                    self.target = self._pick_entry()
                    path = self._dpad_path(self.target)
                self.path = path
        if play.cur == self.target:
            self.target = -1
            return self.ok()
        if app.scheme == "ab":
            return Bt.NEXT
        if app.scheme == Bt.THREE:
            fwd = (self.target - play.cur) % play.n
            return Bt.NEXT if fwd <= play.n - fwd else Bt.PREV
        return self.path.pop(0)

    # --- playing ------------------------------------------------------------------------
    def press(self, b, measure):
        """Deliver b (press then release) and run the loop once for each."""
        app = self.app
        if not measure:
            self.deliver(b, True)
            self.iteration()
            self.deliver(b, False)
            self.iteration()
            return
        g = app.game
        before = self.before
        for i in range(len(before)):
            before[i] = g.s[i]
        st = app.state
        # Two passes over the same game (same seed, same presses): "alloc" counts
        # each press's allocation with the GC off; "measure" times the presses with
        # nothing around them, since a gc.collect() or gc.mem_alloc() (a sweep of
        # the heap) just before a press flushes the desktop's caches and adds
        # ~100 us to it, which a board does not see.
        alloc = -1
        if C.MODE == "alloc":
            gc.collect()
            gc.disable()
            a0 = gc.mem_alloc()
        else:
            self.settle(len(self.records))     # outside the window: see mpgames.settle
        t0 = time.ticks_us()
        self.deliver(b, True)
        self.iteration()
        us = time.ticks_diff(time.ticks_us(), t0)
        if C.MODE == "alloc":
            alloc = gc.mem_alloc() - a0
            gc.enable()
        if st != C.S_BOARD:
            kind = SCREEN
        elif g.s != before:
            kind = DECISION
        elif b == self.ok():
            kind = SELECT
        else:
            kind = STEP
        self.records.append((kind, alloc, us))
        self.deliver(b, False)          # the release: delivered, not counted
        self.iteration()

    def play(self, measure):
        app = self.app
        app.display.refresh()
        presses = 0
        games = 0
        while True:
            was_over = app.state == C.S_OVER
            self.press(self.next_button(), measure)
            presses += 1
            if C.MODE == "hint" and app.state == C.S_BOARD and presses % 9 == 0:
                app.show_pause()               # the pause menu's Hint, now and then
                app.hint()
                if app.state != C.S_BOARD:       # no room to think: the heap is too small
                    raise MemoryError("no hint")
                self.target = -1               # the planner picks again
            if C.MODE == "screens" and app.state == C.S_OVER:
                self.tour.visit(self, None)    # game over: to the title, for its tour
            if C.MODE == "screens" and app.state == C.S_BOARD and presses % 9 == 0:
                self.tour.visit(self, False)
                self.target = -1
            if was_over and app.state != C.S_OVER:
                if C.MODE == "screens":
                    self.tour.visit(self, True)
                games += 1
                self.games = games
                if games >= C.GAMES:
                    break                      # the last game-over screen dismissed
                self.target = -1
            # a game takes ~300 presses: more is a player going round, as at a title
            # shown again and again for want of room to deal (a heap too small)
            if presses > 2000 * C.GAMES:
                raise RuntimeError("the scripted game does not end")
        return presses


def main():
    if C.MODE == "baseline" or C.MODE == "standins":
        baseline(C.MODE == "baseline")
        return
    state = {}

    def run(app):
        d = Driver(app)
        state["driver"] = d
        state["presses"] = d.play(C.MODE == "measure" or C.MODE == "alloc")

    # The profile's sprite path is the drive's /assets/bitmaps/: point it at the
    # tree this runs in (the VM's working directory).
    import sos_boards
    profile = sos_boards.detect()          # what code.py's detect() will return
    profile.bitmaps = C.ASSETS + "/bitmaps/"
    # code.py as it is, except that the scripted player runs the App instead of
    # its loop: importing sos_ui.app here to patch App.run would load every module
    # before code.py loads the sprite sheet, which it does first on a board.
    with open("code.py") as f:
        src = f.read()
    if src.count("    app.run()\n") != 1:
        raise RuntimeError("code.py no longer ends its start-up with app.run()")
    # compiled first and the text dropped: a board compiles code.py from the file
    # and holds no copy of its source while the game runs
    src = src.replace("    app.run()\n", "    _harness_run(app)\n")
    prog = compile(src, "code.py", "exec")
    src = None
    exec(prog, {"__name__": "__main__", "_harness_run": run})
    prog = None
    gc.collect()
    d = state["driver"]
    # presses, heap in use, games played, screen tours made ("screens" mode), and a
    # digest of the last game's state bytes (the same game, however it is installed)
    print("GAME", state["presses"], gc.mem_alloc(), d.games, d.tour.made if d.tour else 0,
          sum((i + 1) * b for i, b in enumerate(d.app.game.s)))
    d = None
    if C.MODE == "measure" or C.MODE == "alloc":
        d = state["driver"]
        for kind, alloc, us in d.records:
            print("P", kind, alloc, us)
        d = None
        state.clear()
        gc.collect()
        if C.MODE == "measure":             # the reference workload, this run
            import refwork

            print("REF", refwork.best_us())
