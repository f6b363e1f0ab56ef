"""What code.py says on a board it has no profile for, and then stops: on the
serial console and, through CircuitPython's terminal, on board.DISPLAY. A module
of its own: loaded only then."""
from sos_boards import BOARDS


def stop(bid):
    print("sos: no profile for this board (board_id %r)." % bid)
    print("sos: the game runs on: " + ", ".join(sorted(BOARDS)) + ".")
    print("sos: a new board is a profile in /lib/sos_boards and a row of its BOARDS "
          "(README: Troubleshooting).")
    raise SystemExit(1)
