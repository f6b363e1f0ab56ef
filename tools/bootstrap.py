#!/usr/bin/env python3
"""Install the project's tools: .venv from requirements.txt, tools/mp32/node_modules.

The command; its body is tools/build/bootstrap.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.build.bootstrap import main  # noqa: E402

if __name__ == "__main__":
    main()
