"""Secondary windows (Help, the Library, the Highlight Legend) open at a size that fits the
screen: on a 1024 x 600 screen a 620 pixels high window put its buttons below the edge."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

__all__ = ["FRAME_ALLOWANCE", "fit_to_screen"]

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
