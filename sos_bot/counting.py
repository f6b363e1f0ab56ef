"""Greedy counting cards (issue 25): a rescue's odds from the passengers known
to be in the deck, not from every hidden one.

`Greedy._odds` counts every hidden passenger (deck and face-down line cards
alike), as the board's Hint must: a position records nothing more. The desktop
bot remembers more (`sos_bot.memory`): the odds count only the passengers that
may be in the deck (those known to lie in a line left out); with Get Ready!'s
cards known on top, a rescue that draws no more than them is valued from
exactly the cards it will draw. A rollout of the
lookahead from a position where the deck's cards were known counts the
sample's deck (dealt to agree with the memory: the same cards, in an order no
one knows). Desktop only.
"""
from sos_bot.greedy import Greedy
from sos_core import knowledge, piles
from sos_core import layout as L


class CountingGreedy(Greedy):
    def __init__(self, seed=1, fair=True, keep_values=False, memory=None):
        Greedy.__init__(self, seed, fair, keep_values)
        self.memory = memory         # the player's (sos_bot.memory), for the real game
        self.deck_known = False      # a rollout: the sample's deck is the known cards
        self.tops = None             # Get Ready!'s cards on top (memory), top first

    def _odds(self, b):
        s = b.s
        mem = self.memory
        self.tops = None
        if s[L.P_LEN + L.DECK] and mem is not None:
            self.tops = mem.top or None
            cards = mem.deck_cards()
            self._tally(b, cards, len(cards))
        elif s[L.P_LEN + L.DECK] and self.deck_known and knowledge.deck_hidden(s):
            o = L.P_POOL + piles.start(s, L.P_LEN, L.DECK)
            self._tally(b, s[o:o + s[L.P_LEN + L.DECK]], s[L.P_LEN + L.DECK])
        else:
            Greedy._odds(self, b)

    def _rescue_value(self, b, n, ev0):
        tops = self.tops
        if tops is None or len(tops) < n:
            return Greedy._rescue_value(self, b, n, ev0)
        keep = (self.h, self.u, self.ug)
        self._tally(b, tops, n)               # the very cards it draws
        v = Greedy._rescue_value(self, b, n, ev0)
        self.h, self.u, self.ug = keep
        return v
