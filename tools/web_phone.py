#!/usr/bin/env python3
"""The built page (tools/web.py) as a phone shows it, in headless Chromium
(tools/web/web_browser.py): what tests/test_web.py checks of the layout and the
loading, the page's screenshots, and the load figures of tools/bench.py.

The command; its body is tools/web/web_phone.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.web.web_phone import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
