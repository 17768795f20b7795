"""What the mouse and the keys do on the board: clicks and drags that select cells, paint black
cells or draw Suguru regions, a double click that highlights a digit, the keys (digits and marks
with their modifiers, arrows, Delete, Space, the entry-mode letters), and the tooltip of the
cell under the mouse.

The :class:`~str8ts_gui.gui.board.board.BoardWidget` keeps Qt's event methods and hands over here
(each function takes the board as ``self``); the key tables and :func:`~.board.key_digit` stay
in gui/board/board.py. Loaded at the first click, key or tooltip, not with the window.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QWidget

from str8ts_gui.core.puzzle import cell_name, digit_char
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board.board import (
    _ARROWS, _CLEAR_KEYS, _COMMAND_MODIFIERS, _DIAGONALS, _KEY, _LETTER_DIGITS, _MOD, _MODE_KEYS, TOOLTIP,
    _cells_between, _side_steps, key_digit,
)
from str8ts_gui.gui.board.controller import ENTRY_MODES
from str8ts_gui.gui.board.render import board_margin, cell_at

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent


def _drag_cell(self, pos: QPointF) -> int | None:
    """The cell a drag is on at ``pos``: the cell under it, or, when the mouse has left the
    grid since the drag's last event, the last cell on its way out (a quick drag jumps from
    the middle of a row to beyond the grid between two events)."""
    pos = QPointF(pos)
    start, self._drag_pos = self._drag_pos, pos
    state, options = self.controller.display()
    puzzle, rect = state.puzzle, self._board_rect()
    margin = board_margin(puzzle, options)

    def under(point: QPointF) -> int | None:
        return cell_at(rect, puzzle.size, point, puzzle.height, margin)

    cell = under(pos)
    if cell is not None or start is None:
        return cell
    line = pos - start
    steps = max(1, math.ceil(max(abs(line.x()), abs(line.y())) / 2))  # every 2 pixels
    found = None
    for k in range(steps + 1):
        here = under(start + line * (k / steps))
        if here is None and found is not None:
            break  # out of the grid
        found = here if here is not None else found
    return found


def tooltip_at(self, pos: QPointF) -> str:
    """The tooltip for a point: what the highlights of the cell under it mean (on a cell
    that breaks a rule, which rule: "Compartment r2c1-r4c1 can no longer be a straight: ..."),
    or (on a cell without highlights, or outside the board) the mouse and key help."""
    cell = self.cell_at(pos)
    if cell is None:
        return TOOLTIP
    import html

    from str8ts_gui.gui.board.legend import cell_highlights, describe, fill_name  # (loaded on the first tooltip)

    state, options = self.display()
    fill = fill_name(state, options, cell)  # (a highlight's tint another one's covers is not named)
    lines = []
    for key in cell_highlights(state, options, cell):
        if key == "selected":
            continue
        lines.append(describe(key, fill))
        if key == "violation":  # which rule: the checker's own sentences about this cell
            lines += [html.escape(v.message) for v in self.controller.violations() if cell in v.cells and v.message]
        elif key == "differ" and (two := self.controller.differ_digits(cell)) is not None:
            lines.append(f"One solution has {digit_char(two[0])} here, another {digit_char(two[1])}")
    if not lines:
        return TOOLTIP
    name = cell_name(cell, state.puzzle.size)
    return f"<b>{name}</b><br>" + "<br>".join(lines) + "<br><i>View > Highlight Legend names every colour</i>"


def mousePressEvent(self, event: QMouseEvent) -> None:
    button = event.button()
    if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
        QWidget.mousePressEvent(self, event)
        return
    event.accept()
    tools = self._rule_tools()
    if tools is not None and tools.mouse_press(self, event):
        return
    cell = self.cell_at(event.position())
    if cell is None:
        return
    self._drag_pos = QPointF(event.position())
    self._shift_from = None
    ctl = self.controller
    mods = event.modifiers()
    left = button == Qt.MouseButton.LeftButton
    if ctl.mode == Mode.EDIT and ctl.has_region_painting:
        # regions: a left-drag joins the cells it passes, a right-drag splits them off
        ctl.select(cell)
        ctl.begin_regions(cell, split=not left)
        self._paint_button = button
        self._last_paint_cell = cell
        return
    if left and mods & _MOD.ControlModifier:  # Ctrl+click: add or remove the cell, drag on
        self._select_drag = (cell, ctl.toggle_in_selection(cell))
        return
    if left and mods & _MOD.ShiftModifier:  # Shift+click: the rectangle from the anchor
        self._shift_from = (ctl.selection, cell)
        ctl.extend_selection(cell)
        self._select_drag = (cell, True)
        return
    ctl.select(cell)
    if left:
        ctl.click_focus(cell)
        self._select_drag = (cell, True)
    elif ctl.mode == Mode.EDIT:
        ctl.begin_paint(cell)
        self._paint_button = button
        self._last_paint_cell = cell


def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
    """A plain double click with the left button: the second press selects the cell as a
    click does, but leaves the cell's digit highlighted (as a click the highlight would go
    again at once: "click the same digit again: off"). Any other double click is two clicks."""
    ctl = self.controller
    plain = not event.modifiers() & (_MOD.ControlModifier | _MOD.ShiftModifier)
    regions = ctl.mode == Mode.EDIT and ctl.has_region_painting
    cell = self.cell_at(event.position())
    if event.button() != Qt.MouseButton.LeftButton or not plain or regions or cell is None or self._rule_tools() is not None:
        QWidget.mouseDoubleClickEvent(self, event)  # (Qt's: a press)
        return
    event.accept()
    ctl.select(cell)
    ctl.set_focus_digit(ctl.digit_at(cell) or None)
    self._select_drag = (cell, True)


def mouseMoveEvent(self, event: QMouseEvent) -> None:
    tools = self._rule_tools()
    if tools is not None and tools.mouse_move(self, event):
        event.accept()
        return
    ctl = self.controller
    if self._select_drag is not None and event.buttons() & Qt.MouseButton.LeftButton:
        event.accept()
        last, adding = self._select_drag
        cell = _drag_cell(self, event.position())
        if cell is None or cell == last:
            return
        if self._shift_from is not None:  # a Shift+drag: the cells passed, not the rectangle
            before, start = self._shift_from
            self._shift_from = None
            ctl.set_selection(before | {start}, start)
        for passed in _cells_between(last, cell, ctl.size)[1:]:
            if adding:
                ctl.add_to_selection(passed)
            elif passed in ctl.selection:
                ctl.toggle_in_selection(passed)
        self._select_drag = (cell, adding)
        return
    if self._last_paint_cell is None or not event.buttons() & self._paint_button:
        QWidget.mouseMoveEvent(self, event)
        return
    event.accept()
    cell = _drag_cell(self, event.position())
    if cell is None or cell == self._last_paint_cell:
        return
    # A fast drag skips cells between two move events: paint the cells in between too
    # (regions in side-by-side steps: cells touching only at a corner are not connected).
    between = _side_steps if ctl.has_region_painting else _cells_between
    for passed in between(self._last_paint_cell, cell, ctl.size)[1:]:
        ctl.paint(passed)
    self._last_paint_cell = cell


def mouseReleaseEvent(self, event: QMouseEvent) -> None:
    tools = self.controller.rule_tools
    if tools is not None and tools.mouse_release(self, event):
        event.accept()
        return
    if event.button() == Qt.MouseButton.LeftButton and self._select_drag is not None:
        self._select_drag = self._shift_from = None
        event.accept()
        if self._last_paint_cell is None:
            return
    if event.button() == self._paint_button and self._last_paint_cell is not None:
        event.accept()
        self._stop_painting()
        return
    QWidget.mouseReleaseEvent(self, event)


def _handle_key(self, event: QKeyEvent) -> bool:
    mods = event.modifiers()
    key = event.key()
    shift = bool(mods & _MOD.ShiftModifier)
    ctl = self.controller
    play = ctl.mode == Mode.PLAY
    command = mods & _COMMAND_MODIFIERS
    if command:
        # Ctrl+digit writes a centre mark, Alt+digit a candidate, Ctrl+Shift+digit a colour
        # (SudokuPad's keys), in play mode (in edit mode the controller says they are for
        # play mode); every other combination (Ctrl+Alt+digit, Ctrl+Shift+letter, Ctrl+Z, ...)
        # belongs to the window's actions.
        if command == _MOD.ControlModifier and key in _ARROWS:  # as Shift+arrows (SudokuPad)
            ctl.move_selection(*_ARROWS[key], extend=True)
            return True
        if shift and command == _MOD.ControlModifier:
            digit = key_digit(event)
            if digit:  # (Ctrl+Shift+0 is no colour: nothing, as before)
                ctl.type_digit(digit, layer="colour", whole=True)
                return True
        if not shift and command in (_MOD.ControlModifier, _MOD.AltModifier):
            digit = key_digit(event)
            layer = "centre" if command == _MOD.ControlModifier else "marks"
            if digit is not None and (digit or (play and ctl.completes_ten(layer))):  # (Ctrl+1, Ctrl+0: 10)
                ctl.type_digit(digit, layer=layer)
                return True
        return False
    if key in _ARROWS:
        ctl.move_selection(*_ARROWS[key], extend=shift)
        return True
    if key in _DIAGONALS:
        drow, dcol = _DIAGONALS[key]
        row, col = divmod(ctl.selected, ctl.size)
        if 0 <= row + drow < ctl.session.puzzle.height and 0 <= col + dcol < ctl.size:
            ctl.move_selection(drow, dcol, extend=shift)  # (at an edge: stays, never slides along it)
        return True
    if key == _KEY.Key_Escape and ctl.previewing:
        ctl.set_preview(None)  # back to the live board
        return True
    if key == _KEY.Key_Escape and ctl.collapse_selection():
        return True
    if key == _KEY.Key_Escape and ctl.focus_digit is not None:
        ctl.set_focus_digit(None)
        return True
    digit = key_digit(event)
    beyond = None  # a letter's digit above the board's (D, 13, on 12 x 12): said so, below
    if digit is None and ctl.session.puzzle.digits > 9:
        digit = _LETTER_DIGITS.get(key)
        if digit is not None and digit > ctl.session.puzzle.digits:
            beyond, digit = digit, None
    if digit is not None:
        ctl.type_digit(digit, layer="corner" if shift else None)  # (edit mode: no corner marks, said)
        return True
    if key in _CLEAR_KEYS:
        ctl.clear_selected()
        return True
    if key == _KEY.Key_Space and ctl.mode == Mode.EDIT:
        ctl.toggle_colour_selected()
        return True
    if key == _KEY.Key_Space and play:  # the next entry mode, in the number pad's order
        ctl.set_entry_mode(ENTRY_MODES[(ENTRY_MODES.index(ctl.entry_mode) + 1) % len(ENTRY_MODES)])
        return True
    if key == _KEY.Key_P and not shift and play:
        ctl.set_pencil_mode(not ctl.pencil_mode)
        return True
    if key in _MODE_KEYS and not shift and play:
        mode = _MODE_KEYS[key]
        ctl.set_entry_mode("digit" if ctl.entry_mode == mode and mode != "digit" else mode)
        return True
    if beyond is not None:  # (not a mode key here: C on 10 x 10 and 11 x 11 is Centre)
        ctl.type_digit(beyond, layer="corner" if shift else None, whole=True)  # says it is not a digit here
        return True
    return False
