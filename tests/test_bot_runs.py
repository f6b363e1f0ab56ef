"""The bots run: the board's hint and greedy on MicroPython, the simulator
(tools/simulate.py) and its published rows; the bots' decisions:
tests/test_bot.py."""
import csv
import os
import subprocess
import sys

import pytest
from test_bot import GREEDY_ON_MP, HINT_DEALS_ON_MP, ROOT, play, positions  # noqa: F401

from sos_bot.greedy import Greedy
from sos_bot.lookahead import Lookahead
from sos_core.game import Game
from tools.bench.mpvm import run_mp64


def test_a_board_hint_deals_before_greedy_loads_and_chooses_as_greedy_does():
    """sos_ui.hint deals an action's hidden cards before it loads greedy (in the
    save's buffer lent, knowledge's code then dropped): greedy, told so, makes
    the very choice, for the same reason, that it makes dealing them itself."""
    r = run_mp64(HINT_DEALS_ON_MP, heapsize="4M", packages=("sos_core", "sos_bot", "lib/sos_ui"))
    assert r.returncode == 0, r.stderr
    checked, same = (int(x) for x in r.stdout.split())
    assert checked > 50 and same == checked


def test_greedy_plays_whole_games_on_micropython_without_allocating():
    """The same games as on CPython, with buffers of its own and in a lent
    buffer, in a 120 KB heap (most of it for compiling greedy from .py: a board
    installs it compiled), 0 bytes allocated per hint."""
    r = run_mp64(GREEDY_ON_MP, heapsize="120K", packages=("sos_core", "sos_bot"))
    assert r.returncode == 0, r.stderr
    out = [int(x) for x in r.stdout.split()]
    assert out[:4] == [play(Greedy(7), 0, 0), play(Greedy(7), 1, 1)] * 2
    assert out[4] == 0


def test_simulator_writes_rows_and_resumes(tmp_path):
    out = tmp_path / "r.csv"
    cmd = [sys.executable, os.path.join(ROOT, "tools", "simulate.py"), "--bot", "greedy",
           "--crew", "lee", "--games", "3", "--jobs", "1", "--seed", "40", "--out", str(out),
           "--quiet"]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    first = list(csv.DictReader(out.open()))
    assert [int(x["seed"]) for x in first] == [40, 41, 42]
    assert [int(x["score"]) for x in first] == [play(Greedy(40 + k), 40 + k, 1) for k in range(3)]
    cmd[cmd.index("3")] = "5"
    r = subprocess.run(cmd + ["--resume"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    rows = list(csv.DictReader(out.open()))
    assert rows[:3] == first
    assert sorted(int(x["deal"]) for x in rows) == [0, 1, 2, 3, 4]
    assert "5 games" in r.stdout


def test_simulator_resumes_a_file_written_before_the_settings_column(tmp_path):
    out = tmp_path / "old.csv"
    cmd = [sys.executable, os.path.join(ROOT, "tools", "simulate.py"), "--bot", "greedy",
           "--crew", "lee", "--games", "2", "--jobs", "1", "--seed", "40", "--out", str(out),
           "--quiet"]
    assert subprocess.run(cmd, capture_output=True, cwd=ROOT).returncode == 0
    rows = list(csv.DictReader(out.open()))
    old = [f for f in rows[0] if f != "settings"]
    with out.open("w", newline="") as f:                     # the older 11 columns
        w = csv.DictWriter(f, fieldnames=old, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    cmd[cmd.index("2")] = "3"
    r = subprocess.run(cmd + ["--resume"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    again = list(csv.DictReader(out.open()))
    assert list(again[0]) == list(rows[0]) and again[:2] == rows
    assert [int(x["deal"]) for x in again] == [0, 1, 2]


def test_simulator_passes_the_lookahead_its_settings(tmp_path):
    out = tmp_path / "l.csv"
    cmd = [sys.executable, os.path.join(ROOT, "tools", "simulate.py"), "--bot", "lookahead",
           "--crew", "murdoch", "--games", "1", "--jobs", "1", "--seed", "3", "--out", str(out),
           "--quiet", "--samples", "2", "--width", "2", "--z", "1.0", "--moves", "1"]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    row = next(csv.DictReader(out.open()))
    assert int(row["score"]) == play(Lookahead(3, 2, 2, 1.0, 1), 3, 0)
    assert row["settings"] == "2/2/1.0/1/1"                # what the row was played with
    other = cmd[:cmd.index("--samples")] + ["--resume", "--games", "2"]      # the defaults
    r = subprocess.run(other, capture_output=True, text=True, cwd=ROOT)
    assert r.returncode != 0 and "other settings (2/2/1.0/1/1)" in r.stderr
    r = subprocess.run(cmd[:3] + ["greedy", "--samples", "3"], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode != 0 and "lookahead's" in r.stderr




def test_greedy_values_without_applying_exactly_as_applying():
    """Greedy's shortcut (_quick) gives each decision it values without applying
    it the value evaluate gives the position after applying it, in every phase
    met in random games (Same Lines!, Wait!, the Boat, placements, moves)."""
    from sos_bot.greedy import _APPLY, _apply_copy, _quick, evaluate
    after = Game()
    kinds = set()
    for g in positions(120, every=1):
        ev = evaluate(g)
        for i in range(g.list_decisions()):
            v = _quick(g, g.dec, i, ev)
            if v != _APPLY:
                _apply_copy(g, i, after)
                assert v == evaluate(after), (g.dec[4 * i:4 * i + 4], g.phase())
                kinds.add(g.dec[4 * i])
    assert kinds >= {1, 8, 11, 13, 14, 15}      # moves, places, lines, pairs, boat, mystery


@pytest.mark.slow
def test_the_published_rows_replay_with_todays_code():
    """tools/simulate.py reproduces a row from its seed and settings (issue 25): the
    first published Standard deal of random, greedy and the clairvoyant, and the
    lookahead's quickest of its first 60, replay to the same score and length."""
    from sos_text.names import CREW_KEYS

    from tools.strength.simulate import play_one
    strength = os.path.join(ROOT, "docs", "strength")
    for bot in ("random", "greedy", "clairvoyant", "lookahead"):
        with open(os.path.join(strength, bot + "_standard.csv")) as f:
            rows = list(csv.DictReader(f))[:60]
        r = min(rows, key=lambda r: float(r["seconds"])) if bot == "lookahead" else rows[0]
        text = r.get("settings") or ""
        knobs = tuple(float(k) if "." in k else int(k) for k in text.split("/")) if text else ()
        got = play_one((bot, int(r["deal"]), int(r["seed"]), 0, 1,
                        (CREW_KEYS.index(r["crews"]),), knobs))
        assert (got["score"], got["decisions"]) == (int(r["score"]), int(r["decisions"])), bot
