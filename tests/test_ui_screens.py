"""Screenshots of every screen and flow at 160x128 and 240x240, checked pixel
by pixel against what the core says: a cell of the board must show exactly the
sprite-sheet cell of the right card, the booklet page, the flooded decks; the
cursor, the selection and the target hints must sit on legal targets."""
import random

import pytest
import sos_sprites as S
import uikit
from sos_boards.buttons import B
from sos_desktop.uidriver import choose_keys, random_choice_keys, run_keys
from sos_ui import marks, menu
from sos_ui.entries import IN_LIST, IN_TRAY, ON_BOARD
from sos_ui.states import (
    BANNER,
    BOARD,
    HANDOVER,
    OVER,
    TITLE,
)
from uikit import rgb565

from sos_core import booklet
from sos_core.layout import GROUP0, LOOK, PH_ACTION, PH_MOVE, PH_PLACE

PROFILES = ("pygamer", "clue")


pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


class Sheet:
    def __init__(self, app):
        self.bitmap, self.palette = S.load(app.profile.bitmaps, app.profile.sheet)
        self.cw, self.ch = S.CELL_SIZE[app.profile.sheet]

    def cell_is(self, display, col, row, cell):
        """Does screen cell (col, row) show sheet cell `cell`, pixel for pixel?"""
        cw, ch = self.cw, self.ch
        sx = (cell % S.SHEET_COLS) * cw
        sy = (cell // S.SHEET_COLS) * ch
        for y in range(ch):
            for x in range(cw):
                want = rgb565(self.palette[self.bitmap[sx + x, sy + y]])
                if display.pixel(col * cw + x, row * ch + y) != want:
                    return False
        return True


def clean(app):
    """Refresh with the overlays (cursor, selection, hints, option list) hidden."""
    v = app.view
    m = v.marks
    hidden = [g for g in m.frames[0] + m.frames[1] + m.grid.column + [app.options.group]
              + list(app.options.shapes) if not g.hidden]
    for g in hidden:
        g.hidden = True
    app.display.refresh()
    return hidden


def restore(app, hidden):
    for g in hidden:
        g.hidden = False
    app.display.refresh()


def count(display, x1, y1, x2, y2, colour):
    want = rgb565(colour)
    return sum(display.pixel(x, y) == want for y in range(y1, y2) for x in range(x1, x2))


def start(profile, deal=3, players=1):
    return uikit.start_game(profile, deal, players)


def assert_board_matches_core(app):
    g = app.game
    d = app.display
    sheet = Sheet(app)
    lay = app.lay
    hidden = clean(app)
    try:
        for deck in range(6):                  # the ship: deck numbers, flooded compartments
            n = booklet.flooded_compartments(deck, g.page())
            assert sheet.cell_is(d, 2 * deck, 0, S.HULL_DECK + deck)
            assert sheet.cell_is(d, 2 * deck + 1, 0, S.hull_flood(deck + 1, n))
        assert sheet.cell_is(d, lay.panel, 0, S.ICON_PAGE)
        for line in range(7):                  # every line: its exposed card and the back
            n = g.plen(line)
            if n == 0:
                continue
            app.view.card_row(g, line, n - 1)
            top = g.top(line)
            r = app.view.row
            assert sheet.cell_is(d, 2 * line, r, S.strip_left(top)), line
            assert sheet.cell_is(d, 2 * line + 1, r, S.strip_right(top)), line
            assert sheet.cell_is(d, 2 * line, r + 1, S.body(top)), line
            if g.facedown(line):
                down = g.facedown(line)
                assert sheet.cell_is(d, 2 * line, 1, S.BACK_TENS + down // 10)
                assert sheet.cell_is(d, 2 * line + 1, 1, S.BACK_UNITS + down % 10)
        for i in range(4):                     # survivor groups: the top card, or empty
            n = g.plen(GROUP0 + i)
            cell = S.strip_left(g.top(GROUP0 + i)) if n else S.EMPTY
            assert sheet.cell_is(d, lay.panel, lay.group_row(i), cell)
        n = g.plen(11)
        if 0 < n < 100:                        # the passenger deck's count
            assert sheet.cell_is(d, lay.panel, lay.deck_row, S.BACK_TENS + n // 10)
            assert sheet.cell_is(d, lay.panel + 1, lay.deck_row, S.BACK_UNITS + n % 10)
    finally:
        restore(app, hidden)


def assert_targets_marked(app):
    """The cursor frame is on the current target; every other board target
    carries a hint frame; nothing else does."""
    d = app.display
    p = app.play
    lay = app.lay
    cw, ch = lay.cw, lay.ch
    d.refresh()
    cur = p.cur
    for e in range(p.n):
        if p.place[e] == IN_LIST:
            continue
        col = p.pos[e] if p.place[e] == ON_BOARD else 2 * (p.pos[e] - app.view.tray_first)
        # the tray's slots end where the panel keeps the tray row (group_rows 1: its score)
        if not 0 <= col < (lay.cols if p.place[e] == ON_BOARD else 2 * lay.tray_slots):
            continue                           # in the tray, scrolled out of view
        x, y = col * cw, p.row[e] * ch
        colour = marks.CURSOR if e == cur else marks.MARK
        if e != cur and p.place[cur] != IN_LIST and p.pos[cur] == p.pos[e] \
                and p.place[cur] == p.place[e]:
            continue                           # under the cursor's frame
        assert count(d, x, y, x + 2 * cw, y + ch, colour) >= cw, (e, p.place[e])
    # no hint frame where there is no target
    hint = rgb565(marks.MARK)
    marked = set()
    for e in range(p.n):
        if p.place[e] == ON_BOARD:
            marked.add((p.pos[e], p.row[e]))
        elif p.place[e] == IN_TRAY:
            marked.add((2 * (p.pos[e] - app.view.tray_first), p.row[e]))
    for col in range(0, lay.cols, 2):
        for row in range(lay.tray_row + 1):
            if (col, row) in marked:
                continue
            frame_pixels = sum(d.pixel(col * cw + x, row * ch) == hint for x in range(2 * cw))
            assert frame_pixels < cw, (col, row)


@pytest.mark.parametrize("profile", PROFILES)
def test_title_screen(profile):
    app = uikit.make_app(profile)
    d = app.display
    d.refresh()
    assert app.state == TITLE
    w = d.width
    assert count(d, 0, 0, w, 30, 0xFFD860) > 20        # the title
    m = app.screen.menu
    y = m.group.y + menu.PAD
    assert count(d, 8, y, w - 8, y + 12, menu.BAR) > 100   # the bar on "New game"


@pytest.mark.parametrize("profile", PROFILES)
def test_board_shows_the_core_position_and_its_targets(profile, tmp_path):
    app = start(profile, deal=3)
    assert app.state == BOARD and app.game.phase() == PH_MOVE
    assert_board_matches_core(app)
    assert_targets_marked(app)
    app.display.save_png(str(tmp_path / ("board_%s.png" % profile)))


@pytest.mark.parametrize("profile", PROFILES)
def test_board_stays_right_through_a_game(profile):
    """After every decision of a random game, the board equals the core's
    position and the marks sit on the legal targets."""
    app = start(profile, deal=21)
    rnd = random.Random(21)
    checked = 0
    while app.state != OVER and checked < 60:
        if app.state == BOARD:
            assert_board_matches_core(app)
            assert_targets_marked(app)
            checked += 1
        run_keys(app, random_choice_keys(app, rnd))
    assert checked >= 20


@pytest.mark.parametrize("profile", ("pygamer", "clue", "feather"))
def test_drawing_only_what_changed_leaves_the_board_a_full_redraw_would(profile):
    """The board view writes a cell only when what it shows changed (lines,
    their blank rows below, the panel, its figures, the tray): after every decision of
    whole random games its tiles equal those of a full redraw of the position."""
    for deal in (5, 33):
        app = start(profile, deal=deal)
        rnd = random.Random(deal)
        grid = app.view.grid
        cells = grid.width * grid.height
        checked = 0
        while app.state != OVER:
            if app.state == BOARD:
                drawn = [grid[i] for i in range(cells)]
                app.view.redraw()
                app.view.draw(app.game)
                app.view.draw_tray(app.game)        # the tray row too (cards off the board)
                assert [grid[i] for i in range(cells)] == drawn, (profile, deal, checked)
                checked += 1
            run_keys(app, random_choice_keys(app, rnd))
        assert checked >= 20


def test_a_long_option_list_opens_with_its_first_items_in_view():
    """The action list longer than its box (the Feather's 7 rows, a hand of 7
    kinds) opens on Rescue, its last card item: the box starts at its first
    item as far as the cursor allows, with the cursor low in it."""
    from sos_core.cards import ACTION_KIND
    from sos_core.layout import A_DECK, PH_ACTION

    app = start("feather", deal=3)
    rnd = random.Random(1)
    while not (app.state == BOARD and app.game.phase() == PH_ACTION):
        run_keys(app, random_choice_keys(app, rnd))
    g = app.game
    cur = g.current()
    kinds = {ACTION_KIND[g.acard(cur, i)] for i in range(g.alen(cur))}
    for i in range(g.alen(A_DECK) - 1, -1, -1):          # a test set-up: more kinds
        aid = g.acard(A_DECK, i)
        if len(kinds) < 7 and ACTION_KIND[aid] not in kinds:
            kinds.add(ACTION_KIND[aid])
            g.amove_card(aid, cur)
    g.listed = False
    app.play.refresh()
    m = app.options
    assert not m.group.hidden and m.n > m.shown_rows
    assert uikit.item_text(m, m.cursor) == "Rescue"
    assert m.top == max(0, m.cursor - m.shown_rows + 1)


@pytest.mark.parametrize("profile", PROFILES)
def test_rescue_flow_shows_drawn_cards_then_targets(profile):
    rnd = random.Random(4)
    app = start(profile, deal=4)
    g = app.game
    def two_places():
        """Tray entries with two places or more (one place needs no second press)."""
        p = app.play
        return [e for e in range(p.n) if p.place[e] == IN_TRAY and p.p.select(e) >= 2]

    for _ in range(3000):
        if app.state == BOARD and g.phase() == PH_PLACE and app.play.level == 1 \
                and two_places():
            break
        run_keys(app, random_choice_keys(app, rnd))
    assert g.phase() == PH_PLACE
    sheet = Sheet(app)
    hidden = clean(app)
    for i in range(g.plen(LOOK)):              # the drawn cards in the tray
        assert sheet.cell_is(app.display, 2 * i, app.lay.tray_row, S.strip_left(g.card(LOOK, i)))
    restore(app, hidden)
    assert_targets_marked(app)
    tray = two_places()
    run_keys(app, choose_keys(app, tray[0]))   # choose a drawn card ...
    assert app.play.level == 2
    d = app.display
    d.refresh()
    e = tray[0]
    x = 2 * app.play.sel_pos * app.lay.cw
    y = app.lay.tray_row * app.lay.ch
    assert count(d, x, y, x + 2 * app.lay.cw, y + app.lay.ch, marks.SELECTED) > 10
    assert_targets_marked(app)                 # ... its places are marked
    back = [B] if app.scheme == "dpad" else choose_keys(app, app.play.n - 1)
    run_keys(app, back)                         # and B backs out to the first choice
    assert app.play.level == 1 and app.play.cur == e


@pytest.mark.parametrize("profile", PROFILES)
def test_action_phase_lists_the_options(profile):
    app = start(profile, deal=5)
    run_keys(app, choose_keys(app, [e for e in range(app.play.n)
                                         if app.play.place[e] == IN_LIST][0]))
    g = app.game
    assert g.phase() == PH_ACTION
    assert not app.options.group.hidden
    shown = [uikit.item_text(app.options, i) for i in range(app.options.n)]
    assert "Rescue" in shown
    hand = [app.play.text[app.play.pos[e]] for e in range(app.play.n)
            if app.play.place[e] == IN_LIST]
    assert hand == list(app.options.texts[:app.options.n])
    d = app.display
    d.refresh()
    m = app.options
    x, y = m.group.x, m.group.y
    assert count(d, x, y, x + m.width, y + m.height(), menu.BAR) > 100


@pytest.mark.parametrize("profile", PROFILES)
def test_flood_banner_and_hand_over(profile):
    rnd = random.Random(9)
    app = start(profile, deal=9, players=2)
    seen_banner = seen_handover = False
    flooded_deck = False
    for _ in range(5000):
        if app.state == BANNER:
            seen_banner = True
            d = app.display
            d.refresh()
            bx, by = app.banner.group.x, app.banner.group.y
            assert count(d, bx + 2, by + 2, bx + 40, by + 20, 0x5A0E14) > 50
            told = [lab.text for lab in app.banner.labels]    # (a part of it)
            if app.game.page() == booklet.FLOOD_PAGE[0] and "Deck 1 is flooded!" in told:
                flooded_deck = True            # deck 1 floods: its header is framed
                assert count(d, 0, 0, 2 * app.lay.cw, app.lay.ch, marks.SELECTED) > 10
                assert app.game.plen(0) == 0
        if app.state == HANDOVER:
            seen_handover = True
            d = app.display
            d.refresh()
            assert app.display.root_group is app.screen.group   # the hand is hidden
            assert app.screen.title.text == "Player %d" % (app.game.current() + 1)
        if app.state == OVER:
            break
        run_keys(app, random_choice_keys(app, rnd))
    assert seen_banner and seen_handover and flooded_deck
    assert app.state == OVER
    assert app.screen.title.text == "Score: %d" % app.records.total
