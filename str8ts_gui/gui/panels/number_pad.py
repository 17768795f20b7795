"""The number pad: a panel of the side column with the digits of the board, what they write,
the nine cell colours and Clear, so a puzzle can be set and played with the mouse alone.

* A left click on a digit types it into the selected cells, as its key would: an answer, a
  corner mark, a centre mark, a candidate or a colour as the mode says (in play mode), a clue in
  edit mode. Shift+click writes a corner mark, Ctrl+click a centre mark, Alt+click a
  candidate, as the keys do.
* A right click on a digit highlights that digit on the board (every cell holding it and every
  cell where it is still a candidate); a right click on the highlighted digit ends it.
* Digit, Corner, Centre, Pencil and Colour choose what the digits write in play mode (Z, X, C,
  P and V on the board; Pencil is the same as P and Puzzle > Pencil Marks).
* The colour row paints the selected cells (click again to take the colour off).
* Clear empties the selected cells (Backspace, Delete or 0).

The pad shows as many digits as the board has (1-4 up to 1-16; 10-16 written in full; a
Suguru's up to the size of its largest region); in the Colour mode the digits above the nine
colours are greyed out (they have no colour to paint). A click on it leaves the keyboard focus with
the board, so the board's keys keep working; Tab from the board reaches its buttons (Space
presses one, Esc goes back to the board; see
:mod:`~str8ts_gui.gui.panels.panels`). Everything goes through the
:class:`~str8ts_gui.gui.board.controller.GameController`; the pad only listens to it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QMouseEvent,
    QPalette,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QScrollArea,
    QFrame,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.puzzle import COLOURS, digit_char
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.draw.palette import PAINT_NAMES, paint_colours
from str8ts_gui.gui.panels.panels import Panel, restyle

__all__ = ["DigitButton", "MODE_BUTTONS", "NumberPad", "VISIBLE_SETTING", "mode_tooltip", "pad_columns"]

VISIBLE_SETTING = "view/number_pad"  # shown (default) or hidden, as the player left it
BUTTON_SIZE = 30  # the smallest side of a digit button (pixels)
MODE_SPACING = 3  # between the mode buttons (pixels)
MODE_TEXT_ROOM = 10  # a mode button's least width beyond its text (pixels)
PAD_LEAST_SCROLLING = 2 * BUTTON_SIZE  # the least height of a pad that scrolls (pixels)
CLEAR_TEXT, CLEAR_TEXT_EDIT = "Clear", "Clear clue"  # Clear's label in play and in edit mode
CLEAR_TEXT_GIVEN = "Clear given"  # ... in edit mode of a Sudoku or a Suguru, whose clues are givens
# the entry modes on the pad: (mode, label, object name, key, tooltip)
MODE_BUTTONS = (
    ("digit", "Digit", "number_pad_entry", "Z", "Digits enter answers"),
    ("corner", "Corner", "number_pad_corner", "X", "Digits toggle corner marks (Shift+digit does too)"),
    ("centre", "Centre", "number_pad_centre", "C", "Digits toggle centre marks (Ctrl+digit does too)"),
    ("candidates", "Pencil", "number_pad_pencil", "P", "Digits toggle candidates, each in its place (Alt+digit does too)"),
    ("colour", "Colour", "number_pad_colour", "V", "Digits 1-9 paint the selected cells"),
)
CHECKED_STYLE = (
    "QToolButton#number_pad_entry, QToolButton#number_pad_corner, QToolButton#number_pad_centre,"
    " QToolButton#number_pad_pencil, QToolButton#number_pad_colour { padding: 1px 2px; }"
    "QToolButton:checked { background-color: palette(highlight); color: palette(highlighted-text);"
    " border: 1px solid palette(highlight); border-radius: 3px; }"
    "QToolButton:checked:disabled { background-color: palette(button); color: {dimmed};"
    " border: 1px solid {dimmed}; }"
)  # {dimmed}: the palette's disabled text colour (a style sheet names no disabled colour itself)


def pad_columns(size: int) -> int:
    """Digit buttons per row: five (1-5, then 6-9 and Clear), so the pad stays low and the side
    column keeps room for the hint and the solution path; fewer on small boards."""
    return min(5, size + 1)


def mode_tooltip(mode: str, digits: int) -> str:
    """The tooltip of an entry mode's button on a board of ``digits`` digits: what it writes and
    its key. On a board with the digit 12 the C key types 12 (the letters A-G are 10-16 there),
    so Centre names the keys that still reach it."""
    _mode, _label, _name, key, tip = next(m for m in MODE_BUTTONS if m[0] == mode)
    if mode == "centre" and digits >= 12:
        return f"{tip} (Space steps through the modes to it; the C key types 12 on this board)"
    return f"{tip} (key {key})"


class DigitButton(QToolButton):
    """A digit button: ``clicked`` on a left click, ``rightClicked`` on a right click (or the
    keyboard's menu key)."""

    rightClicked = Signal()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            self.rightClicked.emit()
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        event.accept()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            self.rightClicked.emit()  # (a mouse's right click was handled on the press)


class NumberPad(Panel):
    """The number pad panel for ``controller`` (object name ``number_pad``)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__("Number Pad", parent)
        self.setObjectName("number_pad")
        self.controller = controller
        self.digit_buttons: dict[int, QToolButton] = {}
        self.mode_buttons: dict[str, QToolButton] = {}
        self.colour_buttons: dict[int, QToolButton] = {}
        self._size = 0
        self._height_cap: int | None = None  # see limit_height
        self._restyling = False

        body = QWidget(self)
        body.setObjectName("number_pad_body")
        # the current mode and the highlighted digit in the palette's selection colour: plainly
        # visible in light and dark palettes (Fusion's own checked look is faint in dark ones)
        self.body = body
        body.setStyleSheet(self._checked_style())
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 4, 8, 8)
        layout.setSpacing(5)

        # -- what the digits write: one row of five when the column is wide enough for them (at
        # the default font it is), else rows of three, two or one (see _arrange_modes)
        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_rows = QVBoxLayout()
        self.mode_rows.setSpacing(MODE_SPACING)
        self._modes_per_row = 0
        for mode, label, name, key, tip in MODE_BUTTONS:
            b = self._button(label, name, checkable=True)
            b.setToolTip(mode_tooltip(mode, 9))
            b.setAccessibleName(f"{label} mode")  # (its text, shortened to fit, says less)
            b.clicked.connect(lambda _checked=False, mode=mode: self.controller.set_entry_mode(mode))
            # the row shares its width out evenly: no button asks for more than its text needs
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            self.mode_group.addButton(b)
            self.mode_buttons[mode] = b
        self.entry_button = self.mode_buttons["digit"]
        self.pencil_button = self.mode_buttons["candidates"]
        self._fit_mode_texts()
        self._arrange_modes(len(MODE_BUTTONS))
        layout.addLayout(self.mode_rows)

        # -- the digits, and Clear after them
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        layout.addLayout(self.grid)
        self.clear_button = self._button(CLEAR_TEXT, "number_pad_clear")
        self.clear_button.setToolTip("Clear the selected cells (Backspace, Delete or 0)")
        self.clear_button.clicked.connect(lambda _checked=False: self.controller.clear_selected())
        # the grid's columns are equal whatever the labels: a button asks no width of its own
        # (the columns' least width holds every label), "Clear clue" takes two lines if need be
        self.clear_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.clear_button.installEventFilter(self)

        # -- the colours
        colours = QHBoxLayout()
        colours.setSpacing(2)
        for k in range(1, COLOURS + 1):
            b = QToolButton(body)
            b.setObjectName(f"number_pad_colour_{k}")
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it, a click leaves the board the keyboard
            b.setFixedHeight(22)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.setToolTip(f"Colour {k} ({PAINT_NAMES[k - 1]}): paint the selected cells, again to take it off")
            b.setAccessibleName(f"Colour {k}, {PAINT_NAMES[k - 1]}")
            b.clicked.connect(lambda _checked=False, k=k: self.controller.type_digit(k, layer="colour"))
            self.colour_buttons[k] = b
            colours.addWidget(b)
        layout.addLayout(colours)
        self._paint_swatches()

        layout.addStretch(1)
        scroll = QScrollArea(self)  # the pad scrolls when the column is too low for it
        scroll.setObjectName("number_pad_scroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # never wider than the column (the mode row wraps first): a scroll bar rather than a cut
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keyboard
        # its width: how many mode buttons a row (the scroll area's own resize, not its
        # viewport's: the first widget PySide6 gets from Qt makes it set up every widget class,
        # about 80 enums, 10-20 ms, not wanted in the window's start)
        scroll.installEventFilter(self)
        self.scroll = scroll
        self.setWidget(scroll)

        controller.changed.connect(self.refresh)
        focus_changed = getattr(controller, "focusDigitChanged", None)
        if focus_changed is not None:
            focus_changed.connect(lambda _digit=None: self.refresh())
        self.toggleViewAction().triggered.connect(self._remember)
        self.refresh()

    def sizeHint(self) -> QSize:
        """As tall as the whole pad (the splitter gives it that when it can)."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.body.sizeHint().height() + 30)

    def eventFilter(self, watched, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and watched is self.scroll:
            self._arrange_modes(self._modes_fitting(self._room()))
        elif event.type() == QEvent.Type.Resize and watched is self.clear_button:
            self._label_clear()
        return super().eventFilter(watched, event)

    def _room(self) -> int:
        """The width the pad's body has: its scroll area's, less a frame (the pad scrolls down
        only when the screen is too low for it, see :meth:`limit_height`: then its scroll bar
        takes a part of it)."""
        room = self.scroll.maximumViewportSize().width()
        if self._height_cap is not None:
            room -= self.scroll.verticalScrollBar().sizeHint().width()
        return room

    def _fit_mode_texts(self) -> None:
        """Each mode button's least width: its text and a little room (the style's own margins
        would make the five wider than the column)."""
        for b in self.mode_buttons.values():
            b.setMinimumWidth(b.fontMetrics().horizontalAdvance(b.text()) + MODE_TEXT_ROOM)

    def _modes_fitting(self, width: int) -> int:
        """How many mode buttons a row holds in a pad ``width`` pixels wide (five, three, two
        or one), each as wide as the widest needs."""
        margins = self.body.layout().contentsMargins()
        room = width - margins.left() - margins.right()
        widest = max(b.minimumWidth() for b in self.mode_buttons.values())
        for per_row in (len(MODE_BUTTONS), 3, 2):
            if per_row * widest + (per_row - 1) * MODE_SPACING <= room:
                return per_row
        return 1

    def _arrange_modes(self, per_row: int) -> None:
        """Lay the mode buttons out ``per_row`` a row (each row shares its width evenly)."""
        if per_row == self._modes_per_row:
            return
        self._modes_per_row = per_row
        while self.mode_rows.count():
            row = self.mode_rows.takeAt(0).layout()
            while row.count():
                row.takeAt(0)
            row.deleteLater()
        buttons = list(self.mode_buttons.values())
        for start in range(0, len(buttons), per_row):
            row = QHBoxLayout()
            row.setSpacing(MODE_SPACING)
            for b in buttons[start:start + per_row]:
                row.addWidget(b, 1)
            self.mode_rows.addLayout(row)
        if self._size:  # (built: the scroll area is there)
            self._fit_body()

    def _fit_body(self) -> None:
        """The pad does not scroll: its whole body is its least height (the other panels give
        way), unless the window would then be taller than the screen (:meth:`limit_height`)."""
        # (the body's layout keeps the least size it last worked out until Qt lays it out again:
        # a row of digits that just went would still count, and the pad stay a row too tall)
        self.body.layout().invalidate()
        least = self.body.minimumSizeHint().height()
        if self._height_cap is not None:
            least = min(least, max(self._height_cap, PAD_LEAST_SCROLLING))
        if self.scroll.minimumHeight() != least:
            self.scroll.setMinimumHeight(least)
        self.refit()  # (more or fewer digits: the column shares its height again)

    def limit_height(self, cap: int | None) -> None:
        """The most the pad's least height may be (None: no limit, the whole pad): a window on
        a low screen with large text (a 16 x 16 board at 200% on a 600 pixels high screen) would
        otherwise reach below the screen's edge; the pad then scrolls when the column is short."""
        if cap == self._height_cap:
            return
        self._height_cap = cap
        if self._size:  # (built: the scroll area is there)
            self._arrange_modes(self._modes_fitting(self._room()))
            self._fit_body()

    def _dimmed(self) -> QColor:
        """The palette's disabled text colour (the dark palette's Mid is darker than its window)."""
        return self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)

    def _checked_style(self) -> str:
        """The current mode (checked) in the selection colour; disabled (edit mode): the other
        disabled buttons' text colour, framed in it."""
        return CHECKED_STYLE.replace("{dimmed}", self._dimmed().name())

    def _paint_swatches(self) -> None:
        back = self.palette().color(self.backgroundRole())
        dark = back.lightness() < 128
        # disabled (edit mode, a step of the solution path): faded towards the background, a
        # quarter of the colour left on a light pad, half on a dark one (the dark paints lie
        # close to a dark background already), with a dashed edge
        keep = 2 if dark else 4
        edge = self._dimmed().name()
        for k, b in self.colour_buttons.items():
            colour = QColor(paint_colours(dark)[k - 1])
            faded = QColor(*(
                (c + (keep - 1) * g) // keep
                for c, g in zip(colour.getRgb()[:3], back.getRgb()[:3])
            ))
            b.setStyleSheet(
                f"QToolButton {{ background-color: {colour.name()}; border: 1px solid palette(mid); border-radius: 3px; }}"
                f"QToolButton:disabled {{ background-color: {faded.name()}; border: 1px dashed {edge}; }}"
            )

    # -- building ---------------------------------------------------------------------------------
    def _button(self, text: str, name: str, *, checkable: bool = False) -> QToolButton:
        b = QToolButton(self)
        b.setObjectName(name)
        b.setText(text)
        b.setCheckable(checkable)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the board the keyboard; Tab reaches it
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.setMinimumHeight(26)
        return b

    def _build_digits(self, size: int) -> None:
        self.grid.removeWidget(self.clear_button)
        for b in self.digit_buttons.values():
            self.grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.digit_buttons = {}
        columns = pad_columns(size)
        font = self._digit_font()
        for d in range(1, size + 1):
            b = DigitButton(self)
            b.setObjectName(f"number_pad_{d}")
            b.setText(str(d))
            b.setFont(font)
            b.setCheckable(True)  # checked: the digit highlighted on the board
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # (as the other buttons: Tab, not a click)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
            b.setMinimumHeight(BUTTON_SIZE)
            b.setToolTip(self._digit_tip(d))
            b.setAccessibleName(f"Digit {d}")
            b.clicked.connect(lambda _checked=False, d=d: self.type_digit(d))
            b.rightClicked.connect(lambda d=d: self.toggle_focus(d))
            row, col = divmod(d - 1, columns)
            self.grid.addWidget(b, row, col)
            b.show()  # (added to a shown pad: shown now, not after the next event loop turn)
            self.digit_buttons[d] = b
        # Clear takes the rest of the last row (or a row of its own)
        row, col = divmod(size, columns)
        self.grid.addWidget(self.clear_button, row, col, 1, columns - col)
        self._size_grid(columns, row + 1, font)
        for mode, b in self.mode_buttons.items():
            b.setToolTip(mode_tooltip(mode, size))
        self._size = size
        self._fit_body()

    @staticmethod
    def _digit_tip(d: int, colours_only: bool = False) -> str:
        """Digit ``d``'s tooltip; ``colours_only``: Colour mode, where a digit above the nine
        colours paints nothing (greyed out, the tooltip says why)."""
        if colours_only:
            return (f"<b>{d}</b>: no colour in the Colour mode (colours are 1 to {COLOURS})<br>"
                    f"Digit, Corner, Centre or Pencil mode types it")
        return (
            f"<b>{d}</b> (key {digit_char(d)})<br>Click: type {d} into the selected cells "
            f"(Shift+click: corner mark, Ctrl+click: centre mark, Alt+click: candidate)<br>"
            f"Right click: highlight every {d} on the board"
        )

    def _digit_font(self) -> QFont:
        """The digits' font: the pad's, larger and bold."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.35 if font.pointSizeF() > 0 else 13)
        font.setBold(True)
        return font

    def _size_grid(self, columns: int, rows: int, digit_font: QFont) -> None:
        """Equal columns, each wide enough for any digit and for Clear's words, and equal rows,
        each high enough for Clear in two lines: the digits stand still whatever Clear says."""
        digits = QFontMetrics(digit_font)
        words = self.clear_button.fontMetrics()
        least = max(
            BUTTON_SIZE,
            digits.horizontalAdvance("16") + MODE_TEXT_ROOM,
            *(words.horizontalAdvance(w) + MODE_TEXT_ROOM
              for w in CLEAR_TEXT_EDIT.split() + CLEAR_TEXT_GIVEN.split() + [CLEAR_TEXT]),
        )
        text = self.clear_button.text()
        self.clear_button.setText(CLEAR_TEXT_EDIT.replace(" ", "\n"))
        high = max(BUTTON_SIZE, self.clear_button.minimumSizeHint().height())
        self.clear_button.setText(text)
        for c in range(max(columns, self.grid.columnCount())):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)
            self.grid.setColumnMinimumWidth(c, least if c < columns else 0)
        for r in range(max(rows, self.grid.rowCount())):
            self.grid.setRowStretch(r, 1 if r < rows else 0)
            self.grid.setRowMinimumHeight(r, high if r < rows else 0)

    def _label_clear(self) -> None:
        """Clear's label for the mode, in two lines when one is wider than the button."""
        if self.controller.mode == Mode.PLAY:
            text = CLEAR_TEXT
        else:  # (a Sudoku's or Suguru's clues are its givens, as the status bar and messages say)
            text = CLEAR_TEXT_EDIT if self.controller.session.puzzle.kind == "str8ts" else CLEAR_TEXT_GIVEN
        self.clear_button.setAccessibleName(text)
        if self.clear_button.fontMetrics().horizontalAdvance(text) + MODE_TEXT_ROOM > self.clear_button.width():
            text = text.replace(" ", "\n")
        if self.clear_button.text() != text:
            self.clear_button.setText(text)

    # -- acting -----------------------------------------------------------------------------------
    def type_digit(self, digit: int) -> None:
        """A digit button clicked: type it (Shift held: a corner mark, Ctrl held: a centre mark,
        Alt held: a candidate, Ctrl and Shift: a colour, in play mode, as with the digit keys; in
        edit mode the controller says they are for play mode, as it does for the keys)."""
        mods = QGuiApplication.keyboardModifiers()
        layer = None
        both = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
        if mods & both == both:
            layer = "colour"
        elif mods & Qt.KeyboardModifier.ShiftModifier:
            layer = "corner"
        elif mods & Qt.KeyboardModifier.ControlModifier:
            layer = "centre"
        elif mods & Qt.KeyboardModifier.AltModifier:
            layer = "marks"
        # the pad's 1 is a 1: its own buttons type 10-16 (it never makes "1 then 6" with a key)
        self.controller.type_digit(digit, layer=layer, whole=True)
        self.refresh()  # the button's checked look is the focus digit's, not the click's

    def toggle_focus(self, digit: int) -> None:
        """A right click: highlight ``digit`` on the board, or end the highlight."""
        setter = getattr(self.controller, "set_focus_digit", None)
        if setter is None:
            return
        setter(None if self.focus_digit() == digit else digit)
        self.refresh()

    def focus_digit(self) -> int | None:
        return getattr(self.controller, "focus_digit", None)

    # -- showing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Match the board: its size, the mode, pencil mode and the highlighted digit."""
        ctl = self.controller
        size = ctl.session.puzzle.digits  # the board's digits: 1..size (Suguru: its largest region)
        if size != self._size:
            self._build_digits(size)
        play = ctl.mode == Mode.PLAY
        mode = ctl.entry_mode if play else "digit"
        for name, b in self.mode_buttons.items():
            b.setEnabled(play)
            if b.isChecked() != (name == mode):
                b.setChecked(name == mode)
        for b in self.colour_buttons.values():
            b.setEnabled(play and not ctl.previewing)
        focus = self.focus_digit()
        # Colour mode paints the nine colours: on a board with digits above 9, its 10-16 have
        # none to paint (they would only say "Colours are 1 to 9"), so they are greyed out
        colours_only = play and mode == "colour"
        for d, b in self.digit_buttons.items():
            if b.isChecked() != (d == focus):
                b.setChecked(d == focus)
            no_colour = colours_only and d > COLOURS
            b.setEnabled(not ctl.previewing and not no_colour)
            tip = self._digit_tip(d, no_colour)
            if b.toolTip() != tip:
                b.setToolTip(tip)
        self.clear_button.setEnabled(not ctl.previewing)
        self._label_clear()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.mode_buttons:
            # (the application's font changed at run time, or the window's.) The body's buttons
            # are styled: Qt passes no new font on to a style sheet's widgets, so they kept the
            # old one and the least sizes below stayed the old font's. Polished again, they take
            # the pad's font, and everything measured from it is measured again.
            self._restyle()
            self._fit_mode_texts()
            if self.digit_buttons:  # the digits' own larger font follows the pad's (it stayed at the old size)
                font = self._digit_font()
                for b in self.digit_buttons.values():
                    b.setFont(font)
                columns = pad_columns(self._size)
                self._size_grid(columns, self._size // columns + 1, font)
            self._arrange_modes(self._modes_fitting(self._room()))
            if self._size:
                self._fit_body()
        if event.type() == QEvent.Type.PaletteChange and not self._restyling:
            # a style sheet keeps the colours it was polished with: polish it again (light/dark)
            self._restyle()

    def _restyle(self) -> None:
        """Polish the body's style sheet again: it keeps the colours (and its buttons the font)
        it was polished with."""
        self._restyling = True
        try:
            restyle(self.body, self._checked_style())
            self._paint_swatches()
        finally:
            self._restyling = False

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self._remember(False)  # closed with its title bar's button: stays hidden next time

    def _remember(self, visible: bool) -> None:
        s = app_settings.settings()
        s.setValue(VISIBLE_SETTING, bool(visible))
        s.sync()

    @staticmethod
    def wanted_visible() -> bool:
        """Whether the pad is to be shown at start (as the player left it; shown at first)."""
        value = app_settings.settings().value(VISIBLE_SETTING, True)
        return str(value).lower() not in ("false", "0")
