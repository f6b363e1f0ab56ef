"""Many games in one MicroPython process (64-bit unix port, heap = the core's
smallest heap + bench.SOAK_MARGIN_KB): no MemoryError, and the heap in use after
each game's set-up (after gc.collect()) is the same every time, so nothing leaks
from game to game. `python3 tools/bench.py --soak 1000` runs the long one."""
from tools.bench import bench


def test_hundred_games_in_one_process_hold_the_heap_steady():
    res = bench.soak(100)
    assert res["games_drifted"] == 0, res
    assert res["decisions"] > 5000
    assert res["heap_bytes"] <= 80 * 1024  # docs/benchmarks.md: smallest heap target
