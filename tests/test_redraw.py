"""A press redraws about what it changes (issue 34, "redraw only what
changed"): over the first presses of a game on each screen size, the pixels
displayio redraws for a cursor step and for a decision press (the dirty areas as
the display draws them: tools/ui_measure.py) against the pixels that differ on
the screen, compared as distributions (median, p95, max), as docs/benchmarks.md
reports them.

The bounds are what the board draws now (its columns a TileGrid each, the option
list's rows a TileGrid each, a closed list and its hidden rows off the screen,
the banner's box its opaque rows: tests/test_banner_redraw.py); of the issue's
targets, 2x at max is reached for decisions (1.7-1.9x), 1.5x at p95 not yet
(1.7-1.8x): the list's rows are as wide as the screens' menus need, and a list
moved while it shows redraws where its shapes passed."""
import sys

import pytest

sys.path.insert(0, "tools")

PRESSES = 150                   # the board presses played (steps and decisions)
# redrawn / changed: (median, p95, max) of each
# (a step is any press that leaves the game as it was: since 1.6.0 a card's pick
# is one, which frames the card and its place and writes "Where to?" on the
# prompt row, whole characters for a few strokes: the PyGamer's median 1.26x)
BOUND = {"step": (1.35, 2.5, 2.5), "decision": (7.0, 2.0, 2.0)}
# the Feather's median step is a step in the option list (its 4 rows are most of
# the list's presses) or a pick: the bar and a prompt in 9x20 text, whose cells
# hold more background than ink: 1.70x
FEATHER_STEP_MEDIAN = 1.8


@pytest.mark.parametrize("profile", ("clue", "pygamer", "feather"))
def test_a_press_redraws_a_bounded_multiple_of_what_it_changes(profile):
    import ui_measure

    got = ui_measure.press_pixels(profile, seed=1, deal=7, presses=PRESSES)
    for kind, bound in BOUND.items():
        redrawn = ui_measure._spread([p for p, _, _ in got[kind]])  # noqa: SLF001
        changed = ui_measure._spread([c for _, _, c in got[kind]])  # noqa: SLF001
        assert len(got[kind]) > 30, kind
        if profile == "feather" and kind == "step":
            bound = (FEATHER_STEP_MEDIAN,) + bound[1:]
        for q, most in zip(("median", "p95", "max"), bound):
            assert redrawn[q] <= most * changed[q], (profile, kind, q, redrawn, changed)
