"""Property tests over seeded games of random legal decisions (1,000 games per
player count): the invariants of sos_text.audit hold after every decision
(R-COMP-1/2 every card once, R-LINE-2/3/4 runs and groups), an unlisted decision
is refused and changes nothing, and undo/redo restore position text exactly."""
import random

import pytest
from positions import fits
from sos_text import audit
from sos_text.notation import dump

from sos_core import score
from sos_core.cards import KEY
from sos_core.game import Game
from sos_core.layout import E_ILLEGAL, N_KEYS, N_LINES, N_TARGETS

GAMES = 1000


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    g = Game()
    was = Game()
    kinds_seen = set()
    for seed in range(players * 100000, players * 100000 + GAMES):
        r = random.Random(seed)
        g.setup(seed, seed % 3, players)
        assert audit.problem(g) is None
        while not g.over():
            n = g.list_decisions()
            assert n > 0
            _refuses_unlisted(g, r)
            g.list_decisions()
            i = r.randrange(n)
            kinds_seen.add(g.dec[4 * i])
            before = bytes(g.s)
            g.apply_index(i)
            problem = audit.problem(g)
            assert problem is None, "seed %d: %s\n%s" % (seed, problem, dump(g))
            tops, points, runs, total = score.breakdown(g)       # R-END-2, read two ways
            assert total == sum(tops) + points + sum(runs)
            if g.n_undo:                      # the decision revealed nothing
                after = dump(g)
                assert g.undo() and bytes(g.s) == before
                was.s[:] = before
                assert dump(g) == dump(was)
                assert g.redo() and dump(g) == after
    assert len(kinds_seen) >= 12              # the games reached most decision kinds


def _refuses_unlisted(g, r):
    listed = {bytes(g.dec[4 * i:4 * i + 4]) for i in range(g.n)}
    while True:
        d = bytes([r.randrange(1, 19), r.randrange(12), r.randrange(18), r.randrange(12)])
        if d not in listed:
            break
    state = bytes(g.s)
    assert g.apply(*d) == E_ILLEGAL
    assert bytes(g.s) == state


def test_targets_answer_r_move_1_for_every_card_and_pile():
    """Table.targets (the listing's table, R-MOVE-1 for every card at once) agrees
    with the rule read literally (positions.fits) for every card byte, Mystery or
    not, and every line and survivor group, in positions of random games."""
    g = Game()
    r = random.Random(5)
    checked = 0
    for seed in range(60):
        g.setup(seed, seed % 3, 1 + seed % 5)
        while not g.over():
            g.targets()
            t = g.TAKES
            for c in range(256):
                key = c & KEY
                for d in range(N_TARGETS):
                    got = t[key] >> d & 1 if d < N_LINES else t[N_KEYS + key] >> (d - N_LINES) & 1
                    assert got == fits(g, c, d), (seed, c, d)
            checked += 1
            g.apply_index(r.randrange(g.list_decisions()))
    assert checked > 3000
