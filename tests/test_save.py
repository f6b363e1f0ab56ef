"""The save record in nvm (two copies, CRC, sequence numbers): the sos_save
package's record (format), store (writes), load (reading), crc and stats
(statistics); the save policy (sos_save.policy), and the desktop FileNVM's flash
simulation."""
import random
import zlib

import pytest
from sos_desktop import FileNVM, PowerCut
from sos_save import crc as sos_crc
from sos_save import load as L
from sos_save import policy as P
from sos_save import record as S
from sos_save import stats as sos_stats
from sos_save import store
from sos_ui import saving

from sos_core import booklet, crew, rng
from sos_core.game import Game
from sos_core.layout import CREW, SAVED, STATE_SIZE, SUNK, VARIANT
from tools.bench import mpgames, save_bench
from tools.bench.mpvm import run_mp32, run_mp64


@pytest.fixture
def fast_crc(monkeypatch):
    """zlib's CRC in place of the pure one, for the tests that load thousands of
    records (the pure CRC is checked against zlib below and runs on both VMs)."""
    def update(state, data, start, end, at=0):
        fin = int.from_bytes(state[at:at + 4], "little") ^ 0xFFFFFFFF
        fin = zlib.crc32(memoryview(data)[start:end], fin)
        state[at:at + 4] = (fin ^ 0xFFFFFFFF).to_bytes(4, "little")
    monkeypatch.setattr(L, "crc_update", update)
    monkeypatch.setattr(store, "crc_update", update)


def _open(nvm, pos=None):
    """(Store, found): the record read from nvm as the UI reads it (sos_save.load into
    a buffer, then a Store over that buffer)."""
    buf = bytearray(S.RECORD_SIZE)
    cur = L.load(nvm, buf, pos)
    return store.Store(nvm, buf, cur), cur >= 0


def _stat(st, crew, variant, players):
    """(played, sunk, saved, assisted, best, total) of one statistics cell."""
    return sos_stats.summary(st.buf, crew, variant, players)


def _played(seed=11, variant=1, players=3, decisions=25):
    """A real mid-game position: a dealt game plus `decisions` random decisions."""
    g = Game()
    pick = bytearray(mpgames.PICK_SIZE)
    mpgames.start(g, pick, seed, variant, players)
    for _ in range(decisions):
        g.apply_index(rng.below(pick, g.list_decisions()))
    assert not g.over()
    return g, pick


def _crews(g):
    return bytes(g.s[CREW + i] for i in range(g.players()))


def _pos(n):
    """A distinct 159-byte position per n."""
    return bytearray((n * 7 + i) & 0xFF for i in range(S.POSITION_SIZE))


def _two_saves(kind="nrf52840"):
    """nvm with save 1 (position _pos(1)) in copy 0 and save 2 (_pos(2)) in copy 1."""
    nvm = FileNVM(kind=kind)
    st, _ = _open(nvm)
    st.save_game(_pos(1), 101, 0, 1, [0], False)
    st.save_game(_pos(2), 202, 1, 2, [1, 7], True)
    return nvm, st


def _loaded(nvm):
    """(seq, position) of what a fresh read loads, or None."""
    pos = bytearray(S.POSITION_SIZE)
    st, found = _open(nvm, pos)
    if not found:
        return None
    return st.seq, bytes(pos) if st.has_game else None


# --- the record ----------------------------------------------------------------

def test_constants_match_the_core():
    assert S.POSITION_SIZE == STATE_SIZE
    assert S.SEED_MAX == rng.MAX_SEED >= 999_999_999
    assert S.N_CREWS == crew.N_CREW and S.VARIANTS == booklet.N_VARIANTS
    assert (S.MAGIC_LO | S.MAGIC_HI << 16).to_bytes(4, "little") == b"SOSt"
    assert S.MAX_SCORE == 250 and S.BEST == S.TOTAL - 1
    assert len(saving._BUF) == S.RECORD_SIZE          # the UI's buffer
    assert (S.SUNK, S.SAVED) == (SUNK, SAVED)
    assert S.R_SETTINGS == S.R_STATS + S.N_CELLS * S.CELL
    assert S.R_SEQ == S.R_POS + S.POSITION_SIZE and S.R_CRC == S.R_SEQ + 2
    assert S.RECORD_SIZE == S.R_CRC + 4 <= S.PAGE


def _crc32(data):
    st = bytearray(b"\xff" * 4)
    sos_crc.crc_update(st, data, 0, len(data))
    return int.from_bytes(st, "little") ^ 0xFFFFFFFF


def test_crc_is_zlib_crc32():
    r = random.Random(1)
    for n in (0, 1, 2, 3, 4, 7, 100, 1981, 4096):
        data = bytes(r.randrange(256) for _ in range(n))
        assert _crc32(data) == zlib.crc32(data)
    # in pieces, and with the register kept inside a larger buffer (as a write
    # keeps it in the record's CRC field)
    data = bytes(range(256)) * 8
    reg = bytearray(b"\x00" * 6 + b"\xff" * 4)
    sos_crc.crc_update(reg, data, 0, 1000, 6)
    sos_crc.crc_update(reg, data, 1000, len(data), 6)
    assert reg[:6] == bytes(6)
    assert int.from_bytes(reg[6:], "little") ^ 0xFFFFFFFF == zlib.crc32(data)


def test_round_trip_of_a_real_mid_game_position():
    g, pick = _played()
    nvm = FileNVM(kind="nrf52840")
    st, found = _open(nvm)
    assert not found and st.cur == -1 and not st.has_game
    seed = 999_999_999
    assert st.save_game(g.s, seed, g.s[VARIANT], g.players(), _crews(g), True)
    assert nvm.writes == 1 and st.cur == 0

    h = Game()
    pos = bytearray(S.POSITION_SIZE)
    st2, found = _open(nvm, pos)
    assert found and st2.has_game and st2.cur == 0
    h.s[:] = pos
    h.reset_history()
    assert h.s == g.s
    assert (st2.seed, st2.variant, st2.players) == (seed, 1, 3)
    assert bytes(st2.crews[:3]) == _crews(g) and st2.assisted is True
    n = g.list_decisions()
    assert h.list_decisions() == n and h.dec[:4 * n] == g.dec[:4 * n]
    # and the rest of the game plays out identically (the PRNG is in the position)
    pick2 = bytearray(pick)
    while not g.over():
        i = rng.below(pick, g.list_decisions())
        g.apply_index(i)
        h.apply_index(rng.below(pick2, h.list_decisions()))
    assert h.over() and h.s == g.s


def test_fresh_or_foreign_nvm_loads_nothing():
    for fill in (0x00, 0xFF, 0x5A):
        nvm = bytearray([fill]) * 8192
        st, found = _open(nvm, bytearray(S.POSITION_SIZE))
        assert not found and st.cur == -1 and st.seq == 0
        assert not st.has_game and sos_stats.summary(st.buf) == (0, 0, 0, 0, -1, 0)
    # no nvm at all: statistics still work, in RAM
    st, found = _open(None)
    assert not found
    assert st.save_game(_pos(1), 1, 0, 1, [0], False) is False
    assert st.record_result([0], 0, 1, S.SUNK, 12, False) is False
    assert _stat(st, 0, 0, 1)[0] == 1


def test_small_nvm_sizes():
    """Copy k of the record is at k * PAGE: as many copies as fit, up to two."""
    for size, copies in ((S.RECORD_SIZE - 1, 0), (S.RECORD_SIZE, 1), (4096, 1),
                         (S.PAGE + S.RECORD_SIZE - 1, 1), (S.PAGE + S.RECORD_SIZE, 2),
                         (8192, 2)):
        nvm = bytearray(size)
        st, _ = _open(nvm)
        cur = []
        for i in range(3):
            assert st.save_game(_pos(i), i, 0, 1, [0], False) == (copies > 0)
            cur.append(st.cur)
        assert cur == [[-1] * 3, [0] * 3, [0, 1, 0]][copies], size
        if copies:
            assert _loaded(nvm) == (3, bytes(_pos(2)))
            assert nvm[S.RECORD_SIZE:] == bytes(len(nvm) - S.RECORD_SIZE) or copies == 2
    one = bytearray(4096)
    st, _ = _open(one)
    st.save_game(_pos(3), 3, 0, 1, [2], False)
    st.save_game(_pos(4), 4, 0, 1, [2], False)
    assert _loaded(one) == (2, bytes(_pos(4)))


def test_every_truncation_is_detected(fast_crc):
    """The newer record cut short at every length (rest erased, or zeros): ignored,
    the older copy is loaded; alone, nothing is loaded."""
    nvm, st = _two_saves()
    newer = bytes(nvm[4096:4096 + S.RECORD_SIZE])
    for fill in (0xFF, 0x00):
        for k in range(S.RECORD_SIZE):
            trial = bytearray(nvm)
            trial[4096:4096 + S.RECORD_SIZE] = newer[:k] + bytes([fill]) * (S.RECORD_SIZE - k)
            assert _loaded(trial) == (1, bytes(_pos(1))), k
            alone = bytearray([fill]) * 8192
            alone[4096:4096 + k] = newer[:k]
            assert _loaded(alone) is None, k
    # an nvm object shorter than the record: nothing, no crash
    for k in range(0, S.RECORD_SIZE, 97):
        assert _open(bytearray(newer[:k]))[1] is False


def test_a_thousand_random_bit_flips(fast_crc):
    """A flipped bit in either copy: never a crash; the other copy is loaded (a flip
    outside the record changes nothing). Also 200 random multi-byte corruptions."""
    nvm, _st = _two_saves()
    good = {1: bytes(_pos(1)), 2: bytes(_pos(2))}
    r = random.Random(2024)
    for _ in range(1000):
        trial = bytearray(nvm)
        at = r.randrange(8192)
        trial[at] ^= 1 << r.randrange(8)
        got = _loaded(trial)
        if at < S.RECORD_SIZE:
            assert got == (2, good[2]), at
        elif 4096 <= at < 4096 + S.RECORD_SIZE:
            assert got == (1, good[1]), at
        else:
            assert got == (2, good[2]), at
    for _ in range(200):
        trial = bytearray(nvm)
        for _ in range(r.randrange(2, 20)):
            trial[r.randrange(8192)] = r.randrange(256)
        got = _loaded(trial)
        assert got is None or got[1] == good[got[0]]


def _cut_points(n):
    return sorted(set(range(S.RECORD_SIZE + 2)) | set(range(0, n, 61)) | {n - 1})


def test_power_cut_at_every_byte_on_nrf52840_keeps_the_previous_save(fast_crc):
    """Writing save 3 goes to copy 0 (the older); its page is erased and programmed
    byte by byte. A cut anywhere leaves save 2 (copy 1's page is never touched)
    or, once the record is complete, save 3."""
    nvm, _st = _two_saves("nrf52840")
    base = bytes(nvm)
    for k in _cut_points(4096):
        trial = FileNVM(kind="nrf52840")
        trial[:] = base
        trial.erases = [0, 0]
        st, found = _open(trial)
        assert found and st.seq == 2
        trial.cut_at = k
        written = st.save_game(_pos(3), 303, 2, 1, [4], False)
        assert written is False
        assert trial.erases == [1, 0]
        got = _loaded(trial)
        if k < S.RECORD_SIZE:
            assert got == (2, bytes(_pos(2))), k
        else:
            assert got == (3, bytes(_pos(3))), k


def test_power_cut_at_every_byte_on_samd51_is_detected(fast_crc):
    """One 8 KB erase block: a cut can lose both copies. Whatever is left is
    either a whole save or nothing; never a crash, never a mixture."""
    for second in (False, True):
        nvm, _st = _two_saves("samd51")
        if second:          # so that the next write goes to copy 1
            st, _ = _open(nvm)
            st.save_game(_pos(3), 303, 2, 1, [4], False)
        base = bytes(nvm)
        seen = set()
        for k in _cut_points(8192) + list(range(4096, 4096 + S.RECORD_SIZE + 2)):
            trial = FileNVM(kind="samd51")
            trial[:] = base
            st, found = _open(trial)
            assert found
            prev = st.seq
            trial.cut_at = k
            assert st.save_game(_pos(9), 909, 0, 1, [0], False) is False
            got = _loaded(trial)
            assert got is None or got == (prev, bytes(_pos(prev))) or got == (
                prev + 1, bytes(_pos(9))), k
            seen.add(None if got is None else got[0] - prev)
        assert None in seen and 1 in seen
        assert (0 in seen) == second     # old copy survives only when it is copy 0


def test_writes_alternate_copies():
    nvm = FileNVM(kind="nrf52840")
    st, _ = _open(nvm)
    for i in range(10):
        st.save_game(_pos(i), i, 0, 1, [0], False)
        assert st.cur == i % 2
    assert nvm.erases == [5, 5] and nvm.writes == 10
    block = FileNVM(kind="samd51")
    st, _ = _open(block)
    for i in range(10):
        st.save_game(_pos(i), i, 0, 1, [0], False)
    assert block.erases == [10]


def test_old_format_and_wrong_size_are_ignored():
    nvm, st = _two_saves()
    for field, value in ((S.R_FORMAT, S.FORMAT - 1), (S.R_FORMAT, S.FORMAT + 1),
                         (S.R_SIZE, S.RECORD_SIZE & 0xFF ^ 1), (S.R_MAGIC + 3, ord("T"))):
        trial = bytearray(nvm)
        rec = bytearray(trial[4096:4096 + S.RECORD_SIZE])
        rec[field] = value
        rec[S.R_CRC:] = zlib.crc32(rec[:S.R_CRC]).to_bytes(4, "little")    # a valid CRC
        trial[4096:4096 + S.RECORD_SIZE] = rec
        assert _loaded(trial) == (1, bytes(_pos(1)))
        trial[0:S.RECORD_SIZE] = rec
        assert _loaded(trial) is None


def test_sequence_numbers_wrap_around():
    nvm = FileNVM(kind="nrf52840")
    st, _ = _open(nvm)
    st.seq = 0xFFFC
    for i in range(8):
        st.save_game(_pos(i), i, 0, 1, [0], False)
        assert _loaded(nvm) == ((0xFFFD + i) & 0xFFFF, bytes(_pos(i)))
        st2, _ = _open(nvm)     # a fresh start continues the sequence from the newest
        assert st2.seq == st.seq and st2.cur == st.cur


def _with_seq(nvm, k, seq, crc=True):
    """Copy k of nvm with its sequence number set to seq (its CRC made valid)."""
    off = k * S.PAGE
    nvm[off + S.R_SEQ:off + S.R_SEQ + 2] = seq.to_bytes(2, "little")
    if crc:
        rec = nvm[off:off + S.R_CRC]
        nvm[off + S.R_CRC:off + S.RECORD_SIZE] = zlib.crc32(rec).to_bytes(4, "little")


def test_the_newest_valid_copy_is_read_whatever_the_sequence_numbers_claim():
    """sos_save.load tries first the copy whose sequence number, as read, is the newer;
    the other only when that one is not valid."""
    nvm, _st = _two_saves()                          # save 1 in copy 0, save 2 in copy 1
    for seq0, seq1, crc0, want in ((1, 2, True, 2), (3, 2, True, 1), (3, 2, False, 2),
                                   (0xFFFF, 0, True, 2), (0, 0xFFFF, True, 1),
                                   (7, 7, True, 1), (0x8002, 2, True, 1)):
        trial = bytearray(nvm)
        _with_seq(trial, 0, seq0, crc0)
        _with_seq(trial, 1, seq1)
        got = _loaded(trial)
        assert got == ((seq0, bytes(_pos(1))) if want == 1 else (seq1, bytes(_pos(2)))), (
            seq0, seq1, crc0)


def test_statistics_accumulate_and_persist():
    nvm = FileNVM(kind="samd51")
    st, _ = _open(nvm)
    st.save_game(_pos(1), 5, 0, 1, [3], False)
    bests = []
    for result in (([3], 0, 1, S.SUNK, 20, False),
                   ([3], 0, 1, S.SAVED, 61, False),
                   ([3], 0, 1, S.SAVED, 75, True),            # assisted: no best
                   ([3], 0, 1, S.ABANDONED, 0, True),
                   ([3], 0, 1, S.SAVED, 30, False),           # below the best
                   ([3], 2, 1, S.SUNK, 9, False),             # another variant
                   ([6, 3, 0], 0, 3, S.SAVED, 50, False)):    # a team of three
        assert st.record_result(*result) and not st.has_game
        bests.append(st.best)
    assert bests == [-1, 20, 61, 61, 61, -1, -1]              # the best before each
    assert nvm.writes == 8
    st2, found = _open(nvm)
    assert found and not st2.has_game
    # played, sunk, saved, assisted, best, total
    assert _stat(st2, 3, 0, 1) == (5, 1, 3, 2, 61, 20 + 61 + 75 + 30)
    assert _stat(st2, 3, 2, 1) == (1, 1, 0, 0, 9, 9)
    assert _stat(st2, 4, 0, 1) == (0, 0, 0, 0, -1, 0)
    for c in (6, 3, 0):
        assert _stat(st2, c, 0, 3) == (1, 0, 1, 0, 50, 50)
    assert sos_stats.summary(st2.buf, crew=3) == (7, 2, 4, 2, 61, 20 + 61 + 75 + 30 + 9 + 50)
    assert sos_stats.summary(st2.buf, variant=0, players=3) == (3, 0, 3, 0, 50, 150)
    assert st2.record_result([6, 3, 0], 0, 3, S.SUNK, 10, False) and st2.best == 50
    crews_out = [None] * 10
    # variant 0: games counted once (the team game twice, in 3 cells each)
    assert sos_stats.totals(st2.buf, 0, crews_out) == (7, 2, 4, 2, 61, 246)
    assert crews_out[3] == (7, 61) and crews_out[6] == (2, 50) and crews_out[4] == (0, -1)
    assert store.cell(10, 0, 1) == store.cell(0, 3, 1) == store.cell(0, 0, 6) == -1
    for bad in (([5], 0, 1, 7, 10, False), ([10], 0, 1, S.SUNK, 10, False),
                ([5], 0, 1, S.SUNK, 251, False)):
        with pytest.raises(ValueError):
            st2.record_result(*bad)


def test_statistics_counters_saturate():
    st, _ = _open(bytearray(8192))
    o = store.cell(1, 1, 1)
    st.buf[o:o + 2] = b"\xfe\xff"
    st.buf[o + S.TOTAL:o + S.TOTAL + 3] = b"\xff\xff\xff"
    st.record_result([1], 1, 1, S.SAVED, 40, False)
    st.record_result([1], 1, 1, S.SAVED, 40, False)
    assert _stat(st, 1, 1, 1)[0] == 0xFFFF
    assert _stat(st, 1, 1, 1)[5] == 0xFFFFFF
    assert _loaded(st.nvm) is not None


def test_settings_go_with_the_next_write():
    nvm, st = _two_saves()
    st.settings = S.SET_CASUAL_UNDO | S.SET_MANUAL_MOVES
    assert st.record_result([1, 7], 1, 2, S.ABANDONED, 0, True) and not st.has_game
    st2, found = _open(nvm, bytearray(S.POSITION_SIZE))
    assert found and not st2.has_game and st2.settings == 3
    st2.settings = S.SET_MANUAL_MOVES
    assert st2.flush() and _loaded(nvm) == (st2.seq, None)
    assert _open(nvm)[0].settings == S.SET_MANUAL_MOVES


def test_bad_arguments_raise_before_anything_changes():
    nvm, st = _two_saves()
    before = (bytes(nvm), bytes(st.buf), st.seq, st.cur)
    for args in ((bytearray(10), 1, 0, 1, [0], False),
                 (_pos(1), S.SEED_MAX + 1, 0, 1, [0], False),
                 (_pos(1), -1, 0, 1, [0], False),
                 (_pos(1), 1, 3, 1, [0], False),
                 (_pos(1), 1, 0, 0, [], False),
                 (_pos(1), 1, 0, 6, [0] * 6, False),
                 (_pos(1), 1, 0, 2, [0, 10], False)):
        with pytest.raises(ValueError):
            st.save_game(*args)
    for args in (([0], 0, 1, 0, 10, False), ([0], 0, 1, 4, 10, False),
                 ([0], 0, 1, S.SAVED, -1, False), ([0, 10], 0, 2, S.SAVED, 10, False),
                 ([0], 3, 1, S.SAVED, 10, False), ([0] * 6, 0, 6, S.SAVED, 10, False)):
        with pytest.raises(ValueError):
            st.record_result(*args)
    with pytest.raises(ValueError):
        L.load(nvm, bytearray(S.RECORD_SIZE), bytearray(10))   # a game, a short position
    assert (bytes(nvm), bytes(st.buf), st.seq, st.cur) == before


# --- FileNVM ---------------------------------------------------------------------

def test_filenvm_slice_assignment_writes_through(tmp_path):
    path = str(tmp_path / "nvm.bin")
    for kind in (None, "nrf52840", "samd51"):
        nvm = FileNVM(path, kind=kind)
        st, _ = _open(nvm)
        st.save_game(_pos(5), 55, 2, 1, [9], False)
        again = FileNVM(path, kind=kind)
        assert bytes(again) == bytes(nvm)
        assert _loaded(again) == (st.seq, bytes(_pos(5)))
    nvm = FileNVM(kind="nrf52840")
    nvm.cut_at = 10
    with pytest.raises(PowerCut):
        nvm[4000:4100] = b"\x00" * 100          # spans both pages: cut in the first
    assert nvm.erases == [1, 0] and bytes(nvm[4096:4100]) == b"\xff" * 4
    for plain in (nvm, FileNVM()):
        with pytest.raises(ValueError):
            plain[0:10] = b"short"
        assert len(plain) == 8192


# --- the policy ---------------------------------------------------------------------

def test_policy_rules():
    p = P.SavePolicy(5000, 60000, 1500, 30000)
    p.started(0)
    assert not p.due(100000)                      # nothing changed
    p.changed(1000)
    assert not p.due(59000)                       # gap not reached
    p.changed(58000)
    assert not p.due(62000) and p.due(63000)      # idle 5 s, gap passed
    p.wrote(63000)
    p.changed(64000)
    assert not p.paused(64000)                    # pause gap not reached yet
    assert not p.due(92999) and p.due(93000)      # in the menu: 30 s after the write
    p.resumed(93500)
    assert not p.due(94000)                       # out of the menu: the idle gap again
    p.changed(200000)
    assert not p.paused(200000) and not p.due(201000) and p.due(201500)   # dwell
    p.wrote(201500)
    p.resumed(202000)
    p.changed(300000)
    assert not p.paused(300000)
    p.resumed(300500)                             # a quick visit: no write
    assert not p.due(300600) and p.due(305000)
    p.wrote(305000)
    assert p.game_writes == 3 and not p.dirty


def test_policy_handles_tick_wrap():
    p = P.SavePolicy(5000, 60000, 1500, 30000)
    t0 = (1 << 29) - 30000
    p.started(t0)
    p.changed(t0 + 1)
    wrap = (t0 + 65001) & ((1 << 29) - 1)
    assert wrap < t0 and p.due(wrap)
    assert P.ticks_diff(5, (1 << 29) - 5) == 10


def test_policy_for_boards():
    """The figures of docs/saving.md's policy table (idle, gap, pause dwell, pause gap)."""
    def numbers(p):
        return p.idle_ms, p.gap_ms, p.pause_dwell_ms, p.pause_gap_ms

    samd51 = (5000, 600000, 1500, 300000)
    assert numbers(P.policy_for("pygamer")) == numbers(P.policy_for("pybadge")) == samd51
    assert numbers(P.policy_for("feather_tft")) == samd51                  # the strictest
    assert numbers(P.policy_for("clue")) == (5000, 300000, 1500, 60000)
    assert numbers(P.policy_for("clue", desktop=True)) == (2000, 0, 0, 0)
    assert save_bench.policy_numbers("samd51") == samd51


# docs/saving.md quotes these (tools/save_bench.py, 400 model games, seed 8).
DOC_WRITES_PER_GAME = {"samd51": 1.85, "nrf52840": 3.29}


def test_policy_writes_per_model_game_match_the_docs():
    doc = open(save_bench.ROOT + "/docs/saving.md").read()
    for kind, budget in (("samd51", 2.0), ("nrf52840", 4.0)):
        r = save_bench.simulate(kind)
        assert save_bench.budget(kind) == budget
        assert r["writes_per_game"] < budget
        assert abs(r["writes_per_game"] - DOC_WRITES_PER_GAME[kind]) < 0.01
        assert "%.2f" % DOC_WRITES_PER_GAME[kind] in doc
        idle, gap, dwell, pause_gap = save_bench.policy_numbers(kind)
        worst = 3600000 // min(gap, pause_gap)
        assert "%d writes an hour" % worst in doc
    f = save_bench.figures(games=50)
    assert f["save_record_bytes"] == S.RECORD_SIZE and f["save_writes_per_game"] < 2.0


# docs/saving.md quotes these (tools/save_bench.py's Settings visits, seed 8): nvm
# writes per visit with the idle write, and as before it, on leaving only.
DOC_SETTINGS_WRITES_PER_VISIT = 1.19


def test_settings_writes_per_model_visit_match_the_docs_and_keep_the_budget():
    """The UI's own Saver, run by the model player's Settings visits: the idle
    write costs DOC_SETTINGS_WRITES_PER_VISIT writes a visit (on leaving only:
    one), and with a visit before 1 game in 20 the writes per game, the game's
    own included, stay within each board's budget."""
    doc = open(save_bench.ROOT + "/docs/saving.md").read()
    r = save_bench.settings_visits()
    assert abs(r["settings_writes_per_visit"] - DOC_SETTINGS_WRITES_PER_VISIT) < 0.01
    assert "%.2f" % DOC_SETTINGS_WRITES_PER_VISIT in doc
    assert save_bench.settings_visits(visits=50, idle=False)["settings_writes_per_visit"] == 1
    for kind in ("samd51", "nrf52840"):
        total = save_bench.simulate(kind)["writes_per_game"] + r["settings_writes_per_game"]
        assert total < save_bench.budget(kind)
        assert "**%.2f**" % total in doc


# --- MicroPython ---------------------------------------------------------------------

MP_SCRIPT = """
import sys
sys.path.insert(0, '/lib/lib')
sys.path.insert(0, 'lib/lib')
from sos_save import crc as sos_crc
from sos_save import load as L
from sos_save import record as S
from sos_save import stats as sos_stats
from sos_save import store
g = Game()
pick = bytearray(PICK_SIZE)
start(g, pick, 77, 2, 2)
for _ in range(30):
    g.apply_index(rng.below(pick, g.list_decisions()))
nvm = bytearray(8192)
buf = bytearray(S.RECORD_SIZE)
st = store.Store(nvm, buf, L.load(nvm, buf))
crews = bytearray(g.s[134:136])
st.save_game(g.s, 77, 2, 2, crews, False)
st.save_game(g.s, 77, 2, 2, crews, True)
h = Game()
buf2 = bytearray(S.RECORD_SIZE)
pos = bytearray(S.POSITION_SIZE)
st2 = store.Store(nvm, buf2, L.load(nvm, buf2, pos))
assert st2.cur == 1 and st2.has_game and st2.assisted and st2.seq == 2
h.s[:] = pos
h.reset_history()
assert h.s == g.s
n = g.list_decisions()
assert h.list_decisions() == n and h.dec[:4 * n] == g.dec[:4 * n]
st2.record_result(crews, 2, 2, S.SAVED, 42, False)
buf3 = bytearray(S.RECORD_SIZE)
st3 = store.Store(nvm, buf3, L.load(nvm, buf3))
assert st3.cur == 0 and not st3.has_game and buf3 == buf2
assert sos_stats.summary(buf3, None, 2) == (2, 0, 2, 0, 42, 84)
c = bytearray(b'\\xff\\xff\\xff\\xff')
sos_crc.crc_update(c, b'123456789', 0, 9)
print('ok', (c[0] | c[1] << 8 | c[2] << 16 | c[3] << 24) ^ 0xFFFFFFFF)
"""


def _mp(vm, script, **kw):
    src = open(save_bench.ROOT + "/tools/bench/mpgames.py").read()
    r = vm(src + "\n" + script, packages=("sos_core", "lib"), **kw)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_round_trip_on_64bit_micropython():
    out = _mp(run_mp64, MP_SCRIPT, heapsize="192K")   # core + save compiled from .py
    assert out.split() == ["ok", str(zlib.crc32(b"123456789"))]


MP_ALLOC = """
import sys, gc
sys.path.insert(0, '/lib/lib')
sys.path.insert(0, 'lib/lib')
from sos_save import crc as sos_crc
from sos_save import load as L
from sos_save import record as S
from sos_save import store
nvm = bytearray(8192)
buf = bytearray(S.RECORD_SIZE)
st = store.Store(nvm, buf, L.load(nvm, buf))
pos = bytearray(S.POSITION_SIZE)
crews = bytearray(b'\\x01\\x07')
data = bytearray(600)
out = bytearray(4)
def measure(f, n):
    f()
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    for _ in range(n):
        f()
    d = gc.mem_alloc() - a
    gc.enable()
    return d
print(measure(lambda: sos_crc.crc_update(out, data, 0, 600), 10))
print(measure(lambda: st.save_game(pos, 999999999, 1, 2, crews, False), 10))
print(measure(lambda: st.record_result(crews, 1, 2, 2, 55, False), 10))
print(measure(lambda: L.load(nvm, buf, pos), 1))
"""


def test_save_allocates_little_on_32bit_micropython():
    crc, save, result, load = map(int, _mp(run_mp32, MP_ALLOC).split())
    assert crc == 0                     # 10 CRCs of 600 bytes: nothing
    # 0 on this VM: the slice of `nvm[a:b] = buf` is not heap-allocated here.
    assert save == 0
    assert result == 0
    assert load <= 64      # no copy of the record: 4 bytes of CRC scratch per copy read
