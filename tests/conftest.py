"""Fixtures the test modules share."""
import os

import pytest

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def one_display_at_a_time():
    """Blinka's displayio keeps one display at a time: release any before and
    after the test (a UI test module uses it for every test: pytestmark)."""
    import displayio

    displayio.release_displays()
    yield
    displayio.release_displays()


def pytest_sessionfinish(session, exitstatus):
    """No thread may be left running: one left by a test (Blinka's display
    refresher, a keypad scanner) would keep the process alive after the run."""
    import threading

    left = [t for t in threading.enumerate() if t is not threading.main_thread()
            and not t.daemon and t.is_alive()]
    if left:
        print("\nthreads still running: %s" % ", ".join(t.name for t in left))
