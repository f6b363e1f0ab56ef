"""The banner: a box over the board telling, whole, what the player's last
decision did and the auto-moves after it (the turn log from its mark,
sos_ui.records): why each page turned, the page and its points, the deck
flooded and where its line went, the cards a rescue, Lowe or Wait! discarded
(in the tray too), reshuffles, Same Lines!' new lines, every card gained,
every passenger auto-moved. Four rows a part: the choose button shows the
next part, then dismisses it. line() words each entry, for the pause menu's
What happened too.

The box is the option list's (Menu.lend(): never shown with the banner), in
the banner's colours: its rows, opaque, are the box, so showing, paging or
dismissing it redraws its area once, not a box under its rows as well."""
from sos_boards.sound import FAILED, FLOODED, PAGE, RESCUED, SUNK

from sos_core import layout as L
from sos_core.booklet import LAST_PAGE, page_points
from sos_core.cards import ACTION_KIND, VALUE
from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui import words as W
from sos_ui.menu import PAD
from sos_ui.states import BANNER
from sos_ui.text import LINE

ROWS = const(4)


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


def line(app, k, j, viewer):
    """Word line k of what the turn log tells from entry j into LINE (the
    cards gained by `viewer` named): each entry a line, a page three (why,
    the page and its points, the deck flooded or the ship sunk), a turn's
    heading none (sos_ui.happened words it). False past the last line. A
    line is at most 24 characters, the banner's row on 160 px (words.txt)."""
    rec = app.records
    log = rec.log
    while j < rec.n_log:
        o = 4 * j
        kind = log[o]
        a = log[o + 1]
        b = log[o + 2]
        c = log[o + 3]
        n = (3 if a >= LAST_PAGE or c != L.NO_DECK else 2) if kind == L.EV_PAGE \
            else 0 if kind == L.EV_TURN else 1
        if k < n:
            break
        k -= n
        j += 1
    else:
        return False
    t = LINE.clear()
    if kind == L.EV_PAGE:
        if k == 0:
            t.word(W.PAGE_WHY + b)
        elif k == 1:                                    # "Page 10: 1 point"
            pts = page_points(a)
            t.word(W.PAGE).num(a).str(b": ").num(pts).word(W.POINT if pts == 1 else W.POINTS)
        else:
            t.word(W.SHIP_SINKS if a >= LAST_PAGE else W.DECK_FLOODED + c)
    elif kind == L.EV_FLOOD:                            # "Line 4 went into line 5"
        t.word(W.LINE_WORD).num(a + 1).word(W.INTO_LINE).num(a + 2)
    elif kind == L.EV_DISCARD:                          # "None fits: 2 discarded"
        t.word(W.DISCARD_WHY + b).num(a).word(W.DISCARDED)
    elif kind == L.EV_SHUFFLE:                          # "Save Time: 12 reshuffled"
        t.word(W.SHUFFLED_BY + b).num(a).word(W.SHUFFLED_END + b)
    elif kind == L.EV_LINES:                            # "New lines 1+2: 9 cards"
        t.word(W.NEW_LINES).num(a + 1).word(W.AND).num(b + 1).str(b": ").num(c) \
            .word(W.N_CARDS + (c != 1))
    elif kind == L.EV_GAIN:                             # the card, if it is the viewer's
        if app.game.players() > 1:                    # "P2 gains", solo "You gain"
            t.str(b"P").num(a + 1).word(W.GAINS)
        else:
            t.word(W.YOU_GAIN)
        t.word(W.ACTION + ACTION_KIND[b] if a == viewer else W.A_CARD)
    else:                                               # EV_AUTO: "Auto-moved: 2nd 5"
        t.word(W.AUTO_MOVED).word(W.CLASS_WORD + (a >> 6 & 1)).str(b" ").num(a & VALUE)
    return True


class Banner:
    def __init__(self, lay, menu):
        """`menu`: the option list's Menu (App.options), whose box it borrows."""
        rh = Tx.FONT_H
        self.y = min(lay.ch * 3, lay.height - ROWS * rh - 2 * PAD - rh - 2)  # the prompt below
        self.labels = menu.row[:ROWS]  # one row a line (a screen menu's: 25 characters)
        self.group = menu.group        # (hidden but while it or the list shows)
        self.first = 0                 # the line the part shown starts at

    def show(self, app, more=False):
        """Tell what the player's decision did, and the auto-moves after it,
        if the prompt cannot (an event, or more auto-moves than it names:
        Play.auto_cards, sos_ui.automove's AUTO_SHOWN); False if not. The
        board as it is now under it, the cards discarded in the tray, the deck
        flooded framed; the hand line stays current under it. `more`: the
        choose button's, the part after the one shown (False: none is left,
        the App dismisses the banner)."""
        view = app.view
        mark = app.records.mark
        who = app.before_player
        first = self.first + ROWS if more else 0
        if more and not line(app, first, mark, who):
            return False
        if not more:
            g = app.game
            log = app.records.log
            play = app.play
            due = play.auto_moved > len(play.auto_cards)
            deck = L.NO_DECK
            view.tray_clear()
            for o in range(4 * mark, 4 * app.records.n_log, 4):
                k = log[o]
                if k == L.EV_DISCARD:                   # the discard's top cards
                    d = g.plen(L.DISCARD)
                    for c in range(max(0, d - log[o + 1]), d):
                        view.tray_add(L.DISCARD, c)
                elif k == L.EV_PAGE and log[o + 3] != L.NO_DECK:
                    deck = log[o + 3]
                due = due or k != L.EV_TURN and k != L.EV_AUTO
            if not due:
                return False
            app.state = BANNER
            play.auto_moved = 0        # told here: not again on the prompt
            view.draw(g)
            play.hand.show(g)
            view.draw_tray(g)
            view.list_over_info(None)
            marks = view.marks
            marks.begin()
            marks.end()
            marks.frame(0, 0, 0, 0)
            marks.frame(1, 2 * deck if deck != L.NO_DECK else 0, 0, 1 if deck != L.NO_DECK else 0)
            app.options.lend(self.y, ROWS)   # (the list closed)
            view.show_keys(False)
            app.root(view.group)
        self.first = first
        for i in range(ROWS):
            row = self.labels[i]
            if line(app, first + i, mark, who):
                row.centre(LINE)
            else:
                row.set("")
        more = line(app, first + ROWS, mark, who)         # (words into LINE too)
        view.set_prompt(LINE.clear().word(app.keys + W.KEY_CHOOSE)
                        .word(W.MORE if more else W.CONTINUE))
        return True
