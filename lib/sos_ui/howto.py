"""How to play, and the guide. How to play: pages of a title and up to 7
lines, numbered in the foot line (in two parts where the screen shows fewer
lines: 240x135, the title saying which: "The goal ...", "... The goal"):
the rules (goal, buttons, lines, a turn, the score, flooding,
the board, reading it, moves made for you, the hand line), then every action
card and every crew. From the title it opens at the first page; from the pause
menu at the page for the phase the game is in (_AT: the moves' rules, the
turn, the card being played, the crew whose ability acts), and in a game its
page The board shows the board itself, the side panel's figures named where
they stand (_label).

The guide is four of those pages for the player whose turn it is: their crew
in full (its name, draws, start cards and ability), their action cards spelled
out (the hand line shows codes), A turn, and the side panel named on the board.
It opens the first game on record and the game after How to play was read from
the title (sos_ui.begin), and the pause menu's Your crew opens it too.

Next/previous page with the board's paging buttons (stopping at the first and
the last: the guide's last page goes on to the game), closed with its back
button, or its choose button where it has no back (on the PyGamer A pages on).
The CLUE's two buttons are next and choose: its next goes round from the last
page to the first, as its lists and targets do (held, A pages on by itself:
App.tick's repeat); its choose shows the contents (_contents: the rules'
titles, Action cards, Crews, "< Back" that closes), so that a page behind is
a few presses away, not 31. The guide's choose closes it.
Loaded only while it shows (App.load; see sos_ui.title). The texts are in
words.bin: pages cost flash, not heap."""
import displayio
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, MENU, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, MYSTERY_1ST, N_KINDS
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.screens import SEA
from sos_ui.screens import TITLE as GOLD
from sos_ui.states import HELP, PAUSED, TITLE
from sos_ui.text import SMALL_H, SMALL_W, Line, TextRow, fetch, palette

_RULES = const(10)       # pages before the action cards: see _lines
PAGES = _RULES + N_KINDS + crew.N_CREW
P_TURN = const(3)        # A turn
P_BOARD = const(6)       # The board: in a game, the board itself (_label)
# the guide's own pages, numbered after the book's: the crew, the hand
G_CREW = PAGES
G_CARDS = PAGES + 1
P_GOAL = const(0)         # The goal: the classes' colours and numbers
P_LINES = const(2)        # The lines: how a run moves
GUIDE = (G_CREW, G_CARDS, P_GOAL, P_LINES, P_TURN, P_BOARD)
# The page the pause menu's How to play opens at, by sos_core.layout PH_*: the
# lines (moves), A turn (the action, a drawn passenger), the action card being
# played (_CARD: PH_GET_READY .. PH_MYSTERY), the crew whose ability acts
# (_CREW: Fleet, Lightoller, Lowe, Smith), the score (game over).
_CARD = const(254)
_CREW = const(255)
_AT = bytes((2, P_TURN, P_TURN) + (_CARD,) * 10 + (_CREW,) * 4 + (4,))
_SHOWN = const(7)        # a page's lines

_page = 0                # the page shown: of the book, or of GUIDE while guiding
_guide = False
_part = 0                # its part shown: a page longer than the screen (240x135)
_back = 0                # what closing shows: the title, the pause menu, the game
_labels = None           # the side panel's names, while on the board (_label)
_foot = Line(40)
_numbers = Line(40)      # a crew page's draws and start cards; a card's hand code
_title = Line(40)        # a page's title with its part: "The goal ..."
_hand = [Line(32) for _ in range(_SHOWN)]   # the guide's hand page: "CB Come Back! x2"
_listed = False          # the contents show (_contents)
_opened = 0              # the screen menu's cursor help was opened from (pause: its item)


def show(app, arg):
    """From the title: the first page, and the next deal opens with the guide
    (App.guide). From the pause menu: the page for the phase, or the guide
    (Your crew: the menu's cursor still on it). From sos_ui.begin (`arg`: the
    board or the hand-over, shown after it): the guide."""
    global _page, _part, _back, _guide, _labels, _listed, _opened
    _labels = None             # (a module another App left, on a desktop: not this board's)
    _listed = False
    _opened = app.screen.menu.cursor
    st = app.state
    _guide = arg != HELP or st == PAUSED and app.screen.menu.cursor == W.PAUSE_CREW
    _back = arg if arg != HELP else PAUSED if st == PAUSED else TITLE
    if _back == TITLE:
        app.guide = True
    app.state = HELP
    _page = 0 if _guide or _back == TITLE else page_for(app.game)
    _part = 0
    _show(app)


def page_for(g):
    """The book's page for the phase g is in (the pause menu's How to play)."""
    k = _AT[g.phase()]
    if k == _CARD:
        return _RULES + ACTION_KIND[g.s[L.ACT]]
    if k == _CREW:
        return _RULES + N_KINDS + g.crew_of(g.current())
    return k


def _lines(app, i):
    """Page i's title and its 7 lines."""
    if i < _RULES:
        if i == 1:                             # this board's buttons
            first = app.keys + W.KEY_HELP
        else:
            first = W.HELP + W.HELP_EACH * (i - 1 if i > 1 else 0) if i < 5 \
                else (W.HELP_FLOOD, W.HELP_BOARD, W.HELP_READ, W.HELP_AUTO, W.HELP_HAND)[i - 5]
        return first, range(first + 1, first + 8)
    if i < _RULES + N_KINDS:                   # an action card
        k = i - _RULES
        first = W.CARD_TEXT + W.CARD_TEXT_EACH * k
        _numbers.clear().word(W.HAND_CODE).word(W.ACTION_CODE + k)     # "... CO"
        return W.ACTION_FULL + k, (first, first + 1, first + 2, first + 3, first + 4,
                                   W.MYSTERY_MARK if k >= MYSTERY_1ST else "", _numbers)
    g = app.game
    if i == G_CARDS:
        return W.YOUR_CARDS, _cards(g)
    c = i - _RULES - N_KINDS if i < G_CREW else g.crew_of(g.current())
    first = W.CREW_TEXT + W.CREW_TEXT_EACH * c   # a crew: its numbers, then its ability
    _numbers.clear().word(W.DRAWS).num(crew.max_draw(c)).word(W.START_CARDS) \
        .num(crew.start_cards(c))
    if i == G_CREW:                            # "Your crew: Latimer", its full name
        _title.clear().word(W.YOUR_CREW).word(W.CREW_SHORT + c)
        return _title, (W.CREW + c, _numbers, first, first + 1, first + 2, first + 3,
                        first + 4)
    return W.CREW + c, (_numbers, "", first, first + 1, first + 2, first + 3, first + 4)


def _cards(g):
    """The hand of the player whose turn it is, a line a kind: its code (what the
    hand line shows where names do not fit), its name, how many ("x2")."""
    cur = g.current()
    n = 0
    for k in range(N_KINDS):
        m = 0
        for i in range(g.alen(cur)):
            m += ACTION_KIND[g.acard(cur, i)] == k
        if m and n < _SHOWN:
            ln = _hand[n].clear().word(W.ACTION_CODE + k).str(b" ").word(W.ACTION + k)
            if m > 1:
                ln.str(b" x").num(m)
            n += 1
    if n == 0:
        return (W.NO_CARDS_YET,)
    return _hand[:n]


def _on_board():
    """Is the page shown the board itself? The board page, in a game."""
    return _at() == P_BOARD and _back != TITLE


def _at():
    return GUIDE[_page] if _guide else _page


def _parts(app):
    """A page's parts on this screen: 1, or 2 where it shows 4 lines of 7."""
    if _on_board():
        return 1
    n = app.screen.n_lines
    return ((_SHOWN if _at() != G_CARDS else len(_cards(app.game))) + n - 1) // n


def _one_way(app):
    """No button goes back a page (the CLUE), and this is the book: contents."""
    return not _guide and not app.profile.intents & (1 << PREV | 1 << LEFT | 1 << BACK)


def _contents(app, at):
    """The book's contents, a menu: the rules' pages by title, the first action
    card's and the first crew's, "< Back"; the cursor on item `at`."""
    global _listed
    _unlabel(app)
    _listed = True
    it = app.items
    for i in range(_RULES):
        it[i] = _lines(app, i)[0]
        app.enabled[i] = 1
    for i in range(3):
        it[_RULES + i] = W.HELP_SECTIONS + i if i < 2 else W.BACK
        app.enabled[_RULES + i] = 1
    sc = app.screen
    sc.text(W.HELP_CONTENTS)
    sc.menu_at(0, it, _RULES + 3, at, app.enabled)
    sc.foot(W.TITLE_KEYS + app.scheme_no)      # "A: next  B: choose"
    app.root(sc.group)


def _show(app):
    # "3/31 A: next  B: close", in this board's button names
    _foot.clear().num(_page + 1).str(b"/").num(len(GUIDE) if _guide else PAGES).str(b" ") \
        .word(W.HELP_TO_LIST if _one_way(app) else W.HELP_KEYS + app.scheme_no)
    if _on_board():
        _label(app)
        return
    _unlabel(app)
    title, lines = _lines(app, _at())
    n = app.screen.n_lines
    parts = _parts(app)
    if parts > 1:
        # "The goal ...", then "... The goal": no second fraction beside the
        # foot's page number (issue 35: "(1/2)" and "1/6" read as two counts)
        if title is not _title:
            _title.clear().word(title)
        t = _title
        if _part:                              # "... " before (t.n <= 26: words.txt)
            b = t.buf
            for i in range(t.n - 1, -1, -1):
                b[i + 4] = b[i]
            for i in range(4):
                b[i] = 32 if i == 3 else 46
            t.n += 4
        else:
            t.str(b" ...")
        title = t
        lines = lines[_part * n:_part * n + n]
    app.screen.text(title, lines, 0xC8D4E8)
    app.screen.foot(_foot)
    app.root(app.screen.group)


def _label(app):
    """The board as it stands, each figure of the side panel named beside it
    (W.PANEL_NAMES, top down), the page's title on the hand line and its foot
    on the key hint's row (the prompt's, where the key hint takes turns with
    it): no cursor, no marks, no list. Left by _unlabel; the board's own rows
    come back when it shows again (Play.refresh)."""
    global _labels
    v = app.view
    lay = app.lay
    g = app.game
    v.draw(g)
    v.tray_clear()
    v.draw_tray(g)
    v.marks.begin()
    v.marks.end()
    v.marks.frame(0, 0, 0, 0)
    v.marks.frame(1, 0, 0, 0)
    v.list_over_info(None)
    if _labels is None:
        _labels = displayio.Group()
        pal = palette(GOLD, SEA)               # on the sea: over a card, readable
        right = lay.panel * lay.cw
        dy = (lay.ch - SMALL_H) // 2
        rows = (0, lay.group_row(1), lay.group_row(2), lay.deck_row - 1, lay.deck_row,
                lay.actions_row, lay.discard_row, lay.score_row)
        for k in range(len(rows)):
            w = W.PANEL_NAMES + k
            r = rows[k]
            if k == 0 and right - fetch(w) * SMALL_W < 12 * lay.cw:   # over deck 6's hull
                w = W.PANEL_PAGE_UP            # (160 px): under it, "page ^"
                r = 1
            n = fetch(w)
            t = TextRow(right - n * SMALL_W, r * lay.ch + (dy if dy >= 0 or r != 1 else 0),
                        n, pal, small=True)         # (under the hull, not on its edge)
            t.set(w)
            _labels.insert(0, t.grid)          # the one above drawn over this one's
            # top (blank), not its descenders: rows are 12 px, 160 px cells 10
        v.group.append(_labels)
    v.set_info(W.PANEL_TITLE)
    v.set_prompt("" if not v.rests else _foot)
    v.keys.set(_foot)                      # (BoardView.set_keys goes on a board)
    app.root(v.group)


def _unlabel(app):
    """The board's own again: its labels gone, its key hint and hand line to
    be drawn afresh (the prompt is, whenever the board shows)."""
    global _labels
    if _labels is None:
        return
    v = app.view
    v.group.remove(_labels)
    _labels = None
    v.keys.set(app.keys)
    app.play.hand.forget()


def _close(app):
    _unlabel(app)
    app.screen.menu.cursor = _opened       # (the pause menu shows again on its item)
    return _back


def press(app, b):
    """What App.go shows next: the screen help was opened from, or the game
    after the guide (None: stay)."""
    global _page, _part, _listed
    last = (len(GUIDE) if _guide else PAGES) - 1
    if _listed:                                # the contents: a page, or close
        if app.menu_step(b):
            return None
        if b != CHOOSE:
            return _close(app) if b == MENU else None
        i = app.screen.menu.cursor
        if i > _RULES + 1:                     # "< Back"
            return _close(app)
        _listed = False
        _page = i if i < _RULES else _RULES + (N_KINDS if i > _RULES else 0)
        _part = 0
        _show(app)
        return None
    if b == CHOOSE and _one_way(app):          # the CLUE: the contents, on "< Back"
        _contents(app, _RULES + 2)
        return None
    if b == CHOOSE and app.profile.intents & (1 << BACK):
        # where B closes (PyGamer, PyBadge), A pages on as its foot line says,
        # and closes from the last page
        if _page == last and _part + 1 >= _parts(app):
            return _close(app)
        b = NEXT
    if b == CHOOSE or b == BACK or b == MENU:
        return _close(app)
    if b == NEXT or b == RIGHT or b == DOWN:
        if _part + 1 < _parts(app):
            _part += 1
        elif _page < last:
            _page += 1
            _part = 0
        elif _guide:                           # the guide read: on to the game
            return _close(app)
        elif app.profile.intents & (1 << PREV | 1 << LEFT):   # the last page stays
            return None
        else:                                  # no way back a page: round to the first
            _page = 0
            _part = 0
    elif b == PREV or b == LEFT or b == UP:
        if _part:
            _part -= 1
        elif _page == 0:
            return None
        else:
            _page -= 1
            _part = _parts(app) - 1
    else:
        return None
    _show(app)
    return None
