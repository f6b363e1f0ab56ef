"""Issue 25: the desktop bot's card memory (sos_bot.memory) knows only what is
true and only what the player saw: which passengers are in the deck once it was
searched (R-ACT-COMEON) or rebuilt from the discard (R-RESCUE-4,
R-ACT-SAVETIME), and Get Ready!'s cards on top (R-ACT-GETREADY); samples dealt
with it agree with it and change no card the player sees."""
from test_bot import view

from sos_bot.greedy import Greedy
from sos_bot.lookahead import Lookahead
from sos_bot.memory import Memory
from sos_core import knowledge, piles, rng
from sos_core.game import Game
from sos_core.layout import DECK, LOOK, P_LEN, P_POOL, PH_GET_READY, STATE_SIZE


def deck(g):
    o = P_POOL + piles.start(g.s, P_LEN, DECK)
    return [g.s[i] for i in range(o, o + g.s[P_LEN + DECK])]       # bottom first


def look(g):
    o = P_POOL + piles.start(g.s, P_LEN, LOOK)
    return [g.s[i] for i in range(o, o + g.s[P_LEN + LOOK])]


def games(n):
    """Greedy's solo games, every crew: (g, the decision made, a new game?) each position."""
    for seed in range(n):
        for crew in range(6):
            g = Game()
            g.setup(300 + seed, 0, 1, [crew])
            bot = Greedy(seed)
            first = True
            while not g.over():
                yield g, bot.choose(g), first
                first = False


def test_what_the_memory_knows_is_true():
    known = tops = lost = 0
    for g, i, first in games(8):
        if first:
            m = Memory()
        m.observe(g)
        if m.known and knowledge.deck_hidden(g.s):
            known += 1
            want = set(deck(g)) | (set(look(g)) if g.phase() == PH_GET_READY else set())
            assert set(m.deck_cards()) == want
        if m.top and g.phase() != PH_GET_READY:
            tops += 1
            assert deck(g)[::-1][:len(m.top)] == m.top
        m.note(g, i)
        lost += m.lost
        g.apply_index(i)
    assert lost == 0
    assert known > 1000 and tops > 0


def test_the_memory_reads_only_what_the_player_sees():
    """A twin shown the same games with every card the player cannot see dealt
    afresh at every position remembers exactly the same."""
    pick = bytearray(knowledge.PICK_SIZE)
    rng.seed(pick, 5)
    buf = bytearray(knowledge.SCRATCH)
    h = Game(0)
    seen = 0
    for seed in range(4):
        for crew in range(6):
            g = Game()
            g.setup(700 + seed, 0, 1, [crew])
            bot = Greedy(seed)
            m, twin = Memory(), Memory()
            while not g.over():
                i = bot.choose(g)
                m.observe(g)
                h.s[0:STATE_SIZE] = g.s
                knowledge.determinize(h, pick, buf)
                h.list_decisions()
                twin.observe(h)
                assert view(h) == view(g)
                assert (twin.known, twin.top, twin.in_deck) == (m.known, m.top, m.in_deck)
                seen += m.known
                m.note(g, i)
                twin.note(h, i)
                g.apply_index(i)
    assert seen > 300


def test_a_sample_agrees_with_the_memory_and_changes_nothing_seen():
    pick = bytearray(knowledge.PICK_SIZE)
    rng.seed(pick, 9)
    buf = bytearray(knowledge.SCRATCH)
    det = Game(0)
    checked = 0
    for g, i, first in games(3):
        if first:
            m = Memory()
        m.observe(g)
        if (m.known or m.top) and knowledge.deck_hidden(g.s):
            det.s[0:STATE_SIZE] = g.s
            knowledge.determinize(det, pick, buf)
            m.impose(det)
            assert view(det) == view(g)                # only hidden cards moved
            assert sorted(det.s[:62]) == sorted(g.s[:62])
            if m.known:
                assert set(deck(det)) == set(deck(g))
            assert deck(det)[::-1][:len(m.top)] == m.top
            checked += 1
        m.note(g, i)
        g.apply_index(i)
    assert checked > 200


def test_the_lookahead_remembers_only_with_memory():
    g = Game()
    g.setup(4, 0, 1, [1])
    assert Lookahead(1, samples=1, width=1, memory=0).memory is None
    bot = Lookahead(1, samples=1, width=2)
    while not g.over() and not bot.memory.known:
        g.apply_index(bot.choose(g))
    assert bot.memory.known and set(bot.memory.deck_cards()) >= set(deck(g))


def test_counting_greedy_counts_the_remembered_deck_for_a_rescue():
    """The odds of a rescue (R-RESCUE-2): over the deck's passengers once they
    are known, over every hidden passenger (the Hint's way) otherwise; with
    Get Ready!'s cards on top, from exactly the cards it draws."""
    from sos_bot.counting import CountingGreedy
    from sos_core.cards import MYSTERY
    from sos_core.layout import D_RESCUE, PH_ACTION
    buf = bytearray(knowledge.SCRATCH)
    counted = tops = 0
    for g, i, first in games(6):
        if first:
            m = Memory()
            bot = CountingGreedy(1, memory=m)
        m.observe(g)
        if g.phase() == PH_ACTION and g.s[P_LEN + DECK]:
            bot._odds(g)
            if m.known:
                assert bot.h == sum(1 for c in deck(g) if not c & MYSTERY)
                counted += 1
            else:
                n = knowledge.hidden_passengers(g, buf)
                assert bot.h == sum(1 for c in buf[:n] if not c & MYSTERY)
            g.list_decisions()
            for j in range(g.n):
                k = g.dec[4 * j + 1]
                if g.dec[4 * j] == D_RESCUE and m.known and m.top and len(m.top) >= k:
                    drawn = Greedy(1)                      # odds over just the cards drawn
                    drawn._tally(g, bytes(m.top[:k]), k)
                    assert bot._rescue_value(g, k, 0) == drawn._rescue_value(g, k, 0)
                    tops += 1
        m.note(g, i)
        g.apply_index(i)
    assert counted > 50 and tops > 0
