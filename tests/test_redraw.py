"""A press redraws about what it changes (issue 34, "redraw only what
changed"): over the first presses of a game on each screen size, the pixels
displayio redraws for a cursor step and for a decision press (the dirty areas as
the display draws them: tools/bench/ui_measure.py) against the pixels that differ on
the screen, compared as distributions (median, p95, max), as docs/benchmarks.md
reports them.

The bounds are what the board draws now (its columns a TileGrid each, the option
list's rows a TileGrid each, a closed list and its hidden rows off the screen,
the banner's box its opaque rows: tests/test_banner_redraw.py); of the issue's
targets, 2x at max is reached for decisions (1.7-1.9x), 1.5x at p95 not yet
(1.7-1.8x): the list's rows are as wide as the screens' menus need, and a list
moved while it shows redraws where its shapes passed."""

import pytest

PRESSES = 150                   # the board presses played (steps and decisions)
# redrawn / changed: (median, p95, max) of each
# (a step is any press that leaves the game as it was: since 1.6.0 a card's pick
# is one, which frames the card and its place and writes "Where to?" on the
# prompt row, whole characters for a few strokes: the PyGamer's median 1.26x)
BOUND = {"step": (1.35, 2.5, 2.5), "decision": (7.0, 2.0, 2.0)}
# The median step is a step in the option list: the bar leaves a row and
# lights another, and the prompt row says what the lit item does. Since the
# list is as wide as its widest item (sos_ui.options.place_list) the bar is
# narrow and changes few pixels, while the prompt's new words redraw whole
# cells for a few strokes: the ratio reads 2-5x while the pixels redrawn fell
# (the PyGamer's step p95 11,746 -> 4,508 px). So the median step is bounded in
# pixels: two of the list's widest rows and the prompt row, no more.
# The Feather's p95 step rewrites its hand line and prompt, 9x20 cells for
# thin strokes, beside a narrow bar: 2.7x at p95 and 2.6x at max (27,467 ->
# 17,891 and 29,031 -> 22,276 px redrawn).
FEATHER_STEP_P95 = 3.0


@pytest.mark.parametrize("profile", ("clue", "pygamer", "feather"))
def test_a_press_redraws_a_bounded_multiple_of_what_it_changes(profile):
    from sos_ui import text
    from sos_ui.menu import LIST_CHARS

    from tools.bench import ui_measure

    app = ui_measure.board_app(profile, deal=7)
    cell = text.FONT_W * text.FONT_H
    two_rows_and_prompt = (2 * (LIST_CHARS + 2) + app.view.prompt.chars) * cell
    app.profile.close()
    got = ui_measure.press_pixels(profile, seed=1, deal=7, presses=PRESSES)
    for kind, bound in BOUND.items():
        redrawn = ui_measure._spread([p for p, _, _ in got[kind]])  # noqa: SLF001
        changed = ui_measure._spread([c for _, _, c in got[kind]])  # noqa: SLF001
        assert len(got[kind]) > 30, kind
        for q, most in zip(("median", "p95", "max"), bound):
            if kind == "step" and q == "median":
                assert redrawn[q] <= two_rows_and_prompt, (profile, redrawn, two_rows_and_prompt)
                continue
            if profile == "feather" and kind == "step":
                most = FEATHER_STEP_P95
            assert redrawn[q] <= most * changed[q], (profile, kind, q, redrawn, changed)
