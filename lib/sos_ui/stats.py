"""The statistics screen, one variant a page (CHOOSE/next: the next variant,
after the last the title, as its foot line says). Loaded only while it shows
(App.load; see sos_ui.title), after App.show_stats has read the page's
figures from nvm (Saver.summaries), so that neither this code nor the title's
is in memory with the store's."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, NEXT, PREV, RIGHT, UP
from sos_save.record import C_BEST, C_PLAYED

from sos_ui import words as W
from sos_ui.states import N_STATS_PAGES, STATS, STATS_PAGE, TITLE
from sos_ui.text import LINE, say

_page = 0                   # the variant shown


def show(app, variant):
    """The variant's page from app.figures and app.crews (what Saver.summaries
    gave for it: App.show_stats)."""
    global _page
    app.state = STATS
    _page = variant
    crews = app.crews
    games, sunk, saved, assisted, best, total = app.figures
    sc = app.screen
    short = sc.short                 # the variant is the title
    lines = [] if short else [say(W.VARIANT + variant) + ":"]
    if games == 0:
        lines.append(W.NO_GAMES)
    else:
        lines.append(say(W.GAMES) + str(games) + say(W.SUNK_WORD) + str(sunk)
                     + say(W.SAVED_WORD) + str(saved))
        done = sunk + saved
        line = say(W.BEST) + (str(best) if best >= 0 else "-")
        if done:
            line += say(W.AVERAGE) + str((total + done // 2) // done)
        lines.append(line)
        lines.append(say(W.ASSISTED) + str(assisted))
        if len(lines) + 2 <= sc.n_lines:      # the crews' table, where a row of it fits
            lines.append(W.CREW_GAMES)
            order = [c for c in range(10) if crews[c][C_PLAYED]]
            order.sort(key=lambda c: -crews[c][C_PLAYED] * 16 - c)
            for c in order[:sc.n_lines - len(lines)]:
                name = say(W.CREW_SHORT + c)
                n = str(crews[c][C_PLAYED])
                b = str(crews[c][C_BEST]) if crews[c][C_BEST] >= 0 else "-"
                lines.append(name + " " * (17 - len(name) - len(n)) + n
                             + " " * (6 - len(b)) + b)
    sc.text(W.VARIANT + variant if short else W.STATISTICS, lines)
    line = LINE.clear().word(app.keys + W.KEY_CHOOSE)
    if variant >= N_STATS_PAGES - 1:
        line.word(W.TO_TITLE)
    else:
        line.word(W.NEXT_PAGE)
        if app.profile.intents & (1 << BACK):    # (the only way back a board has)
            line.word(W.BACK_TITLE)
    sc.foot(line)
    app.root(sc.group)


def press(app, b):
    """What App.go shows next (None: stay)."""
    p = _page
    if b == BACK or b == LEFT or b == UP or b == PREV:
        return TITLE if p == 0 or b == BACK else STATS_PAGE + p - 1
    if b == CHOOSE or b == NEXT or b == RIGHT or b == DOWN:
        return TITLE if p >= N_STATS_PAGES - 1 else STATS_PAGE + p + 1   # the last: the title
    return None
