"""Icons: the application icon (``str8ts.svg``/``str8ts.png`` from the resources, or one drawn in
code) and the toolbar's icons.

The toolbar icons are SVG files bundled in ``resources/icons/`` (one look on every platform,
offscreen too). They are drawn in ``currentColor``, which :func:`tool_icon` replaces with the
palette's text colour (and its disabled colour for disabled buttons), so they read on light and
dark palettes; :func:`install_toolbar_icons` draws them again when the palette changes. When an
icon file or Qt's SVG support is missing, the freedesktop theme's icon of the same meaning is
used where there is one (``QIcon.fromTheme``).
"""

from __future__ import annotations

from contextlib import ExitStack
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QToolBar

ICON_NAMES = ("str8ts.svg", "str8ts.png")
_FILES = ExitStack()  # keeps resource files extracted (zip installs) for the process' lifetime


@lru_cache(maxsize=1)
def _resources():
    """The package ``str8ts_gui.resources`` (``importlib.resources.files``, a third of a
    millisecond a call: asked once, not for each of the window's 14 icons)."""
    return resources.files("str8ts_gui.resources")


def resource_path(name: str) -> Path | None:
    """A resource file: from package ``str8ts_gui.resources``, else the source tree's ``resources/``."""
    try:
        ref = _resources() / name
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


# -- toolbar icons ---------------------------------------------------------------------------------
ICON_DIR = "icons"
# action object name -> (bundled file in resources/icons without ".svg", freedesktop theme name)
TOOL_ICONS: dict[str, tuple[str, str]] = {
    "action__undo": ("undo", "edit-undo"),
    "action__redo": ("redo", "edit-redo"),
    "action_solve": ("solve", "system-run"),
    "action_hint": ("hint", "help-hint"),
    "action_check": ("check", "dialog-ok"),
    "action_edit_mode": ("edit-mode", "document-edit"),
    "action_play_mode": ("play-mode", "media-playback-start"),
    "action_pencil_marks": ("pencil", "draw-freehand"),
    "action_fill_pencil_marks": ("fill-marks", "view-grid"),
    "action_clear_entries": ("clear", "edit-clear"),
    "action_show_mistakes": ("mistakes", "dialog-warning"),
    "action_show_candidates": ("candidates", "view-visible"),
    "action_symmetric_painting": ("symmetric", "object-rotate-right"),
}
ICON_SIZES = (16, 20, 24, 32, 48, 64)


@lru_cache(maxsize=None)
def _svg_source(name: str) -> str | None:
    path = resource_path(f"{ICON_DIR}/{name}.svg")
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


@lru_cache(maxsize=None)
def _svg_draws(name: str) -> bool:
    """Whether Qt can draw the bundled icon ``name`` (its SVG module there, the file valid)."""
    try:
        from PySide6.QtSvg import QSvgRenderer
    except ImportError:  # pragma: no cover - Qt without its SVG module
        return False
    source = _svg_source(name)
    return source is not None and QSvgRenderer(QByteArray(source.encode("utf-8"))).isValid()


def _svg_pixmap(source: str, colour: QColor, size: int) -> QPixmap | None:
    try:
        from PySide6.QtSvg import QSvgRenderer
    except ImportError:  # pragma: no cover - Qt without its SVG module
        return None
    renderer = QSvgRenderer(QByteArray(source.replace("currentColor", colour.name()).encode("utf-8")))
    if not renderer.isValid():
        return None
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(p, QRectF(0, 0, size, size))
    p.end()
    return pix


class _ColouredSvg(QIconEngine):
    """An icon drawn from SVG source in one colour (another, fainter, when disabled), at the
    size asked for when it is asked for: the toolbar's 20 pixels (40 on a HiDPI screen), not
    every size up front, which keeps the window's start quick."""

    def __init__(self, source: str, normal: QColor, disabled: QColor) -> None:
        super().__init__()
        self._source, self._normal, self._disabled = source, QColor(normal), QColor(disabled)
        self._cache: dict[tuple[int, int, bool], QPixmap] = {}

    def _colour(self, mode) -> QColor:
        return self._disabled if mode == QIcon.Mode.Disabled else self._normal

    def pixmap(self, size, mode, state) -> QPixmap:  # noqa: N802 (Qt's name)
        side = max(1, min(size.width(), size.height()))
        key = (side, int(mode == QIcon.Mode.Disabled), bool(state))
        pix = self._cache.get(key)
        if pix is None:
            pix = _svg_pixmap(self._source, self._colour(mode), side) or QPixmap()
            self._cache[key] = pix
        return pix

    def paint(self, painter, rect, mode, state) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def availableSizes(self, mode=QIcon.Mode.Normal, state=QIcon.State.Off):  # noqa: N802
        return [QSize(n, n) for n in ICON_SIZES]

    def clone(self) -> "_ColouredSvg":
        return _ColouredSvg(self._source, self._normal, self._disabled)


def tool_icon(name: str, palette: QPalette | None = None, theme: str = "") -> QIcon:
    """The bundled icon ``name`` (``resources/icons/NAME.svg``) in ``palette``'s text colours
    (default: the application's), or the theme icon ``theme`` when it cannot be drawn."""
    if palette is None:
        palette = QGuiApplication.palette()
    source = _svg_source(name)
    icon = QIcon()
    if source is not None and _svg_draws(name):
        normal = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
        disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
        if disabled == normal or disabled.alpha() == 0:
            disabled = QColor(normal)
            disabled.setAlphaF(0.4)
        icon = QIcon(_ColouredSvg(source, normal, disabled))
    if icon.isNull() and theme:
        icon = QIcon.fromTheme(theme)
    return icon


class _ToolbarIcons(QObject):
    """Draws a toolbar's icons again when its palette changes (light/dark)."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__(toolbar)
        self.setObjectName("toolbar_icons")
        self.toolbar = toolbar
        self._colour = QColor()
        toolbar.installEventFilter(self)
        self.apply()

    def apply(self) -> None:
        palette = self.toolbar.palette()
        colour = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
        if colour == self._colour:
            return
        self._colour = colour
        for action in self.toolbar.actions():
            found = TOOL_ICONS.get(action.objectName())
            if found is not None:
                action.setIcon(tool_icon(found[0], palette, found[1]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.toolbar and event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self.apply()
        return False


def install_toolbar_icons(toolbar: QToolBar) -> None:
    """Give the actions on ``toolbar`` their icons (see :data:`TOOL_ICONS`), in the toolbar's
    palette, and again whenever it changes."""
    existing = toolbar.findChild(_ToolbarIcons, "toolbar_icons")
    if existing is not None:
        existing._colour = QColor()
        existing.apply()
        return
    _ToolbarIcons(toolbar)
