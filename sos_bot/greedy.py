"""A fast, fair heuristic (issue 9), small enough for a board.

`Greedy.choose(g)` scores each listed decision by applying it to a scratch copy
of g and evaluating the result (`evaluate`: passengers saved, pages left, cards
face down, face-up ones the next flood would bury, the hands' action cards by
kind, worthless once the game is over). Before valuing an action it deals what
the player cannot see afresh (`knowledge.determinize`, in g, put back after):
an action card may draw, find or look at hidden cards; all else valued is seen
by everyone, so a choice depends only on what the player may know. Moves: only
one that improves the evaluation (so a turn's moves end). Rescues: from the
odds that a drawn hidden passenger fits (failing on the last page loses the
hands). An action card or ability: its choices completed one ply each (`_look`:
Get Ready!, Your Turn!), then the next turn's moves. Weights: tune_greedy.py.
`_quick` values without applying where that is exact. `reason` says why (R_*).
Integers only, buffers made once (`scratch`): nothing allocated per decision.
"""
import sys

from sos_core import booklet, crew, piles, rng
from sos_core import layout as L
from sos_core.action_cards import bow_half
from sos_core.cards import ACTION_KIND, KEY, MYSTERY, SECOND, VALUE
from sos_core.compat import const
from sos_core.game import DEC_CAP, Game
from sos_core.knowledge import PICK_SIZE, SCRATCH  # constants: inlined, not imported, on a board
from sos_core.table import Table

# The evaluation's weights, in hundredths of a point of score.
W_TOP = const(100)       # a passenger saved: a group's top one higher
W_PAGE = const(62)       # a page's points
W_DOWN = const(36)       # a face-down card in a line
W_CARD = const(33)       # the action card a failed rescue pays (of any kind)
W_LINE = const(30)       # a drawn passenger that can only go on a line
W_DRAW = const(4)        # each passenger drawn (the deck runs down)
W_SAVED = const(5000)    # everyone saved
W_SUNK = const(5000)     # the ship sunk now: never better than going on, as no
                         # decision lowers the score (a hint must not sink it by choice)
CARD_V = bytes((28, 23, 34, 35, 17, 30, 33, 38, 40, 40, 30, 30))  # a hand's card, by kind
W_DOOM = const(2)        # a face-up card the next page's flood would bury
YT_DOWN = const(5)       # Your Turn!: a line's face-down card (its others: 1)
COMPLETE_STEPS = const(24)   # most choices completed inside one action card
_APPLY = const(-0x3FFFFFFF)  # _quick: no value without applying the decision

# page -> the line of the deck it floods (it and the next are shuffled face down)
_FLOOD = bytearray(bytes((L.DECK_LINES,)) * (booklet.LAST_PAGE + 2))
for _i in range(L.DECK_LINES - 1):
    _FLOOD[booklet.FLOOD_PAGE[_i]] = _i

# Reasons: why a choice was made (sos_ui.why words the board hint's own).
R_ONLY = const(0)
R_SAVE = const(1)
R_REVEAL = const(2)
R_BUILD = const(3)
R_END = const(4)
R_RESCUE = const(5)
R_CARD = const(6)
R_BEST = const(7)
R_ANY = const(8)         # every choice valued alike
R_TOP = const(9)         # Get Ready!: it fits somewhere: back on top
R_BOTTOM = const(10)     # ... it fits nowhere: to the bottom
R_ABILITY = const(11)    # the crew's ability instead of an action

KEPT_AT = PICK_SIZE + SCRATCH     # `scratch`: pick, buf, kept, trial's and sub's buffers
SCRATCH_BYTES = KEPT_AT + 3 * L.STATE_SIZE + 2 * L.DEC_SIZE * DEC_CAP


def _knowledge():
    """sos_core.knowledge, imported at first use, not with this module (a board's
    hint deals first, `dealt`: never both); an import statement allocates."""
    if "sos_core.knowledge" not in sys.modules:
        import sos_core.knowledge  # noqa: F401
    return sys.modules["sos_core.knowledge"]


def group_tops(s):
    """Sum of the survivor groups' top values (the score's main part)."""
    v = 0
    o = L.P_POOL + piles.start(s, L.P_LEN, L.GROUP0)
    for p in range(L.GROUP0, L.GROUP0 + L.N_GROUPS):
        n = s[L.P_LEN + p]
        if n:
            v += s[o + n - 1] & 0x1F
        o += n
    return v


def face_down(s):
    n = 0
    for line in range(L.N_LINES):
        n += s[L.FACEDOWN + line]
    return n


def evaluate(g):
    """A cheap estimate of a position's worth, in hundredths of a point."""
    s = g.s
    n = 0
    for line in range(L.N_LINES):
        n += s[L.FACEDOWN + line]
    v = W_TOP * group_tops(s) + W_PAGE * (booklet.LAST_PAGE - s[L.PAGE]) - W_DOWN * n
    f = _FLOOD[s[L.PAGE] + 1]
    if f < L.DECK_LINES:
        v -= W_DOOM * (s[L.P_LEN + f] - s[L.FACEDOWN + f]
                       + s[L.P_LEN + f + 1] - s[L.FACEDOWN + f + 1])
    if s[L.STATUS] != L.PLAYING:
        return v + W_SAVED if s[L.STATUS] == L.SAVED else v - W_SUNK
    n = L.A_POOL
    for p in range(s[L.PLAYERS]):             # the hands, first in the pool
        n += s[L.A_LEN + p]
    for i in range(L.A_POOL, n):
        v += CARD_V[ACTION_KIND[s[i]]]
    return v


class Greedy:
    def __init__(self, seed=1, fair=True, keep_values=False, scratch=None):
        """scratch: SCRATCH_BYTES or more for the buffers below, as views (not on
        CPython, whose core slices a state): a board's hint lends the save's."""
        n = L.STATE_SIZE
        if scratch is None:
            _knowledge()                 # now, not in the middle of a game
            self.pick = bytearray(PICK_SIZE)
            self.buf = bytearray(SCRATCH)
            self.kept = bytearray(n)     # the position, while choose deals in it
            self.trial = Game(0)         # a decision applied
            self.sub = Game(0)           # a choice inside an action card applied
        else:
            m = memoryview(scratch)
            self.pick, self.buf = m[0:PICK_SIZE], m[PICK_SIZE:KEPT_AT]
            o, d = KEPT_AT + n, n + L.DEC_SIZE * DEC_CAP     # d: a game's state, then decisions
            self.kept = m[KEPT_AT:o]
            self.trial = Game(0, m[o:o + n], m[o + n:o + d])
            self.sub = Game(0, m[o + d:o + d + n], m[o + d + n:o + 2 * d])
        rng.seed(self.pick, seed & rng.MAX_SEED)
        self.m = 0                   # the open Mysteries' values (Table.targets)
        self.dealt = -1              # choose's (set here: no dict growth in it)
        self.fair = fair             # False: g is a sample already (rollouts)
        self.reason = R_ONLY
        self.h = self.u = self.ug = 0    # hidden passengers, of which fit anywhere / a group
        # each listed decision's value in the last choose (for lookahead; desktop)
        self.values = [0] * 128 if keep_values else None

    def choose(self, g, dealt=-1):
        """Index of the decision to make in g's listing (listed here), g as it was.
        dealt >= 0: g dealt as this would (sos_ui.hint), its `dealt` hidden
        passengers sorted at the start of buf."""
        n = g.list_decisions()
        self.reason = R_ONLY
        self.dealt = dealt
        if n == 1:
            return 0
        # Only an action's value can hang on where hidden cards lie (a card's
        # completion may draw, find or look at them); all else is seen. Dealt in g
        # itself, put back after (a copy was a Game more: ~1 KB at a board's hint).
        deal = self.fair and g.s[L.PHASE] == L.PH_ACTION and dealt < 0
        if deal:
            self.kept[:] = g.s
            _knowledge().determinize(g, self.pick, self.buf)
        s = g.s
        ph = s[L.PHASE]
        ev0 = evaluate(g)
        d = g.dec
        alike = ph != L.PH_MOVE        # every value alike (the moves: End says so)
        best = -1 if alike else n - 1    # D_END, listed last: a move must do better
        bestv = ev0
        if ph == L.PH_ACTION:
            self._odds(g)
        elif ph == L.PH_GET_READY or ph == L.PH_YT_PICK:
            self.m = g.targets()
        for i in range(n):
            k = d[L.DEC_SIZE * i]
            if k == L.D_END:
                continue
            if k == L.D_RESCUE:
                v = self._rescue_value(g, d[L.DEC_SIZE * i + L.DEC_A], ev0)
            elif ph == L.PH_GET_READY or L.PH_YT_LINE <= ph <= L.PH_YT_PICK:
                v = self._look(g, i)
            elif k == L.D_PLAY and _copy(d, i) >= 0:
                # another copy of a card valued: the same value (the first is kept)
                if self.values is not None:
                    self.values[i] = self.values[_copy(d, i)]
                continue
            else:
                v = _quick(g, d, i, ev0)
                if v == _APPLY:
                    t = self.trial
                    _apply_copy(g, i, t)
                    if ph == L.PH_ACTION:
                        self._complete(t)
                    v = evaluate(t)
            if self.values is not None:
                self.values[i] = v
            if best >= 0 and v != bestv:
                alike = False
            if best < 0 or v > bestv:
                best = i
                bestv = v
        if self.values is not None and ph == L.PH_MOVE:
            self.values[n - 1] = ev0
        self.reason = R_ANY if alike else self._why(g, best)
        if deal:                       # (no try: nothing here raises; a board's stack)
            g.s[:] = self.kept
            Table.takes_of = None      # (targets() may have read dealt cards)
        return best

    # --- reasons -------------------------------------------------------------
    def _why(self, b, i):
        k = b.dec[L.DEC_SIZE * i]
        if k == L.D_END:
            return R_END
        if k == L.D_RESCUE:
            return R_RESCUE
        if k == L.D_PLAY:
            return R_CARD
        if k == L.D_ABILITY:
            return R_ABILITY
        if k == L.D_PUT:
            return R_BOTTOM if b.dec[L.DEC_SIZE * i + L.DEC_B] else R_TOP
        t = self.trial
        _apply_copy(b, i, t)
        if group_tops(t.s) > group_tops(b.s):
            return R_SAVE
        if face_down(t.s) < face_down(b.s):
            return R_REVEAL
        if b.s[L.PHASE] == L.PH_MOVE or k == L.D_PLACE and \
                b.dec[L.DEC_SIZE * i + L.DEC_C] < L.N_LINES:
            return R_BUILD
        return R_BEST

    # --- an action card's own choices, one ply each ----------------------------
    def _complete(self, t):
        turn = t.s[L.TURN]
        steps = 0
        while steps < COMPLETE_STEPS:
            ph = t.s[L.PHASE]
            mv = ph == L.PH_MOVE           # the next turn's moves: those that improve
            if ph == L.PH_ACTION or ph == L.PH_OVER or (t.s[L.TURN] != turn) != mv:
                return
            n = t.list_decisions()
            best = n - 1 if mv else 0    # D_END, listed last: a move must do better
            if n > 1 and ph != L.PH_SMITH:     # Smith's gifts are not valued
                bestv = ev = evaluate(t)
                if ph == L.PH_GET_READY or ph == L.PH_YT_PICK:
                    self.m = t.targets()
                for i in range(n - 1 if mv else n):
                    if ph == L.PH_GET_READY or L.PH_YT_LINE <= ph <= L.PH_YT_PICK:
                        v = self._look(t, i)
                    else:
                        v = _quick(t, t.dec, i, ev)
                        if v == _APPLY:
                            _apply_copy(t, i, self.sub)
                            v = evaluate(self.sub)
                    if i == 0 and not mv or v > bestv:
                        best = i
                        bestv = v
            if mv and best == n - 1:
                return
            t.apply_index(best)
            steps += 1

    # --- Get Ready! and Your Turn!: what fits goes on top ------------------------
    def _look(self, b, i):
        """Get Ready!: to the bottom what fits nowhere (3), then on top what fits a
        line (2), a group (1); Your Turn!: the line by its cards, YT_DOWN a face-down
        one; on top what fits a group (2), a line (1). (self.m: b.targets())"""
        d = b.dec
        s = b.s
        a = d[L.DEC_SIZE * i + L.DEC_A]
        if s[L.PHASE] == L.PH_YT_LINE:
            return s[L.FACEDOWN + a] * YT_DOWN + s[L.P_LEN + a]
        c = b.card(s[L.ARG] if s[L.PHASE] == L.PH_YT_PICK else L.LOOK, a)
        f = 0 if c & MYSTERY else _fits(b.TAKES, self.m, c)
        if s[L.PHASE] == L.PH_YT_PICK:
            return f
        if d[L.DEC_SIZE * i + L.DEC_B]:
            return 0 if f else 3
        return 3 - f if f else 0

    # --- rescues: the odds over the hidden passengers ----------------------------
    def _odds(self, b):
        """Count the passengers a rescue may draw (the hidden ones, or the discard
        that an empty deck is rebuilt from) and those that would fit."""
        s = b.s
        buf = self.buf
        if s[L.P_LEN + L.DECK]:
            n = self.dealt               # (counted by whoever dealt: sos_ui.hint)
            if n < 0:
                n = _knowledge().hidden_passengers(b, buf)
        else:
            n = s[L.P_LEN + L.DISCARD]
            o = L.P_POOL + piles.start(s, L.P_LEN, L.DISCARD)
            for i in range(n):
                buf[i] = s[o + i]
        self._tally(b, buf, n)

    def _tally(self, b, cards, n):
        """Of the first n cards, those that would fit (the desktop bot's
        sos_bot.counting tallies the cards it remembers)."""
        m = b.targets()
        t = b.TAKES
        h = u = ug = 0
        for i in range(n):
            if not cards[i] & MYSTERY:
                h += 1
                f = _fits(t, m, cards[i])
                u += (f + 1) >> 1
                ug += f >> 1
        self.h = h
        self.u = u
        self.ug = ug

    def _rescue_value(self, b, n, ev0):
        s = b.s
        h = self.h
        u = self.u
        fail = 1000                  # per mille: no passenger of n fits
        for i in range(min(n, h)):
            fail = fail * max(h - u - i, 0) // (h - i)
        gain = (self.ug * W_TOP + (self.u - self.ug) * W_LINE) // u if u else 0
        page = s[L.PAGE] + 1
        cost = W_PAGE
        if s[L.P_LEN + L.DECK] == 0:     # R-RESCUE-4: the reshuffle turns a page first,
            if page >= booklet.LAST_PAGE:  # which sinks the ship: nothing is drawn
                return ev0 - W_PAGE - W_SUNK
            else:
                cost += W_PAGE
                page += 1
        if page >= booklet.LAST_PAGE:    # the ship sinks: the hands are lost
            for i in range(L.A_POOL, L.A_POOL + piles.start(s, L.A_LEN, s[L.PLAYERS])):
                cost += CARD_V[ACTION_KIND[s[i]]]
        else:
            cost -= W_CARD * crew.failure_keep(s[L.CREW + s[L.CURRENT]])
            f = _FLOOD[page]
            if f < L.DECK_LINES and s[L.P_LEN + f]:
                cost += W_DOWN * (b.faceup(f) + b.faceup(f + 1))
        return ev0 + ((1000 - fail) * gain - fail * cost) // 1000 - W_DRAW * n


def _fits(t, m, c):
    """Passenger c would go on a survivor group (2), else on a line or in an open
    Mystery's place (1), or nowhere (0): t is TAKES and m what targets() returned."""
    k = c & KEY
    if t[L.N_KEYS + k]:
        return 2
    return 1 if t[k] or (m >> 5 if k & SECOND else m & VALUE) == c & VALUE else 0


def _copy(d, i):
    """Index of an earlier card play of listing d of the same kind as play i, or -1."""
    kind = ACTION_KIND[d[L.DEC_SIZE * i + L.DEC_A]]
    for j in range(i):
        if d[L.DEC_SIZE * j] == L.D_PLAY and ACTION_KIND[d[L.DEC_SIZE * j + L.DEC_A]] == kind:
            return j
    return -1


def _quick(g, d, i, ev):
    """The value of decision i of g's listing d (g valued ev), told without
    applying it where the only thing evaluate reads that it changes is a line's
    face-down count, or nothing; else _APPLY. Exact: the same value as applying."""
    s = g.s
    j = L.DEC_SIZE * i
    k = d[j]
    a = d[j + L.DEC_A]
    if k == L.D_TAKE:                         # Plan A/B, Fleet: an action card taken
        return ev + CARD_V[ACTION_KIND[a]]
    f = _FLOOD[s[L.PAGE] + 1]                 # the lines it buries: W_DOOM, so applied
    if k == L.D_PLACE or k == L.D_MYSTERY:      # a passenger or Mystery put on a line
        x = d[j + L.DEC_C] if k == L.D_PLACE else d[j + L.DEC_B]
        return ev if x < L.N_LINES and not 0 <= x - f <= 1 else _APPLY
    if 0 <= a - f <= 1 or k == L.D_PAIR and 0 <= d[j + L.DEC_B] - f <= 1:
        return _APPLY
    if k == L.D_MOVE or k == L.D_BOAT:          # a run onto a line: turns up a card
        if k == L.D_MOVE and (d[j + L.DEC_C] >= L.N_LINES or 0 <= d[j + L.DEC_C] - f <= 1):
            return _APPLY                   # if it leaves only face-down ones
        return ev + W_DOWN if d[j + L.DEC_B] == g.faceup(a) and s[L.FACEDOWN + a] else ev
    if k == L.D_LINE and s[L.PHASE] == L.PH_WAIT:     # Wait!: the face-up ones discarded
        return ev + W_DOWN if s[L.FACEDOWN + a] else ev
    if k == L.D_PAIR:                         # Same Lines!: both dealt anew, covered
        n = s[L.P_LEN + a] + s[L.P_LEN + d[j + L.DEC_B]]
        m = bow_half(n)
        down = (m - 1 if m else 0) + (n - m - 1 if n - m else 0)
        return ev - W_DOWN * (down - s[L.FACEDOWN + a] - s[L.FACEDOWN + d[j + L.DEC_B]])
    return _APPLY


def _apply_copy(src, i, dst):
    """dst := src's position with decision i of src's listing applied."""
    dst.s[0:L.STATE_SIZE] = src.s
    j = L.DEC_SIZE * i
    d = dst.dec
    e = src.dec
    for x in range(L.DEC_SIZE):
        d[x] = e[j + x]
    dst.n = 1
    dst.listed = True
    dst.apply_index(0)
