"""The board at a glance: the option list leaves what it is about in view (it
never covers a target of the set it lists nor the selected card, and B shows
the board under it), and the figures a player needs are on the screen."""
import random

import displayio
import pytest
import uikit
from sos_boards.buttons import A, B
from sos_desktop.uidriver import choose_keys, ok_key, random_choice_keys, run_keys
from sos_ui.entries import IN_LIST, IN_TRAY, ON_BOARD
from sos_ui.picker import END_SPOT
from sos_ui.states import BOARD, OVER
from test_ui_flow import action, board, choose, entry

from sos_core.layout import PH_ACTION

PROFILES = ("pygamer", "clue", "feather")


pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def start(profile, deal=5, players=1):
    return uikit.start_game(profile, deal, players)


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def covered_targets(app):
    """Board targets (and the selection) under the open option list."""
    p, m, lay = app.play, app.options, app.lay
    box = (m.group.x, m.group.y, m.group.x + m.width, m.group.y + m.height())
    cw, ch = lay.cw, lay.ch
    out = []
    for e in range(p.n):
        if p.place[e] == IN_LIST:
            continue
        col = p.pos[e] if p.place[e] == ON_BOARD else 2 * (p.pos[e] - app.view.tray_first)
        if not 0 <= col < lay.cols:
            continue
        r = (col * cw, p.row[e] * ch, (col + 2) * cw, (p.row[e] + 1) * ch)
        if overlaps(box, r):
            out.append(e)
    if p.level == 2 and p.sel_place != IN_LIST:
        col = p.sel_pos if p.sel_place == ON_BOARD else 2 * (p.sel_pos - app.view.tray_first)
        r = (col * cw, p.sel_row * ch, (col + 2) * cw, (p.sel_row + p.sel_h) * ch)
        if overlaps(box, r):
            out.append("selection")
    return out


@pytest.mark.parametrize("profile", PROFILES)
def test_option_list_never_covers_a_target_or_the_selection(profile):
    app = start(profile, deal=7, players=2)
    rnd = random.Random(11)
    opened = 0
    while app.state != OVER:
        if app.state == BOARD and not app.options.group.hidden:
            opened += 1
            assert covered_targets(app) == [], (app.game.phase(), app.play.level)
        run_keys(app, random_choice_keys(app, rnd))
    assert opened > 20


def shown_items(menu):
    """The option list's rows as their tiles read, for the rows its box shows
    (hidden rows left out), the rows below its box (must be hidden), and any
    tile written outside the characters the box shows (must be none)."""
    rows, below, outside = [], [], []
    lo = menu.shift + 1                     # the first character the box shows
    hi = lo + menu.visible
    for r, t in enumerate(menu.row):
        if t.hidden:
            continue
        g = t.grid
        chars = "".join(chr(32 + g[i]) for i in range(t.chars))
        if chars[:lo].strip() or chars[hi:].strip():
            outside.append(chars)
        (rows if r < menu.shown_rows else below).append(chars[lo:hi].strip())
    return rows, below, outside


@pytest.mark.parametrize("profile", PROFILES)
def test_the_option_list_reads_its_items_in_the_characters_its_box_shows(profile):
    """At every press the shown rows read the list's items, row by row, within
    the characters the box shows (a list against the left side has its rows'
    start off the screen), and nothing shows below its box."""
    app = start(profile, deal=9, players=1)
    m = app.options
    rnd = random.Random(5)
    listed = 0
    while app.state != OVER:
        if app.state == BOARD and not m.group.hidden:
            listed += 1
            rows, below, outside = shown_items(m)
            want = [uikit.item_text(m, m.top + r) for r in range(min(m.n - m.top, m.shown_rows))]
            assert rows == want and below == [] and outside == [], (rows, want, below, outside)
            # against a side: the rows' off-screen part and the edge there
            assert m.group.x == -1 or m.group.x + m.width - 1 == app.lay.width
        run_keys(app, random_choice_keys(app, rnd))
    assert listed > 20


def test_a_narrow_list_against_either_side_shows_its_items_on_the_screen():
    """The board's list is narrower than the Menu's rows: against the right
    side its rows run on past the screen's edge; against the left they start
    before it, and each item is written from the first character shown."""
    from sos_ui.menu import LIST_CHARS, Menu
    from sos_ui.words import BACK, MENU, WORD

    m = Menu(4, 23, 240)
    m.move(displayio.Group(), LIST_CHARS)
    items = [WORD, BACK, MENU]
    m.fit(3)
    fw = (m.width - 2) // (LIST_CHARS + 2)          # a character's width
    for x, shift in ((240 - m.width + 1, 0), (-1, 23 - LIST_CHARS), (240 - m.width + 1, 0)):
        m.place(x, 30)                              # (the board places a list, then fills it)
        m.show(items, 3)
        m.open(True)
        assert m.shift == shift
        for r in range(3):
            g = m.row[r].grid
            text = "".join(chr(32 + g[i]) for i in range(m.row[r].chars))
            assert text[1 + shift:].startswith(uikit.item_text(m, r))
            assert not text[:1 + shift].strip()
            # the first character shown one in from the box's edge
            assert m.group.x + g.x + shift * fw == x + 1


@pytest.mark.parametrize("profile", PROFILES)
def test_one_prompt_row_says_each_phase_and_a_new_prompt_redraws_at_most_that_row(profile):
    """Every prompt is written into one row (two that took turns redrew both at
    each change): the moves' prompt shows at the start of turns, and no press
    redraws more in the prompt's band than the row, once."""
    from sos_boards.buttons import NAMES
    from sos_ui.text import say
    from sos_ui.words import END_PROMPT

    app = start(profile, deal=4, players=1)
    v = app.view
    v.rest = lambda ms: False          # (the key hint's turns at rest: a slow test's clock)
    g = v.prompt.grid
    row = (g.x, g.y, g.x + g.width * g.tile_width, g.y + g.tile_height)
    moves = say(END_PROMPT + app.view.scheme)        # (naming the board's button)
    d = app.display
    rnd = random.Random(8)
    shown = 0
    while app.state != OVER:
        for k in random_choice_keys(app, rnd):
            was = app.state
            app.buttons.feed(NAMES[k])
            over = 0
            while not app.buttons.done:
                app.tick()
                for a in d.last_areas:        # the row's own (a list over it: its own)
                    if row[1] <= a[1] and a[3] <= row[3]:
                        over += (a[2] - a[0]) * (a[3] - a[1])
            if was == app.state == BOARD:              # (a new screen redraws it all)
                assert over <= (row[2] - row[0]) * (row[3] - row[1])
        if app.state == BOARD and v.prompt.row_text() == moves:
            shown += 1
    assert shown > 5


@pytest.mark.parametrize("profile", PROFILES)
def test_a_step_in_the_option_list_redraws_its_two_rows_alone(profile):
    """The highlight is a row's palette: a step from one item to the next
    redraws those two rows, as much of them as the screen shows, no more."""
    app = start(profile, deal=5)
    p = app.play
    end = [e for e in range(p.n) if p.place[e] == IN_LIST][0]
    run_keys(app, choose_keys(app, end))           # End moves: the action list
    m = app.options
    assert app.game.phase() == PH_ACTION and m.n >= 2 and not m.group.hidden
    d = app.display
    d.refresh()
    was = m.cursor
    from sos_boards.buttons import DOWN, NEXT, UP
    from sos_ui.menu import PAD

    app.press(NEXT if app.scheme != "dpad" else UP if was == m.n - 1 else DOWN)
    app.options.settle()
    d.refresh()
    assert m.cursor != was and m.top == 0
    w = min(m.group.x + m.width - 1, app.lay.width) - max(m.group.x + 1, 0)
    rows = sorted((max(m.group.x + 1, 0), m.group.y + PAD + r * m.rh) for r in (was, m.cursor))
    box = (m.group.x, m.group.y, m.group.x + m.width, m.group.y + m.height())
    mine = [a for a in d.last_areas if overlaps(a, box)]   # (the prompt says what it does)
    assert sorted((a[0], a[1]) for a in mine) == rows
    assert sum((a[2] - a[0]) * (a[3] - a[1]) for a in mine) == 2 * w * m.rh


def test_b_shows_the_board_under_a_list_of_options_only():
    app = start("pygamer", deal=5)
    p = app.play
    end = [e for e in range(p.n) if p.place[e] == IN_LIST][0]
    run_keys(app, choose_keys(app, end))           # End moves: the action phase
    g = app.game
    assert g.phase() == PH_ACTION
    assert p.n_opt == p.n and not app.options.group.hidden
    before = g.n_undo, bytes(g.s)
    run_keys(app, [B])
    assert app.options.group.hidden                # the board, whole
    run_keys(app, [A])                             # A shows the list again: nothing chosen
    assert not app.options.group.hidden
    assert (g.n_undo, bytes(g.s)) == before
    run_keys(app, [B, B])
    assert app.options.group.hidden
    assert p.cur < p.n and p.place[p.cur] in (IN_LIST, IN_TRAY, ON_BOARD)


def cell_is(app, col, row, cell, width=None):
    """Does screen cell (col, row) show sheet cell `cell`, pixel for pixel (its
    first `width` columns)?"""
    import sos_sprites as S

    bitmap, palette = S.load(app.profile.bitmaps, app.profile.sheet)
    cw, ch = S.CELL_SIZE[app.profile.sheet]
    sx = (cell % S.SHEET_COLS) * cw
    sy = (cell // S.SHEET_COLS) * ch
    d = app.display
    for y in range(ch):
        for x in range(width or cw):
            c = palette[bitmap[sx + x, sy + y]]
            r, g, b = c >> 16, (c >> 8) & 255, c & 255
            want = (((r >> 3) * 255 // 31) << 16) | (((g >> 2) * 255 // 63) << 8) \
                | ((b >> 3) * 255 // 31)
            if d.pixel(col * cw + x, row * ch + y) != want:
                return False
    return True


@pytest.mark.parametrize("profile", PROFILES)
def test_panel_shows_the_action_deck_and_the_score_as_the_core_counts_them(profile):
    import sos_sprites as S

    from sos_core import score
    from sos_core.layout import A_DECK

    app = start(profile, deal=9, players=2)
    lay, v = app.lay, app.view
    rnd = random.Random(4)
    seen = set()
    checks = 0
    while app.state != OVER:
        if app.state == BOARD:
            g = app.game
            app.display.refresh()
            assert v.actions.row_text() == str(g.alen(A_DECK))
            assert v.score.row_text() == str(score.total(g))
            seen.add(score.total(g))
            if checks % 25 == 0 and app.options.group.hidden:    # the icons, pixel for pixel
                for row, cell, lab in ((lay.actions_row, S.ICON_ACTION, v.actions),
                                       (lay.score_row, S.ICON_SCORE, v.score)):
                    left = lab.grid.x + 6 * (3 - len(lab.row_text())) - lay.panel * lay.cw
                    assert cell_is(app, lay.panel, row, cell, min(left, lay.cw))
            checks += 1
        run_keys(app, random_choice_keys(app, rnd))
    assert len(seen) > 3                       # the score moved during the game


@pytest.mark.parametrize("profile,deal,with_deal,without", [
    ("pygamer", 40731, "Lee: WA CB CO M1", "Lee: WA CB CO M1"),   # the deal gives way
    ("pygamer", 7, "Lee: M1 YT M2 PB    Deal 7", "Lee: M1 YT M2 PB"),
    ("clue", 40731, "Lee: WA CB CO M1", "Lee: WA CB CO M1"),
    ("clue", 7, "Lee: M1 YT M2 PB    Deal 7", "Lee: M1 YT M2 PB"),
    ("feather", 5, "Fleet has Wait!  Deal 5", "Fleet has Wait!"),     # beside the panel
])
def test_the_hand_line_ends_with_the_deal_number_where_it_fits(profile, deal, with_deal,
                                                               without):
    # the deal at a glance: right-aligned at the end of the hand line where the
    # crew's name and the cards leave room for it; drawn with the hand (the
    # pause menu's title shows it always)
    app = start(profile, deal=deal)
    row, play = app.view.info, app.play
    assert row.row_text() == with_deal and (len(with_deal) == row.chars or with_deal == without)
    play.hand.deal = 0
    play.hand.shown[0] = 0                  # drawn again, without it
    play.hand.show(play.g)
    assert row.row_text() == without
    play.hand.deal = 10 ** 40                    # longer than any row: left out
    play.hand.shown[0] = 0
    play.hand.show(play.g)
    assert row.row_text() == without


@pytest.mark.parametrize("profile", PROFILES)
def test_the_option_list_sits_low_where_the_lines_leave_room(profile):
    """Short lines: the moves' list goes under them, above the hand line, not
    over the survivor groups and the panel (the hand line, shown on every board
    here, was counted as covered by every low place, so the list always went
    up)."""
    app = board(profile, lines={1: "Y9 | Y5", 2: "Y3 | P11", 3: "| Y12"}, groups=["Y1 Y2"],
                rest="line4")
    app.play.step(entry(app, END_SPOT) - app.play.cur)
    m, info = app.options, app.view.info.grid
    assert not m.group.hidden and not info.hidden
    lay = app.lay
    assert m.group.y + m.height() == info.y and m.group.x + m.width <= lay.panel * lay.cw


@pytest.mark.parametrize("profile", PROFILES)
def test_with_the_tray_shown_the_list_sits_above_it(profile):
    """Get Ready!'s Top/Bottom list, short lines: above the tray, not over the
    lines' cards at the top (the tray was counted as covered by every low
    place)."""
    app = board(profile, hands=["GR1"], phase="action", deck="Y4 P7 Y9 P2 Y12 Y13",
                lines={1: "Y5 | P9"}, rest="line3")
    choose(app, action("GR1"))
    run_keys(app, [ok_key(app.scheme)])                  # a card: now Top or Bottom
    m, lay = app.options, app.lay
    assert app.play.level == 2 and not m.group.hidden and app.view.tray_on
    assert m.group.y + m.height() == lay.tray_row * lay.ch


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILES)
def test_the_first_turns_board_leaves_no_bare_band_over_a_fifth_of_the_screen(profile,
                                                                             tmp_path):
    """Issue 34: the README's board screenshot (tools/screenshots.py: deal 1, two
    players, the second turn's start) uses the screen: no band of bare sea across
    the lines' area taller than 20 % of the screen (before: CLUE 38 %, PyGamer
    30 %)."""
    from sos_boards.table import BY_NAME
    from sos_ui.layout import Layout

    from tools.assets import screenshots
    from tools.bench import ui_measure

    screenshots.shoot(profile, str(tmp_path), scale=1, until="board")
    board = BY_NAME[profile]
    w, h = board.width, board.height
    lay = Layout(board.sheet, w, h)
    band, top = ui_measure.bare_band(tmp_path / ("board_%dx%d.png" % (w, h)), lay.panel * lay.cw)
    assert band <= h // 5, (band, top)
