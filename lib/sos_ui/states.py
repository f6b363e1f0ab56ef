"""The App's states (screens), and the module that shows each one: a screen is
its module (with show(app, arg) and press(app, b), which returns what App.go
shows next) and a row here. Those modules are loaded only while they show
(App.load); the board and its banner are the App's own."""
from sos_core.compat import const

TITLE = const(0)         # sos_ui.title
DIGITS = const(1)        # sos_ui.deal: the deal number
CREWS = const(2)         # sos_ui.deal: the crew choice
HELP = const(3)          # sos_ui.howto
STATS = const(4)         # sos_ui.stats
GROUPS = const(5)        # sos_ui.groups: the survivor groups in full
CHALLENGES = const(6)    # sos_ui.challenge
HANDOVER = const(7)      # sos_ui.handover
PAUSED = const(8)        # sos_ui.pause
OVER = const(9)          # sos_ui.over
SETTINGS = const(10)     # sos_ui.settings
HAPPENED = const(11)     # sos_ui.happened: the pause menu's What happened
BOARD = const(12)        # the App's own
BANNER = const(13)       # the App's own
# the module of each state above, by state
SCREENS = ("title", "deal", "deal", "howto", "stats", "groups", "challenge", "handover",
           "pause", "over", "settings", "happened")
# requests to App.go, not states
RESUME = const(14)       # "Continue": the saved game, already in the core
DEAL = const(15)         # deal the game in App.setup
STATS_PAGE = const(17)   # + a variant: the statistics of that variant
# a deal chosen elsewhere while a game is saved: the title asks "New game?" first
ASK_NEW = const(20)      # ... then App.new_game (a deal by number)
ASK_DEAL = const(21)     # ... then deals App.setup (a challenge)
