"""What a hint is for (issue 35), in words for the prompt row: the card it saves
or the lifeboat it lowers, the line whose card it frees, the flood it escapes,
a rescue's odds, what the card played does. Told from the decision and what
every player sees (a rescue's odds from the hidden passengers as a set, as
greedy counts them), never from where a hidden card lies. Loaded by
sos_ui.hint.show once greedy is gone, and dropped straight after: never at the
hint's peak, nor while the board is drawn again. The words are a text and its
number(s), (words, number, words, number) with -1 for none: sos_ui.hint.point
puts them together."""
from sos_core import booklet, hints
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, KEY, MYSTERY, SECOND, VALUE
from sos_ui import words as W


def why(g, got):
    """The words of what listed decision got[0] of g is for (got: sos_ui.hint.show's)."""
    if got[1] >= 0:                    # greedy's: the only choice, all alike
        return _say(got[1])
    j = got[0]
    d = g.dec
    s = g.s
    i = L.DEC_SIZE * j
    k = d[i]
    a = d[i + L.DEC_A]
    b = d[i + L.DEC_B]
    c = d[i + L.DEC_C]
    if k == L.D_MOVE or k == L.D_PLACE or k == L.D_MYSTERY:
        if k == L.D_MYSTERY:           # (a: the value declared, b: where to)
            v = a
            a = L.LOOK
            c = b
        else:
            v = g.top(a) if k == L.D_MOVE else g.card(a, b)
            v = 0 if v & MYSTERY else v & VALUE
        if c >= L.GROUP0:
            return _say(W.WHY_LIFEBOAT if v == 1 else W.WHY_SAVE)
        if k == L.D_MOVE:
            return _off(g, a, b, c)
        return _at(W.WHY_BUILD, c)
    if k == L.D_BOAT:
        return _off(g, a, b, L.BOAT)
    if k == L.D_RESCUE:
        return (W.HINT_WHY + W.WHY_ODDS, 100 - _fails(a, got) // 10,
                W.HINT_WHY + W.WHY_ODDS_END, -1)
    if k == L.D_PLAY or k == L.D_ABILITY:
        n = _most(g)                   # a rescue listed that surely or likely turns a page:
        if n and hints.page_cost(g, k, a) == 0 and (
                _fails(n, got) >= 500 or hints.page_cost(g, L.D_RESCUE, n)):
            return _say(W.WHY_AFLOAT)  # this turns none
        return _say(W.WHY_ABILITY) if k == L.D_ABILITY \
            else (W.HINT_CARD + ACTION_KIND[a], -1, -1, -1)
    if k == L.D_LINE:
        if s[L.PHASE] == L.PH_YT_LINE:
            return _at(W.WHY_SEE, a)
        return _at(W.WHY_FREE if s[L.FACEDOWN + a] else W.WHY_CLEAR, a)
    if k == L.D_PAIR:
        return (W.HINT_WHY + W.WHY_LINES, a + 1, W.HINT_WHY + W.WHY_AND, b + 1)
    if k == L.D_PICK:                  # Your Turn!'s card: where it could go, on top
        v = g.card(s[L.ARG], a)
        if not v & MYSTERY:
            m = g.targets()
            t = g.TAKES
            x = v & KEY
            if t[L.N_KEYS + x]:
                return _say(W.WHY_TO_GROUP)
            if t[x] or (m >> 5 if x & SECOND else m & VALUE) == v & VALUE:
                return _say(W.WHY_TO_LINE)
    if k == L.D_PUT:                   # Get Ready!: greedy puts what fits on top
        return _say(W.WHY_BOTTOM if b else W.WHY_TOP)
    return _say(_OTHER[k] if k < len(_OTHER) else W.WHY_BEST)


# the words of the other kinds (sos_core.layout D_*): their purpose needs no detail
# (Lowe's swap and Smith's gifts: greedy values them alike, but for a tie)
_OTHER = bytes((W.WHY_BEST, W.WHY_BEST, W.WHY_END, W.WHY_BEST, W.WHY_BEST, W.WHY_BEST,
                W.WHY_ONLY, W.WHY_SKIP, W.WHY_BEST, W.WHY_REPLACE, W.WHY_BEST, W.WHY_BEST,
                W.WHY_BEST, W.WHY_BEST, W.WHY_BEST, W.WHY_BEST, W.WHY_TAKE))


def _say(why):
    return (W.HINT_WHY + why, -1, -1, -1)


def _at(why, line):
    """`why` then the line: "line 3", or "the Boat"."""
    if line == L.BOAT:
        return (W.HINT_WHY + why, -1, W.HINT_WHY + W.WHY_THE_BOAT, -1)
    return (W.HINT_WHY + why, -1, W.HINT_WHY + W.WHY_LINE, line + 1)


def _off(g, a, n, c):
    """A run of n cards moved from line a onto line c: the face-down card it
    turns up, else cards out of the next flood's way, else the card it bares
    (free to move or take one), else the line it builds on."""
    s = g.s
    if n == g.faceup(a) and s[L.FACEDOWN + a]:
        return _at(W.WHY_FREE, a)
    if _doomed(s, a) and not _doomed(s, c):
        return _say(W.WHY_FLOOD)
    if a < L.DECK_LINES and n < g.plen(a):
        return _at(W.WHY_FREE, a)
    return _at(W.WHY_BUILD, c)


def _doomed(s, line):
    """Would the next page's flood bury line's face-up cards (R-FLOOD-2): the
    line it floods, or the one it shuffles that line into?"""
    if line >= L.DECK_LINES:           # the Boat: never flooded (R-FLOOD-3)
        return False
    p = s[L.PAGE] + 1
    return booklet.FLOOD_PAGE[line] == p or line > 0 and booklet.FLOOD_PAGE[line - 1] == p


def _most(g):
    """The most passengers a listed rescue draws (0: none listed)."""
    n = 0
    d = g.dec
    for i in range(g.n):
        if d[L.DEC_SIZE * i] == L.D_RESCUE and d[L.DEC_SIZE * i + L.DEC_A] > n:
            n = d[L.DEC_SIZE * i + L.DEC_A]
    return n


def _fails(n, got):
    """Per mille: none of n drawn passengers fits, of got's h hidden ones u of
    which fit (greedy's odds, sos_bot.greedy._rescue_value)."""
    h = got[3]
    u = got[4]
    f = 1000
    for i in range(min(n, h)):
        f = f * max(h - u - i, 0) // (h - i)
    return f
