"""Sums of the statistics cells of the save record (sos_save.record has its
format), for the statistics screen (sos_ui.saving.Saver.summaries). A module of
its own, imported only there: it takes only the record's constants, which the
board installer inlines, so it loads nothing else, and a write at game end does
not carry it. Each cell is counted as it is: a game of n players is in the cell of
each of its n crews (docs/saving.md)."""
from sos_save.record import (
    BEST,
    CELL,
    MAX_PLAYERS,
    N_CREWS,
    NO_BEST,
    PLAYED,
    R_STATS,
    S_BEST,
    S_PLAYED,
    S_TOTAL,
    TOTAL,
    VARIANTS,
)


def summary(buf, crew=None, variant=None, players=None):
    """(played, sunk, saved, assisted, best, total), fields S_* of sos_save.record,
    over every cell of the record `buf` matching the given crew / variant / player
    count (None = all); best is -1 if no unassisted game was finished."""
    s = [0, 0, 0, 0, -1, 0]
    o = R_STATS                         # cells in (crew, variant, players) order
    for c in range(N_CREWS):
        for v in range(VARIANTS):
            for p in range(1, MAX_PLAYERS + 1):
                if ((crew is None or c == crew) and (variant is None or v == variant)
                        and (players is None or p == players)):
                    for f in range(S_PLAYED, S_BEST):   # the u16 counters, in order
                        x = o + PLAYED + 2 * (f - S_PLAYED)
                        s[f] += buf[x] | buf[x + 1] << 8
                    b = buf[o + BEST]
                    if b != NO_BEST and b > s[S_BEST]:
                        s[S_BEST] = b
                    x = o + TOTAL
                    s[S_TOTAL] += buf[x] | buf[x + 1] << 8 | buf[x + 2] << 16
                o += CELL
    return tuple(s)


def totals(buf, variant, crews_out):
    """A variant's statistics: (games, sunk, saved, assisted, best, total of
    finished games' scores) as summary's, each game counted once; and into
    crews_out[c] (played, best), C_* of sos_save.record, of crew c's team record in
    this variant."""
    t = [0, 0, 0, 0, -1, 0]
    for p in range(1, MAX_PLAYERS + 1):
        a = summary(buf, None, variant, p)
        for f in range(S_PLAYED, S_TOTAL + 1):
            if f != S_BEST:
                t[f] += a[f] // p       # a p-player game is in p crews' cells
        t[S_BEST] = max(t[S_BEST], a[S_BEST])
    for c in range(len(crews_out)):
        a = summary(buf, c, variant)
        crews_out[c] = (a[S_PLAYED], a[S_BEST])
    return tuple(t)
