"""Self-play with random legal decisions, chosen by our own PRNG so the same seed
plays the same game on CPython and on MicroPython. Imported by tests and
tools/bench.py on CPython, and sent as source to the MicroPython VMs (so: no
CPython-only syntax, and the hot loop allocates nothing)."""
import gc

from sos_core import rng
from sos_core.game import Game
from sos_core.layout import RNG

PICK_SIZE = RNG + 6          # the chooser's own generator state


def start(g, pick, seed, variant, players):
    g.setup(seed, variant, players)
    rng.seed(pick, (seed * 7 + 3) & 0x3FFFFFFF)


def finish(g, pick):
    """Play random legal decisions to the end; return how many were made."""
    made = 0
    while not g.over():
        n = g.list_decisions()
        g.apply_index(rng.below(pick, n))
        made += 1
    return made


def games(n, first=0):
    """(seed, variant, players) of the standard self-play set: every variant and
    every player count."""
    out = []
    for i in range(first, first + n):
        out.append((i, i % 3, 1 + (i // 3) % 5))
    return out


def measure_allocation(n):
    """Bytes allocated while listing and applying every decision of n games,
    after a warm-up game; GC off so nothing hides an allocation."""
    g = Game()
    pick = bytearray(PICK_SIZE)
    start(g, pick, 999, 0, 1)
    finish(g, pick)
    total = 0
    made = 0
    for seed, variant, players in games(n):
        start(g, pick, seed, variant, players)
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        made += finish(g, pick)
        total += gc.mem_alloc() - before
        gc.enable()
    return total, made


def final_positions(n, first=0, text=True):
    """Final position of each self-played game (for cross-VM comparison): its
    text (sos_text.notation, the desktop's), or with text=False its state bytes
    as a line of numbers (the board's tree has no notation)."""
    if text:
        from sos_text.notation import dump
    g = Game()
    pick = bytearray(PICK_SIZE)
    out = []
    for seed, variant, players in games(n, first):
        start(g, pick, seed, variant, players)
        finish(g, pick)
        out.append(dump(g) if text else " ".join([str(b) for b in g.s]))
    return out


def settle(k):
    """Allocate one heap block (a float on the 64-bit unix port) just before a
    timed step, outside its window; returns it. Why: the unix port takes a call
    frame of more than 11 words from the heap (CircuitPython takes every frame
    from its pystack, tools/pystack.py) and frees it on return, and MicroPython's
    allocator starts each search at an index that every collection resets to the
    heap's start, that a free lowers, and that only a one-block allocation moves
    up. Code that allocates nothing else leaves it at the heap's first hole, so
    every such frame scans the allocation table across the used heap: in the
    scripted game (tools/bench/board_harness.py) that was a third of the VM's
    instructions (callgrind: gc_alloc), and it doubled or halved a press with the
    heap's layout. One block taken here moves the start past the lowest hole."""
    return k + 0.5


def median_us(n):
    """Median microseconds to list and apply one decision over the first n games
    of the standard set (MicroPython only: time.ticks_us); each timed decision
    after a settle() (the heap's frames cost what a board's pystack does not)."""
    import time

    g = Game()
    pick = bytearray(PICK_SIZE)
    times = []
    for seed, variant, players in games(n):
        start(g, pick, seed, variant, players)
        while not g.over():
            settle(seed)
            t0 = time.ticks_us()
            k = g.list_decisions()
            g.apply_index(rng.below(pick, k))
            times.append(time.ticks_diff(time.ticks_us(), t0))
    times.sort()
    return times[len(times) // 2]
