"""Run the board's code.py on the desktop, as it is: `python tools/desktop/run_code.py`
(tools/play.py does, with .venv's Python and the desktop's import path).

code.py asks sos_boards.detect() for its profile; a desktop has no board_id of
the table, so this hands code.py the emulator's profile maker
(sos_desktop.open_profile: window or headless, from SOS_PROFILE, SOS_MODE ...),
which detect() calls there. Nothing on the board side imports the desktop's."""
import os
import runpy
import sys

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if TOOLS not in sys.path:           # run as a script: tools/ for its _paths
    sys.path.insert(0, TOOLS)
import _paths  # noqa: E402,F401

ROOT = str(_paths.ROOT)

import sos_desktop  # noqa: E402


def main():
    sys.argv[0] = os.path.join(ROOT, "code.py")
    runpy.run_path(sys.argv[0], init_globals={"desktop_profile": sos_desktop.open_profile},
                   run_name="__main__")


if __name__ == "__main__":
    main()
