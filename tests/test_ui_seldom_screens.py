"""The help and pause screens, the seldom-shown screens (in memory only while
they show, or saying there is no room) and the boat's column, checked as
tests/test_ui_screens.py checks the board."""
import pytest
import sos_sprites as S
import uikit
from sos_boards.buttons import DOWN, RIGHT, SELECT, UP, A, B
from sos_desktop.uidriver import choose_keys, close_key, ok_key, run_keys
from sos_ui import menu
from sos_ui import words as W
from sos_ui.entries import IN_LIST
from sos_ui.states import (
    BOARD,
    DIGITS,
    GROUPS,
    HANDOVER,
    HELP,
    PAUSED,
    SETTINGS,
    TITLE,
)
from test_ui_screens import PROFILES, Sheet, clean, pytestmark, restore, start  # noqa: F401

from sos_core.layout import BOAT


@pytest.mark.parametrize("profile", PROFILES)
def test_help_and_pause_screens(profile):
    app = start(profile, deal=6)
    if app.scheme == "dpad":
        run_keys(app, [SELECT])
    else:
        from sos_ui.entries import X_MENU
        e = [i for i in range(app.play.n) if app.play.spot[i] == X_MENU][0]
        run_keys(app, choose_keys(app, e))
    assert app.state == PAUSED
    d = app.display
    d.refresh()
    m = app.screen.menu
    # one Menu: the board's option list, lent to the pause screen at its width,
    # centred, 4 px or more from the sides
    assert m is app.options and m.parent is app.screen.group and m.visible == m.chars
    assert 4 <= m.at_x and m.at_x + m.width <= d.width - 4 and m.width > d.width - 16
    assert app.game.n_undo == 0                # nothing to undo: dimmed
    u = W.PAUSE_UNDO
    assert uikit.is_dimmed(m, u) and m.row[u].colour == menu.DIMMED
    step = DOWN if app.scheme == "dpad" else A
    run_keys(app, [step] * 5 + [ok_key(app.scheme)])     # How to play
    assert app.state == HELP
    from sos_ui import howto
    first = howto.page_for(app.game)           # at the page for the phase (issue 35)
    assert app.screen.foot_row.row_text().startswith("%d/%d " % (first + 1, howto.PAGES))
    # the paging button, to the end: it stays (the CLUE's goes round: only to it)
    for _ in range((howto.PAGES - first) * howto._parts(app) - 1 if app.scheme == "ab"
                   else howto.PAGES + 2):
        run_keys(app, [A if app.scheme == "ab" else RIGHT])
    assert app.state == HELP and app.screen.foot_row.row_text().startswith(
        "%d/%d " % (howto.PAGES, howto.PAGES))
    run_keys(app, [ok_key(app.scheme)] * (2 if app.scheme == "ab" else 1))   # (CLUE: contents)
    assert app.state == PAUSED
    assert uikit.item_text(app.screen.menu, app.screen.menu.cursor) == "How to play"
    run_keys(app, [ok_key(app.scheme)])        # (the menu back on the item it opened)
    assert app.state == HELP
    run_keys(app, [close_key(app.scheme)])     # the close button closes help at once
    if app.scheme == "ab":                     # (the CLUE's: from its contents)
        run_keys(app, [close_key(app.scheme)])
    assert app.state == PAUSED
    uikit.choose_menu_item(app, "Resume")
    assert app.state == BOARD
    assert m.parent is app.view.group and m.visible == menu.LIST_CHARS   # back on the board
    # filled with the board's options when it opens (the cursor on one of them)
    e = [i for i in range(app.play.n) if app.play.place[i] == IN_LIST][0]
    app.play._show(e)
    assert not m.group.hidden and m.texts is app.play.text and m.n == app.play.n_opt


def test_seldom_shown_screens_are_in_memory_only_while_they_show():
    """The title, deal number and crew choice, help and statistics code is
    imported when its screen shows and dropped after (App.load/drop): not held
    in play."""
    import sys

    import sos_ui

    def loaded():
        return sorted(n for n in ("title", "deal", "howto", "stats")
                      if "sos_ui." + n in sys.modules or hasattr(sos_ui, n))

    for n in ("title", "deal", "howto", "stats"):     # left by an earlier test's App
        sys.modules.pop("sos_ui." + n, None)
        if hasattr(sos_ui, n):
            delattr(sos_ui, n)
    app = uikit.make_app("pygamer")
    assert loaded() == ["title"] and app.mod is sys.modules["sos_ui.title"]
    run_keys(app, menu_keys(app, "Statistics"))
    assert loaded() == ["stats"]
    while app.state != TITLE:
        run_keys(app, [A])
    assert loaded() == ["title"]
    run_keys(app, menu_keys(app, "How to play"))
    assert app.state == HELP and loaded() == ["howto"]
    run_keys(app, [B])
    run_keys(app, menu_keys(app, "Settings"))
    run_keys(app, menu_keys(app, "Play a deal"))
    assert app.state == DIGITS and loaded() == ["deal"]
    run_keys(app, [UP, RIGHT, UP, UP, B])             # Back: to Settings, nothing dealt
    assert app.state == SETTINGS and app.deal is None
    run_keys(app, menu_keys(app, "Play a deal"))
    run_keys(app, [UP, RIGHT, UP, UP] + [RIGHT] * 8)   # digits 1 and 2 up: 120000001
    assert app.state == DIGITS                        # past the last digit: Play this deal
    run_keys(app, [A])
    assert app.state == BOARD and loaded() == [] and app.mod is None
    assert app.setup[0] == 120000001                  # the deal chosen, dealt
    run_keys(app, [SELECT] + [DOWN] * 5 + [A])           # pause menu: How to play
    assert app.state == HELP and loaded() == ["howto"]
    run_keys(app, [B])
    assert app.state == PAUSED and loaded() == []


def _reading_fails(monkeypatch):
    """sos_save.load imports, then its load() finds no memory (the module stays
    imported)."""
    import builtins

    real = builtins.__import__

    def hook(name, *args, **kw):
        m = real(name, *args, **kw)
        if "sos_save.load" in uikit.imported_names(name, args, kw):
            def full(*a, **k):
                raise MemoryError("memory allocation failed")
            m.load.load = full
        return m

    monkeypatch.setattr(builtins, "__import__", hook)


@pytest.mark.parametrize("profile", ["pygamer", "clue"])
def test_a_screen_with_no_room_says_so_and_the_game_goes_on(profile, monkeypatch):
    """On a board at its fullest a screen's code may not load: the screen it was
    opened from shows again with the reason on its foot line, nothing of the
    failed module stays, and with memory again the screen opens."""
    import sys

    app = uikit.make_app(profile)
    for module, item in (("sos_ui.stats", "Statistics"), ("sos_save.stats", "Statistics"),
                         ("sos_save.load", "Statistics"),
                         ("sos_ui.howto", "How to play"), ("sos_ui.challenge", "Challenges"),
                         ("sos_ui.settings", "Settings")):
        if module == "sos_save.load":   # the record read again, and its reading fails
            from sos_ui import saving
            saving._HOLDER[0] = None
            _reading_fails(monkeypatch)
        else:
            uikit.no_room_for(monkeypatch, module)
        uikit.choose_menu_item(app, item)
        assert app.state == TITLE and module not in sys.modules, module
        assert not {"sos_save." + m for m in ("stats", "store", "load", "crc")} & set(
            sys.modules)
        assert app.screen.foot_row.row_text() == "No memory left for that"
        monkeypatch.undo()
    uikit.choose_menu_item(app, "How to play")
    assert app.state == HELP
    run_keys(app, [B if app.scheme == "dpad" else ok_key(app.scheme)]
             * (2 if app.scheme == "ab" else 1))         # (the CLUE's: from its contents)
    assert app.state == TITLE
    uikit.choose_menu_item(app, "New game")
    while app.state == HANDOVER:
        run_keys(app, [ok_key(app.scheme)])
    before = bytes(app.game.s)
    for module, item in (("sos_ui.groups", "Survivor groups"),
                         ("sos_ui.howto", "How to play"), ("sos_ui.hint", "Hint")):
        uikit.open_pause(app)
        uikit.no_room_for(monkeypatch, module)
        uikit.choose_menu_item(app, item)
        app.tick()                                 # (a hint is thought between presses)
        assert app.state == PAUSED and module not in sys.modules, module
        assert app.screen.foot_row.row_text() == (
            "No memory left for a hint" if item == "Hint" else "No memory left for that")
        monkeypatch.undo()
        uikit.choose_menu_item(app, "Resume")
        assert app.state == BOARD and bytes(app.game.s) == before
    uikit.open_pause(app)
    uikit.choose_menu_item(app, "Survivor groups")
    assert app.state == GROUPS


def menu_keys(app, text):
    """Presses (d-pad) that choose the screen menu's item starting with `text`."""
    m = app.screen.menu
    item = [i for i in range(m.n) if uikit.item_text(m, i).startswith(text)][0]
    return [DOWN] * ((item - m.cursor) % m.n) + [A]


def test_boat_column_is_blank_until_the_boat_is_in_play():
    app = start("pygamer", deal=3)
    sheet = Sheet(app)
    hidden = clean(app)
    assert not app.game.line_open(BOAT)
    for r in range(app.lay.line_rows + 1):
        assert sheet.cell_is(app.display, 2 * BOAT, r, S.BLANK)
    restore(app, hidden)
