"""Bad input (tools/fuzz.py): mutated positions, decisions and game records are
refused with NotationError naming the problem, or accepted into a position the
audit accepts (and that plays on soundly); tools/sos.py exits 2 with one line and
writes nothing. The 100,000-case run is `python3 tools/fuzz.py --count 100000`."""
import pytest
from positions import build
from sos_text import audit
from sos_text.notation import NotationError, dump, load

from sos_core.game import Game
from tools.desktop.cli import fuzz


def test_seeded_fuzz_finds_no_failure():
    fz = fuzz.Fuzz(7)
    assert fz.run(3000), fz.failures[:3]
    c = fz.counts
    assert c["refused"] + c["loaded"] == 3000
    assert c["refused"] > 1000 and c["loaded"] > 200
    for kind in ("position", "decision", "record"):
        assert fz.by_kind[kind]["refused"] and fz.by_kind[kind]["loaded"], kind
    assert fz.cli["exit 0"] and fz.cli["exit 2"]


def test_a_stuck_position_is_refused():
    """A place phase whose drawn card fits nowhere lists no decision: the loader
    refuses it, naming that; the same with a card that fits loads."""
    with pytest.raises(NotationError, match="no decision is possible"):
        build(lines={1: "P9"}, phase="place", look="P5")
    g = build(lines={1: "P9"}, phase="place", look="P8")
    assert audit.problem(g) is None and g.list_decisions() == 1


def test_a_refused_load_leaves_no_listing_of_the_refused_position():
    """The audit lists the decisions of the position it checks; refused, the game
    is back as it was with nothing listed (the handheld's picker trusts a listing
    the game says is current: Game.listed)."""
    g = build(lines={1: "P9"}, phase="place", look="P8")
    assert g.list_decisions() == 1 and g.listed
    with pytest.raises(NotationError, match="no decision is possible"):
        build(lines={1: "P9"}, phase="place", look="P5", game=g)
    assert not g.listed and audit.problem(g) is None and g.list_decisions() == 1


def test_loader_refuses_what_would_break_later():
    g = build(lines={1: "P9"})
    text = dump(g)
    bad = {
        "turn 1": "turn \u00b2",                      # a digit int() refuses
        "page 1": "page 99999999999999999999",
        "rng 101 202 303": "rng 30300 202 303",      # beyond the first generator
        "phase move - 0": "phase move - 3",          # a number the phase has no use for
        "players 1": "players 1\nhand2 -",
        "line1 P9": "line1 P9\nline1 P9",
    }
    for old, new in bad.items():
        assert old in text, old
        with pytest.raises(NotationError):
            load(Game(), text.replace(old, new))
    load(Game(), text)
