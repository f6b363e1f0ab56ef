"""Issue 35's items 6 and 7, on each board where they are about the screen: the
hand line names the crew always and counts the cards it cannot show ("+N");
every board reminds of its buttons during play (the 160x128 and 240x135
screens, which have no row for it, while the buttons rest); backing out of the
crew choice or of a challenge's question leaves nothing pending and goes back
where it came from; the foot lines name the buttons a screen takes (Settings'
B and LEFT/RIGHT, the last statistics page's way to the title); the CLUE's
help reaches every page with its two buttons; no text touches a screen's
right edge."""
import random

import pytest
from positions import build
from sos_boards.buttons import LEFT, B
from sos_desktop import FileNVM
from sos_desktop.uidriver import close_key, ok_key, run_keys
from sos_text.names import ACTION_CODES, CREW_KEYS, action_code
from sos_ui import howto, screens
from sos_ui import words as W
from sos_ui.states import BOARD, CHALLENGES, CREWS, HELP, SETTINGS, STATS, TITLE
from sos_ui.text import say
from test_ui_flow import board
from test_ui_playthrough import _with_saved_game
from test_ui_saves import choose_item, crews_chosen, make, menu_texts, step_key

from sos_core.cards import ACTION_KIND, N_ACTIONS

pytestmark = pytest.mark.usefixtures("one_display_at_a_time")

PROFILES = ("pygamer", "clue", "feather")


# --- the hand line (item 6) ---------------------------------------------------------------
def _hand_shown(row_text, prefix, hand):
    """The cards a hand line shows after `prefix` and how many it says it hides,
    as codes (names read back as their codes); the line's deal number dropped."""
    rest = row_text[len(prefix):].split("  Deal ")[0].strip()
    if rest == "no cards":
        return [], 0
    hidden = 0
    if rest.rsplit(" ", 1)[-1].startswith("+"):
        rest, more = rest.rsplit(" ", 1)
        hidden = int(more[1:])
    names = {say(W.ACTION + k): ACTION_CODES[k] for k in range(len(ACTION_CODES))}
    if "," in rest or rest in names:
        return [names[t] for t in rest.split(", ")], hidden
    return rest.split(), hidden


@pytest.mark.parametrize("profile", PROFILES)
def test_the_hand_line_names_the_crew_always_and_counts_the_cards_it_cannot_show(profile):
    app = board(profile)
    rnd = random.Random(35)
    plus = 0
    for n in list(range(N_ACTIONS + 1)) * 2:
        ids = rnd.sample(range(N_ACTIONS), n)
        two = rnd.random() < 0.5               # "P1 " before the crew; Lightoller: 2+ players
        crew = rnd.choice(CREW_KEYS[:6] if not two else ("lightoller", "phillips"))
        hands = [" ".join(action_code(a) for a in ids)] + ([""] if two else [])
        build(game=app.game, crew=crew + (" murdoch" if two else ""), hands=hands,
              phase="action")
        app.play.hand.shown[0] = 0             # drawn afresh
        app.play.hand.show(app.game)
        row = app.view.info
        text = row.row_text()
        prefix = ("P1 " if two else "") + say(W.CREW_SHORT + CREW_KEYS.index(crew))
        # who you are, always: "Lee has" the names, "Lee:" the codes
        prefix += " has" if text.startswith(prefix + " has ") else ":"
        assert text.startswith(prefix), (n, text)
        assert len(text) <= row.chars
        shown, hidden = _hand_shown(text, prefix, ids)
        codes = [ACTION_CODES[ACTION_KIND[a]] for a in ids]
        assert shown == codes[:len(shown)] and len(shown) + hidden == n, (n, text)
        if hidden:                              # as many as fit: one more would not
            plus += 1
            assert len(text) + 3 > row.chars, text
    assert plus > 10                            # the long hands were tried on this row


# --- the buttons during play (item 7) ---------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_every_board_reminds_of_its_buttons_during_play(profile):
    """The CLUE's key hint has a row of its own; the PyGamer's and the
    Feather's take turns with the prompt while the buttons rest, 3 s each,
    and a press brings the prompt back at once."""
    app = board(profile, hands=["PA"], phase="action")
    now = [50000]
    app.clock = lambda: now[0]
    v = app.view
    keys = say(app.keys + W.KEY_HINT)
    assert v.keys.row_text() == keys and len(keys) <= v.keys.chars    # never cut

    def rest(ms):
        now[0] = 50000 + ms
        app.tick()
        return not v.keys.hidden, not v.prompt.hidden

    run_keys(app, [step_key(app)])             # a press: the rest counts from it
    prompt = v.prompt.row_text()
    if v.keys.grid.y != v.prompt.grid.y:        # the CLUE: its own row, always shown
        assert app.lay.height == 240
        assert [rest(ms) for ms in (0, 3500, 6500)] == [(True, True)] * 3
        return
    assert rest(100) == (False, True)           # the prompt first
    assert rest(3100) == (True, False)          # then the buttons, in its place
    assert rest(6100) == (False, True)          # and round again
    assert rest(9100) == (True, False)
    assert v.prompt.row_text() == prompt
    run_keys(app, [step_key(app)])              # a press: the prompt back at once
    assert not v.prompt.hidden and v.keys.hidden and app.state == BOARD


# --- backing out leaves nothing pending (item 7) -----------------------------------------
def _back(app):
    if app.scheme == "dpad":
        run_keys(app, [B])
    else:
        choose_item(app, "< Back")


@pytest.mark.parametrize("profile", PROFILES)
def test_backing_out_of_the_crew_choice_leaves_no_deal_for_the_next_new_game(profile):
    app = make(profile, FileNVM())
    crews_chosen(app)
    _back(app)
    choose_item(app, "New game")
    assert app.state == CREWS
    first = app.deal
    _back(app)                                   # no crew chosen: back to the title
    assert app.state == TITLE
    choose_item(app, "New game")                 # a fresh deal, not the one left
    assert app.state == CREWS and app.deal != first
    run_keys(app, [ok_key(app.scheme)])          # a crew: the game is dealt
    assert app.state == BOARD and app.setup[0] == app.play.hand.deal != first


@pytest.mark.parametrize("profile", PROFILES)
def test_no_to_a_challenges_question_goes_back_to_the_list_on_that_challenge(profile):
    app, nvm = _with_saved_game(profile)
    saved = bytes(app.game.s)
    choose_item(app, "Challenges")
    third = menu_texts(app)[2]
    choose_item(app, third)
    assert app.state == TITLE and app.screen.title.text == "New game?"
    run_keys(app, [ok_key(app.scheme)])          # No, keep playing
    assert app.state == CHALLENGES and app.screen.title.text == say(W.CHALLENGE_TITLE)
    assert app.screen.menu.cursor == 2 and bytes(app.game.s) == saved and app.deal is None
    _back(app)                                   # the list's own way back: the title
    assert app.state == TITLE and menu_texts(app)[0] == "Continue"


# --- foot lines name the buttons a screen takes (item 7) ----------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_the_settings_foot_line_names_the_buttons_settings_take(profile):
    app = make(profile, FileNVM())
    choose_item(app, "Settings")
    foot = app.screen.foot_row.row_text()
    assert foot == say(W.SETTINGS_KEYS + app.scheme_no)
    if app.scheme == "dpad":                     # what it names does what it says
        assert "<>" in foot and "B: back" in foot
        run_keys(app, [LEFT])                    # Players: 1 -> 5
        assert menu_texts(app)[0] == "Players: 5"
        run_keys(app, [B])
        assert app.state == TITLE
    else:                                        # "change": the choose button
        assert "change" in foot
        run_keys(app, [ok_key(app.scheme)])
        assert app.state == SETTINGS and menu_texts(app)[0] == "Players: 2"


@pytest.mark.parametrize("profile", PROFILES)
def test_the_last_statistics_page_says_its_next_is_the_title(profile):
    app = make(profile, FileNVM())
    choose_item(app, "Statistics")
    key = say(app.keys + W.KEY_CHOOSE)
    feet = []
    while app.state == STATS:
        feet.append(app.screen.foot_row.row_text())
        run_keys(app, [ok_key(app.scheme)])
    assert app.state == TITLE
    back = "  B: title" if app.scheme == "dpad" else ""       # B: the title from any page
    assert feet == [key + ": next page" + back] * 2 + [key + ": to the title"]


# --- help on two buttons (item 7) ---------------------------------------------------------
@pytest.mark.parametrize("profile", PROFILES)
def test_every_help_page_is_reachable_again_with_the_boards_buttons(profile):
    """The PyGamer and the Feather page back; the CLUE, with next and close
    alone, goes round from the last page to the first."""
    app = make(profile, FileNVM())
    choose_item(app, "How to play")
    nxt = step_key(app)
    presses = howto.PAGES * app.mod._parts(app)
    run_keys(app, [nxt] * (presses - 1))
    assert app.screen.foot_row.row_text().startswith("%d/%d " % (howto.PAGES, howto.PAGES))
    before = app.screen.title.text
    if app.scheme == "ab":
        run_keys(app, [nxt])                     # round to the first page: from there on
        assert app.screen.title.text == say(W.HELP) and app.state == HELP   # to any
    else:
        run_keys(app, [LEFT])                    # D0, the d-pad's left: a page back
        assert app.screen.title.text != before and app.state == HELP
    run_keys(app, [close_key(app.scheme)])
    if app.scheme == "ab":                       # the contents (a page back: two presses
        assert app.screen.title.text == "Contents"   # and its item: tests/test_ui_pause_short.py),
        run_keys(app, [close_key(app.scheme)])   # on "< Back"
    assert app.state == TITLE


# --- no text touches the right edge (item 7) ---------------------------------------------
def _touching(app):
    """The rows of the screen shown whose text reaches the last 2 columns of
    the screen (a Screen's right margin is sea: its menu box ends 6 px in)."""
    d = app.display
    d.refresh()
    r, g, b = screens.SEA >> 16, screens.SEA >> 8 & 255, screens.SEA & 255
    sea = ((r >> 3) * 255 // 31) << 16 | ((g >> 2) * 255 // 63) << 8 | (b >> 3) * 255 // 31
    w = app.lay.width
    return sorted({y for y in range(app.lay.height) for x in (w - 2, w - 1)
                   if d.pixel(x, y) != sea})


@pytest.mark.slow                                # (every help page: 4-10 s a board)
@pytest.mark.parametrize("profile", PROFILES)
def test_no_screens_text_touches_its_right_edge(profile):
    app, _ = _with_saved_game(profile)
    seen = {}

    def look(name):
        seen[name] = _touching(app)

    look("title")
    choose_item(app, "New game")
    look("new game?")
    run_keys(app, [ok_key(app.scheme)])
    choose_item(app, "Challenges")
    look("challenges")
    _back(app)
    choose_item(app, "Settings")
    look("settings")
    while "Crew: chosen" not in menu_texts(app):
        choose_item(app, next(t for t in menu_texts(app) if t.startswith("Crew")))
    _back(app)
    choose_item(app, "New game")
    choose_item(app, "Yes, abandon this game")
    assert app.state == CREWS
    for crew in menu_texts(app):                 # each crew's tip in the foot line
        look("crew " + crew)
        run_keys(app, [step_key(app)])
    _back(app)
    choose_item(app, "Settings")
    choose_item(app, "Play a deal by number")
    look("deal number")
    run_keys(app, [ok_key(app.scheme)] * 9)
    look("deal menu")
    _back(app)
    _back(app)
    choose_item(app, "Statistics")
    while app.state == STATS:
        look("statistics %s" % app.screen.foot_row.row_text())
        run_keys(app, [ok_key(app.scheme)])
    choose_item(app, "How to play")
    for _ in range(howto.PAGES * app.mod._parts(app)):
        look("help " + app.screen.foot_row.row_text())
        run_keys(app, [step_key(app)])
    assert len(seen) > howto.PAGES
    assert {k: v for k, v in seen.items() if v} == {}
