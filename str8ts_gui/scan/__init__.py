"""Reading a puzzle from a picture: screenshots and photos of Str8ts, Sudoku and Suguru.

    from str8ts_gui.scan import read_picture
    reading = read_picture("photo.jpg")          # or kind="str8ts"; bytes or an image array too
    reading.kind, reading.puzzle, reading.uncertain, reading.text()

The layer sits between the kinds and the window: it imports core, solver, kinds and itself,
never Qt; the window (File > Import Picture…, Ctrl+V of an image) and the command line
(``str8ts scan``) import it. OpenCV and numpy load only when a picture is read, so that no other
command pays for them: importing this package imports neither.

Where things live: ``picture`` (the file), ``grid`` (finding and straightening the grid,
counting its cells), ``cells`` (black or white, a digit's ink; in a screenshot of this program's
window the colours of its givens and the player's digits), ``borders`` (thin and thick
lines: Sudoku boxes, Suguru regions), ``classifier`` (the digit network and its weights
``digits.npz``, trained by ``tools/train_digits.py``), ``repair`` (the rules as a check),
``reader`` (the steps together).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from str8ts_gui.scan.errors import ScanError

if TYPE_CHECKING:  # pragma: no cover - types only
    from str8ts_gui.scan.reader import Reading, read_picture

__all__ = ["KINDS", "Reading", "ScanError", "read_picture"]

KINDS = ("str8ts", "sudoku", "suguru")


def __getattr__(name: str) -> Any:
    if name in ("Reading", "read_picture"):
        from str8ts_gui.scan import reader

        return getattr(reader, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
