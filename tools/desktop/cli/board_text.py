"""The board as text for a terminal (used by tools/sos.py): the position a player
may see (face-down cards, the deck's order and the discards stay hidden), what is
being decided, a plain-words gloss of each decision, and the score breakdown."""
from sos_text.names import (
    ACTION_NAMES,
    CREW_NAMES,
    VARIANT_NAMES,
    action_code,
)
from sos_text.notation import card_name

from sos_core import booklet, crew, score
from sos_core import layout as L
from sos_core.cards import ACTION_KIND, MYSTERY, MYSTERY_1ST

WHAT = {
    L.PH_MOVE: "move passengers (any number of moves), or end the move phase",
    L.PH_ACTION: "take one action: a rescue, an action card, or a crew ability",
    L.PH_GET_READY: "Get Ready!: put each looked-at passenger back on top or at the bottom"
                  " of the deck",
    L.PH_YT_LINE: "Your Turn!: choose a line to look at",
    L.PH_SAME_LINES: "Same Lines!: choose two lines to shuffle together",
    L.PH_WAIT: "Wait!: choose a line whose face-up passengers are discarded",
    L.PH_PLAN_A: "Plan A: take one card from the action deck",
    L.PH_PLAN_B: "Plan B: take one card from the action discard pile",
    L.PH_BOAT: "Collapsible Boat: choose a run of face-up passengers to move onto the boat",
    L.PH_FLEET: "Fleet's failed rescue: keep one of the three action cards drawn",
    L.PH_LIGHTOLLER: "Lightoller's failed rescue: he may play one action card now",
    L.PH_LOWE: "Lowe's ability: he may swap two equal passengers of two survivor groups",
    L.PH_SMITH: "Smith's ability: deal the gathered action cards, one at a time",
}


def pile_words(p):
    """A passenger pile for people: deck 1 ... deck 6, the boat, group 1 ..."""
    if p < L.BOAT:
        return "deck %d" % (p + 1)
    if p == L.BOAT:
        return "the boat"
    if p < L.GROUP0 + L.N_GROUPS:
        return "group %d" % (p - L.GROUP0 + 1)
    return ("the passenger deck", "the discard pile", "the looked-at cards",
            "the parked Mysteries")[p - L.DECK]


def action_words(aid):
    return "%s [%s]" % (ACTION_NAMES[ACTION_KIND[aid]], action_code(aid))


def crew_words(g, p):
    return "player %d (%s)" % (p + 1, CREW_NAMES[g.crew_of(p)].split()[-1])


def cards(g, p, first=0, last=None):
    n = g.plen(p) if last is None else last
    return " ".join(card_name(g.card(p, i)) for i in range(first, n))


def run_words(g, line, k):
    """The top k cards of a line, e.g. 'P9a P8 P7'."""
    n = g.plen(line)
    return cards(g, line, n - k, n)


def phase_words(g):
    """What is being decided now, in words (without whose turn it is)."""
    ph = g.phase()
    if ph == L.PH_OVER:
        if g.status() == L.SAVED:
            return "the game is over: everyone is saved!"
        if g.status() == L.SUNK:
            return "the game is over: the ship sank"
        return "the game is over"
    if ph == L.PH_PLACE:
        if g.crew_of(g.current()) == crew.MURDOCH:
            return "rescue: place a drawn passenger (Murdoch may place more, or stop)"
        return "rescue: place one of the drawn passengers (the rest are discarded)"
    if ph == L.PH_BROWSE:
        where = "deck" if g.s[L.ARG] == L.DECK else "discard pile"
        name = "Come On!" if g.s[L.ARG] == L.DECK else "Come Back!"
        return "%s: play one passenger from the %s" % (name, where)
    if ph == L.PH_YT_PICK:
        return "Your Turn!: choose the card of %s to put face up on top" % pile_words(g.s[L.ARG])
    if ph == L.PH_MYSTERY:
        k = ACTION_KIND[g.s[L.ACT]] - MYSTERY_1ST
        return "Mystery Passenger (%s class): declare its value and where it goes" % (
            "1st", "2nd")[k]
    return WHAT[ph]


def render(g):
    """The whole board as text lines (a str ending in a newline)."""
    out = []
    page = g.page()
    out.append("SOS Titanic -- %s variant, %d player%s, turn %d" % (
        VARIANT_NAMES[g.s[L.VARIANT]], g.players(), "" if g.players() == 1 else "s", g.turn()))
    flooded = [str(d + 1) for d in range(5) if booklet.flooded(d, min(page, 10))]
    if page >= booklet.LAST_PAGE:
        flooded = [str(d + 1) for d in range(5)]
    out.append("Page %d of %d: %d point%s   flooded decks: %s" % (
        page, booklet.LAST_PAGE, score.page_points(g), "" if score.page_points(g) == 1 else "s",
        ", ".join(flooded) or "none"))
    out.append("")
    for d in range(6):
        out.append(_deck_line(g, d, page))
    if g.plen(L.BOAT):
        out.append("Boat   (B)   " + cards(g, L.BOAT))
    else:
        out.append("Boat   (B)   not in play")
    out.append("")
    for i in range(L.N_GROUPS):
        p = L.GROUP0 + i
        if g.plen(p):
            out.append("Group %d (G%d) %s   (top %d)" % (i + 1, i + 1, cards(g, p),
                                                      score.group_top(g, i)))
        else:
            out.append("Group %d (G%d) not lowered" % (i + 1, i + 1))
    out.append("")
    out.append("Passenger deck %d, discard %d.   Action deck %d, discard %d." % (
        g.plen(L.DECK), g.plen(L.DISCARD), g.alen(L.A_DECK), g.alen(L.A_DISCARD)))
    if g.alen(L.A_INPLAY):
        out.append("Action cards in play: " + ", ".join(
            action_words(g.acard(L.A_INPLAY, i)) for i in range(g.alen(L.A_INPLAY))))
    if any(g.card(p, i) & MYSTERY and g.card(p, i) & 0x1F
           for p in range(L.GROUP0 + L.N_GROUPS) for i in range(g.plen(p))):
        out.append("(P?7 / Y?7: a Mystery Passenger standing for a 1st / 2nd class 7)")
    out.extend(_looked_at(g))
    out.append("")
    for p in range(g.players()):
        c = g.crew_of(p)
        hand = ", ".join(action_words(g.acard(p, i)) for i in range(g.alen(p))) or "no cards"
        mark = ">" if p == g.current() and not g.over() else " "
        out.append("%s Player %d  %-18s rescues 1-%d   hand: %s" % (
            mark, p + 1, CREW_NAMES[c], crew.max_draw(c), hand))
    out.append("")
    if g.over():
        out.append("The game is over: " + phase_words(g)[len("the game is over: "):])
    else:
        out.append("To play: %s -- %s" % (crew_words(g, g.current()), phase_words(g)))
    out.append(score_line(g))
    return "\n".join(out) + "\n"


def _deck_line(g, d, page):
    head = "Deck %d (L%d)" % (d + 1, d + 1)
    comp = booklet.COMPARTMENTS[d]
    if page >= booklet.FLOOD_PAGE[d]:
        return "%s  flooded" % head
    n = g.plen(d)
    down = g.facedown(d)
    body = "[%d down]  %s" % (down, cards(g, d, down)) if n else "empty"
    if comp == 0:
        water = "never floods"
    else:
        water = "water %d/%d" % (booklet.flooded_compartments(d, page), comp)
    return "%s  %-40s %s" % (head, body, water)


def _looked_at(g):
    """Cards the current player is looking at in this phase."""
    ph = g.phase()
    if ph == L.PH_PLACE:
        return ["Drawn in the rescue: " + cards(g, L.LOOK)]
    if ph == L.PH_GET_READY:
        return ["Looked at (Get Ready!): " + cards(g, L.LOOK)]
    if ph == L.PH_YT_PICK:
        return ["All cards of %s (Your Turn!): %s" % (pile_words(g.s[L.ARG]), cards(g, g.s[L.ARG]))]
    if ph == L.PH_BROWSE:
        return ["Searching %s (%d cards): the playable ones are listed" % (
            pile_words(g.s[L.ARG]), g.plen(g.s[L.ARG]))]
    if ph == L.PH_FLEET:
        return ["Drawn by Fleet: " + ", ".join(
            action_words(g.acard(L.A_LOOK, i)) for i in range(g.alen(L.A_LOOK)))]
    if ph == L.PH_SMITH:
        return ["Gathered by Smith: " + ", ".join(
            action_words(g.acard(L.A_GATHER, i)) for i in range(g.alen(L.A_GATHER)))]
    return []


def score_line(g):
    tops, page, _, total = score.breakdown(g)
    return "Score%s: %d (survivor groups %d + page %d)" % (
        "" if g.over() else " now", total, sum(tops), page)


# --- the score breakdown ------------------------------------------------------
def score_dict(g):
    """The breakdown as a JSON-ready dict (anchor runs are 0 unless everyone is saved)."""
    tops, page, anchors, total = score.breakdown(g)
    return {
        "status": ("playing", "sunk", "saved")[g.status()],
        "page": g.page(),
        "page_points": page,
        "groups": tops,
        "groups_lowered": sum(1 for i in range(L.N_GROUPS) if g.plen(L.GROUP0 + i)),
        "anchor_runs_counted": g.status() == L.SAVED,
        "anchor_runs": anchors,
        "total": total,
    }


def score_text(g):
    tops, page, anchors, total = score.breakdown(g)
    out = []
    for i in range(L.N_GROUPS):
        if g.plen(L.GROUP0 + i):
            out.append("group %d top        %3d" % (i + 1, tops[i]))
        else:
            out.append("group %d            %3d   (not lowered)" % (i + 1, 0))
    out.append("page %-2d points     %3d" % (g.page(), page))
    if g.status() == L.SAVED:
        out.append("anchor run 1st     %3d" % anchors[0])
        out.append("anchor run 2nd     %3d" % anchors[1])
    else:
        why = "the ship sank" if g.status() == L.SUNK else "not everyone is saved yet"
        out.append("anchor runs          0   (counted only when everyone is saved: %s)" % why)
    out.append("total              %3d" % total)
    return "\n".join(out) + "\n"


# --- decisions in words -----------------------------------------------------------
def describe(g, k, a, b, c):
    """A plain-words gloss of a listed decision (its notation is decision_text)."""
    ph = g.phase()
    if k == L.D_MOVE:
        return "move %s from %s to %s" % (run_words(g, a, b), pile_words(a), _dest(g, c))
    if k == L.D_END:
        return "end the move phase (then take your action)"
    if k == L.D_RESCUE:
        return "rescue: draw %d passenger%s" % (a, "" if a == 1 else "s")
    if k == L.D_PLAY:
        held = [p for p in range(g.players())
                if any(g.acard(p, i) == a for i in range(g.alen(p)))]
        who = ""
        if held and held[0] != g.current():
            who = " (held by %s)" % crew_words(g, held[0])
        return "play " + action_words(a) + who
    if k == L.D_ABILITY:
        if g.crew_of(g.current()) == crew.LOWE:
            return "Lowe's ability: discard from the deck down to an anchor, then maybe swap"
        return "Smith's ability: gather every hand and deal the cards again"
    if k == L.D_PASS:
        return "no action is possible: turn the page"
    if k == L.D_SKIP:
        if ph == L.PH_PLACE:
            return "stop placing (the other drawn passengers are discarded)"
        if ph == L.PH_LIGHTOLLER:
            return "play no card"
        return "do not swap"
    if k == L.D_PLACE:
        return "put %s on %s" % (card_name(g.card(a, b)), _dest(g, c))
    if k == L.D_REPLACE:
        x = card_name(g.card(a, b))
        return "%s takes the place of its Mystery Passenger %s" % (
            x, x[0] + "?" + str(g.card(a, b) & 0x1F))
    if k == L.D_PUT:
        return "put %s on the %s of the deck" % (card_name(g.card(L.LOOK, a)),
                                                 "bottom" if b else "top")
    if k == L.D_LINE:
        if ph == L.PH_YT_LINE:
            return "look at all cards of %s" % pile_words(a)
        return "discard the face-up passengers of %s (%s)" % (pile_words(a),
                                                              run_words(g, a, g.faceup(a)))
    if k == L.D_PICK:
        return "put %s face up on top of %s" % (card_name(g.card(g.s[L.ARG], a)),
                                                pile_words(g.s[L.ARG]))
    if k == L.D_PAIR:
        return "shuffle %s and %s together into two lines" % (pile_words(a), pile_words(b))
    if k == L.D_BOAT:
        return "move %s from %s onto the boat" % (run_words(g, a, b), pile_words(a))
    if k == L.D_MYSTERY:
        return "the Mystery Passenger as %s%d on %s" % ("PY"[c], a, _dest(g, b))
    if k == L.D_TAKE:
        return "take " + action_words(a)
    if k == L.D_SWAP:
        return "swap the %ds of %s and %s" % (c, pile_words(a), pile_words(b))
    if k == L.D_GIVE:
        return "give %s to %s" % (action_words(a), crew_words(g, b))
    return "?"


def _dest(g, p):
    if p == L.BOAT or p >= L.GROUP0 + L.N_GROUPS:
        return pile_words(p)
    if p >= L.GROUP0:
        if g.plen(p) == 0:
            return "a new survivor group (%s)" % pile_words(p)
        return "%s (on %s)" % (pile_words(p), card_name(g.top(p)))
    if g.plen(p) == 0:
        return "empty %s" % pile_words(p)
    return "%s (on %s)" % (pile_words(p), card_name(g.top(p)))
