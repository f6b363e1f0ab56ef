"""Text notation for positions, decisions and game records (docs/notation.md).
load(dump(g)) restores the state bytes exactly. Runs on MicroPython too; it
allocates, so it is for tools, tests and saves, not the play loop."""
from sos_core import booklet, game
from sos_core import layout as L
from sos_core.cards import ANCHOR, CLASS_MAX, MYSTERY, N_ACTIONS
from sos_text import audit
from sos_text.names import (
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
ACTION_PHASES = (L.PH_GET_READY, L.PH_MYSTERY + 1)      # phases in which a card is resolving


ROW_KEYS = ("variant", "players", "crew", "current", "turn", "page", "status", "phase",
            "rng", "counted", "owners") + APILE_KEYS + PILE_KEYS
RNG_MODULI = (30269, 30307, 30323)                 # each generator state is 1..modulus-1


class NotationError(ValueError):
    pass


def is_number(t):
    """Plain decimal digits, at most 10 (str.isdigit also takes '²', which int() refuses,
    and a huge number would be slow to convert)."""
    if not 0 < len(t) <= 10:
        return False
    for ch in t:
        if not "0" <= ch <= "9":
            return False
    return True


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
    if not is_number(body) or not 1 <= int(body) <= CLASS_MAX[k]:
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
    n = s[L.PLAYERS]
    out.append("variant " + VARIANT_KEYS[s[L.VARIANT]])
    out.append("players %d" % n)
    out.append("crew " + " ".join(CREW_KEYS[s[L.CREW + p]] for p in range(n)))
    out.append("current %d" % (s[L.CURRENT] + 1))
    out.append("turn %d" % g.turn())
    out.append("page %d" % s[L.PAGE])
    out.append("status " + STATUSES[s[L.STATUS]])
    act = action_code(s[L.ACT]) if ACTION_PHASES[0] <= s[L.PHASE] < ACTION_PHASES[1] else "-"
    out.append("phase %s %s %d" % (PHASES[s[L.PHASE]], act, s[L.ARG]))
    out.append("rng %d %d %d" % (_u16(s, L.RNG), _u16(s, L.RNG + 2), _u16(s, L.RNG + 4)))
    counted = [card_name(_anchor(bit)) for bit in range(30) if game.counted(s, _anchor(bit), 0)]
    out.append("counted " + (" ".join(counted) or "-"))
    o = L.A_POOL
    for p in range(L.N_APILES):
        k = s[L.A_LEN + p]
        if p < n or p >= L.A_DECK:
            cards = [action_code(c) for c in s[o:o + k]]
            out.append(APILE_KEYS[p] + " " + (" ".join(cards) or "-"))
        o += k
    if s[L.PHASE] == L.PH_SMITH:
        out.append("owners " + " ".join("-" if s[L.A_OWNER + i] == L.NO_OWNER else
                                        str(s[L.A_OWNER + i] + 1) for i in range(N_ACTIONS)))
    o = L.P_POOL
    for p in range(L.N_PPILES):
        k = s[L.P_LEN + p]
        cards = [card_name(c) for c in s[o:o + k]]
        o += k
        if p < L.N_LINES and s[L.FACEDOWN + p]:
            cards.insert(s[L.FACEDOWN + p], "|")
        out.append(PILE_KEYS[p] + " " + (" ".join(cards) or "-"))
    return "\n".join(out) + "\n"


def _anchor(bit):
    """The anchor passenger of Latimer's counted-bit `bit` (13 * class + value - 1)."""
    k = 1 if bit >= 13 else 0
    return (k << 6) | ANCHOR | (bit - 13 * k + 1)


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
            if parts[0] not in ROW_KEYS:
                raise NotationError("unknown line '%s'" % parts[0])
            if parts[0] in rows:
                raise NotationError("line '%s' appears twice" % parts[0])
            rows[parts[0]] = parts[1:]
    s = bytearray(L.STATE_SIZE)
    v = variant_by_key(_one(rows, "variant"))
    if v < 0:
        raise NotationError("unknown variant '%s'" % _one(rows, "variant"))
    s[L.VARIANT] = v
    n = _num(rows, "players", 1, L.MAX_PLAYERS)
    s[L.PLAYERS] = n
    for p in range(n, L.MAX_PLAYERS):
        if APILE_KEYS[p] in rows:
            raise NotationError("%s: there are only %d players" % (APILE_KEYS[p], n))
    crews = _get(rows, "crew")
    if len(crews) != n:
        raise NotationError("crew: one per player")
    for p in range(n):
        c = crew_by_key(crews[p])
        if c < 0:
            raise NotationError("unknown crew '%s'" % crews[p])
        if crews.index(crews[p]) != p:
            raise NotationError("crew %s dealt twice" % crews[p])
        s[L.CREW + p] = c
    s[L.CURRENT] = _num(rows, "current", 1, n) - 1
    t = _num(rows, "turn", 0, 65535)
    s[L.TURN] = t & 0xFF
    s[L.TURN + 1] = t >> 8
    s[L.PAGE] = _num(rows, "page", 1, booklet.LAST_PAGE)
    s[L.STATUS] = _index(STATUSES, _one(rows, "status"), "status")
    ph = _get(rows, "phase")
    if len(ph) != 3 or not is_number(ph[2]) or int(ph[2]) > 255:
        raise NotationError("phase: name, action card (or -) and a number (0-255)")
    s[L.PHASE] = _index(PHASES, ph[0], "phase")
    s[L.ACT] = 0 if ph[1] == "-" else parse_action(ph[1])
    s[L.ARG] = int(ph[2]) & 0xFF
    r = _get(rows, "rng")
    if len(r) != 3 or not all(is_number(r[i]) and 0 < int(r[i]) < RNG_MODULI[i]
                              for i in range(3)):
        raise NotationError("rng: three numbers, from 1 to 30268, 30306 and 30322")
    for i in range(3):
        s[L.RNG + 2 * i] = int(r[i]) & 0xFF
        s[L.RNG + 2 * i + 1] = int(r[i]) >> 8
    for t in _cards(rows, "counted", False):
        c = parse_card(t)
        if not c & ANCHOR or c & MYSTERY:
            raise NotationError("counted: only anchor passengers, not '%s'" % t)
        game.counted(s, c, 1)
    _load_actions(s, rows, n)
    _load_passengers(s, rows)
    keep = bytes(g.s)
    g.s[:] = s
    why = audit.problem(g)
    if why:
        g.s[:] = keep
        g.listed = False               # the audit may have listed the rejected one
        raise NotationError("inconsistent position: " + why)
    g.reset_history()


def _load_actions(s, rows, n):
    o = L.A_POOL
    seen = bytearray(N_ACTIONS)
    for p in range(L.N_APILES):
        toks = _cards(rows, APILE_KEYS[p], p < n or p >= L.A_DECK)
        for t in toks:
            aid = parse_action(t)
            if seen[aid]:
                raise NotationError("action card %s appears twice" % t)
            seen[aid] = 1
            s[o] = aid
            o += 1
        s[L.A_LEN + p] = len(toks)
    if o - L.A_POOL != N_ACTIONS:
        raise NotationError("the 20 action cards must each appear once")
    for i in range(N_ACTIONS):
        s[L.A_OWNER + i] = L.NO_OWNER
    if s[L.PHASE] != L.PH_SMITH and "owners" in rows:
        raise NotationError("owners: only in the smith phase")
    if s[L.PHASE] == L.PH_SMITH:
        own = _get(rows, "owners")
        if len(own) != N_ACTIONS:
            raise NotationError("owners: 20 entries")
        for i in range(N_ACTIONS):
            if own[i] != "-" and not (is_number(own[i]) and 1 <= int(own[i]) <= n):
                raise NotationError("owners: '-' or a player number, not '%s'" % own[i])
            s[L.A_OWNER + i] = L.NO_OWNER if own[i] == "-" else int(own[i]) - 1


def _load_passengers(s, rows):
    o = L.P_POOL
    seen = {}
    for p in range(L.N_PPILES):
        toks = _cards(rows, PILE_KEYS[p], True)
        if p < L.N_LINES and "|" in toks:
            if toks.count("|") > 1:
                raise NotationError("%s: one '|' at most" % PILE_KEYS[p])
            s[L.FACEDOWN + p] = toks.index("|")
            toks = [t for t in toks if t != "|"]
        for t in toks:
            c = parse_card(t)
            key = c & 0xC0 if c & MYSTERY else c
            if key in seen:
                raise NotationError("card %s appears twice" % t)
            seen[key] = 1
            s[o] = c
            o += 1
        s[L.P_LEN + p] = len(toks)
    if o - L.P_POOL != L.N_POOL:
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
    if not is_number(v) or not lo <= int(v) <= hi:
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
