"""The board's settings.toml: the Python call-stack size the game needs, merged
into the owner's file (their other keys stay). tools/build/board_build.py writes it,
the drive install merges it, and the release README names the line.
"""
import re

# Python call-stack size for settings.toml (bytes; CircuitPython 9 and 10 read it at
# start-up and take it from the heap). tools/pystack.py estimates the game's deepest
# chain (a decision press -> the board's refresh -> the core's listing, down to a
# pile's start) at about 1,100 B; CPython's counts only approximate MicroPython's,
# so allow half as much again: 2,048 B, which is the nRF52840's default on 10.x and
# costs SAMD51 boards (1,536 B by default) only 512 B of heap.
# tests/test_pystack.py keeps the estimate x 1.5 under it.
PYSTACK_SIZE = 2048
PYSTACK_KEY = "CIRCUITPY_PYSTACK_SIZE"

_KEY_LINE = re.compile(r"^\s*" + PYSTACK_KEY + r"\s*=\s*([^#\s]*)")


def merge_settings(text, pystack):
    """settings.toml text with CIRCUITPY_PYSTACK_SIZE at least `pystack`: an existing
    larger value is kept, every other line stays as it was. A new key goes above the
    first [table] (CircuitPython reads top-level keys only)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _KEY_LINE.match(line)
        if m:
            try:
                if int(m.group(1), 0) >= pystack:
                    return text if text.endswith("\n") or not text else text + "\n"
            except ValueError:
                pass
            lines[i] = "%s = %d" % (PYSTACK_KEY, pystack)
            return "\n".join(lines) + "\n"
    new = "%s = %d" % (PYSTACK_KEY, pystack)
    for i, line in enumerate(lines):
        if line.lstrip().startswith("["):
            lines.insert(i, new)
            return "\n".join(lines) + "\n"
    lines.append(new)
    return "\n".join(lines) + "\n"
