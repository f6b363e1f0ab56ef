"""A fast, fair heuristic (issue 9), small enough for a board.

`Greedy.choose(g)` copies g's position into a scratch game, deals what the player
cannot see afresh (`sos_core.knowledge.determinize`, so the choice depends only
on what the player may know), then scores each listed decision by applying it
to a second scratch game and evaluating the result (`evaluate`: passengers
saved, pages left, face-down cards, action cards in hand). Special cases:
- moves: only a move that improves the evaluation; else the move phase ends
  (the evaluation is a function of the position, so a turn's moves terminate);
- rescues: valued from the odds of drawing a passenger that fits somewhere,
  counted over the hidden passengers (not from one sampled draw);
- an action card or ability: its own choices are completed greedily (one ply
  each) before the result is evaluated;
- Get Ready!: a card that fits somewhere goes on top, others to the bottom.
`reason` tells why (R_*), for a hint. Integers only, three scratch games and a
few small buffers made once: a decision allocates nothing on MicroPython.
"""
from sos_core import booklet, crew, knowledge, piles, rng
from sos_core.cards import CLASS_MAX, MYSTERY
from sos_core.compat import const
from sos_core.game import Game
from sos_core.layout import (
    A_LEN,
    CREW,
    CURRENT,
    D_END,
    D_PLAY,
    D_RESCUE,
    DECK,
    DECK_LINES,
    DISCARD,
    FACEDOWN,
    GROUP0,
    LOOK,
    N_GROUPS,
    N_LINES,
    N_TARGETS,
    P_LEN,
    P_POOL,
    PAGE,
    PH_ACTION,
    PH_GET_READY,
    PH_MOVE,
    PH_OVER,
    PH_SMITH,
    PHASE,
    PLAYERS,
    SAVED,
    STATE_SIZE,
    STATUS,
    TURN,
)

# The evaluation's weights, in hundredths of a point of score.
W_TOP = const(100)       # a passenger saved: a group's top one higher
W_PAGE = const(100)      # a page's points
W_DOWN = const(20)       # a face-down card in a line
W_CARD = const(40)       # an action card in a hand
W_LINE = const(30)       # a drawn passenger that can only go on a line
W_DRAW = const(4)        # each passenger drawn (the deck runs down)
W_SAVED = const(5000)    # everyone saved
COMPLETE_STEPS = const(24)   # most choices completed inside one action card

# Reasons (sos_bot.reasons has the texts).
R_ONLY = const(0)
R_SAVE = const(1)
R_REVEAL = const(2)
R_BUILD = const(3)
R_END = const(4)
R_RESCUE = const(5)
R_CARD = const(6)
R_BEST = const(7)


def group_tops(s):
    """Sum of the survivor groups' top values (the score's main part)."""
    v = 0
    o = P_POOL + piles.start(s, P_LEN, GROUP0)
    for p in range(GROUP0, GROUP0 + N_GROUPS):
        n = s[P_LEN + p]
        if n:
            v += s[o + n - 1] & 0x1F
        o += n
    return v


def face_down(s):
    n = 0
    for line in range(N_LINES):
        n += s[FACEDOWN + line]
    return n


def evaluate(g):
    """A cheap estimate of a position's worth, in hundredths of a point."""
    s = g.s
    v = W_TOP * group_tops(s) + W_PAGE * (booklet.LAST_PAGE - s[PAGE]) - W_DOWN * face_down(s)
    for p in range(s[PLAYERS]):
        v += W_CARD * s[A_LEN + p]
    if s[STATUS] == SAVED:
        v += W_SAVED
    return v


class Greedy:
    def __init__(self, seed=1, fair=True, keep_values=False):
        self.base = Game(1)          # the position as the player may know it
        self.trial = Game(1)         # a decision applied
        self.sub = Game(1)           # a choice inside an action card applied
        self.pick = bytearray(knowledge.PICK_SIZE)
        rng.seed(self.pick, seed & rng.MAX_SEED)
        self.buf = bytearray(knowledge.SCRATCH)
        self.want = bytearray(64)    # class << 5 | value -> 1 fits a line, 2 a group
        self.fair = fair             # False: g is a sample already (rollouts)
        self.reason = R_ONLY
        self.h = 0                   # hidden passengers, of which fit somewhere / a group
        self.u = 0
        self.ug = 0
        # each listed decision's value in the last choose (for lookahead; desktop)
        self.values = [0] * 128 if keep_values else None

    def choose(self, g):
        """Index of the decision to make in g's listing (listed here)."""
        n = g.list_decisions()
        self.reason = R_ONLY
        if n == 1:
            return 0
        b = self.base
        b.s[0:STATE_SIZE] = g.s
        if self.fair:
            knowledge.determinize(b, self.pick, self.buf)
        b.list_decisions()
        s = b.s
        ph = s[PHASE]
        ev0 = evaluate(b)
        d = b.dec
        best = -1
        bestv = 0
        if ph == PH_MOVE:
            best = n - 1                 # D_END, listed last: a move must do better
            bestv = ev0
        if ph == PH_ACTION:
            self._odds(b)
        elif ph == PH_GET_READY:
            self._wanted(b)
        for i in range(n):
            k = d[4 * i]
            if k == D_END:
                continue
            if k == D_RESCUE:
                v = self._rescue_value(b, d[4 * i + 1], ev0)
            elif ph == PH_GET_READY:
                v = self._put_value(b, i)
            else:
                t = self.trial
                _apply_copy(b, i, t)
                if ph == PH_ACTION:
                    self._complete(t)
                v = evaluate(t)
            if self.values is not None:
                self.values[i] = v
            if best < 0 or v > bestv:
                best = i
                bestv = v
        if self.values is not None and ph == PH_MOVE:
            self.values[n - 1] = ev0
        self.reason = self._why(b, best)
        return best

    # --- reasons -------------------------------------------------------------
    def _why(self, b, i):
        k = b.dec[4 * i]
        if k == D_END:
            return R_END
        if k == D_RESCUE:
            return R_RESCUE
        if k == D_PLAY:
            return R_CARD
        t = self.trial
        _apply_copy(b, i, t)
        if group_tops(t.s) > group_tops(b.s):
            return R_SAVE
        if face_down(t.s) < face_down(b.s):
            return R_REVEAL
        if b.s[PHASE] == PH_MOVE:
            return R_BUILD
        return R_BEST

    # --- an action card's own choices, one ply each ----------------------------
    def _complete(self, t):
        turn = t.s[TURN]
        steps = 0
        while steps < COMPLETE_STEPS:
            ph = t.s[PHASE]
            if ph == PH_MOVE or ph == PH_ACTION or ph == PH_OVER or t.s[TURN] != turn:
                return
            n = t.list_decisions()
            best = 0
            if n > 1 and ph != PH_SMITH:
                bestv = 0
                if ph == PH_GET_READY:
                    self._wanted(t)
                for i in range(n):
                    if ph == PH_GET_READY:
                        v = self._put_value(t, i)
                    else:
                        _apply_copy(t, i, self.sub)
                        v = evaluate(self.sub)
                    if i == 0 or v > bestv:
                        best = i
                        bestv = v
            t.apply_index(best)
            steps += 1

    # --- Get Ready!: what fits goes on top -------------------------------------
    def _put_value(self, b, i):
        """(self.want prepared by _wanted for b's position.)"""
        d = b.dec
        c = b.card(LOOK, d[4 * i + 1])
        useful = self.want[((c >> 6) & 1) << 5 | (c & 0x1F)] and not c & MYSTERY
        bottom = d[4 * i + 2]
        return 1 if (useful and not bottom) or (not useful and bottom) else 0

    # --- rescues: the odds over the hidden passengers ----------------------------
    def _wanted(self, b):
        """Mark in self.want every passenger that would fit a line (1) or a group (2)."""
        w = self.want
        for i in range(64):
            w[i] = 0
        s = b.s
        for d in range(N_TARGETS):
            n = s[P_LEN + d]
            if d < N_LINES:
                if n == 0:
                    if b.line_open(d):
                        _mark(w, CLASS_MAX[0], 1)
                        _mark(w, 32 | CLASS_MAX[1], 1)
                    continue
                t = b.top(d)
                if t & 0x1F > 1:
                    _mark(w, ((t >> 6) & 1) << 5 | ((t & 0x1F) - 1), 1)
            elif n == 0:
                if b.first_empty_group() == d:
                    _mark(w, 1, 2)
                    _mark(w, 33, 2)
            else:
                t = b.top(d)
                k = (t >> 6) & 1
                if t & 0x1F < CLASS_MAX[k]:
                    _mark(w, k << 5 | ((t & 0x1F) + 1), 2)
        for k in range(2):
            m = b.mystery_value(k, True)
            if m:
                _mark(w, k << 5 | m, 1)

    def _odds(self, b):
        """Count the passengers a rescue may draw (the hidden ones, or the discard
        that an empty deck is rebuilt from) and those that would fit."""
        self._wanted(b)
        s = b.s
        buf = self.buf
        if s[P_LEN + DECK]:
            n = knowledge.hidden_passengers(b, buf)
        else:
            n = s[P_LEN + DISCARD]
            o = P_POOL + piles.start(s, P_LEN, DISCARD)
            for i in range(n):
                buf[i] = s[o + i]
        h = u = ug = 0
        w = self.want
        for i in range(n):
            c = buf[i]
            if c & MYSTERY:
                continue
            h += 1
            f = w[((c >> 6) & 1) << 5 | (c & 0x1F)]
            if f:
                u += 1
                if f == 2:
                    ug += 1
        self.h = h
        self.u = u
        self.ug = ug

    def _rescue_value(self, b, n, ev0):
        s = b.s
        h = self.h
        u = self.u
        fail = 1000                  # per mille: no passenger of n fits
        for i in range(n):
            if h - i <= 0:
                break
            fail = fail * max(h - u - i, 0) // (h - i)
        gain = (self.ug * W_TOP + (self.u - self.ug) * W_LINE) // u if u else 0
        page = s[PAGE] + 1
        cost = W_PAGE
        if s[P_LEN + DECK] == 0:     # R-RESCUE-4: the reshuffle turns a page first
            cost += W_PAGE
            page += 1
        c = s[CREW + s[CURRENT]]
        if page < booklet.LAST_PAGE:
            cost -= W_CARD * crew.failure_keep(c)
            for line in range(DECK_LINES - 1):
                if booklet.FLOOD_PAGE[line] == page and s[P_LEN + line]:
                    cost += W_DOWN * (b.faceup(line) + b.faceup(line + 1))
        return ev0 + ((1000 - fail) * gain - fail * cost) // 1000 - W_DRAW * n


def _mark(w, code, f):
    if w[code] < f:
        w[code] = f


def _apply_copy(src, i, dst):
    """dst := src's position with decision i of src's listing applied."""
    dst.s[0:STATE_SIZE] = src.s
    j = 4 * i
    d = dst.dec
    e = src.dec
    d[0] = e[j]
    d[1] = e[j + 1]
    d[2] = e[j + 2]
    d[3] = e[j + 3]
    dst.n = 1
    dst.listed = True
    dst.apply_index(0)
