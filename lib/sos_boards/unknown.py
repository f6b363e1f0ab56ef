"""What code.py says on a board it has no profile for, and then stops: on the
serial console and, through CircuitPython's terminal, on board.DISPLAY. A module
of its own: loaded only then."""


def stop(bid, boards):
    """Say that board_id `bid` has no row of `boards` (sos_boards.BOARDS), then stop."""
    print("sos: no profile for this board (board_id %r)." % bid)
    print("sos: the game runs on: " + ", ".join(sorted(boards)) + ".")
    print("sos: a new board is a profile in /lib/sos_boards and a row of its BOARDS "
          "(README: Troubleshooting).")
    raise SystemExit(1)
