"""Text notation for positions, decisions and game records (docs/notation.md).
load(dump(g)) restores the state bytes exactly. Runs on MicroPython too; it
allocates, so it is for tools, tests and saves, not the play loop."""
from sos_core import booklet, piles
from sos_core.cards import ACTION_KIND, MYSTERY, N_ACTIONS
from sos_core.layout import (
    A_DECK,
    A_LEN,
    A_OWNER,
    A_POOL,
    ACT,
    ARG,
    CREW,
    CURRENT,
    D_ABILITY,
    D_BOAT,
    D_END,
    D_GIVE,
    D_LINE,
    D_MOVE,
    D_MYSTERY,
    D_PAIR,
    D_PASS,
    D_PICK,
    D_PLACE,
    D_PLAY,
    D_PUT,
    D_REPLACE,
    D_RESCUE,
    D_SKIP,
    D_SWAP,
    D_TAKE,
    FACEDOWN,
    LOOK,
    N_APILES,
    N_PPILES,
    P_LEN,
    P_POOL,
    PAGE,
    PH_BROWSE,
    PH_GET_READY,
    PH_MOVE,
    PH_MYSTERY,
    PH_PLACE,
    PH_SMITH,
    PHASE,
    PLAYERS,
    RNG,
    STATE_SIZE,
    STATUS,
    TURN,
    VARIANT,
)
from sos_core.names import (
    CLASS_LETTER,
    CREW_KEYS,
    VARIANT_KEYS,
    action_code,
    crew_by_key,
    variant_by_key,
)

HEADER = "SOS Titanic position 1"
PHASES = ("move", "action", "place", "get-ready", "browse", "your-turn-line",
          "your-turn-pick", "same-lines", "wait", "plan-a", "plan-b", "boat", "mystery",
          "fleet", "lightoller", "lowe", "smith", "over")
STATUSES = ("playing", "sunk", "saved")
# Passenger piles by name, in pool order.
PILE_KEYS = ("line1", "line2", "line3", "line4", "line5", "line6", "boat", "group1",
             "group2", "group3", "group4", "deck", "discard", "look", "parked")
PILE_SHORT = ("L1", "L2", "L3", "L4", "L5", "L6", "B", "G1", "G2", "G3", "G4", "deck",
              "discard", "look", "parked")
APILE_KEYS = ("hand1", "hand2", "hand3", "hand4", "hand5", "action-deck",
              "action-discard", "in-play", "action-look", "gathered")
ACTION_PHASES = (PH_GET_READY, PH_MYSTERY + 1)      # phases in which a card is resolving


class NotationError(ValueError):
    pass


# --- cards --------------------------------------------------------------------
def card_name(c):
    """P7a = 1st class 7 with anchor, Y12 = 2nd class 12; P?7 a Mystery declared 7."""
    k = CLASS_LETTER[(c >> 6) & 1]
    if c & MYSTERY:
        return k + "?" + (str(c & 0x1F) if c & 0x1F else "")
    return k + str(c & 0x1F) + ("a" if c & 0x20 else "")


def parse_card(t):
    if len(t) < 2 or t[0] not in CLASS_LETTER:
        raise NotationError("unknown card '%s'" % t)
    k = CLASS_LETTER.index(t[0])
    body = t[1:]
    c = k << 6
    if body[0] == "?":
        c |= MYSTERY
        body = body[1:]
        if not body:
            return c
    elif body[-1] == "a":
        c |= 0x20
        body = body[:-1]
    if not body.isdigit() or not 1 <= int(body) <= (13, 17)[k]:
        raise NotationError("unknown card '%s'" % t)
    return c | int(body)


def parse_action(t):
    for aid in range(N_ACTIONS):
        if action_code(aid) == t:
            return aid
    raise NotationError("unknown action card '%s'" % t)


def parse_pile(t):
    if t in PILE_SHORT:
        return PILE_SHORT.index(t)
    raise NotationError("unknown pile '%s'" % t)


# --- positions ----------------------------------------------------------------
def dump(g):
    s = g.s
    out = [HEADER]
    n = s[PLAYERS]
    out.append("variant " + VARIANT_KEYS[s[VARIANT]])
    out.append("players %d" % n)
    out.append("crew " + " ".join(CREW_KEYS[s[CREW + p]] for p in range(n)))
    out.append("current %d" % (s[CURRENT] + 1))
    out.append("turn %d" % g.turn())
    out.append("page %d" % s[PAGE])
    out.append("status " + STATUSES[s[STATUS]])
    act = action_code(s[ACT]) if ACTION_PHASES[0] <= s[PHASE] < ACTION_PHASES[1] else "-"
    out.append("phase %s %s %d" % (PHASES[s[PHASE]], act, s[ARG]))
    out.append("rng %d %d %d" % (_u16(s, RNG), _u16(s, RNG + 2), _u16(s, RNG + 4)))
    for p in range(N_APILES):
        if p < n or p >= A_DECK:
            cards = [action_code(g.acard(p, i)) for i in range(g.alen(p))]
            out.append(APILE_KEYS[p] + " " + (" ".join(cards) or "-"))
    if s[PHASE] == PH_SMITH:
        out.append("owners " + " ".join(
            "-" if s[A_OWNER + i] == 255 else str(s[A_OWNER + i] + 1) for i in range(N_ACTIONS)))
    for p in range(N_PPILES):
        cards = [card_name(g.card(p, i)) for i in range(g.plen(p))]
        if p < 7 and g.facedown(p):
            cards.insert(g.facedown(p), "|")
        out.append(PILE_KEYS[p] + " " + (" ".join(cards) or "-"))
    return "\n".join(out) + "\n"


def _u16(s, o):
    return s[o] | s[o + 1] << 8


def load(g, text):
    """Set g to the position in text. Raises NotationError naming what is wrong."""
    rows = {}
    lines = [ln.strip() for ln in text.strip().split("\n")]
    if not lines or lines[0] != HEADER:
        raise NotationError("not a position: first line must be '%s'" % HEADER)
    for ln in lines[1:]:
        if ln and not ln.startswith("#"):
            parts = ln.split()
            rows[parts[0]] = parts[1:]
    s = bytearray(STATE_SIZE)
    v = variant_by_key(_one(rows, "variant"))
    if v < 0:
        raise NotationError("unknown variant '%s'" % _one(rows, "variant"))
    s[VARIANT] = v
    n = _num(rows, "players", 1, 5)
    s[PLAYERS] = n
    crews = _get(rows, "crew")
    if len(crews) != n:
        raise NotationError("crew: one per player")
    for p in range(n):
        c = crew_by_key(crews[p])
        if c < 0:
            raise NotationError("unknown crew '%s'" % crews[p])
        s[CREW + p] = c
    s[CURRENT] = _num(rows, "current", 1, n) - 1
    t = _num(rows, "turn", 0, 65535)
    s[TURN] = t & 0xFF
    s[TURN + 1] = t >> 8
    s[PAGE] = _num(rows, "page", 1, booklet.LAST_PAGE)
    s[STATUS] = _index(STATUSES, _one(rows, "status"), "status")
    ph = _get(rows, "phase")
    if len(ph) != 3 or not ph[2].isdigit():
        raise NotationError("phase: name, action card (or -) and a number")
    s[PHASE] = _index(PHASES, ph[0], "phase")
    s[ACT] = 0 if ph[1] == "-" else parse_action(ph[1])
    s[ARG] = int(ph[2]) & 0xFF
    r = _get(rows, "rng")
    if len(r) != 3 or not all(x.isdigit() and 0 < int(x) < 30323 for x in r):
        raise NotationError("rng: three numbers")
    for i in range(3):
        s[RNG + 2 * i] = int(r[i]) & 0xFF
        s[RNG + 2 * i + 1] = int(r[i]) >> 8
    _load_actions(s, rows, n)
    _load_passengers(s, rows)
    g.s[:] = s
    g.reset_history()


def _load_actions(s, rows, n):
    o = A_POOL
    seen = bytearray(N_ACTIONS)
    for p in range(N_APILES):
        toks = _cards(rows, APILE_KEYS[p], p < n or p >= A_DECK)
        for t in toks:
            aid = parse_action(t)
            if seen[aid]:
                raise NotationError("action card %s appears twice" % t)
            seen[aid] = 1
            s[o] = aid
            o += 1
        s[A_LEN + p] = len(toks)
    if o - A_POOL != N_ACTIONS:
        raise NotationError("the 20 action cards must each appear once")
    for i in range(N_ACTIONS):
        s[A_OWNER + i] = 255
    if s[PHASE] == PH_SMITH:
        own = _get(rows, "owners")
        if len(own) != N_ACTIONS:
            raise NotationError("owners: 20 entries")
        for i in range(N_ACTIONS):
            s[A_OWNER + i] = 255 if own[i] == "-" else int(own[i]) - 1


def _load_passengers(s, rows):
    o = P_POOL
    seen = {}
    for p in range(N_PPILES):
        toks = _cards(rows, PILE_KEYS[p], True)
        if p < 7 and "|" in toks:
            s[FACEDOWN + p] = toks.index("|")
            toks = [t for t in toks if t != "|"]
        for t in toks:
            c = parse_card(t)
            key = c & 0xC0 if c & MYSTERY else c
            if key in seen:
                raise NotationError("card %s appears twice" % t)
            seen[key] = 1
            s[o] = c
            o += 1
        s[P_LEN + p] = len(toks)
    if o - P_POOL != 62:
        raise NotationError("the 60 passengers and 2 Mysteries must each appear once")


def _get(rows, key):
    if key not in rows:
        raise NotationError("missing line '%s'" % key)
    return rows[key]


def _one(rows, key):
    v = _get(rows, key)
    if len(v) != 1:
        raise NotationError("line '%s' takes one value" % key)
    return v[0]


def _num(rows, key, lo, hi):
    v = _one(rows, key)
    if not v.isdigit() or not lo <= int(v) <= hi:
        raise NotationError("%s must be a number from %d to %d" % (key, lo, hi))
    return int(v)


def _index(names, v, what):
    if v not in names:
        raise NotationError("unknown %s '%s'" % (what, v))
    return names.index(v)


def _cards(rows, key, needed):
    if key not in rows:
        if needed:
            raise NotationError("missing line '%s'" % key)
        return []
    v = rows[key]
    return [] if v == ["-"] else v


# --- decisions ----------------------------------------------------------------
def decision_text(g, k, a, b, c):
    P = PILE_SHORT
    if k == D_MOVE:
        return "move %s %d %s" % (P[a], b, P[c])
    if k == D_RESCUE:
        return "rescue %d" % a
    if k == D_PLAY:
        return "play " + action_code(a)
    if k == D_PLACE:
        return "place %s %s" % (card_name(g.card(a, b)), P[c])
    if k == D_REPLACE:
        return "replace " + card_name(g.card(a, b))
    if k == D_PUT:
        return "put %s %s" % (card_name(g.card(LOOK, a)), "bottom" if b else "top")
    if k == D_LINE:
        return "line " + P[a]
    if k == D_PICK:
        return "pick " + card_name(g.card(g.s[ARG], a))
    if k == D_PAIR:
        return "pair %s %s" % (P[a], P[b])
    if k == D_BOAT:
        return "boat %s %d" % (P[a], b)
    if k == D_MYSTERY:
        return "mystery %d %s" % (a, P[b])
    if k == D_TAKE:
        return "take " + action_code(a)
    if k == D_SWAP:
        return "swap %s %s %d" % (P[a], P[b], c)
    if k == D_GIVE:
        return "give %s %d" % (action_code(a), b + 1)
    return WORDS[k]


WORDS = {D_END: "end", D_ABILITY: "ability", D_PASS: "pass", D_SKIP: "skip"}


def listed_text(g, i):
    d = g.dec
    j = 4 * i
    return decision_text(g, d[j], d[j + 1], d[j + 2], d[j + 3])


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
        return (D_MOVE, parse_pile(w[1]), _int(w[2]), parse_pile(w[3]))
    if verb == "rescue":
        _arity(w, 1)
        return (D_RESCUE, _int(w[1]), 0, 0)
    if verb == "play" or verb == "take":
        _arity(w, 1)
        return (D_PLAY if verb == "play" else D_TAKE, parse_action(w[1]), 0, 0)
    if verb == "place":
        _arity(w, 2)
        src = _source(g)
        return (D_PLACE, src, _find(g, src, w[1]), parse_pile(w[2]))
    if verb == "replace":
        _arity(w, 1)
        c = parse_card(w[1])
        src = _source(g)
        if src < 0:                                   # move phase: an exposed card
            for line in range(7):
                if g.plen(line) and g.top(line) == c:
                    return (D_REPLACE, line, g.plen(line) - 1, (c >> 6) & 1)
            raise NotationError("%s is not an exposed card" % w[1])
        return (D_REPLACE, src, _find(g, src, w[1]), (c >> 6) & 1)
    if verb == "put":
        _arity(w, 2)
        if w[2] not in ("top", "bottom"):
            raise NotationError("put: top or bottom")
        return (D_PUT, _find(g, LOOK, w[1]), 1 if w[2] == "bottom" else 0, 0)
    if verb == "line":
        _arity(w, 1)
        return (D_LINE, parse_pile(w[1]), 0, 0)
    if verb == "pick":
        _arity(w, 1)
        return (D_PICK, _find(g, g.s[ARG], w[1]), 0, 0)
    if verb == "pair":
        _arity(w, 2)
        return (D_PAIR, parse_pile(w[1]), parse_pile(w[2]), 0)
    if verb == "boat":
        _arity(w, 2)
        return (D_BOAT, parse_pile(w[1]), _int(w[2]), 0)
    if verb == "mystery":
        _arity(w, 2)
        return (D_MYSTERY, _int(w[1]), parse_pile(w[2]), ACTION_KIND[g.s[ACT]] - 10)
    if verb == "swap":
        _arity(w, 3)
        return (D_SWAP, parse_pile(w[1]), parse_pile(w[2]), _int(w[3]))
    if verb == "give":
        _arity(w, 2)
        return (D_GIVE, parse_action(w[1]), _int(w[2]) - 1, 0)
    raise NotationError("unknown decision '%s'" % verb)


def _arity(w, n):
    if len(w) != n + 1:
        raise NotationError("'%s' takes %d argument%s" % (w[0], n, "" if n == 1 else "s"))


def _int(t):
    if not t.isdigit() or int(t) > 255:
        raise NotationError("'%s' is not a number" % t)
    return int(t)


def _source(g):
    ph = g.s[PHASE]
    if ph == PH_PLACE:
        return LOOK
    if ph == PH_BROWSE:
        return g.s[ARG]
    if ph == PH_MOVE:
        return -1
    raise NotationError("nothing to place now")


def _find(g, pile, t):
    c = parse_card(t)
    if pile < 0:
        raise NotationError("nothing to place now")
    i = piles.index_in(g.s, P_POOL, P_LEN, pile, c)
    if i < 0:
        raise NotationError("%s is not in %s" % (t, PILE_KEYS[pile]))
    return i


# --- game records -------------------------------------------------------------
def parse_record(text):
    """A game record: 'seed N', 'variant K', 'players N', optional 'crew a b',
    then one decision per line ('undo'/'redo' allowed). Returns
    (seed, variant, players, crews or None, [decision texts])."""
    seed, variant, players, crews, moves = None, 0, 1, None, []
    for ln in text.split("\n"):
        ln = ln.strip()
        if not ln or ln.startswith("#"):
            continue
        w = ln.split()
        if w[0] == "seed" and not moves:
            if len(w) != 2 or not w[1].isdigit():
                raise NotationError("seed: a number")
            seed = int(w[1])
        elif w[0] == "variant" and not moves:
            variant = variant_by_key(w[1] if len(w) > 1 else "")
            if variant < 0:
                raise NotationError("unknown variant '%s'" % " ".join(w[1:]))
        elif w[0] == "players" and not moves:
            if len(w) != 2 or not w[1].isdigit() or not 1 <= int(w[1]) <= 5:
                raise NotationError("players: 1 to 5")
            players = int(w[1])
        elif w[0] == "crew" and not moves:
            crews = bytearray(len(w) - 1)
            for i in range(len(w) - 1):
                crews[i] = crew_by_key(w[i + 1]) & 0xFF
                if crews[i] == 255:
                    raise NotationError("unknown crew '%s'" % w[i + 1])
        else:
            moves.append(ln)
    if seed is None:
        raise NotationError("a record starts with 'seed N'")
    return seed, variant, players, crews, moves


def record_header(seed, variant, players, crews=None):
    out = "seed %d\nvariant %s\nplayers %d\n" % (seed, VARIANT_KEYS[variant], players)
    if crews is not None:
        out += "crew " + " ".join(CREW_KEYS[c] for c in crews) + "\n"
    return out

