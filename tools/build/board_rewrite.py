"""The texts our modules go onto the board as: the board table folded into
sos_boards, named constants inlined (tools/build/inline_consts.py), the modules loaded
at start-up bundled (tools/build/bundle.py), names shrunk (tools/build/shrink_names.py).
Source to source; tools/build/board_build.py compiles what comes out.
"""

from tools.build import bundle as bundling
from tools.build import inline_consts, shrink_names
from tools.build.board_tree import ROOT, TABLE, our_sources

# Sources outside the board's /lib that import our modules by name: code.py, and on
# the MicroPython VM the benchmark harness and the self-play games. A const they use
# stays public in its module.
USERS = ["code.py", "tools/bench/board_harness.py", "tools/bench/mpgames.py",
         "tools/desktop/sos_desktop/dpad.py"]

# The modules a board loads at start-up, bundled into their package's __init__
# (tools/build/bundle.py): one module object, dict and path each instead of ~30 (the
# sources stay small modules; sys.modules knows the bundle by every member's
# name). Each member comes after the members it imports. A member may be another
# package's (sos_save.policy): a bundle of its own would cost a module more (1 KB
# on the CLUE, measured on CircuitPython's VM). sos_boards.clock is in its own
# package's, which loads first: the profile's sound (sos_boards.sound, a module
# of its own, which the Feather never loads) needs the clock.
BUNDLES = {
    "sos_core": ["sos_core." + m for m in (
        "compat", "cards", "booklet", "rng", "piles", "crew", "table", "flood", "score",
        "table_cards", "action_cards", "abilities", "legal", "resolve", "game", "hints",
        "version")],
    "sos_boards": ["sos_boards.buttons", "sos_boards.keyreader", "sos_boards.clock"],
    "sos_ui": ["sos_ui." + m for m in (
        "states", "text", "layout", "menu", "screens", "banner", "picker",
        "marks", "board_view", "hand", "targets", "automove", "prompts", "options", "play")]
    + ["sos_save.policy", "sos_ui.saving", "sos_ui.records", "sos_ui.app"],
}
BUNDLE = True

# The line of sos_boards that fold_table writes BOARDS over (see board_tree.TABLE).
TABLE_IMPORT = "from sos_boards.table import BOARDS\n"

# Sources that name our modules' attributes from outside the installed tree: their
# names are never shrunk (tools/build/shrink_names.py). The self-play and greedy scripts
# of tools/bench/bot_bench.py and the screen tour of the board benchmark run in it too.
READERS = USERS + ["tools/bench/board_tour.py", "tools/bench/board_stack.py",
                   "tools/bench/bot_bench.py"]

# Our names renamed to fewer, shorter ones (tools/build/shrink_names.py): ~690 of them
# share ~80 short names, ~400 fewer qstrs in the game's heap (-11 KB). A traceback
# then names functions by their short names: `--names` prints the plan to read it
# by, and `--no-shrink` installs the names as written (debugging).
SHRINK = True
# ... and the plan goes on the drive beside code.py (flash, not heap), so a
# traceback from any installed version can be read
NAMES_FILE = "sos_names.txt"


def _readers():
    return [(ROOT / u).read_text() for u in READERS if (ROOT / u).exists()]


def bundled_sources(sources=None):
    """{module name: text} of our inlined sources with BUNDLES applied
    (tools/build/bundle.py): the members are gone, their package holds them."""
    if sources is None:
        sources = inlined_sources()[0]
    texts = _readers()
    readers = set()
    for text in texts:
        readers |= shrink_names.reader_names(text)
    for package, members in BUNDLES.items():
        sources = bundling.bundle(sources, package, members, readers, texts)
    return sources


def name_plan(sources=None):
    """tools/build/shrink_names.py's plan ({old name: new name}) for our sources as
    installed (inlined and bundled)."""
    if sources is None:
        sources = bundled_sources()
    apis = [f.read_text() for f in sorted((ROOT / "tools" / "board_standins").glob("*.py"))]
    bundled = [m for members in BUNDLES.values() for m in members]
    return shrink_names.plan(sources, _readers(), apis, bundled)


def board_sources(inline=True, shrink=True, bundle=True):
    """{source file: text to install} of our modules that the installer rewrites
    (inlined consts, bundles, shrunk names; None: a bundled member, not installed
    by itself); empty when it rewrites nothing."""
    return texts_and_plan(inline, shrink, bundle)[0]


def texts_and_plan(inline, shrink, bundle, ours=None):
    """(board_sources(), the name plan or None); `ours`: board_tree.OURS unless given."""
    if not inline:
        return {}, None
    texts = inlined_sources(ours)[0]
    if bundle:
        texts = bundled_sources(texts)
    plan = None
    if shrink:
        plan = name_plan(texts)
        texts = {m: shrink_names.apply(t, plan) for m, t in texts.items()}
    # (None: not installed by itself, like a bundle's member)
    return {**{f: texts.get(m) for m, f in our_sources(ours).items()}, TABLE: None}, plan


def names_text(plan):
    """The plan as a board traceback is read by: a line per short name, what it
    stands for ("b: refresh summaries ..."). install_board --names prints it and
    the drive gets it as NAMES_FILE."""
    by_new = {}
    for old, short in plan.items():
        by_new.setdefault(short, []).append(old)
    return "".join("%s: %s\n" % (short, " ".join(sorted(by_new[short])))
                   for short in sorted(by_new, key=lambda n: (len(n), n)))


def inlined_sources(ours=None):
    """({module name: source text} of our packages with the named constants inlined
    (see tools/build/inline_consts.py), the transform's report); `ours` as our_sources'."""
    users = [(ROOT / u).read_text() for u in USERS if (ROOT / u).exists()]
    sources = {m: f.read_text() for m, f in our_sources(ours).items()}
    sources["sos_boards"] = fold_table(sources["sos_boards"])
    return inline_consts.transform(sources, users)


def fold_table(text):
    """sos_boards' text with the board table's BOARDS written in as a literal, on
    the line that imports it (a traceback's line numbers stay the source's)."""
    from sos_boards.table import BOARDS

    return text.replace(TABLE_IMPORT, "BOARDS = %r\n" % (BOARDS,))
