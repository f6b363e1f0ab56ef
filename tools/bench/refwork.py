"""The fixed reference workload that turns a VM's press times into estimated board
milliseconds (tools/board_bench.py): timed in the same VM run as the presses, so a
busy or faster machine changes both alike, and never our game's own code, so a
faster game cannot make its own yardstick shorter.

It is the kind of work a press does, in plain Python a board runs as written:
method calls, attribute reads and writes, bytearray reads and writes, small
integer arithmetic (every value below 2**30), loops and branches; it allocates
nothing after its two piles are made. Changing it changes every board figure:
tests/test_refwork.py holds its result, and tools/board_bench.py's REF_US_MP64
must then be measured again. Runs on CPython, MicroPython and CircuitPython."""
import time

ROUNDS = 40             # about 1 ms on the 64-bit unix port of this machine
RUNS = 15               # timed runs; the fastest is kept (a shared machine's pauses)
CHECK = 477074          # what work(ROUNDS) returns


class _Pile:
    def __init__(self, size):
        self.cards = bytearray(size)
        self.n = 0
        self.top = 0

    def push(self, card):
        self.cards[self.n] = card
        self.n += 1
        self.top = card

    def pop(self):
        self.n -= 1
        card = self.cards[self.n]
        self.top = self.cards[self.n - 1] if self.n else 0
        return card


def work(rounds):
    """Deal 48 pseudo-random cards onto a pile, sort them onto a second pile by a
    bit of their value, sum them back: `rounds` times. Returns the sum."""
    a = _Pile(64)
    b = _Pile(64)
    seed = 12345
    total = 0
    for _ in range(rounds):
        for _ in range(48):
            seed = (seed * 75 + 74) % 65537
            a.push(seed & 0xFF)
        while a.n:
            card = a.pop()
            if card & 1 and b.n < 64:
                b.push(card)
            else:
                total = (total + card) & 0x3FFFFFFF
        while b.n:
            total = (total + b.pop() * 3) & 0x3FFFFFFF
    return total


def _ticks_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return time.perf_counter_ns() // 1000


def _diff(t1, t0):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(t1, t0)
    return t1 - t0


def best_us(runs=RUNS):
    """Microseconds of the fastest of `runs` runs of work(ROUNDS)."""
    best = -1
    for _ in range(runs):
        t0 = _ticks_us()
        got = work(ROUNDS)
        us = _diff(_ticks_us(), t0)
        if got != CHECK:
            raise RuntimeError("the reference workload changed: %d" % got)
        if best < 0 or us < best:
            best = us
    return best
