"""The banner: a box over the board saying what the last decision did (the
core's events, Game.events): why each page turned, the new page and its points,
the deck now flooded; the cards a failed rescue, Lowe or Wait! discarded (shown
in the tray), what Save Time and Same Lines! did, an action card gained."""
import displayio
from sos_boards.sound import FAILED, FLOODED, PAGE, RESCUED, SUNK

from sos_core import layout as L
from sos_core.booklet import LAST_PAGE, page_points
from sos_core.cards import ACTION_KIND, SAVE_TIME, WAIT
from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui import words as W
from sos_ui.menu import frame
from sos_ui.states import BANNER
from sos_ui.text import LINE, TextRow, palette

FILL = const(0x5A0E14)
EDGE = const(0xFF9020)
LINES = (0xFFD860, 0xFFFFFF, 0x9FD8FF, 0xC8D4E8)


def cue_of(g):
    """The sound cue (sos_boards.sound) of what the last decision did: the
    weightiest of a rescue that drew passengers to place and each page turned
    (sinking the ship, flooding a deck, a failed rescue's); 0: none."""
    cue = RESCUED if g.phase() == L.PH_PLACE and not g.s[L.ARG] else 0
    e = g.events
    for i in range(g.n_events):
        j = 4 * i
        if e[j] == L.EV_PAGE:
            k = SUNK if e[j + 1] >= LAST_PAGE else FLOODED if e[j + 3] != L.NO_DECK \
                else FAILED if e[j + 2] == L.WHY_FAILED else PAGE
            if k > cue:
                cue = k
    return cue


class Banner:
    def __init__(self, lay):
        fw, rh = Tx.FONT_W, Tx.FONT_H
        w = min(lay.width - 8, 26 * fw + 8)
        h = 4 * rh + 8
        x = (lay.width - w) // 2
        y = min(lay.ch * 3, lay.height - h - rh - 2)    # the prompt under it shows
        self.group = displayio.Group(x=x, y=y)
        frame(self.group, EDGE, FILL, w, h)
        chars = (w - 4) // fw
        x = (w - chars * fw) // 2
        # one row each, each line its colour; show() writes them
        self.labels = tuple(TextRow(x, 4 + i * rh, chars, palette(LINES[i])) for i in range(4))
        for lab in self.labels:
            self.group.append(lab.grid)
        self.group.hidden = True

    def show(self, app):
        """Say what the last decision did (the core's events): why each page
        turned, the new page and its points, the deck now flooded; the cards a
        failed rescue, Lowe or Wait! discarded (shown in the tray), what Save
        Time and Same Lines! did, an action card gained. Dismissed with the
        choose button; the hand line stays current under it."""
        g = app.game
        view = app.view
        app.state = BANNER
        e = g.events
        rows = self.labels             # each row composed in LINE, then shown
        n = 0
        deck = L.NO_DECK
        pages = 0
        view.draw(g)
        app.play.hand.show(g)
        view.tray_clear()
        for i in range(g.n_events):                   # why each page turned, first
            j = 4 * i
            if e[j] == L.EV_PAGE:
                pages += 1
                if e[j + 3] != L.NO_DECK:
                    deck = e[j + 3]
                if n < 4:
                    rows[n].centre(LINE.clear().word(W.PAGE_WHY + e[j + 2]))
                    n += 1
        if pages and n < 4:
            page = g.page()
            line = LINE.clear()
            if pages > 1:                             # "Pages 3-4"
                line.word(W.PAGES_FROM).num(page - pages + 1).str(b"-")
            else:
                line.word(W.PAGE)
            pts = page_points(page)
            rows[n].centre(line.num(page).str(b": ").num(pts)
                           .word(W.POINT if pts == 1 else W.POINTS))
            n += 1
            sinks = g.over() and page >= LAST_PAGE
            if n < 4 and (deck != L.NO_DECK or sinks):
                rows[n].centre(LINE.clear().word(W.SHIP_SINKS if sinks
                                                 else W.DECK_FLOODED + deck))
                n += 1
        for i in range(g.n_events):                   # then the rest, in order
            j = 4 * i
            k = e[j]
            a = e[j + 1]
            if k == L.EV_DISCARD:
                d = g.plen(L.DISCARD)
                for c in range(max(0, d - a), d):
                    view.tray_add(L.DISCARD, c)
            if n >= 4 or k == L.EV_PAGE:
                continue
            line = LINE.clear()
            cards = W.N_CARDS + (W.ONE_CARD if a == 1 else W.MORE_CARDS)
            if k == L.EV_DISCARD and e[j + 2] == L.WHY_LOWE:
                line.word(W.CREW_SHORT + g.crew_of(app.before_player)).word(W.DISCARDED) \
                    .num(a).word(cards)
            elif k == L.EV_DISCARD and e[j + 2] == L.WHY_WAIT:
                line.word(W.ACTION + WAIT).word(W.DISCARDED).num(a).word(cards)
            elif k == L.EV_SHUFFLE and not pages:       # Save Time (a rescue's tells its page)
                line.word(W.ACTION + SAVE_TIME).str(b": ").num(a).word(W.SHUFFLED_IN)
            elif k == L.EV_LINES:
                line.word(W.NEW_LINES).num(g.plen(a)).word(W.AND).num(g.plen(e[j + 2])) \
                    .word(W.N_CARDS + W.MORE_CARDS)
            elif k == L.EV_GAIN:                        # the card, if it is the player's own
                if g.players() > 1:                   # "P2 gains", solo "You gain"
                    line.str(b"P").num(a + 1).word(W.GAINS)
                else:
                    line.word(W.YOU_GAIN)
                if a == app.before_player:
                    line.word(W.ACTION + ACTION_KIND[e[j + 2]])
                else:
                    line.word(W.A_CARD)
            else:
                continue
            rows[n].centre(line)
            n += 1
        for i in range(n, 4):
            rows[i].set("")
        view.draw_tray(g)
        view.list_over_info(None)
        view.marks.begin()
        view.marks.end()
        view.marks.frame(0, 0, 0, 0)
        view.marks.frame(1, 2 * deck if deck != L.NO_DECK else 0, 0, 1 if deck != L.NO_DECK else 0)
        app.options.open(False)
        view.set_prompt(LINE.clear().word(app.keys + W.KEY_CHOOSE).word(W.CONTINUE))
        view.show_keys(False)
        self.group.hidden = False
        app.root(view.group)
