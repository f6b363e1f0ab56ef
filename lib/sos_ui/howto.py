"""How to play: pages of a title and up to 7 lines, numbered in the foot line
(in two parts where the screen shows fewer lines: 240x135):
the rules (goal, buttons, lines, a turn, the score, flooding, the board,
reading it, moves made for you), then every action card and every crew.
Next/previous page with the board's paging buttons (stopping at the first and
the last), closed with its choose or back button. The CLUE's two buttons are
next and close: its next goes round from the last page to the first, as its
lists and targets do, so that every page is a few presses away (held, A pages
on by itself: App.tick's repeat). Reached from the title and
the pause menu; loaded only while it shows (App.load; see
sos_ui.title). The texts are in words.bin: pages cost flash, not heap."""
from sos_boards.buttons import BACK, CHOOSE, DOWN, LEFT, MENU, NEXT, PREV, RIGHT, UP

from sos_core import crew
from sos_core.cards import N_KINDS
from sos_core.compat import const
from sos_ui import words as W
from sos_ui.states import HELP, PAUSED, TITLE
from sos_ui.text import Line

_RULES = const(9)        # pages before the action cards: see _show
PAGES = _RULES + N_KINDS + crew.N_CREW
_page = 0                # the page shown
_part = 0                # its part shown: a page longer than the screen (240x135)
_back = 0                # the state help was opened from
_foot = Line(40)
_numbers = Line(40)      # a crew page's draws and start cards; a card's hand code
_title = Line(40)        # a page's title with its part: "The goal (1/2)"


def show(app, arg):
    """From the first page; closed back to the screen it was opened from (the
    title or the pause menu)."""
    global _page, _part, _back
    _back = PAUSED if app.state == PAUSED else TITLE
    app.state = HELP
    _page = 0
    _part = 0
    _show(app)
    app.root(app.screen.group)


def _lines(app, i):
    """Page i's title and its 7 lines."""
    if i < _RULES:
        if i == 1:                             # this board's buttons
            first = app.keys + W.KEY_HELP
        else:
            first = W.HELP + W.HELP_EACH * (i - 1 if i > 1 else 0) if i < 5 \
                else (W.HELP_FLOOD, W.HELP_BOARD, W.HELP_READ, W.HELP_AUTO)[i - 5]
        return first, range(first + 1, first + 8)
    if i < _RULES + N_KINDS:                   # an action card
        k = i - _RULES
        first = W.CARD_TEXT + W.CARD_TEXT_EACH * k
        _numbers.clear().word(W.HAND_CODE).word(W.ACTION_CODE + k)     # "... CO"
        return W.ACTION_FULL + k, (first, first + 1, first + 2, first + 3, first + 4,
                                   "", _numbers)
    c = i - _RULES - N_KINDS                   # a crew: its numbers, then its ability
    first = W.CREW_TEXT + W.CREW_TEXT_EACH * c
    _numbers.clear().word(W.DRAWS).num(crew.max_draw(c)).word(W.START_CARDS) \
        .num(crew.start_cards(c))
    return W.CREW + c, (_numbers, "", first, first + 1, first + 2, first + 3, first + 4)


def _parts(app):
    """A page's parts on this screen: 1, or 2 where it shows 4 lines of 7."""
    n = app.screen.n_lines
    return (7 + n - 1) // n


def _show(app):
    title, lines = _lines(app, _page)
    n = app.screen.n_lines
    parts = _parts(app)
    if parts > 1:
        title = _title.clear().word(title).str(b" (").num(_part + 1).str(b"/").num(parts) \
            .str(b")")
        lines = lines[_part * n:_part * n + n]
    app.screen.text(title, lines, 0xC8D4E8)
    # "3/30 A: next  B: close", in this board's button names
    _foot.clear().num(_page + 1).str(b"/").num(PAGES).str(b" ").word(W.HELP_KEYS + app.scheme_no)
    app.screen.foot(_foot)


def press(app, b):
    """What App.go shows next: the screen help was opened from (None: stay)."""
    global _page
    if b == CHOOSE or b == BACK or b == MENU:
        return _back
    global _part
    if b == NEXT or b == RIGHT or b == DOWN:
        if _part + 1 < _parts(app):
            _part += 1
        elif _page + 1 < PAGES:
            _page += 1
            _part = 0
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
