"""Build test positions from the few cards that matter: every passenger not named
goes to the `rest` pile (bottom of the deck by default), every action card not
named to the action deck. Goes through the notation loader, so it tests it too."""
from sos_text.names import action_code
from sos_text.notation import APILE_KEYS, HEADER, PILE_KEYS, card_name, load

from sos_core.cards import CLASS_MAX, N_ACTIONS, passengers
from sos_core.game import Game
from sos_core.layout import GROUP0, N_GROUPS, N_LINES

_ALL = [card_name(c) for c in passengers()]


def build(lines=None, boat="", groups=None, deck="", discard="", look="", parked="P? Y?",
          hands=None, crew="murdoch", page=1, phase="move", act="-", arg=0, current=1,
          rest="deck", action_deck=None, action_discard="", in_play="", action_look="",
          gathered="", variant="standard", status="playing", rng="101 202 303", counted="",
          game=None):
    """lines: {1: "P3 | P9"} (deck number -> cards, bottom first, '|' after the
    face-down ones); groups: ["P1 P2a", ...]; hands: ["CO1 GR2", ...]."""
    lines = lines or {}
    groups = groups or []
    crews = crew.split()
    hands = hands or [""] * len(crews)
    piles = {k: "" for k in PILE_KEYS}
    for d, cards in lines.items():
        piles["line%d" % d] = cards
    piles["boat"] = boat
    for i, cards in enumerate(groups):
        piles["group%d" % (i + 1)] = cards
    piles.update(deck=deck, discard=discard, look=look, parked=parked)
    named = set(" ".join(piles.values()).split())
    unnamed = [c for c in _ALL if c not in named]
    given = piles[rest].split()
    if rest.startswith("line") and "|" not in given:    # the rest lies face down
        given = ["|"] + given if given else ["|", unnamed.pop()]
    piles[rest] = " ".join(unnamed + given)
    apiles = {k: "" for k in APILE_KEYS}
    for i, h in enumerate(hands):
        apiles["hand%d" % (i + 1)] = h
    apiles.update({"action-discard": action_discard, "in-play": in_play,
                   "action-look": action_look, "gathered": gathered})
    anamed = set(" ".join(apiles.values()).split())
    if action_deck is None:
        action_deck = " ".join(action_code(a) for a in range(N_ACTIONS)
                               if action_code(a) not in anamed)
    apiles["action-deck"] = action_deck
    text = [HEADER, "variant " + variant, "players %d" % len(crews), "crew " + crew,
            "current %d" % current, "turn 1", "page %d" % page, "status " + status,
            "phase %s %s %d" % (phase, act, arg), "rng " + rng, "counted " + (counted or "-")]
    for k in APILE_KEYS[:len(crews)] + APILE_KEYS[5:]:
        text.append(k + " " + (apiles[k] or "-"))
    for k in PILE_KEYS:
        text.append(k + " " + (piles[k] or "-"))
    g = game or Game()
    load(g, "\n".join(text))
    return g


def decisions(g):
    """The listed decisions as text."""
    from sos_text.decision_text import listed_text
    return [listed_text(g, i) for i in range(g.list_decisions())]


def do(g, *texts):
    """Apply decisions given as text; fail loudly on a refused one."""
    from sos_text.decision_text import parse_decision
    for t in texts:
        k = parse_decision(g, t)
        err = g.apply(*k)
        assert err == 0, "refused %r (error %d); legal: %s" % (t, err, decisions(g))


def pile(g, name):
    from sos_text.notation import PILE_KEYS as K
    p = K.index(name)
    return " ".join(card_name(g.card(p, i)) for i in range(g.plen(p)))


def hand(g, player=1):
    return " ".join(sorted(action_code(g.acard(player - 1, i))
                           for i in range(g.alen(player - 1))))


def fits(g, c, d):
    """R-MOVE-1 read literally: can passenger c (the largest card of the moved run)
    go on top of pile d (a line or a survivor group)? The test's oracle for
    Table.targets, which answers it for every card and pile at once."""
    n = g.plen(d)
    k = (c >> 6) & 1
    v = c & 0x1F
    if d < N_LINES:
        if n == 0:
            return v == CLASS_MAX[k] and g.line_open(d)           # R-MOVE-1(b)
        t = g.top(d)
        return (t >> 6) & 1 == k and t & 0x1F == v + 1          # R-MOVE-1(a)
    if n == 0:
        return v == 1 and first_empty_group(g) == d             # R-MOVE-1(c)
    t = g.top(d)
    return (t >> 6) & 1 == k and t & 0x1F == v - 1              # R-MOVE-1(d)


def first_empty_group(g):
    """The survivor group the next lifeboat is lowered into, or -1 (R-LINE-3)."""
    for d in range(GROUP0, GROUP0 + N_GROUPS):
        if g.plen(d) == 0:
            return d
    return -1


def random_games(n):
    """Random legal games, seeds 0 .. n-1 (variant and players by seed): the
    game before each of its decisions, and the game's random source."""
    import random

    g = Game()
    for seed in range(n):
        r = random.Random(seed)
        g.setup(seed, seed % 3, 1 + seed % 5)
        while not g.over():
            yield g, r
