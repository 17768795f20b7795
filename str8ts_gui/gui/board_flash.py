"""The board's flash when the puzzle is solved: a short translucent green flash over the board
with "Solved!" and the time (:func:`flash_board`, called by the window when
:class:`~str8ts_gui.gui.completion.CompletionWatcher` says the grid is solved). Loaded at the
first flash; :mod:`.completion` gives these names too.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

__all__ = ["BoardFlash", "FLASH_COLOUR", "FLASH_MS", "flash_board"]

FLASH_MS = 1400  # how long the board's flash lasts
FLASH_COLOUR = QColor("#2e9e4f")  # the flash's green (drawn translucent over the board)


def flash_board(board: QWidget, size: int, text: str, detail: str = "", height: int | None = None) -> BoardFlash:
    """Flash ``board`` (a board widget showing a ``size`` x ``height`` puzzle, square by default)
    with ``text``."""
    from str8ts_gui.gui.render import board_margin, board_square

    rect_of = getattr(board, "_board_rect", None)  # where the board widget draws the board
    rect = rect_of() if callable(rect_of) else QRectF(board.rect())
    margin = 0.0
    display = getattr(getattr(board, "controller", None), "display", None)
    if callable(display):  # the room the board leaves for clues outside the grid
        state, options = display()
        margin = board_margin(state.puzzle, options)
    for old in board.findChildren(BoardFlash):
        old.hide()
        old.deleteLater()
    return BoardFlash(board, board_square(QRectF(rect), size, height, margin), text, detail)


# -- the flash --------------------------------------------------------------------------------------
class BoardFlash(QWidget):
    """A translucent green flash over ``board``'s square with "Solved!" and a line below, that
    fades in and out and then removes itself. Mouse clicks go through to the board."""

    def __init__(self, board: QWidget, square: QRectF, text: str, detail: str = "", *, ms: int = FLASH_MS) -> None:
        super().__init__(board)
        self.setObjectName("completion_flash")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.text = text
        self.detail = detail
        self.square = QRectF(square)
        self.setGeometry(board.rect())
        self.level = 0.0  # 0 .. 1 .. 0 over the animation
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(ms)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.deleteLater)
        self.show()
        self.raise_()
        self.animation.start()

    def _step(self, t) -> None:
        self.level = math.sin(math.pi * float(t))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.level <= 0:
            return
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            tint = QColor(FLASH_COLOUR)
            tint.setAlphaF(0.40 * self.level)
            p.fillRect(self.square, tint)
            side = self.square.width()
            band = QRectF(self.square.left(), self.square.center().y() - side * 0.14, side, side * 0.28)
            back = QColor("#ffffff")
            back.setAlphaF(0.88 * self.level)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(back)
            p.drawRoundedRect(band.adjusted(side * 0.12, 0, -side * 0.12, 0), side * 0.03, side * 0.03)
            ink = QColor("#1b5e20")
            ink.setAlphaF(self.level)
            p.setPen(ink)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(side * 0.09)))
            p.setFont(font)
            top = QRectF(band.left(), band.top(), band.width(), band.height() * (0.62 if self.detail else 1.0))
            p.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.text)
            if self.detail:
                font.setBold(False)
                font.setPixelSize(max(7, int(side * 0.045)))
                p.setFont(font)
                rest = QRectF(band.left(), top.bottom(), band.width(), band.height() - top.height())
                p.drawText(rest, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.detail)
        finally:
            p.end()
