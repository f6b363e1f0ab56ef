"""SOS Titanic: pick the board profile, build the UI, run it."""
import sos_boards
from sos_ui.app import App

# Run only as the program (as CircuitPython and tools/play.py run it): on a PC the
# repo root is on sys.path, and this file would otherwise shadow the standard
# library's `code` module (pdb imports it) and start the game inside that import.
if __name__ == "__main__":
    profile = sos_boards.detect()
    App(profile).run()
    if hasattr(profile, "close"):
        profile.close()
