"""Challenge deals (issue 9): tools/challenges.py picks them from the simulator's
results into assets/challenges.bin; the title's "Challenges" deals one with its
crew and variant, and game over shows the bot's score beside the player's."""
import pytest
import uikit
from sos_desktop.uidriver import ok_key, run_keys
from sos_text.names import CREW_KEYS
from sos_ui import words as W
from sos_ui.states import BOARD, CHALLENGES, TITLE
from sos_ui.text import say

from sos_core import score
from tools.strength import challenges
from tools.strength.simulate import read_rows


def test_committed_challenges_are_what_the_results_give():
    assert challenges.main(["--check"]) == 0, "run tools/challenges.py"


def test_each_solo_crew_has_its_best_deal_and_upper_quartile():
    rows = read_rows(challenges.SOURCE)
    got = challenges.pick(rows)
    assert len(got) == 2 * len({r["crews"] for r in rows})
    for seed, variant, crew, bot in got:
        assert variant == 0                              # Standard: the results played
        mine = [int(r["score"]) for r in rows if r["crews"] == CREW_KEYS[crew]]
        assert bot in mine and bot >= sorted(mine)[len(mine) // 2]
        row = [r for r in rows if int(r["seed"]) == seed and r["crews"] == CREW_KEYS[crew]]
        assert int(row[0]["score"]) == bot                  # the bot's score on that deal
    assert challenges.encode(got)[:4] == got[0][0].to_bytes(4, "little")


@pytest.mark.parametrize("profile", ["pygamer", "clue", "feather"])
def test_title_challenge_deals_the_game_and_game_over_shows_the_bots_score(profile):
    app = uikit.make_app(profile)
    uikit.choose_menu_item(app, "Challenges")
    assert app.state == CHALLENGES
    first = challenges.pick(read_rows(challenges.SOURCE))[0]
    seed, variant, crew, bot = first
    assert uikit.item_text(app.screen.menu, 0) == "1 %s %s: %d" % (
        say(W.CREW_SHORT + crew), say(W.VARIANT + variant), bot)
    run_keys(app, [ok_key(app.scheme)])
    assert app.state == BOARD and app.setup == (seed, variant, 1, bytes((crew,)))
    assert app.game.crew_of(0) == crew and app.bot_score == bot
    uikit.play_game(app, 3)
    rows = [app.screen.lines.row_text(i) for i in range(app.screen.n_lines)]
    assert say(W.BOT_SCORED) + str(bot) in rows
    assert app.screen.title.text == say(W.SCORE) + str(score.total(app.game))
    uikit.choose_menu_item(app, "Replay deal %d" % seed)   # the same challenge again
    assert app.state == BOARD and app.setup == (seed, variant, 1, bytes((crew,)))
    assert app.bot_score == bot and app.game.page() == 1
    assert (app.players, app.variant) == (1, 0)           # the settings untouched


def test_challenges_back_to_the_title():
    app = uikit.make_app("pygamer")
    uikit.choose_menu_item(app, "Challenges")
    uikit.choose_menu_item(app, say(W.BACK))
    assert app.state == TITLE
