"""Write the benchmark tables of docs/benchmarks.md and README.md from a bench run:

    .venv/bin/python tools/bench.py --json > docs/benchmarks.json
    .venv/bin/python tools/bench_doc.py            # rewrites the tables in place

Each table stands between `<!-- table NAME -->` and `<!-- end -->` in a page of
PAGES and is made from docs/benchmarks.json by TABLES below: the pages' prose
stays as written, their figures are always the JSON's (tests/test_bench_doc.py
checks that the two agree)."""
import json
import re

from sos_boards.table import BY_NAME

from tools import _paths
from tools.bench.board_bench import MEASURED, key_suffix

ROOT = _paths.ROOT

PAGE = ROOT / "docs" / "benchmarks.md"
PAGES = (PAGE, ROOT / "README.md")      # the README quotes a few board figures
FIGURES = ROOT / "docs" / "benchmarks.json"
# (title, key suffix, name) of each board measured, the headline's first (board_bench)
BOARDS = tuple((BY_NAME[n].title, key_suffix(n), n) for n in MEASURED)
KIB = 1024


def _b(v):
    return "{:,}".format(v)


def _kb(v):
    return "%s (%.1f KiB)" % (_b(v), v / KIB)


def _kib(v):
    return "%.0f KiB" % (v / KIB)


def _need(need, heap, share):
    """"about 101 KiB of the board's 137 KiB (74 %)": a need set against a heap."""
    whole = "%g MiB" % (heap / KIB / KIB) if heap >= KIB * KIB else _kib(heap)
    return "about %s of the board's %s (%.0f %%)" % (_kib(need), whole, share * 100)


def _ms(d):
    return "%s / %s / %s" % (d["median"], d["p95"], d["max"])


def _px(d):
    return "%s / %s / %s" % (_b(d["median"]), _b(d["p95"]), _b(d["max"]))


# name: (header, rows); a row: (label, key, format, target). A key with {b} is per
# board (the CLUE's unsuffixed); with {n}, per board name (clue, pygamer); a
# key may end in "/field" to read a field of a dict; keys joined by "|" give
# the format all their values. A header ending in None has no target column.
TABLES = {
    "readme": (("", "CLUE", "PyGamer, PyBadge", "Feather", None), [
        ("heap the game needs, a hint thinking (estimated)",
         "board_need_bytes_{n}|board_heap_bytes_{n}|board_need_share_{n}", _need, ""),
    ]),
    "board": (("", "CLUE", "PyGamer", "Feather", "target"), [
        ("the game's own need with a hint thinking, 64-bit MicroPython",
         "mp_app_hint_own_bytes{b}", _b, ""),
        ("**that on the board, estimated (32-bit)**", "board_need_bytes_{n}", _kb, ""),
        ("the board's usable heap", "board_heap_bytes_{n}", _kb, ""),
        ("**the share of it the game needs**", "board_need_share_{n}", None, "≤ 0.80"),
        ("Python stack: the game's frames (32-bit)", "mp32_pystack_game_bytes{b}", _b,
         "≤ 1,280"),
        ("Python stack: the hint run's frames", "mp32_pystack_hint_bytes{b}", _b, "≤ 1,280"),
        ("Python stack: the harness's (subtracted)", "mp32_pystack_harness_bytes{b}", _b, ""),
    ]),
    "press": (("estimated board ms: median / p95 / max", "CLUE", "PyGamer", "target (CLUE)"), [
        ("cursor step", "board_press_ms_{n}/step", _ms, "≤ 15 median"),
        ("decision press", "board_press_ms_{n}/decision", _ms, "≤ 60 median, ≤ 150 p95"),
        ("hint (greedy thinking; median / max)", "board_hint_ms_{n}", None, ""),
        ("pixels redrawn by a step", "board_press_px_{n}/step", _px,
         "≤ 1.5 × changed p95, ≤ 2 × max"),
        ("pixels that changed in a step", "board_press_px_changed_{n}/step", _px, ""),
        ("pixels redrawn by a decision", "board_press_px_{n}/decision", _px,
         "≤ 1.5 × changed p95, ≤ 2 × max"),
        ("pixels that changed in a decision", "board_press_px_changed_{n}/decision", _px, ""),
        ("their transfer: a step", "board_press_transfer_ms_{n}/step", _ms, ""),
        ("their transfer: a decision", "board_press_transfer_ms_{n}/decision", _ms, ""),
        ("layers over a board-screen pixel, mean (for the compose)", "board_press_layers_{n}",
         None, ""),
        ("their compose in C, estimated: a step", "board_press_compose_ms_{n}/step", _ms, ""),
        ("their compose in C, estimated: a decision", "board_press_compose_ms_{n}/decision",
         _ms, ""),
        ("**a step as felt: compute + compose + transfer**", "board_press_total_ms_{n}/step",
         _ms, "≤ 50 median, ≤ 100 p95 (both)"),
        ("**a decision as felt**", "board_press_total_ms_{n}/decision", _ms,
         "≤ 50 median, ≤ 100 p95 (both)"),
    ]),
    "mp64": (("64-bit MicroPython", "CLUE", "PyGamer", "Feather", "target"), [
        ("whole scripted game, from .mpy", "mp_app_min_heap_mpy_bytes{b}", _b, ""),
        ("the same from .py (compiled on the VM)", "mp_app_min_heap_py_bytes{b}", _b, ""),
        ("stand-ins and harness alone", "mp_app_standins_bytes{b}", _b, ""),
        ("the game's own need", "mp_app_own_bytes{b}", _b, ""),
        ("hint run (Hint every ninth press)", "mp_app_min_heap_hint_bytes{b}", _b, ""),
        ("... its own need", "mp_app_hint_own_bytes{b}", _b, ""),
        ("screens tour", "mp_app_min_heap_screens_bytes{b}", _b, ""),
        ("six games in a row", "mp_app_min_heap_session_bytes{b}", _b, ""),
        ("bytes a cursor step allocates (median / max)", "mp_app_step_alloc_bytes{b}", None,
         "0"),
        ("bytes a decision press allocates (median / max)", "mp_app_decision_alloc_bytes{b}",
         None, "≤ 1 KB"),
    ]),
    "core": (("the rules core", "measured", "target"), [
        ("bytes allocated per decision listed and applied (64-bit MicroPython)",
         "mp_alloc_bytes_per_decision", None, "0"),
        ("... on the 32-bit WebAssembly port", "mp32_alloc_bytes_per_decision", None, "0"),
        ("heap in use after importing the core and dealing (64-bit)",
         "mp_core_resident_bytes", _b, "≤ 48 KB"),
        ("smallest heap that compiles the core from .py and plays a game (64-bit)",
         "mp_min_heap_bytes", _b, "≤ 80 KB"),
        ("µs to list and apply one decision, median (64-bit MicroPython)",
         "mp_us_per_decision", None, "≤ 500"),
        ("random-legal games a second on CPython, one core", "cpython_games_per_s", None, ""),
        ("bytes a hint allocates", "hint_alloc_bytes", None, "0"),
        ("a whole greedy game from the board's tree: smallest heap (64-bit)",
         "mp_greedy_game_min_heap_bytes", _b, ""),
    ]),
    "screen": (("screen and saves", "measured", "target"), [
        ("Bitmap + Palette memory of the 160×128 board screen", "ui_bitmap_bytes", _b,
         "≤ 24 KB"),
        ("pixels redrawn by one cursor step (of 20,480)", "ui_refresh_px_cursor_move", _b,
         "≤ 10 %"),
        ("one save record in microcontroller.nvm", "save_record_bytes", _b, "≤ 4 KB"),
        ("nvm writes per game, SAMD51 (model player, Settings included)",
         "save_writes_per_game_samd51", None, "≤ 2"),
        ("nvm writes per game, nRF52840", "save_writes_per_game_nrf52840", None, "≤ 4"),
        ("nvm writes per visit to Settings (model player)", "save_settings_writes_per_visit",
         None, ""),
        ("deepest Python stack, CPython estimate (tools/pystack.py)",
         "pystack_deepest_bytes", _b, "× 1.5 ≤ 2,048"),
    ]),
    "web": (("the page in a browser (tools/web.py)", "measured", "target"), [
        ("ms from a key to its frame drawn: median / p95 / max", "web_press_ms", _ms, ""),
        ("KB transferred to the first frame (gzip-encoded)", "web_transfer_kb", None,
         "≤ 320"),
        ("s to the first frame on a slow phone (9 Mbit/s, 60 ms, CPU × 4 slower)",
         "web_first_frame_s_throttled", None, "≤ 2"),
    ]),
    "install": (("putting it on a board", "measured", "target"), [
        ("s for a fresh clone's first `tools/install_board.py --zip`",
         "install_first_run_s", None, "≤ 15"),
        ("MB of the .venv it sets up (pip and the compiler)", "install_venv_mb", None, ""),
    ]),
}


def _get(figures, key):
    key, _, field = key.partition("/")
    v = figures.get(key)
    return v[field] if field and v is not None else v


def _value(figures, key, fmt):
    values = [_get(figures, k) for k in key.split("|")]
    if None in values:
        return "–"
    v = values[0]
    if fmt is not None:
        return fmt(*values)
    if isinstance(v, dict):
        return " / ".join(str(x) for x in v.values())
    return str(v)


def table(name, figures):
    """The markdown of table `name` from the figures."""
    header, rows = TABLES[name]
    per_board = "{b}" in rows[0][1] or "{n}" in rows[0][1]
    boards = BOARDS[:len(header) - 2] if per_board else ()
    targets = header[-1] is not None
    if not targets:
        header = header[:-1]
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for label, key, fmt, target in rows:
        if per_board:
            cells = [_value(figures, key.format(b=suffix, n=name), fmt)
                     for _, suffix, name in boards]
        else:
            cells = [_value(figures, key, fmt)]
        out.append("| " + " | ".join([label] + cells + ([target] if targets else [])) + " |")
    return "\n".join(out)


def blocks(kind):
    """The pattern of a page's generated blocks `<!-- KIND NAME -->` .. `<!-- end -->`."""
    return re.compile(r"(<!-- %s (\w+) -->\n).*?(<!-- end -->)" % kind, re.S)


_BLOCK = blocks("table")


def fill(page, block, make):
    """The page with every block of pattern `block` made anew by make(name)."""
    return block.sub(lambda m: m.group(1) + make(m.group(2)) + "\n" + m.group(3), page)


def render(page, figures):
    """The page with every table block made anew from the figures."""
    return fill(page, _BLOCK, lambda name: table(name, figures))


def rewrite(pages, make, tool):
    """Rewrite each page's blocks with make(text); say which pages changed."""
    for path in pages:
        page = path.read_text()
        new = make(page)
        if new != page:
            path.write_text(new)
            print("%s: rewrote the tables of %s" % (tool, path.relative_to(ROOT)))


def main():
    figures = json.loads(FIGURES.read_text())
    rewrite(PAGES, lambda page: render(page, figures), "bench_doc")
    return 0
