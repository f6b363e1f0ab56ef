"""tools/sos.py, the command-line tool, run as a subprocess from the repo root:
positions, decisions, records, undo, errors (one line, exit 2, nothing written)
and the terminal game driven through piped input."""
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sos_core.game import Game
from tools.desktop.cli import board_text

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "sos.py"


def sos(*args, stdin=None):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60)


def ok(*args, stdin=None):
    r = sos(*args, stdin=stdin)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    return r.stdout


def position_part(text):
    """A replay's output without the score comments."""
    return "".join(ln + "\n" for ln in text.splitlines() if not ln.startswith("#"))


@pytest.fixture
def start(tmp_path):
    """Seed 5, two players: Pitman and Lightoller; 'move L3 1 G1' and 'end' are legal."""
    path = tmp_path / "start.pos"
    assert ok("new", "--seed", 5, "--players", 2, "-o", path) == ""
    return path


# --- the pipeline ---------------------------------------------------------------------
def test_new_show_legal_apply_score(start, tmp_path):
    text = start.read_text()
    assert text.startswith("SOS Titanic position 1\nvariant standard\nplayers 2\n")
    assert ok("new", "--seed", 5, "--players", 2) == text          # the seed decides
    board = ok("show", start)
    assert "Deck 3 (L3)  [7 down]  Y1" in board
    assert "Herbert Pitman" in board and "hand: Save Time [ST]" in board
    assert "To play: player 1 (Pitman) -- move passengers" in board
    assert "Score now: 10" in board
    assert ok("legal", start).splitlines() == ["move L3 1 G1", "end"]
    assert "new survivor group" in ok("legal", "--describe", start)
    after = tmp_path / "after.pos"
    assert ok("apply", start, "move L3 1 G1", "end", "-o", after) == ""
    assert "group1 Y1\n" in after.read_text()
    assert "phase action - 0\n" in after.read_text()
    legal = ok("legal", after).splitlines()
    assert legal[:5] == ["rescue %d" % n for n in range(1, 6)] and "play ST" in legal
    text_score = ok("score", after)
    assert "group 1 top          1" in text_score and "total               11" in text_score
    data = json.loads(ok("score", "--json", after))
    assert data["total"] == 11 and data["groups"] == [1, 0, 0, 0]
    assert data["page_points"] == 10 and data["anchor_runs_counted"] is False


def test_positions_and_records_read_from_stdin(start):
    text = start.read_text()
    assert ok("legal", "-", stdin=text) == ok("legal", start)
    assert ok("apply", "-", "end", stdin=text) == ok("apply", start, "end")
    assert position_part(ok("replay", "-", stdin="seed 5\nplayers 2\nend\n")) == \
        ok("apply", start, "end")


def test_new_with_chosen_crews_and_variant():
    text = ok("new", "--seed", 9, "--variant", "ultimate", "--crew", "murdoch,lee")
    assert "variant ultimate\nplayers 2\ncrew murdoch lee\n" in text
    assert "[9 down]" in ok("show", "-", stdin=text)          # ultimate deals 10 under deck 1


# --- records, replay and undo ----------------------------------------------------------
def test_replay_gives_the_position_of_applying_the_decisions(start, tmp_path):
    moves = ["move L3 1 G1", "end", "rescue 3"]
    record = tmp_path / "game.txt"
    record.write_text("# a game\nseed 5\nvariant standard\nplayers 2\n\n" + "\n".join(moves))
    out = ok("replay", record)
    assert position_part(out) == ok("apply", start, *moves)
    assert "# total" in out
    assert out.count("SOS Titanic position 1") == 1


def test_replay_follows_undo_and_redo_lines(start, tmp_path):
    record = tmp_path / "game.txt"
    record.write_text("seed 5\nplayers 2\nmove L3 1 G1\nend\nundo\nredo\nundo\n")
    assert position_part(ok("replay", record)) == ok("apply", start, "move L3 1 G1")


def test_undo_steps(start, tmp_path):
    record = tmp_path / "game.txt"
    record.write_text("seed 5\nplayers 2\nmove L3 1 G1\nend\n")
    full = ok("apply", start, "move L3 1 G1", "end")
    assert ok("undo", record, "--steps", 0) == full
    assert ok("undo", record) == ok("apply", start, "move L3 1 G1")
    r = sos("undo", record, "--steps", 2)        # the move turned up a face-down card
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("sos: can undo only 1 of 2 steps:")
    assert len(r.stderr.splitlines()) == 1
    record.write_text("seed 5\nplayers 2\nend\n")
    assert ok("undo", record) == start.read_text()            # back to the deal
    r = sos("undo", record, "--steps", 3)
    assert r.returncode == 2 and "can undo only 1 of 3 steps" in r.stderr


def test_undo_cannot_take_back_drawn_cards(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text("seed 5\nplayers 2\nend\nrescue 2\n")
    r = sos("undo", record)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("sos: can undo only 0 of 1 step:") and "revealed" in r.stderr


# --- bad input: one line on stderr, exit 2, nothing written -------------------------------
def _edit(text, old, new):
    assert old in text
    return text.replace(old, new, 1)


BAD_POSITIONS = {
    "unknown card": (lambda t: _edit(t, "| P8", "| Q3"), "line 19: unknown card 'Q3'"),
    "malformed line": (lambda t: _edit(t, "phase move - 0", "phase move"),
                       "phase: name, action card (or -) and a number"),
    "unknown variant": (lambda t: _edit(t, "variant standard", "variant hard"),
                        "line 2: unknown variant 'hard'"),
    "missing line": (lambda t: _edit(t, "rng 4915 30225 3939\n", ""), "missing line 'rng'"),
    "card twice": (lambda t: _edit(t, "P11a P9 P4", "P11a P9a P4"),
                   "line 20: card P9a appears twice"),
    "not a position": (lambda t: "hello\n", "line 1: not a position"),
    "broken run": (lambda t: _edit(t, "P4 | P8", "P4 P8"),
                   "inconsistent position: line 1 face-up cards are not one run"),
}


def _check_refused(r, expect):
    assert r.returncode == 2, r.stdout
    assert r.stdout == ""
    assert len(r.stderr.splitlines()) == 1, r.stderr
    assert r.stderr.startswith("sos: ")
    assert expect in r.stderr, r.stderr


@pytest.mark.parametrize("case", sorted(BAD_POSITIONS))
def test_bad_positions_are_refused_in_one_line(case, start, tmp_path):
    edit, expect = BAD_POSITIONS[case]
    bad = tmp_path / "bad.pos"
    bad.write_text(edit(start.read_text()))
    out = tmp_path / "out.pos"
    commands = [("show", bad), ("apply", bad, "end", "-o", out)]
    if case == "unknown card":
        commands += [("legal", bad), ("score", bad), ("score", "--json", bad)]
    for args in commands:
        _check_refused(sos(*args), expect)
    assert not out.exists()


@pytest.mark.parametrize("args, expect", [
    (("apply", "{start}", "move L1 1 L2"),
     "sos: illegal decision 'move L1 1 L2' (legal: move L3 1 G1, end)"),
    (("apply", "{start}", "end", "end"), "illegal decision 'end' (legal: rescue 1,"),
    (("apply", "{start}", "fly away"), "unknown decision 'fly'"),
    (("apply", "{start}", "move L9 1 L2"), "unknown pile 'L9'"),
    (("apply", "{start}", "move L3 1"), "'move' takes 3 arguments"),
    (("apply", "{start}", "undo"), "nothing to undo"),
    (("show", "{tmp}/missing.pos"), "missing.pos: No such file or directory"),
    (("show", "{tmp}"), "Is a directory"),
    (("show", "{tmp}/binary.pos"), "binary.pos: not a text file"),
    (("new", "--seed", 1, "--variant", "hard"), "invalid choice: 'hard'"),
    (("new", "--seed", 1, "--players", 7), "invalid choice: 7"),
    (("new", "--seed", -1), "seed must be a number from 0 to"),
    (("new", "--seed", 1, "--crew", "bob"), "unknown crew 'bob'"),
    (("new", "--seed", 1, "--crew", "smith"), "crew smith needs at least 3 players"),
    (("new", "--seed", 1, "--players", 3, "--crew", "lee"), "crew: 1 named for 3 players"),
    (("frobnicate",), "invalid choice: 'frobnicate'"),
    (("undo", "{tmp}/ok.txt", "--steps", -1), "--steps must be 0 or more"),
])
def test_bad_arguments_are_refused_in_one_line(args, expect, start, tmp_path):
    (tmp_path / "binary.pos").write_bytes(b"\xff\xfe\x00")
    (tmp_path / "ok.txt").write_text("seed 1\n")
    args = [str(a).format(start=start, tmp=tmp_path) for a in args]
    _check_refused(sos(*args), expect)


@pytest.mark.parametrize("record, expect", [
    ("seed 5\nplayers 2\nmove L3 1 G1\n\nmove L1 1 L2\n",
     "game.txt: line 5: illegal decision 'move L1 1 L2' (legal: end)"),
    ("seed 5\nplayers 2\nplace Q3 L1\n", "game.txt: line 3: bad decision 'place Q3 L1':"),
    ("seed x\n", "game.txt: line 1: seed: a number"),
    ("seed 5\nvariant hard\n", "game.txt: line 2: unknown variant 'hard'"),
    ("seed 5\nplayers 2\ncrew smith lee\n", "line 3: crew smith needs at least 3 players"),
    ("seed 5\ncrew bob\n", "line 2: unknown crew 'bob'"),
    ("variant expert\nend\n", "a record starts with 'seed N'"),
    ("seed 5\nundo\n", "line 2: nothing to undo"),
    ("seed 5\nplayers 2\nend\nrescue 2\nundo\n", "line 5: cannot undo: cards were revealed"),
])
def test_bad_records_are_refused_in_one_line(record, expect, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(record)
    out = tmp_path / "out.pos"
    out.write_text("keep me\n")
    commands = [("replay", path, "-o", out)]
    if "illegal" in expect:
        commands.append(("undo", path, "-o", out))
    for args in commands:
        _check_refused(sos(*args), expect)
    assert out.read_text() == "keep me\n"


# --- play in the terminal ------------------------------------------------------------------
def test_play_a_few_moves_then_quit(tmp_path):
    record = tmp_path / "game.txt"
    r = sos("play", "--seed", 5, "--players", 2, "--record", record,
            stdin="1\nh\n99\nfoo\nu\nend\nu\nr\nq\n")
    assert r.returncode == 0 and r.stderr == ""
    out = r.stdout
    assert "=== Pass to Player 1 (Herbert Pitman) ===" in out
    assert "  1. move L3 1 G1" in out
    assert "-> Player 1 (Herbert Pitman): move L3 1 G1" in out
    assert "Type the number of a decision" in out                   # h
    assert "No decision 99: choose 1." in out
    assert "bad decision 'foo'" in out
    assert "cannot undo: cards were revealed" in out                # u after the flip
    assert "-> Player 1 (Herbert Pitman): undo" in out              # u after 'end'
    assert "-> Player 1 (Herbert Pitman): redo" in out
    assert "Game left on page 1." in out
    assert record.read_text() == "seed 5\nvariant standard\nplayers 2\nmove L3 1 G1\nend\n"


def test_play_stops_cleanly_at_end_of_input():
    r = sos("play", "--seed", 5, "--players", 2, stdin="2\n")
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.rstrip().endswith("End of input: the game is left unfinished.")
    assert "-> Player 1 (Herbert Pitman): end" in r.stdout


def test_a_whole_game_through_play_scores_as_the_score_command(tmp_path):
    """Always decision 1: seed 6, Expert, 3 players ends (the ship sinks) in 52 decisions."""
    record = tmp_path / "game.txt"
    r = sos("play", "--seed", 6, "--variant", "expert", "--players", 3, "--record", record,
            stdin="1\n" * 200)
    assert r.returncode == 0 and r.stderr == ""
    assert "=== Pass to Player 2" in r.stdout and "=== Pass to Player 3" in r.stdout
    assert "The game is over: the ship sank" in r.stdout
    final = position_part(ok("replay", record))
    assert "status sunk" in final
    score = ok("score", "-", stdin=final)
    assert r.stdout.endswith("Final score\n" + score + "Record written to %s\n" % record)
    moves = record.read_text().splitlines()[3:]
    new = ok("new", "--seed", 6, "--variant", "expert", "--players", 3)
    assert ok("apply", "-", *moves, stdin=new) == final


# --- the board renderer draws every position of real games ---------------------------------
def test_board_renders_positions_of_played_games():
    pick = random.Random(4)
    for seed in range(25):
        g = Game()
        g.setup(seed, seed % 3, 1 + seed % 5)
        while True:
            assert board_text.render(g)
            if g.over():
                break
            g.apply_index(pick.randrange(g.list_decisions()))
