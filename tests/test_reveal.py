"""Undo never lets a player peek (R-UNDO, docs/core.md; Table's revealing methods).

What a player sees, for this test: the face-up cards of the lines (the
Collapsible Boat's too), the survivor groups, the passengers in 'look' (drawn by
a rescue, looked at by Get Ready!), the pile being searched by Come On! (the
deck) or Come Back! (the discard), the whole line chosen for Your Turn!, the
hand of the player whose turn it is (every hand when that is Phillips, who may
play any of them), the action cards in play, Fleet's three cards, Smith's
gathered cards, the action deck while Plan A searches it and the action discard
while Plan B does. Not seen: the decks, the discard piles otherwise (R-ACT: they
may not be looked at), face-down line cards, other players' hands, the parked
Mysteries. A Mystery Passenger is left out: its identity is its action card (in
a hand, then in play) and its value is declared in the open.

Property, over thousands of seeded random games (every variant, 1-5 players):
whenever a card that was not seen before a decision is seen after it, the game
has no undo left (the decision cleared the history), so taking it back cannot
show anything new."""
import random

import pytest
from sos_text.notation import dump

from sos_core.crew import PHILLIPS
from sos_core.game import Game
from sos_core.layout import (
    A_DECK,
    A_DISCARD,
    A_GATHER,
    A_INPLAY,
    A_LOOK,
    ARG,
    D_PLAY,
    GROUP0,
    LOOK,
    N_GROUPS,
    N_LINES,
    PH_ACTION,
    PH_BROWSE,
    PH_MOVE,
    PH_OVER,
    PH_PLAN_A,
    PH_PLAN_B,
    PH_YT_PICK,
)

GAMES_PER_COUNT = 600          # x 5 player counts: 3,000 games


def _passengers(g, pile, first=0):
    return {("p", g.card(pile, i)) for i in range(first, g.plen(pile))
            if not g.card(pile, i) & 0x80}


def _actions(g, pile):
    return {("a", g.acard(pile, i)) for i in range(g.alen(pile))}


def visible(g):
    """The cards a player sees in g's position (see the module docstring)."""
    seen = set()
    ph = g.phase()
    for line in range(N_LINES):
        whole = ph == PH_YT_PICK and g.s[ARG] == line
        seen |= _passengers(g, line, 0 if whole else g.facedown(line))
    for p in range(GROUP0, GROUP0 + N_GROUPS):
        seen |= _passengers(g, p)
    seen |= _passengers(g, LOOK)
    if ph == PH_BROWSE:
        seen |= _passengers(g, g.s[ARG])
    cur = g.current()
    for p in range(g.players()):
        if p == cur or g.crew_of(cur) == PHILLIPS:
            seen |= _actions(g, p)
    for pile in (A_INPLAY, A_LOOK, A_GATHER):
        seen |= _actions(g, pile)
    if ph == PH_PLAN_A:
        seen |= _actions(g, A_DECK)
    if ph == PH_PLAN_B:
        seen |= _actions(g, A_DISCARD)
    return seen


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_decision_that_shows_a_hidden_card_leaves_no_undo(players):
    g = Game()
    revealing = 0
    for seed in range(7000 + players * 1000, 7000 + players * 1000 + GAMES_PER_COUNT):
        r = random.Random(seed)
        g.setup(seed, seed % 3, players)
        before = visible(g)
        while not g.over():
            n = g.list_decisions()
            g.apply_index(r.randrange(n))
            after = visible(g)
            new = after - before
            if new:
                revealing += 1
                assert g.n_undo == 0, "seed %d: %s came into view, yet undo is possible\n%s" % (
                    seed, sorted(new), dump(g))
            before = after
    assert revealing > GAMES_PER_COUNT


def test_visible_counts_the_current_hand_and_face_up_cards_only():
    g = Game()
    g.setup(3, 0, 2)
    seen = visible(g)
    assert {("a", g.acard(0, i)) for i in range(g.alen(0))} <= seen
    assert not {("a", g.acard(1, i)) for i in range(g.alen(1))} & seen
    assert ("p", g.top(0)) in seen and ("p", g.card(3, 0)) not in seen


@pytest.mark.parametrize("casual", [False, True])
def test_an_action_card_goes_back_whole_and_only_before_a_peek(casual):
    # R-UNDO, as the board's B uses it (sos_ui.play.Play.card_steps): the state
    # before a played card comes back exactly, and only while nothing hidden
    # came into view since. Casual undo keeps the ring through revelations:
    # Game.steps_back itself refuses them; the strict rule's ring forgets them,
    # and the UI forgets the card's slot with them.
    g = Game()
    g.casual = casual
    backs = 0
    for seed in range(400):
        r = random.Random(seed)
        g.setup(seed, seed % 3, 1 + seed % 5)
        slot = -1
        while not g.over():
            n = g.list_decisions()
            i = r.randrange(n)
            kind = g.dec[4 * i]
            at, before, seen = g.at, bytes(g.s), visible(g)
            g.apply_index(i)
            if g.rev and not casual or g.phase() in (PH_MOVE, PH_ACTION, PH_OVER):
                slot = -1                     # (the UI's B: only in the card's steps)
            elif kind == D_PLAY:
                slot, state, shown, union = at, before, seen, set(seen)
            if slot < 0:
                continue
            union |= visible(g)
            k = g.steps_back(slot)
            if k:
                assert union <= shown, "seed %d: %s seen since" % (seed, union - shown)
                if r.random() < 0.3:
                    for _ in range(k):
                        g.undo()
                    assert bytes(g.s) == state and not g.peeked, "seed %d" % seed
                    slot = -1
                    backs += 1
    assert backs > 100
