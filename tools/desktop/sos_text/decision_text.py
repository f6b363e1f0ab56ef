"""Decision notation: one line of text per decision (docs/notation.md).
Text depends on the position (cards are named, not indexed)."""
from sos_core import layout as L
from sos_core import piles
from sos_core.cards import ACTION_KIND, MYSTERY_1ST
from sos_text.names import (
    action_code,
)
from sos_text.notation import (
    PILE_KEYS,
    PILE_SHORT,
    NotationError,
    card_name,
    is_number,
    parse_action,
    parse_card,
    parse_pile,
)


def decision_text(g, k, a, b, c):
    P = PILE_SHORT
    if k == L.D_MOVE:
        return "move %s %d %s" % (P[a], b, P[c])
    if k == L.D_RESCUE:
        return "rescue %d" % a
    if k == L.D_PLAY:
        return "play " + action_code(a)
    if k == L.D_PLACE:
        return "place %s %s" % (card_name(g.card(a, b)), P[c])
    if k == L.D_REPLACE:
        return "replace " + card_name(g.card(a, b))
    if k == L.D_PUT:
        return "put %s %s" % (card_name(g.card(L.LOOK, a)), "bottom" if b else "top")
    if k == L.D_LINE:
        return "line " + P[a]
    if k == L.D_PICK:
        return "pick " + card_name(g.card(g.s[L.ARG], a))
    if k == L.D_PAIR:
        return "pair %s %s" % (P[a], P[b])
    if k == L.D_BOAT:
        return "boat %s %d" % (P[a], b)
    if k == L.D_MYSTERY:
        return "mystery %d %s" % (a, P[b])
    if k == L.D_TAKE:
        return "take " + action_code(a)
    if k == L.D_SWAP:
        return "swap %s %s %d" % (P[a], P[b], c)
    if k == L.D_GIVE:
        return "give %s %d" % (action_code(a), b + 1)
    return WORDS[k]


WORDS = {L.D_END: "end", L.D_ABILITY: "ability", L.D_PASS: "pass", L.D_SKIP: "skip"}


def listed_text(g, i):
    d = g.dec
    j = L.DEC_SIZE * i
    return decision_text(g, d[j], d[j + L.DEC_A], d[j + L.DEC_B], d[j + L.DEC_C])


def parse_decision(g, text):
    """Decision text -> (kind, a, b, c) in the position of g. Raises NotationError."""
    w = text.split()
    if not w:
        raise NotationError("empty decision")
    verb = w[0]
    for k in WORDS:
        if WORDS[k] == verb:
            _arity(w, 0)
            return (k, 0, 0, 0)
    if verb == "move":
        _arity(w, 3)
        return (L.D_MOVE, parse_pile(w[1]), _int(w[2]), parse_pile(w[3]))
    if verb == "rescue":
        _arity(w, 1)
        return (L.D_RESCUE, _int(w[1]), 0, 0)
    if verb == "play" or verb == "take":
        _arity(w, 1)
        return (L.D_PLAY if verb == "play" else L.D_TAKE, parse_action(w[1]), 0, 0)
    if verb == "place":
        _arity(w, 2)
        src = _source(g)
        return (L.D_PLACE, src, _find(g, src, w[1]), parse_pile(w[2]))
    if verb == "replace":
        _arity(w, 1)
        c = parse_card(w[1])
        src = _source(g)
        if src < 0:                                   # move phase: an exposed card
            for line in range(7):
                if g.plen(line) and g.top(line) == c:
                    return (L.D_REPLACE, line, g.plen(line) - 1, (c >> 6) & 1)
            raise NotationError("%s is not an exposed card" % w[1])
        return (L.D_REPLACE, src, _find(g, src, w[1]), (c >> 6) & 1)
    if verb == "put":
        _arity(w, 2)
        if w[2] not in ("top", "bottom"):
            raise NotationError("put: top or bottom")
        return (L.D_PUT, _find(g, L.LOOK, w[1]), 1 if w[2] == "bottom" else 0, 0)
    if verb == "line":
        _arity(w, 1)
        return (L.D_LINE, parse_pile(w[1]), 0, 0)
    if verb == "pick":
        _arity(w, 1)
        return (L.D_PICK, _find(g, g.s[L.ARG], w[1]), 0, 0)
    if verb == "pair":
        _arity(w, 2)
        return (L.D_PAIR, parse_pile(w[1]), parse_pile(w[2]), 0)
    if verb == "boat":
        _arity(w, 2)
        return (L.D_BOAT, parse_pile(w[1]), _int(w[2]), 0)
    if verb == "mystery":
        _arity(w, 2)
        return (L.D_MYSTERY, _int(w[1]), parse_pile(w[2]), ACTION_KIND[g.s[L.ACT]] - MYSTERY_1ST)
    if verb == "swap":
        _arity(w, 3)
        return (L.D_SWAP, parse_pile(w[1]), parse_pile(w[2]), _int(w[3]))
    if verb == "give":
        _arity(w, 2)
        return (L.D_GIVE, parse_action(w[1]), _int(w[2]) - 1, 0)
    raise NotationError("unknown decision '%s'" % verb)


def _arity(w, n):
    if len(w) != n + 1:
        raise NotationError("'%s' takes %d argument%s" % (w[0], n, "" if n == 1 else "s"))


def _int(t):
    if not is_number(t) or int(t) > 255:
        raise NotationError("'%s' is not a number" % t)
    return int(t)


def _source(g):
    ph = g.s[L.PHASE]
    if ph == L.PH_PLACE:
        return L.LOOK
    if ph == L.PH_BROWSE:
        return g.s[L.ARG]
    if ph == L.PH_MOVE:
        return -1
    raise NotationError("nothing to place now")


def _find(g, pile, t):
    c = parse_card(t)
    if pile < 0:
        raise NotationError("nothing to place now")
    i = piles.index_in(g.s, L.P_POOL, L.P_LEN, pile, c)
    if i < 0:
        raise NotationError("%s is not in %s" % (t, PILE_KEYS[pile]))
    return i


