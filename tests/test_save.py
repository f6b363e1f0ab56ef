"""The save record in nvm (two copies, CRC, sequence numbers): the sos_save
package's record (format), store (writes), load (reading), crc and stats
(statistics); the save policy (sos_save.policy), and the desktop FileNVM's flash
simulation."""
import random
import zlib

import pytest
from sos_desktop import FileNVM
from sos_save import crc as sos_crc
from sos_save import load as L
from sos_save import record as S
from sos_save import stats as sos_stats
from sos_save import store
from sos_ui import saving

from sos_core import booklet, crew, rng
from sos_core.game import Game
from sos_core.layout import CREW, SAVED, STATE_SIZE, SUNK, VARIANT
from tools.bench import mpgames


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
