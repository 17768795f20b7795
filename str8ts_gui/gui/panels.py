"""The side column right of the board and the panels in it (rules, number pad, hint, path).

The window keeps the board still: the column has one width whatever it shows, so switching
between edit and play mode, a hint appearing, the Rules palette coming and going with the mode
and panels being opened or closed never move a cell of the board while the window keeps its
size. The panels share the column's height in a splitter (drag its handles to give one more);
each scrolls inside itself when it is shorter than its content, so nothing overlaps and nothing
is cut off, down to a window of 700 x 550.

A :class:`Panel` looks and behaves like a small dock: a title row with a close button, a body,
``toggleViewAction()`` for the View menu and ``visibilityChanged`` when it is shown or hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

__all__ = ["COLUMN_CHARS", "PANEL_WIDTH", "Panel", "PanelBody", "SideColumn", "column_width"]

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" (PySide6 does not export the name)
PANEL_WIDTH = 300  # the side column's width at the default font (see column_width)
COLUMN_CHARS = 40  # ... or this many average characters of the window's font, if more


def column_width(widget: QWidget) -> int:
    """The side column's width: room for two palette buttons such as "Region sum line" side by
    side and for a hint's sentence, at the window's font."""
    return max(PANEL_WIDTH, widget.fontMetrics().averageCharWidth() * COLUMN_CHARS)


class PanelBody(QWidget):
    """A panel's contents with the size it prefers (the splitter shares the height by it)."""

    def __init__(self, hint: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint = QSize(hint)

    def sizeHint(self) -> QSize:
        return QSize(self._hint).expandedTo(self.minimumSizeHint())


class Panel(QFrame):
    """A titled panel of the side column (object name: the panel's name)."""

    visibilityChanged = Signal(bool)  # shown (True) or hidden (False), by the user or the program

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Plain)
        self._title = title
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        header = QWidget(self)
        header.setObjectName("panel_header")
        row = QHBoxLayout(header)
        row.setContentsMargins(8, 2, 2, 0)
        row.setSpacing(4)
        self.title_label = QLabel(title, header)
        font = QFont(self.title_label.font())
        font.setBold(True)
        self.title_label.setFont(font)
        self.close_button = QToolButton(header)
        self.close_button.setObjectName("panel_close")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setToolTip(f"Close the {title} panel (the View menu shows it again)")
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.title_label, 1)
        row.addWidget(self.close_button)
        outer.addWidget(header)
        self._body: QWidget | None = None
        self._shown = True
        self._action = QAction(title, self)
        self._action.setCheckable(True)
        self._action.setChecked(True)
        self._action.triggered.connect(self.setVisible)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    # -- the dock-like interface the window uses ----------------------------------------------
    def setWidget(self, widget: QWidget) -> None:
        layout = self.layout()
        if self._body is not None:
            layout.removeWidget(self._body)
        self._body = widget
        widget.setParent(self)
        layout.addWidget(widget, 1)

    def widget(self) -> QWidget | None:
        return self._body

    def windowTitle(self) -> str:  # noqa: N802 (Qt's name)
        return self._title

    def toggleViewAction(self) -> QAction:  # noqa: N802
        """A checkable action that shows and hides the panel (for the View menu)."""
        return self._action

    def setVisible(self, visible: bool) -> None:  # noqa: N802
        super().setVisible(visible)
        shown = not self.isHidden()
        if self._action.isChecked() != shown:
            self._action.setChecked(shown)
        if shown != self._shown:
            self._shown = shown
            self.visibilityChanged.emit(shown)

    def closeEvent(self, event: QCloseEvent) -> None:
        event.accept()
        self.hide()

    def side_column(self) -> "SideColumn | None":
        """The side column this panel is in (None before it is added)."""
        column = self.parentWidget()
        while column is not None and not isinstance(column, SideColumn):
            column = column.parentWidget()
        return column

    def refit(self) -> None:
        """The height this panel wants changed: the column shares its height again."""
        column = self.side_column()
        if column is not None and self.isVisible():
            QTimer.singleShot(0, column.rebalance)

    def preferred_height(self) -> int:
        """The height this panel asks of the side column when it is not one of the panels that
        take the spare room (the Rules palette and the Solution Path do): the Number Pad its
        buttons, the hint its text."""
        return self.sizeHint().height()


class SideColumn(QWidget):
    """The column right of the board: the panels one above the other, sharing its height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("side_column")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 6, 6)
        # the splitter in a holder of its own: the holder's maximum height keeps the panels at
        # their heights when none takes the spare room (a splitter resets its own maximum)
        self.holder = QWidget(self)
        self.holder.setObjectName("side_holder")
        inner = QVBoxLayout(self.holder)
        inner.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self.holder)
        self.splitter.setObjectName("side_splitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(5)
        inner.addWidget(self.splitter)
        layout.addWidget(self.holder, 1)
        self.empty = QLabel("View > Number Pad, Hint Panel, Solution Path or Rules Palette shows a panel here.", self)
        self.empty.setObjectName("side_empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.empty)
        layout.addStretch(0)  # the column's foot when no panel takes the spare height
        self.empty.hide()
        self.setFixedWidth(column_width(self))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.panels: list[Panel] = []
        self._stretch: dict[Panel, int] = {}
        self._reshare = False
        self._shown_once = False
        self.splitter.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.splitter and event.type() == QEvent.Type.Resize and self._reshare:
            self._reshare = False
            QTimer.singleShot(0, self.rebalance)  # after the splitter has placed its panels
        return super().eventFilter(watched, event)

    def add(self, panel: Panel, stretch: int = 0) -> Panel:
        """Add ``panel`` below the others; ``stretch``: its share of the spare height (0: it
        gets its :meth:`Panel.preferred_height`)."""
        return self.insert(len(self.panels), panel, stretch)

    def insert(self, index: int, panel: Panel, stretch: int = 0) -> Panel:
        self.splitter.insertWidget(index, panel)
        self.panels.insert(index, panel)
        self._stretch[panel] = stretch
        panel.visibilityChanged.connect(self._panel_shown)
        self._panel_shown()  # (a panel added shown says nothing of it: shared here)
        return panel

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._shown_once:  # the first share of the height, once laid out (not at every
            self._shown_once = True  # restore from minimised: heights the user dragged stay)
            QTimer.singleShot(0, self.rebalance)

    def _panel_shown(self, *_args) -> None:
        self._update_empty()
        QTimer.singleShot(0, self.rebalance)  # after the splitter has placed the panel

    def _update_empty(self, *_args) -> None:
        self.empty.setVisible(not any(not p.isHidden() for p in self.panels))

    def rebalance(self) -> None:
        """Share the column's height: each panel without a stretch gets the height it prefers
        (as far as the column allows), the panels with one share the rest by their stretch.
        With none of those shown (the Number Pad alone, or with a hint) the panels keep the
        heights they prefer and the spare height stays empty below them, instead of a panel
        stretched past its content."""
        splitter = self.splitter
        shown = [k for k in range(splitter.count()) if not splitter.widget(k).isHidden()]
        stretchy = [k for k in shown if self._stretch.get(splitter.widget(k), 0) > 0]
        fixed = [k for k in shown if k not in stretchy]
        least = {k: splitter.widget(k).minimumSizeHint().height() for k in shown}
        want = {k: max(least[k], splitter.widget(k).preferred_height()) for k in fixed}
        cap = QWIDGETSIZE_MAX
        if shown and not stretchy:
            cap = sum(want.values()) + splitter.handleWidth() * (len(shown) - 1)
        if self.holder.maximumHeight() != cap:
            if cap > self.holder.maximumHeight():
                self._reshare = True  # shared again once the splitter has grown (eventFilter)
            self.holder.setMaximumHeight(cap)
        sizes = splitter.sizes()
        total = sum(sizes[k] for k in shown)
        if total <= 0 or not shown:
            return
        room = total - sum(least[k] for k in stretchy)
        new = list(sizes)
        for k in fixed:
            new[k] = max(least[k], min(want[k], room - sum(new[j] for j in fixed if j < k)))
        if stretchy:
            rest = total - sum(new[k] for k in fixed)
            weights = sum(self._stretch[splitter.widget(k)] for k in stretchy)
            for k in stretchy:
                new[k] = max(least[k], rest * self._stretch[splitter.widget(k)] // weights)
        if new != sizes:
            splitter.setSizes(new)
