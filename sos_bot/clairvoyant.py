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
from sos_bot.greedy import Greedy, _apply_copy
from sos_core import score
from sos_core.game import Game
from sos_core.layout import PH_MOVE

ROLLOUT_CAP = 5000        # decisions in one rollout (a game makes about 100)
DEFAULTS = (8, 1)         # width, moves: what the simulator plays by default


class Clairvoyant:
    def __init__(self, seed=1, width=DEFAULTS[0], moves=DEFAULTS[1]):
        self.greedy = Greedy(seed, fair=False, keep_values=True)
        self.roll = Greedy(seed + 1, fair=False)
        self.width = width
        self.moves = moves
        self.cand = bytearray(width)
        self.t = Game(0)
        self.reason = 0
        self.rollouts = 0

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

    def _candidates(self, n, first):
        """Greedy's choice first, then its next best-valued decisions."""
        vals = self.greedy.values
        cand = self.cand
        cand[0] = first
        m = 1
        while m < self.width and m < n:
            best = -1
            for i in range(n):
                if i in cand[:m]:
                    continue
                if best < 0 or vals[i] > vals[best]:
                    best = i
            cand[m] = best
            m += 1
        return m

    def _rollout(self, g, i):
        """The final score if decision i of g's listing is made, then greedy's."""
        t = self.t
        _apply_copy(g, i, t)
        made = 0
        while not t.over() and made < ROLLOUT_CAP:
            t.apply_index(self.roll.choose(t))
            made += 1
        self.rollouts += 1
        return score.total(t)
