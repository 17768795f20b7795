"""A status-bar message shown whole: the popup above the status bar that a click on a message
cut short opens (:meth:`.status_bar.StatusBar.show_full_message`). Loaded with the first one.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from str8ts_gui.gui.panels.status_bar import POPUP_WIDTH


class MessagePopup(QFrame):
    """A status-bar message in full: a popup over the window's foot, its text wrapped (and
    selectable, to copy it). A click anywhere else or Esc closes it."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("message_popup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Plain)
        self.label = QLabel(self)
        self.label.setObjectName("message_popup_text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setContentsMargins(4, 2, 4, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.label)
        self._anchor: QWidget | None = None

    def text(self) -> str:
        return self.label.text()

    def show_text(self, text: str, anchor: QWidget) -> None:
        """Show ``text`` just above the bar that holds ``anchor`` (the message label), from
        ``anchor``'s left edge, inside its window."""
        self._anchor = anchor
        self.label.setText(text)
        window = anchor.window()
        left = window.mapToGlobal(QPoint(0, 0)).x()
        room = max(120, window.width() - 8)
        width = min(max(anchor.width(), POPUP_WIDTH), room)
        margins = self.layout().contentsMargins()
        frame = 2 * self.frameWidth() + margins.left() + margins.right()
        self.label.setFixedWidth(width - frame)
        self.setFixedWidth(width)
        self.adjustSize()
        at = anchor.mapToGlobal(QPoint(0, 0))
        x = min(max(at.x(), left + 4), left + window.width() - 4 - width)
        bar = anchor.parentWidget() or anchor
        self.move(x, bar.mapToGlobal(QPoint(0, 0)).y() - self.height() - 2)
        self.show()

    def mousePressEvent(self, event) -> None:
        # a click on the message it shows just closes it (as a combo box's list): not replayed to
        # the message, which would open it again
        anchor = self._anchor
        if anchor is not None and not self.rect().contains(event.position().toPoint()):
            at = anchor.mapFromGlobal(event.globalPosition().toPoint())
            if anchor.rect().contains(at):
                self.setAttribute(Qt.WidgetAttribute.WA_NoMouseReplay)
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.closed.emit()
