"""A game that teaches itself (issue 35, item 4): the guide that opens the first
game on record (your crew in full, your action cards spelled out, A turn, the
side panel named where it stands on the board), asked for again by reading How
to play on the title, opened in play by the pause menu's Your crew; How to play
from the pause menu at the page for the phase. On the three screens, through
the boards' own buttons."""
import os

import pytest
import uikit
from sos_boards.buttons import A, B
from sos_desktop.uidriver import close_key, ok_key, run_keys
from sos_save import record as R
from sos_ui import howto
from sos_ui import words as W
from sos_ui.states import BOARD, HELP, PAUSED, TITLE
from sos_ui.text import say
from test_ui_flow import action, board, choose
from test_ui_saves import choose_item, step_key

from sos_core.cards import ACTION_KIND, N_KINDS, WAIT
from sos_core.crew import max_draw, start_cards
from sos_core.layout import PH_ACTION, PH_FLEET, PH_WAIT

PROFILES = ("pygamer", "clue", "feather")

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def guided_app(profile, deal=3, players=1):
    """A headless App that guides as a board does (a scripted desktop run does not)."""
    app = uikit.make_app(profile)
    assert app.profile.guide is False              # (sos_desktop: only when asked)
    app.profile.guide = True
    app.deal = deal
    app.players = players
    return app


def page_text(app):
    """The page as the player reads it: title, every part's lines, foot."""
    sc = app.screen
    title = sc.title.row_text()
    shown = [sc.lines.row_text(i) for i in range(sc.n_lines)]
    while title.endswith(" ..."):                  # 240x135: the page's second part
        run_keys(app, [step_key(app)])
        title = title[:-4]
        shown += [sc.lines.row_text(i) for i in range(sc.n_lines)]
    return title, [t for t in shown if t], sc.foot_row.row_text()


def close_book(app):
    """Close How to play: its close button; the CLUE's B shows the contents,
    on "< Back", and closes from there."""
    run_keys(app, [close_key(app.scheme)])
    if app.scheme == "ab":
        assert app.state == HELP and app.screen.title.row_text() == "Contents"
        run_keys(app, [B])


def nxt(app):
    return A if app.scheme == "ab" else step_key(app)


def labels(app):
    """The side panel's names on the board: (text, x, y, width) of each."""
    v = app.view
    grp = app.mod._labels                          # (the module loaded while it shows)
    assert app.mod.__name__ == "sos_ui.howto" and grp is not None and grp in v.group
    out = []
    for grid in grp:
        text = "".join(chr(32 + grid[i]) for i in range(grid.width)).strip()
        out.append((text, grid.x, grid.y, grid.width * grid.tile_width))
    return out


@pytest.mark.parametrize("profile", PROFILES)
def test_the_first_game_on_record_opens_with_the_guide(profile):
    app = guided_app(profile)
    run_keys(app, [ok_key(app.scheme)])             # New game: the first on record
    assert app.state == HELP and app.display.root_group is app.screen.group
    g = app.game
    c = g.crew_of(0)
    # 1: the crew in full, with its numbers and its ability
    title, shown, foot = page_text(app)
    assert title == say(W.YOUR_CREW) + say(W.CREW_SHORT + c)
    assert shown[0] == say(W.CREW + c)
    assert shown[1] == "Draws 1-%d  Cards: %d" % (max_draw(c), start_cards(c))
    assert shown[2] == say(W.CREW_TEXT + W.CREW_TEXT_EACH * c)
    assert foot.startswith("1/6 ")
    # 2: the hand, each kind's code (what the hand line shows) and its name
    run_keys(app, [nxt(app)])
    title, shown, foot = page_text(app)
    assert title == "Your action cards" and foot.startswith("2/6 ")
    kinds = sorted({ACTION_KIND[g.acard(0, i)] for i in range(g.alen(0))})
    want = [say(W.ACTION_CODE + k) + " " + say(W.ACTION + k) for k in kinds]
    assert [t.split(" x")[0] for t in shown] == (want or ["None yet."])
    # 3, 4: the classes and how a run moves (a new player's play-through: the
    # guide never said so), in as many parts as the screen needs
    for page, name in ((3, "The goal"), (4, "The lines")):
        run_keys(app, [nxt(app)])
        title, shown, foot = page_text(app)
        assert title.startswith(name) and foot.startswith("%d/6 " % page)
        while title.endswith(" ..."):
            run_keys(app, [nxt(app)])
            title, shown, foot = page_text(app)
    # 5: the order of a turn
    run_keys(app, [nxt(app)])
    title, shown, foot = page_text(app)
    assert title.startswith("A turn") and foot.startswith("5/6 ")
    while title.endswith(" ..."):
        run_keys(app, [nxt(app)])
        title, shown2, foot = page_text(app)
        shown = shown + shown2
    assert "End moves" in " ".join(shown) and "ability" in " ".join(shown)
    # 6: the board itself, the side panel's figures named beside them
    run_keys(app, [nxt(app)])
    assert app.state == HELP and app.display.root_group is app.view.group
    lay = app.lay
    named = sorted(labels(app), key=lambda t: t[2])          # top down
    page = say(W.PANEL_PAGE_UP)                                # (under the page: the hull)
    assert [t for t, _, _, _ in named] == [page] + [say(W.PANEL_NAMES + k) for k in range(1, 8)]
    rows = (1, lay.group_row(1), lay.group_row(2), lay.deck_row - 1, lay.deck_row,
            lay.actions_row, lay.discard_row, lay.score_row)
    for (text, x, y, w), r in zip(named, rows):
        assert x >= 0 and x + w == lay.panel * lay.cw, text        # ends at the panel
        off = 2 if r == 1 else 1                             # (160 px: under the hull)
        assert abs(2 * y + 12 - (2 * r + 1) * lay.ch) <= off, text   # centred on its row
    assert app.view.info.row_text() == "The side panel" and not app.view.info.hidden
    foot_row = app.view.prompt if app.view.rests else app.view.keys
    assert foot_row.row_text().startswith("6/6 ")
    assert app.view.marks.framed == [-1, -1]                 # no cursor on the board
    grp = app.mod._labels
    # the last page goes on to the game: the board's own rows again
    run_keys(app, [nxt(app)])
    assert app.state == BOARD and app.mod is None
    assert grp not in app.view.group                         # the labels gone
    assert app.view.keys.row_text() == say(app.keys)
    assert app.view.info.row_text().startswith((say(W.CREW_SHORT + c) + ":",
                                                say(W.CREW_SHORT + c) + " has "))
    assert not app.view.prompt.row_text().startswith("6/6 ")


@pytest.mark.parametrize("profile", PROFILES)
def test_the_guide_is_skipped_with_one_press_and_the_next_game_has_none(profile):
    app = guided_app(profile)
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == HELP
    run_keys(app, [close_key(app.scheme)])         # close: straight to the game
    assert app.state == BOARD and app.mod is None
    # the game on record (as game over or an abandon writes it): no guide now
    app.saver.record(app.game, app.setup, R.ABANDONED, 0, False)
    uikit.open_pause(app)
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")
    assert app.state == BOARD


@pytest.mark.parametrize("profile", PROFILES)
def test_how_to_play_read_on_the_title_asks_for_the_guide_at_the_next_game(profile):
    app = guided_app(profile)
    run_keys(app, [ok_key(app.scheme)])
    run_keys(app, [close_key(app.scheme)])         # the first game's guide, skipped
    app.saver.record(app.game, app.setup, R.SUNK, 10, False)   # a game on record
    uikit.open_pause(app)
    choose_item(app, "Title menu")
    assert app.state == TITLE
    choose_item(app, "How to play")
    assert app.state == HELP and app.screen.foot_row.row_text().startswith("1/%d " % howto.PAGES)
    close_book(app)
    assert app.state == TITLE
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")     # (the game left is saved: asked first)
    assert app.state == HELP and app.screen.title.row_text().startswith("Your crew: ")
    run_keys(app, [close_key(app.scheme)])
    assert app.state == BOARD
    uikit.open_pause(app)                          # once asked, once shown
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")
    assert app.state == BOARD


@pytest.mark.parametrize("profile", PROFILES)
def test_your_crew_in_the_pause_menu_names_the_ability_and_opens_the_guide(profile):
    app = board(profile, crew="latimer", hands=["CO1 GR1 CO2"], phase="action",
                deck="Y12 Y5 P8")
    uikit.open_pause(app)
    m = app.screen.menu
    assert uikit.item_text(m, W.PAUSE_CREW) == "Your crew"
    run_keys(app, [step_key(app)] * W.PAUSE_CREW)
    assert m.cursor == W.PAUSE_CREW                # its line: the crew's ability in short
    assert app.screen.foot_row.row_text() == say(W.CREW_TIP + 4) == "Anchor trios: +1 card"
    run_keys(app, [ok_key(app.scheme)])
    title, shown, _ = page_text(app)
    assert app.state == HELP and title == "Your crew: Latimer"
    assert shown[0] == "Andrew Latimer" and shown[1] == "Draws 1-5  Cards: 0"
    run_keys(app, [nxt(app)])
    title, shown, _ = page_text(app)
    assert shown == ["GR Get Ready!", "CO Come On! x2"]       # the codes spelled out
    run_keys(app, [nxt(app)] * (3 * (2 if app.screen.short else 1) + 1))   # goal, lines, turn
    assert app.display.root_group is app.view.group          # the side panel, named
    grp = app.mod._labels
    run_keys(app, [close_key(app.scheme)])         # closed: the pause menu again
    assert app.state == PAUSED and grp not in app.view.group
    assert app.view.keys.row_text() == say(app.keys)
    assert uikit.item_text(m, m.cursor) == "Your crew"      # on the item it opened
    choose_item(app, "Resume")
    assert app.state == BOARD and app.view.info.row_text().startswith("Latimer: ")


@pytest.mark.parametrize("profile", PROFILES)
def test_how_to_play_from_the_pause_menu_opens_at_the_page_for_the_phase(profile):
    def opened(app):
        uikit.open_pause(app)
        choose_item(app, "How to play")
        assert app.state == HELP
        title = app.screen.title.row_text().replace(" ...", "")
        page = int(app.screen.foot_row.row_text().split("/")[0])
        close_book(app)
        assert app.state == PAUSED
        choose_item(app, "Resume")
        assert app.state == BOARD
        return page, title

    app = board(profile, crew="lee", hands=["WA1 CO1"], phase="action", deck="Y12 Y5 P8",
                lines={1: "Y2 | P9"}, rest="line3")
    assert app.game.phase() == PH_ACTION
    assert opened(app) == (4, "A turn")
    choose(app, action("WA1"))                     # Wait!: which line? its own page
    assert app.game.phase() == PH_WAIT
    assert opened(app) == (11 + WAIT, say(W.ACTION_FULL + WAIT))
    app = board(profile, phase="move")
    assert opened(app) == (3, "The lines")
    app = board(profile, crew="fleet", phase="fleet", action_look="GR1 CO1 WA1",
                lines={1: "Y2 | P9"}, rest="line3")
    assert app.game.phase() == PH_FLEET
    assert opened(app) == (11 + N_KINDS + 5, "Frederick Fleet")    # the crew acting


@pytest.mark.parametrize("profile", PROFILES)
def test_every_page_of_how_to_play_is_reachable_from_the_pause_and_the_board_page_is_the_board(
        profile):
    app = board(profile, phase="move")
    uikit.open_pause(app)
    choose_item(app, "How to play")
    first = howto.page_for(app.game)
    seen = set()
    for _ in range(howto.PAGES * 2 + 4):
        foot = app.screen.foot_row.row_text()
        if app.display.root_group is app.view.group:    # The board: the board itself
            seen.add(howto.P_BOARD + 1)
            assert len(labels(app)) == 8
        else:
            seen.add(int(foot.split("/")[0]))
        run_keys(app, [nxt(app)])
        assert app.state == HELP
    assert seen >= set(range(first + 1, howto.PAGES + 1))
    if app.scheme == "ab":                          # the CLUE goes round: every page
        assert seen == set(range(1, howto.PAGES + 1))


def test_help_texts_fit_and_a_headless_run_guides_only_when_asked(monkeypatch):
    from sos_ui.text import fetch
    for i in range(W.HELP_HAND, W.HELP_HAND + 8):
        assert fetch(i) <= 26, say(i)              # a help line: 160 px of 6x12 text
    for i in (W.YOUR_CARDS, W.NO_CARDS_YET, W.PANEL_TITLE):
        assert fetch(i) <= 23, say(i)              # 240x135's hand line: 23 characters
    for c in range(10):                            # "Your crew: Lightoller"
        assert fetch(W.YOUR_CREW) + fetch(W.CREW_SHORT + c) <= 26
    import sos_desktop
    monkeypatch.setenv("SOS_GUIDE", "1")
    assert sos_desktop.open_profile("clue", mode="headless").guide is True
    monkeypatch.delenv("SOS_GUIDE")
    assert sos_desktop.open_profile("clue", mode="headless").guide is False
    assert os.environ.get("SOS_GUIDE") is None


def test_a_first_game_of_two_players_goes_from_the_guide_to_the_hand_over():
    from sos_ui.states import HANDOVER
    app = guided_app("clue", players=2)
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == HELP
    g = app.game
    assert app.screen.title.row_text() == "Your crew: " + say(W.CREW_SHORT + g.crew_of(g.current()))
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == HANDOVER
