"""Edit > Preferences… (Ctrl+,): the look of the window and the board -- Light, Dark, or as the
system says. A choice applies at once and is kept in the settings (``appearance/theme``);
``STR8TS_GUI_THEME=light|dark`` in the environment overrides it while it is set.

Pictures, PDFs and printing stay light whatever the choice (paper is white).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication, QButtonGroup, QDialog, QDialogButtonBox, QGroupBox, QLabel, QRadioButton, QVBoxLayout, QWidget,
)

from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.app import THEME_ENV, apply_theme, theme_override

__all__ = ["PreferencesDialog", "set_theme", "show_preferences"]

LABELS = {"light": "&Light", "dark": "&Dark", "system": "As the &system (follows its light or dark setting)"}


def set_theme(choice: str) -> bool:
    """Save ``choice`` ("system", "light" or "dark") and apply it now; True if the look is dark."""
    app_settings.set_theme(choice)
    app = QApplication.instance()
    return apply_theme(app, choice=choice) if app is not None else False


class PreferencesDialog(QDialog):
    """Not modal: each choice applies at once, Close just closes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Preferences")
        self.setWindowTitle("Preferences")
        self.setModal(False)
        box = QGroupBox("Appearance of the window and the board")
        inner = QVBoxLayout(box)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for choice in ("light", "dark", "system"):
            button = QRadioButton(LABELS[choice])
            button.setObjectName(f"theme_{choice}")
            self.buttons[choice] = button
            self.group.addButton(button)
            inner.addWidget(button)
            button.toggled.connect(lambda on, choice=choice: on and self._chosen(choice))
        self.note = QLabel()
        self.note.setWordWrap(True)
        inner.addWidget(self.note)
        paper = QLabel("Exported pictures, PDFs and prints stay light.")
        paper.setWordWrap(True)
        inner.addWidget(paper)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Show the saved choice (and whether the environment overrides it)."""
        current = app_settings.theme()
        button = self.buttons[current]
        button.blockSignals(True)
        button.setChecked(True)
        button.blockSignals(False)
        # the keyboard starts on the choice in force, as in any group of radio buttons (it started
        # on Light whatever was chosen: Space chose Light, an arrow key Dark, without a look)
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        forced = theme_override()
        self.note.setVisible(forced is not None)
        if forced:
            self.note.setText(
                f"{THEME_ENV}={forced} is set in the environment: the look stays {forced} "
                "while it is set; your choice applies without it."
            )

    def choice(self) -> str:
        return next(c for c, b in self.buttons.items() if b.isChecked())

    def _chosen(self, choice: str) -> None:
        set_theme(choice)


def show_preferences(window) -> PreferencesDialog:
    """Show the window's Preferences (one per window, created on first use)."""
    dialog = getattr(window, "preferences_dialog", None)
    if dialog is None:
        dialog = window.preferences_dialog = PreferencesDialog(window)
    dialog.refresh()
    was_visible = dialog.isVisible()
    dialog.show()
    if was_visible and QGuiApplication.platformName() != "offscreen":  # (offscreen warns on raise)
        dialog.raise_()
    dialog.activateWindow()
    return dialog
