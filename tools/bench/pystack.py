"""Estimate the deepest Python call chain the game makes, in bytes of
CircuitPython's Python stack ("pystack"): `python3 tools/pystack.py [--games N]`.

CircuitPython runs each Python call in a frame taken from a fixed pystack (1,536 B
on SAMD51 boards and on every board in CircuitPython 9; 2,048 B on nRF52840 in 10;
`CIRCUITPY_PYSTACK_SIZE` in settings.toml raises it). A frame holds the code state
(about 24 B on a 32-bit board) and one 4-byte slot a local variable and a value-
stack entry. This plays whole games through the UI on the desktop (all three
button schemes, every screen the scripted player reaches) with a profiler hook and
adds up, over every chain of our own frames (code.py, lib/, sos_core/; Blinka and
the desktop shim stand for C on a board and cost no pystack), an estimate per
frame from CPython's own counts: 24 + 4 x (locals + value stack), rounded up to
8 B, plus 16 B for an exception handler where the function has one. CPython's
value-stack depth is close to MicroPython's for the same code, not equal: treat the
result as an estimate with a margin, as settings.toml's value does.
"""
import argparse
import os
import sys

from tools import _paths

ROOT = str(_paths.ROOT)

_paths.add(_paths.TESTS)            # uikit
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

OURS = tuple(os.path.join(ROOT, d) + os.sep for d in ("lib", "sos_core", "sos_bot")) + (
    os.path.join(ROOT, "code.py"),)
STATE = 24        # mp_code_state_t on a 32-bit board, with pystack
SLOT = 4
HANDLER = 16      # an exception-stack entry


def frame_bytes(code):
    n = STATE + SLOT * (code.co_nlocals + code.co_stacksize)
    if code.co_exceptiontable:
        n += HANDLER
    return (n + 7) & ~7


class Deepest:
    def __init__(self):
        self.cost = {}                # code object -> bytes
        self.best = 0
        self.chain = ()

    def _ours(self, code):
        return code.co_filename.startswith(OURS)

    def __call__(self, frame, event, arg):
        if event != "call" or not self._ours(frame.f_code):
            return
        total = 0
        f = frame
        while f is not None:
            c = f.f_code
            if self._ours(c):
                n = self.cost.get(c)
                if n is None:
                    n = self.cost[c] = frame_bytes(c)
                total += n
            f = f.f_back
        if total > self.best:
            self.best = total
            chain = []
            f = frame
            while f is not None:
                if self._ours(f.f_code):
                    chain.append("%s:%s" % (os.path.basename(f.f_code.co_filename),
                                            f.f_code.co_name))
                f = f.f_back
            self.chain = tuple(reversed(chain))


def measure(games=1, profiles=None, seed=1):
    """(deepest estimate in bytes, its chain of functions); `profiles`: by default
    one board of each screen size."""
    import displayio
    import uikit
    from sos_boards.table import EACH_SIZE
    from sos_desktop.uidriver import ok_key, run_keys
    from sos_ui.states import OVER, TITLE

    deepest = Deepest()
    for profile in profiles or [b.name for b in EACH_SIZE]:
        for k in range(games):
            displayio.release_displays()
            app = uikit.make_app(profile)
            app.players = 1 + (k % 3)
            app.deal = seed + 17 * k
            sys.setprofile(deepest)
            try:
                run_keys(app, [ok_key(app.scheme)])
                uikit.play_game(app, seed + k, hint_every=6)   # the hint's chain too
                assert app.state == OVER
                uikit.choose_menu_item(app, "Title menu")      # and the way out
                assert app.state == TITLE
            finally:
                sys.setprofile(None)
            app.profile.close()
    # code.py's own frame sits under App.run on a board (the tests build the App)
    with open(os.path.join(ROOT, "code.py")) as f:
        top = frame_bytes(compile(f.read(), "code.py", "exec"))
    return deepest.best + top, ("code.py:<module>",) + deepest.chain


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="games per profile")
    args = ap.parse_args()
    best, chain = measure(args.games)
    print("deepest chain: about %d B of pystack (1,536 B on SAMD51 and CircuitPython 9)"
          % best)
    for name in chain:
        print("  " + name)
    return 0
