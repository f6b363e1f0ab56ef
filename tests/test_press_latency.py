"""tools/bench/press_latency.py combines a press's parts as its doc says (not timed: the
figures themselves are benchmarks, tools/bench.py --latency)."""
from sos_boards.table import BY_NAME

from tools.bench import press_latency as pl


def test_compose_is_pixels_times_the_boards_cost_a_layer():
    top, further = BY_NAME["clue"].compose_ns
    assert pl.compose_ms(1000, "clue") == 1000 * top / 1e6
    assert pl.compose_ms(1000, "clue", layers=3) == 1000 * (top + 2 * further) / 1e6
    assert pl.compose_ms(1000, "clue", layers=0.5) == pl.compose_ms(1000, "clue")
    # the PyGamer's faster core composes a pixel in less time
    assert pl.compose_ms(1000, "pygamer") < pl.compose_ms(1000, "clue")


def test_parts_are_summed_press_by_press_paired_by_rank():
    compute = [3.0, 1.0, 2.0]
    display = [(2000, 0.5), (0, 0.0), (1000, 0.25)]
    got = pl.combine(compute, display, "pygamer", layers=2)
    per_px = pl.compose_ms(1, "pygamer", 2)
    # smallest with smallest: 1 + 0; 2 + (1000 px + 0.25); 3 + (2000 px + 0.5)
    totals = [1.0, 2 + 1000 * per_px + 0.25, 3 + 2000 * per_px + 0.5]
    assert got["total"] == {"median": round(totals[1], 1), "p95": round(totals[2], 1),
                            "max": round(totals[2], 1)}
    assert got["compute"]["median"] == 2.0 and got["transfer"]["max"] == 0.5
    assert got["compose"]["max"] == round(2000 * per_px, 1)


def test_lists_of_different_lengths_are_stretched_by_rank():
    got = pl.combine([10.0], [(0, 1.0), (0, 2.0), (0, 3.0)], "clue")
    assert got["total"] == {"median": 12.0, "p95": 13.0, "max": 13.0}
    got = pl.combine([1.0, 2.0, 3.0, 4.0], [(0, 5.0)], "clue")
    assert got["total"]["max"] == 9.0 and got["total"]["median"] == 8.0


def test_the_target_is_a_median_and_a_p95():
    assert pl.meets_target({"median": 50, "p95": 100, "max": 400})
    assert not pl.meets_target({"median": 51, "p95": 60, "max": 60})
    assert not pl.meets_target({"median": 20, "p95": 101, "max": 101})


def test_layers_are_counted_over_the_covered_pixels():
    import displayio

    bmp = displayio.Bitmap(4, 4, 2)
    pal = displayio.Palette(2)
    g = displayio.Group()
    g.append(displayio.TileGrid(bmp, pixel_shader=pal))                 # 4x4 at 0,0
    inner = displayio.Group(x=2, y=0)
    inner.append(displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=1))
    g.append(inner)                                                       # 4x4 at 2,0
    hidden = displayio.TileGrid(bmp, pixel_shader=pal)
    hidden.hidden = True
    g.append(hidden)
    # 24 px covered (x 0-5), 8 of them (x 2-3) by both: 32 layers over 24 px
    assert pl.mean_layers(g, 6, 4) == 32 / 24
    assert pl.mean_layers(displayio.Group(), 6, 4) == 1.0
