"""The App's states (screens). The first six have their code loaded only
while they show (App.load): title (sos_ui.title), deal number and crew choice
(sos_ui.deal), help (sos_ui.howto), statistics (sos_ui.stats), the survivor
groups in full (sos_ui.groups)."""
from sos_core.compat import const

TITLE = const(0)
DIGITS = const(1)
CREWS = const(2)
HELP = const(3)
STATS = const(4)
GROUPS = const(5)
HANDOVER = const(6)
BOARD = const(7)
BANNER = const(8)
PAUSED = const(9)
OVER = const(10)
# requests to App.go, not states
RESUME = const(11)       # "Continue" (the title)
STATS_PAGE = const(16)   # + a variant: the statistics of that variant
