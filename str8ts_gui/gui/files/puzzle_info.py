"""Edit > Puzzle Info…: the document's title, author and rules (or notes), as f-puzzles and
SudokuPad let a setter write them beside the grid.

A variant puzzle often needs its rules in words (a coloured line "sums to 10", a custom
constraint): the text travels with the document (the native file's ``notes``, an f-puzzles
link's ``ruleset``) and Help > Rules of This Puzzle's Variants (Shift+F4) shows it. Changing it is one undo step, as
any other change of the document. Loaded on first use (the window's start does not need it).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.session import DocInfo
from str8ts_gui.core.words import join_words

__all__ = ["PuzzleInfoDialog", "ask_info", "changed_words"]

# where the info goes, said under the fields: true of each kind (a Str8ts has no f-puzzles link,
# and Shift+F4 is greyed out on a puzzle with neither variant rules nor rules in words)
SAVED_WITH = {
    "sudoku": "Saved with the puzzle (and in an f-puzzles link). With variant rules or rules in words, "
    "Help > Rules of This Puzzle's Variants (Shift+F4) shows them.",
    "suguru": "Saved with the puzzle in its .puzzle file; a Suguru text keeps the title.",
    "": "Saved with the puzzle in its .puzzle file; a puzzle string keeps the title and author.",
}
MAX_LINE = 200  # characters of a title or an author's name (a line of a text file's header)


class PuzzleInfoDialog(QDialog):
    """Title and author (one line each) and the rules or notes (any number of lines)."""

    def __init__(self, info: DocInfo, parent: QWidget | None = None, kind: str = "sudoku") -> None:
        super().__init__(parent)
        self.setWindowTitle("Puzzle Info")
        self.title = QLineEdit(info.title)
        self.title.setMaxLength(max(MAX_LINE, len(info.title)))
        self.title.setPlaceholderText("Untitled")
        self.author = QLineEdit(info.author)
        self.author.setMaxLength(max(MAX_LINE, len(info.author)))
        self.rules = QPlainTextEdit(info.notes)
        self.rules.setPlaceholderText(
            "The rules in words, as a solver reads them (a variant's own constraints, what a "
            "coloured line means), or notes"
        )
        self.rules.setTabChangesFocus(True)
        form = QFormLayout()
        form.addRow("&Title:", self.title)
        form.addRow("&Author:", self.author)
        form.addRow("&Rules / notes:", self.rules)
        hint = QLabel(SAVED_WITH.get(kind, SAVED_WITH[""]))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def info(self) -> DocInfo:
        """What the fields say: title and author on one line, trimmed; the rules' own lines kept
        (trailing blanks dropped)."""
        return DocInfo(
            " ".join(self.title.text().split()),
            " ".join(self.author.text().split()),
            self.rules.toPlainText().rstrip(),
        )


def ask_info(parent: QWidget | None, info: DocInfo, kind: str = "sudoku") -> DocInfo | None:
    """The info the user settles on in the dialog (of a puzzle of ``kind``), or None (cancelled)."""
    dialog = PuzzleInfoDialog(info, parent, kind)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.info()
    finally:
        dialog.deleteLater()


def changed_words(old: DocInfo, new: DocInfo) -> str:
    """The status bar's words for a change of the info ("Puzzle info: title and rules changed")."""
    parts = [
        name for name, a, b in (("title", old.title, new.title), ("author", old.author, new.author),
                                ("rules", old.notes, new.notes))
        if a != b
    ]
    if not parts:
        return "Puzzle info unchanged"
    return f"Puzzle info: {join_words(parts)} changed (Ctrl+Z takes it back)"
