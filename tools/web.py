#!/usr/bin/env python3
"""The game in a web page: `python3 tools/web.py` builds dist/web/ and serves it
on localhost (printing the address); `--build DIR` only builds, into DIR.

The command; its body is tools/web/web.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.web.web import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
