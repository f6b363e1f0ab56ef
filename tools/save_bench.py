#!/usr/bin/env python3
"""The save policy against a model player: writes per game and what a power cut
loses, per board kind. `python3 tools/save_bench.py` prints the table that
docs/saving.md quotes; tools/bench.py calls `figures()`.

The command; its body is tools/bench/save_bench.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.save_bench import main  # noqa: E402

if __name__ == "__main__":
    main()
