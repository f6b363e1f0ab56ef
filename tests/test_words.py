"""The words (assets/text/words.txt -> lib/sos_ui/words.py + assets/words.bin)
and the text rows that show them without allocating."""
import pytest
from sos_ui import words as W
from sos_ui.text import LINE, NUM, length, say

from tools import make_words


def test_committed_words_are_what_the_text_file_gives():
    text, blob = make_words.build()
    assert make_words.TARGET.read_text() == text, "run tools/make_words.py"
    assert make_words.BLOB.read_bytes() == blob, "run tools/make_words.py"


def test_every_text_reads_back_from_the_file():
    _, texts = make_words.parse(make_words.SOURCE.read_text())
    assert [say(i) for i in range(W.N_WORDS)] == texts


def test_tables_have_their_length_and_board_texts_fit_160_px():
    names, texts = make_words.parse(make_words.SOURCE.read_text())
    assert len(texts) == W.N_WORDS
    board = ("PHASE_PROMPT", "BROWSE_DISCARD", "MURDOCH_MORE", "WHERE_TO", "HOW_MANY",
             "TOP_BOTTOM", "WHICH_VALUE", "TO_WHOM", "SECOND_LINE", "SWAP_WITH",
             "REPLACE_WHICH", "HELP", "PAGE_WHY", "DECK_FLOODED", "CARD_SHORT", "CARD_TEXT",
             "CREW_TEXT", "HELP_FLOOD", "HELP_AUTO", "HELP_BOARD", "CREW_TIP")
    for name, first, count in names:
        assert getattr(W, name) == first
        if name in board:                           # 160 px: 26 characters
            assert all(len(t) <= 26 for t in texts[first:first + count]), name
        if name in ("ACTION_FULL", "CREW"):         # help page titles: 2x size, 240 px
            assert all(len(t) <= 20 for t in texts[first:first + count]), name


def test_say_and_line_compose_texts():
    assert say(W.PHASE_PROMPT) == "Move passengers, or End"
    assert say(W.CREW + 9) == "Charles Lightoller"
    LINE.clear().word(W.PAGE).num(10).str(b": ").num(1).word(W.POINTS)
    assert bytes(LINE.buf[:LINE.n]) == b"Page 10: 1 points"
    assert length(LINE) == 17 and length(NUM + 305) == 3 and length(W.BACK) == 6


@pytest.mark.parametrize("bad, why", [
    ('=A 2\n"x"\n', "wants 2"),
    ('"' + "x" * 40 + '"\n', "at most"),
    ('=A\n"x"\n=A\n"y"\n', "twice"),
    ("hello\n", "not a string"),
])
def test_the_source_is_checked(bad, why):
    with pytest.raises(make_words.WordsError, match=why):
        make_words.parse(bad)
