"""The number pad: a dock with the digits of the board, Clear, and Entry / Pencil mode, so a
puzzle can be set and played with the mouse alone.

* A left click on a digit types it into the selected cell, as its key would: an answer (or a
  pencil mark in pencil mode, or with Shift held) in play mode, a clue in edit mode.
* A right click on a digit highlights that digit on the board (every cell holding it and every
  cell where it is still a candidate); a right click on the highlighted digit ends it.
* Entry and Pencil switch the pencil-mark mode (the same as P and Puzzle > Pencil Marks); they
  are for play mode only.
* Clear empties the selected cell (Backspace, Delete or 0).

The pad shows as many digits as the board has (1-4 up to 1-16; 10-16 written in full; a
Suguru's up to the size of its largest region) and
never takes the keyboard focus, so the board's keys keep working. Everything goes through the
:class:`~str8ts_gui.gui.controller.GameController`; the pad only listens to it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QContextMenuEvent, QFont, QGuiApplication, QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.session import Mode
from str8ts_gui.gui import settings as app_settings

__all__ = ["DigitButton", "NumberPad", "VISIBLE_SETTING", "pad_columns"]

VISIBLE_SETTING = "view/number_pad"  # shown (default) or hidden, as the player left it
BUTTON_SIZE = 38  # the smallest side of a digit button (pixels)
CHECKED_STYLE = (
    "QToolButton:checked { background-color: palette(highlight); color: palette(highlighted-text);"
    " border: 1px solid palette(highlight); border-radius: 3px; }"
    "QToolButton:checked:disabled { background-color: palette(button); color: palette(mid);"
    " border: 1px solid palette(mid); }"
)


def pad_columns(size: int) -> int:
    """Digit buttons per row: 1-9 as on a phone (three a row), more digits four a row."""
    return 3 if size <= 9 else 4


def _key_name(digit: int) -> str:
    return str(digit) if digit <= 9 else chr(ord("A") + digit - 10)


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


class NumberPad(QDockWidget):
    """The number pad dock for ``controller`` (object name ``number_pad``)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__("Number Pad", parent)
        self.setObjectName("number_pad")
        self.controller = controller
        self.digit_buttons: dict[int, QToolButton] = {}
        self._size = 0
        self._restyling = False

        body = QWidget(self)
        body.setObjectName("number_pad_body")
        # the current mode and the highlighted digit in the palette's selection colour: plainly
        # visible in light and dark palettes (Fusion's own checked look is faint in dark ones)
        body.setStyleSheet(CHECKED_STYLE)
        self.body = body
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(6)

        # -- entry / pencil
        self.entry_button = self._button("Entry", "number_pad_entry", checkable=True)
        self.entry_button.setToolTip("Digits enter answers (P switches to pencil marks)")
        self.pencil_button = self._button("Pencil", "number_pad_pencil", checkable=True)
        self.pencil_button.setToolTip("Digits toggle pencil marks (P)")
        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addButton(self.entry_button)
        self.mode_group.addButton(self.pencil_button)
        self.entry_button.clicked.connect(lambda _checked=False: self.controller.set_pencil_mode(False))
        self.pencil_button.clicked.connect(lambda _checked=False: self.controller.set_pencil_mode(True))
        modes = QHBoxLayout()
        modes.setSpacing(4)
        modes.addWidget(self.entry_button)
        modes.addWidget(self.pencil_button)
        layout.addLayout(modes)

        # -- the digits
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        layout.addLayout(self.grid)

        # -- clear
        self.clear_button = self._button("Clear", "number_pad_clear")
        self.clear_button.setToolTip("Clear the selected cell (Backspace, Delete or 0)")
        self.clear_button.clicked.connect(lambda _checked=False: self.controller.clear_selected())
        layout.addWidget(self.clear_button)
        layout.addStretch(1)
        self.setWidget(body)

        controller.changed.connect(self.refresh)
        focus_changed = getattr(controller, "focusDigitChanged", None)
        if focus_changed is not None:
            focus_changed.connect(lambda _digit=None: self.refresh())
        self.toggleViewAction().triggered.connect(self._remember)
        self.refresh()

    # -- building ---------------------------------------------------------------------------------
    def _button(self, text: str, name: str, *, checkable: bool = False) -> QToolButton:
        b = QToolButton(self)
        b.setObjectName(name)
        b.setText(text)
        b.setCheckable(checkable)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keyboard
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.setMinimumHeight(28)
        return b

    def _build_digits(self, size: int) -> None:
        for b in self.digit_buttons.values():
            self.grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.digit_buttons = {}
        columns = pad_columns(size)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.35 if font.pointSizeF() > 0 else 13)
        font.setBold(True)
        for d in range(1, size + 1):
            b = DigitButton(self)
            b.setObjectName(f"number_pad_{d}")
            b.setText(str(d))
            b.setFont(font)
            b.setCheckable(True)  # checked: the digit highlighted on the board
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            b.setMinimumSize(QSize(BUTTON_SIZE, BUTTON_SIZE))
            key = _key_name(d)
            b.setToolTip(
                f"<b>{d}</b> (key {key})<br>Click: type {d} into the selected cell "
                f"(Shift+click: pencil mark)<br>Right click: highlight every {d} on the board"
            )
            b.setAccessibleName(f"Digit {d}")
            b.clicked.connect(lambda _checked=False, d=d: self.type_digit(d))
            b.rightClicked.connect(lambda d=d: self.toggle_focus(d))
            row, col = divmod(d - 1, columns)
            self.grid.addWidget(b, row, col)
            b.show()  # (added to a shown pad: shown now, not after the next event loop turn)
            self.digit_buttons[d] = b
        self._size = size

    # -- acting -----------------------------------------------------------------------------------
    def type_digit(self, digit: int) -> None:
        """A digit button clicked: type it (Shift held: as a pencil mark, in play mode)."""
        shift = bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.controller.type_digit(digit, pencil=shift and self.controller.mode == Mode.PLAY)
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
        pencil = ctl.pencil_mode and play
        for b in (self.entry_button, self.pencil_button):
            b.setEnabled(play)
        if self.pencil_button.isChecked() != pencil or self.entry_button.isChecked() == pencil:
            (self.pencil_button if pencil else self.entry_button).setChecked(True)
        focus = self.focus_digit()
        for d, b in self.digit_buttons.items():
            if b.isChecked() != (d == focus):
                b.setChecked(d == focus)
            b.setEnabled(not ctl.previewing)
        self.clear_button.setEnabled(not ctl.previewing)
        self.clear_button.setText("Clear clue" if not play else "Clear")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and not self._restyling:
            # a style sheet keeps the colours it was polished with: polish it again (light/dark)
            self._restyling = True
            try:
                self.body.setStyleSheet("")
                self.body.setStyleSheet(CHECKED_STYLE)
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
