"""Both MicroPython VMs run, have the expected word size, and report failures."""

import pytest

from tools.bench.mpvm import run_mp32, run_mp64

VMS = {
    "mp64": (run_mp64, 2**63 - 1),
    "mp32": (run_mp32, 2**31 - 1),
}

# Measures one allocation the way benchmarks will: gc.mem_alloc() deltas.
SCRIPT = """\
import gc, sys
gc.collect()
a = gc.mem_alloc()
x = [1, 2, 3]
print(1 + 1, sys.maxsize, gc.mem_alloc() - a > 0)
"""


@pytest.mark.parametrize("vm", VMS)
def test_vm_runs_with_its_word_size(vm):
    run, maxsize = VMS[vm]
    r = run(SCRIPT, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["2", str(maxsize), "True"]


@pytest.mark.parametrize("vm", VMS)
def test_vm_exception_fails(vm):
    r = VMS[vm][0]("print('before')\nraise ValueError('boom')", timeout=60)
    assert r.returncode == 1
    assert r.stdout == "before\n"
    assert "ValueError: boom" in r.stderr


@pytest.mark.parametrize("vm", VMS)
def test_vm_imports_packages_from_root(vm, tmp_path):
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    (tmp_path / "pkg" / "__init__.py").write_text("X = 40\n")
    (tmp_path / "pkg" / "sub" / "__init__.py").write_text("Y = 2\n")
    script = "import pkg, pkg.sub\nprint(pkg.X + pkg.sub.Y, end='')"  # no final newline
    r = VMS[vm][0](script, timeout=60, root=tmp_path, packages=("pkg",))
    assert (r.returncode, r.stdout) == (0, "42"), r.stderr


def test_mp64_heap_is_capped():
    r = run_mp64("b = bytearray(100 * 1024)", heapsize="64K", timeout=60, packages=())
    assert r.returncode == 1
    assert "MemoryError" in r.stderr
