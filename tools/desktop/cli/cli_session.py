"""What tools/sos.py reads and the game it keeps: positions and game records read
from a file or stdin (an error names the file and line), and the Session that applies
decision text with undo and redo and knows its record. Split from sos.py so its
entry holds only the command line."""
import re
import sys

from sos_text.decision_text import listed_text, parse_decision
from sos_text.names import CREW_KEYS
from sos_text.notation import NotationError, load
from sos_text.record import parse_record, record_header

from sos_core import crew, rng
from sos_core.game import Game
from sos_core.layout import E_OVER, OK

LEGAL_SHOWN = 20            # legal decisions named in an "illegal decision" message
HEADER_KEYS = ("seed", "variant", "players", "crew")


# --- reading ---------------------------------------------------------------------------
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
