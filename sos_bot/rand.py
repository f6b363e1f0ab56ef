"""The baseline: a uniformly random listed decision, from the bot's own generator."""
from sos_core import rng
from sos_core.knowledge import PICK_SIZE


class RandomBot:
    def __init__(self, seed=1):
        self.pick = bytearray(PICK_SIZE)
        rng.seed(self.pick, seed & rng.MAX_SEED)
        self.reason = 0

    def choose(self, g):
        return rng.below(self.pick, g.list_decisions())
