"""Feed the core bad input: `python3 tools/fuzz.py --count N --seed S`.

Positions, decisions and game records taken from seeded self-play are mutated
(characters changed, lines dropped, duplicated or truncated, cards swapped or moved
between piles, words and numbers replaced, out-of-range numbers) and given to
`sos_text.notation.load`, `decision_text.parse_decision` + `Game.apply` and
`record.parse_record` + a replay. Each must be refused with `NotationError` (or,
for a decision, `E_ILLEGAL` with the state unchanged), or be accepted into a
position the audit (`tools/desktop/sos_text/audit.py`) accepts and that round-trips through the
notation; a loaded position is then played on for a few random decisions, audited
after each. Anything else is a failure. Every tenth case also goes through
`tools/sos.py` (its exit status must be 0, or 2 with one line on stderr and no file
written). Prints the counts; exit status 1 if anything failed.
"""
import argparse
import contextlib
import io
import os
import random
import re
import tempfile
import time

from sos_text import audit  # noqa: E402
from sos_text.decision_text import listed_text, parse_decision  # noqa: E402
from sos_text.names import CREW_KEYS, VARIANT_KEYS, action_code  # noqa: E402
from sos_text.notation import (  # noqa: E402
    APILE_KEYS,
    PHASES,
    PILE_KEYS,
    PILE_SHORT,
    STATUSES,
    NotationError,
    dump,
    load,
)
from sos_text.record import parse_record, record_header  # noqa: E402

from sos_core import booklet  # noqa: E402
from sos_core.game import Game  # noqa: E402
from sos_core.layout import E_ILLEGAL, E_OVER, OK  # noqa: E402
from tools.desktop.cli import sos  # noqa: E402

BASE_GAMES = 40              # self-played games the inputs come from
PLAY_ON = 12                 # random decisions played from each loaded position
CLI_EVERY = 10               # every tenth case also runs through tools/sos.py
CHARS = ("abcdefghijklmnopqrstuvwxyzPY0123456789 ?|-#\t" + "\u00b2\u00e9\u0663\x00\r")
NUMBERS = ("0", "1", "-1", "2", "5", "6", "7", "11", "12", "13", "17", "18", "19", "20",
           "30", "62", "255", "256", "30268", "30323", "65535", "65536", "1073741823",
           "1073741824", "99999999999", "007", "+3", "3.0", "1e3", "\u0663")
WORDS = (PHASES + STATUSES + PILE_KEYS + PILE_SHORT + APILE_KEYS + CREW_KEYS + VARIANT_KEYS
         + tuple(action_code(a) for a in range(20)) + ("P1", "Y17a", "P?", "Y?5", "P?13",
         "|", "-", "move", "place", "rescue", "end", "undo", "redo", "swap", "give",
         "mystery", "pick", "put", "top", "bottom", "seed", "players", "crew", "variant"))


class Fuzz:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.counts = {"refused": 0, "loaded": 0, "failures": 0}
        self.by_kind = {}
        self.cli = {"runs": 0, "exit 0": 0, "exit 2": 0}
        self.failures = []
        self.reasons = {}
        self.positions = []          # position texts
        self.records = []            # (record text, position texts along it)
        self._self_play()
        self.tmp = tempfile.mkdtemp(prefix="sos-fuzz-")

    # --- the inputs ---------------------------------------------------------------
    def _self_play(self):
        g = Game()
        for i in range(BASE_GAMES):
            seed = self.seed * 1000 + i
            variant, players = i % booklet.N_VARIANTS, 1 + (i // 3) % 5
            g.setup(seed, variant, players)
            r = random.Random(seed)
            moves = []
            while not g.over():
                n = g.list_decisions()
                if r.random() < 0.15:
                    self.positions.append(dump(g))
                j = r.randrange(n)
                moves.append(listed_text(g, j))
                g.apply_index(j)
            self.positions.append(dump(g))
            self.records.append(record_header(seed, variant, players) + "\n".join(moves) + "\n")

    def mutate(self, text):
        r = self.r
        lines = text.split("\n")
        for _ in range(r.choice((1, 1, 1, 2, 3))):
            op = r.randrange(12)
            i = r.randrange(len(lines))
            if op == 0 and lines[i]:                       # a character changed/dropped/added
                j = r.randrange(len(lines[i]))
                c = r.choice(CHARS)
                how = r.randrange(3)
                ln = lines[i]
                lines[i] = (ln[:j] + c + ln[j + 1:], ln[:j] + ln[j + 1:], ln[:j] + c + ln[j:])[how]
            elif op == 1 and len(lines) > 1:               # a line dropped
                del lines[i]
            elif op == 2:                                  # a line duplicated
                lines.insert(r.randrange(len(lines) + 1), lines[i])
            elif op in (3, 4, 5, 6):                       # tokens: swap, move, number, word
                self._tokens(lines, op)
            elif op == 7:                                  # two lines' contents exchanged
                j = r.randrange(len(lines))
                a, b = lines[i].split(" ", 1) + [""], lines[j].split(" ", 1) + [""]
                lines[i], lines[j] = a[0] + " " + b[1], b[0] + " " + a[1]
            elif op == 8:                                  # truncated
                lines = lines[:i + 1]
                lines[i] = lines[i][:r.randrange(len(lines[i]) + 1)]
            elif op == 9:                                  # two lines exchanged
                j = r.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
            elif op == 10:                                 # two cards swapped between piles
                self._swap_cards(lines)
            else:                                          # another phase, card and number
                for k, ln in enumerate(lines):
                    if ln.startswith("phase "):
                        lines[k] = "phase %s %s %d" % (
                            r.choice(PHASES), r.choice(("-",) + tuple(
                                action_code(a) for a in range(20))), r.choice((0, 0, 1, 11, 12)))
        return "\n".join(lines)

    def _swap_cards(self, lines):
        r = self.r
        spots = [(i, j) for i, ln in enumerate(lines) if ln.split()[:1]
                 and ln.split()[0] in PILE_KEYS for j in range(1, len(ln.split()))
                 if ln.split()[j] not in ("-", "|")]
        if len(spots) < 2:
            return
        (i, j), (i2, j2) = r.sample(spots, 2)
        w = lines[i].split()
        w2 = lines[i2].split() if i2 != i else w
        w[j], w2[j2] = w2[j2], w[j]
        lines[i] = " ".join(w)
        lines[i2] = " ".join(w2)

    def _tokens(self, lines, op):
        r = self.r
        spots = [(i, j) for i, ln in enumerate(lines) for j in range(1, len(ln.split()))]
        if not spots:
            return
        i, j = r.choice(spots)
        w = lines[i].split()
        if op == 3:                                        # swap two tokens anywhere
            i2, j2 = r.choice(spots)
            w2 = lines[i2].split() if i2 != i else w
            w[j], w2[j2] = w2[j2], w[j]
            if i2 != i:
                lines[i2] = " ".join(w2)
        elif op == 4:                                      # move a token to another line
            t = w.pop(j)
            i2 = r.randrange(len(lines))
            if i2 == i:
                w.insert(r.randrange(len(w) + 1), t)
            else:
                w2 = lines[i2].split() or ["x"]
                w2.insert(r.randrange(1, len(w2) + 1), t)
                lines[i2] = " ".join(w2)
        elif op == 5:                                      # a number, often out of range
            nums = [k for k in range(1, len(w)) if w[k].isdigit()]
            w[r.choice(nums) if nums else j] = r.choice(NUMBERS)
        else:
            w[j] = r.choice(WORDS)
        lines[i] = " ".join(w)

    # --- the checks -----------------------------------------------------------------
    def fail(self, kind, text, e):
        self.counts["failures"] += 1
        if len(self.failures) < 20:
            self.failures.append((kind, "%s: %s" % (type(e).__name__, e), text))

    def why(self, e):
        """Count refusals by their message (numbers and quoted words left out)."""
        msg = str(e)
        if not msg or "\n" in msg:
            raise AssertionError("a refusal must name the problem in one line: %r" % msg)
        key = re.sub(r"'[^']*'|\d+", "_", msg)
        self.reasons[key] = self.reasons.get(key, 0) + 1

    def tally(self, kind, what):
        self.counts[what] += 1
        self.by_kind.setdefault(kind, {"refused": 0, "loaded": 0})[what] += 1

    def check_loaded(self, g):
        """An accepted position: audited, round-trips, and plays on without breaking."""
        why = audit.problem(g)
        if why:
            raise AssertionError("loaded a position the audit refuses: " + why)
        again = Game()
        load(again, dump(g))
        if bytes(again.s) != bytes(g.s):
            raise AssertionError("position does not round-trip through the notation")
        for _ in range(PLAY_ON):
            if g.over():
                break
            n = g.list_decisions()
            if n == 0:
                raise AssertionError("a position that is not over lists no decision")
            g.apply_index(self.r.randrange(n))
            why = audit.problem(g)
            if why:
                raise AssertionError("a decision broke an invariant: " + why)

    def position_case(self):
        text = self.text = self.mutate(self.r.choice(self.positions))
        g = Game()
        try:
            load(g, text)
        except NotationError as e:
            self.why(e)
            self.tally("position", "refused")
            return text
        self.check_loaded(g)
        self.tally("position", "loaded")
        return text

    def decision_case(self):
        g = Game()
        load(g, self.r.choice(self.positions))
        if g.over():
            text = "end"
        else:
            n = g.list_decisions()
            text = self.mutate(listed_text(g, self.r.randrange(n))).replace("\n", " ")
        self.text = text
        before = bytes(g.s)
        try:
            k = parse_decision(g, text)
        except NotationError as e:
            self.why(e)
            self.tally("decision", "refused")
            return text
        if len(k) != 4:
            raise AssertionError("parse_decision gave %r" % (k,))
        err = g.apply(*k)
        if err in (E_ILLEGAL, E_OVER):
            if bytes(g.s) != before:
                raise AssertionError("a refused decision changed the position")
            self.tally("decision", "refused")
            return text
        if err != OK:
            raise AssertionError("apply returned %r" % err)
        self.check_loaded(g)
        self.tally("decision", "loaded")
        return text

    def record_case(self):
        rec = self.r.choice(self.records).split("\n")
        rec = "\n".join(rec[:3 + self.r.randrange(40)])       # a game's first decisions
        text = self.text = self.mutate(rec)
        try:
            seed, variant, players, crews, moves = parse_record(text)
            g = Game(len(moves) + 2)
            g.setup(seed, variant, players, None if crews is None else list(crews))
            for m in moves:
                if m == "undo" or m == "redo":
                    if not (g.undo() if m == "undo" else g.redo()):
                        raise NotationError("cannot " + m)
                    continue
                k = parse_decision(g, m)
                if g.apply(*k) != OK:
                    raise NotationError("illegal decision '%s'" % m)
        except NotationError as e:
            self.why(e)
            self.tally("record", "refused")
            return text
        self.check_loaded(g)
        self.tally("record", "loaded")
        return text

    def cli_case(self, kind, text):
        """tools/sos.py on the same input: exit 0, or 2 with one line and no file."""
        r = self.r
        path = os.path.join(self.tmp, "in.txt")
        out = os.path.join(self.tmp, "out.txt")
        if os.path.exists(out):
            os.unlink(out)
        data = text.encode("utf-8", "surrogatepass")
        if r.random() < 0.1 and data:                       # now and then not even text
            b = bytearray(data)
            b[r.randrange(len(b))] ^= 1 << r.randrange(8)
            data = bytes(b)
        if kind == "decision":
            with open(path, "w") as f:
                f.write(r.choice(self.positions))
            argv = ["apply", path, text, "-o", out]
        else:
            with open(path, "wb") as f:
                f.write(data)
            if kind == "record":
                argv = r.choice((["replay", path, "-o", out],
                                 ["undo", path, "--steps", str(r.randrange(4)), "-o", out]))
            else:
                argv = r.choice((["show", path], ["legal", path, "-d"], ["score", path, "--json"],
                                 ["apply", path, "end", "-o", out]))
        so, se = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(so), contextlib.redirect_stderr(se):
            rc = sos.main(argv)
        self.cli["runs"] += 1
        if rc == 0:
            self.cli["exit 0"] += 1
            return
        err = se.getvalue()
        if rc != 2 or err.count("\n") != 1 or not err.startswith("sos: "):
            raise AssertionError("sos.py %s: exit %r, stderr %r" % (argv[0], rc, err))
        if so.getvalue() or os.path.exists(out):
            raise AssertionError("sos.py %s failed but wrote output" % argv[0])
        self.cli["exit 2"] += 1

    def run(self, count):
        cases = (self.position_case,) * 6 + (self.decision_case,) * 2 + (self.record_case,) * 2
        for i in range(count):
            case = cases[i % len(cases)]
            kind = case.__name__.split("_")[0]
            self.text = ""
            try:
                text = case()
                if i % CLI_EVERY == 0:
                    self.cli_case(kind, text)
            except Exception as e:              # noqa: BLE001  (that is the point)
                self.fail(kind, self.text, e)
        return self.counts["failures"] == 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=10000, help="mutated inputs (default 10000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=3, help="failures to print in full")
    ap.add_argument("--reasons", type=int, default=0, help="list the N commonest refusals")
    args = ap.parse_args(argv)
    t0 = time.time()
    fz = Fuzz(args.seed)
    ok = fz.run(args.count)
    c = fz.counts
    print("fuzz: %d cases, seed %d, %.0f s: refused %d, loaded %d, failures %d" % (
        args.count, args.seed, time.time() - t0, c["refused"], c["loaded"], c["failures"]))
    for kind, k in sorted(fz.by_kind.items()):
        print("  %-9s refused %d, loaded %d" % (kind, k["refused"], k["loaded"]))
    print("  sos.py    runs %d: exit 0 %d, exit 2 %d" % (
        fz.cli["runs"], fz.cli["exit 0"], fz.cli["exit 2"]))
    top = sorted(fz.reasons.items(), key=lambda kv: -kv[1])[:args.reasons]
    for msg, n in top:
        print("  %7d  %s" % (n, msg))
    for kind, what, text in fz.failures[:args.show]:
        print("\nFAILURE (%s): %s\n%s" % (kind, what, text))
    return 0 if ok else 1
