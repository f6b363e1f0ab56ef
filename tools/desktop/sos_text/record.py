"""Game records: seed, variant, players, optional crews, then one decision per line."""
from sos_core import crew, rng
from sos_core.layout import MAX_PLAYERS
from sos_text.names import (
    CREW_KEYS,
    VARIANT_KEYS,
    crew_by_key,
    variant_by_key,
)
from sos_text.notation import NotationError, is_number


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
            if len(w) != 2 or not is_number(w[1]) or int(w[1]) > rng.MAX_SEED:
                raise NotationError("seed: a number from 0 to %d" % rng.MAX_SEED)
            seed = int(w[1])
        elif w[0] == "variant" and not moves:
            variant = variant_by_key(w[1] if len(w) == 2 else "")
            if variant < 0:
                raise NotationError("unknown variant '%s'" % " ".join(w[1:]))
        elif w[0] == "players" and not moves:
            if len(w) != 2 or not is_number(w[1]) or not 1 <= int(w[1]) <= MAX_PLAYERS:
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
    if crews is not None:
        _check_crews(crews, players)
    return seed, variant, players, crews, moves


def _check_crews(crews, players):
    if len(crews) != players:
        raise NotationError("crew: %d named for %d player%s" % (
            len(crews), players, "" if players == 1 else "s"))
    for i in range(players):
        c = crews[i]
        if crew.min_players(c) > players:
            raise NotationError("crew %s needs at least %d players" % (
                CREW_KEYS[c], crew.min_players(c)))
        for j in range(i):
            if crews[j] == c:
                raise NotationError("crew %s named twice" % CREW_KEYS[c])


def record_header(seed, variant, players, crews=None):
    out = "seed %d\nvariant %s\nplayers %d\n" % (seed, VARIANT_KEYS[variant], players)
    if crews is not None:
        out += "crew " + " ".join(CREW_KEYS[c] for c in crews) + "\n"
    return out

