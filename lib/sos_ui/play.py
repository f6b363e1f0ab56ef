"""The board in play: the cursor over the picker's spots, and button presses
turned into the core's decisions. No rule lives here: every target comes from
the picker (the core's decision list); this only places them on the screen.

A *set* is the spots one may point at now (the picker's first spots, or the
second ones of the first chosen), each on the board (a line's card or pile, a
survivor group), in the tray row (drawn, looked-at, browsed cards) or in the
option list (action cards, words, numbers: shown with the cursor, or alone)."""
from array import array

from sos_boards.buttons import BACK, CHOOSE, END, MENU, NEXT, PREV, RIGHT

from sos_core import layout as L
from sos_core.cards import ACTION_KIND
from sos_core.compat import const
from sos_core.game import DEC_CAP
from sos_ui import entries as E
from sos_ui import words as W
from sos_ui.automove import AUTO_SHOWN
from sos_ui.hand import HandLine
from sos_ui.options import action_text, mark_targets, place_list
from sos_ui.picker import (
    END_SPOT,
    SPOT_ACTION,
    SPOT_CARD,
    SPOT_NUMBER,
    SPOT_PILE,
    SPOT_WORD,
    Picker,
    spot_index,
    spot_kind,
    spot_pile,
)
from sos_ui.prompts import prompt, warns
from sos_ui.targets import first_entry, nearest, second_entry, start_entry
from sos_ui.text import NUM, OWNED

# entries: the picker's spots (at most one a decision) + Menu and Back
# (not const(): DEC_CAP is imported, and const() takes literals only)
CAP = DEC_CAP + 2

# handle() results
NOTHING = const(0)
MOVED = const(1)         # only the cursor or selection changed
APPLIED = const(2)       # a decision was applied: the app looks at the game
PAUSE = const(3)         # open the pause menu
BACKED = const(4)        # an action card taken back (undone): the app tells the records


class Play:
    def __init__(self, game, lay, view, options, intents, keys_hint):
        """keys_hint: the words number of the board's key hint."""
        self.g = game
        self.p = Picker(game)
        self.lay = lay
        self.view = view
        self.opts = options            # a Menu: the option list
        self.menu_entry = not intents & (1 << MENU)     # a "Menu" target in the cycle
        self.back_entry = not intents & (1 << BACK)     # a "< Back" target
        self.spot = array("H", bytes(2 * CAP))
        self.place = bytearray(CAP)
        self.pos = bytearray(CAP)      # board column, tray slot or option index
        self.row = bytearray(CAP)
        self.h = bytearray(CAP)
        self.n = 0
        self.cur = 0
        self.text = array("H", bytes(2 * CAP))   # option texts (int texts: sos_ui.text), by index
        self.n_opt = 0
        self.level = 1
        self.sel = -1                  # first entry chosen (level 2)
        self.sel_place = 0
        self.sel_pos = 0
        self.sel_row = 0
        self.sel_h = 0
        self.sel_spot = 0
        self.last_spot = -1
        self.last_action = -1          # the action-phase choice made last time
        self.card_slot = -1            # the undo slot before the action card in play (back)
        self.counts = bytearray(5)     # each player's last rescue count (0: none yet)
        self.pending = 0               # the second choice a warning waits on
        self.warned_from = 1           # the level a cancelled warning goes back to
        self.auto_move = True          # the option: moves no one could regret, made at once
        self.auto_moved = 0            # passengers moved so since the player's decision
        self.auto_cards = bytearray(AUTO_SHOWN)   # ... the first of them (sos_ui.automove)
        self.placed = False            # the option list is filled and placed for this set
        self.tip = False               # the prompt row is not the phase's (a card's summary, stale)
        self.hinted = E.NO_HINT        # the hint's decision (sos_ui.hint.point)
        self.log = None                # a list to record applied decisions (tests)
        self.hand = HandLine(view)     # the info row: whose turn, crew, cards, deal
        view.set_keys(keys_hint)

    def new_game(self):
        self.hand.forget()             # another game: the hand line is drawn afresh
        self.last_spot = -1
        self.last_action = -1
        self.card_slot = -1
        for i in range(5):
            self.counts[i] = 0

    # --- after every change to the game ------------------------------------------
    def refresh(self):
        g = self.g
        self.p.refresh()
        self.hinted = E.NO_HINT
        self.level = 1
        self.sel = -1
        view = self.view
        view.draw(g)
        view.tray_clear()
        ph = g.phase()
        if ph == L.PH_PLACE or ph == L.PH_GET_READY:
            for i in range(g.plen(L.LOOK)):
                view.tray_add(L.LOOK, i)
        elif ph == L.PH_YT_PICK:
            for i in range(g.plen(g.s[L.ARG])):
                view.tray_add(g.s[L.ARG], i)
        self.hand.show(g)
        self._build()
        self._show(start_entry(self))

    # --- the set of spots -------------------------------------------------------
    def _build(self):
        p = self.p
        self.n = 0
        self.n_opt = 0
        if self.level == 1:
            firsts = p.firsts
            for i in range(p.n_first):
                self._add(firsts[i])
            if self.menu_entry:
                self._add(E.X_MENU)
            if self.back_entry and self.card_steps():
                self._add(E.X_BACK)
        elif self.level == E.CONFIRM:
            self._add(E.X_YES)
            self._add(E.X_NO)
        else:
            for j in range(p.n_second):
                self._add(p.second(j))
            if self.back_entry:
                self._add(E.X_BACK)
        self.placed = False            # the list is filled and placed when it opens (_show)
        # the prompt too, in _show: an action card's summary there would at once
        # replace the phase's prompt set here
        self.tip = True
        mark_targets(self)
        self.view.draw_tray(self.g)

    def _to_tray(self, pile):
        ph = self.g.phase()
        return pile >= L.DECK or ph == L.PH_YT_PICK and pile == self.g.s[L.ARG] \
            or ph == L.PH_LOWE and pile >= L.GROUP0

    def _add(self, s):
        e = self.n
        self.n = e + 1
        self.spot[e] = s
        lay = self.lay
        g = self.g
        view = self.view
        if s >= E.X_YES:
            self._option(e, W.MENU if s == E.X_MENU else W.BACK if s == E.X_BACK
                         else W.CONFIRM + (W.CONFIRM_YES if s == E.X_YES else W.CONFIRM_NO))
            return
        k = spot_kind(s)
        if k == SPOT_CARD or k == SPOT_PILE:
            pile = spot_pile(s)
            place = E.ON_BOARD
            h = 1
            if k == SPOT_CARD and self._to_tray(pile):
                place = E.IN_TRAY
                pos = view.tray_add(pile, spot_index(s))
                row = lay.tray_row
            elif pile < L.GROUP0:
                view.card_row(g, pile, spot_index(s) if k == SPOT_CARD else g.plen(pile) - 1)
                pos = 2 * pile
                row = view.row
                h = view.h
            else:
                pos = lay.panel
                row = lay.group_row(pile - L.GROUP0) if pile < L.DECK else lay.deck_row
            self.place[e] = place
            self.pos[e] = pos
            self.row[e] = row
            self.h[e] = h
            return
        i = spot_index(s)
        if k == SPOT_ACTION:
            self._option(e, action_text(g, i))
        elif k == SPOT_WORD:
            self._option(e, W.WORD + i)
        elif k == SPOT_NUMBER:
            # Smith's deal: the players as "P1 Lowe"
            self._option(e, OWNED + (i << 10) + W.CREW_SHORT + g.crew_of(i)
                         if g.phase() == L.PH_SMITH else NUM + i)

    def _option(self, e, text):
        o = self.n_opt
        self.n_opt = o + 1
        self.text[o] = text
        self.place[e] = E.IN_LIST
        self.pos[e] = o

    # --- showing the cursor ------------------------------------------------------
    def _show(self, e):
        self.cur = e
        view = self.view
        opts = self.opts
        place = self.place[e] if self.n else E.ON_BOARD
        listing = self.n_opt > 0 and (place == E.IN_LIST or self.n_opt == self.n)
        if listing and not self.placed:
            self.placed = True
            place_list(self)
        opts.open(listing)
        view.list_over_info(opts if listing else None)
        s = self.spot[e] if self.n else E.X_YES
        # a card to play: what it does; in a pick list (Plan A/B, Fleet ...) the
        # prompt keeps the phase's question
        if place == E.IN_LIST and self.level == 1 and s < E.X_YES and spot_kind(s) == SPOT_ACTION \
                and (self.g.s[L.PHASE] == L.PH_ACTION or self.g.s[L.PHASE] == L.PH_LIGHTOLLER):
            view.set_prompt(W.CARD_SHORT + ACTION_KIND[spot_index(s)])        # what the card does
            self.tip = True
        elif self.tip:                 # back to the phase's prompt
            self.tip = False
            prompt(self)
        if place == E.IN_LIST:
            opts.set_cursor(self.pos[e])
            view.marks.frame(0, 0, 0, 0)
        elif place == E.IN_TRAY:
            if view.tray_scroll(self.pos[e]):
                view.draw_tray(self.g)
                mark_targets(self)
            view.marks.frame(0, 2 * (self.pos[e] - view.tray_first), self.row[e], 1)
        elif self.n:
            view.marks.frame(0, self.pos[e], self.row[e], self.h[e])
        else:
            view.marks.frame(0, 0, 0, 0)
        if self.level >= 2 and self.sel_place != E.IN_LIST:
            pos = self.sel_pos
            if self.sel_place == E.IN_TRAY:
                pos = 2 * (pos - view.tray_first)
            view.marks.frame(1, pos, self.sel_row, self.sel_h)
        else:
            view.marks.frame(1, 0, 0, 0)

    # --- buttons -----------------------------------------------------------------
    def handle(self, b):
        """One intent (sos_boards.buttons): NOTHING, MOVED, APPLIED or PAUSE."""
        if b == MENU:
            return PAUSE
        if self.n == 0:
            return NOTHING
        if b <= RIGHT:                                # UP, DOWN, LEFT, RIGHT
            return self._nav(b)
        if b == NEXT or b == PREV:
            return self.step(1 if b == NEXT else -1)
        if b == CHOOSE:
            return self.choose()
        if b == BACK:
            return self.back()
        return self._start() if b == END else NOTHING

    def step(self, d):
        self._show((self.cur + d) % self.n)
        return MOVED

    def _start(self):
        """START: end the moves; elsewhere jump to the option list."""
        for e in range(self.n):
            if self.spot[e] == END_SPOT and self.level == 1:
                self._show(e)
                return self.choose()
        for e in range(self.n):
            if self.place[e] == E.IN_LIST:
                self._show(e)
                return MOVED
        return NOTHING

    def _nav(self, b):
        best = nearest(self, self.cur, b)
        if best < 0:
            if not self.opts.is_open and self.place[self.cur] == E.IN_LIST:
                self._show(self.cur)                  # B hid the list: any press shows it
                return MOVED
            return NOTHING
        self._show(best)
        return MOVED

    def choose(self):
        e = self.cur
        s = self.spot[e]
        if self.place[e] == E.IN_LIST and not self.opts.is_open:
            self._show(e)                             # B hid the list: show it first
            return MOVED
        if s == E.X_MENU:
            return PAUSE
        if s == E.X_BACK or s == E.X_NO:
            return self.back()
        if s == E.X_YES:
            return self._apply(self.pending)
        if self.level != 2:
            self.last_spot = s
            if self.g.phase() == L.PH_ACTION:
                self.last_action = s
            n = self.p.select(e)
            self.sel_spot = s
            self.sel = e
            # pick, then place: even a single second spot is shown and waits
            # for its own press, so that a first press never moves a card
            if n:
                self.sel_place = self.place[e]
                self.sel_pos = self.pos[e]
                self.sel_row = self.row[e]
                self.sel_h = self.h[e]
                self.level = 2
                self._build()
                self._show(second_entry(self))
                return MOVED
            e = 0                                     # one destination: no second press
        if self._decide(e) == APPLIED:
            return APPLIED
        if self.level == E.CONFIRM and self.p.decision(e) == self.hinted:
            self._show(0)             # the hint's own choice warns: on Do it (_build's first)
        return MOVED

    def card_steps(self):
        """How many undos take the action card in play back to its choice (0:
        none can, once a step of it revealed a card: Game.steps_back)."""
        ph = self.g.s[L.PHASE]
        if self.card_slot < 0 or ph == L.PH_MOVE or ph == L.PH_ACTION or ph == L.PH_OVER:
            return 0
        return self.g.steps_back(self.card_slot)

    def back(self):
        if self.level == 1 and self.card_steps():    # B in a card's steps: the card back
            for _ in range(self.card_steps()):
                self.g.undo()
            return BACKED
        if self.level == E.CONFIRM:                     # the warning's Cancel
            if self.warned_from == 2:
                self.level = 2
                self._build()
                self._show(self.pending)
                return MOVED
            self.level = 2                            # ... back to the first choice
        if self.level != 2:
            if self.place[self.cur] == E.IN_LIST and self.n_opt < self.n:
                self._show(first_entry(self))       # leave the list for the board
                return MOVED
            if self.opts.is_open:                  # only options: B shows the board
                self.opts.open(False)
                self.view.list_over_info(None)
                self.view.set_prompt(W.LIST_HIDDEN)   # ... and how to get the list back
                self.tip = True                       # (the list brings the phase's prompt)
                return MOVED
            return NOTHING
        self.level = 1
        self.p.select(self.sel)                       # keeps the picker consistent
        self.p.picked = -1
        self._build()
        self._show(self.sel)
        return MOVED

    def _decide(self, j):
        """Second choice j (0 when there is none) decides: apply it, or first warn
        when it surely turns a page or does nothing (sos_core.hints), or is an
        ability that acts at once."""
        g = self.g
        i = L.DEC_SIZE * self.p.decision(j)
        k = g.dec[i]
        a = g.dec[i + L.DEC_A]
        if warns(g, k, a):
            self.pending = j
            self.warned_from = self.level
            if self.level == 1:                        # the first spot stays framed
                self.sel_place = self.place[self.sel]
                self.sel_pos = self.pos[self.sel]
                self.sel_row = self.row[self.sel]
                self.sel_h = self.h[self.sel]
            self.level = E.CONFIRM
            self._build()
            self._show(1)                              # on the cancelling answer
            return MOVED
        return self._apply(j)

    def _apply(self, j):
        p = self.p
        g = self.g
        i = L.DEC_SIZE * p.decision(j)
        k = g.dec[i]
        if k == L.D_RESCUE:                             # the count starts here next time
            self.counts[g.current()] = g.dec[i + L.DEC_A]
        self.auto_moved = 0
        if self.log is not None:                      # tests: record the decision
            self.log.append(bytes(self.g.dec[i:i + L.DEC_SIZE]))
        at = g.at
        p.apply(j)
        # B takes a card back until one of its steps reveals (card_steps)
        self.card_slot = -1 if g.rev else at if k == L.D_PLAY else self.card_slot
        return APPLIED
