"""The UI's picker: every listed decision is reachable as exactly one (first,
second) choice, and the picker allocates nothing on MicroPython."""
import random

from positions import build, decisions, do
from sos_ui.picker import (
    NONE_SPOT,
    SPOT_CARD,
    SPOT_NUMBER,
    SPOT_PILE,
    SPOT_WORD,
    W_END,
    W_RESCUE,
    Picker,
    spot,
    spot_index,
    spot_kind,
    spot_pile,
)

from sos_core.game import Game
from tools.bench import mpgames
from tools.bench.mpvm import run_mp32, run_mp64


def first_index(p, s):
    """Index of first spot s, or -1 when it is not a legal first choice."""
    for i in range(p.n_first):
        if p.first(i) == s:
            return i
    return -1


def _reachable(p):
    seen = []
    for i in range(p.n_first):
        m = p.select(i)
        for j in range(max(m, 1)):
            seen.append(p.decision(j))
    return seen


def test_every_decision_reachable_exactly_once_in_random_games():
    """... except the pointless ones, never offered (ADD-POINTLESS)."""
    from sos_core import hints

    g = Game()
    p = Picker(g)
    for seed in range(150):
        r = random.Random(seed)
        g.setup(seed, seed % 3, 1 + seed % 5)
        while not g.over():
            n = p.refresh()
            assert n > 0
            d = g.dec
            offered = [i for i in range(g.n)
                       if not hints.pointless(g, *d[4 * i:4 * i + 4])]
            assert sorted(_reachable(p)) == offered
            firsts = [p.first(i) for i in range(p.n_first)]
            assert firsts == sorted(set(firsts))
            i = r.randrange(p.n_first)
            m = p.select(i)
            assert p.apply(r.randrange(m) if m else 0) == 0


def test_a_run_is_picked_by_its_bottom_card_then_its_destination():
    g = build(lines={1: "Y2 | P9 P8", 2: "Y3 | P10", 3: "| P9a"})
    p = Picker(g)
    p.refresh()
    i = first_index(p, spot(SPOT_CARD, 0, 1))          # P9, bottom of the run 9-8
    assert i >= 0
    assert p.select(i) == 1 and p.second(0) == spot(SPOT_PILE, 1, 0)
    p.apply(0)
    assert g.plen(1) == 4
    p.refresh()
    assert p.first(p.n_first - 1) == spot(SPOT_WORD, 0, W_END)


def test_rescue_is_a_word_then_a_number():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="boxhall")
    p = Picker(g)
    p.refresh()
    i = first_index(p, spot(SPOT_WORD, 0, W_RESCUE))
    assert p.select(i) == 3
    assert [spot_index(p.second(j)) for j in range(3)] == [1, 2, 3]
    assert all(spot_kind(p.second(j)) == SPOT_NUMBER for j in range(3))


def test_a_mystery_is_replaced_by_pointing_at_it():
    g = build(lines={1: "Y9 | Y5"}, groups=["Y1 Y2 Y3 Y4 Y?5 Y6"], in_play="M2", parked="P?")
    assert "replace Y5" in decisions(g)
    p = Picker(g)
    p.refresh()
    i = first_index(p, spot(SPOT_CARD, 0, 1))
    seconds = [p.second(j) for j in range(p.select(i))]
    assert spot(SPOT_CARD, 7, 4) in seconds           # group 1 (pile 7), fifth card


def test_words_need_no_second_choice():
    g = build(lines={1: "Y2 | P9"})
    do(g, "end")
    p = Picker(g)
    p.refresh()
    for i in range(p.n_first):
        if spot_kind(p.first(i)) == SPOT_WORD and spot_index(p.first(i)) != W_RESCUE:
            assert p.select(i) == 0 and p.second(0) is not None
    assert spot_pile(NONE_SPOT) == 0


PICKER_LOOP = """
import gc
from sos_ui.picker import Picker
g = Game()
p = Picker(g)
pick = bytearray(PICK_SIZE)
def run(todo):
    made = 0
    alloc = 0
    for seed, variant, players in todo:
        start(g, pick, seed, variant, players)     # set-up may allocate; play may not
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        while not g.over():
            p.refresh()
            m = p.select(rng.below(pick, p.n_first))
            p.apply(rng.below(pick, m) if m else 0)
            made += 1
        alloc += gc.mem_alloc() - a
        gc.enable()
    return alloc, made
run(games(2))
alloc, made = run(games(30))
print(alloc, made)
"""


def _picker_alloc(vm):
    src = open(mpgames.__file__).read() + PICKER_LOOP
    r = vm(src, packages=("sos_core", "lib/sos_ui"), heapsize="256K")
    assert r.returncode == 0, r.stderr
    return [int(x) for x in r.stdout.split()]


def test_picker_allocates_nothing_on_micropython_64bit():
    alloc, made = _picker_alloc(run_mp64)
    assert made > 1000 and alloc == 0


def test_picker_allocates_nothing_on_micropython_32bit():
    alloc, made = _picker_alloc(run_mp32)
    assert made > 1000 and alloc == 0
