"""The game: set-up, the turn's bookkeeping, the decision buffer and the undo
ring. Listing decisions is in `legal`, applying them in `resolve`."""
# Import order matters when compiling from .py: each module compiles in a heap
# already holding (and fragmented by) those before it. This order needs one of
# the smallest heaps (bench.min_heap: 71 KB; the largest modules first, the
# action cards before legal and resolve import them: other orders need 72-85 KB,
# and any change to the core can reshuffle them). A board installs .mpy (no
# compiling), where the order matters far less.
# isort: off
from sos_core.table import Table
from sos_core import table_cards, action_cards  # noqa: F401 (only for the order)
from sos_core import crew, piles, rng, booklet  # noqa: F401 (rng, booklet: the order)
from sos_core import resolve, legal
# isort: on
from sos_core import layout as L
from sos_core.cards import ANCHOR, BOAT_ID, MYSTERY_ID, VALUE
from sos_core.compat import const
from sos_core.rulings import LATIMER_TRIO

# Decisions listed at once. The largest listing is Smith dealing 20 cards among 5
# players, 100 decisions (tests/test_buffers.py argues each phase's bound; random
# games reach 85); 128 keeps a 28 % margin. add() raises rather than drop one.
DEC_CAP = const(128)
# States kept for undo/redo: 7 undos (a revelation clears them anyway, R-UNDO).
# A state is STATE_SIZE bytes of a handheld's heap; the desktop's `play` keeps more.
# A Game(0) keeps none: a bot's scratch game, never undone.
UNDO_DEPTH = const(8)


class Game(Table):
    def __init__(self, undo_depth=UNDO_DEPTH, s=None, dec=None):
        """s, dec: the state's and the decision list's buffers (STATE_SIZE and
        L.DEC_SIZE * DEC_CAP bytes), where the caller has them (sos_bot.greedy's scratch)."""
        self.s = bytearray(L.STATE_SIZE) if s is None else s
        self.dec = bytearray(L.DEC_SIZE * DEC_CAP) if dec is None else dec
        self.n = 0             # decisions in the last listing
        self.listed = False    # is dec current for this state?
        self.rev = 0           # set when hidden cards were revealed or shuffled
        self.depth = undo_depth
        self.ring = bytearray(L.STATE_SIZE * undo_depth)
        self.at = 0            # ring slot of the current state
        self.n_undo = 0
        self.n_redo = 0
        # Casual undo (off: the strict rule): the ring is kept through
        # revelations; revealed[slot] marks a state reached by a revealing
        # decision, and `peeked` is set when an undo takes one back.
        self.casual = False
        self.revealed = bytearray(undo_depth)
        self.peeked = False
        self.events = bytearray(4 * L.N_EVENTS)  # what the last decision did (layout EV_*)
        self.n_events = 0

    # --- set-up (R-SETUP) -------------------------------------------------
    def setup(self, seed, variant, players, crews=None):
        """Deal a game. crews: crew ids per player, or None to deal them (R-SETUP-1).
        The dealing is sos_core.deal's, code a board loads only to deal."""
        from sos_core import deal

        deal.setup(self, seed, variant, players, crews)

    def after_remove(self, pile):
        """R-MOVE-3: turn up a line's new top card; an emptied boat leaves play (R-ACT-BOAT)."""
        if pile >= L.N_LINES:
            return
        self.flip(pile)
        if pile == L.BOAT and self.s[L.P_LEN + L.BOAT] == 0:
            self.amove_card(BOAT_ID, L.A_DISCARD)

    def draw_action(self, dst):
        """Take the top action card into a hand (or Fleet's look pile); the action
        deck is rebuilt from its discards when empty (R-ACT)."""
        s = self.s
        if s[L.A_LEN + L.A_DECK] == 0:
            n = s[L.A_LEN + L.A_DISCARD]
            if n == 0:
                return
            self.event(L.EV_SHUFFLE, n, L.BY_ACTIONS, 0)
            self.amove(L.A_DISCARD, L.A_DECK, n)
            self.ashuffle(L.A_DECK)
        self.adraw(L.A_DECK, dst, 1)
        if dst < L.A_DECK:
            self.event(L.EV_GAIN, dst, self.acard(dst, self.alen(dst) - 1), 0)

    def group_added(self, g):
        """After a passenger went into survivor group g: Latimer's trios (R-COMP-3
        Ruling), then everyone may be saved (R-END-1)."""
        s = self.s
        for p in range(s[L.PLAYERS]):
            if s[L.CREW + p] == crew.LATIMER:
                for _ in range(self.new_trios(g)):
                    self.draw_action(p)
        self.check_saved()

    def new_trios(self, g):
        """Count and mark the trios newly completed in group g's top anchor run:
        from the run's bottom up, each LATIMER_TRIO consecutive anchors not yet
        counted (a card counts in one trio only; rulings.LATIMER_TRIO)."""
        s = self.s
        base = L.P_POOL + piles.start(s, L.P_LEN, g)
        end = base + s[L.P_LEN + g]
        i = end
        while i > base and s[i - 1] & ANCHOR:
            i -= 1
        trios = 0
        run = 0
        for j in range(i, end):
            if counted(s, s[j], 0):
                run = 0
                continue
            run += 1
            if run == LATIMER_TRIO:
                for q in range(j + 1 - run, j + 1):
                    counted(s, s[q], 1)
                trios += 1
                run = 0
        return trios

    def check_saved(self):
        if self.saved_count() == 60:
            self.s[L.STATUS] = L.SAVED
            self.s[L.PHASE] = L.PH_OVER

    def end_turn(self):
        s = self.s
        s[L.ACT] = 0
        s[L.ARG] = 0
        if s[L.STATUS] != L.PLAYING:
            s[L.PHASE] = L.PH_OVER
            return
        s[L.CURRENT] = (s[L.CURRENT] + 1) % s[L.PLAYERS]
        if s[L.PLAYERS] > 1:
            self.show_hands()
        t = self.turn() + 1
        s[L.TURN] = t & 0xFF
        s[L.TURN + 1] = (t >> 8) & 0xFF      # a 16-bit count: wraps after 65,535
        s[L.PHASE] = L.PH_MOVE

    def finish_action(self):
        """The played card goes to the discard unless it stays on the table
        (the Collapsible Boat, a placed Mystery Passenger); then the turn ends."""
        aid = self.s[L.ACT]
        if not self.on_table(aid):
            self.amove_card(aid, L.A_DISCARD)
        self.end_turn()

    def offer(self, phase):
        """Enter an optional step, or end the turn when it offers nothing but a skip."""
        self.s[L.PHASE] = phase
        if self.list_decisions() <= 1:
            self.end_turn()
        self.listed = False

    def on_table(self, aid):
        if aid == BOAT_ID:
            return self.s[L.P_LEN + L.BOAT] > 0
        if aid == MYSTERY_ID[0] or aid == MYSTERY_ID[1]:
            return self.mystery_value(aid - MYSTERY_ID[0], False) > 0
        return False

    # --- events: the core tells, the UI shows --------------------------------
    def event(self, kind, a, b, c):
        """Record what a decision did (layout EV_*) for the UI to show."""
        n = self.n_events
        if n < L.N_EVENTS:
            j = 4 * n
            e = self.events
            e[j] = kind
            e[j + 1] = a
            e[j + 2] = b
            e[j + 3] = c
            self.n_events = n + 1

    # --- decisions -----------------------------------------------------------
    def list_decisions(self):
        """Fill self.dec with every legal decision (L.DEC_SIZE bytes each); return the
        count."""
        self.n = 0
        legal.list_all(self)
        self.listed = True
        return self.n

    def count_placements(self, src):
        """How many placements pile src offers (uses the decision buffer): whether a
        rescue's drawn cards, or Come On!'s or Come Back!'s pile, fit anywhere."""
        self.n = 0
        legal.placements(self, src)
        self.listed = False
        return self.n

    def add(self, k, a, b, c):
        n = self.n
        if n >= DEC_CAP:             # never in a legal position: a bug, not a choice to drop
            raise OverflowError("decision buffer full")
        j = L.DEC_SIZE * n
        d = self.dec
        d[j] = k
        d[j + L.DEC_A] = a
        d[j + L.DEC_B] = b
        d[j + L.DEC_C] = c
        self.n = n + 1

    def find_decision(self, k, a, b, c):
        d = self.dec
        for i in range(self.n):
            j = L.DEC_SIZE * i
            if d[j] == k and d[j + L.DEC_A] == a and d[j + L.DEC_B] == b and d[j + L.DEC_C] == c:
                return i
        return -1

    def apply(self, k, a=0, b=0, c=0):
        """Apply a decision if it is legal; return OK or an error code (state unchanged)."""
        if self.s[L.PHASE] == L.PH_OVER:
            return L.E_OVER
        self.list_decisions()
        i = self.find_decision(k, a, b, c)
        if i < 0:
            return L.E_ILLEGAL
        return self.apply_index(i)

    def apply_index(self, i):
        """Apply decision i of the current listing."""
        if not self.listed or not 0 <= i < self.n:
            return L.E_ILLEGAL
        j = L.DEC_SIZE * i
        d = self.dec
        self.rev = 0
        self.listed = False
        self.n_events = 0
        resolve.apply(self, d[j], d[j + L.DEC_A], d[j + L.DEC_B], d[j + L.DEC_C])
        self._remember()
        return L.OK

    # --- undo: a ring of whole states; a revelation clears it ---------------
    def reset_history(self):
        self.n_events = 0
        self.at = 0
        self.n_undo = 0
        self.n_redo = 0
        self.listed = False
        self.peeked = False
        if self.depth:
            self.revealed[0] = 0
            self._save(0)

    def _save(self, slot):
        o = slot * L.STATE_SIZE
        self.ring[o:o + L.STATE_SIZE] = self.s

    def _load(self, slot):
        o = slot * L.STATE_SIZE
        s = self.s
        r = self.ring
        for i in range(L.STATE_SIZE):
            s[i] = r[o + i]
        self.listed = False

    def _remember(self):
        if not self.depth:                   # a scratch game (a bot's): no history
            return
        if self.rev and not self.casual:     # nothing before a revelation can come back
            self.n_undo = 0
        else:
            self.at = (self.at + 1) % self.depth
            if self.n_undo < self.depth - 1:
                self.n_undo += 1
        self.n_redo = 0
        self.revealed[self.at] = 1 if self.rev else 0
        self._save(self.at)

    def undo(self):
        if self.n_undo == 0:
            return False
        if self.revealed[self.at]:           # casual mode only: a revealed card goes back
            self.peeked = True
        self.at = (self.at - 1) % self.depth
        self.n_undo -= 1
        self.n_redo += 1
        self._load(self.at)
        return True

    def steps_back(self, slot):
        """How many undos lead back to ring slot `slot` (0: none): the ring
        still holds it, and no state after it was reached by revealing a card
        (casual undo keeps those: a take-back is not a peek)."""
        k = (self.at - slot) % self.depth if self.depth else 0
        if k > self.n_undo:
            return 0
        for i in range(1, k + 1):
            if self.revealed[(slot + i) % self.depth]:
                return 0
        return k

    def redo(self):
        if self.n_redo == 0:
            return False
        self.at = (self.at + 1) % self.depth
        self.n_redo -= 1
        self.n_undo += 1
        self._load(self.at)
        return True


def counted(s, c, mark):
    """Is anchor passenger c of state s counted in a Latimer trio already (bit
    13 * class + value - 1 of COUNTED)? mark: count it now (the answer is then
    the one from before)."""
    bit = (c >> 6 & 1) * 13 + (c & VALUE) - 1
    o = L.COUNTED + (bit >> 3)
    b = 1 << (bit & 7)
    was = s[o] & b
    if mark:
        s[o] |= b
    return was
