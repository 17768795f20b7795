"""File > New Empty Puzzle > Suguru…: a small dialog asking the board's width and height.

A Suguru is rectangular, 2 to 20 cells a side (default 6 x 6); the new board starts with the
kind's default regions, which the editor then repaints by dragging.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from str8ts_gui.core.puzzle import MAX_SIDE, MIN_SIDE

__all__ = ["DEFAULT_SIDES", "SuguruDialog"]

DEFAULT_SIDES = (6, 6)  # width, height


class SuguruDialog(QDialog):
    """Width and height of a new Suguru; :meth:`values` after it is accepted."""

    def __init__(self, parent: QWidget | None = None, width: int = DEFAULT_SIDES[0], height: int = DEFAULT_SIDES[1]) -> None:
        super().__init__(parent)
        self.setObjectName("suguru_dialog")
        self.setWindowTitle("New Suguru")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(
            "A rectangle of regions: a region of k cells holds 1 to k,\n"
            "and touching cells (diagonally too) never hold the same digit."
        ))
        form = QFormLayout()
        self.width_spin = self._spin("suguru_width", width, "Cells per row")
        self.height_spin = self._spin("suguru_height", height, "Rows")
        form.addRow("&Width:", self.width_spin)
        form.addRow("&Height:", self.height_spin)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, parent=self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.width_spin.setFocus()
        self.width_spin.selectAll()

    def _spin(self, name: str, value: int, tip: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(MIN_SIDE, MAX_SIDE)
        spin.setValue(max(MIN_SIDE, min(MAX_SIDE, int(value))))
        spin.setToolTip(f"{tip}: {MIN_SIDE} to {MAX_SIDE}")
        spin.setAccessibleName(tip)
        return spin

    def values(self) -> tuple[int, int]:
        """(width, height) as chosen."""
        return self.width_spin.value(), self.height_spin.value()


def ask_suguru_size(parent: QWidget | None = None, width: int = DEFAULT_SIDES[0], height: int = DEFAULT_SIDES[1]) -> tuple[int, int] | None:
    """Show the dialog; (width, height) when accepted, None when cancelled."""
    dialog = SuguruDialog(parent, width, height)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.values()
    finally:
        dialog.deleteLater()
