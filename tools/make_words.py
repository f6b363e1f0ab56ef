#!/usr/bin/env python3
"""Build lib/sos_ui/words.py and assets/words.bin from assets/text/words.txt:
`python3 tools/make_words.py` (`--check` exits 1 if the committed files are not
what the text gives).

The command; its body is tools/assets/make_words.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.assets.make_words import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
