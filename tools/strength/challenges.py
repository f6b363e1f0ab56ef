"""The title's challenge deals ("beat the bot"), from the simulator's results:

    .venv/bin/python tools/challenges.py docs/strength/lookahead_standard.csv [--check]

For each solo crew it takes two of the deals the bot played: its best score
(the hardest to beat) and the deal at the crew's upper quartile, and writes
assets/challenges.bin, which tools/install_board.py copies to the board:
7 bytes a challenge, in order: the deal's seed (u32, little-endian), variant,
crew, the bot's score. `--check` exits 1 if the committed file is not what the
results give (tests/test_challenges.py)."""
import argparse
from pathlib import Path

from sos_text.names import CREW_KEYS, VARIANT_KEYS

from tools import _paths
from tools.strength.simulate import read_rows

ROOT = _paths.ROOT

TARGET = ROOT / "assets" / "challenges.bin"
SOURCE = ROOT / "docs" / "strength" / "lookahead_standard.csv"
RECORD = 7
PER_CREW = 2


def pick(rows):
    """[(seed, variant, crew, score)]: per solo crew, the best deal and the upper
    quartile's, in crew order; ties go to the lower seed (reproducible)."""
    out = []
    solo = [r for r in rows if int(r["players"]) == 1]
    for key in sorted({r["crews"] for r in solo}, key=CREW_KEYS.index):
        rs = sorted((r for r in solo if r["crews"] == key),
                    key=lambda r: (-int(r["score"]), int(r["seed"])))
        chosen = [rs[0], rs[len(rs) // 4]][:PER_CREW]
        for r in chosen:
            out.append((int(r["seed"]), VARIANT_KEYS.index(r["variant"]),
                        CREW_KEYS.index(key), int(r["score"])))
    return out


def encode(challenges):
    data = bytearray()
    for seed, variant, crew, score in challenges:
        data += seed.to_bytes(4, "little") + bytes((variant, crew, score))
    return bytes(data)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="?", default=str(SOURCE))
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args(argv)
    data = encode(pick(read_rows(Path(a.results))))
    if a.check:
        same = TARGET.exists() and TARGET.read_bytes() == data
        print("challenges are %s" % ("current" if same else "stale: run tools/challenges.py"))
        return 0 if same else 1
    TARGET.write_bytes(data)
    print("wrote %s: %d challenges" % (TARGET.relative_to(ROOT), len(data) // RECORD))
    return 0
