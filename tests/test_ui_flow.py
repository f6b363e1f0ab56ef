"""The play flow through key presses (headless emulator): where the cursor
starts (pick, then place, and back: tests/test_ui_back.py), a warning with one
confirm before what surely turns a page or does nothing, banners that say what happened,
auto-repeat of a held direction, auto-moves, and the pointless move not
offered. Positions are set through the notation (tests/positions.py)."""
import pytest
import uikit
from positions import build
from sos_boards.buttons import START, A, B
from sos_desktop.uidriver import choose_keys, keys_to, ok_key, run_keys
from sos_text.names import ACTION_CODES, action_code
from sos_ui import words as W
from sos_ui.entries import CONFIRM, X_NO, X_YES
from sos_ui.picker import (
    SPOT_ACTION,
    SPOT_CARD,
    SPOT_NUMBER,
    SPOT_PILE,
    SPOT_WORD,
    W_ABILITY,
    W_RESCUE,
    spot,
)
from sos_ui.states import BANNER, BOARD
from sos_ui.text import say

from sos_core.cards import ACTION_KIND, COME_ON, GET_READY, MYSTERY
from sos_core.layout import (
    DISCARD,
    EV_PAGE,
    GROUP0,
    PH_ACTION,
    PH_MOVE,
    WHY_EMPTY,
    WHY_FAILED,
)

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")


def board(profile="pygamer", auto=False, **pos):
    """An App on the board of the position `pos` (positions.build)."""
    app = uikit.make_app(profile)
    app.deal = 3
    run_keys(app, [ok_key(app.scheme)])
    build(game=app.game, **pos)
    app.play.new_game()
    app.play.auto_move = auto
    app.records.turn_start()       # as a game that begins (sos_ui.begin)
    app.show_board()
    assert app.state == BOARD
    return app


def entry(app, s):
    p = app.play
    for e in range(p.n):
        if p.spot[e] == s:
            return e
    raise AssertionError("no entry %x; have %s" % (s, [hex(p.spot[e]) for e in range(p.n)]))


def choose(app, s):
    run_keys(app, choose_keys(app, entry(app, s)))


def place(app, s):
    """Pick s, then place it where the cursor starts (its one place)."""
    choose(app, s)
    assert app.play.level == 2
    run_keys(app, choose_keys(app, app.play.cur))


def at(app):
    return app.play.spot[app.play.cur]


def prompt(app):
    """The prompt row's text."""
    return app.view.prompt.row_text()


def banner(app):
    return [lab.row_text() for lab in app.banner.labels]


def aid_of(code):
    return [a for a in range(20) if action_code(a) == code][0]


def action(code):
    return spot(SPOT_ACTION, 0, aid_of(code))


# --- where the cursor starts ---------------------------------------------------------
def test_a_passenger_that_can_be_saved_starts_on_its_group():
    # P5 can go onto P6 (a line) or onto the group topped by P4
    app = board(lines={1: "Y2 | P5", 2: "Y3 | P6"}, groups=["P1 P2 P3 P4"], rest="line4")
    choose(app, spot(SPOT_CARD, 0, 1))
    assert app.play.level == 2 and app.play.n >= 2
    assert at(app) == spot(SPOT_PILE, GROUP0, 0)
    run_keys(app, [A])                                   # one press saves it
    assert app.game.top(GROUP0) & 0x1F == 5


def test_a_13_that_can_be_saved_starts_on_its_group_not_an_empty_line():
    app = board(lines={1: "Y2 | P13"}, groups=[" ".join("P%d" % v for v in range(1, 13))],
                rest="line4")
    choose(app, spot(SPOT_CARD, 0, 1))
    assert app.play.level == 2
    assert at(app) == spot(SPOT_PILE, GROUP0, 0)         # not line 5 or 6 (empty)


def test_action_list_starts_on_rescue_then_on_the_last_choice():
    app = board(crew="lowe", hands=["CO1"], phase="action", deck="Y9 P5 Y3a P7 Y8 Y10",
                lines={1: "Y2 | P9"}, rest="line3")
    assert at(app) == spot(SPOT_WORD, 0, W_RESCUE)
    choose(app, spot(SPOT_WORD, 0, W_ABILITY))
    assert app.play.level == CONFIRM and prompt(app) == say(W.WARN_LOWE)
    assert at(app) == X_NO                               # a warning opens on Cancel
    choose(app, X_YES)                                   # Do it
    assert app.state == BANNER
    assert banner(app)[0] == "Lowe: 4 discarded"
    while app.state != BOARD or app.game.phase() != PH_MOVE:
        run_keys(app, [A])
    run_keys(app, [START])                               # end the moves
    assert app.game.phase() == PH_ACTION
    assert at(app) == spot(SPOT_WORD, 0, W_ABILITY)      # the choice made last time


def test_rescue_count_starts_at_the_largest_then_the_last_chosen():
    deck = "P11 P12 Y11 Y12 Y13 Y14 Y15 Y16 Y2 Y3 Y4 Y5"
    app = board(crew="lee", phase="action", deck=deck, lines={1: "Y2a | P9"},
                rest="line3")
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    assert at(app) == spot(SPOT_NUMBER, 0, 6)           # Lee draws 1..6
    choose(app, spot(SPOT_NUMBER, 0, 2))
    while app.state != BOARD or app.game.phase() != PH_MOVE:
        run_keys(app, [A])
    run_keys(app, [START])
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    assert at(app) == spot(SPOT_NUMBER, 0, 2)


def test_declare_is_skipped_when_one_value_fits():
    # Mystery 1st class: onto the group topped by P4 only a 5 fits
    app = board(hands=["M1"], phase="action", lines={1: "Y2 | Y9"}, groups=["P1 P2 P3 P4"],
                rest="line3")
    choose(app, action("M1"))
    place(app, spot(SPOT_PILE, GROUP0, 0))               # the 5, alone, then placed
    top = app.game.top(GROUP0)
    assert top & MYSTERY and top & 0x1F == 5


# --- warnings: one confirm, with the consequence --------------------------------------
def test_rescue_from_an_empty_deck_warns_and_cancel_changes_nothing():
    app = board(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
                discard="P4 Y12", page=2)
    before = bytes(app.game.s)
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 1))
    assert app.play.level == CONFIRM
    assert prompt(app) == "Reshuffle turns page 3"
    assert at(app) == X_NO and app.play.n == 2           # the cursor on Cancel
    run_keys(app, [A])                                   # an impatient press cancels:
    assert app.play.level == 2 and bytes(app.game.s) == before   # the count list again
    run_keys(app, [A])                                   # the same count: the warning
    assert app.play.level == CONFIRM
    run_keys(app, [B])                                   # back: the count list again
    assert app.play.level == 2 and bytes(app.game.s) == before
    run_keys(app, [A])                                   # the same count ...
    assert app.play.level == CONFIRM
    choose(app, X_YES)                                   # ... confirmed
    assert app.state == BANNER
    assert banner(app)[:2] == ["Discards reshuffled: 2", say(W.PAGE_WHY + WHY_EMPTY)]


def test_rescue_reshuffle_on_the_last_page_says_the_ship_sinks():
    app = board(lines={5: "Y2 | P9"}, phase="action", crew="lowe", rest="line6",
                discard="P4 Y12", page=10)
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 1))
    assert prompt(app) == say(W.WARN_SINKS_EMPTY)


def _run(k, top, low, anchor=""):
    return "| " + " ".join("%s%d%s" % (k, v, anchor) for v in range(top, low - 1, -1))


@pytest.mark.parametrize("profile", ["pygamer", "clue"])
def test_come_on_with_nothing_to_find_warns_and_cancel_goes_back(profile):
    app = board(profile, lines={1: _run("P", 13, 4), 2: _run("P", 13, 4, "a"),
                                3: _run("Y", 17, 4), 4: _run("Y", 17, 4, "a")},
                groups=["P1 P2 P3", "P1a P2a P3a", "Y1 Y2 Y3", "Y1a Y2a Y3a"],
                hands=["CO1"], phase="action")
    before = bytes(app.game.s)
    choose(app, action("CO1"))
    assert app.play.level == CONFIRM and prompt(app) == "Nothing to find: page 2"
    run_keys(app, choose_keys(app, entry(app, X_NO)))    # Cancel
    assert app.play.level == 1 and at(app) == action("CO1")
    assert bytes(app.game.s) == before
    run_keys(app, [ok_key(app.scheme)])                  # choose it again
    run_keys(app, choose_keys(app, entry(app, X_YES)))   # Do it
    assert app.state == BANNER and banner(app)[0] == "Nothing to play"
    assert ACTION_KIND[aid_of("CO1")] == COME_ON


def test_get_ready_on_an_empty_deck_warns():
    app = board(hands=["GR1"], phase="action", lines={1: "Y2 | P9"}, rest="line3",
                discard="P4")
    assert ACTION_KIND[aid_of("GR1")] == GET_READY
    choose(app, action("GR1"))
    assert prompt(app) == say(W.WARN_GET_READY)


def test_an_ordinary_rescue_does_not_warn():
    app = board(crew="lee", phase="action", deck="P4 Y12 Y5", lines={1: "Y2 | P9"},
                rest="line3")
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 1))
    assert app.play.level != CONFIRM


# --- banners: what happened ------------------------------------------------------------
def test_failed_rescue_banner_says_why_the_page_and_1_point():
    app = board(lines={5: "Y2 | P9"}, phase="action", crew="lee", deck="P4 Y12",
                rest="line6", page=9)
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 1))
    assert app.state == BANNER
    assert banner(app) == ["None fits: 1 discarded", say(W.PAGE_WHY + WHY_FAILED),
                           "Page 10: 1 point", "Deck 4 is flooded!"]      # not "1 points"
    assert prompt(app) == say(app.keys + 2) + say(W.CONTINUE)


def test_failed_rescue_banner_names_the_cards_gained_and_the_hand_line_shows_them():
    app = board(lines={5: "Y2 | P9"}, phase="action", crew="boxhall", deck="P4 Y12",
                rest="line6", page=8)
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 1))
    g = app.game
    got = [say(W.ACTION + ACTION_KIND[g.acard(0, i)]) for i in range(2)]
    assert banner(app) == ["None fits: 1 discarded", say(W.PAGE_WHY + WHY_FAILED),
                           "Page 9: 2 points", "You gain " + got[0]]
    assert prompt(app) == say(app.keys + 2) + ": more"
    run_keys(app, [A])                                   # the second part: both cards
    assert banner(app) == ["You gain " + got[1], "", "", ""]
    # the hand line is current: after the crew's name, the cards' names where
    # they fit (160 px), else their codes
    names = ", ".join(got)
    codes = " ".join(ACTION_CODES[ACTION_KIND[g.acard(0, i)]] for i in range(2))
    hand = app.view.info.row_text().split("  Deal ")[0].rstrip()    # (the deal: where it fits)
    assert hand == ("Boxhall has " + names if len(names) <= 26 - 12 else "Boxhall: " + codes)


def test_the_hand_line_names_the_crew_first_then_the_cards_then_the_deal():
    """Who you are first (a new player did not know their crew: its name gave
    way to the cards' names and to the deal number), then the cards' names,
    else their codes, then the deal number where it fits; codes that do not
    all fit end in "+N" (160 px: 26 characters; the deal is 3 here). Names
    follow "has" (after a colon "Your Turn!" read as the game's message)."""
    app = board(hands=["GR1 CO1 CO2 CB1 YT1 PA"], phase="action")
    assert app.view.info.row_text() == "Murdoch: GR CO CO CB YT PA"     # 26 characters
    app = board(hands=["PA WA1"], phase="action")
    assert app.view.info.row_text() == "Murdoch has Plan A, Wait!"      # names, not the deal
    app = board(hands=["CB1 SL1"], phase="action")                      # names do not fit:
    assert app.view.info.row_text() == "Murdoch: CB SL      Deal 3"     # codes, and the deal
    app = board("clue", hands=["CB1 SL1"], phase="action")               # 240 px: 26 too
    assert app.view.info.row_text() == "Murdoch: CB SL      Deal 3"
    app = board(crew="lee murdoch", hands=["CB1 SL1", ""], phase="action")
    assert app.view.info.row_text() == "P1 Lee: CB SL       Deal 3"
    eight = "GR1 CO1 CO2 CB1 YT1 PA WA1 ST"
    app = board(hands=[eight], phase="action")              # 160 px: the crew stays
    assert app.view.info.row_text() == "Murdoch: GR CO CO CB YT +3"
    app = board(crew="lee murdoch", hands=[eight, ""], phase="action")
    assert app.view.info.row_text() == "P1 Lee: GR CO CO CB YT +3"
    app = board("clue", crew="lee murdoch", hands=[eight, ""], phase="action")
    assert app.view.info.row_text() == "P1 Lee: GR CO CO CB YT +3"     # 26 on 240 px too


def test_the_hand_line_is_redrawn_when_a_card_or_the_crew_changes_not_otherwise():
    app = board(hands=["PA WA1"], phase="action")
    app.play.hand.deal = 0                          # the crew's name stays on the line
    app.play.hand.shown[0] = 0
    app.play.hand.show(app.game)
    row = app.view.info
    assert row.row_text() == "Murdoch has Plan A, Wait!"
    build(game=app.game, hands=["PA ST"], phase="action")      # same count, another card
    app.play.refresh()
    assert row.row_text() == "Murdoch: PA ST"                  # (names: 29 characters)
    row.set("")                                                 # not redrawn: unchanged
    app.play.refresh()
    assert row.row_text() == ""
    build(game=app.game, crew="lee", hands=["PA ST"], phase="action")
    app.play.new_game()                                         # another game: drawn afresh
    app.play.refresh()
    assert row.row_text() == "Lee has Plan A, Save Time"


def test_the_action_list_tells_what_the_card_under_the_cursor_does():
    app = board(hands=["CO1 PA"], phase="action", deck="P4 Y5")
    p = app.play
    seen = {}
    for e in list(range(p.n)) + [0]:                     # every entry, and back
        run_keys(app, keys_to(app, e))
        seen[at(app)] = prompt(app)
    assert seen[action("CO1")] == say(W.CARD_SHORT + COME_ON) == "Search deck: play 1 card"
    assert seen[action("PA")] == say(W.CARD_SHORT + ACTION_KIND[aid_of("PA")])
    others = {t for s, t in seen.items() if s not in (action("CO1"), action("PA"))}
    assert others == {say(W.PHASE_PROMPT + PH_ACTION)}  # elsewhere: the phase's prompt


def test_two_pages_in_one_action_tell_both():
    app = board(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
                discard="P4 Y12", page=2)
    choose(app, spot(SPOT_WORD, 0, W_RESCUE))
    choose(app, spot(SPOT_NUMBER, 0, 2))
    choose(app, X_YES)                                   # confirm the reshuffle
    g = app.game
    assert [g.events[4 * i + 2] for i in range(g.n_events) if g.events[4 * i] == EV_PAGE] \
        == [WHY_EMPTY, WHY_FAILED]
    rows = []
    while app.state == BANNER:                           # every part, in order
        rows += banner(app)
        run_keys(app, [A])
    gained = say(W.ACTION + ACTION_KIND[g.acard(0, 0)])
    assert rows == ["Discards reshuffled: 2", say(W.PAGE_WHY + WHY_EMPTY), "Page 3: 8 points",
                    "Deck 1 is flooded!", "Line 1 went into line 2", "None fits: 2 discarded",
                    say(W.PAGE_WHY + WHY_FAILED), "Page 4: 7 points",
                    "You gain " + gained, "", "", ""]


def test_wait_banner_tells_the_discarded_cards():
    app = board(lines={2: "Y4 | P9 P8 P7"}, hands=["WA1"], phase="action", rest="line3")
    choose(app, action("WA1"))
    choose(app, spot(SPOT_PILE, 1, 0))
    assert app.state == BANNER and banner(app)[0] == "Wait!: 3 discarded"
    v = app.view
    assert v.tray_n == 3 and all(v.tray_pile[i] == DISCARD for i in range(3))


def test_phillips_entries_say_whose_card_and_smith_which_card():
    app = board(crew="phillips lee", hands=["CO1", "PA"], phase="action", deck="P4 Y5",
                lines={1: "Y2 | P9"}, rest="line3")
    texts = [uikit.item_text(app.options, i) for i in range(app.options.n)]
    assert "P1 Come On!" in texts and "P2 Plan A" in texts
    app = board(crew="smith lee phillips", hands=["", "CO1", "PA"], phase="action",
                deck="P4 Y5", lines={1: "Y2 | P9"}, rest="line3")
    choose(app, spot(SPOT_WORD, 0, W_ABILITY))
    assert prompt(app) == say(W.WARN_SMITH)
    choose(app, X_YES)
    choose(app, action("PA"))
    assert prompt(app) == "Give Plan A to whom?"
