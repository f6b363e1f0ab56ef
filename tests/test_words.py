"""The words (assets/text/words.txt -> lib/sos_ui/words.py + assets/words.bin)
and the text rows that show them without allocating."""
import pytest
from sos_ui import words as W
from sos_ui.text import LINE, NUM, length, say

from tools.assets import make_words


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
             "CREW_TEXT", "HELP_FLOOD", "HELP_AUTO", "HELP_BOARD", "HELP_READ", "CREW_TIP",
             "HINT_WHY", "HELP_HAND", "YOUR_CARDS", "NO_CARDS_YET", "PANEL_TITLE")
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


def test_a_number_shows_what_its_digits_as_a_text_show():
    """TextRow.number writes its digits itself (the board's counts, the page): the
    same tiles, and the same record of the row's end, as set() of the digits,
    whatever the row showed before, cut where the row ends."""
    from sos_ui.text import TextRow, palette

    pal = palette(0xFFFFFF)
    got = TextRow(0, 0, 5, pal, 2)
    want = TextRow(0, 0, 5, pal, 2)
    before = (W.PHASE_PROMPT, "ab", "a long text, cut", NUM + 7)
    for value in (0, 7, 10, 99, 100, 12345, 123456, 10000000):
        for start in range(6):
            for row in (0, 1):
                for text in before:
                    for r in (got, want):
                        r.set(text, 1, row)
                    got.number(value, start, row)
                    want.set(str(value), start, row)
                    assert bytes(got.grid[i] for i in range(10)) == \
                        bytes(want.grid[i] for i in range(10)), (value, start, row, text)
                    assert got.meta[2 * row + 1] == want.meta[2 * row + 1]
                    for r in (got, want):            # and what follows it
                        r.set(W.PHASE_PROMPT, 0, row)
                    assert bytes(got.grid[i] for i in range(10)) == \
                        bytes(want.grid[i] for i in range(10))
