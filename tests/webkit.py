"""What tests/test_web*.py share: the VM's path, the boards, skips where a tool
is missing, and waiting on the page. The built page and its server are session
fixtures in conftest.py (one build for every module)."""
import shutil
import time
from pathlib import Path

import pytest
from sos_boards.table import EACH_SIZE

from tools.web.cdp import find_chromium

ROOT = Path(__file__).resolve().parent.parent
NODE_RUN = ROOT / "tools" / "web" / "node_run.mjs"
VM = ROOT / "tools" / "mp32" / "node_modules" / "@micropython" / \
    "micropython-webassembly-pyscript" / "micropython.wasm"
PROFILES = tuple(b.name for b in EACH_SIZE)     # the boards the page offers (tools/web.py)
SHOTS = (1, 60, -1)           # PNGs compared: the first press (the deal), one in play, the end

needs_vm = pytest.mark.skipif(not VM.exists(), reason="tools/mp32/node_modules not installed "
                              "(python3 tools/bootstrap.py)")
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="no node")
needs_chromium = pytest.mark.skipif(find_chromium() is None,
                                    reason="no chromium (Debian: apt-get install chromium; "
                                           ".ci/run installs it)")


def wait_for(page, expression, seconds=10):
    """The value of `expression` in the page once it is true (polled)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = page.eval(expression)
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("timed out waiting for " + expression)
