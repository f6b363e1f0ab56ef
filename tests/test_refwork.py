"""The reference workload behind every board-millisecond figure (tools/bench/refwork.py):
the same work on every VM, and the conversion tools/board_bench.py makes with it."""
from tools.bench import board_bench, refwork
from tools.bench.mpvm import run_mp32, run_mp64

SCRIPT = "import refwork\nprint(refwork.work(refwork.ROUNDS), refwork.best_us(2) > 0)\n"


def _package(tmp_path):
    (tmp_path / "refwork").mkdir()
    (tmp_path / "refwork" / "__init__.py").write_text(
        (board_bench.ROOT / "tools" / "bench" / "refwork.py").read_text())
    return str(tmp_path / "refwork")


def test_workload_gives_its_check_value_on_cpython():
    # changed work means changed board figures: REF_US_MP64 must be measured again
    assert refwork.work(refwork.ROUNDS) == refwork.CHECK
    assert refwork.best_us(3) > 0


def test_workload_is_the_same_on_micropython(tmp_path):
    r = run_mp64(SCRIPT, heapsize="128K", packages=(_package(tmp_path),))
    assert r.stdout.split() == [str(refwork.CHECK), "True"], r.stderr


def test_workload_is_the_same_on_the_32_bit_vm(tmp_path):
    r = run_mp32(SCRIPT, packages=(_package(tmp_path),))
    assert r.stdout.split() == [str(refwork.CHECK), "True"], r.stderr


def test_a_press_as_long_as_the_reference_takes_the_references_board_time():
    # us / ref_us x REF_US_MP64 x SLOWER / 1000: the machine's speed cancels out
    ref = 1500
    assert board_bench.board_ms(ref, ref, "clue") == round(
        board_bench.REF_US_MP64 * 540 / 1000, 1)
    assert board_bench.board_ms(ref // 2, ref, "pygamer") == round(
        board_bench.REF_US_MP64 * 290 / 2000, 1)
