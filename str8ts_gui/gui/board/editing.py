"""What the player's and the setter's moves do to the puzzle: a digit typed (answers, clues,
pencil marks, colours, 10-16 from two keys), cells cleared, black cells painted, Suguru regions
joined or split by dragging or with Space, undo and redo, and what the status bar says about
them (a clash, marks hidden under others, a region refused).

The :class:`~str8ts_gui.gui.board.controller.GameController` keeps its methods of the same names
(``type_digit``, ``completes_ten``, ``clear_selected``, ``toggle_colour_selected``,
``begin_paint``, ``paint``, ``begin_regions``, ``join_or_split_selected``, ``undo``, ``redo``)
and hands over here: each
function takes the controller as ``self``. Loaded at the first move, not with the window.
"""

from __future__ import annotations

import re
import time
from contextlib import ExitStack

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import COLOURS, MARK_LAYERS, PlayState, Puzzle, cell_name, digit_char
from str8ts_gui.core.session import Mode
from str8ts_gui.core.violations import Violation
from str8ts_gui.gui.board import controller
from str8ts_gui.gui.board.controller import CLEAR_LAYERS, LAYER_WORDS, MODE_LAYERS, region_model


def _typed(digit: int) -> str:
    """``digit`` in a message saying it is not one of the board's, with its letter key for
    10-16 (D, 13, typed on a 12 x 12 board: "13 (key D)"; they come from the letters alone)."""
    return f"{digit} (key {digit_char(digit)})" if 10 <= digit <= 16 else str(digit)


def _repeat_unit(v: Violation) -> str | None:
    """The row, column, box or region a repeated digit is in ("row 3"): the violation's own
    ``unit``, which its message names too; None for any other broken rule."""
    if v.kind != "repeat" or not v.unit:
        return None
    return v.unit


def type_digit(self, digit: int, pencil: bool = False, layer: str | None = None, *, whole: bool = False) -> None:
    """A digit typed on the selected cells (0 clears them).

    In edit mode it becomes their clue (a mark or a colour asked for by ``layer`` is not
    written there: the status bar says they are for play mode). In play mode it does what
    the entry mode says (:attr:`entry_mode`), or what ``layer`` asks: "marks" (``pencil``: a
    positional pencil mark), "corner", "centre" or "colour" -- the keys' modifiers and the
    number pad choose it. On every selected open cell at once, as one undoable move.

    On boards with more than 9 digits, 1 followed within :data:`~str8ts_gui.gui.board.controller.TWO_DIGIT_SECONDS` by 0-6
    on the same cells makes 10-16 (the 1 is taken back). A ``whole`` digit (the number pad's
    buttons, which have 10-16 of their own) is just itself: it never completes a 1 typed
    before it, nor is completed by a digit typed after it.
    """
    layer = _typed_layer(self, pencil, layer)
    if digit == 0 and not self.completes_ten(layer):
        clear_selected(self)
        return
    if self._blocked_by_preview():
        return
    puzzle = self.session.puzzle
    n = puzzle.size
    top = COLOURS if layer == "colour" and self._mode == Mode.PLAY else puzzle.digits
    key = digit
    if whole:
        self._last_typed = None
    else:
        digit = _two_digits(self, digit, layer)
    if not 1 <= digit <= top:
        if layer == "colour" and self._mode == Mode.PLAY:
            said = f"Colours are 1 to {COLOURS}"
            if COLOURS < digit <= puzzle.digits:  # (a board above 9 x 9: its letters are digits, not colours)
                said += f": {digit_char(digit)} is the digit {digit}, not a colour"
                if self._entry_mode == "colour":
                    said += " (Z: Digit mode)"
            self.message.emit(said)
        elif self.has_region_painting and puzzle.regions and digit > 0:
            self.message.emit(_too_big_for_regions(self, digit))
        elif puzzle.is_square and puzzle.digits == n:
            self.message.emit(f"{_typed(digit)} is not a digit of a {n} x {n} board")
        else:
            self.message.emit(f"{_typed(digit)} is not a digit of this board (1 to {puzzle.digits})")
        return
    before = self.session.state
    cells = self._ordered_selection()
    if self._mode == Mode.EDIT:
        if self.rule_tools is not None and self.rule_tools.type_digit(digit):
            return  # a Sudoku rule tool's sum (a cage, a clue outside the grid) or region
        if layer != "digit":  # Shift, Ctrl or Alt with a digit asks for a mark or a colour
            self.message.emit(_play_only(self, layer))
            return
        if self.has_region_painting:
            cells = [i for i in cells if _region_allows(self, i, digit)]
            if not cells:
                return
        self.session.set_clue(cells, digit)
    elif layer == "colour":
        self.session.toggle_colours(cells, digit)
    else:
        state = self.session.state
        open_ = [i for i in cells if state.is_open(i)]
        if not open_:
            i = self._selected
            if puzzle.black[i]:
                self.message.emit(f"{cell_name(i, n)} is a black cell")
            elif puzzle.clues[i]:  # (a Sudoku or Suguru player says "given")
                word = "clue" if puzzle.kind == "str8ts" else "given"
                self.message.emit(f"{cell_name(i, n)} is a {word}")
            return
        if layer != "digit" and all(state.entries[i] for i in open_):  # (marks go in empty cells)
            held = "The selected cells hold answers" if len(open_) > 1 else f"{cell_name(open_[0], n)} holds an answer"
            self.message.emit(f"{held}: marks go in empty cells")
            return
        if layer == "digit":
            if all(state.entries[i] == digit for i in open_):
                self.session.set_entries(open_, 0)  # typed again: taken out
            else:
                self.session.set_entries(open_, digit)
                _say_clash(self, open_, digit, state, completed=digit != key)
        else:
            if self._show_candidates:  # (it shows the rules' candidates in place of every mark)
                self.set_show_candidates(False)
                self.message.emit("Show Candidates is off: you are writing your own pencil marks")
            self.session.toggle_marks(open_, digit, layer)
            if layer == "marks":
                _say_hidden_candidates(self, open_, digit)
    if not whole:
        self._last_typed = (time.monotonic(), digit, self._selection, layer, before, self.session.state)


def _violations_of(self, state: PlayState) -> tuple[Violation, ...]:
    """The rules ``state`` breaks (the current state's from :meth:`violations`' cache)."""
    cached = self._violations_cache
    if cached is not None and cached[0] == state:
        return cached[1]
    if state == self.session.state:
        return tuple(self.violations())
    return tuple(kind_of(state.puzzle).check(state.puzzle, state.values()))


def _say_clash(self, cells: list[int], digit: int, before: PlayState, *, completed: bool = False) -> None:
    """An answer ``digit`` just typed into ``cells`` broke a rule: say briefly what it clashes
    with ("r3c4: 5 is already in row 3 (r3c7)"), as the board shows it in red. Only while
    Show Mistakes is on (off, the board keeps mistakes to itself, and so does the bar), and
    only for a clash the digit made, not one the board had before it, and not on the digit
    that fills the grid (the window says what a full grid is). ``completed``: the
    digit is 10-16 made of a 1 and this key (the 1's clash, if said, is then gone)."""
    said, self._clash_said = self._clash_said, False
    if not self._show_violations:
        return
    state = self.session.state
    if state.is_filled():
        return  # the grid is full: the window says that once, its own way (gui/play/completion.py)
    old = set(_violations_of(self, before))
    typed = set(cells)
    new = [v for v in _violations_of(self, state) if v not in old and typed & set(v.cells)]
    if not new:
        if said and completed:  # 1 then 6 made 16: the 1's clash (said a moment ago) went with it
            self.message.emit("")
        return
    puzzle = self.session.puzzle
    name = puzzle.cell_name
    cell = next(i for i in cells if any(i in v.cells for v in new))
    mine = [v for v in new if cell in v.cells]
    units = []
    for v in mine:
        unit = _repeat_unit(v)
        if unit is not None:
            others = ", ".join(name(i) for i in v.cells if i != cell)
            units.append((v, f"{unit} ({others})"))
    if units:
        text = f"{name(cell)}: {digit} is already in " + " and in ".join(u for _v, u in units)
        told = {v for v, _u in units}
    else:
        v = mine[0]
        told = {v}
        if name(cell) in v.message:  # (it names the cell itself: "5 in r3c4 touches 5 in r3c5")
            text = v.message if re.match(r"r\d+c\d+", v.message) else v.message[:1].upper() + v.message[1:]
        else:
            text = f"{name(cell)}: {v.message}"
    more = len([v for v in new if v not in told])
    if more:
        text += f" (and {more} more rule{'s' if more > 1 else ''} broken)"
    self._clash_said = True
    self.message.emit(text)


def _say_hidden_candidates(self, cells: list[int], digit: int) -> None:
    """A candidate typed in cells that show corner or centre marks (a cell shows those
    instead of its candidates): say so, as the board shows no change there."""
    state = self.session.state
    hidden = [i for i in cells if not state.entries[i] and (state.corner[i] or state.centre[i])]
    if not hidden:
        return
    n = self.session.puzzle.size
    went = "went in" if state.marks[hidden[0]] >> digit & 1 else "came out"
    if len(hidden) == 1:
        i = hidden[0]
        what = " and ".join(name for name, on in (("corner", state.corner[i]), ("centre", state.centre[i])) if on)
        where = f"{cell_name(i, n)} shows its {what} marks"
    else:
        where = f"{len(hidden)} of the cells show corner or centre marks"
    self.message.emit(f"{where}: candidate {digit} {went} under them, unseen until they are cleared")


def _play_only(self, layer: str) -> str:
    """What a mark or a colour typed in edit mode says: none is written there."""
    what = LAYER_WORDS["colours" if layer == "colour" else layer]
    word = "clue" if self.session.puzzle.kind == "str8ts" else "given"
    return f"{what[0].upper()}{what[1:]} are for play mode (F3): in edit mode a digit alone writes the {word}"


def _two_digits(self, digit: int, layer: str) -> int:
    """``digit``, or 10-16 when it follows a 1 typed on the same cells a moment ago on a
    board with digits above 9 (that 1 is taken back first, so 1 then 6 is one 16)."""
    follows = self.completes_ten(layer)
    last, self._last_typed = self._last_typed, None
    if not follows or 10 + digit > self.session.puzzle.digits:
        return digit
    before, after = last[4], last[5]
    if self.session.state == after and after != before and self.session.can_undo:
        self.session.undo()
    return 10 + digit


def clear_selected(self) -> None:
    """Backspace, Delete, 0 or the pad's Clear: empty the selected cells as one move -- their
    clues in edit mode; in play mode the layer of the entry mode (marks, colours), or in
    digit mode the entries, else the pencil marks, else the colours (as SudokuPad does).
    When the entry mode's layer has nothing to clear where it shows (marks hide under an
    answer), the answers go, so the key never seems to do nothing; marks cleared under "Show
    Candidates" turn it off, so that what went shows."""
    if self._blocked_by_preview():
        return
    self._last_typed = None
    cells = self._ordered_selection()
    if self._mode == Mode.EDIT:
        self.session.set_clue(cells, 0)
        return
    layer = CLEAR_LAYERS[self._entry_mode]
    state = self.session.state
    if layer is not None and not any(state.layer(layer)[i] for i in cells if layer == "colours" or not state.entries[i]):
        if any(state.is_open(i) and state.entries[i] for i in cells):
            layer = "entries"
    self.session.clear_cells(cells, layer)
    after = self.session.state
    if after == state and layer in LAYER_WORDS:  # nothing of the mode's layer here: say so
        self.message.emit(
            f"No {LAYER_WORDS[layer]} to clear in the selected cells: in Digit mode (Z) Delete clears "
            "the answers, else every pencil mark, else the colours"
        )
    if self._show_candidates and any(state.layer(name) != after.layer(name) for name in MARK_LAYERS):
        # the marks cleared were hidden under the rules' candidates: show what Delete did
        self.set_show_candidates(False)
        self.message.emit("Show Candidates is off: you cleared your own pencil marks")


def toggle_colour_selected(self) -> None:
    if not self.has_black_cells:
        if self.has_region_painting and self._mode == Mode.EDIT:
            join_or_split_selected(self)
            return
        self.message.emit(f"A {kind_of(self.session.puzzle).title} has no black cells")
        return
    if self._mode != Mode.EDIT:
        self.message.emit("Switch to edit mode to change cell colours")
        return
    if self._blocked_by_preview():
        return
    cells: list[int] = []
    for i in self._ordered_selection():  # the cursor's colour flips; the others follow it
        cells += [j for j in _mirror_cells(self, i) if j not in cells]
    self.session.toggle_black(cells)


def _start_drag(self, index: int, drawn: bool) -> bool:
    """A drag on the board starts on cell ``index``: the last one ends; in edit mode, where the
    puzzle's kind draws what the drag paints (``drawn``) and no preview blocks it, on a cell of
    the board, the drag opens one undo step (True); else nothing (False)."""
    self.end_paint()
    if self._mode != Mode.EDIT or not drawn or self._blocked_by_preview():
        return False
    if not 0 <= index < self.session.puzzle.cell_count:
        return False
    stack = ExitStack()
    stack.enter_context(self.session.group())
    self._paint = stack
    return True


def begin_paint(self, index: int) -> None:
    """Right button pressed on a cell: flip its colour; the drag that follows is one undo step."""
    if not _start_drag(self, index, self.has_black_cells):
        return
    self._paint_black = not self.session.puzzle.black[index]
    self.session.set_black(_mirror_cells(self, index), self._paint_black)


def _region_allows(self, index: int, digit: int) -> bool:
    """A given must fit its region (a region of k cells holds 1..k): else a message, False."""
    puzzle = self.session.puzzle
    if not puzzle.regions:
        return True
    k = puzzle.regions.count(puzzle.regions[index])
    if digit <= k:
        return True
    # (in the checker's words for a given that a later drag leaves too big: "4 in r1c1 is
    # larger than its region of 3 cells"; typed, it is refused: draw the region first)
    where = cell_name(index, puzzle.size)
    digits = "digit 1 only" if k == 1 else f"digits 1 to {k}"
    self.message.emit(f"{digit} in {where} would be larger than its region of {k} cell{'s' if k != 1 else ''} ({digits})")
    return False


def _too_big_for_regions(self, digit: int) -> str:
    """Why ``digit`` cannot be typed on a Suguru at all: its regions are all smaller (a
    Suguru's digits are 1 to the size of its largest region, not a fixed range)."""
    k = max(region_model(self.session.puzzle.kind).region_sizes(self.session.puzzle.regions).values())
    digits = "digit 1 only" if k == 1 else f"digits 1 to {k}"
    return f"{_typed(digit)} is too big for this Suguru: its largest region has {k} cell{'s' if k != 1 else ''} ({digits})"


def begin_regions(self, index: int, split: bool = False) -> None:
    """A drag starts on cell ``index`` in edit mode: a left-drag (``split`` False) joins the
    cells it passes into the first cell's region; a right-drag (``split`` True) splits the
    cells it passes off into one new region. The drag is one undo step."""
    if not _start_drag(self, index, self.has_region_painting):
        return
    self._region_drag = (index, bool(split), [index])
    self._region_refused = []
    self._regions_before = self.session.puzzle.regions
    if split:
        _set_regions(self, self._region_drag)


def _set_regions(self, drag) -> None:
    anchor, split, cells = drag
    puzzle = self.session.puzzle
    regions = list(puzzle.regions or range(puzzle.cell_count))
    target = max(regions) + 1 if split else regions[anchor]
    for i in cells:
        regions[i] = target
    if tuple(regions) == puzzle.regions:
        return
    model = region_model(puzzle.kind)
    try:
        new = model.with_regions(puzzle, regions)
    except ValueError as e:
        refused = cells.pop()  # that cell stays where it was
        if refused not in self._region_refused:
            self._region_refused.append(refused)
        self.message.emit(_refused_message(self, anchor, str(e)))
        return
    self.session.edit_puzzle(new)


def _refused_message(self, anchor: int, error: str) -> str:
    """What the status bar says when a region drag that began on ``anchor`` leaves cells in
    their regions: every cell refused so far (in the order the drag reached them) and why --
    the region of ``anchor`` is as large as a region may be (else the model's ``error``)."""
    puzzle = self.session.puzzle
    n = puzzle.size
    refused = self._region_refused
    names = [cell_name(i, n) for i in refused[:3]]
    if len(refused) == 1:
        who = f"{names[0]} stays in its region"
    elif len(refused) <= 3:
        who = f"{', '.join(names[:-1])} and {names[-1]} stay in their regions"
    else:
        more = len(refused) - 3
        who = f"{', '.join(names)} and {more} more cell{'s' if more != 1 else ''} stay in their regions"
    limit = region_model(puzzle.kind).MAX_REGION
    k = puzzle.regions.count(puzzle.regions[anchor]) if puzzle.regions else 1
    if k < limit:  # (not the size limit: the model's own words)
        return f"{who}: {error}"
    return f"{who}: the region of {cell_name(anchor, n)} has {k} cells; a Suguru region has at most {limit}"


def join_or_split_selected(self) -> bool:
    """Space on a Suguru in edit mode, the keyboard's way to draw regions: the selected cells
    join the cursor's region; when they already are all in one region and it has other
    cells too, they split off into a new region. One undo step; a region a rule refuses
    (more than nine cells) is not made and the status bar says why."""
    if self._mode != Mode.EDIT or not self.has_region_painting or self._blocked_by_preview():
        return False
    puzzle = self.session.puzzle
    regions = list(puzzle.regions or range(puzzle.cell_count))
    cells = sorted(self._selection | {self._selected})
    mine = {regions[i] for i in cells}
    if len(mine) > 1:
        target, words = regions[self._selected], "joined into one region"
    elif len(cells) < regions.count(regions[cells[0]]):
        target, words = max(regions) + 1, "split off into a region of their own"
    else:
        self.message.emit("The selected cells are one whole region already: select cells of two regions to join them")
        return False
    for i in cells:
        regions[i] = target
    model = region_model(puzzle.kind)
    try:
        new = model.with_regions(puzzle, regions)
    except ValueError as e:
        k = regions.count(target)
        if k > model.MAX_REGION:  # (the region made would be too large: say how large)
            where = cell_name(self._selected if len(mine) > 1 else cells[0], puzzle.size)
            self.message.emit(
                f"Regions unchanged: the region of {where} would have {k} cells; "
                f"a Suguru region has at most {model.MAX_REGION}"
            )
        else:
            self.message.emit(f"Regions unchanged: {e}")
        return False
    self.session.edit_puzzle(new)
    n = len(cells)
    if n == 1:
        words = words.replace("their own", "its own")
    warning = self.region_warning()  # (as after a drag: a region left in pieces)
    said = f"{n} cell{'s' if n != 1 else ''} {words} (Ctrl+Z undoes it)"
    self.message.emit(f"{said}. {warning}" if warning else said)
    return True


def undo(self) -> None:
    self.end_paint()
    before = self.session.puzzle
    if not self.session.undo():
        self.message.emit("Nothing to undo")
    else:
        _say_puzzle_changed(self, "Undid", before)


def redo(self) -> None:
    self.end_paint()
    before = self.session.puzzle
    if not self.session.redo():
        self.message.emit("Nothing to redo")
    else:
        _say_puzzle_changed(self, "Redid", before)


def _say_puzzle_changed(self, did: str, before: Puzzle) -> None:
    """In play mode an undo or redo that changes the puzzle itself (a move made while setting
    it) says so: the player would not see why givens came or went."""
    after = self.session.puzzle
    if self._mode != Mode.PLAY or after == before:
        return
    cells = [i for i in range(min(len(before.clues), len(after.clues)))
             if before.clues[i] != after.clues[i] or before.black[i] != after.black[i]]
    where = f" ({', '.join(cell_name(i, after.size) for i in cells[:4])}{', …' if len(cells) > 4 else ''})" if cells else ""
    self.message.emit(f"{did} a change to the puzzle made in edit mode{where}")


# -- moves ------------------------------------------------------------------------------
def _mirror_cells(self, index: int) -> list[int]:
    cells = [index]
    if self._symmetric:
        mirror = self.session.puzzle.cell_count - 1 - index
        if mirror != index:
            cells.append(mirror)
    return cells


def _typed_layer(self, pencil: bool = False, layer: str | None = None) -> str:
    """What a typed digit writes: ``layer`` when given, else the entry mode's (``pencil``:
    candidates); in edit mode a clue ("digit") whatever the play mode's entry mode is."""
    if layer is not None:
        return layer
    if self._mode == Mode.EDIT:
        return "digit"
    return "marks" if pencil else MODE_LAYERS[self._entry_mode]


def completes_ten(self, layer: str | None = None) -> bool:
    """True when a digit typed now in ``layer`` (default: what the entry mode writes) makes
    10-16: a 1 was typed in that layer on the same cells less than
    :data:`~str8ts_gui.gui.board.controller.TWO_DIGIT_SECONDS` ago (read there at each call), on a board with digits above 9."""
    last = self._last_typed
    layer = _typed_layer(self, layer=layer)
    # answers and clues only: marks are typed several at a time (1, 2, 3 quickly must stay
    # three marks); marks 10-16 are Shift+A..G (corner), or A..G in a mark mode, or the pad
    if last is None or self.session.puzzle.digits <= 9 or (self._mode == Mode.PLAY and layer != "digit"):
        return False
    when, typed, cells, was_layer, _before, _after = last
    return typed == 1 and cells == self._selection and was_layer == layer and time.monotonic() - when <= controller.TWO_DIGIT_SECONDS


def paint(self, index: int) -> None:
    """The drag passed over a cell: give it the colour the first cell got (or, dragging
    regions, join it to the first cell's region or split it off with the others)."""
    if self._paint is None or not 0 <= index < self.session.puzzle.cell_count:
        return
    drag = self._region_drag
    if drag is not None:
        if index not in drag[2]:
            drag[2].append(index)
            _set_regions(self, drag)
        return
    self.session.set_black(_mirror_cells(self, index), self._paint_black)
