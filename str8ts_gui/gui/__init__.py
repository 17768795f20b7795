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


def _check_sources_directly() -> None:
    """PySide6 asks of every module imported after it whether its source mentions "PySide6" (the
    modules its opt-in ``from __feature__ import ...`` switches may apply to), reading the source
    through ``inspect.getsource``: about 0.2 ms a module, 20-30 ms of the window's start over the
    hundred modules it imports. Ask the same question of a module's ``.py`` file directly (the same
    answer, in about a sixth of the time); any other module, or a file that cannot be read, goes to
    PySide6's own check. Nothing is done where a PySide6 release has no such check."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if not callable(check) or hasattr(check, "__wrapped__"):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as f:
                    return b"PySide6" in f.read()
            except OSError:
                pass
        return check(module)

    uses_pyside.__wrapped__ = check
    feature._mod_uses_pyside = uses_pyside


_check_sources_directly()


def create_main_window(path=None, **kwargs):
    """The main window with ``path`` loaded, creating the QApplication if needed (see :mod:`.app`)."""
    from str8ts_gui.gui.app import create_main_window as create

    return create(path, **kwargs)


def main(argv=None) -> int:
    from str8ts_gui.gui.app import main as run

    return run(argv)
