"""Run MicroPython code against the project's packages on two real VMs.

- run_mp64: the 64-bit unix port (`micropython` from .venv), with a hard heap cap.
- run_mp32: the 32-bit WebAssembly port under Node (tools/mp32/run.mjs), sized like a board.
- run_cp32, run_cp32_tree: CircuitPython 10.2.1's own VM (unix port, 32-bit, the
  boards' object model, a Python stack of CPY_PYSTACK bytes, one heap capped by
  -X heapsize), found by circuitpython_vm(): not installed by the project
  (../shared/circuitpython/).

They lay the packages out as a board does (/lib/<package>) and return a
subprocess.CompletedProcess with text stdout/stderr; an uncaught exception gives
returncode 1 and the traceback on stderr. A missing VM raises VMMissing.
Import as `from tools.mpvm import run_mp64` (and so on) with the repo root on sys.path.
"""

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON = ROOT / ".venv" / "bin" / "micropython"
MP32_DIR = ROOT / "tools" / "mp32"
MP32_RUN = MP32_DIR / "run.mjs"
MP32_MODULE = (
    MP32_DIR / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
)
DEFAULT_PACKAGES = ("sos_core",)

_TRACEBACK = "Traceback (most recent call last):\n"
_SETUP_HINT = "run `python3 tools/test.py` (or `python3 tools/bootstrap.py`) to install it"


# CircuitPython's own VM: `--vm PATH` of a tool, else this variable, else the copy
# beside the checkout (../shared/circuitpython/). Static; nothing to install.
CP32_ENV = "SOS_CIRCUITPY_VM"
CP32_DEFAULT = ROOT.parent / "shared" / "circuitpython" / "circuitpython-10.2.1-unix32"


class VMMissing(RuntimeError):
    """A MicroPython VM is not installed."""


def _package_dirs(root, packages):
    dirs = [Path(root) / name for name in packages]
    for d in dirs:
        if not d.is_dir():
            raise FileNotFoundError(f"package directory not found: {d}")
    return dirs


def _heap_bytes(heapsize):
    """'64K' / '2M' / 65536 -> bytes."""
    text = str(heapsize).strip().upper()
    scale = {"K": 1024, "M": 1024 * 1024}.get(text[-1:], 1)
    return int(text.rstrip("KM")) * scale


def run_mp64(script_text, heapsize="64K", timeout=600, root=ROOT, packages=DEFAULT_PACKAGES):
    """Run script_text on the 64-bit unix port with a fixed heap of `heapsize`."""
    if not MICROPYTHON.exists():
        raise VMMissing(f"{MICROPYTHON} not found; {_SETUP_HINT}")
    with _script_tree(script_text, root, packages) as tmp:
        return run_mp64_tree(tmp, "main.py", heapsize=heapsize, timeout=timeout)


def run_cp32(script_text, heapsize="512K", pystack=2048, timeout=600, root=ROOT,
             packages=DEFAULT_PACKAGES, vm=None):
    """Run script_text on CircuitPython's VM (run_cp32_tree) against the packages'
    sources."""
    with _script_tree(script_text, root, packages) as tmp:
        return run_cp32_tree(tmp, "main.py", heapsize=heapsize, pystack=pystack,
                             timeout=timeout, vm=vm)


@contextlib.contextmanager
def _script_tree(script_text, root, packages):
    """A temporary board-like tree: main.py holding the script, and lib/ with the
    packages symlinked (cheap, and always the current source)."""
    dirs = _package_dirs(root, packages)
    with tempfile.TemporaryDirectory(prefix="mpvm-") as tmp:
        lib = Path(tmp) / "lib"
        lib.mkdir()
        for d in dirs:
            (lib / d.name).symlink_to(d, target_is_directory=True)
        (Path(tmp) / "main.py").write_text(script_text)
        yield tmp


def run_mp64_tree(tree, script="main.py", heapsize="64K", timeout=600):
    """Run `script` inside `tree`, a board-like directory (its lib/ is the import
    path, as /lib on a board), on the 64-bit unix port with a heap of `heapsize`."""
    if not MICROPYTHON.exists():
        raise VMMissing(f"{MICROPYTHON} not found; {_SETUP_HINT}")
    tree = Path(tree)
    # MICROPYPATH replaces the default path (which includes ~/.micropython/lib),
    # so only the script's dir, the tree's lib/ and frozen modules are importable.
    # Relative (the VM runs in the tree): a module's __file__, a name the VM
    # interns, is then "./lib/sos_ui/title.mpy", one character longer than on a
    # board, not a temporary directory's 20 or so more for each module.
    env = dict(os.environ, MICROPYPATH="./lib:.frozen")
    r = subprocess.run(
        [str(MICROPYTHON), "-X", f"heapsize={heapsize}", script],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return _traceback_to_stderr(r)


def _traceback_to_stderr(r):
    # This build prints an uncaught exception's traceback on stdout: move it to
    # stderr so both VMs report the same way.
    head, sep, tail = r.stdout.rpartition(_TRACEBACK)
    if r.returncode and sep and (not head or head.endswith("\n")):
        r.stdout, r.stderr = head, sep + tail + r.stderr
    return r


def circuitpython_vm(path=None):
    """Path of CircuitPython's VM (`path`, $SOS_CIRCUITPY_VM, or CP32_DEFAULT), or
    None where there is none that runs."""
    path = path or os.environ.get(CP32_ENV) or CP32_DEFAULT
    path = Path(path)
    return path if path.is_file() and os.access(path, os.X_OK) else None


def run_cp32_tree(tree, script="main.py", heapsize="128K", pystack=2048, timeout=600,
                  vm=None):
    """Run `script` inside `tree` (its lib/ is the import path, as /lib on a board)
    on CircuitPython's own VM, with a heap of `heapsize` (a hard cap) and a Python
    stack of `pystack` bytes (CPY_PYSTACK)."""
    exe = circuitpython_vm(vm)
    if exe is None:
        raise VMMissing("CircuitPython's VM not found (%s, or $%s)" % (CP32_DEFAULT, CP32_ENV))
    env = dict(os.environ, MICROPYPATH="./lib", CPY_PYSTACK=str(int(pystack)))
    r = subprocess.run([str(exe), "-X", f"heapsize={heapsize}", script], cwd=Path(tree),
                       env=env, capture_output=True, text=True, timeout=timeout)
    return _traceback_to_stderr(r)


def run_mp32(script_text, timeout=600, heapsize=None, root=ROOT, packages=DEFAULT_PACKAGES):
    """Run script_text on the 32-bit WebAssembly port.

    `heapsize` is only the initial heap there (it grows on demand), so use
    run_mp64 for heap-cap checks and this for 32-bit sizes and integer limits.
    """
    node = shutil.which("node")
    if node is None:
        raise VMMissing("`node` (Node.js 20+) not found on PATH")
    if not MP32_MODULE.exists():
        raise VMMissing(f"{MP32_MODULE} not found; {_SETUP_HINT}")
    cmd = [node, str(MP32_RUN)]
    if heapsize is not None:
        cmd += ["--heapsize", str(_heap_bytes(heapsize))]
    for d in _package_dirs(root, packages):
        cmd += ["--lib", str(d)]
    with tempfile.TemporaryDirectory(prefix="mp32-") as tmp:
        script = Path(tmp) / "main.py"
        script.write_text(script_text)
        return subprocess.run(
            cmd + [str(script)],
            cwd=tmp,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
