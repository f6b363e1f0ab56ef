"""What an entry of the board's cursor is (sos_ui.play.Play): where it lies, and
the entries that are no decision of the core's. Constants only: the installer
inlines them, and the board never loads this module."""
from sos_core.compat import const

# where an entry lies
ON_BOARD = const(0)      # a line's card or pile, a survivor group, the deck
IN_TRAY = const(1)       # the tray row: cards off the board
IN_LIST = const(2)       # the option list: action cards, words, numbers
# entries beyond the picker's spots
X_YES = const(0xFFFB)    # a warning's two answers: do it, cancel
X_NO = const(0xFFFC)
X_MENU = const(0xFFFD)   # where a board has no MENU / BACK button
X_BACK = const(0xFFFE)
NO_HINT = const(0xFFFF)  # Play.hinted: no hint pending
CONFIRM = const(3)       # Play.level of a warning waiting for its answer
