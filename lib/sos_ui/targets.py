"""Where the cursor goes on the board: where it starts on a set of first or
second spots, and which entry a d-pad press leads to (plain functions of a
sos_ui.play.Play: they read its entries' places)."""
from sos_boards.buttons import DOWN, LEFT, RIGHT

from sos_core.layout import DECK, GROUP0, PH_ACTION
from sos_ui.entries import IN_LIST, IN_TRAY, X_YES
from sos_ui.picker import (
    RESCUE_SPOT,
    SPOT_CARD,
    SPOT_NUMBER,
    SPOT_PILE,
    spot_index,
    spot_kind,
    spot_pile,
)


def start_entry(play):
    """Where the cursor starts on a new set of first spots: in the action list,
    the choice made last time there, else Rescue; elsewhere a card a survivor
    group takes (the safe and likely choice), else the spot chosen last, else
    the first board target."""
    action = play.g.phase() == PH_ACTION
    if not action:
        e = saved_entry(play)
        if e >= 0:
            return e
    last = play.last_action if action else play.last_spot
    rescue = -1
    for e in range(play.n):
        s = play.spot[e]
        if s == last:
            return e
        if s == RESCUE_SPOT:
            rescue = e
    return rescue if rescue >= 0 else first_entry(play)


def saved_entry(play):
    """The first entry whose card a decision sends to a survivor group, or -1."""
    p = play.p
    fs = p.fs
    ss = p.ss
    for j in range(play.g.n):
        s = ss[j]
        if spot_kind(s) == SPOT_PILE and GROUP0 <= spot_pile(s) < DECK \
                and spot_kind(fs[j]) == SPOT_CARD:
            f = fs[j]
            for e in range(play.n):
                if play.spot[e] == f:
                    return e
    return -1


def first_entry(play):
    """The default cursor: the first board target, else the first option."""
    for e in range(play.n):
        if play.place[e] != IN_LIST:
            return e
    return 0


def second_entry(play):
    """Where the cursor starts among second spots: a hint's; a survivor group
    first (a passenger that can be saved is most likely wanted there); the
    player's last rescue count (else the largest); else the first board target."""
    for e in range(play.p.n_second):
        if play.p.decision(e) == play.hinted:
            return e
    if play.sel_spot == RESCUE_SPOT:
        want = play.counts[play.g.current()]
        last = 0
        for e in range(play.n):
            s = play.spot[e]
            if s < X_YES and spot_kind(s) == SPOT_NUMBER:
                last = e
                if spot_index(s) == want:
                    return e
        return last
    for e in range(play.n):
        s = play.spot[e]
        if s < X_YES and spot_kind(s) == SPOT_PILE and GROUP0 <= spot_pile(s) < DECK:
            return e
    return first_entry(play)


def nearest(play, c, b):
    """The entry a d-pad press leads to from entry c (-1: none): the nearest
    column first for left/right, the same column first for up/down."""
    # entry centres in pixels, computed (no arrays kept for them); the
    # option list counts as right of the board
    lay = play.lay
    cw = lay.cw
    ch = lay.ch
    place = play.place
    pos = play.pos
    row = play.row
    lx = lay.width + play.opts.width // 2
    rh = play.opts.rh                 # the option list's row
    ly = ch + 4 + rh // 2
    x0 = y0 = 0
    best = -1
    score = 0
    for e in range(-1, play.n):
        k = c if e < 0 else e
        if k == c and e >= 0:
            continue
        p = place[k]
        if p == IN_LIST:
            dx = lx
            dy = ly + pos[k] * rh
        else:
            dx = (2 * pos[k] + 1 if p == IN_TRAY else pos[k] + 1) * cw
            dy = row[k] * ch + ch // 2
        if e < 0:                                  # the entry the press starts from
            x0 = dx
            y0 = dy
            continue
        dx -= x0
        dy -= y0
        if b == RIGHT:
            along, across = dx, dy
        elif b == LEFT:
            along, across = -dx, dy
        elif b == DOWN:
            along, across = dy, dx
        else:
            along, across = -dy, dx
        if along <= 0:
            continue
        if across < 0:
            across = -across
        v = along * 64 + across if (b == LEFT or b == RIGHT) else across * 64 + along
        if best < 0 or v < score:
            best = e
            score = v
    return best
