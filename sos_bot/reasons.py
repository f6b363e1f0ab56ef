"""Desktop texts of greedy's reason codes (greedy.R_*). A board shows its own
words (assets/text/words.txt) instead of holding these strings."""

REASONS = (
    "the only choice",
    "saves a passenger",
    "reveals a card",
    "builds a line",
    "ends the moves",
    "rescue: the best odds",
    "plays a card",
    "best of the choices",
    "any will do",
    "it fits: on top",
    "fits nowhere: bottom",
    "the crew's ability",
)


def reason_text(code):
    return REASONS[code] if 0 <= code < len(REASONS) else "?"
