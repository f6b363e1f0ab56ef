"""SOS Titanic: pick the board profile, build the UI, run it."""
import sos_boards
from sos_ui.app import App

profile = sos_boards.detect()
App(profile).run()
if hasattr(profile, "close"):
    profile.close()
