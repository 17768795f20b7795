"""Small pictures of puzzles (the Puzzle Library's list and preview), drawn by the board's own
:func:`~..board.render.render_board` (so each kind looks as on the board: a Str8ts with its black cells,
a Sudoku with its box borders) and cached.

A picture is drawn at the screen's device pixel ratio, so it is sharp on high-DPI screens, and
in the dark or light board palette. :class:`ThumbnailCache` keeps the most recently used
pictures (by puzzle, size, palette and pixel ratio), so scrolling a list draws each one once.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui.board.render import RenderOptions, render_board

__all__ = ["ThumbnailCache", "render_thumbnail"]


def render_thumbnail(puzzle: Puzzle, pixels: int, *, dark: bool = False, ratio: float = 1.0) -> QPixmap:
    """``puzzle`` (its clues and black cells) drawn into a ``pixels`` x ``pixels`` picture
    (logical pixels; ``ratio`` device pixels per logical pixel), transparent around the board."""
    ratio = max(1.0, float(ratio))
    side = max(1, round(pixels * ratio))
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        render_board(painter, QRectF(0, 0, side / ratio, side / ratio), PlayState.new(puzzle), RenderOptions(dark=dark))
    finally:
        painter.end()
    return QPixmap.fromImage(image)


class ThumbnailCache:
    """Pictures of puzzles, drawn on first request and kept (the ``limit`` most recent)."""

    def __init__(self, limit: int = 512) -> None:
        self.limit = limit
        self._pictures: OrderedDict[tuple, QPixmap] = OrderedDict()
        self.drawn = 0  # pictures drawn so far (not taken from the cache)

    def get(self, puzzle: Puzzle, pixels: int, *, dark: bool = False, ratio: float = 1.0) -> QPixmap:
        key = (puzzle, int(pixels), bool(dark), round(float(ratio), 3))
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
            return picture
        picture = render_thumbnail(puzzle, pixels, dark=dark, ratio=ratio)
        self.drawn += 1
        self._pictures[key] = picture
        while len(self._pictures) > self.limit:
            self._pictures.popitem(last=False)
        return picture

    def __len__(self) -> int:
        return len(self._pictures)

    def clear(self) -> None:
        self._pictures.clear()
