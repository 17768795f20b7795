"""Where the GUI keeps its settings and data (autosave), and the recent-files list.

Everything lives under one directory: ``$STR8TS_GUI_HOME`` when that variable is set (tests
point it at a temporary directory), else Qt's per-user application data location.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

ORGANIZATION = "str8ts_gui"
APPLICATION = "str8ts_gui"
HOME_ENV = "STR8TS_GUI_HOME"
MAX_RECENT = 8

_RECENT_KEY = "recent_files"
_THEME_KEY = "appearance/theme"
_BOARD_KEY = "board/last"  # "kind width height" of the board used last: the next start's board
_SYMMETRIC_KEY = "edit/symmetric_painting"  # Edit > Symmetric Painting, as the setter left it (off at first)
THEMES = ("system", "light", "dark")  # the board and window look (Edit > Preferences)


def set_application_names() -> None:
    """Give Qt the names it builds standard paths from (idempotent)."""
    if QCoreApplication.organizationName() != ORGANIZATION:
        QCoreApplication.setOrganizationName(ORGANIZATION)
    if QCoreApplication.applicationName() != APPLICATION:
        QCoreApplication.setApplicationName(APPLICATION)


def data_dir() -> Path:
    """The directory for settings and autosave files (created if missing).

    A directory that cannot be made (its name taken by a file, a read-only disk) is still
    returned: the window starts all the same, settings are not kept and the autosave says in
    the status bar that it failed."""
    home = os.environ.get(HOME_ENV)
    if home:
        path = Path(home)
    else:
        set_application_names()
        path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError):
        pass
    return path


def settings() -> QSettings:
    """The GUI's settings: an INI file in :func:`data_dir`."""
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


def _as_list(value: object) -> list[str]:
    """The file names of a list setting. An INI file gives back a plain string for a
    one-element list and None for nothing; any other value (the file damaged or edited by hand:
    a number, bytes) is no list of names, and an item that is not a string is skipped."""
    if isinstance(value, str):
        return [value] if value else []
    if not isinstance(value, (list, tuple)):
        return []
    return [v for v in value if isinstance(v, str) and v]


def recent_files() -> list[str]:
    """Recently opened or saved files, newest first."""
    return _as_list(settings().value(_RECENT_KEY))[:MAX_RECENT]


def add_recent_file(path: str | os.PathLike[str]) -> list[str]:
    """Put ``path`` first in the recent-files list; returns the new list. A name that is not
    UTF-8 (bytes of another encoding, which Linux lets a name hold) is left out: the settings
    file cannot keep it, and would keep it changed, a name of no file."""
    path = os.path.abspath(os.fspath(path))
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return recent_files()
    files = [path] + [f for f in recent_files() if f != path]
    files = files[:MAX_RECENT]
    s = settings()
    s.setValue(_RECENT_KEY, files)
    s.sync()
    return files


def remove_recent_file(path: str) -> list[str]:
    files = [f for f in recent_files() if f != path]
    s = settings()
    s.setValue(_RECENT_KEY, files)
    s.sync()
    return files


def clear_recent_files() -> None:
    s = settings()
    s.remove(_RECENT_KEY)
    s.sync()


def theme() -> str:
    """The chosen look: "system" (the default: follow the system's colour scheme), "light" or "dark"."""
    value = str(settings().value(_THEME_KEY, "system") or "system").strip().lower()
    return value if value in THEMES else "system"


def set_theme(value: str) -> None:
    if value not in THEMES:
        raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {value!r}")
    s = settings()
    s.setValue(_THEME_KEY, value)
    s.sync()


def symmetric_painting() -> bool:
    """Whether Edit > Symmetric Painting is on at start (as the setter left it; off at first)."""
    value = settings().value(_SYMMETRIC_KEY, False)
    return str(value).strip().lower() in ("true", "1")


def set_symmetric_painting(on: bool) -> None:
    s = settings()
    s.setValue(_SYMMETRIC_KEY, bool(on))
    s.sync()


_last_board: tuple[str, int, int] | None = None  # what was written last (saves a write per edit)


def last_board() -> tuple[str, int, int] | None:
    """The kind, width and height of the board used last (None: none recorded or unreadable)."""
    value = str(settings().value(_BOARD_KEY, "") or "").split()
    if len(value) != 3:
        return None
    try:  # (not str.isdigit: "²" is a digit that int() refuses)
        return value[0], int(value[1]), int(value[2])
    except ValueError:
        return None


def set_last_board(kind: str, width: int, height: int) -> None:
    """Remember the board in use, so that the program starts on its kind and size next time."""
    global _last_board
    board = (kind, int(width), int(height))
    if board == _last_board:
        return
    _last_board = board
    s = settings()
    s.setValue(_BOARD_KEY, f"{kind} {width} {height}")
    s.sync()
