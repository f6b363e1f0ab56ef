"""Issue 25: the desktop bot's card memory (sos_bot.memory) knows only what is
true and only what the player saw: where hidden cards seen before lie (a line's
after Your Turn!, R-ACT-YOURTURN, or a flood, R-FLOOD-2; the deck's after
R-ACT-GETREADY, R-ACT-COMEON, R-RESCUE-4 or R-ACT-SAVETIME), what else follows
from the deck's count, and Get Ready!'s cards on top; samples dealt with it
agree with it and change no card the player sees; greedy counts with it."""
from test_bot import view

from sos_bot.greedy import Greedy
from sos_bot.lookahead import Lookahead
from sos_bot.memory import ANY, DECK, LINE0, LINES, NONE, SEEN, Memory
from sos_core import knowledge, piles, rng
from sos_core.game import Game
from sos_core.layout import DECK as DECK_PILE
from sos_core.layout import N_LINES, P_LEN, P_POOL, PH_GET_READY, STATE_SIZE


def deck(g):
    o = P_POOL + piles.start(g.s, P_LEN, DECK_PILE)
    return [g.s[i] for i in range(o, o + g.s[P_LEN + DECK_PILE])]       # bottom first


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


def where(g):
    """Each hidden card's true place: DECK or LINE0 + its line."""
    out = {}
    o = P_POOL
    for line in range(N_LINES):
        for i in range(o, o + knowledge.line_hidden(g.s, line)):
            out[g.s[i]] = LINE0 + line
        o += g.s[P_LEN + line]
    if knowledge.deck_hidden(g.s):
        for c in deck(g):
            out[c] = DECK
    return out


def test_what_the_memory_knows_is_true():
    known = {DECK: 0, LINES: 0, LINE0: 0}
    tops = lost = decks = 0
    for g, i, first in games(8):
        if first:
            m = Memory()
        m.observe(g)
        truth = where(g)
        for c, at in truth.items():
            h = m.home[c]
            assert h != SEEN
            if h == DECK:
                assert at == DECK
            elif h == LINES:
                assert at >= LINE0
            elif h >= LINE0:
                assert at == h
            if h != ANY:
                known[min(h, LINE0)] += 1
        decks += m.known() and knowledge.deck_hidden(g.s)
        if m.top and g.phase() != PH_GET_READY:
            tops += 1
            assert deck(g)[::-1][:len(m.top)] == m.top
        m.note(g, i)
        lost += m.lost
        g.apply_index(i)
    assert lost == 0
    assert min(known.values()) > 1000 and decks > 500 and tops > 0


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
                assert (twin.home, twin.top) == (m.home, m.top)
                seen += m.known()
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
        det.s[0:STATE_SIZE] = g.s
        knowledge.determinize(det, pick, buf)
        m.impose(det, pick)
        assert view(det) == view(g)                    # only hidden cards moved
        assert sorted(det.s[:62]) == sorted(g.s[:62])
        for c, at in where(det).items():
            h = m.home[c]
            assert h in (ANY, at) or h == LINES and at >= LINE0
        assert deck(det)[::-1][:len(m.top)] == m.top
        checked += m.known() and bool(m.top)
        m.note(g, i)
        g.apply_index(i)
    assert m.lost == 0 and checked > 0


def test_the_lookahead_remembers_only_with_memory():
    assert Lookahead(1, samples=1, width=1, memory=0).memory is None
    for seed in range(10):
        g = Game()
        g.setup(seed, 0, 1, [1])
        bot = Lookahead(1, samples=1, width=2)
        while not g.over():
            i = bot.choose(g)                               # (it sees g first)
            if bot.memory.known() and knowledge.deck_hidden(g.s) and \
                    g.phase() != PH_GET_READY:
                assert set(bot.memory.deck_cards()) == set(deck(g))
                return
            g.apply_index(i)
    raise AssertionError("the deck's cards never known")


def test_counting_greedy_counts_the_cards_that_may_be_in_the_deck():
    """The odds of a rescue (R-RESCUE-2): over the passengers that may be in the
    deck (every hidden one for the Hint; those known in a line left out); once
    the deck's cards are known, over exactly them; with Get Ready!'s cards on
    top, from exactly the cards it draws."""
    from sos_bot.counting import CountingGreedy
    from sos_core.cards import MYSTERY
    from sos_core.layout import D_RESCUE, PH_ACTION
    buf = bytearray(knowledge.SCRATCH)
    counted = fewer = tops = 0
    for g, i, first in games(6):
        if first:
            m = Memory()
            bot = CountingGreedy(1, memory=m)
        m.observe(g)
        if g.phase() == PH_ACTION and g.s[P_LEN + DECK_PILE]:
            bot._odds(g)
            n = knowledge.hidden_passengers(g, buf)
            hint = Greedy(1)
            hint._odds(g)
            assert hint.h == sum(1 for c in buf[:n] if not c & MYSTERY)
            true = sum(1 for c in deck(g) if not c & MYSTERY)
            assert true <= bot.h <= hint.h
            if m.known():
                assert bot.h == true
                counted += 1
            fewer += bot.h < hint.h
            g.list_decisions()
            for j in range(g.n):
                k = g.dec[4 * j + 1]
                if g.dec[4 * j] == D_RESCUE and m.top and len(m.top) >= k:
                    drawn = Greedy(1)                      # odds over just the cards drawn
                    drawn._tally(g, bytes(m.top[:k]), k)
                    assert bot._rescue_value(g, k, 0) == drawn._rescue_value(g, k, 0)
                    tops += 1
        m.note(g, i)
        g.apply_index(i)
    assert counted > 50 and fewer > counted and tops > 0


def test_the_lookahead_with_memory_decides_from_what_the_player_saw():
    """Fairness with a history: a twin lookahead shown every position of the same
    game with the cards the player cannot see dealt afresh each time makes the
    same decisions (its memory reads only what is in view)."""
    pick = bytearray(knowledge.PICK_SIZE)
    rng.seed(pick, 3)
    buf = bytearray(knowledge.SCRATCH)
    h = Game(0)
    made = 0
    for seed, crew in ((21, 0), (22, 3)):
        g = Game()
        g.setup(seed, 0, 1, [crew])
        bot = Lookahead(seed, samples=2, width=2)
        twin = Lookahead(seed, samples=2, width=2)
        while not g.over() and made < 150 * (seed - 20):
            h.s[0:STATE_SIZE] = g.s
            knowledge.determinize(h, pick, buf)
            i = bot.choose(g)
            assert twin.choose(h) == i
            g.apply_index(i)
            made += 1
        assert bot.memory.known() or bot.memory.top or any(
            LINE0 <= x < NONE for x in bot.memory.home)
