"""The keyboard in the side panels: what Tab and Shift+Tab go round (the board, then each shown
panel's controls in reading order, then a status message cut short: :func:`tab_order`,
:func:`move_focus`), the ring drawn around the control that has the keyboard (:class:`FocusRing`),
and the keys a panel's control passes on to the board (:func:`is_board_key`,
:func:`board_key_event`). gui/panels/panels.py keeps functions of the same names that hand over here;
loaded at the first Tab or key in a panel, not with the window.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget

from str8ts_gui.gui.panels.panels import Panel, SideColumn


def _tab_stops(panel: QWidget, keep: QWidget | None) -> list[QWidget]:
    """The controls of ``panel`` that Tab reaches (shown, enabled, taking the focus by Tab), in
    reading order: by their place in the panel, top to bottom, then left to right. ``keep``
    (the widget with the focus) counts even when it has just been disabled or hidden, so that
    the next one is found from its place. A group of exclusive buttons (the Number Pad's entry
    modes) is one stop, as Qt's radio buttons are: the one with the keyboard, else the one
    checked, else the first; the arrow keys go from one to the next within it (Qt takes Tab
    from the others of the group once one of them has had the focus)."""
    tab = Qt.FocusPolicy.TabFocus

    def usable(w: QWidget) -> bool:
        return w.isEnabled() and w.isVisibleTo(panel) and w.focusProxy() is None

    stops = [w for w in panel.findChildren(QWidget) if w is keep or (w.focusPolicy() & tab == tab and usable(w))]
    groups = {}
    for w in stops:
        group = w.group() if isinstance(w, QAbstractButton) else None
        if group is not None and group.exclusive():
            groups[id(group)] = group
    for group in groups.values():
        members = [b for b in group.buttons() if b is keep or usable(b)]
        if not members:
            continue
        one = next((b for b in members if b is keep), None) or next((b for b in members if b.isChecked()), members[0])
        stops = [w for w in stops if w not in members] + [one]

    def place(w: QWidget) -> tuple[int, int]:
        at = w.mapTo(panel, QPoint(0, 0))
        return at.y(), at.x()

    return sorted(stops, key=place)


def tab_order(window: QWidget, keep: QWidget | None = None) -> list[QWidget]:
    """What Tab goes round in ``window``: its board, then the controls of each panel shown in
    its side column, top to bottom (see :func:`_tab_stops`)."""
    board = getattr(window, "board", None)
    ring = [board] if isinstance(board, QWidget) else []
    column = getattr(window, "side_column", None)
    if not isinstance(column, SideColumn):
        column = window.findChild(SideColumn)
    if column is not None:
        for panel in column.panels:
            if not panel.isHidden() and panel.isVisibleTo(window):
                ring.extend(_tab_stops(panel, keep if keep is not None and panel.isAncestorOf(keep) else None))
    # last, a status message cut short (it takes Tab only then: Enter shows it whole)
    message = getattr(getattr(window, "status_bar", None), "message_label", None)
    tab = Qt.FocusPolicy.TabFocus
    if isinstance(message, QWidget) and (message is keep or (message.focusPolicy() & tab == tab and message.isVisible())):
        ring.append(message)
    return ring


def move_focus(widget: QWidget, forward: bool) -> bool:
    """Tab (``forward``) or Shift+Tab pressed in ``widget`` (the board or a panel's control):
    the keyboard to the next (the one before) in the :func:`tab_order`, round from the last to
    the board. False when the focus is not in the ring (Qt's own order then)."""
    window = widget.window()
    current = QApplication.focusWidget()
    if current is None or current.window() is not window:
        current = widget
    ring = tab_order(window, keep=current)
    if current not in ring:
        column = window.findChild(SideColumn)
        if column is not None and column.isAncestorOf(current) and ring:
            ring[0].setFocus(Qt.FocusReason.OtherFocusReason)  # its panel was closed: to the board
            return True
        return False
    target = ring[(ring.index(current) + (1 if forward else -1)) % len(ring)]
    if target is not current:
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        scroll = target.parentWidget()
        while scroll is not None and scroll is not window:
            if isinstance(scroll, QScrollArea) and scroll.widget() is not None and scroll.widget().isAncestorOf(target):
                scroll.ensureWidgetVisible(target, 4, 4)  # a panel scrolled down: the control in view
            scroll = scroll.parentWidget()
    return True


def is_board_key(event: QKeyEvent) -> bool:
    """A key the board types with: a digit or a letter (with Shift, Ctrl or Alt for marks), Delete
    or Backspace. A digit is any key the board takes for one: Shift+5 comes as "%" on a US
    layout, a top-row key as "&" or "é" on a French one (see :func:`~str8ts_gui.gui.board.board.key_digit`)."""
    from str8ts_gui.gui.board.board import key_digit  # (the board's module imports this one)

    key = event.key()
    return (
        Qt.Key.Key_0 <= key <= Qt.Key.Key_9
        or Qt.Key.Key_A <= key <= Qt.Key.Key_Z
        or key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        or key_digit(event) is not None
    )


def board_key_event(event: QKeyEvent) -> QKeyEvent:
    """A copy of ``event`` to send to the board, the key's place on the keyboard kept (the board
    reads a top-row digit by it on layouts where the key gives another character)."""
    return QKeyEvent(
        event.type(), event.key(), event.modifiers(), event.nativeScanCode(), event.nativeVirtualKey(),
        event.nativeModifiers(), event.text(), event.isAutoRepeat(), event.count(),
    )


RING_GAP = 1  # pixels between a control and the focus ring around it
RING_WIDTH = 2  # the ring's line (pixels)


def ring_role(target: QWidget | None) -> QPalette.ColorRole:
    """The colour of the focus ring around ``target``: the selection colour, but the text colour
    around a checked button (the pad's chosen mode, the palette's chosen tool), which is filled
    with the selection colour itself: a ring of that colour would not show."""
    checked = target is not None and shiboken6.isValid(target) and getattr(target, "isChecked", bool)()
    return QPalette.ColorRole.WindowText if checked else QPalette.ColorRole.Highlight


class FocusRing(QWidget):
    """The ring around the control of a panel that has the keyboard focus: a frame drawn on top
    of the control's parent, just outside the control, that follows it and lets the mouse
    through. One a panel, made when a control of it first takes the focus."""

    def __init__(self, panel: "Panel") -> None:
        super().__init__(panel)
        self.setObjectName("panel_focus_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel = panel
        self.target: QWidget | None = None
        self.hide()

    def follow(self, target: QWidget | None) -> None:
        """Ring ``target`` (None: no ring)."""
        if self.target is not None and not shiboken6.isValid(self.target):
            self.target = None  # (a button of the Number Pad made again for another board)
        if target is self.target:
            self.place()
            return
        if self.target is not None:
            self.target.removeEventFilter(self)
        self.target = target
        if target is None or target.parentWidget() is None:
            self.target = None
            self.hide()
            return
        target.installEventFilter(self)
        if self.parentWidget() is not target.parentWidget():
            self.setParent(target.parentWidget())
        self.place()

    def place(self) -> None:
        target = self.target
        if target is None or not shiboken6.isValid(target) or not target.isVisible():
            self.hide()
            return
        room = RING_GAP + RING_WIDTH
        self.setGeometry(target.geometry().adjusted(-room, -room, room, room))
        self.raise_()
        self.show()
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.target and event.type() in (
            QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide,
        ):
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            pen = QPen(self.palette().color(ring_role(self.target)), RING_WIDTH)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = RING_WIDTH / 2
            rect = self.rect().toRectF().adjusted(half, half, -half, -half)
            painter.drawRoundedRect(rect, 3, 3)
        finally:
            painter.end()
