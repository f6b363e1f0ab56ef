"""The bodies of tools/sos.py's subcommands (new, show, legal, apply, score, replay,
undo) and its terminal game (play); sos.py parses the arguments and calls these.
Each writes with emit, so a failed command leaves no file behind."""
import json
import os
import random
import sys
import tempfile

from sos_text.decision_text import listed_text
from sos_text.names import CREW_KEYS, CREW_NAMES, VARIANT_KEYS, crew_by_key
from sos_text.notation import NotationError, dump

from tools.desktop.cli import board_text
from tools.desktop.cli.cli_session import Session, load_position, replay

PLAY_UNDO_DEPTH = 1024      # states kept by `play`: far more than a game's decisions


# --- writing and the setup options ------------------------------------------------------
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
