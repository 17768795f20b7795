"""Save As (and the exports) suggest a name for an untitled board: its title, else its kind and
size, never "puzzle.puzzle"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.gui.files import export_actions


def _suggested(monkeypatch, ask) -> str:
    seen = []

    def fake(parent, caption, suggested, *rest):
        seen.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    assert ask() is None
    return Path(seen[-1]).name


def test_an_untitled_board_is_suggested_by_its_kind_and_size(window, monkeypatch) -> None:
    window.set_document(Document(get_kind("sudoku").empty(9)))
    assert _suggested(monkeypatch, window.files.save_path_dialog) == "sudoku-9x9.puzzle"
    assert _suggested(monkeypatch, window.files.export_path_dialog) == "sudoku-9x9.txt"
    window.set_document(Document(get_kind("suguru").empty_rect(7, 5)))
    assert _suggested(monkeypatch, window.files.save_path_dialog) == "suguru-7x5.puzzle"
    assert _suggested(monkeypatch, lambda: export_actions.ask_image_path(window)) == "suguru-7x5.png"


def test_a_title_is_suggested_without_what_a_file_name_cannot_hold(window, monkeypatch) -> None:
    window.set_document(Document(get_kind("str8ts").empty(6), title='Week 3/4: "hard"?'))
    assert _suggested(monkeypatch, window.files.save_path_dialog) == "Week 3 4 hard.puzzle"
    assert _suggested(monkeypatch, lambda: export_actions.ask_image_path(window)) == "Week 3 4 hard.png"


def test_a_dot_in_a_name_is_no_suffix_the_chosen_form_adds_its_own(window, monkeypatch, tmp_path) -> None:
    """A docs audit: "puzzle 1.5" with Sudoku plain text chosen became a native "puzzle 1.5.puzzle"."""
    from str8ts_gui.gui.files.file_saving import save_forms

    window.set_document(Document(get_kind("sudoku").empty(9)))
    plain = next(f for f in save_forms("sudoku") if f.suffix == ".txt")

    def answer(name: str, chosen: str) -> str | None:
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / name), chosen))
        return window.files.save_path_dialog()

    assert answer("puzzle 1.5", plain.filter()) == str(tmp_path / "puzzle 1.5.txt")
    assert answer("puzzle 1.5", "") == str(tmp_path / "puzzle 1.5.puzzle")  # no form chosen: the native file
    assert answer("week.SDK", plain.filter()) == str(tmp_path / "week.SDK")  # a suffix it knows is kept
    assert answer("mine.puzzle", plain.filter()) == str(tmp_path / "mine.puzzle")


def test_the_suggested_picture_name_takes_the_type_chosen(window, monkeypatch, tmp_path) -> None:
    """Export Image's dialog suggests name.png; choosing SVG or PDF without touching the name
    wrote a PNG (the dialog does not change the name's suffix when the type changes)."""
    window.set_document(Document(get_kind("sudoku").empty(9), title="Week 5"))
    monkeypatch.setattr(export_actions, "_dialog_dir", lambda w: str(tmp_path))
    suggested = str(tmp_path / "Week 5.png")

    def answer(name: str, chosen: str) -> str | None:
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (name, chosen))
        return export_actions.ask_image_path(window)

    assert answer(suggested, "SVG image (*.svg)") == str(tmp_path / "Week 5.svg")
    assert answer(suggested, "PDF document (*.pdf)") == str(tmp_path / "Week 5.pdf")
    assert answer(suggested, "PNG image (*.png)") == suggested
    # a name the user typed keeps the suffix typed, whatever type is chosen
    assert answer(str(tmp_path / "mine.png"), "SVG image (*.svg)") == str(tmp_path / "mine.png")
    assert answer(str(tmp_path / "mine"), "PDF document (*.pdf)") == str(tmp_path / "mine.pdf")
