"""What perfect knowledge scores (issue 25): a search that sees every card.

Not a fair player, and no fair bot may use it (tests/test_bot.py): it reads the
real game, the deck's order, every face-down card and the generator's state, so
each rollout it plays is the future exactly as it would happen. At the
decisions the lookahead searches (the action, placing a drawn passenger, the
choices inside an action card; with `moves`, a turn's moves) it tries greedy's
`width` best decisions, plays each out with greedy (reading the true cards too)
and keeps the one whose game ends best. Greedy's choice is tried first and its
rollout is the game greedy would play from there, so the final score is never
below any rollout it has seen: the best score it finds is a lower bound on the
deal's best, the room the fair bots have above them.
"""
from sos_bot.greedy import Greedy
from sos_bot.lookahead import Lookahead
from sos_core.layout import PH_MOVE

DEFAULTS = (8, 1)         # width, moves: what the simulator plays by default


class Clairvoyant(Lookahead):
    """The lookahead's candidates and rollouts, on the real game instead of samples."""

    def __init__(self, seed=1, width=DEFAULTS[0], moves=DEFAULTS[1]):
        super().__init__(seed, samples=1, width=width, z=0.0, moves=moves, memory=0)
        self.greedy = Greedy(seed, fair=False, keep_values=True)   # reads the true cards

    def choose(self, g):
        first = self.greedy.choose(g)        # lists g; greedy's values for the others
        self.reason = self.greedy.reason
        n = g.n
        if n == 1 or (g.phase() == PH_MOVE and not self.moves):
            return first
        m = self._candidates(n, first)
        best = first
        best_score = self._rollout(g, first)
        for j in range(1, m):
            got = self._rollout(g, self.cand[j])
            if got > best_score:
                best = self.cand[j]
                best_score = got
        return best
