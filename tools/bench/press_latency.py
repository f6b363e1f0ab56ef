"""A press as the player feels it, in estimated board milliseconds:
`board_press_total_ms_<board>` = the press's compute + displayio composing the
pixels it redraws + their SPI transfer (tools/bench.py --latency).

- compute: each press timed on MicroPython's 64-bit VM in the board tree
  (tools/board_bench.py `measure`, the reference-workload calibration);
- compose: the pixels each press redraws (tools/bench/ui_measure.py, the headless
  emulator's dirty areas) x the board table's compose_ns (below), an estimate
  from published refresh rates, adjusted for the layers stacked over the
  screen's pixels;
- transfer: ui_measure's SPI model (pixels and chunk commands at the panel's clock).

The compute comes from one harness (the VM playing the board tree) and the pixels
from another (the emulator, its own random player), so the two do not pair press
by press. They are paired by rank (`combine`): the k-th fastest compute with the
k-th smallest redraw, both resampled to the longer list. That is the pairing that
makes the sum's spread widest (the slowest compute meets the largest redraw), so
p95 and max read high rather than low, and the median is the sum of medians.
"""
import os
import tempfile

from sos_boards.table import BY_NAME  # noqa: E402

from tools.bench.board_bench import MEASURED  # noqa: E402

# the boards measured whose compose and compute are estimated
BOARDS = tuple(b for b in MEASURED if BY_NAME[b].compose_ns and BY_NAME[b].slower)

# The board table's compose_ns: ns a board's C displayio spends composing one
# redrawn pixel (the top layer: TileGrid fill_area's tile and bitmap lookup,
# palette, transparency, the mask bit; display_core's colour conversion and the
# 512-byte buffer chunks' C), and each further layer stacked over it (its bounds,
# mask check, and a full lookup where the layer above was transparent). An
# ESTIMATE, likely within 0.5x-1.5x.
# Source: adafruit/circuitpython#7147 (TileGrid divmod optimization, 2022): a
# 240x320 ST7789 terminal refreshed at 3.90 fps on an RP2040 (Cortex-M0+,
# 125 MHz) = 256 ms for 76,800 px; its wire time at FourWire's default 24 MHz is
# 76,800 x 16 bit / 24 MHz = 51 ms, leaving ~205 ms = 2.67 us = ~333 cycles a
# pixel for one layer (the terminal's TileGrid). A Cortex-M4F runs the same C in
# ~1.4x fewer cycles (CoreMark/MHz ~3.4 vs ~2.4; hardware divide, Thumb-2):
# ~235 cycles/px, so CLUE (nRF52840, 64 MHz) 235/64 = 3.7 us, PyGamer (SAMD51,
# 120 MHz) 235/120 = 2.0 us. Further layers: ~1/3 of that (a mask bit set by the
# layer above skips the lookup; transparent text pixels do not). Ranges: the
# author doubted the terminal redrew the whole screen (less would mean a higher
# cost a pixel); flash wait states (SAMD51: 5 at 120 MHz, behind a 4 KB cache)
# and the M0+ -> M4 ratio (1.4x-2x) move it either way.

# Issue 34's targets for a press as felt, on both boards, steps and decisions.
TARGET_MS = {"median": 50, "p95": 100}


def compose_ms(px, board, layers=1.0):
    """ms to compose `px` redrawn pixels over which `layers` layers stack on average
    (at least the top one)."""
    top, further = BY_NAME[board].compose_ns
    return px * (top + max(0.0, layers - 1.0) * further) / 1e6


def mean_layers(group, width, height):
    """Visible TileGrids stacked over a screen pixel, averaged over the pixels some
    layer covers (the board screen's group tree; a pixel none covers is filled
    with the background at the mask's cost alone, counted as one layer)."""
    import displayio
    import numpy

    count = numpy.zeros((height, width), dtype=numpy.int16)

    def walk(g, x, y, scale):
        for item in g:
            if getattr(item, "hidden", False):
                continue
            if isinstance(item, displayio.Group):
                walk(item, x + item.x * scale, y + item.y * scale, scale * item.scale)
            elif isinstance(item, displayio.TileGrid):
                x1, y1 = x + item.x * scale, y + item.y * scale
                x2 = x1 + item.width * item.tile_width * scale
                y2 = y1 + item.height * item.tile_height * scale
                count[max(0, y1):max(0, min(height, y2)), max(0, x1):max(0, min(width, x2))] += 1

    walk(group, 0, 0, 1)
    covered = count[count > 0]
    return float(covered.mean()) if covered.size else 1.0


def _resample(values, n):
    """`values` sorted and stretched (or thinned) to n by rank."""
    v = sorted(values)
    return [v[i * len(v) // n] for i in range(n)]


def _spread(values):
    v = sorted(values)
    return {"median": round(v[len(v) // 2], 1),
            "p95": round(v[min(len(v) - 1, -(-len(v) * 95 // 100) - 1)], 1),
            "max": round(v[-1], 1)}


def combine(compute, display, board, layers=1.0):
    """One kind of press's felt latency from its parts: `compute`, the presses'
    compute in board ms; `display`, the presses' (pixels redrawn, transfer ms).
    Paired by rank (module doc): per press compute + compose + transfer. Returns
    {"total": spread, "compute": ..., "compose": ..., "transfer": ...}, each
    spread {median, p95, max} in ms, the parts' spreads over their own presses."""
    n = max(len(compute), len(display))
    shown = [compose_ms(px, board, layers) + ms for px, ms in display]
    total = [c + s for c, s in zip(_resample(compute, n), _resample(shown, n))]
    return {"total": _spread(total), "compute": _spread(compute),
            "compose": _spread([compose_ms(px, board, layers) for px, _ in display]),
            "transfer": _spread([ms for _, ms in display])}


def compute_ms(board, seed=1):
    """Each cursor step's and decision press's compute, estimated board ms, from
    one scripted game on the 64-bit VM (tools/board_bench.py), and the run's
    reference µs."""
    from tools.bench import board_bench as bb

    with tempfile.TemporaryDirectory(prefix="press-latency-") as tmp:
        recs, ref = bb.measure(bb.build_tree(tmp), board, seed)
    return {kind: [bb.board_ms(us, ref, board) for _, us in recs[k]]
            for kind, k in (("step", bb.STEP), ("decision", bb.DECISION))}, ref


def display_parts(board, seed=1):
    """Each press's (pixels redrawn, transfer ms) from the emulator, and the mean
    layers over the board screen's pixels."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    from tools.bench import ui_measure

    app = ui_measure.board_app(board, deal=7)
    layers = mean_layers(app.view.group, app.display.width, app.display.height)
    app.profile.close()
    got = ui_measure.press_pixels(board, seed)
    return {k: [(px, ms) for px, ms, _ in v] for k, v in got.items()}, layers


def figures(boards=BOARDS, seed=1):
    """board_press_total_ms_<board> ({"step": spread, "decision": spread}); its
    compose part, board_press_compose_ms_<board>; the layer average that used,
    board_press_layers_<board>; and, so that the tables' compute and total rows
    come from one run, the compute part as board_bench.press_figures gives it
    (board_press_ms_<board>, board_ref_us_<board>). The transfer part is
    ui_measure's board_press_transfer_ms_<board>, the same emulated game."""
    res = {}
    for board in boards:
        compute, ref = compute_ms(board, seed)
        display, layers = display_parts(board, seed)
        got = {k: combine(compute[k], display[k], board, layers) for k in ("step", "decision")}
        res["board_press_total_ms_" + board] = {k: v["total"] for k, v in got.items()}
        res["board_press_compose_ms_" + board] = {k: v["compose"] for k, v in got.items()}
        res["board_press_layers_" + board] = round(layers, 2)
        res["board_press_ms_" + board] = {k: v["compute"] for k, v in got.items()}
        res["board_ref_us_" + board] = ref
    return res


def meets_target(spread):
    """Whether a total's spread meets issue 34's target."""
    return all(spread[q] <= ms for q, ms in TARGET_MS.items())


if __name__ == "__main__":
    import json

    print(json.dumps(figures()))
