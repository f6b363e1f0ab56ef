"""The short rules and the buttons, one page a tuple (at most 26 characters a
line, 7 lines a page, for 160 px screens)."""

RULES = (
    ("The goal", (
        "Save the passengers of the",
        "sinking Titanic: build up",
        "to 4 survivor groups, each",
        "one class, 1, 2, 3 ... up.",
        "Purple: 1st class (1-13),",
        "yellow: 2nd class (1-17).",
        "All play as one crew.")),
    ("The lines", (
        "Each deck has a line: a",
        "run going down by 1, one",
        "class. Move a run onto a",
        "card one higher, a 13/17",
        "onto an empty line, a 1",
        "to a new group, a card",
        "onto its group's next.")),
    ("A turn", (
        "1. Move passengers.",
        "2. One action: rescue",
        "(draw 1..n, place one),",
        "play an action card, or",
        "use your crew's ability.",
        "A failed rescue turns a",
        "page: the ship floods.")),
    ("The score", (
        "Top card of each group",
        "+ the page's points",
        "+ the longest anchor runs",
        "if all 60 are saved.",
        "Page 11: the ship sinks.",
        "Undo works back to the",
        "last card turned up.")),
)

# Per control scheme, in the board's own button names: the board's key hint,
# the deal-number hint, the name of the "choose" button, the Buttons help page.
KEYS = {
    "dpad": (
        "A pick  B back  START end  SEL menu",
        "up/down: digit  A: next",
        "A",
        ("D-pad: move the cursor",
         "A: choose   B: back",
         "START: end the moves,",
         "  or go to the list",
         "SELECT: menu (undo, redo,",
         "  help, new game)",
         "Frames mark the targets.")),
    "ab": (
        "A: next target   B: choose",
        "A: +1  B: next digit",
        "B",
        ("A: next target",
         "B: choose it",
         "'< Back' and 'Menu' are",
         "targets in the cycle:",
         "choose them to back out",
         "or for undo, redo, help",
         "and a new game.")),
    "three": (
        "D0/D2: target  D1: choose",
        "D0/D2: -1/+1  D1: next",
        "D1",
        ("D0 / D2: previous / next",
         "  target",
         "D1: choose it",
         "'< Back' and 'Menu' are",
         "targets in the cycle:",
         "choose them to back out,",
         "or for undo, help ...")),
}
