"""The board screen: the ship's lines under their deck headers, the survivor
groups, the passenger deck and discard, the booklet page, a tray row for cards
that lie off the board (drawn, looked at, browsed), target hints, the cursor
and selection frames, and the info and prompt lines.

Everything is one sprite sheet: TileGrids of cells for the board, a card
column each (sos_sprites.Columns), and overlay TileGrids sharing the sheet's
Bitmap. Drawing writes only cells that changed, and displayio redraws a
rectangle a TileGrid around them, so the display redraws only what changed."""
import displayio
import sos_sprites as S

from sos_core import booklet, score
from sos_core import layout as L
from sos_core.compat import const
from sos_ui import text as Tx
from sos_ui import words as W
from sos_ui.marks import Marks
from sos_ui.text import TextRow

TEXT = const(0xFFFFFF)
INFO = const(0xC8D4E8)
# BoardView.figures: what the panel shows, so each part is drawn only on a change
_F_ACTIONS = const(0)      # the action deck's count
_F_SCORE = const(1)
_F_DISCARD = const(2)      # the discard's count
_F_STATUS = const(3)       # the game's status (the score counts anchor runs once SAVED)
_F_DECK = const(4)         # the passenger deck's count
_F_GROUPS = const(5)       # + i: survivor group i's top card (0: empty)
# not const(): the compiler folds only literals and this module's own consts
_CARD_BYTES = L.FACEDOWN + L.N_LINES   # the state from its start to the face-down counts
_REST = const(3000)        # ms the prompt and the key hint take turns at rest (rest())



class BoardView:
    def __init__(self, lay, bitmap, palette):
        self.lay = lay
        self.group = displayio.Group()
        cols, rows = lay.cols, lay.rows
        self.grid = S.Columns(bitmap, palette, lay.sheet, cols, rows, self.group)
        self.column = self.grid.column           # line i's is column[i]; the panel's last
        # the target marks and the cursor and selection frames, over the cards
        # and under the text rows
        self.marks = Marks(lay, bitmap, palette, self.group)
        # What each line showed when last drawn: face-down count, length, cards.
        self.shown = bytearray(L.N_LINES * L.N_POOL)
        self.shown_n = bytearray(b"\xff" * L.N_LINES)
        self.shown_down = bytearray(L.N_LINES)
        # The state's card bytes (pool, pile lengths, face-down counts) as last
        # drawn, compared in one C call with a view of the game's: when no card
        # moved (ending the moves, most action-phase presses) nothing below
        # them needs a look. The view is made once per state bytearray.
        self.seen = bytearray(b"\xff" * _CARD_BYTES)
        self.state = None
        self.cards = None
        self.drawn_page = 0
        self.line_end = bytearray(L.N_LINES)       # row below each line's last card
        cw, ch = lay.cw, lay.ch
        white = Tx.palette(TEXT)
        soft = Tx.palette(INFO)
        # the panel's figures in the 6x12 font, two digits beside a cell's icon
        fw, fh = Tx.SMALL_W, Tx.SMALL_H
        mid = (ch - fh) // 2
        # the page number right of its icon; "10" and "11" move left to fit a 160 px
        # screen (the glyph '1' and the icon cell both leave that column blank)
        x = lay.panel * cw + cw + 2
        self.page_x = (x, min(x, lay.width - 2 * fw + 1))
        self.page = TextRow(x, mid, 2, white, small=True)
        self.discard = TextRow(lay.panel * cw + cw - fw, lay.discard_row * ch + mid, 2,
                               white, small=True)
        # the action deck's count and the score, right-aligned after their icons
        x = lay.width - 3 * fw
        self.actions = TextRow(x, lay.actions_row * ch + mid, 3, white, small=True)
        self.score = TextRow(x, lay.score_row * ch + mid, 3, white, small=True)
        self.figures = bytearray(b"\xff" * (_F_GROUPS + L.N_GROUPS))   # 255: not drawn
        fh = lay.fh                              # the lines of text: the screen's font
        chars = (lay.width - 2) // lay.fw
        self.info = TextRow(2, lay.text_y[0] - fh // 2, lay.info_chars, soft)
        # one row for every prompt: a new one rewrites the tiles that differ,
        # and the display redraws those (two rows that took turns redrew both)
        self.prompt = TextRow(2, lay.text_y[1] - fh // 2, chars, white)
        # the board's key hint: on a row of its own (the CLUE), else in the
        # prompt's place, taking turns with it while the buttons rest (rest())
        self.rests = len(lay.text_y) < 3
        self.keys = TextRow(2, lay.text_y[1 if self.rests else 2] - fh // 2, chars, soft)
        self.keys.hidden = self.rests
        for lab in (self.page, self.discard, self.actions, self.score, self.info, self.prompt,
                    self.keys):
            if lab is not None:
                self.group.append(lab.grid)
        # Tray: cards shown off the board; pile and index per slot.
        self.tray_pile = bytearray(L.N_POOL)
        self.tray_idx = bytearray(L.N_POOL)
        self.tray_n = 0
        self.tray_first = 0
        self.tray_on = False
        self.tray_shown = bytearray(lay.tray_slots)    # card per slot as drawn; 0 blank
        self.tray_used = 0                       # the slots from here on are blank

    # --- the position ------------------------------------------------------
    def draw(self, g):
        # the game's state read where it lies (sos_core.layout), as the lines walk
        # below does: a call to the core's accessor per figure costs more
        lay = self.lay
        column = self.column
        panel = column[lay.panel >> 1]
        st = g.s
        page = st[L.PAGE]
        scored = False                           # the score to count again
        if page != self.drawn_page:              # the hull changes only with the page
            self.drawn_page = page
            scored = True
            # and what never changes, with it
            S.put_pair(panel, 0, 0, S.ICON_PAGE, S.BLANK)
            S.put_pair(panel, 0, lay.discard_row, S.EMPTY, S.EMPTY + 1)
            S.put_pair(panel, 0, lay.actions_row, S.ICON_ACTION, S.BLANK)
            S.put_pair(panel, 0, lay.score_row, S.ICON_SCORE, S.BLANK)
            if lay.group_rows == 2:
                for i in range(L.N_GROUPS):
                    S.put_pair(panel, 0, lay.group_row(i) + 1, S.LIFEBOAT, S.LIFEBOAT + 1)
            for d in range(6):
                S.put_pair(column[d], 0, 0, S.HULL_DECK + d,
                           S.hull_flood(d + 1, booklet.flooded_compartments(d, page)))
            self.page.grid.x = self.page_x[1 if page >= 10 else 0]
            self.page.number(page)
        if self.state is not st:
            self.state = st
            self.cards = memoryview(st)[:_CARD_BYTES]
        fig = self.figures
        if self.cards != self.seen:
            self.seen[:] = self.cards
            # the card pool holds the piles in order, the lines then the survivor
            # groups (sos_core.layout): one walk finds each pile's cards, and a line
            # is drawn only when it changed since it was drawn (its face-down count,
            # length or a card). Inline (no call a line, nor for the walk: the
            # board's refresh is the game's deepest call chain).
            shown = self.shown
            shown_n = self.shown_n
            shown_down = self.shown_down
            first = L.P_POOL
            for line in range(L.N_LINES):
                n = st[L.P_LEN + line]
                down = st[L.FACEDOWN + line]
                same = shown_n[line] == n and shown_down[line] == down
                d = L.N_POOL * line - first          # shown[i + d] remembers st[i]
                for i in range(first, first + n):
                    if shown[i + d] != st[i]:
                        shown[i + d] = st[i]
                        same = False
                if not same:
                    shown_n[line] = n
                    shown_down[line] = down
                    self.draw_line(g, line, first, n)
                first += n
            # the panel: each part drawn only when what it shows changed (a number,
            # the score most, costs a press more than all the board's cells)
            for i in range(L.N_GROUPS):
                n = st[L.P_LEN + L.GROUP0 + i]
                first += n
                c = st[first - 1] if n else 0                # the group's top card
                if c != fig[_F_GROUPS + i]:
                    fig[_F_GROUPS + i] = c
                    scored = True
                    r = lay.group_row(i)
                    if c:
                        S.put_strip(panel, 0, r, c)
                    else:
                        S.put_pair(panel, 0, r, S.EMPTY, S.EMPTY + 1)
            n = st[L.P_LEN + L.DECK]
            if n != fig[_F_DECK]:
                fig[_F_DECK] = n
                if n:
                    S.put_back_strip(panel, 0, lay.deck_row, n)
                else:
                    S.put_pair(panel, 0, lay.deck_row, S.EMPTY, S.EMPTY + 1)
            n = st[L.P_LEN + L.DISCARD]
            if n != fig[_F_DISCARD]:
                fig[_F_DISCARD] = n
                self.discard.number(n)
        n = st[L.A_LEN + L.A_DECK]
        if n != fig[_F_ACTIONS]:
            fig[_F_ACTIONS] = n
            self.actions.number(n, 2 if n < 10 else 1)
        n = st[L.STATUS]                  # the anchor runs count once everyone is saved
        if n != fig[_F_STATUS]:
            fig[_F_STATUS] = n
            scored = True
        if scored:                      # the score: the page, the groups' tops, the status
            n = score.total(g)
            if n != fig[_F_SCORE]:
                fig[_F_SCORE] = n
                self.score.number(n, 2 if n < 10 else 1 if n < 100 else 0)

    def redraw(self):
        """Forget what the hull and lines showed: the next draw() draws them all."""
        self.drawn_page = 0
        self.seen[0] = 255                       # the cards as never drawn
        for k in range(len(self.figures)):
            self.figures[k] = 255
        for line in range(L.N_LINES):
            self.shown_n[line] = 255
            self.line_end[line] = self.lay.line_rows + 1     # blank the whole column
        for k in range(len(self.tray_shown)):
            self.tray_shown[k] = 255
        self.tray_used = len(self.tray_shown)

    def draw_line(self, g, line, first, n):
        """Draw the line, its n cards from pool offset `first`."""
        column = self.column[line]
        rows = self.lay.line_rows
        is_open = g.line_open(line)
        if line == L.BOAT:                  # its header shows while it is in play
            if is_open:
                S.put_pair(column, 0, 0, S.BOAT_HEADER, S.BOAT_HEADER + 1)
            else:
                S.put_pair(column, 0, 0, S.BLANK, S.BLANK)
        if not is_open and n == 0:
            S.put_blank(column, 0, 1, self.line_end[line] - 1)
            self.line_end[line] = 1
            return
        down = g.s[L.FACEDOWN + line]
        # the face-up run read where it lies in the state; rows from line_end
        # down were blank: only those it showed are blanked
        self.line_end[line] = S.put_line(column, 0, 1, rows, down, g.s, n - down,
                                         self.line_end[line], first + down) + 3

    def card_row(self, g, line, i):
        """Board row of card i of a line (0 = bottom) and the frame height down
        to the bottom of the exposed card: sets self.row, self.h."""
        down = g.facedown(line)
        n = g.plen(line)
        rows = self.lay.line_rows
        if n == 0:
            self.row = 1
            self.h = 3
            return
        top = 1 + S.strip_row(down, n - down, rows, n - 1 - down)
        if i < down:
            r = 1
        else:
            r = S.strip_row(down, n - down, rows, i - down)
            r = 1 + (r if r >= 0 else (2 if down else 1))   # hidden: the ellipsis
        self.row = r
        self.h = top + 3 - r

    # --- the tray ------------------------------------------------------------
    def tray_clear(self):
        self.tray_n = 0
        self.tray_first = 0

    def tray_add(self, pile, i):
        """Add a card to the tray unless it is there; return its slot."""
        for j in range(self.tray_n):
            if self.tray_pile[j] == pile and self.tray_idx[j] == i:
                return j
        j = self.tray_n
        self.tray_pile[j] = pile
        self.tray_idx[j] = i
        self.tray_n = j + 1
        return j

    def tray_scroll(self, slot):
        """Make tray slot visible; True when the window moved."""
        first = self.tray_first
        n = self.lay.tray_slots
        if slot < first:
            first = slot
        elif slot >= first + n:
            first = slot - n + 1
        if first == self.tray_first:
            return False
        self.tray_first = first
        return True

    def draw_tray(self, g):
        lay = self.lay
        r = lay.tray_row
        n = self.tray_n
        first = self.tray_first
        shown = self.tray_shown
        end = min(n - first, lay.tray_slots)     # the slots with a card now
        used = self.tray_used
        for k in range(end if end > used else used):
            j = first + k
            card = g.card(self.tray_pile[j], self.tray_idx[j]) if j < n else 0
            if shown[k] == card:
                continue
            shown[k] = card
            if card:
                S.put_strip(self.column[k], 0, r, card)
            else:
                S.put_pair(self.column[k], 0, r, S.BLANK, S.BLANK)
        self.tray_used = end
        self.tray_on = n > 0           # the caller then asks list_over_info

    def list_over_info(self, menu):
        """Hide the hand line under the tray (where it shares the row) or under
        a shown option list (`menu`, None when hidden): a cut-off word of it
        would read as something else."""
        y = self.info.grid.y
        over = menu is not None and menu.at_y < y + self.lay.fh \
            and menu.at_y + menu.height() > y
        self.info.hidden = over or (self.lay.info_hides and self.tray_on)

    # --- text --------------------------------------------------------------------
    def set_info(self, text):
        self.info.set(text)

    def set_prompt(self, text):
        self.prompt.set(text)

    def set_keys(self, text):
        """The key hint (W.KEYS of a scheme), and which scheme's prompts name
        the buttons (sos_ui.prompts: W.END_PROMPT, W.MURDOCH_MORE)."""
        self.keys.set(text)
        self.scheme = (text - W.KEYS) // W.KEYS_EACH

    def show_keys(self, on):
        """The key hint row shown, or hidden under a banner (whose own prompt
        names its one button)."""
        if not self.rests:
            self.keys.hidden = not on

    def rest(self, ms):
        """A screen without a row for the key hint (160x128, 240x135): while the
        buttons rest on the board (ms since the last press; 0 at a press) it
        takes turns with the prompt, _REST ms each, so that a player who stops
        to wonder sees the buttons. True if what shows changed."""
        on = ms // _REST % 2 == 1
        if not self.rests or self.keys.hidden != on:
            return False
        self.keys.hidden = not on
        self.prompt.hidden = on
        return True
