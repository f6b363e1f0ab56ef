"""What a decision will surely do, told before it is made, and the moves a player
can never regret: queries for the UI (docs/rules.md, "What the program adds").
Pure and allocation-free; nothing here changes the position, the decision
buffer or its listing. Every answer follows from what the players can see, so
asking never tells a hidden card."""
from sos_core import layout as L
from sos_core.booklet import FLOOD_PAGE, LAST_PAGE
from sos_core.cards import (
    ACTION_KIND,
    COME_BACK,
    COME_ON,
    GET_READY,
    KEY,
    MYSTERY,
    PLAN_A,
    PLAN_B,
    SECOND,
    VALUE,
)


def page_cost(g, k, a):
    """The WHY_* of a page decision (k, a) turns for certain, 0 if none is certain:
    a rescue from an empty passenger deck reshuffles first (R-RESCUE-4), Come
    On!/Come Back! that can find nothing (R-ACT-COMEON, R-ACT-COMEBACK), a pass
    (RUL-NO-ACTION)."""
    s = g.s
    if k == L.D_RESCUE:
        return L.WHY_EMPTY if s[L.P_LEN + L.DECK] == 0 else 0
    if k == L.D_PASS:
        return L.WHY_PASS
    if k == L.D_PLAY:
        kind = ACTION_KIND[a]
        if kind == COME_ON or kind == COME_BACK:
            src = L.DECK if kind == COME_ON else L.DISCARD
            if s[L.P_LEN + src] == 0 or not may_find(g):
                return L.WHY_NOTHING
    return 0


def may_find(g):
    """Could a hidden passenger (face down on a line, in the deck or the discard)
    be played now? Decided from the set of hidden cards, which every player can
    tell (all 60 minus those in view), not from where they lie."""
    s = g.s
    o = L.P_POOL
    m = g.targets()
    t = g.TAKES
    for p in range(L.DISCARD + 1):
        n = s[L.P_LEN + p]
        if p < L.N_LINES:
            hidden = s[L.FACEDOWN + p]
        elif p < L.DECK:
            hidden = 0
        else:
            hidden = n
        for i in range(o, o + hidden):
            c = s[i]
            if c & MYSTERY:
                continue
            k = c & KEY
            if (m >> 5 if c & SECOND else m & VALUE) == c & VALUE or t[k] or t[L.N_KEYS + k]:
                return True
        o += n
    return False


def no_effect(g, k, a):
    """Does decision (k, a) surely do nothing but use the turn's action? Get Ready!
    on an empty passenger deck (R-ACT-GETREADY), Plan A with no action card to
    find (R-ACT-PLANA), Plan B on an empty action discard (R-ACT-PLANB)."""
    if k != L.D_PLAY:
        return False
    kind = ACTION_KIND[a]
    if kind == GET_READY:
        return g.s[L.P_LEN + L.DECK] == 0
    if kind == PLAN_A:
        return g.alen(L.A_DECK) + g.alen(L.A_DISCARD) == 0
    if kind == PLAN_B:
        return g.alen(L.A_DISCARD) == 0
    return False


def pointless(g, k, a, b, c):
    """A move no player wants (R-MOVE-1(b)): a whole line (a lone 13/17, or a run
    down from it) onto an empty deck line that floods no later than its own. It
    changes nothing but which line is empty, and brings the run no nearer the
    stern (R-FLOOD-2). From the Boat it is not pointless: the Boat leaves play."""
    if k != L.D_MOVE or a >= L.DECK_LINES or c >= L.DECK_LINES or b != g.s[L.P_LEN + a]:
        return False
    return _floods(c) <= _floods(a)


def _floods(line):
    p = FLOOD_PAGE[line]
    return p if p < LAST_PAGE else LAST_PAGE


def safe_move(g):
    """Index in the current listing of a move no player could regret, or -1
    (ADD-AUTO-MOVE): a line's exposed passenger (not a Mystery) onto the one
    survivor group it can go to, when it could serve nothing else: it is a 1,
    or both passengers one lower of its class are in survivor groups, so no card
    can ever be put on it and no other group can take it; no Mystery of its
    class is in play; and it turns up no hidden card while there is a move to
    undo (the undo history stays)."""
    s = g.s
    if s[L.PHASE] != L.PH_MOVE or not g.listed:
        return -1
    d = g.dec
    if g.takes_of is not g:     # listed moves left TAKES filled for this position,
        g.targets()             # unless another game filled it since
    for i in range(g.n):
        j = L.DEC_SIZE * i
        if d[j] != L.D_MOVE or d[j + L.DEC_C] < L.GROUP0 or d[j + L.DEC_B] != 1:
            continue
        line = d[j + L.DEC_A]
        c = g.top(line)
        if c & MYSTERY or g.mystery_value((c >> 6) & 1, False):
            continue
        if g.n_undo and g.faceup(line) == 1 and s[L.FACEDOWN + line]:
            continue
        ds = g.TAKES[L.N_KEYS + (c & KEY)]     # the groups that take it
        if ds & (ds - 1):
            continue
        v = c & VALUE
        if v == 1 or _in_groups(g, c & SECOND | (v - 1)) == 2:
            return i
    return -1


def _in_groups(g, want):
    """How many passengers of class and value `want` (anchor ignored) are in
    survivor groups (Mysteries not counted)."""
    s = g.s
    o = L.P_POOL
    for p in range(L.GROUP0):
        o += s[L.P_LEN + p]
    n = 0
    for p in range(L.GROUP0, L.N_TARGETS):
        for i in range(o, o + s[L.P_LEN + p]):
            if s[i] & 0xDF == want:
                n += 1
        o += s[L.P_LEN + p]
    return n
