"""A fast, fair heuristic (issue 9), small enough for a board.

`Greedy.choose(g)` copies g's position into a scratch game, then scores each
listed decision by applying it to a second scratch game and evaluating the
result (`evaluate`: passengers saved, pages left, face-down cards, action cards
in hand). Before valuing an action it deals what the player cannot see afresh
(`sos_core.knowledge.determinize`): an action card's completion may draw, find
or look at hidden cards; every other value reads only what everyone sees (how
many cards lie face down, never which), so the choice depends only on what the
player may know. Special cases:
- moves: only a move that improves the evaluation; else the move phase ends
  (the evaluation is a function of the position, so a turn's moves terminate);
- rescues: valued from the odds of drawing a passenger that fits somewhere,
  counted over the hidden passengers (not from one sampled draw);
- an action card or ability: its own choices are completed greedily (one ply
  each) before the result is evaluated;
- Get Ready!: a card that fits somewhere goes on top, others to the bottom;
  one a survivor group takes goes on top last, to be drawn first.
Where a value is known without applying the decision it is not applied, with
the same result (`_quick`: what changes only a line's face-down count or
nothing; a second copy of a card; the choices of Your Turn!, Plan A/B and
Fleet, which evaluate alike). `reason` tells why (R_*), for a hint. Integers
only, three scratch games and a few small buffers made once: a decision
allocates nothing on MicroPython.
"""
from sos_core import booklet, crew, knowledge, piles, rng
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, MYSTERY
from sos_core.compat import const
from sos_core.game import Game
from sos_core.rulings import ODD_CARD_TO_STERN

# The evaluation's weights, in hundredths of a point of score.
W_TOP = const(100)       # a passenger saved: a group's top one higher
W_PAGE = const(100)      # a page's points
W_DOWN = const(20)       # a face-down card in a line
W_CARD = const(40)       # an action card in a hand
W_LINE = const(30)       # a drawn passenger that can only go on a line
W_DRAW = const(4)        # each passenger drawn (the deck runs down)
W_SAVED = const(5000)    # everyone saved
COMPLETE_STEPS = const(24)   # most choices completed inside one action card
_APPLY = const(-0x3FFFFFFF)  # _quick: no value without applying the decision

# Reasons (sos_bot.reasons has the texts).
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
    v = W_TOP * group_tops(s) + W_PAGE * (booklet.LAST_PAGE - s[L.PAGE]) - W_DOWN * face_down(s)
    for p in range(s[L.PLAYERS]):
        v += W_CARD * s[L.A_LEN + p]
    if s[L.STATUS] == L.SAVED:
        v += W_SAVED
    return v


class Greedy:
    def __init__(self, seed=1, fair=True, keep_values=False):
        self.base = Game(0)          # the position as the player may know it
        self.trial = Game(0)         # a decision applied
        self.sub = Game(0)           # a choice inside an action card applied
        self.pick = bytearray(knowledge.PICK_SIZE)
        rng.seed(self.pick, seed & rng.MAX_SEED)
        self.buf = bytearray(knowledge.SCRATCH)
        self.m = 0                   # the open Mysteries' values (Table.targets)
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
        b.s[0:L.STATE_SIZE] = g.s
        if self.fair and b.s[L.PHASE] == L.PH_ACTION:
            # Only an action's value can hang on where hidden cards lie (a card's
            # completion may draw, find or look at them); elsewhere evaluate reads
            # what everyone sees (how many cards lie face down, never which).
            knowledge.determinize(b, self.pick, self.buf)
        b.list_decisions()
        s = b.s
        ph = s[L.PHASE]
        ev0 = evaluate(b)
        d = b.dec
        best = -1
        bestv = 0
        alike = ph != L.PH_MOVE        # every value alike (the moves: End says so)
        if ph == L.PH_MOVE:
            best = n - 1                 # D_END, listed last: a move must do better
            bestv = ev0
        if ph == L.PH_ACTION:
            self._odds(b)
        elif ph == L.PH_GET_READY:
            self.m = b.targets()
        for i in range(n):
            k = d[4 * i]
            if k == L.D_END:
                continue
            if k == L.D_RESCUE:
                v = self._rescue_value(b, d[4 * i + 1], ev0)
            elif ph == L.PH_GET_READY:
                v = self._put_value(b, i)
            elif k == L.D_PLAY and _copy(d, i) >= 0:
                # another copy of a card valued already: the same value, so never
                # better (the first of equals is kept)
                if self.values is not None:
                    self.values[i] = self.values[_copy(d, i)]
                continue
            elif _quick(b, d, i, ev0) != _APPLY:
                v = _quick(b, d, i, ev0)
            else:
                t = self.trial
                _apply_copy(b, i, t)
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
        self.reason = R_ANY if alike else self._why(b, best)
        return best

    # --- reasons -------------------------------------------------------------
    def _why(self, b, i):
        k = b.dec[4 * i]
        if k == L.D_END:
            return R_END
        if k == L.D_RESCUE:
            return R_RESCUE
        if k == L.D_PLAY:
            return R_CARD
        if k == L.D_ABILITY:
            return R_ABILITY
        if k == L.D_PUT:
            return R_BOTTOM if b.dec[4 * i + 2] else R_TOP
        t = self.trial
        _apply_copy(b, i, t)
        if group_tops(t.s) > group_tops(b.s):
            return R_SAVE
        if face_down(t.s) < face_down(b.s):
            return R_REVEAL
        if b.s[L.PHASE] == L.PH_MOVE or k == L.D_PLACE and b.dec[4 * i + 3] < L.N_LINES:
            return R_BUILD
        return R_BEST

    # --- an action card's own choices, one ply each ----------------------------
    def _complete(self, t):
        turn = t.s[L.TURN]
        steps = 0
        while steps < COMPLETE_STEPS:
            ph = t.s[L.PHASE]
            if ph == L.PH_MOVE or ph == L.PH_ACTION or ph == L.PH_OVER or t.s[L.TURN] != turn:
                return
            n = t.list_decisions()
            best = 0
            # Smith's gifts are not valued; the choices of Your Turn!, Plan A/B and
            # Fleet's card all evaluate alike (the line looked at, the card put on
            # top, the card taken: evaluate reads none of them): the first.
            if n > 1 and ph != L.PH_SMITH and not L.PH_YT_LINE <= ph <= L.PH_YT_PICK and \
                    ph != L.PH_PLAN_A and ph != L.PH_PLAN_B and ph != L.PH_FLEET:
                bestv = 0
                if ph == L.PH_GET_READY:
                    self.m = t.targets()
                else:
                    ev = evaluate(t)
                for i in range(n):
                    if ph == L.PH_GET_READY:
                        v = self._put_value(t, i)
                    elif _quick(t, t.dec, i, ev) != _APPLY:
                        v = _quick(t, t.dec, i, ev)
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
        """What fits nowhere to the bottom first (3), then what fits a line on top
        (2), what fits a group last (1), on the very top; else 0. (b.targets()
        filled TAKES and self.m for b's position.)"""
        d = b.dec
        c = b.card(L.LOOK, d[4 * i + 1])
        f = 0 if c & MYSTERY else _fits(b.TAKES, self.m, c)
        if d[4 * i + 2]:
            return 0 if f else 3
        return 3 - f if f else 0

    # --- rescues: the odds over the hidden passengers ----------------------------
    def _odds(self, b):
        """Count the passengers a rescue may draw (the hidden ones, or the discard
        that an empty deck is rebuilt from) and those that would fit."""
        m = b.targets()
        t = b.TAKES
        s = b.s
        buf = self.buf
        if s[L.P_LEN + L.DECK]:
            n = knowledge.hidden_passengers(b, buf)
        else:
            n = s[L.P_LEN + L.DISCARD]
            o = L.P_POOL + piles.start(s, L.P_LEN, L.DISCARD)
            for i in range(n):
                buf[i] = s[o + i]
        h = u = ug = 0
        for i in range(n):
            c = buf[i]
            if c & MYSTERY:
                continue
            h += 1
            f = _fits(t, m, c)
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
        page = s[L.PAGE] + 1
        cost = W_PAGE
        if s[L.P_LEN + L.DECK] == 0:     # R-RESCUE-4: the reshuffle turns a page first
            cost += W_PAGE
            page += 1
        c = s[L.CREW + s[L.CURRENT]]
        if page < booklet.LAST_PAGE:
            cost -= W_CARD * crew.failure_keep(c)
            for line in range(L.DECK_LINES - 1):
                if booklet.FLOOD_PAGE[line] == page and s[L.P_LEN + line]:
                    cost += W_DOWN * (b.faceup(line) + b.faceup(line + 1))
        return ev0 + ((1000 - fail) * gain - fail * cost) // 1000 - W_DRAW * n


def _fits(t, m, c):
    """Passenger c would go on a survivor group (2), else on a line or in an open
    Mystery's place (1), or nowhere (0): t is TAKES and m what targets() returned."""
    k = c & 0x1F | c >> 1 & 0x20
    if t[L.N_KEYS | k]:
        return 2
    return 1 if t[k] or (m >> 5 if k & 0x20 else m & 0x1F) == c & 0x1F else 0


def _copy(d, i):
    """Index of an earlier card play of listing d of the same kind as play i, or -1."""
    kind = ACTION_KIND[d[4 * i + 1]]
    for j in range(i):
        if d[4 * j] == L.D_PLAY and ACTION_KIND[d[4 * j + 1]] == kind:
            return j
    return -1


def _quick(g, d, i, ev):
    """The value of decision i of g's listing d (g valued ev), told without
    applying it where the only thing evaluate reads that it changes is a line's
    face-down count, or nothing; else _APPLY. Exact: the same value as applying."""
    s = g.s
    j = 4 * i
    k = d[j]
    a = d[j + 1]
    if k == L.D_PLACE:                        # a passenger put on a line
        return ev if d[j + 3] < L.N_LINES else _APPLY
    if k == L.D_MYSTERY:                      # a Mystery put on a line
        return ev if d[j + 2] < L.N_LINES else _APPLY
    if k == L.D_MOVE or k == L.D_BOAT:          # a run onto a line: turns up a card
        if k == L.D_MOVE and d[j + 3] >= L.N_LINES:     # if it leaves only face-down ones
            return _APPLY
        return ev + W_DOWN if d[j + 2] == g.faceup(a) and s[L.FACEDOWN + a] else ev
    if k == L.D_LINE and s[L.PHASE] == L.PH_WAIT:     # Wait!: the face-up ones discarded
        return ev + W_DOWN if s[L.FACEDOWN + a] else ev
    if k == L.D_PAIR:                         # Same Lines!: both dealt anew, covered
        n = s[L.P_LEN + a] + s[L.P_LEN + d[j + 2]]
        m = n // 2 if ODD_CARD_TO_STERN else n - n // 2
        down = (m - 1 if m else 0) + (n - m - 1 if n - m else 0)
        return ev - W_DOWN * (down - s[L.FACEDOWN + a] - s[L.FACEDOWN + d[j + 2]])
    return _APPLY


def _apply_copy(src, i, dst):
    """dst := src's position with decision i of src's listing applied."""
    dst.s[0:L.STATE_SIZE] = src.s
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
