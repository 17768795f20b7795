"""The Qt desktop GUI (the only package that imports PySide6).

``create_main_window`` and ``main`` import the application module lazily.
"""

from __future__ import annotations

import sys

import PySide6

__all__ = ["create_main_window", "main"]

# PySide6 6.12.0 drops a reference to None/True on every void Qt call and Signal.emit(); Python
# 3.12+ never frees those objects, but 3.11 aborts after a few hundred calls ("Fatal Python error:
# none_dealloc"). pyproject.toml excludes it; refuse clearly if it is installed anyway.
if sys.version_info < (3, 12) and PySide6.__version__.startswith("6.12.0"):
    raise ImportError(
        "PySide6 6.12.0 crashes Python 3.11 (a reference-count bug); "
        "install an earlier release: python3 -m pip install 'PySide6-Essentials<6.12'"
    )


def create_main_window(path=None, **kwargs):
    """The main window with ``path`` loaded, creating the QApplication if needed (see :mod:`.app`)."""
    from str8ts_gui.gui.app import create_main_window as create

    return create(path, **kwargs)


def main(argv=None) -> int:
    from str8ts_gui.gui.app import main as run

    return run(argv)
