"""The main window's status bar: a message that expires, the solve progress with its Cancel
button, the mode, the grade and the solution-count badge with its Keep Checking button.

:class:`StatusBar` builds the widgets into a window's ``statusBar()`` and keeps them: in a
narrow window it drops the mode label and uses short words for the grade and the badge (their
tooltips say it in full). The mode is shown once: by the mode label, or -- in a narrow window,
where that label is hidden -- by the message a mode switch leaves.

A message too long for its room ends in "…" (the whole of it is the tooltip); a click on it shows
it whole, wrapped, in a small popup above the status bar (:class:`~.message_popup.MessagePopup`); so do Enter or
Space once Tab has brought the keyboard to it (the last stop of the window's Tab ring, there only
while the message is cut short). The bar keeps
its one line and its height, so the board never moves; a message that fits looks and acts as
before (a click on it ends it, like any other click).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QProgressBar, QPushButton, QSizePolicy, QWidget

from str8ts_gui.solver.common import Status
from str8ts_gui.gui.panels.panels import board_key_event, give_board_focus, is_board_key, move_focus, restyle

if TYPE_CHECKING:
    from str8ts_gui.gui.panels.message_popup import MessagePopup

__all__ = [
    "BADGE_COLOURS", "COMPACT_WIDTH", "ElidedLabel", "LONG_STATUS_MS", "MessageLabel", "MessagePopup", "NARROW_WIDTH",
    "STATUS_MS", "StatusBar",
]


def __getattr__(name: str):
    if name == "MessagePopup":  # (gui/panels/message_popup.py: loaded with the first popup)
        from str8ts_gui.gui.panels.message_popup import MessagePopup

        return MessagePopup
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


STATUS_MS = 6000
LONG_STATUS_MS = 20000
NARROW_WIDTH = 760  # below this window width the status bar drops the mode label (the toolbar shows it)
COMPACT_WIDTH = 720  # ... and below this one uses short words for the grade and the badge
SHORT_BADGE = {
    "Unique solution": "Unique",
    "Multiple solutions": "Multiple",
    "Has a solution": "Solvable",
    "Not decided yet": "Undecided",
}
MODE_TEXTS = ("Edit mode", "Play mode")
BOARD_LABEL_WIDTH = 300  # the most the kind-and-size label takes of the status bar
COMPACT_BOARD = 110  # ... and the least it keeps in a narrow window ("Sudoku 9 x…")


def board_label_cap(window_width: int) -> int:
    """The most the kind-and-size label takes in a window ``window_width`` wide: a quarter of it
    less a little (at most :data:`BOARD_LABEL_WIDTH`, at least :data:`COMPACT_BOARD`), so that in
    a small window the message keeps the room to be read ("Step 6 of 161. Thermometer ranges...")
    where a long board name ("Sudoku 9 x 9 with killer cages, thermometers", also in the title
    bar) would take it. It depends on the window's width alone: the bar never shifts as messages
    come and go."""
    return max(COMPACT_BOARD, min(BOARD_LABEL_WIDTH, window_width // 4 - 20))
# Background colours of the solution-count badge in the status bar (white bold text on them).
# CANCELLED: not decided yet (the check ran out of time) or not checked: grey
BADGE_COLOURS = {Status.UNIQUE: "#2e7d32", Status.NONE: "#c62828", Status.SEVERAL: "#9a5b00", Status.CANCELLED: "#616161"}
POPUP_WIDTH = 520  # the most a whole message's popup takes (less in a narrower window)


class ElidedLabel(QLabel):
    """A one-line label that shows as much of its text as fits, ending in "…"; the full text
    is its tooltip. It never asks for more width than it gets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.setAccessibleName(text)  # a screen reader reads the whole message, not the shortened one
        self._elide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def is_elided(self) -> bool:
        """Whether the label shows less than its whole text."""
        return self.text() != self._full

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width) if self._full else ""
        if shown != self.text():
            self.setText(shown)
            self._elided_changed()

    def _elided_changed(self) -> None:
        """Called when the label shows a different part of its text."""


class MessageLabel(ElidedLabel):
    """The status bar's message: an :class:`ElidedLabel` whose cut-short message can be clicked
    to read it whole (a pointing hand says so). ``elisionChanged`` tells whether it is cut short.

    Cut short, it is also the last stop of the window's Tab ring (``panels.tab_order``): with the
    keyboard it draws a focus frame, Enter or Space ask for the whole message (``activated``), Esc
    and the board's keys go back to the board; once the message fits or goes, so does the
    keyboard."""

    elisionChanged = Signal(bool)
    activated = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _elided_changed(self) -> None:
        elided = bool(self.full_text()) and self.is_elided()
        if elided:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        else:
            self.unsetCursor()
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if self.hasFocus():
                give_board_focus(self)
        self.elisionChanged.emit(elided)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        return move_focus(self, next) or super().focusNextPrevChild(next)

    OWN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)

    def event(self, event) -> bool:
        # its own keys are its own: no shortcut of the window takes them (and, not passed on to the
        # bar, they do not end the message as a new action would)
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in self.OWN_KEYS:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
            event.accept()
            return
        board = give_board_focus(self) if key == Qt.Key.Key_Escape or is_board_key(event) else None
        if board is not None:
            if key != Qt.Key.Key_Escape:  # typed there, as a panel's control passes it on
                QApplication.sendEvent(board, board_key_event(event))
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # the keyboard is here: a frame in the text's colour, as the panels' ring
            painter = QPainter(self)
            pen = QPen(self.palette().color(QPalette.ColorRole.WindowText))
            pen.setWidth(2)
            painter.setPen(pen)
            painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
            painter.end()


class _MessageClick(QObject):
    """An application event filter, there only while the message is cut short: a press on the
    message shows it whole. It is installed after the window's watch that ends a message at the
    next click (and so sees the press first), and takes the press: reading a message is not a
    new action that ends it."""

    def __init__(self, bar: "StatusBar") -> None:
        super().__init__(bar)
        self.bar = bar
        self.installed = False

    def install(self, on: bool) -> None:
        app = QApplication.instance()
        if on:
            app.installEventFilter(self)  # again: to the front of the application's filters
        elif self.installed:
            app.removeEventFilter(self)
        self.installed = on

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not self.bar.window.isVisible():  # a closed window: nothing to watch any more
            self.install(False)
            return False
        if (
            event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
            and watched is self.bar.message_label
            and event.button() == Qt.MouseButton.LeftButton
            and self.bar.message_label.is_elided()
        ):
            self.bar.show_full_message()
            return True
        return False


class StatusBar(QObject):
    """The widgets of ``window``'s status bar; ``cancel`` is what the Cancel button does,
    ``keep_checking`` what the Keep Checking button next to an undecided badge does."""

    messageChanged = Signal(str)  # the message shown now ("" when it went)

    def __init__(
        self, window: QMainWindow, cancel: Callable[[], None], keep_checking: Callable[[], None] | None = None
    ) -> None:
        super().__init__(window)
        self.window = window
        bar = window.statusBar()
        bar.setSizeGripEnabled(False)
        self.message_label = MessageLabel(window)
        self.message_label.setObjectName("message_label")
        self.message_label.setContentsMargins(4, 0, 4, 0)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self._popup: MessagePopup | None = None
        self._expired = False  # the message's time ran out while its popup was open
        self._click = _MessageClick(self)
        self.message_label.elisionChanged.connect(self._click.install)
        self.message_label.activated.connect(self.show_full_message)
        self.progress = QProgressBar(window)
        self.progress.setObjectName("solve_progress")
        self.progress.setRange(0, 0)  # indeterminate
        self.progress.setMaximumWidth(100)
        self.progress.setTextVisible(False)
        self.progress.setToolTip("Solving…")
        self.cancel_button = QPushButton("Cancel", window)
        self.cancel_button.setObjectName("cancel_button")
        self.cancel_button.setToolTip("Stop the running solve (Esc)")
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(lambda _checked=False: cancel())
        self.board_label = ElidedLabel(window)  # the kind and size: "Sudoku 9 x 9 with killer cages"
        self.board_label.setObjectName("board_label")
        self.board_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.mode_label = QLabel(window)
        self.mode_label.setObjectName("mode_label")
        self.mode_label.setToolTip("Edit mode (F2) or play mode (F3)")
        self._compact = False
        self._board_cap = BOARD_LABEL_WIDTH
        self._badge_text = ""
        self._grade_text = ""
        self.grade_label = QLabel(window)
        self.grade_label.setObjectName("grade_label")
        self.grade_label.setToolTip("The puzzle's grade by human logic")
        self.analysis_label = QLabel(window)
        self.analysis_label.setObjectName("analysis_label")
        self.analysis_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.keep_button = QPushButton("Keep Checking", window)
        self.keep_button.setObjectName("keep_checking_button")
        self.keep_button.setToolTip("Go on counting the solutions, without a time limit")
        self.keep_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if keep_checking is not None:
            self.keep_button.clicked.connect(lambda _checked=False: keep_checking())
        bar.addWidget(self.message_label, 1)
        for w in (
            self.progress, self.cancel_button, self.board_label, self.mode_label, self.grade_label, self.analysis_label, self.keep_button,
        ):
            w.setContentsMargins(4, 0, 4, 0)
            bar.addPermanentWidget(w)
        self.progress.hide()
        self.cancel_button.hide()
        self.keep_button.hide()
        self._narrow = False
        # while a check without a time limit runs, the badge counts the seconds (never looks stuck)
        self._checking_since = 0
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._tick)
        bar.installEventFilter(self)  # (a font changed at run time: the badge follows, see eventFilter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FontChange and watched is self.window.statusBar():
            # (the application's font changed at run time.) The badge is styled: Qt passes no
            # new font on to a style sheet's widget, so it kept the old one beside the bar's
            # other words until the next check. Polished again, it takes the bar's font.
            restyle(self.analysis_label)
        return super().eventFilter(watched, event)

    # -- the message ----------------------------------------------------------------------------
    def show_message(self, text: str, ms: int = STATUS_MS) -> None:
        """Show a message for ``ms`` milliseconds (0: until the next one).

        A message that only names the mode ("Play mode") clears the message instead while the
        mode label shows it: the mode is said once."""
        if text in MODE_TEXTS and not self._narrow:
            text = ""
        self._set_message(text)
        if ms > 0:
            self._timer.start(ms)
        else:
            self._timer.stop()

    def _set_message(self, text: str) -> None:
        self._expired = False
        self.message_label.set_full_text(text)
        self.messageChanged.emit(text)
        if self._click.installed:
            self._click.install(True)  # ahead of a filter the signal installed
        if self._popup_open():
            if text:
                self._popup.show_text(text, self.message_label)
            else:
                self._popup.close()

    def _expire(self) -> None:
        """The message's time is up: it goes, or, while its popup is open, when that closes."""
        if self._popup_open():
            self._expired = True
        else:
            self._set_message("")

    def _popup_closed(self) -> None:
        if self._expired:
            self._set_message("")

    def show_full_message(self) -> None:
        """Show the whole message in a popup above the status bar (a click on a message cut
        short does this)."""
        text = self.message()
        if not text:
            return
        if self._popup is None:
            from str8ts_gui.gui.panels.message_popup import MessagePopup  # (loaded with the first popup)

            self._popup = MessagePopup(self.window)
            self._popup.closed.connect(self._popup_closed)
        self._popup.show_text(text, self.message_label)

    def close_full_message(self) -> None:
        """Close the whole message's popup if it is open (the window closing: a popup is a
        window of its own, which Qt leaves open when its parent window closes)."""
        if self._popup_open():
            self._popup.close()

    def _popup_open(self) -> bool:
        return self._popup is not None and self._popup.isVisible()

    def message_popup(self) -> MessagePopup | None:
        """The popup that shows the whole message (None before it was first opened)."""
        return self._popup

    def message(self) -> str:
        """The current message (full text, also in the label's tooltip)."""
        return self.message_label.full_text()

    def text(self) -> str:
        """The message and the permanent labels, for tests and accessibility."""
        parts = [self.message(), self.board_text(), self.mode_label.text(), self.grade_label.text(), self.analysis_label.text()]
        return " | ".join(p for p in parts if p)

    # -- the permanent labels -------------------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        """Show the progress bar and the Cancel button while a solve runs."""
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)

    def set_mode(self, edit: bool) -> None:
        label = self.mode_label
        label.setText("Edit mode" if edit else "Play mode")
        # as wide for either mode, so that the labels left of it do not move at F2 / F3
        m = label.contentsMargins()
        text = max(label.fontMetrics().horizontalAdvance(t) for t in ("Edit mode", "Play mode"))
        label.setMinimumWidth(text + m.left() + m.right() + 2 * label.margin())

    def set_board(self, text: str) -> None:
        """Name the board: its kind, size and rules (cut short to fit; the tooltip has it all)."""
        if text == self.board_label.full_text():
            return
        self.board_label.set_full_text(text)
        self._size_board_label()

    def _size_board_label(self) -> None:
        """The board's name as wide as it needs, up to the cap the window's width gives it."""
        text = self.board_label.full_text()
        width = self.board_label.fontMetrics().horizontalAdvance(text) + 10
        self.board_label.setMinimumWidth(min(width, self._board_cap))
        self.board_label.setMaximumWidth(self._board_cap)

    def board_text(self) -> str:
        return self.board_label.full_text()

    def set_grade(self, text: str, tooltip: str | None = None) -> None:
        self._grade_text = text
        self._show_texts()
        if tooltip is not None:
            self.grade_label.setToolTip(tooltip)

    def grade_text(self) -> str:
        """The grade shown (in full, whatever the window's width)."""
        return self._grade_text

    def set_badge(self, text: str, status: Status | None, tooltip: str) -> None:
        """The solution-count badge: ``text`` on the colour of ``status`` (None: no colour)."""
        colour = BADGE_COLOURS.get(status) if status is not None else None
        if colour:
            style = f"QLabel {{ background: {colour}; color: white; font-weight: bold; border-radius: 4px; margin: 2px 6px; padding: 1px 10px; }}"
        else:
            style = "QLabel { margin: 2px 6px; padding: 1px 10px; }"
        self.analysis_label.setStyleSheet(style)
        self._badge_text = text
        self._clock.stop()
        self._show_texts()
        self.analysis_label.setToolTip(tooltip)

    def set_keep_checking(self, shown: bool, running: bool = False) -> None:
        """The button next to the badge: "Keep Checking" after a check ran out of time,
        "Stop" while the check without a time limit runs (the badge then counts seconds)."""
        self.keep_button.setVisible(shown)
        if running:
            self.keep_button.setText("Stop")
            self.keep_button.setToolTip("Stop counting the solutions (the puzzle stays undecided)")
        else:
            self.keep_button.setText("Keep Checking")
            self.keep_button.setToolTip("Go on counting the solutions, without a time limit")

    def start_clock(self) -> None:
        """Count the seconds on the "Checking…" badge (a check without a time limit)."""
        self._checking_since = 0
        self._clock.start()

    def _tick(self) -> None:
        self._checking_since += 1
        self._badge_text = f"Checking… {self._checking_since} s"
        self._show_texts()

    def badge_text(self) -> str:
        """The badge's text in full, whatever the window's width."""
        return self._badge_text

    def fit(self, width: int) -> None:
        """Leave the message room in a narrow window: the mode is on the toolbar anyway, and
        the grade and the solution count use short words (their tooltips say it in full)."""
        self._narrow = width < NARROW_WIDTH
        self.mode_label.setVisible(not self._narrow)
        compact = width < COMPACT_WIDTH
        if compact != self._compact:
            self._compact = compact
            self._show_texts()
        cap = COMPACT_BOARD if compact else board_label_cap(width)
        if cap != self._board_cap:
            self._board_cap = cap
            self._size_board_label()

    def _show_texts(self) -> None:
        """The grade and badge texts, short in a narrow window."""
        short = self._compact
        # wide enough for the longest verdict, so the bar does not jump while checking
        widest = "Multiple" if short else "Multiple solutions"
        self.analysis_label.setMinimumWidth(self.analysis_label.fontMetrics().horizontalAdvance(widest) + 36)
        badge = self._badge_text
        self.analysis_label.setText(SHORT_BADGE.get(badge, badge) if short else badge)
        grade = self._grade_text
        if short:
            grade = "No logic path" if grade == "Not solvable by logic" else grade.removeprefix("Grade: ")
        self.grade_label.setText(grade)
