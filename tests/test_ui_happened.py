"""Issue 35, "Say what happened", through key presses on all three screens: the
banner after a decision tells every event whole (a rescue's discarded cards,
each card gained, each page, the deck flooded and where its line went,
reshuffles, auto-moves), in parts of four rows where it has more; the pause
menu's What happened lists the last turn's events and this one's (the turn
log, sos_ui.records). Positions are set through the notation
(tests/positions.py)."""
import pytest
import uikit
from positions import build
from sos_desktop.uidriver import choose_keys, ok_key, run_keys
from sos_ui import words as W
from sos_ui.banner import line
from sos_ui.entries import CONFIRM, X_YES
from sos_ui.picker import SPOT_CARD, SPOT_NUMBER, SPOT_WORD, W_END, W_PASS, W_RESCUE, spot
from sos_ui.states import BANNER, BOARD, HAPPENED, PAUSED
from sos_ui.text import LINE, say
from test_ui_flow import board, place

from sos_core import layout as L
from sos_core.cards import ACTION_KIND, N_ACTIONS

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")

PROFILES = ("pygamer", "clue", "feather")
ROW = 24                 # the banner's row on 160 px: the longest line it may tell


def choose(app, s):
    p = app.play
    e = [i for i in range(p.n) if p.spot[i] == s]
    assert e, "no entry %x" % s
    run_keys(app, choose_keys(app, e[0]))


def rescue(app, n):
    """Rescue, drawing n (a deck of one card asks no count)."""
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    if app.play.level == 2:
        choose(app, spot(SPOT_NUMBER, 0, n))


def prompt(app):
    return app.view.prompt.row_text()


def banner_parts(app):
    """Every part of the banner shown, its rows, as the choose button pages
    through them to the board (each line fits its row whole: the last test)."""
    parts = []
    while app.state == BANNER:
        rows = [lab.row_text() for lab in app.banner.labels]
        more = prompt(app).endswith(": more")
        parts.append(rows)
        run_keys(app, [ok_key(app.scheme)])
        assert (app.state == BANNER) == more
    return parts


def told(parts):
    return [r for rows in parts for r in rows if r]


def happened(app):
    """The pause menu's What happened, every part, then back to the menu."""
    uikit.open_pause(app)
    uikit.choose_menu_item(app, "What happened")
    lines = []
    while app.state == HAPPENED:
        sc = app.screen
        assert sc.title.row_text() == "What happened"
        lines += [sc.lines.row_text(i) for i in range(sc.n_lines)]
        run_keys(app, [ok_key(app.scheme)])
    assert app.state == PAUSED
    return [t for t in lines if t]


def hand(g):
    return [say(W.ACTION + ACTION_KIND[g.acard(0, i)]) for i in range(g.alen(0))]


@pytest.mark.parametrize("profile", PROFILES)
def test_r_rescue_2_the_cards_a_rescue_discards_are_told_and_shown(profile):
    # issue 35: a successful rescue discarded its other drawn cards without a word
    app = board(profile, lines={5: "Y2 | P9"}, phase="action", crew="lee",
                deck="P4 Y12 P8", rest="line6")
    rescue(app, 3)
    g = app.game
    p8 = [i for i in range(3) if g.card(L.LOOK, i) == 8][0]
    place(app, spot(SPOT_CARD, L.LOOK, p8))              # P8 onto P9: its only place
    assert app.game.plen(L.DISCARD) == 2
    assert app.state == BANNER
    v = app.view
    assert v.tray_n == 2 and all(v.tray_pile[i] == L.DISCARD for i in range(2))
    assert banner_parts(app) == [["Not placed: 2 discarded", "", "", ""]]
    assert app.state == BOARD


def test_r_rescue_2_a_rescue_that_leaves_nothing_tells_nothing():
    app = board("pygamer", lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P8",
                rest="line6")
    rescue(app, 1)
    choose(app, spot(SPOT_CARD, L.LOOK, 0))
    assert app.state == BOARD                            # no banner to dismiss


@pytest.mark.parametrize("profile", PROFILES)
def test_r_flood_2_a_flood_and_boxhall_s_two_cards_are_all_told(profile):
    # issue 35: "You gain Your Turn!" while the hand gained two cards; the flood's
    # line moved without a word
    app = board(profile, lines={1: "Y3 Y6 | P9", 5: "Y2 | P10"}, phase="action",
                crew="boxhall", deck="P4 Y12", rest="line6", page=2)
    g = app.game
    rescue(app, 1)
    got = hand(g)
    assert len(got) == 2 and g.plen(0) == 0 and g.plen(1) == 3
    parts = banner_parts(app)
    assert len(parts) == 2 and parts[1][3] == ""
    assert told(parts) == ["None fits: 1 discarded", "Rescue failed!", "Page 3: 8 points",
                           "Deck 1 is flooded!", "Line 1 went into line 2",
                           "You gain " + got[0], "You gain " + got[1]]
    assert sum(t.startswith("You gain") for t in told(parts)) == g.alen(0)


@pytest.mark.parametrize("profile", PROFILES)
def test_what_happened_lists_the_last_turn_s_events_and_this_one_s(profile):
    app = board(profile, lines={1: "Y3 Y6 | P9", 5: "Y2 | P10"}, phase="action",
                crew="boxhall", deck="Y12", rest="line6", page=2)
    rescue(app, 1)
    parts = banner_parts(app)
    assert happened(app) == ["Last turn:"] + told(parts)      # the turn the rescue ended
    uikit.choose_menu_item(app, "Resume")
    choose(app, spot(SPOT_WORD, 0, W_END))                    # this turn: End moves
    assert app.state == BOARD and app.game.phase() == L.PH_ACTION
    rescue(app, 1)                                            # from an empty deck:
    assert app.play.level == CONFIRM                          # it warns (a page), then
    choose(app, X_YES)
    now = told(banner_parts(app))
    assert now == ["Discards reshuffled: 1", "Reshuffling turns a page", "Page 4: 7 points",
                   "None fits: 1 discarded", "Rescue failed!", "Page 5: 6 points"] + [
                       "You gain " + t for t in hand(app.game)[2:]]
    # the turn before the last is gone; the last one, then this one's
    assert happened(app) == ["Last turn:"] + now


def test_what_happened_names_whose_turn_it_was_in_a_game_of_two():
    app = board("pygamer", lines={5: "Y2 | P9"}, phase="action", crew="boxhall lee",
                hands=["", ""], deck="P4 Y12", rest="line6")
    rescue(app, 1)
    gains = [t for t in told(banner_parts(app)) if "gains" in t]
    assert gains == ["P1 gains " + hand(app.game)[0], "P1 gains " + hand(app.game)[1]]
    assert app.game.current() == 1
    run_keys(app, [ok_key(app.scheme)])                       # the hand-over
    lines = happened(app)
    assert lines[0] == "Last turn, P1 Boxhall:"
    assert lines[-2:] == ["P1 gains a card", "P1 gains a card"]   # P2 does not see them


@pytest.mark.parametrize("profile", PROFILES)
def test_auto_moves_the_prompt_cannot_name_whole_are_told_in_the_banner(profile):
    three = dict(lines={1: "Y5 | P1", 2: "Y6 | P1a", 3: "Y7 | Y1", 4: "Y3 | Y10",
                        5: "Y4 | Y9"}, rest="line6")
    app = board(profile, auto=True, **three)
    place(app, spot(SPOT_CARD, 4, 1))                    # Y9 onto Y10: three 1s follow
    assert app.game.plen(L.GROUP0 + 2) == 1
    assert told(banner_parts(app)) == ["Auto-moved: 1st 1", "Auto-moved: 1st 1",
                                       "Auto-moved: 2nd 1"]
    assert prompt(app) == say(W.END_PROMPT + app.view.scheme)   # not told twice
    assert happened(app) == ["This turn:", "Auto-moved: 1st 1", "Auto-moved: 1st 1",
                             "Auto-moved: 2nd 1"]
    two = dict(three, lines={**three["lines"], 3: "Y7 | Y8"})
    app = board(profile, auto=True, **two)
    place(app, spot(SPOT_CARD, 4, 1))
    assert app.state == BOARD                            # two fit the prompt, whole
    assert prompt(app) == "Auto-moved: 1st 1, 1st 1"


def test_an_undone_decision_leaves_what_happened():
    # R-TURN-2 Ruling: no action possible, a page turns; nothing revealed: undoable
    app = board("pygamer", lines={2: "Y2 | P9"}, rest="line3", phase="action", page=4)
    choose(app, spot(SPOT_WORD, 0, W_PASS))
    assert told(banner_parts(app)) == ["No action possible", "Page 5: 6 points"]
    assert happened(app) == ["Last turn:", "No action possible", "Page 5: 6 points"]
    uikit.choose_menu_item(app, "Undo")
    assert app.game.page() == 4
    assert happened(app) == [say(W.NOTHING_TOLD)]
    uikit.choose_menu_item(app, "Resume")
    choose(app, spot(SPOT_WORD, 0, W_PASS))                  # again: told once
    banner_parts(app)
    assert happened(app) == ["Last turn:", "No action possible", "Page 5: 6 points"]


def test_a_new_game_has_a_log_of_its_own():
    app = board("pygamer", lines={2: "Y2 | P9"}, rest="line3", phase="action", page=4)
    choose(app, spot(SPOT_WORD, 0, W_PASS))
    banner_parts(app)
    uikit.open_pause(app)
    uikit.choose_menu_item(app, "New game")
    uikit.choose_menu_item(app, "Yes, abandon this game")
    assert happened(app) == [say(W.NOTHING_TOLD)]


def test_every_event_is_worded_whole_in_a_banner_row():
    # the longest each kind can be: two-digit counts, the longest names
    app = uikit.make_app("pygamer")
    build(game=app.game, crew="lightoller murdoch", hands=["", ""])
    entries = [(L.EV_PAGE, p, why, d) for p in (9, 10, 11) for why in range(1, 5)
               for d in (3, L.NO_DECK)]
    entries += [(L.EV_FLOOD, 4, 29, 0), (L.EV_FLOOD, 0, 1, 0)]
    entries += [(L.EV_DISCARD, 16, why, 0) for why in (L.WHY_FAILED, L.WHY_LOWE, L.WHY_WAIT,
                                                        L.WHY_RESCUED)]
    entries += [(L.EV_SHUFFLE, 58, by, 0) for by in (L.BY_EMPTY, L.BY_SAVE_TIME)]
    entries += [(L.EV_SHUFFLE, 18, L.BY_ACTIONS, 0), (L.EV_LINES, 4, 5, 59)]
    entries += [(L.EV_GAIN, p, a, 0) for p in (0, 1) for a in range(N_ACTIONS)]
    entries += [(L.EV_AUTO, 0x40 | 13, 0, 0), (L.EV_AUTO, 13, 0, 0)]
    rec = app.records
    for entry in entries:
        rec.n_log = 0
        rec.put(*entry)
        k = 0
        while line(app, k, 0, 0):
            text = bytes(LINE.buf[:LINE.n]).decode()
            assert 0 < LINE.n <= ROW and LINE.n < len(LINE.buf), text
            assert "  " not in text and not text.startswith(" "), text
            k += 1
        assert k == ((3 if entry[1] >= 11 or entry[3] != L.NO_DECK else 2)
                     if entry[0] == L.EV_PAGE else 1), entry
    for app in (uikit.make_app(p) for p in PROFILES):     # the banner's rows hold that
        assert all(lab.chars >= ROW for lab in app.banner.labels)


def test_a_full_turn_log_forgets_its_oldest_entries_first():
    app = uikit.make_app("pygamer")
    rec = app.records
    from sos_ui.records import LOG
    for i in range(LOG + 5):
        rec.put(L.EV_AUTO, i, 0, 0)
        if i == LOG - 3:
            rec.mark = rec.n_log - 1                      # the banner's first: entry LOG - 3
    assert rec.n_log == LOG
    assert [rec.log[4 * j + 1] for j in range(LOG)] == list(range(5, LOG + 5))
    assert rec.log[4 * rec.mark + 1] == LOG - 3           # still the same entry
