"""Desktop texts of greedy's reason codes (greedy.R_*), for the desktop's bots.
The handheld's Hint says more: what its choice is for, worded from the decision
and the position (lib/sos_ui/why.py, words.txt's HINT_WHY), not from these."""

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
