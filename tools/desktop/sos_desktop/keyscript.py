"""Key scripts for the headless emulator.

A script is a string (or a list of strings) of whitespace- or comma-separated
steps; '#' starts a comment:

    RIGHT RIGHT A          tap: press then release (names in sos_boards.buttons)
    +A  -A                 press only / release only (to hold a button)
    screenshot NAME        save the screen now as NAME.png (also screenshot:NAME)
"""

from sos_boards.buttons import NAMES, RELEASED

SHOT = "shot"


def parse(script):
    """Steps of a script: ints (button, or button | RELEASED) and
    (SHOT, name) tuples."""
    if not isinstance(script, str):
        script = "\n".join(script)
    tokens = []
    for line in script.splitlines():
        line = line.split("#", 1)[0]
        tokens += line.replace(",", " ").split()
    steps = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        word = token.lower()
        if word.startswith(("screenshot:", "shot:")):
            steps.append((SHOT, token.split(":", 1)[1]))
            continue
        if word in ("screenshot", "shot"):
            if i >= len(tokens):
                raise ValueError("screenshot needs a name")
            steps.append((SHOT, tokens[i]))
            i += 1
            continue
        sign = ""
        if token[0] in "+-":
            sign, token = token[0], token[1:]
        if token.upper() not in NAMES:
            raise ValueError("unknown button %r (known: %s)" % (token, " ".join(NAMES)))
        button = NAMES.index(token.upper())
        if sign != "-":
            steps.append(button)
        if sign != "+":
            steps.append(button | RELEASED)
    return steps
