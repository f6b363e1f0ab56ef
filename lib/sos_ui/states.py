"""The App's states (screens)."""
TITLE = 0
DIGITS = 1
CREWS = 2
HANDOVER = 3
BOARD = 4
BANNER = 5
PAUSED = 6
HELP = 7
OVER = 8
STATS = 9
