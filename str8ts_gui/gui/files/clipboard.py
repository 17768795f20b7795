"""Puzzles through the clipboard: Edit > Copy Puzzle (Ctrl+C), Copy Grid with Entries, Copy
f-puzzles Link (Sudoku) and Paste (Ctrl+V: the first puzzle the text holds, in any form the
readers take, or a picture of one).

The kind of a puzzle this program copied is kept on the clipboard beside its text, so that it
pastes back as that kind (:func:`_copy_with_kind`). The :class:`~..main_window.MainWindow` keeps
its methods of the same names and hands over here (each function takes the window as ``self``);
the clipboard is reached through ``main_window.QGuiApplication``, which tests replace. Loaded at
the first copy or paste, not with the window.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import all_kinds, kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import DocInfo, Mode
from str8ts_gui.gui import main_window
from str8ts_gui.gui.play.completion import is_blank
from str8ts_gui.gui.files.file_actions import describe_error, read_notes_note, rules_in_words_note
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS, STATUS_MS

# The kind of a puzzle this program copied, kept on the clipboard beside its text: a Str8ts
# without black cells is digits and dots, as a Sudoku line is, and would paste back as a Sudoku.
# Other programs see the text alone.
_KIND_FORMAT = "application/x-str8ts-gui-kind"


def _clipboard():
    return main_window.QGuiApplication.clipboard()


def _copy_with_kind(text: str, kind: str) -> None:
    """Put ``text`` on the clipboard, with the name of the puzzle's ``kind`` beside it."""
    from PySide6.QtCore import QMimeData

    data = QMimeData()
    data.setText(text)
    data.setData(_KIND_FORMAT, QByteArray(kind.encode("ascii")))
    _clipboard().setMimeData(data)


def _copied_kind(text: str) -> str | None:
    """The kind this program copied ``text`` as (see :func:`_copy_with_kind`), if the clipboard
    still holds that copy and the kind is one we have; else None (the text says its kind)."""
    data = _clipboard().mimeData()
    if data is None or not data.hasFormat(_KIND_FORMAT) or data.text() != text:
        return None
    kind = bytes(data.data(_KIND_FORMAT)).decode("ascii", "replace")
    return kind if kind in {k.name for k in all_kinds()} else None


def _shown(text: str) -> str:
    """Clipboard text as the status bar shows it: whole when it is one short line, else its start."""
    return text if "\n" not in text and len(text) <= 120 else text.split("\n")[0][:60] + "…"


def copy_puzzle(self) -> None:
    puzzle = self.controller.session.puzzle
    text = kind_of(puzzle).copy_text(puzzle)
    _copy_with_kind(text, puzzle.kind)
    self.show_status(f"Copied the puzzle: {_shown(text)}")


def copy_grid(self) -> None:
    state = self.controller.session.state
    text = kind_of(state.puzzle).copy_text(state.puzzle.with_values(state.values()))
    _copy_with_kind(text, state.puzzle.kind)
    self.show_status(f"Copied the grid with entries: {_shown(text)}")


def copy_fpuzzles_link(self) -> None:
    """Edit > Copy f-puzzles Link (Sudoku): givens, rules, regions and entries as a link."""
    writer = kind_of(self.controller.session.puzzle).writers.get("fpuzzles-link")
    if writer is None:
        self.show_status("f-puzzles links hold Sudoku puzzles only")
        return
    try:
        text = writer(self.document())
    except ValueError as e:  # a rule f-puzzles cannot hold
        self.show_status(f"Cannot copy an f-puzzles link: {e}", 10000)
        return
    _clipboard().setText(text)
    self.show_status("Copied the f-puzzles link")


def paste(self) -> None:
    """Ctrl+V: the first puzzle of the clipboard, in any form the core reader takes (a packed
    string or native document keeps the player's entries and pencil marks). When nothing
    can be read, the status bar says why and which forms are accepted. An image on the
    clipboard (and no puzzle text) is read as a picture (picture_import)."""
    from str8ts_gui.core.document import iter_documents
    from str8ts_gui.gui.files import picture_import

    if picture_import.paste_image(self):
        return
    text = _clipboard().text()
    try:
        if not text.strip():
            raise PuzzleFormatError("the clipboard holds no text", source="clipboard")
        _line, doc = next(iter_documents(text, source="clipboard", kind=_copied_kind(text)))
    except PuzzleFormatError as e:
        # "line 1: why (column 3); accepted: ..." (the full text is in the label's tooltip)
        self.show_status(f"Not a puzzle: {str(e).removeprefix(f'{e.source}: ')}", 10000)
        return
    except ValueError as e:
        self.show_status(f"Not a puzzle: {describe_error(e)}", 10000)
        return
    session = self.controller.session
    if (doc.state if doc.state is not None else PlayState.new(doc.puzzle)) == session.state:
        self.show_status("That puzzle is already on the board")
        return
    # A pasted puzzle is a new, untitled document (Save must not overwrite the old file),
    # but the paste stays one undoable step; undo brings the puzzle back with its title,
    # author and notes, not its file name. A puzzle to solve opens in play mode, as Open
    # does (in edit mode the digits typed next would become givens); an empty board keeps
    # the mode.
    self._drop_picture_reading()
    self.path, self.path_index = None, 0
    session.replace(doc.puzzle, doc.state, DocInfo.of(doc))
    to_play = self.controller.mode == Mode.EDIT and not is_blank(session.state)
    if to_play:
        self.set_mode(Mode.PLAY)
    self.fresh_panels()
    played = " to play (F2 edits it)" if to_play else ""
    words = rules_in_words_note(doc) + read_notes_note(doc)
    self.show_status(
        f"Pasted a {kind_of(doc.puzzle).describe(doc.puzzle)}{played}{words}; Ctrl+Z undoes it",
        LONG_STATUS_MS if doc.read_notes else STATUS_MS,
    )
