"""The board widget: draws the controller's state and turns mouse and keys into controller calls
(what a click, a drag, a key or a tooltip does is in :mod:`.board_input`, loaded at the first)."""

from __future__ import annotations

import math
from dataclasses import fields

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFocusEvent, QGuiApplication, QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QToolTip, QWidget

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, cell_name, mask_digits
from str8ts_gui.gui.board.controller import GameController
from str8ts_gui.gui.panels.panels import move_focus
from str8ts_gui.gui.draw.palette import BoardPalette, idle_palette, palette_for
from str8ts_gui.gui.board.render import RenderOptions, board_margin, cell_at, min_cell_for_marks, render_board

__all__ = ["BoardWidget"]

_KEY = Qt.Key
_DIGIT_KEYS = {getattr(_KEY, f"Key_{d}"): d for d in range(0, 10)}
# Pencil marks are typed with Shift, Ctrl or Alt and a top-row digit key. What such a key
# produces depends on the keyboard layout (Shift+3 is # in the US, § in Germany, 3 in France;
# without Shift a French keyboard gives & é " ' ...), so the key is recognised by its position
# where the platform reports one:
_SCAN_DIGITS = {10 + k: (k + 1) % 10 for k in range(10)}  # X11 and Wayland keycodes of the top row 1..9, 0
_VK_DIGITS = {0x30 + k: k for k in range(10)}  # Windows virtual keys '0'..'9'
# ... and elsewhere (macOS) by what Shift+1..9 produce on a US layout.
_SHIFTED_DIGITS = {
    _KEY.Key_Exclam: 1,
    _KEY.Key_At: 2,
    _KEY.Key_NumberSign: 3,
    _KEY.Key_Dollar: 4,
    _KEY.Key_Percent: 5,
    _KEY.Key_AsciiCircum: 6,
    _KEY.Key_Ampersand: 7,
    _KEY.Key_Asterisk: 8,
    _KEY.Key_ParenLeft: 9,
    _KEY.Key_ParenRight: 0,
}
# On boards above 9 x 9 the digits 10 to 16 are typed as the letters A to G (as the file
# formats write them).
_LETTER_DIGITS = {getattr(_KEY, f"Key_{chr(ord('A') + k)}"): 10 + k for k in range(7)}
_ARROWS = {
    _KEY.Key_Left: (0, -1),
    _KEY.Key_Right: (0, 1),
    _KEY.Key_Up: (-1, 0),
    _KEY.Key_Down: (1, 0),
}
# Home, Page Up, End, Page Down: diagonal steps, as the 7, 9, 1 and 3 of a number pad lie (with
# Shift they extend the selection: a line corner to corner drawn with the Rules palette's keys)
_DIAGONALS = {
    _KEY.Key_Home: (-1, -1),
    _KEY.Key_PageUp: (-1, 1),
    _KEY.Key_End: (1, -1),
    _KEY.Key_PageDown: (1, 1),
}
_CLEAR_KEYS = {_KEY.Key_Backspace, _KEY.Key_Delete}  # and 0 (a digit key: 1 then 0 is 10 on big boards)
# play mode: what the digits write, as in SudokuPad (C is the digit 12 on boards above 11 x 11)
_MODE_KEYS = {_KEY.Key_Z: "digit", _KEY.Key_X: "corner", _KEY.Key_C: "centre", _KEY.Key_V: "colour"}

_MOD = Qt.KeyboardModifier
_COMMAND_MODIFIERS = _MOD.ControlModifier | _MOD.AltModifier | _MOD.MetaModifier


def _input():
    """gui/board/board_input.py: what clicks, drags, keys and tooltips do (loaded at the first one)."""
    from str8ts_gui.gui.board import board_input

    return board_input


def _platform() -> str:
    """The Qt platform plugin in use ("xcb", "wayland", "windows", "cocoa", "offscreen", ...)."""
    return QGuiApplication.platformName()


def key_digit(event: QKeyEvent) -> int | None:
    """The digit 0-9 of a key event: a digit key, or a top-row digit key, alone or with Shift,
    Ctrl or Alt, on any keyboard layout (see ``_SCAN_DIGITS``); None for other keys."""
    key = event.key()
    if key in _DIGIT_KEYS:
        return _DIGIT_KEYS[key]
    mods = event.modifiers()
    platform = _platform()
    digit = None
    if platform == "xcb" or platform.startswith("wayland"):
        digit = _SCAN_DIGITS.get(event.nativeScanCode())
    elif platform == "windows":
        digit = _VK_DIGITS.get(event.nativeVirtualKey())
    if digit is None and mods & _MOD.ShiftModifier:
        digit = _SHIFTED_DIGITS.get(key)
    return digit

def _as_digit_key(event: QKeyEvent) -> QKeyEvent:
    """``event``, or, for a top-row digit key that gives another character (see
    :func:`key_digit`), the same press as the digit key itself: what the Sudoku rule tools read
    (a cage's sum typed on a French keyboard)."""
    digit = key_digit(event)
    if digit is None or event.key() in _DIGIT_KEYS:
        return event
    return QKeyEvent(
        event.type(), getattr(_KEY, f"Key_{digit}"), event.modifiers(), event.nativeScanCode(),
        event.nativeVirtualKey(), event.nativeModifiers(), str(digit), event.isAutoRepeat(), event.count(),
    )


TOOLTIP = (
    "<b>Mouse</b><br>"
    "Left click: select a cell; on a digit, highlight that digit everywhere (again: off)<br>"
    "Left drag: select the cells passed; Ctrl+click adds or removes a cell; Shift+click adds the "
    "rectangle from the cursor cell, Shift+drag the cells passed<br>"
    "Right click / right drag (edit mode): paint cells black or white<br>"
    "Suguru, edit mode: left drag joins cells into one region, right drag splits them off<br>"
    "Sudoku, edit mode: the Rules palette's tools draw cages, lines, dots and outside clues<br>"
    "<b>Keys</b><br>"
    "Arrows: move the selection (Shift+arrows or Ctrl+arrows: extend it); Home, Page Up, End, Page "
    "Down: diagonally (as a number pad's 7, 9, 1, 3; Shift: extend); Ctrl+A: select every cell<br>"
    "1-9 (A-G or 1 then 0-6 for 10-16): clue (edit mode) or digit (play mode), in every selected cell<br>"
    "Shift+digit: corner mark; Ctrl+digit: centre mark; Alt+digit: candidate; Ctrl+Shift+digit: "
    "colour (play mode)<br>"
    "Z digit, X corner, C centre, P pencil (candidates), V colour: what digits write (play mode)<br>"
    "Backspace, Delete, 0: clear the selected cells<br>"
    "Space: flip the cells' colour (edit mode; a Suguru: join them into the cursor's region, or split "
    "them off into their own); the next of Z, X, C, P, V (play mode)<br>"
    "Enter (Sudoku, edit mode, a Rules palette tool chosen): the tool on the selected cells<br>"
    "Esc: back to your board from a step of the solution path, else one cell selected, else no "
    "digit highlighted<br>"
    "Help > Keyboard and Mouse lists every key; View > Highlight Legend names every colour"
)
# Room the window's frame, menus, toolbar and status bar take from the screen's height, when
# the board grows so that pencil marks stay readable.
_WINDOW_CHROME = 160


def _plain(html: str) -> str:
    """A tooltip's HTML as plain text for screen readers: lines joined by "; ", tags dropped."""
    text = html.replace("<br>", "; ")
    out, inside = [], False
    for ch in text:
        if ch == "<":
            inside = True
        elif ch == ">":
            inside = False
        elif not inside:
            out.append(ch)
    return "".join(out).strip("; ")


def _cells_between(a: int, b: int, n: int) -> list[int]:
    """Cells on a straight line from cell ``a`` to cell ``b`` (both included), Bresenham style."""
    r0, c0 = divmod(a, n)
    r1, c1 = divmod(b, n)
    dr, dc = abs(r1 - r0), abs(c1 - c0)
    sr = 1 if r1 > r0 else -1
    sc = 1 if c1 > c0 else -1
    err = dc - dr
    out = []
    while True:
        out.append(r0 * n + c0)
        if (r0, c0) == (r1, c1):
            return out
        e2 = 2 * err
        if e2 > -dr:
            err -= dr
            c0 += sc
        if e2 < dc:
            err += dc
            r0 += sr


def _side_steps(a: int, b: int, n: int) -> list[int]:
    """Cells from ``a`` to ``b`` (both included) in side-by-side steps: the straight line of
    :func:`_cells_between` with a corner cell added wherever it steps diagonally (the one whose
    centre is nearer the line), so that a region painted along it stays connected."""
    line = _cells_between(a, b, n)
    r0, c0 = divmod(a, n)
    r1, c1 = divmod(b, n)
    out = [line[0]]
    for cell in line[1:]:
        pr, pc = divmod(out[-1], n)
        r, c = divmod(cell, n)
        if pr != r and pc != c:
            # the cell beside both: across first (same row) or down first (same column)
            across, down = (pr, c), (r, pc)
            def off(rc):
                return abs((rc[0] - r0) * (c1 - c0) - (rc[1] - c0) * (r1 - r0))
            corner = across if off(across) <= off(down) else down
            out.append(corner[0] * n + corner[1])
        out.append(cell)
    return out


class _IdleOptions(RenderOptions):
    """What the board draws while it does not have the keyboard focus (Tab took it to a panel,
    a dialog or another window is active): as ever, but the selection's outline paler
    (:func:`..draw.palette.idle_palette`), so a keyboard user sees whether keys go to the board."""

    @property
    def palette(self) -> BoardPalette:
        return idle_palette(palette_for(self.dark))


def _idle(options: RenderOptions) -> RenderOptions:
    """``options`` drawn as for a board without the keyboard focus."""
    return _IdleOptions(**{f.name: getattr(options, f.name) for f in fields(options) if f.init})


class BoardWidget(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._last_paint_cell: int | None = None
        self._paint_button = Qt.MouseButton.RightButton  # the button of the drag in progress
        self._select_drag: tuple[int, bool] | None = None  # (last cell, adding) of a selecting drag
        # a Shift+click's (selection before it, its cell): dragged on, the cells passed are added
        # instead of the rectangle, as SudokuPad's Shift+drag does
        self._shift_from: tuple[frozenset[int], int] | None = None
        self._drag_pos: QPointF | None = None  # where the mouse was at the drag's last event
        # the keyboard is the board's (the selection's outline drawn at full strength); kept while
        # a menu or other popup is open, which takes the keys only for a moment
        self._keyboard = False
        self._pairs = False  # View > Two-Candidate Cells: see set_pairs
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(TOOLTIP)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._minimum_side = 0
        controller.changed.connect(self.update)
        controller.changed.connect(self._update_name)
        controller.puzzleChanged.connect(self._update_minimum)
        self.setAccessibleDescription(_plain(TOOLTIP))
        self._update_minimum()
        self._update_name()

    def _update_name(self) -> None:
        """The name screen readers give the board: its kind and size and the cell the cursor is
        on with what it holds ("Sudoku 9 x 9 board, r1c3: empty, corner marks 1 and 2"), told
        again as the cursor moves or the cell changes."""
        puzzle = self.controller.session.puzzle
        name = f"{kind_of(puzzle).title} {puzzle.size} x {puzzle.height} board, {self.cell_words()}"
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def cell_words(self, index: int | None = None) -> str:
        """The cell ``index`` (default: the cursor's) and what it holds, in words, and the rule
        it breaks when Show Mistakes paints it red ("r2c1: 4, breaks a rule: Compartment ...")."""
        ctl = self.controller
        state, options = ctl.display()
        puzzle = state.puzzle
        i = ctl.selected if index is None else index
        where = cell_name(i, puzzle.size)
        if not 0 <= i < puzzle.cell_count:
            return where
        clue, black = puzzle.clues[i], puzzle.black[i]
        if black:
            words = [f"{where}: black" + (f", clue {clue}" if clue else "")]
        elif clue:
            words = [f"{where}: given {clue}"]
        elif state.entries[i]:
            words = [f"{where}: {state.entries[i]}"]
        else:
            words = [f"{where}: empty"]
            for name, masks in (("corner marks", state.corner), ("centre marks", state.centre), ("candidates", state.marks)):
                if masks[i]:
                    ds = [str(d) for d in mask_digits(masks[i])]
                    words.append(f"{name} {ds[0] if len(ds) == 1 else ' '.join(ds[:-1]) + ' and ' + ds[-1]}")
        if i in options.violations:  # (red: the checker's sentences, as the cell's tooltip gives them)
            broken = "; ".join(v.message for v in ctl.violations() if i in v.cells and v.message)
            if broken:
                words.append(f"breaks a rule: {broken}")
        return ", ".join(words)

    def sizeHint(self) -> QSize:
        side = max(540, self._minimum_side)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._minimum_side, self._minimum_side)

    def minimum_side(self) -> int:
        """The smallest board side: 200 pixels, and on boards above 9 x 9 (a Suguru up to 20 x 20
        too, whose digits stay below 10; 4 x 4 pencil marks for digits up to 16) enough for pencil
        marks of MIN_MARK_PX pixels, as far as the screen allows."""
        puzzle = self.controller.session.puzzle
        n = max(puzzle.size, puzzle.height)
        if n <= 9:
            return 200  # readable at the window's default size, smaller if you shrink it
        cell = math.ceil(min_cell_for_marks(puzzle.digits))  # (the board's cells are whole pixels)
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry().height() - _WINDOW_CHROME
            cell = min(cell, room / n)
        # the frame and margin around the board take about a tenth of a cell on each side
        return max(200, math.ceil(cell * (n + 0.25)) + 4)

    def _update_minimum(self) -> None:
        side = self.minimum_side()
        if side != self._minimum_side:
            self._minimum_side = side
            self.setMinimumSize(side, side)  # a window too small for it grows
            self.updateGeometry()

    # -- drawing ----------------------------------------------------------------------------
    def _board_rect(self) -> QRectF:
        return QRectF(self.rect())

    def pairs(self) -> bool:
        """Whether View > Two-Candidate Cells is on: see :meth:`set_pairs`."""
        return self._pairs

    def set_pairs(self, on: bool) -> None:
        """Tint every open cell that shows exactly two candidates (HoDoKu's bivalue filter: the
        cells XY-wings and chains are made of; :func:`.render.two_candidates`), or stop. What the
        board shows only: pictures, prints and the puzzle are not touched."""
        on = bool(on)
        if on != self._pairs:
            self._pairs = on
            self.update()

    def display(self) -> tuple[PlayState, RenderOptions]:
        """The state the board draws and how: the controller's, with the board's own filter."""
        state, options = self.controller.display()
        options.pairs = self._pairs
        return state, options

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            window = self.palette().color(QPalette.ColorRole.Window)
            painter.fillRect(self.rect(), window)
            state, options = self.display()
            options.dark = window.lightness() < 128
            if not self.has_keyboard():
                options = _idle(options)  # the cursor's outline paler: the keys go elsewhere
            render_board(painter, self._board_rect(), state, options)
            tools = self.controller.rule_tools
            if tools is not None:  # what a Sudoku rule tool is drawing (a cage, a line...)
                tools.paint(painter, self)
        finally:
            painter.end()

    def cell_at(self, pos: QPointF) -> int | None:
        """The cell under a point in widget coordinates (None outside the board)."""
        state, options = self.controller.display()
        puzzle = state.puzzle
        return cell_at(self._board_rect(), puzzle.size, QPointF(pos), puzzle.height, board_margin(puzzle, options))

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip for a point: what the highlights of the cell under it mean, or the mouse
        and key help (:func:`.board_input.tooltip_at`)."""
        return _input().tooltip_at(self, pos)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), self.tooltip_at(QPointF(event.pos())), self)
            return True
        return super().event(event)

    # -- mouse (gui/board/board_input.py) ---------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click: select, Ctrl or Shift adds, a right button paints, regions are drawn."""
        return _input().mousePressEvent(self, event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A plain double click with the left button leaves the cell's digit highlighted."""
        return _input().mouseDoubleClickEvent(self, event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A drag: selects, paints or draws regions over the cells it passes."""
        return _input().mouseMoveEvent(self, event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """The end of a drag (a paint or region drag is one undo step)."""
        return _input().mouseReleaseEvent(self, event)

    def _stop_painting(self) -> None:
        self._select_drag = None
        if self._last_paint_cell is not None:
            self._last_paint_cell = None
            self.controller.end_paint()

    def has_keyboard(self) -> bool:
        """True when keys typed go to the board: it has the keyboard focus (or had it when the
        menu or popup open now opened). Without it the selection's outline is drawn paler."""
        return self._keyboard

    def focusInEvent(self, event: QFocusEvent) -> None:
        if not self._keyboard:
            self._keyboard = True
            self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        # A popup or dialog taking over mid-drag must not leave the undo group open.
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self._stop_painting()
            if self._keyboard:
                self._keyboard = False
                self.update()
        super().focusOutEvent(event)

    def hideEvent(self, event) -> None:
        self._stop_painting()
        super().hideEvent(event)

    # -- keys -------------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        """Tab and Shift+Tab (no key of the board's own): the keyboard to the first (the last)
        control of the side panels shown, round to the board again (panels.move_focus)."""
        return move_focus(self, next) or super().focusNextPrevChild(next)

    def _rule_tools(self):
        """The Sudoku rule tools when one of them (not the Digits tool) is active, else None."""
        tools = self.controller.rule_tools
        return tools if tools is not None and tools.active else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        tools = self._rule_tools()
        if tools is not None and tools.key_press(_as_digit_key(event)):
            event.accept()
            return
        if _input()._handle_key(self, event):
            event.accept()
        else:
            event.ignore()
