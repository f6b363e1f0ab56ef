"""sos_core.hints: what a decision surely does, told before it is made (ADD-WARN),
the move never offered (ADD-POINTLESS) and the move never regretted
(ADD-AUTO-MOVE); and the events the UI tells after Wait! and Same Lines!. Each
test names the rule whose outcome it checks (docs/rules.md)."""
import random

from positions import build, do, first_empty_group, fits
from test_events import events

from sos_core import hints
from sos_core.cards import ACTION_KIND, COME_BACK, COME_ON, GET_READY, PLAN_A, PLAN_B
from sos_core.game import Game
from sos_core.layout import (
    D_END,
    D_MOVE,
    D_PLAY,
    D_RESCUE,
    DISCARD,
    EV_DISCARD,
    EV_LINES,
    EV_PAGE,
    GROUP0,
    N_TARGETS,
    PH_MOVE,
    WHY_EMPTY,
    WHY_NOTHING,
    WHY_PASS,
    WHY_WAIT,
)
from tools.bench.mpvm import run_mp64


def listed(g):
    n = g.list_decisions()
    return [tuple(g.dec[4 * i:4 * i + 4]) for i in range(n)]


# --- ADD-WARN: a page turned for certain ------------------------------------------
def test_r_rescue_4_rescue_from_empty_deck_is_a_certain_page():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", rest="line3",
              discard="P4 Y12", page=2)
    assert hints.page_cost(g, D_RESCUE, 1) == WHY_EMPTY
    do(g, "rescue 1")
    assert events(g)[1][:3] == (EV_PAGE, 3, WHY_EMPTY)


def test_r_rescue_1_rescue_from_a_deck_is_not_a_certain_page():
    g = build(lines={1: "Y2 | P9"}, phase="action", crew="lowe", deck="P4")
    assert hints.page_cost(g, D_RESCUE, 1) == 0


def _run(k, top, low, anchor=""):
    return "| " + " ".join("%s%d%s" % (k, v, anchor) for v in range(top, low - 1, -1))


def test_r_act_comeon_nothing_hidden_fits_is_a_certain_page():
    # every card that could be played (4s onto the groups' 3s, 3s onto the lines'
    # 4s, 13s and 17s onto the empty decks 5 and 6) is in view, so the deck surely
    # holds none (the 1s are in groups and no group is left to start)
    g = build(lines={1: _run("P", 13, 4), 2: _run("P", 13, 4, "a"), 3: _run("Y", 17, 4),
                     4: _run("Y", 17, 4, "a")},
              groups=["P1 P2 P3", "P1a P2a P3a", "Y1 Y2 Y3", "Y1a Y2a Y3a"],
              hands=["CO1 CB1"], phase="action")
    aid = [a for a in range(20) if ACTION_KIND[a] == COME_ON][0]
    assert not hints.may_find(g)
    assert hints.page_cost(g, D_PLAY, aid) == WHY_NOTHING
    do(g, "play CO1")
    assert events(g)[0][:3] == (EV_PAGE, 2, WHY_NOTHING)


def test_r_act_comeback_a_playable_card_may_be_hidden_so_no_warning():
    # P8 (onto P9) is not in view: it may be in the deck or the discard, so
    # neither Come On! nor Come Back! is a certain page, wherever it really lies
    g = build(lines={1: "| P9"}, hands=["CB1"], phase="action", deck="P8",
              discard="P2")
    aid = [a for a in range(20) if ACTION_KIND[a] == COME_BACK][0]
    assert hints.may_find(g)
    assert hints.page_cost(g, D_PLAY, aid) == 0


def test_r_act_comeback_empty_discard_is_a_certain_page():
    g = build(lines={1: "| P9"}, hands=["CB1"], phase="action", deck="P8")
    aid = [a for a in range(20) if ACTION_KIND[a] == COME_BACK][0]
    assert g.plen(DISCARD) == 0
    assert hints.page_cost(g, D_PLAY, aid) == WHY_NOTHING


def test_rul_no_action_pass_is_a_certain_page():
    g = build(lines={2: "Y2 | P9"}, rest="line3", phase="action", page=4)
    assert listed(g) == [(6, 0, 0, 0)]
    assert hints.page_cost(g, 6, 0) == WHY_PASS


def test_no_effect_get_ready_on_an_empty_deck_and_plans_with_nothing_to_take():
    g = build(lines={1: "Y2 | P9"}, hands=["GR1 PA PB"], phase="action", rest="line3",
              discard="P4")
    for a in range(20):
        kind = ACTION_KIND[a]
        if kind == GET_READY:
            assert hints.no_effect(g, D_PLAY, a)             # R-ACT-GETREADY: empty deck
        if kind == PLAN_B:
            assert hints.no_effect(g, D_PLAY, a)             # R-ACT-PLANB: empty discard
        if kind == PLAN_A:
            assert not hints.no_effect(g, D_PLAY, a)         # R-ACT-PLANA: a deck to search
    assert not hints.no_effect(g, D_RESCUE, 1)


def _play_randomly(seed, players, want_groups=0.6):
    """Seeded games that favour moves to survivor groups (to reach late positions)."""
    r = random.Random(seed)
    g = Game()
    g.setup(seed, seed % 3, players)
    while not g.over():
        d = listed(g)
        to_group = [i for i, x in enumerate(d) if x[0] == D_MOVE and x[3] >= GROUP0]
        if to_group and r.random() < want_groups:
            i = r.choice(to_group)
        else:
            i = r.randrange(len(d))
        yield g, d, i
        g.list_decisions()
        g.apply_index(i)


def test_add_warn_certain_page_and_no_effect_hold_in_random_games():
    """Whenever page_cost names a page, applying the decision turns it for that
    reason; whenever no_effect says so, nothing but the action card changes."""
    copy = Game()
    pages = effects = 0
    for seed in range(120):
        for g, d, _ in _play_randomly(seed, 1 + seed % 4):
            for x in d:
                why = hints.page_cost(g, x[0], x[1])
                none = hints.no_effect(g, x[0], x[1])
                if not why and not none:
                    continue
                copy.s[:] = g.s
                assert copy.apply(*x) == 0
                if why:
                    pages += 1
                    ev = [tuple(copy.events[4 * i:4 * i + 3]) for i in range(copy.n_events)]
                    first = [e for e in ev if e[0] == EV_PAGE][0]
                    assert first[2] == why, (x, ev)
                if none:
                    effects += 1
                    assert bytes(copy.s[:77]) == bytes(g.s[:77])   # passengers untouched
            g.list_decisions()
    assert pages > 100 and effects > 0


# --- ADD-POINTLESS ------------------------------------------------------------------
def test_add_pointless_lone_13_to_a_bow_line_is_not_offered_toward_the_stern_is():
    g = build(lines={3: "P13", 1: "Y2 | P9", 2: "| Y9"}, rest="line4")
    d = listed(g)
    assert (D_MOVE, 2, 1, 4) in d and (D_MOVE, 2, 1, 5) in d
    assert hints.pointless(g, D_MOVE, 2, 1, 4) is False      # deck 3 -> deck 5: nearer the stern
    assert hints.pointless(g, D_MOVE, 2, 1, 5) is False      # deck 3 -> deck 6
    g = build(lines={5: "P13", 1: "Y2 | P9", 2: "| Y9"}, rest="line4")
    assert (D_MOVE, 4, 1, 5) in listed(g)
    assert hints.pointless(g, D_MOVE, 4, 1, 5)               # deck 5 and 6: both never flood
    g = build(lines={6: "P13 P12", 1: "Y2 | P9", 2: "| Y9"}, rest="line4")
    assert (D_MOVE, 5, 2, 4) in listed(g)
    assert hints.pointless(g, D_MOVE, 5, 2, 4)               # a whole run, toward the bow
    assert not hints.pointless(g, D_MOVE, 5, 1, 4) or (D_MOVE, 5, 1, 4) not in listed(g)


def test_add_pointless_a_13_over_face_down_cards_may_move():
    g = build(lines={3: "Y4 | P13", 1: "Y2 | P9"}, rest="line4")
    assert (D_MOVE, 2, 1, 4) in listed(g)
    assert not hints.pointless(g, D_MOVE, 2, 1, 4)           # R-MOVE-3: uncovers a card


# --- ADD-AUTO-MOVE ------------------------------------------------------------------
def test_add_auto_move_a_1_goes_to_a_new_group():
    g = build(lines={1: "Y5 | P1", 2: "| Y9"}, rest="line4")
    g.list_decisions()
    i = hints.safe_move(g)
    assert i >= 0 and tuple(g.dec[4 * i:4 * i + 4]) == (D_MOVE, 0, 1, GROUP0)


def test_add_auto_move_waits_while_the_other_lower_card_is_out():
    # P5a on group 1, but P4 (the other 4) still on a line: P5 could hold it
    g = build(lines={1: "Y5 | P5", 2: "| P4"}, groups=["P1 P2 P3 P4a"], rest="line4")
    g.list_decisions()
    assert hints.safe_move(g) == -1
    # both 4s in groups: P5 can only ever go to the group topped by P4a
    g = build(lines={1: "Y5 | P5", 2: "| Y9"}, groups=["P1 P2 P3 P4a", "P1a P2a P3a P4 P5a"],
              rest="line4")
    g.list_decisions()
    i = hints.safe_move(g)
    assert tuple(g.dec[4 * i:4 * i + 4]) == (D_MOVE, 0, 1, GROUP0)


def test_add_auto_move_no_choice_of_group_and_no_mystery_in_play():
    # two groups topped by P4: which one takes P5 is the player's choice (anchors)
    g = build(lines={1: "Y5 | P5"}, groups=["P1 P2 P3 P4a", "P1a P2a P3a P4"], rest="line4")
    g.list_decisions()
    assert hints.safe_move(g) == -1


def test_add_auto_move_keeps_the_undo_history():
    # P5 over a face-down card: turning it up would clear undo, so it moves by
    # itself only while there is nothing to undo
    g = build(lines={1: "Y5 | P5", 2: "Y3 | Y10 Y9", 3: "Y6 | Y10a"},
              groups=["P1 P2 P3 P4a", "P1a P2a P3a P4 P5a"], rest="line4")
    g.list_decisions()
    assert g.n_undo == 0 and hints.safe_move(g) >= 0
    do(g, "move L2 1 L3")                      # Y9 onto Y10a: nothing turned up
    assert g.n_undo == 1
    g.list_decisions()
    assert hints.safe_move(g) == -1


def test_add_auto_move_never_removes_a_move_in_random_games():
    """The stated rule, checked: every move listed before an auto-move is listed
    after it (a run that held the card: the same run without it; a move to the
    first empty group: to the next one), and it can serve nowhere else."""
    after = Game()
    hits = 0
    for seed in range(400):
        for g, d, _ in _play_randomly(seed, 1 + seed % 3):
            if g.s[150] != PH_MOVE:
                continue
            g.list_decisions()
            i = hints.safe_move(g)
            if i < 0:
                continue
            hits += 1
            m = d[i]
            line, dest = m[1], m[3]
            c = g.top(line)
            assert sum(fits(g, c, t) for t in range(GROUP0, N_TARGETS)) == 1
            assert (D_MOVE, line, 1, dest) == m
            after.s[:] = g.s
            after.n_undo = g.n_undo
            assert after.apply(*m) == 0
            if g.n_undo:
                assert not after.rev                 # nothing turned up: undo kept
            now = set(listed(after))
            empty = first_empty_group(after)
            for x in d:
                if x == m or x[0] == D_END:
                    continue
                if x[0] == D_MOVE and x[1] == line and x[2] == 1:
                    continue        # the card alone elsewhere: uncovers what the auto-move does
                if x[0] == D_MOVE and x[1] == line:
                    assert (D_MOVE, line, x[2] - 1, x[3]) in now, (x, m)
                elif x[0] == D_MOVE and x[3] == dest and x[3] >= GROUP0:
                    assert (D_MOVE, x[1], x[2], empty) in now, (x, m)
                else:
                    assert x in now, (x, m)
                assert x[3] != line or x[0] != D_MOVE     # nothing could go onto it
    assert hits > 200


def test_add_auto_move_reads_the_targets_of_its_own_listing_only():
    """safe_move reads the TAKES table the listing of the moves left filled
    (Table.takes_of): in random games its answer equals the one from TAKES filled
    afresh, also after another game (here the position before) filled them."""
    other = Game()
    hits = same = 0
    for seed in range(60):
        for g, _d, _ in _play_randomly(seed, 1 + seed % 3):
            if g.s[150] != PH_MOVE:
                other.s[:] = g.s
                continue
            g.list_decisions()
            assert g.takes_of is g                   # the listing filled them
            i = hints.safe_move(g)
            g.targets()                              # afresh, for this position
            assert hints.safe_move(g) == i
            other.targets()                          # another game's position
            assert g.takes_of is other
            assert hints.safe_move(g) == i           # ... fills them again
            assert g.takes_of is g
            hits += i >= 0
            same += other.s != g.s
            other.s[:] = g.s
    assert hits > 20 and same > 200


# --- events: what Wait! and Same Lines! did ----------------------------------------
def test_r_act_wait_tells_the_cards_it_discarded():
    g = build(lines={2: "Y4 | P9 P8 P7"}, hands=["WA1"], phase="action", rest="line3")
    do(g, "play WA1", "line L2")
    assert events(g) == [(EV_DISCARD, 3, WHY_WAIT, 1)]


def test_r_act_samelines_tells_the_two_lines_and_their_cards():
    g = build(lines={1: "Y4 | P9", 2: "Y2 | Y8"}, hands=["SL1"], phase="action",
              rest="line3")
    do(g, "play SL1", "pair L1 L2")
    assert events(g) == [(EV_LINES, 0, 1, 4)]


# --- allocation-free on MicroPython --------------------------------------------------
def test_hints_allocate_nothing_on_micropython_64bit():
    code = """
import gc
from sos_core.game import Game
from sos_core import hints, rng
g = Game()
pick = bytearray(200)
rng.seed(pick, 77)
tot = [0]*5
for seed in range(6):
    g.setup(seed, seed % 3, 1 + seed % 3)
    while not g.over():
        n = g.list_decisions()
        d = g.dec
        for f in range(5):
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            if f == 0: hints.safe_move(g)
            elif f == 1: hints.may_find(g)
            else:
              for i in range(n):
                j = 4 * i
                if f == 2: hints.page_cost(g, d[j], d[j + 1])
                elif f == 3: hints.no_effect(g, d[j], d[j + 1])
                else: hints.pointless(g, d[j], d[j + 1], d[j + 2], d[j + 3])
            a = gc.mem_alloc() - before
            tot[f] += a
            gc.enable()
        g.apply_index(rng.below(pick, n))
print(*tot)
"""
    r = run_mp64(code, heapsize="128K")
    assert r.returncode == 0, r.stderr
    assert [int(x) for x in r.stdout.split()] == [0, 0, 0, 0, 0]
