"""The App's states (screens). The first five have their code loaded only
while they show (App.load): title (sos_ui.title), deal number and crew choice
(sos_ui.deal), help (sos_ui.howto), statistics (sos_ui.stats)."""
from sos_core.compat import const

TITLE = const(0)
DIGITS = const(1)
CREWS = const(2)
HELP = const(3)
STATS = const(4)
HANDOVER = const(5)
BOARD = const(6)
BANNER = const(7)
PAUSED = const(8)
OVER = const(9)
# requests to App.go, not states
RESUME = const(10)       # "Continue" (the title)
STATS_PAGE = const(16)   # + a variant: the statistics of that variant
