"""A solved grid: what :class:`~str8ts_gui.gui.play.completion.CompletionWatcher` reports of it
(:class:`Completion`), the window's words when it is solved (:func:`announce_solved`) and the
board's flash: a short translucent green flash over the board with "Solved!" and the time
(:func:`flash_board`). Loaded at the first solve; :mod:`.completion` gives these names too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from str8ts_gui.core.puzzle import Puzzle

__all__ = ["BoardFlash", "Completion", "FLASH_COLOUR", "FLASH_MS", "announce_solved", "flash_board"]

FLASH_MS = 1400  # how long the board's flash lasts
FLASH_COLOUR = QColor("#2e9e4f")  # the flash's green (drawn translucent over the board)


@dataclass
class Completion:
    """A grid that just became complete and right."""

    puzzle: Puzzle
    seconds: float  # the play time it took
    by_solver: bool  # Solve filled it in (or was used on this puzzle): not the player's
    first: bool = True  # the first time this document's grid was completed (not after an undo)
    hints: int = 0  # how many hints the player applied on this puzzle (a hint's step is the program's)
    notes: list[str] = field(default_factory=list)  # what listeners add to the message (library)


def announce_solved(window, done: Completion) -> None:
    """The player's grid is complete and right: flash ``window``'s board and say so, with the
    time (a grid that Solve filled in is not congratulated: Solve says what it did; one finished
    by hand after Solve was used on the puzzle is told as right, untimed)."""
    from str8ts_gui.gui.play.completion import format_duration
    from str8ts_gui.gui.main_window import SOLVED_AFTER_SOLVE
    from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS

    if done.by_solver:
        if not window.solving.filling:
            window.show_status(SOLVED_AFTER_SOLVE, LONG_STATUS_MS)
        return
    took = format_duration(done.seconds)
    helped = f", with {done.hints} hint{'s' if done.hints != 1 else ''} applied" if done.hints else ""
    text = f"Solved! Every cell is right, in {took}{helped}."
    for note in done.notes:
        text += f" {note}."
    flash_board(window.board, done.puzzle.size, "Solved!", f"in {took}", height=done.puzzle.height)
    window.show_status(text, LONG_STATUS_MS)


def flash_board(board: QWidget, size: int, text: str, detail: str = "", height: int | None = None) -> BoardFlash:
    """Flash ``board`` (a board widget showing a ``size`` x ``height`` puzzle, square by default)
    with ``text``."""
    from str8ts_gui.gui.board.render import board_margin, board_square

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
