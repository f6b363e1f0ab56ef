"""A hint, from the pause menu or a button held on the board (issue 9, issue 35:
sos_boards.buttons.HOLD): what sos_bot.greedy would do, shown as the board's
cursor on that choice with what it is for on the prompt row (sos_ui.why).
Greedy decides from what the player may know (the hidden cards dealt afresh:
sos_core.knowledge), never from the deck's order. It never names a choice
that surely does nothing (idle) while another is listed: greedy's next best.

A hint always brings the player forward (issue 23): a choice in two parts
shows its first part chosen and the cursor on the second, so that one press
follows it, whichever level the pause menu was opened from; a warning the
hint's choice asks opens on "Do it" (Play.choose), and a hint asked at that
warning opens it again there.

Greedy's code and its scratch games (~7 KB on the 64-bit VM; their bytes in the
save record's buffer, lent while greedy thinks: Saver.lend) are imported for
the hint alone and dropped before the board shows again, like the other screens
loaded on demand (App.load); this module's point() runs after the board's
refresh, and the words of why (sos_ui.why) load only then, past greedy's peak.
An action's hidden cards are dealt (_deal) before greedy's code loads, so that
knowledge's code is gone by then. A game with a hint counts as
assisted."""
import gc
import sys

from sos_core import hints, rng
from sos_core import layout as L
from sos_core.booklet import LAST_PAGE
from sos_core.cards import ACTION_KIND, SAVE_TIME, YOUR_TURN
from sos_core.compat import CPYTHON
from sos_core.knowledge import PICK_SIZE, SCRATCH
from sos_core.table import Table
from sos_ui import forget
from sos_ui import words as W
from sos_ui.entries import CONFIRM

_DROP = ("sos_bot.greedy", "sos_core.knowledge", "sos_bot")


def show(app):
    """Think (the pause menu's foot line or the board's prompt says so: ~1-2 s on
    a board); return (decision index, what it is for (sos_ui.why's words),
    whether that decision's warning was open), or None when the heap has no
    room for greedy (the game goes on)."""
    app.screen.foot(W.THINKING)
    app.view.set_prompt(W.THINKING)    # (held on the board: the board shows)
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
        # pick(), greedy called from here: no frame more on the deepest chain
        idle = _spare(g, bot)          # lists the game's decisions: the board's own
        j = _other(g, bot, bot.choose(g, dealt), idle)
        from sos_bot.greedy import R_ANY  # (a const: inlined on a board)
        # was its warning open? (the board's refresh after the pause forgets it);
        # for sos_ui.why: greedy's word where it tells why (the only choice, all
        # alike), a rescue's odds (greedy's hidden passengers and those that fit)
        got = (j, W.WHY_ONLY if g.n == 1 else W.WHY_ANY if bot.reason == R_ANY else -1,
               app.play.level == CONFIRM and app.play.p.decision(app.play.pending) == j,
               bot.h, bot.u)
        app.records.assisted = True    # statistics: a game with help
    except MemoryError:
        pass
    if kept is not None:               # dealt here: the position put back
        g.s[:] = kept
        Table.takes_of = None          # (targets() may have read dealt cards)
    bot = Greedy = kept = None
    forget([name for name, was in zip(_DROP, had) if not was])
    if got is None:
        return None
    try:                               # what it is for: greedy gone, the board not
        __import__("sos_ui.why")       # drawn again yet (the words' own peak)
        w = sys.modules["sos_ui.why"].why(g, got)
    except MemoryError:
        w = (W.HINT_WHY + W.WHY_BEST, -1, -1, -1)
    forget(("sos_ui.why",))
    return (got[0], w, got[2])


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
    n = knowledge.hidden_passengers(g, buf) if g.plen(L.DECK) else 0
    knowledge = pick = buf = m = None
    if not had:
        forget(("sos_core.knowledge",))
    return n


def pick(g, bot, dealt=-1):
    """The hint's choice in g's listing: greedy's, or, where that surely does
    nothing (idle), the best valued of the others but those that surely turn
    the last page. With none such, the idle choice keeps the ship afloat: it
    is not for nothing."""
    idle = _spare(g, bot)
    return _other(g, bot, bot.choose(g, dealt), idle)


def _spare(g, bot):
    """List g's decisions; where one is idle, have greedy keep its values (a
    list for this alone). Returns whether one is."""
    n = g.list_decisions()
    idle = False
    for i in range(n):
        idle = idle or _idle(g, i)
    if idle:
        bot.values = [0] * n
    return idle


def _other(g, bot, j, idle):
    """Greedy's choice j, or the best valued other (pick)."""
    if idle and _idle(g, j):
        v = bot.values
        d = g.dec
        last = g.s[L.PAGE] + 1 >= LAST_PAGE    # a certain page then sinks the ship
        k = -1
        for i in range(g.n):
            o = L.DEC_SIZE * i
            if not _idle(g, i) and not (last and hints.page_cost(g, d[o], d[o + L.DEC_A])) \
                    and (k < 0 or v[i] > v[k]):
                k = i
        if k >= 0:
            j = k
            bot.reason = -1            # a choice greedy had not named: its purpose
    bot.values = None
    return j


def _idle(g, i):
    """Does listed decision i surely do nothing? The core's no-effect card plays
    and pointless moves (sos_core.hints), a card that surely finds nothing (it
    only turns a page), Save Time without discards (R-ACT-SAVETIME: it only
    shuffles the deck), Your Turn! where no line holds two cards (R-ACT-YOURTURN:
    it puts back the one card it looked at)."""
    d = g.dec
    s = g.s
    i *= L.DEC_SIZE
    k = d[i]
    a = d[i + L.DEC_A]
    if hints.no_effect(g, k, a) or hints.pointless(g, k, a, d[i + L.DEC_B], d[i + L.DEC_C]):
        return True
    if k == L.D_PLAY:
        kind = ACTION_KIND[a]
        if kind == SAVE_TIME:
            return g.plen(L.DISCARD) == 0
        if kind == YOUR_TURN:
            for line in range(L.N_LINES):
                if g.plen(line) > 1:
                    return False
            return True
        return hints.page_cost(g, k, a) == L.WHY_NOTHING
    return k == L.D_LINE and s[L.PHASE] == L.PH_YT_LINE and g.plen(a) < 2


def point(play, got):
    """On the board just refreshed: the cursor on decision got[0]'s first spot;
    if it has a second spot (even one: where a card goes), that first one
    chosen and the cursor on the hint's second (targets.second_entry); its
    warning reopened if it was open; else what it is for (got[1]: sos_ui.why's
    words) on the prompt row until the cursor moves."""
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
    # (imported here: the module's dealing runs without a display, tests/test_bot_runs.py)
    from sos_ui.text import LINE

    w = got[1]                         # words, number, words, number (-1: none)
    LINE.clear().word(w[0])
    if w[1] >= 0:
        LINE.num(w[1])
    if w[2] >= 0:
        LINE.word(w[2])
    if w[3] >= 0:
        LINE.num(w[3])
    play.view.set_prompt(LINE)
    play.tip = True                    # the next cursor move restores the prompt
