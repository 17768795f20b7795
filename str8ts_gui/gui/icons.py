"""The application icon: ``str8ts.svg``/``str8ts.png`` from the resources, or one drawn in code."""

from __future__ import annotations

from contextlib import ExitStack
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

ICON_NAMES = ("str8ts.svg", "str8ts.png")
_FILES = ExitStack()  # keeps resource files extracted (zip installs) for the process' lifetime


def resource_path(name: str) -> Path | None:
    """A resource file: from package ``str8ts_gui.resources``, else the source tree's ``resources/``."""
    try:
        ref = resources.files("str8ts_gui.resources") / name
        if ref.is_file():
            return Path(_FILES.enter_context(resources.as_file(ref)))
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, TypeError):
        pass
    path = Path(__file__).resolve().parents[2] / "resources" / name
    return path if path.is_file() else None


def drawn_pixmap(size: int = 256) -> QPixmap:
    """The icon motif drawn with QPainter (used when no icon file is found)."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 256.0
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1a1a1a"))
    p.drawRoundedRect(QRectF(8 * s, 8 * s, 240 * s, 240 * s), 28 * s, 28 * s)
    white = {(0, 0), (0, 1), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
    digits = {(0, 0): ("7", "#1a1a1a"), (1, 1): ("8", "#1a1a1a"), (0, 2): ("3", "#ffffff"), (2, 2): ("9", "#2a6ad6")}
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(52 * s)))
    p.setFont(font)
    for r in range(3):
        for c in range(3):
            cell = QRectF((24 + 71 * c) * s, (24 + 71 * r) * s, 66 * s, 66 * s)
            if (r, c) in white:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffffff"))
                p.drawRoundedRect(cell, 6 * s, 6 * s)
            if (r, c) in digits:
                text, colour = digits[(r, c)]
                p.setPen(QColor(colour))
                p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return pix


def app_icon() -> QIcon:
    """The application icon (needs a QGuiApplication)."""
    icon = QIcon()
    for name in ICON_NAMES:
        path = resource_path(name)
        if path is not None:
            icon.addFile(str(path))
    if icon.isNull():
        icon = QIcon(drawn_pixmap(256))
    return icon
