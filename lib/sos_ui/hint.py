"""A hint, from the pause menu (issue 9): what sos_bot.greedy would do, shown as
the board's cursor on that choice with a word of why on the prompt row. Greedy
decides from what the player may know (the hidden cards dealt afresh:
sos_core.knowledge), never from the deck's order.

A hint always brings the player forward (issue 23): a choice in two parts
shows its first part chosen and the cursor on the second, so that one press
follows it, whichever level the pause menu was opened from; a warning the
hint's choice asks opens on "Do it" (Play.choose), and a hint asked at that
warning opens it again there.

Greedy's code and its scratch games (~7 KB on the 64-bit VM; their bytes in the
save record's buffer, lent while greedy thinks: Saver.lend) are imported for
the hint alone and dropped before the board shows again, like the other screens
loaded on demand (App.load); this module's point() runs after the board's
refresh. An action's hidden cards are dealt (_deal) before greedy's code loads,
so that knowledge's code is gone by then. A game with a hint counts as
assisted."""
import gc
import sys

from sos_core import layout as L
from sos_core import rng
from sos_core.compat import CPYTHON
from sos_core.knowledge import PICK_SIZE, SCRATCH
from sos_core.table import Table
from sos_ui import forget
from sos_ui import words as W
from sos_ui.entries import CONFIRM

_DROP = ("sos_bot.greedy", "sos_core.knowledge", "sos_bot")


def show(app):
    """Think (the foot line says so: ~1-2 s on a board); return (decision index,
    reason, whether that decision's warning was open), or None when the heap has
    no room for greedy (the game goes on)."""
    app.screen.foot(W.THINKING)
    app.display.refresh()
    had = [name in sys.modules for name in _DROP]
    g = app.game
    # greedy's buffers in the save record's, idle while it thinks (not on CPython,
    # where the core slices a state, which a view of a buffer cannot do)
    scratch = None if CPYTHON else app.saver.lend()
    got = kept = None
    dealt = -1
    try:
        # A collection before greedy's import and one after: its code goes into
        # the holes the pause menu's and this module's left, its objects into
        # those its import's garbage left (2 KB less heap at the hint's peak,
        # tools/board_bench.py).
        gc.collect()
        if scratch is not None and g.s[L.PHASE] == L.PH_ACTION:
            kept = memoryview(scratch)[PICK_SIZE + SCRATCH:PICK_SIZE + SCRATCH + L.STATE_SIZE]
            kept[:] = g.s                # (greedy's kept: sos_bot.greedy.KEPT_AT)
            dealt = _deal(g, scratch, app.ticks + 1, had[1])
        from sos_bot.greedy import Greedy

        gc.collect()
        bot = Greedy(app.ticks + 1, scratch=scratch)
        j = bot.choose(g, dealt)       # lists the game's decisions: the board's own
        # was its warning open? (the board's refresh after the pause forgets it)
        got = (j, bot.reason, app.play.level == CONFIRM and app.play.p.decision(
            app.play.pending) == j)
        app.records.assisted = True    # statistics: a game with help
    except MemoryError:
        pass
    if kept is not None:               # dealt here: the position put back
        g.s[:] = kept
        Table.takes_of = None          # (targets() may have read dealt cards)
    bot = Greedy = kept = None
    forget([name for name, was in zip(_DROP, had) if not was])
    return got


def _deal(g, scratch, seed, had):
    """g's hidden cards dealt afresh as Greedy(seed, scratch=scratch).choose(g)
    would deal them (with its generator, seeded alike, and knowledge's scratch:
    the start of its buffer), before greedy's code loads: knowledge's, imported
    for this alone and dropped straight after (unless `had`), never shares the
    heap with greedy's (~1.3 KB less at a hint's peak, tools/board_bench.py).
    Returns how many hidden passengers it left, sorted, in greedy's buf (a
    rescue's odds; 0 with the deck empty, when greedy counts the discard)."""
    from sos_core import knowledge

    m = memoryview(scratch)
    pick = m[0:PICK_SIZE]
    buf = m[PICK_SIZE:PICK_SIZE + SCRATCH]
    rng.seed(pick, seed & rng.MAX_SEED)
    knowledge.determinize(g, pick, buf)
    n = knowledge.hidden_passengers(g, buf) if g.s[L.P_LEN + L.DECK] else 0
    knowledge = pick = buf = m = None
    if not had:
        forget(("sos_core.knowledge",))
    return n


def point(play, got):
    """On the board just refreshed: the cursor on decision got[0]'s first spot;
    if it has a second spot (even one: where a card goes), that first one
    chosen and the cursor on the hint's second (targets.second_entry); its
    warning reopened if it was open; else the reason (greedy's R_* got[1]) on
    the prompt row until the cursor moves."""
    j = got[0]
    p = play.p
    play.hinted = j
    for e in range(play.n):
        if play.spot[e] == p.fs[j]:
            play.step(e - play.cur)    # (shows the option list, if it lies there)
            if p.select(e):            # a second spot, even one: shown chosen
                play.choose()          # level 2: no decision is applied here
            if got[2]:                 # it warned in this very position: it does again
                play.choose()          # (never applies): on "Do it"
                return
            break
    play.view.set_prompt(W.HINT_WHY + got[1])
    play.tip = True                    # the next cursor move restores the prompt
