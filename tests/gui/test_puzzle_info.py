"""Edit > Puzzle Info… (Ctrl+I): the title, author and rules in words that f-puzzles and
SudokuPad let a setter give a puzzle. A reviewer found them neither shown nor editable: an
f-puzzles puzzle's ruleset ("digits on the purple line sum to 10") was read and kept, but no
window showed it, and a setter could not write one (an exported link had an empty ruleset)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, dumps_document, load_documents, loads_documents
from str8ts_gui.core.session import DocInfo
from str8ts_gui.gui.files import puzzle_info
from str8ts_gui.gui.files.puzzle_info import PuzzleInfoDialog, changed_words
from str8ts_gui.kinds.sudoku import fpuzzles
from str8ts_gui.kinds.sudoku.model import new_puzzle
from gui_helpers import key

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
RULES = "Normal sudoku rules apply.\nDigits on the *purple* line sum to 10."


def test_the_dialog_shows_the_info_and_gives_back_what_was_typed(qtbot) -> None:
    dialog = PuzzleInfoDialog(DocInfo("Old", "Ann", "line one\nline two"))
    qtbot.addWidget(dialog)
    assert (dialog.title.text(), dialog.author.text(), dialog.rules.toPlainText()) == ("Old", "Ann", "line one\nline two")
    dialog.title.setText("  Purple   Line ")
    dialog.author.setText("Bo")
    dialog.rules.setPlainText(RULES + "\n\n")
    # a title and a name are one line, their spaces tidied; the rules keep their lines
    assert dialog.info() == DocInfo("Purple Line", "Bo", RULES)


def test_the_dialog_says_where_the_info_is_kept_for_each_kind(qtbot) -> None:
    """A setter reviewer found a Str8ts told of an f-puzzles link and of Shift+F4, neither of
    which a Str8ts has: the note under the fields is the kind's own."""
    from PySide6.QtWidgets import QLabel

    def note(kind: str) -> str:
        dialog = PuzzleInfoDialog(DocInfo(), kind=kind)
        qtbot.addWidget(dialog)
        return " ".join(label.text() for label in dialog.findChildren(QLabel) if "Saved with" in label.text())

    assert "f-puzzles link" in note("sudoku") and "Shift+F4" in note("sudoku")
    for kind in ("str8ts", "suguru"):
        assert note(kind) and "f-puzzles" not in note(kind) and "Shift+F4" not in note(kind)
    assert "a puzzle string keeps the title and author" in note("str8ts")
    assert "a Suguru text keeps the title" in note("suguru")


def test_the_status_words_name_what_changed() -> None:
    old = DocInfo("A", "B", "C")
    assert changed_words(old, old) == "Puzzle info unchanged"
    assert changed_words(old, DocInfo("X", "B", "C")) == "Puzzle info: title changed (Ctrl+Z takes it back)"
    assert changed_words(old, DocInfo("X", "Y", "Z")) == "Puzzle info: title, author and rules changed (Ctrl+Z takes it back)"


def test_ctrl_i_sets_title_author_and_rules_as_one_undo_step(qtbot, window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(new_puzzle(9)))
    asked: list[DocInfo] = []

    def answer(parent, info, kind):
        asked.append(info)
        assert kind == "sudoku"
        return DocInfo("Purple Line", "Ann", RULES)

    monkeypatch.setattr(puzzle_info, "ask_info", answer)
    assert not window.act_variant_help.isEnabled()  # a classic Sudoku without words: nothing to show
    key(qtbot, window, Qt.Key.Key_I, CTRL)
    assert asked == [DocInfo()]
    info = window.controller.session.info
    assert info == DocInfo("Purple Line", "Ann", RULES)
    assert window.windowTitle().startswith("Purple Line")
    assert window.status_message() == "Puzzle info: title, author and rules changed (Ctrl+Z takes it back)"
    # the rules in words: Help > Rules of This Puzzle's Variants shows them as written
    assert window.act_variant_help.isEnabled()
    key(qtbot, window, Qt.Key.Key_F4, SHIFT)
    page = window.help_browser.text.toPlainText()
    assert "Purple Line by Ann" in page and "The setter's rules" in page
    assert "Digits on the *purple* line sum to 10." in page and "Normal sudoku rules apply." in page
    assert "no variant rules" not in page
    # they travel with the puzzle: an f-puzzles link and the native file
    link = window.document()
    data = fpuzzles.to_fpuzzles_data(link)
    assert (data["title"], data["author"], data["ruleset"]) == ("Purple Line", "Ann", RULES)
    back = fpuzzles.parse_link(fpuzzles.to_fpuzzles_link(link))
    assert (back.title, back.author, back.notes) == ("Purple Line", "Ann", RULES)
    native = loads_documents(dumps_document(window.document()))[0]
    assert (native.title, native.author, native.notes) == ("Purple Line", "Ann", RULES)
    # one undo step takes it all back
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.controller.session.info == DocInfo()
    assert not window.windowTitle().startswith("Purple Line")
    assert not window.act_variant_help.isEnabled()


def test_cancel_changes_nothing(qtbot, window, monkeypatch) -> None:
    window.set_document(Document(new_puzzle(9), title="Kept", notes="as it was"))
    before = (window.controller.session.info, window.controller.session.can_undo)
    monkeypatch.setattr(puzzle_info, "ask_info", lambda parent, info, kind: None)
    window.act_puzzle_info.trigger()
    assert (window.controller.session.info, window.controller.session.can_undo) == before


def test_an_fpuzzles_puzzle_shows_its_ruleset(qtbot, window, tmp_path) -> None:
    """The reviewer's case: a published puzzle's rules in words, opened from an f-puzzles file."""
    data = fpuzzles.to_fpuzzles_data(Document(new_puzzle(9), title="Purple", author="Setter", notes=RULES))
    path = tmp_path / "purple.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    doc = load_documents(path)[0]
    assert doc.notes == RULES
    assert window.open_file(str(path))
    assert window.status_message().endswith("play mode; its rules in words: Shift+F4")
    assert window.act_variant_help.isEnabled()
    window.act_variant_help.trigger()
    page = window.help_browser.text.toPlainText()
    assert "Purple by Setter" in page and "sum to 10" in page
    # pasted, it says so too
    from PySide6.QtGui import QGuiApplication

    given = new_puzzle(9).replace(clues=(5,) + (0,) * 80)  # (another puzzle than the board's)
    QGuiApplication.clipboard().setText(fpuzzles.to_fpuzzles_link(Document(given, notes="Odd rules.")))
    window.paste()
    assert "its rules in words: Shift+F4; Ctrl+Z undoes it" in window.status_message()
