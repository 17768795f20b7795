"""What the window's docks (the hint and solution path panels) share: their starting size."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

__all__ = ["PANEL_WIDTH", "PanelBody"]

PANEL_WIDTH = 320  # the docks' width at first (they can be dragged wider or narrower)


class PanelBody(QWidget):
    """A dock's contents with the size the dock starts at (a dock takes its widget's size hint)."""

    def __init__(self, hint: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint = QSize(hint)

    def sizeHint(self) -> QSize:
        return QSize(self._hint).expandedTo(self.minimumSizeHint())
