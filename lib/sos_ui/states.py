"""The App's states (screens). The first seven have their code loaded only
while they show (App.load): title (sos_ui.title), deal number and crew choice
(sos_ui.deal), help (sos_ui.howto), statistics (sos_ui.stats), the survivor
groups in full (sos_ui.groups), the challenge deals (sos_ui.challenge)."""
from sos_core.compat import const

TITLE = const(0)
DIGITS = const(1)
CREWS = const(2)
HELP = const(3)
STATS = const(4)
GROUPS = const(5)
CHALLENGES = const(6)
HANDOVER = const(7)
BOARD = const(8)
BANNER = const(9)
PAUSED = const(10)
OVER = const(11)
# requests to App.go, not states
RESUME = const(12)       # "Continue" (the title)
STATS_PAGE = const(16)   # + a variant: the statistics of that variant
