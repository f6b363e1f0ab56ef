#!/usr/bin/env python3
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
import json
import os
import random
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (ROOT, os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "desktop")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import board_text  # noqa: E402
from sos_text.decision_text import listed_text, parse_decision  # noqa: E402
from sos_text.names import CREW_KEYS, CREW_NAMES, VARIANT_KEYS, crew_by_key  # noqa: E402
from sos_text.notation import NotationError, dump, load  # noqa: E402
from sos_text.record import parse_record, record_header  # noqa: E402

from sos_core import crew, rng  # noqa: E402
from sos_core.game import Game  # noqa: E402
from sos_core.layout import (  # noqa: E402
    E_OVER,
    OK,
)

PROG = "sos"
PLAY_UNDO_DEPTH = 1024      # states kept by `play`: far more than a game's decisions
LEGAL_SHOWN = 20            # legal decisions named in an "illegal decision" message
HEADER_KEYS = ("seed", "variant", "players", "crew")

# The action card kinds a resolving phase can belong to (for checking loaded positions).


# --- reading and writing --------------------------------------------------------
def read_text(path):
    """The text of a file, or of standard input for '-'. OSError if unreadable."""
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(path, "rb") as f:
            data = f.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotationError("%s: not a text file" % _name(path)) from None


def _name(path):
    return "stdin" if path == "-" else path


def emit(text, path=None):
    """Print text, or write it to path (all at once: a failed write leaves no file)."""
    if not path or path == "-":
        sys.stdout.write(text)
        return
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".sos-")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def locate(text, msg):
    """The line number (1-based) of the text that an error message is about, or 0."""
    lines = [ln.strip() for ln in text.split("\n")]
    if msg.startswith("not a position"):
        return 1
    nth = 1
    m = re.search(r"'([^']+)'", msg)
    if msg.startswith("missing line") or msg.startswith("a record starts"):
        return 0
    if m:
        want = m.group(1)
    elif msg.endswith("appears twice"):
        want, nth = msg.split()[-3], 2
    else:
        want = msg.split()[0].rstrip(":")
        for i, ln in enumerate(lines):
            if ln.split()[:1] == [want]:
                return i + 1
        return 0
    for i, ln in enumerate(lines):
        if ln.split()[:1] == [want]:
            return i + 1
    for i, ln in enumerate(lines):
        if not ln.startswith("#"):
            nth -= ln.split().count(want)
            if nth <= 0:
                return i + 1
    return 0


def _where(path, text, msg):
    n = locate(text, msg)
    return "%s: %s%s" % (_name(path), "line %d: " % n if n else "", msg)


# --- positions --------------------------------------------------------------------
def load_position(path, depth=16):
    text = read_text(path)
    g = Game(depth)
    try:
        load(g, text)
    except NotationError as e:
        raise NotationError(_where(path, text, str(e))) from None
    return g


# --- decisions, undo and records ----------------------------------------------------
class Session:
    """A game with the decisions that led to it: applies decision text, undo and redo,
    and knows its record (header plus the decisions in effect)."""

    def __init__(self, g, header=None):
        self.g = g
        self.header = header          # (seed, variant, players, crews) or None
        self.moves = []               # decisions in effect, as text
        self.undone = []              # undone decisions, most recent last

    @classmethod
    def deal(cls, seed, variant, players, crews=None, depth=16):
        check_setup(seed, players, crews)
        g = Game(depth)
        g.setup(seed, variant, players, crews)
        return cls(g, (seed, variant, players, crews))

    def step(self, text):
        """Apply one decision (or 'undo' / 'redo'). Raises NotationError."""
        text = " ".join(text.split())
        if text == "undo":
            return self.undo()
        if text == "redo":
            return self.redo()
        g = self.g
        if g.over():
            raise NotationError("the game is over: cannot apply '%s'" % text)
        try:
            k = parse_decision(g, text)
        except NotationError as e:
            raise NotationError("bad decision '%s': %s" % (text, e)) from None
        err = g.apply(*k)
        if err == E_OVER:
            raise NotationError("the game is over: cannot apply '%s'" % text)
        if err != OK:
            raise NotationError("illegal decision '%s' (legal: %s)" % (text, legal_summary(g)))
        self.moves.append(text)
        self.undone = []
        return text

    def undo(self):
        if not self.g.undo():
            if not self.moves:
                raise NotationError("nothing to undo: no decision was made yet")
            raise NotationError("cannot undo: cards were revealed since (drawn, turned up, "
                                "shuffled or looked at)")
        self.undone.append(self.moves.pop())
        return "undo"

    def redo(self):
        if not self.g.redo():
            raise NotationError("nothing to redo")
        self.moves.append(self.undone.pop())
        return "redo"

    def record(self):
        seed, variant, players, crews = self.header
        return record_header(seed, variant, players, crews) + "".join(
            m + "\n" for m in self.moves)


def legal_summary(g):
    n = g.list_decisions()
    names = [listed_text(g, i) for i in range(min(n, LEGAL_SHOWN))]
    if n > LEGAL_SHOWN:
        names.append("... %d in all" % n)
    return ", ".join(names) or "none"


def check_setup(seed, players, crews):
    if not 0 <= seed <= rng.MAX_SEED:
        raise NotationError("seed must be a number from 0 to %d" % rng.MAX_SEED)
    if not 1 <= players <= 5:
        raise NotationError("players must be a number from 1 to 5")
    if crews is None:
        return
    if len(crews) != players:
        raise NotationError("crew: %d named for %d player%s" % (
            len(crews), players, "" if players == 1 else "s"))
    for i, c in enumerate(crews):
        if crew.min_players(c) > players:
            raise NotationError("crew %s needs at least %d players" % (
                CREW_KEYS[c], crew.min_players(c)))
        if c in crews[:i]:
            raise NotationError("crew %s named twice" % CREW_KEYS[c])


def record_line_numbers(text):
    """Line numbers of a record's decisions, in the order parse_record reads them."""
    nums = []
    for i, ln in enumerate(text.split("\n")):
        w = ln.split()
        if not w or w[0].startswith("#") or (not nums and w[0] in HEADER_KEYS):
            continue
        nums.append(i + 1)
    return nums


def replay(path, extra_depth=0):
    """A Session replaying the record at path. Raises NotationError naming the line."""
    text = read_text(path)
    try:
        seed, variant, players, crews, moves = parse_record(text)
        if crews is not None:
            crews = list(crews)
        check_setup(seed, players, crews)
    except NotationError as e:
        raise NotationError(_where(path, text, str(e))) from None
    sess = Session.deal(seed, variant, players, crews, depth=len(moves) + 2 + extra_depth)
    for n, move in zip(record_line_numbers(text), moves):
        try:
            sess.step(move)
        except NotationError as e:
            raise NotationError("%s: line %d: %s" % (_name(path), n, e)) from None
    return sess


def parse_crews(text):
    if text is None:
        return None
    out = []
    for key in text.replace(",", " ").split():
        c = crew_by_key(key.lower())
        if c < 0:
            raise NotationError("unknown crew '%s' (crews: %s)" % (key, ", ".join(CREW_KEYS)))
        out.append(c)
    return out


def setup_args(args):
    """(seed, variant, players, crews) from new's and play's options."""
    crews = parse_crews(args.crew)
    players = args.players
    if players is None:
        players = len(crews) if crews else 1
    seed = args.seed if args.seed is not None else random.randrange(100000)
    return seed, VARIANT_KEYS.index(args.variant), players, crews


# --- the subcommands -------------------------------------------------------------------
def cmd_new(args):
    sess = Session.deal(*setup_args(args))
    emit(dump(sess.g), args.output)


def cmd_show(args):
    emit(board_text.render(load_position(args.position)))


def cmd_legal(args):
    g = load_position(args.position)
    out = []
    for i in range(g.list_decisions()):
        t = listed_text(g, i)
        if args.describe:
            j = 4 * i
            t = "%-22s # %s" % (t, board_text.describe(g, *g.dec[j:j + 4]))
        out.append(t + "\n")
    emit("".join(out))


def cmd_apply(args):
    g = load_position(args.position, depth=len(args.decisions) + 2)
    sess = Session(g)
    for d in args.decisions:
        sess.step(d)
    emit(dump(g), args.output)


def cmd_score(args):
    g = load_position(args.position)
    if args.json:
        emit(json.dumps(board_text.score_dict(g), indent=2) + "\n")
    else:
        emit(board_text.score_text(g))


def cmd_replay(args):
    g = replay(args.record).g
    score = "".join("# " + ln + "\n" for ln in board_text.score_text(g).splitlines())
    emit(dump(g) + "# score\n" + score, args.output)


def cmd_undo(args):
    if args.steps < 0:
        raise NotationError("--steps must be 0 or more")
    sess = replay(args.record, extra_depth=args.steps)
    done = 0
    while done < args.steps:
        if not sess.g.undo():
            why = ("the record has only %d decision%s in effect" % (
                done, "" if done == 1 else "s") if not sess.moves else
                "the decision before that revealed cards (drawn, turned up, shuffled or "
                "looked at), which cannot be taken back")
            raise NotationError("can undo only %d of %d step%s: %s" % (
                done, args.steps, "" if args.steps == 1 else "s", why))
        sess.undone.append(sess.moves.pop())
        done += 1
    emit(dump(sess.g), args.output)


# --- play in the terminal -----------------------------------------------------------------
PLAY_HELP = """\
Type the number of a decision, or:
  u  undo the last decision (not past revealed cards)   r  redo
  h  this help   q  quit (the record is written if --record was given)
A decision may also be typed in notation, e.g. 'end' or 'move L3 1 G1' (docs/notation.md).
"""


def cmd_play(args):
    seed, variant, players, crews = setup_args(args)
    sess = Session.deal(seed, variant, players, crews, depth=PLAY_UNDO_DEPTH)
    if args.record:
        folder = os.path.dirname(os.path.abspath(args.record))
        if not os.path.isdir(folder):
            raise NotationError("cannot write the record: no folder '%s'" % folder)
    g = sess.g
    out = sys.stdout
    out.write("SOS Titanic: seed %d, %s, %d player%s. Type h for help.\n" % (
        seed, VARIANT_KEYS[variant], players, "" if players == 1 else "s"))
    last = -1
    show = True
    while not g.over():
        if show:
            if players > 1 and g.current() != last:
                out.write("\n=== Pass to %s ===\n" % _who(g))
                last = g.current()
            out.write("\n" + board_text.render(g) + "\n")
            n = g.list_decisions()
            for i in range(n):
                j = 4 * i
                out.write("%3d. %-22s %s\n" % (i + 1, listed_text(g, i),
                                               board_text.describe(g, *g.dec[j:j + 4])))
        show = False
        n = g.list_decisions()
        out.write("%s, choose %s (u undo, r redo, h help, q quit): " % (_who(g), _choices(n)))
        out.flush()
        line = sys.stdin.readline()
        if not line:
            out.write("\nEnd of input: the game is left unfinished.\n")
            return _finish_play(sess, args)
        cmd = line.strip()
        out.write(cmd + "\n" if not sys.stdin.isatty() else "")
        if not cmd:
            continue
        if cmd.lower() in ("q", "quit"):
            out.write("Game left on page %d. %s\n" % (g.page(), board_text.score_line(g)))
            return _finish_play(sess, args)
        if cmd.lower() in ("h", "help", "?"):
            out.write(PLAY_HELP)
            continue
        text = {"u": "undo", "r": "redo"}.get(cmd.lower(), cmd)
        if text.isdigit():
            i = int(text) - 1
            if not 0 <= i < g.list_decisions():
                out.write("No decision %s: choose %s.\n" % (text, _choices(g.list_decisions())))
                continue
            text = listed_text(g, i)
        who = _who(g)
        try:
            done = sess.step(text)
        except NotationError as e:
            out.write("%s\n" % e)
            continue
        out.write("-> %s: %s\n" % (who, done))
        show = True
    out.write("\n" + board_text.render(g) + "\nFinal score\n" + board_text.score_text(g))
    return _finish_play(sess, args)


def _choices(n):
    return "1" if n == 1 else "1-%d" % n


def _who(g):
    return "Player %d (%s)" % (g.current() + 1, CREW_NAMES[g.crew_of(g.current())])


def _finish_play(sess, args):
    if args.record:
        emit(sess.record(), args.record)
        sys.stdout.write("Record written to %s\n" % args.record)
    return 0


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


if __name__ == "__main__":
    sys.exit(main())
