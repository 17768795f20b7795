"""Export, print and picture import as a user meets them (an audit with fresh eyes): a name
typed without a suffix never replaces a file unasked, the print preview of a dark-themed window
shows its title in black, ..."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui import export_actions
from str8ts_gui.kinds.str8ts.formats import parse_line

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


@pytest.fixture
def window(qtbot):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    puzzle = parse_line(WIKI)
    w.set_document(Document(puzzle, title="Gentle", state=PlayState.new(puzzle)))
    yield w
    w.shutdown()


def _answers(monkeypatch, *answers):
    """QFileDialog.getSaveFileName answers these (path, filter) pairs in turn; what it was
    offered each time is recorded."""
    left = list(answers)
    offered = []

    def save(parent, caption, suggested, filters):
        offered.append(suggested)
        return left.pop(0)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    return offered


@pytest.mark.parametrize(
    "ask, typed, chosen, completed",
    [
        (export_actions.ask_image_path, "board", "SVG image (*.svg)", "board.svg"),
        (export_actions.ask_image_path, "board", "PNG image (*.png)", "board.png"),
        (lambda w: export_actions.ask_booklet_path(w, "b-booklet.pdf"), "book", "PDF document (*.pdf)", "book.pdf"),
    ],
)
def test_a_name_completed_with_a_suffix_does_not_replace_a_file_unasked(
    window, monkeypatch, tmp_path, ask, typed, chosen, completed
) -> None:
    """The file dialog asks about replacing the name as typed ("board"); the suffix is added
    after it, so a "board.svg" there is asked about before it is written over."""
    existing = tmp_path / completed
    existing.write_bytes(b"precious")
    asked = []
    monkeypatch.setattr(export_actions, "ask_replace", lambda w, title, path: asked.append(Path(path)) or False)
    offered = _answers(monkeypatch, (str(tmp_path / typed), chosen), ("", ""))
    assert ask(window) is None  # "No", then Cancel in the dialog shown again
    assert asked == [existing]
    assert offered[1] == str(existing)  # the dialog again, at the completed name
    assert existing.read_bytes() == b"precious"
    # "Yes" replaces it; a name free of any file is not asked about
    monkeypatch.setattr(export_actions, "ask_replace", lambda w, title, path: asked.append(Path(path)) or True)
    _answers(monkeypatch, (str(tmp_path / typed), chosen))
    assert ask(window) == str(existing)
    existing.unlink()
    asked.clear()
    _answers(monkeypatch, (str(tmp_path / typed), chosen))
    assert ask(window) == str(existing) and asked == []


def test_a_name_typed_with_its_suffix_is_left_to_the_file_dialog(window, monkeypatch, tmp_path) -> None:
    (tmp_path / "board.png").write_bytes(b"old")
    monkeypatch.setattr(export_actions, "ask_replace", lambda *a: pytest.fail("asked twice"), raising=False)
    _answers(monkeypatch, (str(tmp_path / "board.png"), "PNG image (*.png)"))
    assert export_actions.ask_image_path(window) == str(tmp_path / "board.png")
