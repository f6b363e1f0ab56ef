"""Run MicroPython code against the project's packages on two real VMs.

- run_mp64, run_mp64_tree: the 64-bit unix port (`micropython` from .venv), with a
  hard heap cap.
- run_mp32, run_mp32_tree: the 32-bit WebAssembly port under Node
  (tools/mp32/run.mjs), sized like a board, with a Python stack (pystack) of a
  given size; its heap grows on demand.

They lay the packages out as a board does (/lib/<package>) and return a
subprocess.CompletedProcess with text stdout/stderr; an uncaught exception gives
returncode 1 and the traceback on stderr. A missing VM raises VMMissing.
Import as `from tools.bench.mpvm import run_mp64` (and so on) with the repo root on sys.path.
"""

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tools import _paths

ROOT = _paths.ROOT
MICROPYTHON = ROOT / ".venv" / "bin" / "micropython"
MP32_DIR = ROOT / "tools" / "mp32"
MP32_RUN = MP32_DIR / "run.mjs"
MP32_MODULE = (
    MP32_DIR / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
)
DEFAULT_PACKAGES = ("sos_core",)

_TRACEBACK = "Traceback (most recent call last):\n"
_SETUP_HINT = "run `python3 tools/test.py` (or `python3 tools/bootstrap.py`) to install it"


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


def _mp32_command():
    node = shutil.which("node")
    if node is None:
        raise VMMissing("`node` (Node.js 20+) not found on PATH")
    if not MP32_MODULE.exists():
        raise VMMissing(f"{MP32_MODULE} not found; {_SETUP_HINT}")
    return [node, str(MP32_RUN)]


def run_mp32_tree(tree, script="main.py", pystack=2048, timeout=600):
    """Run `script` inside `tree`, a board-like directory copied whole into the
    VM (its lib/ on the import path, as /lib on a board), on the 32-bit port with
    a Python stack of `pystack` bytes: the Python-stack figures. The heap grows
    on demand there: heap caps are run_mp64_tree's."""
    cmd = _mp32_command() + ["--pystack", str(int(pystack) // 4),   # (in words)
                             "--tree", str(tree), str(Path(tree) / script)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def run_mp32(script_text, timeout=600, heapsize=None, root=ROOT, packages=DEFAULT_PACKAGES):
    """Run script_text on the 32-bit WebAssembly port.

    `heapsize` is only the initial heap there (it grows on demand), so use
    run_mp64 for heap-cap checks and this for 32-bit sizes and integer limits.
    """
    cmd = _mp32_command()
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
