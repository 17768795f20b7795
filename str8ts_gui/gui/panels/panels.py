"""The side column right of the board and the panels in it (rules, number pad, hint, path).

The window keeps the board still: the column has one width whatever it shows, so switching
between edit and play mode, a hint appearing, the Rules palette coming and going with the mode
and panels being opened or closed never move a cell of the board while the window keeps its
size. The panels share the column's height in a splitter (drag its handles to give one more):
the Number Pad and a hint the height they need, the Rules palette and the Solution Path the rest,
shared again whenever the window changes size, so that the heights at a size are those of a
window opened at it, whatever sizes it had before (:class:`ColumnSplitter`). Each panel scrolls
inside itself when it is shorter than its content, so nothing overlaps and nothing is cut off,
down to a window of 700 x 550.

A :class:`Panel` looks and behaves like a small dock: a title row with a close button, a body,
``toggleViewAction()`` for the View menu and ``visibilityChanged`` when it is shown or hidden.

Tab and Shift+Tab go round the board and the controls of the panels shown, top to bottom and
each panel's in reading order (:func:`move_focus`; a click on a panel's button leaves the
keyboard with the board, only Tab gives it to them); Esc in a panel gives the keyboard back to
the board, and a digit, a letter, Delete or Backspace a control does nothing with is typed on the
board. The control with the keyboard has a ring in the palette's selection colour around it (in
the text colour around a checked button, which is filled with the selection colour;
:class:`~.panel_focus.FocusRing`): the style's own focus frame is faint or, on a button with a style sheet, not
drawn at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollBar,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from str8ts_gui.gui.panels.panel_focus import FocusRing

__all__ = [
    "COLUMN_CHARS", "PANEL_WIDTH", "FocusRing", "Panel", "PanelBody", "SideColumn", "column_width",
    "give_board_focus", "move_focus", "restyle", "tab_order",
]

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" (PySide6 does not export the name)
PANEL_WIDTH = 300  # the side column's width at the default font (see column_width)
COLUMN_CHARS = 40  # ... or this many average characters of the window's font, if more


# The keyboard's way round the panels (Tab order, the focus ring, keys passed to the board) is in
# gui/panels/panel_focus.py, loaded at the first Tab or key in a panel; its names load from here too.
_FOCUS_NAMES = ("FocusRing", "RING_GAP", "RING_WIDTH", "_tab_stops", "ring_role")


def _focus():
    """gui/panels/panel_focus.py: the keyboard's way round the panels (loaded at the first Tab or key)."""
    from str8ts_gui.gui.panels import panel_focus

    return panel_focus


def __getattr__(name: str):
    if name in _FOCUS_NAMES:
        return getattr(_focus(), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def restyle(widget: QWidget, style: str | None = None) -> None:
    """Polish ``widget``'s style sheet again (``style``, else the one it has). A style sheet
    keeps the font and colours it was polished with, and Qt passes no new font on to the
    widgets it styles: after a font or light/dark change at run time they kept the old ones."""
    style = widget.styleSheet() if style is None else style
    widget.setStyleSheet("")
    widget.setStyleSheet(style)


def column_width(widget: QWidget) -> int:
    """The side column's width: room for two palette buttons such as "Region sum line" side by
    side and for a hint's sentence, at the window's font."""
    return max(PANEL_WIDTH, widget.fontMetrics().averageCharWidth() * COLUMN_CHARS)


def tab_order(window: QWidget, keep: QWidget | None = None) -> list[QWidget]:
    """What Tab goes round in ``window``: its board, then the panels' controls
    (:func:`.panel_focus.tab_order`)."""
    return _focus().tab_order(window, keep)


def move_focus(widget: QWidget, forward: bool) -> bool:
    """Tab (``forward``) or Shift+Tab pressed in ``widget``: the keyboard to the next control
    round the board and the panels (:func:`.panel_focus.move_focus`)."""
    return _focus().move_focus(widget, forward)


def give_board_focus(widget: QWidget) -> QWidget | None:
    """The keyboard back to the board of ``widget``'s window (Esc in a panel): the board, None
    if the window has none."""
    board = getattr(widget.window(), "board", None)
    if not isinstance(board, QWidget):
        return None
    board.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return board


def is_board_key(event: QKeyEvent) -> bool:
    """A key the board types with (:func:`.panel_focus.is_board_key`)."""
    return _focus().is_board_key(event)


def board_key_event(event: QKeyEvent) -> QKeyEvent:
    """A copy of ``event`` to send to the board (:func:`.panel_focus.board_key_event`)."""
    return _focus().board_key_event(event)


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
        self.focus_ring: FocusRing | None = None  # made when a control of the panel first has the focus
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._focus_changed)

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

    def use_toggle(self, action: QAction) -> None:
        """Make ``action`` (one the window made before the panel) the panel's toggle; the
        panel's own goes, so that nothing else shows or hides it."""
        own, self._action = self._action, action
        if own is not action:
            own.triggered.disconnect()
            own.deleteLater()

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

    # -- the keyboard ---------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        """Tab and Shift+Tab in the panel's controls: on round the board and the panels shown
        (:func:`move_focus`), not in the order the window's widgets were made."""
        return move_focus(self, next) or super().focusNextPrevChild(next)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The focus ring around the panel's control with the keyboard; none when it is elsewhere."""
        mine = new is not None and self.isAncestorOf(new)
        if self.focus_ring is not None and not shiboken6.isValid(self.focus_ring):
            self.focus_ring = None  # (gone with the widget it was drawn on)
        if mine and self.focus_ring is None:
            self.focus_ring = _focus().FocusRing(self)
        if self.focus_ring is not None:
            self.focus_ring.follow(new if mine else None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Esc in a control of the panel (one that does nothing with it): back to the board. A
        digit, a letter, Delete or Backspace the control does nothing with goes to the board, with
        the keyboard: typed there, as if the board had had it (a digit reached with Tab, then 5)."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_Escape and plain and self.back_to_board():
            event.accept()
            return
        board = give_board_focus(self) if is_board_key(event) else None
        if board is not None:
            QApplication.sendEvent(board, board_key_event(event))
            event.accept()
            return
        super().keyPressEvent(event)

    def back_to_board(self) -> bool:
        """Esc in the panel: the keyboard back to the board (a panel may do more first); False
        when the window has no board."""
        return give_board_focus(self) is not None

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


class ColumnSplitter(QSplitter):
    """The side column's splitter: the column shares its height again each time the splitter
    changes size (the window made larger or smaller, in one step or in many), at once, so that
    the heights depend on the size alone and not on the sizes the window had before. (Left to
    itself a splitter shares a change of its height among its panels by their heights: the
    Number Pad and a hint would grow past their contents while the Solution Path scrolled, and a
    window grown from its smallest size would keep the path squeezed.)"""

    def __init__(self, column: "SideColumn", parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._column = column

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # the splitter's own share first, then the column's
        self._column.rebalance()


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
        self.splitter = ColumnSplitter(self, self.holder)
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
        self._shown_once = False
        self._sharing = False  # in rebalance (the splitter resized by it: shared once more)
        self._again = False
        # a look again once Qt has laid out the heights just given (a hint's scroll bar going)
        self._recheck = QTimer(self)
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(0)
        self._recheck.timeout.connect(self._look_again)
        self._rechecks = 0  # looks again since the last share asked for (resize, panel shown)
        self._looking = False  # in _look_again
        # the heights the user gave the shown panels by dragging a handle between two: kept
        # through later shares (a resize, a new hint) until the panel is closed
        self._dragged: dict[Panel, int] = {}
        self.splitter.splitterMoved.connect(self._user_moved)

    def add(self, panel: Panel, stretch: int = 0) -> Panel:
        """Add ``panel`` below the others; ``stretch``: its share of the spare height (0: it
        gets its :meth:`Panel.preferred_height`)."""
        return self.insert(len(self.panels), panel, stretch)

    def insert(self, index: int, panel: Panel, stretch: int = 0) -> Panel:
        self.splitter.insertWidget(index, panel)
        self.panels.insert(index, panel)
        self._stretch[panel] = stretch
        # the splitter's own share of a change of its height (before rebalance) goes to the
        # panels with a stretch alone: a pad or a hint squeezed for a moment would show a scroll
        # bar, and a hint's text beside one takes more lines (it would then ask for more)
        policy = panel.sizePolicy()
        policy.setVerticalStretch(stretch)
        panel.setSizePolicy(policy)
        panel.visibilityChanged.connect(self._panel_shown)
        if stretch == 0:  # the height it needs depends on its scroll bars (a hint's text wraps
            for area in panel.findChildren(QAbstractScrollArea):  # on a narrower line beside one)
                area.verticalScrollBar().installEventFilter(self)
        self._panel_shown()  # (a panel added shown says nothing of it: shared here)
        return panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A scroll bar of a panel that takes the height it needs shown or hidden: that height
        changed with the width left to its text (Qt hides a scroll bar a moment after the
        panel was given the room it asked for): the column shares its height again."""
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide) and isinstance(watched, QScrollBar):
            self._recheck.start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # (the font changed at run time: as wide as at start with it)
            width = column_width(self)
            if self.width() != width or self.minimumWidth() != width:
                self.setFixedWidth(width)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._shown_once:  # the first share of the height, once laid out (not at every
            self._shown_once = True  # restore from minimised: heights the user dragged stay)
            QTimer.singleShot(0, self.rebalance)

    def _user_moved(self, _pos: int, _index: int) -> None:
        """A handle dragged (only the user's drags say so, never :meth:`rebalance`'s): the shown
        panels' heights as they are now are the ones the column keeps (a panel that takes the
        height it needs keeps this one instead; the panels that share the rest share it in
        these proportions)."""
        sizes = self.splitter.sizes()
        for k in range(self.splitter.count()):
            panel = self.splitter.widget(k)
            if not panel.isHidden() and sizes[k] > 0:
                self._dragged[panel] = sizes[k]

    def _panel_shown(self, *_args) -> None:
        for panel in [p for p in self._dragged if p.isHidden()]:  # closed: its height as it needs again
            del self._dragged[panel]
        self._update_empty()
        QTimer.singleShot(0, self.rebalance)  # after the splitter has placed the panel

    def _update_empty(self, *_args) -> None:
        self.empty.setVisible(not any(not p.isHidden() for p in self.panels))

    def rebalance(self) -> None:
        """Share the column's height: each panel without a stretch gets the height it prefers
        (as far as the column allows), the panels with one share the rest by their stretch.
        With none of those shown (the Number Pad alone, or with a hint) the panels keep the
        heights they prefer and the spare height stays empty below them, instead of a panel
        stretched past its content.

        Shared again until it holds (a few rounds at most): the height a panel prefers can
        change with the height it gets (a hint squeezed has a scroll bar, its text wraps on a
        narrower line and asks for more than it needs once it has the room), and the splitter
        resized meanwhile (the holder's maximum changed) shares its new height the same way.
        Some of that reaches the panels only once Qt has laid them out (a scroll bar is hidden
        later): when a height changed, the column looks again then."""
        if self._sharing:
            self._again = True  # (the splitter resized by the round under way)
            return
        if not self._looking:
            self._rechecks = 0
        self._sharing = True
        changed = False
        try:
            for _round in range(4):
                self._again = False
                if not self._share() and not self._again:
                    break
                changed = True
        finally:
            self._sharing = False
        if changed:
            self._recheck.start()

    def _look_again(self) -> None:
        """The heights given laid out: shared again if a panel now prefers another height (a
        few times at most after each share asked for, so that a panel's two heights, with a
        scroll bar and without, can never take turns for ever)."""
        if self._rechecks >= 4:
            return
        self._rechecks += 1
        self._looking = True
        try:
            self.rebalance()
        finally:
            self._looking = False

    def _share(self) -> bool:
        """One round of :meth:`rebalance`; True if it changed a height."""
        splitter = self.splitter
        shown = [k for k in range(splitter.count()) if not splitter.widget(k).isHidden()]
        stretchy = [k for k in shown if self._stretch.get(splitter.widget(k), 0) > 0]
        fixed = [k for k in shown if k not in stretchy]
        least = {k: splitter.widget(k).minimumSizeHint().height() for k in shown}
        dragged = self._dragged
        want = {
            k: max(least[k], dragged.get(splitter.widget(k)) or splitter.widget(k).preferred_height()) for k in fixed
        }
        cap = QWIDGETSIZE_MAX
        if shown and not stretchy:
            cap = sum(want.values()) + splitter.handleWidth() * (len(shown) - 1)
        changed = False
        if self.holder.maximumHeight() != cap:
            self.holder.setMaximumHeight(cap)  # (the splitter resized: shared in the next round)
            changed = True
        sizes = splitter.sizes()
        total = sum(sizes[k] for k in shown)
        if total <= 0 or not shown:
            return changed
        room = total - sum(least[k] for k in stretchy)
        new = list(sizes)
        for k in fixed:
            new[k] = max(least[k], min(want[k], room - sum(new[j] for j in fixed if j < k)))
        if stretchy:
            rest = total - sum(new[k] for k in fixed)
            # by the heights dragged when every one of them was (else by their stretch)
            share = {k: dragged.get(splitter.widget(k), 0) for k in stretchy}
            if not all(share.values()):
                share = {k: self._stretch[splitter.widget(k)] for k in stretchy}
            weights = sum(share.values())
            for k in stretchy:
                new[k] = max(least[k], rest * share[k] // weights)
            new[stretchy[-1]] += max(0, rest - sum(new[k] for k in stretchy))  # (what rounding left)
        if new != sizes:
            splitter.setSizes(new)
            # a change only if the splitter took it: in a column too short for every minimum it
            # gives what it can, the same each time (asking again would change nothing)
            changed = changed or splitter.sizes() != sizes
        return changed
