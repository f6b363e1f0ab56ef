"""The desktop player (issue 9): determinizations x greedy rollouts.

At the decisions that matter most (the turn's action, placing a drawn passenger,
and the choices inside an action card) with more than one option, it takes
greedy's `width` best-valued decisions, deals the hidden cards afresh `samples`
times (`sos_core.knowledge.determinize`, the same samples for every candidate),
applies each candidate to each sample and plays the sample out with `Greedy`
(which may read the sample: it is one). A final score varies a lot from sample
to sample (a rollout that saves everyone scores 60 more), so it leaves greedy's
choice only for a candidate whose paired gain over it (same samples) is
significant: mean gain > `z` standard errors. With `moves` it searches the
moves of a turn too (Standard, 100 Fleet deals: 18.2 without, 22.7 with, at 16
samples, width 4, z 1.5); without, it plays them as greedy does.
With `memory` it remembers what a careful player would (`sos_bot.memory`: where
the hidden cards seen before lie, which are in the deck, what Get Ready! put on
top), deals its samples to agree and counts the deck's cards for a rescue's odds
(`sos_bot.counting`, in its rollouts too).
Reproducible by its seed; it never reads the real hidden cards.
"""
from sos_bot.counting import CountingGreedy
from sos_bot.greedy import R_BEST, _apply_copy
from sos_bot.memory import Memory
from sos_core import knowledge, rng, score
from sos_core.game import Game
from sos_core.layout import PH_MOVE, STATE_SIZE

ROLLOUT_CAP = 5000        # decisions in one rollout (a game makes about 100)
DEFAULTS = (16, 4, 1.5, 1, 1)  # samples, width, z, moves, memory: the simulator's defaults


class Lookahead:
    def __init__(self, seed=1, samples=DEFAULTS[0], width=DEFAULTS[1], z=DEFAULTS[2],
                 moves=DEFAULTS[3], memory=DEFAULTS[4]):
        self.memory = Memory() if memory else None
        # greedy counting the cards remembered (without a memory: greedy itself)
        self.greedy = CountingGreedy(seed, keep_values=True, memory=self.memory)
        self.roll = CountingGreedy(seed + 1, fair=False)
        self.samples = samples
        self.width = width        # candidates searched: greedy's best ones
        self.z = z
        self.moves = moves        # 1: the moves of a turn are searched too
        self.cand = bytearray(width)
        self.pick = bytearray(knowledge.PICK_SIZE)
        rng.seed(self.pick, (seed * 31 + 7) & rng.MAX_SEED)
        self.buf = bytearray(knowledge.SCRATCH)
        self.det = Game(0)
        self.t = Game(0)
        self.reason = 0
        self.rollouts = 0

    def choose(self, g):
        mem = self.memory
        if mem is None:
            return self._search(g)
        mem.observe(g)
        i = self._search(g)
        mem.note(g, i)
        return i

    def _search(self, g):
        first = self.greedy.choose(g)        # lists g; also the tie-break and the reason
        self.reason = self.greedy.reason
        n = g.n
        if n == 1 or (g.phase() == PH_MOVE and not self.moves):
            return first
        m = self._candidates(n, first)
        cand = self.cand
        k = self.samples
        # the rollouts count the samples' decks where the player knows the deck
        self.roll.deck_known = self.memory is not None and self.memory.known()
        got = [[0] * k for _ in range(m)]
        det = self.det
        for r in range(k):
            det.s[0:STATE_SIZE] = g.s
            knowledge.determinize(det, self.pick, self.buf)
            if self.memory is not None:
                self.memory.impose(det, self.pick)
            det.list_decisions()
            for j in range(m):
                got[j][r] = self._rollout(det, cand[j])
        best = 0
        best_gain = 0.0
        for j in range(1, m):
            diffs = [got[j][r] - got[0][r] for r in range(k)]
            mean = sum(diffs) / k
            var = sum((x - mean) ** 2 for x in diffs) / max(k - 1, 1)
            if mean > best_gain and mean * mean * k > self.z * self.z * var:
                best = j
                best_gain = mean
        if best:
            self.reason = R_BEST
        return cand[best]

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

    def _rollout(self, det, i):
        t = self.t
        _apply_copy(det, i, t)
        made = 0
        while not t.over() and made < ROLLOUT_CAP:
            t.apply_index(self.roll.choose(t))
            made += 1
        self.rollouts += 1
        return score.total(t)
