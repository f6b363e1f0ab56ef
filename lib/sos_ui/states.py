"""The App's states (screens), and the module that shows each one: a screen is
its module (with show(app, arg) and press(app, b), which returns what App.go
shows next) and a row here. Those modules are loaded only while they show
(App.load); the board and its banner are the App's own."""
from sos_core.compat import const

# each state from the one before it; the screens' first, in SCREENS' order
TITLE = const(0)                # sos_ui.title
DIGITS = const(TITLE + 1)       # sos_ui.deal: the deal number
CREWS = const(DIGITS + 1)       # sos_ui.deal: the crew choice
HELP = const(CREWS + 1)         # sos_ui.howto
STATS = const(HELP + 1)         # sos_ui.stats
GROUPS = const(STATS + 1)       # sos_ui.groups: the survivor groups in full
CHALLENGES = const(GROUPS + 1)  # sos_ui.challenge
HANDOVER = const(CHALLENGES + 1)  # sos_ui.handover
PAUSED = const(HANDOVER + 1)    # sos_ui.pause
OVER = const(PAUSED + 1)        # sos_ui.over
SETTINGS = const(OVER + 1)      # sos_ui.settings
HAPPENED = const(SETTINGS + 1)  # sos_ui.happened: the pause menu's What happened
N_SCREENS = const(HAPPENED + 1)  # len(SCREENS)
BOARD = const(N_SCREENS)        # the App's own
BANNER = const(BOARD + 1)       # the App's own
# the module of each state above, by state
SCREENS = ("title", "deal", "deal", "howto", "stats", "groups", "challenge", "handover",
           "pause", "over", "settings", "happened")
# requests to App.go, not states, from the last state on
RESUME = const(BANNER + 1)      # "Continue": the saved game, already in the core
DEAL = const(RESUME + 1)        # deal the game in App.setup
STATS_PAGE = const(DEAL + 1)    # + a variant: the statistics of that variant
N_STATS_PAGES = const(3)        # one a variant (sos_core.booklet.N_VARIANTS)
# a deal chosen elsewhere while a game is saved: the title asks "New game?" first
ASK_NEW = const(STATS_PAGE + N_STATS_PAGES)  # ... then App.new_game (a deal by number)
ASK_DEAL = const(ASK_NEW + 1)   # ... then deals App.setup (a challenge)
