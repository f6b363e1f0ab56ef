"""The save record's statistics and settings, its argument checks, the desktop
FileNVM, the save policy and the record on MicroPython; the record itself:
tests/test_save.py."""
import zlib

import pytest
from sos_desktop import FileNVM, PowerCut
from sos_save import load as L
from sos_save import policy as P
from sos_save import record as S
from sos_save import stats as sos_stats
from sos_save import store
from test_save import _loaded, _open, _pos, _stat, _two_saves  # noqa: F401

from tools.bench import save_bench
from tools.bench.mpvm import run_mp32, run_mp64


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
