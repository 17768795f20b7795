"""The documentation pages (Markdown), installed as the package ``str8ts_gui.docs``.

The window's Help > User Guide shows them; they are the same files as ``docs/`` on GitHub.
Qt-free and standard library only.
"""

from __future__ import annotations

from importlib import resources


def _root():
    return resources.files(__name__)


def pages() -> list[str]:
    """Every shipped page, as a path relative to this package ("guide/sudoku.md"), sorted."""
    found = []

    def walk(folder, prefix: str) -> None:
        for entry in folder.iterdir():
            if entry.is_dir():
                if not entry.name.startswith(("_", ".")):
                    walk(entry, f"{prefix}{entry.name}/")
            elif entry.name.endswith(".md"):
                found.append(prefix + entry.name)

    walk(_root(), "")
    return sorted(found)


def read(name: str) -> str:
    """The text of one page, e.g. ``read("guide/sudoku.md")`` (UTF-8).

    Raises FileNotFoundError for a name that is not a shipped page (also for names that try to
    leave the folder)."""
    parts = name.replace("\\", "/").split("/")
    if not name.endswith(".md") or any(p in ("", ".", "..") for p in parts):
        raise FileNotFoundError(f"no documentation page {name!r}")
    entry = _root()
    for part in parts:
        entry = entry.joinpath(part)
    if not entry.is_file():
        raise FileNotFoundError(f"no documentation page {name!r}")
    return entry.read_text(encoding="utf-8")


def location(name: str):
    """Where page ``name`` is on disk (a ``pathlib.Path``), for what it links to beside it (its
    pictures); None when the package is not a folder of files (a zip)."""
    read(name)  # the same checks: a shipped page or FileNotFoundError
    from pathlib import Path

    root = _root()
    try:
        path = Path(str(root.joinpath(*name.split("/"))))
    except TypeError:  # pragma: no cover - not a file system
        return None
    return path if path.is_file() else None
