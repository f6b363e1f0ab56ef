"""SOS Titanic on the command line: positions, decisions, records and a terminal game.

    python tools/sos.py new --seed 7 [--variant standard] [--players 2] [--crew murdoch,lee]
    python tools/sos.py show POSITION          the board for a person
    python tools/sos.py legal POSITION         one decision per line
    python tools/sos.py apply POSITION DECISION [DECISION ...]
    python tools/sos.py score POSITION [--json]
    python tools/sos.py replay RECORD          final position, then the score
    python tools/sos.py undo RECORD [--steps N]
    python tools/sos.py play [--seed N] [--record FILE]

POSITION and RECORD are file paths, or - for standard input. The formats are in
docs/notation.md. Bad input gives one line on stderr and exit status 2; nothing is
written then.
"""

import argparse
import os
import sys

# The commands' bodies live in cli_commands (and what they read in cli_session):
# this file keeps only the arguments and the one-line errors.
from sos_text.names import VARIANT_KEYS  # noqa: E402

from sos_core import rng  # noqa: E402
from tools.desktop.cli.cli_commands import (  # noqa: E402
    cmd_apply,
    cmd_legal,
    cmd_new,
    cmd_play,
    cmd_replay,
    cmd_score,
    cmd_show,
    cmd_undo,
)

PROG = "sos"


# --- the command line ---------------------------------------------------------------------
class Parser(argparse.ArgumentParser):
    """Argument errors as one line, like every other error of the tool."""

    def error(self, message):
        sys.stderr.write("%s: %s\n" % (PROG, message))
        sys.exit(2)


def _add_setup(p, seed_required):
    p.add_argument("--seed", type=int, required=seed_required,
                   help="deal number, 0 to %d%s" % (rng.MAX_SEED,
                                                    "" if seed_required else " (random)"))
    p.add_argument("--variant", default="standard", choices=VARIANT_KEYS)
    p.add_argument("--players", type=int, choices=range(1, 6), metavar="1-5",
                   help="default: one per --crew, else 1")
    p.add_argument("--crew", help="crews by name, comma separated, e.g. murdoch,lee "
                                  "(default: dealt at random by the seed)")


def build_parser():
    ap = Parser(prog=PROG, description="SOS Titanic positions, decisions, records and play "
                                       "(formats: docs/notation.md).")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p = sub.add_parser("new", help="deal a new game and print its position")
    _add_setup(p, True)
    p.add_argument("-o", "--output", help="write the position to this file")
    p.set_defaults(func=cmd_new)
    p = sub.add_parser("show", help="the board of a position, for a person")
    p.add_argument("position", help="position file, or - for stdin")
    p.set_defaults(func=cmd_show)
    p = sub.add_parser("legal", help="the legal decisions of a position, one a line")
    p.add_argument("position")
    p.add_argument("-d", "--describe", action="store_true", help="add a gloss in words")
    p.set_defaults(func=cmd_legal)
    p = sub.add_parser("apply", help="apply decisions to a position")
    p.add_argument("position")
    p.add_argument("decisions", nargs="+", metavar="DECISION",
                   help="a decision in notation, e.g. 'move L3 1 G1' (or undo, redo)")
    p.add_argument("-o", "--output")
    p.set_defaults(func=cmd_apply)
    p = sub.add_parser("score", help="the score breakdown of a position")
    p.add_argument("position")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("replay", help="replay a game record: final position and score")
    p.add_argument("record", help="record file, or - for stdin")
    p.add_argument("-o", "--output")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("undo", help="replay a record, then undo decisions")
    p.add_argument("record")
    p.add_argument("--steps", type=int, default=1)
    p.add_argument("-o", "--output")
    p.set_defaults(func=cmd_undo)
    p = sub.add_parser("play", help="play a game in the terminal")
    _add_setup(p, False)
    p.add_argument("--record", help="write the game record to this file when leaving")
    p.set_defaults(func=cmd_play)
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        return args.func(args) or 0
    except ValueError as e:                       # NotationError is a ValueError
        sys.stderr.write("%s: %s\n" % (PROG, " ".join(str(e).split())))
    except OSError as e:
        if isinstance(e, BrokenPipeError):        # e.g. `sos.py show x | head`
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        what = e.strerror or str(e)
        sys.stderr.write("%s: %s: %s\n" % (PROG, e.filename or "i/o", what))
    except KeyboardInterrupt:
        sys.stdout.write("\n")
        return 130
    return 2
