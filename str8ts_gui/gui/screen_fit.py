"""Secondary windows (Help, the Library, the Highlight Legend) open at a size that fits the
screen: on a 1024 x 600 screen a 620 pixels high window put its buttons below the edge.

The main window stays on the screen too (:class:`KeepOnScreen`): with large text (a font scale
of 200%) a 16 x 16 board's least size and a Number Pad that does not scroll made it taller than
a 1024 x 600 or 1366 x 768 screen; there the board's least size gives way, and the pad scrolls."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication

__all__ = ["FRAME_ALLOWANCE", "KeepOnScreen", "fit_to_screen"]

BOARD_LEAST = 200  # the board's least side, however low the screen (pixels; see BoardWidget)

# What a window manager's title bar and borders take around a window (width, height), for a
# window not shown yet: Qt knows a window's frame only once it is on the screen.
FRAME_ALLOWANCE = (16, 48)


def fit_to_screen(window, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` x ``height``, smaller where the screen's available area
    (less the window's frame) is: never below the window's minimum size."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        frame = window.frameGeometry()
        frame_w = max(frame.width() - window.width(), FRAME_ALLOWANCE[0])
        frame_h = max(frame.height() - window.height(), FRAME_ALLOWANCE[1])
        width = min(width, room.width() - frame_w)
        height = min(height, room.height() - frame_h)
    window.resize(width, height)


class KeepOnScreen(QObject):
    """Keeps the main ``window``'s least size within its screen's available area (less its
    frame as far as Qt knows it): where the board's least side (``board``, with ``margin`` pixels
    round it) or the side column's least height (``column``, ``pad`` the Number Pad in it) would
    make the window taller than that, the board's least side is made smaller (not below 200
    pixels) and the pad's least height lower (it scrolls then); a window that remembers its
    size (``shrink``) and reaches past the screen's foot is made lower. Where everything fits,
    as with normal text on any screen from 1024 x 600, nothing is changed.

    Looked at again (after the event loop's turn) whenever the window's layout changes: a board
    of another size, the Rules palette or a panel shown, the font changed, another screen."""

    def __init__(self, window, board, margin: int, column, pad, *, shrink: bool) -> None:
        super().__init__(window)
        self._window, self._board, self._margin = window, board, margin
        self._column, self._pad, self._shrink = column, pad, shrink
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self._window and event.type() in (
            QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.ScreenChangeInternal
        ):
            self._timer.start()
        return super().eventFilter(watched, event)

    def room(self) -> tuple[int, int] | None:
        """The width and height the window may have on its screen (its frame off), or None."""
        window = self._window
        screen = window.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return None
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        return (area.width() - max(0, frame.width() - window.width()),
                area.height() - max(0, frame.height() - window.height()))

    def fit(self) -> None:
        room = self.room()
        window = self._window
        central = window.centralWidget()
        if room is None or central is None:
            return
        width, height = room
        # what the menus, the toolbar and the status bar take above and below the board and column
        if window.isVisible() and central.height() > 0:  # (as laid out: the toolbar with labels or not)
            chrome = window.height() - central.height()
        else:
            chrome = window.minimumSizeHint().height() - central.minimumSizeHint().height()
        chrome = max(0, chrome)
        high = height - chrome
        board, pad = self._board, self._pad
        own = board.minimumSizeHint().height()  # the board's own least side
        wide = width - self._column.width() - 2 * self._margin
        side = min(own, max(BOARD_LEAST, min(high, wide) - 2 * self._margin))
        if board.minimumHeight() != side or board.minimumWidth() != side:
            board.setMinimumSize(side, side)
        if pad is not None:
            cap = None
            if not pad.isHidden():  # the column's least height with the whole pad, over the room
                whole = pad.body.minimumSizeHint().height()
                over = self._column.minimumSizeHint().height() - pad.scroll.minimumHeight() + whole - high
                cap = whole - over if over > 0 else None
            pad.limit_height(cap)
        if self._shrink and window.isVisible() and window.height() > height and not (
            window.isMaximized() or window.isFullScreen()
        ):
            window.resize(window.width(), max(height, window.minimumSizeHint().height()))
