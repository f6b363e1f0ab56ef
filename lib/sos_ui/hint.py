"""A hint, from the pause menu (issue 9): what sos_bot.greedy would do, shown as
the board's cursor on that choice with a word of why on the prompt row. Greedy
decides from what the player may know (the hidden cards dealt afresh:
sos_core.knowledge), never from the deck's order.

A hint always brings the player forward (issue 23): a choice in two parts
shows its first part chosen and the cursor on the second, so that one press
follows it, whichever level the pause menu was opened from; a warning the
hint's choice asks opens on "Do it" (Play.choose), and a hint asked at that
warning opens it again there.

Greedy's code and its scratch games (~13 KB on the 64-bit VM) are imported for
the hint alone and dropped before the board shows again, like the other screens
loaded on demand (App.load); this module's point() runs after the board's
refresh. A game with a hint counts as assisted."""
import sys

from sos_ui import forget
from sos_ui import words as W
from sos_ui.entries import CONFIRM

_DROP = ("sos_bot.greedy", "sos_core.knowledge", "sos_bot")


def show(app):
    """Think (the foot line says so: ~1-2 s on a board); return (decision index,
    reason, whether that decision's warning was open), or None when the heap has
    no room for greedy (the game goes on)."""
    sc = app.screen
    sc.foot(W.THINKING)
    app.display.refresh()
    had = [name in sys.modules for name in _DROP]
    got = None
    try:
        from sos_bot.greedy import Greedy

        bot = Greedy(app.ticks + 1)
        j = bot.choose(app.game)       # lists the game's decisions: the board's own
        # was its warning open? (the board's refresh after the pause forgets it)
        got = (j, bot.reason, app.play.level == CONFIRM and app.play.p.decision(
            app.play.pending) == j)
        app.records.assisted = True    # statistics: a game with help
    except MemoryError:
        pass
    bot = Greedy = None
    forget([name for name, kept in zip(_DROP, had) if not kept])
    return got


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
