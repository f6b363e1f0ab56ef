"""Blinka's pygame display and keypad scanners can leave non-daemon threads behind
(STACK.md: Keys.deinit() hangs on the PC), which keeps the interpreter alive after
pytest has finished. Once pytest has printed its summary, end the process with
pytest's own exit status."""
import os
import sys

import pytest

_status = [0]


def pytest_sessionfinish(session, exitstatus):
    _status[0] = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_status[0])
