"""The sprite sheets: reproducible, the promised sizes and depth, loadable,
and the layout in lib/sos_sprites.py consistent with what is drawn."""

import os
import struct

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import pytest  # noqa: E402
import sos_sprites as S  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BITMAPS = os.path.join(ROOT, "assets", "bitmaps")
SHEETS = {"small": (160, 80), "large": (240, 96), "tall": (240, 128)}


def _generator():
    from tools.assets import make_bitmaps

    return make_bitmaps


def _header(name):
    with open(os.path.join(BITMAPS, name + ".bmp"), "rb") as f:
        data = f.read()
    magic, size, _r1, _r2, offset = struct.unpack("<2sIHHI", data[:14])
    info = struct.unpack("<IiiHHIIiiII", data[14:54])
    return data, magic, size, offset, info


FONTS = {"font": (96, 72), "font20": (144, 120)}


def test_regenerating_gives_the_committed_files(tmp_path):
    gen = _generator()
    gen.main(["--out", str(tmp_path)])
    for name in tuple(SHEETS) + ("font",):
        with open(os.path.join(BITMAPS, name + ".bmp"), "rb") as f:
            committed = f.read()
        assert (tmp_path / (name + ".bmp")).read_bytes() == committed, name


def test_regenerating_font20_gives_the_committed_file(tmp_path):
    gen = _generator()
    if not os.path.exists(gen.TER_U20):
        pytest.skip("Terminus ter-u20n absent (apt install xfonts-terminus)")
    gen.main(["--out", str(tmp_path)])
    with open(os.path.join(BITMAPS, "font20.bmp"), "rb") as f:
        assert (tmp_path / "font20.bmp").read_bytes() == f.read()


@pytest.mark.parametrize("name", sorted(FONTS))
def test_fonts_load_as_1_bit_bitmaps_as_adafruit_imageload_reads_them(name):
    """The glyphs cost an eighth of a byte a pixel (font20: 2,400 B) and read as
    adafruit_imageload reads them, pixel for pixel."""
    import adafruit_imageload
    import displayio

    bitmap, palette = S.load(BITMAPS + os.sep, name)
    assert bitmap._bits_per_value == 1 and len(palette) == 2  # noqa: SLF001
    w, h = FONTS[name]
    assert (bitmap.width, bitmap.height) == (w, h) == (16 * S.CELL_SIZE[name][0],
                                                       6 * S.CELL_SIZE[name][1])
    ref, _ = adafruit_imageload.load(os.path.join(BITMAPS, name + ".bmp"),
                                     bitmap=displayio.Bitmap, palette=displayio.Palette)
    assert all(bitmap[x, y] == ref[x, y] for y in range(h) for x in range(w))
    assert sum(bitmap[x, y] for y in range(h) for x in range(w)) > w * h // 16  # ink


# mm a pixel on each glass (panel width / pixels): the text's cell at least 1.8 mm
GLASS_MM = {"pygamer": 0.223, "clue": 0.097, "feather": 0.105}


@pytest.mark.parametrize("profile,sheet", [("pygamer", "small"), ("clue", "tall"),
                                           ("feather", "large")])
def test_text_is_at_least_1_8_mm_tall_on_every_glass(profile, sheet):
    font = S.FONT_OF[sheet]
    assert S.CELL_SIZE[font][1] * GLASS_MM[profile] >= 1.8
    width = {"small": 160, "large": 240, "tall": 240}[sheet]
    assert 26 * S.CELL_SIZE[font][0] <= width                  # 26 characters a row


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_sheet_size_and_depth(name):
    data, magic, size, offset, info = _header(name)
    _hsize, width, height, _planes, bits, compression, _img, _xr, _yr, colours, _imp = info
    assert magic == b"BM" and size == len(data)
    assert (width, height) == SHEETS[name]
    cw, ch = S.CELL_SIZE[name]
    assert (width, height) == (S.SHEET_COLS * cw, S.SHEET_ROWS * ch)
    assert bits == 4 and compression == 0 and colours == 16
    assert offset == 14 + 40 + 16 * 4
    assert len(data) - offset == ((width * 4 + 31) // 32) * 4 * height


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_sheet_loads_as_a_4_bit_bitmap(name):
    import displayio

    bitmap, palette = S.load(BITMAPS + os.sep, name)
    assert isinstance(bitmap, displayio.Bitmap)
    assert (bitmap.width, bitmap.height) == SHEETS[name]
    assert len(palette) == 16
    assert bitmap._bits_per_value == 4  # noqa: SLF001 - what a board allocates
    odb = displayio.OnDiskBitmap(os.path.join(BITMAPS, name + ".bmp"))
    for x, y in ((0, 0), (37, 11), (SHEETS[name][0] - 1, SHEETS[name][1] - 1)):
        assert odb._get_pixel(x, y) == bitmap[x, y]  # noqa: SLF001


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_own_loader_reads_every_pixel_and_colour_as_adafruit_imageload(name):
    """sos_sprites.load (bitmaptools.readinto, no image library on the board)
    gives the Bitmap and Palette adafruit_imageload gives, pixel for pixel."""
    import adafruit_imageload
    import displayio

    bitmap, palette = S.load(BITMAPS + os.sep, name)
    ref, ref_pal = adafruit_imageload.load(os.path.join(BITMAPS, name + ".bmp"),
                                           bitmap=displayio.Bitmap, palette=displayio.Palette)
    w, h = SHEETS[name]
    assert all(bitmap[x, y] == ref[x, y] for y in range(h) for x in range(w))
    assert [palette[i] for i in range(16)] == [ref_pal[i] for i in range(16)]


def test_own_loader_refuses_what_it_cannot_read(tmp_path):
    bad = tmp_path / "small.bmp"
    data = bytearray(open(os.path.join(BITMAPS, "small.bmp"), "rb").read())
    data[28] = 8                                     # an 8-bit BMP
    bad.write_bytes(bytes(data))
    with pytest.raises(OSError) as err:              # (tests/test_bad_assets.py: all of it)
        S.load(str(tmp_path) + os.sep, "small")
    assert err.value.args == (str(bad), "corrupt")


def test_small_sheet_memory_is_modest():
    width, height = SHEETS["small"]
    assert ((width * 4 + 31) // 32) * 4 * height == 6400     # 10x10 cells


def _cards():
    for cls in (0, 1):
        for value in range(1, (13 if cls == 0 else 17) + 1):
            for extra in (0, S.ANCHOR_BIT, S.MYSTERY_BIT):
                yield value | (S.CLASS_BIT if cls else 0) | extra


def test_every_card_has_its_own_cells():
    seen = {}
    for card in _cards():
        key = (S.strip_left(card), S.strip_right(card), S.body(card))
        assert key not in seen, (hex(card), hex(seen.get(key, 0)))
        seen[key] = card
        assert 0 < S.strip_left(card) < S.MARK <= S.strip_right(card) < S.BODY
        assert S.BODY <= S.body(card) <= S.BACK_TENS - 4
    assert len(seen) == 3 * (13 + 17)  # plain, anchor, Mystery


def test_hull_cells_cover_every_flood_state():
    cells = set()
    for deck in range(1, 7):
        for flooded in range(S.COMPARTMENTS[deck - 1] + 1):
            cells.add(S.hull_flood(deck, flooded))
    assert cells == set(range(S.HULL_FLOOD, S.BOAT_HEADER))


def _cell_pixels(name):
    """{cell index: set of palette indices used} of a committed sheet."""
    data, _m, _s, offset, info = _header(name)
    width, height = info[1], info[2]
    stride = ((width * 4 + 31) // 32) * 4
    cw, ch = S.CELL_SIZE[name]
    used = {}
    for y in range(height):
        row = data[offset + (height - 1 - y) * stride :]
        for x in range(width):
            value = (row[x // 2] >> (0 if x % 2 else 4)) & 15
            cell = (y // ch) * S.SHEET_COLS + x // cw
            used.setdefault(cell, set()).add(value)
    return used


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_classes_differ_in_colour(name):
    used = _cell_pixels(name)
    for card in _cards():
        mine, other = (S.SECOND, S.FIRST) if card & S.CLASS_BIT else (S.FIRST, S.SECOND)
        for cell in (S.strip_left(card), S.strip_right(card)):
            assert mine in used[cell] and other not in used[cell], (hex(card), cell)
    assert used[S.BLANK] == {S.SEA}
    for cell in range(S.FRAME_TOP, S.FRAME_BOX + 2):
        assert used[cell] <= {S.SEA, S.FRAME}


class FakeGrid:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.tiles = [S.BLANK] * (width * height)

    def __getitem__(self, i):
        return self.tiles[i]

    def __setitem__(self, i, value):
        self.tiles[i] = value

    def cell(self, col, row):
        return self.tiles[row * self.width + col]


@pytest.mark.parametrize("facedown", [0, 4])
@pytest.mark.parametrize("count", [1, 3, 9, 12, 17])
def test_put_line_and_strip_row_agree(facedown, count):
    rows = 12
    run = bytearray(S.CLASS_BIT | v for v in range(17, 17 - count, -1))
    grid = FakeGrid(2, rows)
    top = S.put_line(grid, 0, 0, rows, facedown, run, count)
    assert top == S.strip_row(facedown, count, rows, count - 1)
    assert top + 3 <= rows
    assert grid.cell(0, top + 1) == S.body(run[-1])
    if facedown:
        assert grid.cell(1, 0) == S.BACK_UNITS + facedown
    hidden = 0
    for k in range(count):
        r = S.strip_row(facedown, count, rows, k)
        if r < 0:
            hidden += 1
            continue
        assert grid.cell(0, r) == S.strip_left(run[k]), k
    room = rows - (1 if facedown else 0) - 2  # strips that fit
    assert hidden == (count - (room - 1) if count > room else 0)
    if hidden:
        assert grid.cell(0, S.strip_row(facedown, count, rows, 0) + 1) == S.ELLIPSIS + 2


@pytest.mark.parametrize("facedown", [0, 2])
@pytest.mark.parametrize("count", [1, 2, 5, 9, 13])
def test_put_line_draws_each_card_as_the_strip_and_card_helpers_do(facedown, count):
    """A line as R-LINE-1 lays it out: put_line writes its cells itself (no call
    a cell), each shown card's strip as put_strip draws it, the exposed card as
    put_strip and put_body, blank below down to
    `used`, over whatever the column showed; and a run read from inside a longer
    buffer (`start`: the board passes the game's state) draws the same."""
    rows = 12
    kinds = (0, S.ANCHOR_BIT, S.MYSTERY_BIT, S.CLASS_BIT, S.CLASS_BIT | S.ANCHOR_BIT,
             S.CLASS_BIT | S.MYSTERY_BIT)
    run = bytearray(kinds[k % 6] | (1 + (5 * k) % 13) for k in range(count))
    want = FakeGrid(2, rows)
    want.tiles = [S.FRAME_MID] * (2 * rows)
    top = S.strip_row(facedown, count, rows, count - 1)
    if facedown:
        S.put_back_strip(want, 0, 0, facedown)
    for k in range(count - 1):
        r = S.strip_row(facedown, count, rows, k)
        if r >= 0:
            S.put_strip(want, 0, r, run[k])
    if count > rows - (1 if facedown else 0) - 2:            # the ellipsis
        cls = 2 if run[0] & S.CLASS_BIT else 0
        S.put_pair(want, 0, S.strip_row(facedown, count, rows, 0) + 1, S.ELLIPSIS + cls,
                   S.ELLIPSIS + cls + 1)
    S.put_strip(want, 0, top, run[-1])                     # the exposed card whole
    S.put_body(want, 0, top + 1, S.body(run[-1]))
    S.put_blank(want, 0, top + 3, 10 - top - 3)          # down to row `used`, no further
    for start in (0, 3):
        got = FakeGrid(2, rows)
        got.tiles = [S.FRAME_MID] * (2 * rows)
        held = bytearray(b"\x55" * start) + run + b"\x66"
        assert S.put_line(got, 0, 0, rows, facedown, held, count, 10, start) == top
        assert got.tiles == want.tiles, start


def test_put_line_empty():
    grid = FakeGrid(2, 6)
    assert S.put_line(grid, 0, 0, 6, 0, bytearray(), 0) == 0
    assert grid.tiles[:2] == [S.EMPTY, S.EMPTY + 1]
