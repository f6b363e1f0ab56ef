"""A hint, from the pause menu (issue 9): what sos_bot.greedy would do, shown as
the board's cursor on that choice (and, once chosen, on its second part) with a
word of why on the prompt row. Greedy decides from what the player may know
(the hidden cards dealt afresh: sos_core.knowledge), never from the deck's order.

Greedy's code and its scratch games (~13 KB on the 64-bit VM) are imported for
the hint alone and dropped before the board shows again, like the other screens
loaded on demand (App.load). A game with a hint counts as assisted."""
import sys

from sos_ui import forget
from sos_ui import words as W

_DROP = ("sos_bot.greedy", "sos_core.knowledge", "sos_bot")


def show(app):
    """Think (the foot line says so: ~1-2 s on a board); return (decision index,
    reason), or None when the heap has no room for greedy (the game goes on)."""
    sc = app.screen
    sc.foot(W.THINKING)
    app.display.refresh()
    had = [name in sys.modules for name in _DROP]
    got = None
    try:
        from sos_bot.greedy import Greedy

        bot = Greedy(app.ticks + 1)
        j = bot.choose(app.game)       # lists the game's decisions: the board's own
        got = (j, bot.reason)
        app.records.assisted = True    # statistics: a game with help
    except MemoryError:
        pass
    bot = Greedy = None
    forget([name for name, kept in zip(_DROP, had) if not kept])
    return got
