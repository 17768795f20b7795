"""Save As suggests name.puzzle; a form chosen in the dialog with that name kept as it was wrote a
native (JSON) puzzle file all the same (name.puzzle), as the dialog does not change the name's
suffix when the type changes. The suggested name kept now takes the form chosen (name.txt,
name.sdk, name.json) and is written in it, on every kind; a suffix the user typed is kept, and a
file already at the changed name -- the puzzle's own file too -- is asked about first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.gui.files.file_actions import NATIVE_FILTER
from str8ts_gui.gui.files.file_saving import save_forms

from gui_helpers import new_window


def given(kind: str):
    puzzle = get_kind(kind).empty(9) if kind != "suguru" else get_kind(kind).empty_rect(5, 5)
    return puzzle.with_cell(0, clue=1)


def answers(monkeypatch, *replies: tuple[str, str]) -> list[str]:
    """The save dialog answers ``replies`` (name, filter) in turn, then Cancel; the names it
    suggested are returned."""
    queue = list(replies)
    seen: list[str] = []

    def fake(parent, caption, suggested, *rest):
        seen.append(suggested)
        return queue.pop(0) if queue else ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return seen


@pytest.mark.parametrize(
    "kind, suffix", [(k, f.suffix) for k in ("str8ts", "sudoku", "suguru") for f in save_forms(k)]
)
def test_the_suggested_name_kept_takes_the_form_chosen(qtbot, monkeypatch, tmp_path, dialogs, kind, suffix) -> None:
    window = new_window(qtbot)
    window.set_document(Document(given(kind), title="Week 5"))
    monkeypatch.setattr(window.files, "dialog_dir", lambda: str(tmp_path))
    form = next(f for f in save_forms(kind) if f.suffix == suffix)
    suggested = str(tmp_path / "Week 5.puzzle")
    answers(monkeypatch, (suggested, form.filter()))
    path = window.files.save_path_dialog()
    assert path == str(tmp_path / f"Week 5{suffix}")
    dialogs.save_path = path
    assert window.files.save_as()
    assert [p.name for p in tmp_path.iterdir()] == [f"Week 5{suffix}"]
    assert window.status_message().startswith(f"Saved Week 5{suffix} as {form.label}:")
    text = Path(path).read_text(encoding="utf-8")
    assert '"format": "str8ts_gui"' not in text  # not the native file
    if suffix == ".json":
        assert "grid" in json.loads(text)  # f-puzzles JSON


def test_the_native_file_and_a_typed_suffix_are_kept(qtbot, monkeypatch, tmp_path) -> None:
    window = new_window(qtbot)
    window.set_document(Document(given("sudoku"), title="Week 5"))
    monkeypatch.setattr(window.files, "dialog_dir", lambda: str(tmp_path))
    plain = next(f for f in save_forms("sudoku") if f.suffix == ".txt")
    suggested = str(tmp_path / "Week 5.puzzle")
    answers(monkeypatch, (suggested, NATIVE_FILTER))
    assert window.files.save_path_dialog() == suggested
    answers(monkeypatch, (str(tmp_path / "mine.puzzle"), plain.filter()))  # typed: kept
    assert window.files.save_path_dialog() == str(tmp_path / "mine.puzzle")
    answers(monkeypatch, (str(tmp_path / "mine.sdk"), plain.filter()))
    assert window.files.save_path_dialog() == str(tmp_path / "mine.sdk")


def test_the_puzzles_own_file_at_the_changed_name_is_asked_about(qtbot, monkeypatch, tmp_path, dialogs) -> None:
    """Opened from list.txt, Save As suggests list.puzzle: with the plain text form chosen that
    becomes list.txt, the file it came from (which may hold other puzzles): asked first."""
    source = tmp_path / "list.txt"
    source.write_text(("1" + "0" * 80 + "\n") + ("2" + "0" * 80 + "\n"), encoding="utf-8")
    window = new_window(qtbot, source)
    plain = next(f for f in save_forms("sudoku") if f.suffix == ".txt")
    suggested = str(tmp_path / "list.puzzle")
    seen = answers(monkeypatch, (suggested, plain.filter()))
    dialogs.replace_answer = False
    assert window.files.save_path_dialog() is None  # No: the dialog again, then Cancel
    assert dialogs.replace_asked == [str(source)] and seen[1:] == [str(source)]
    assert source.read_text(encoding="utf-8").count("\n") == 2  # untouched
