"""File > New Empty Puzzle: an empty board of a kind and size in edit mode (a Suguru of a chosen
width and height), and the words that say how to set one (File > New's, and the greeting of
the start's empty board).

The :class:`~..main_window.MainWindow` keeps its methods of the same names and hands over here
(each function takes the window as ``self``). Loaded at the first new puzzle or greeting, not
with the window.
"""

from __future__ import annotations

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind, kind_of
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import _board_sizes
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS


def how_to_set(kind) -> str:
    """How an empty board of ``kind`` is set (File > New's words, and the start's)."""
    if kind.has_black_cells:
        return "right-click or Space paints cells black"
    if kind.name == "suguru":
        return "drag to join cells into a region, right-drag to split them off, type the givens, then F3 to play"
    return "type the givens, then F3 to play"


def new_puzzle(self, size: int | None = None, kind: str | None = None) -> bool:
    """An empty puzzle of ``kind`` (default: the current one) and ``size`` in edit mode."""
    if not self.maybe_save():
        return False
    current = self.controller.session.puzzle
    puzzle_kind = get_kind(kind) if kind else kind_of(current)
    if puzzle_kind.name == "suguru":  # rectangular: the current width and height, else size x size
        if not size and current.kind == "suguru":
            return _set_new_suguru(self, current.size, current.height)
        return _set_new_suguru(self, size or 6, size or 6)
    size = size or current.size
    if size not in _board_sizes(puzzle_kind):
        size = puzzle_kind.default_size
    self.set_document(Document(puzzle_kind.empty(size)), None, mode=Mode.EDIT)
    self.show_status(f"New {size} x {size} {puzzle_kind.title}: {how_to_set(puzzle_kind)}")
    return True


def new_suguru(self, width: int | None = None, height: int | None = None) -> bool:
    """An empty Suguru ``width`` x ``height`` (default square) in edit mode, with the kind's
    default regions; without a width the size is asked (:meth:`ask_suguru_size`), after the
    unsaved changes are asked about (as every other New does: a size chosen is not thrown
    away by a Cancel after it)."""
    if not self.maybe_save():
        return False
    if width is None:
        current = self.controller.session.puzzle
        chosen = self.ask_suguru_size(*((current.size, current.height) if current.kind == "suguru" else ()))
        if chosen is None:
            return False
        width, height = chosen
    return _set_new_suguru(self, width, height)


def _set_new_suguru(self, width: int, height: int | None) -> bool:
    """The empty Suguru of :meth:`new_suguru`, the unsaved changes already asked about."""
    from str8ts_gui.kinds.suguru import model as suguru_model

    try:
        puzzle = suguru_model.new_puzzle(width, height)
    except ValueError as e:
        self.show_status(f"No new Suguru: {e}")
        return False
    self.set_document(Document(puzzle), None, mode=Mode.EDIT)
    self.show_status(f"New {puzzle.size} x {puzzle.height} Suguru: {how_to_set(kind_of(puzzle))}", LONG_STATUS_MS)
    return True


def greet(self) -> None:
    """The start's empty board, said: what setting it takes, and where puzzles to play are
    (a first-contact review found a blank editor with no word of either)."""
    puzzle = self.controller.session.puzzle
    kind = kind_of(puzzle)
    self.show_status(  # (where to play first: it is what a narrow status bar shows)
        "To play, File > Puzzle Library (Ctrl+L) or Generate Puzzle (Ctrl+Shift+N); to set this empty "
        f"{puzzle.size} x {puzzle.height} {kind.title}: {how_to_set(kind)}; F1: the guide",
        LONG_STATUS_MS,
    )
