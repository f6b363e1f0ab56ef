"""The sound cues' notes (lib/sos_boards/sound.py) and their players: the web
page's table is the same notes, the desktop's records every cue and makes it
into a mixer sound. (The profiles' sound, and the board's Sound allocating
nothing on real VMs: tests/test_boards.py; which cue the game asks for:
tests/test_ui_sound.py.)"""
import json
import re
from pathlib import Path

import pytest
from sos_boards import sound as S

ROOT = Path(__file__).resolve().parent.parent
CUES = (S.RESCUED, S.PAGE, S.FAILED, S.FLOODED, S.SUNK, S.ALL_SAVED)


def test_every_cue_has_short_notes_in_reach_of_the_boards():
    assert list(CUES) == list(range(1, 7))             # the order of their weight
    parts = S.NOTES.split(b"\0")
    assert parts[0] == b"" and parts[-1] == b"" and len(parts) == len(CUES) + 2
    for cue in CUES:
        notes = parts[cue]
        assert notes and len(notes) % 2 == 0, cue
        hz = [p * S.PITCH for p in notes[::2]]
        ms = [n * S.LENGTH for n in notes[1::2]]
        assert all(100 <= f <= 1500 for f in hz), (cue, hz)
        assert all(50 <= t <= 400 for t in ms) and sum(ms) <= 1000, (cue, ms)
    assert len(S.SQUARE) == S.WAVE and S.SQUARE[0] + S.SQUARE[-1] == 256  # around 128


def test_the_web_pages_cues_are_the_boards_notes():
    js = (ROOT / "tools" / "web" / "sos.js").read_text()
    table = re.search(r"const CUES = (\[.*?\n\]);", js, re.S).group(1)
    table = re.sub(r"//[^\n]*", "", table).replace("null", "[]")
    page = json.loads(re.sub(r",\s*\]", "]", table))
    from sos_desktop.sound import notes

    assert page[0] == [] and len(page) == len(CUES) + 1
    for cue in CUES:
        assert [tuple(n) for n in page[cue]] == notes(cue), cue


def test_the_desktop_records_every_cue_and_makes_it_a_mixer_sound(monkeypatch):
    """Headless: recorded only. In a window: also a pygame Sound as long as
    the cue's notes (SDL's dummy audio driver stands in for a sound card)."""
    from sos_desktop.sound import RATE, DesktopSound, notes, samples

    quiet = DesktopSound()
    quiet.play(S.SUNK)
    quiet.tick()
    assert quiet.cues == [S.SUNK] and quiet._mixer is None
    seconds = sum(t for _, t in notes(S.FAILED))
    assert len(samples(S.FAILED)) == pytest.approx(seconds * RATE, abs=2)
    assert max(samples(S.FAILED)) > 0 > min(samples(S.FAILED))
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    heard = DesktopSound(mixer=True)
    try:
        if heard._mixer is None:
            pytest.skip("pygame's mixer does not start here")
        heard.play(S.FAILED)
        heard.play(S.FAILED)                           # made once, played twice
        assert heard.cues == [S.FAILED, S.FAILED] and list(heard._sounds) == [S.FAILED]
        assert heard._sounds[S.FAILED].get_length() == pytest.approx(seconds, abs=0.01)
    finally:
        heard.close()
