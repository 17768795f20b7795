"""Export, print and picture import as a user meets them (an audit with fresh eyes): a name
typed without a suffix never replaces a file unasked, the print preview of a dark-themed window
shows its title in black (not the theme's light text colour), ..."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from str8ts_gui.core.document import Document
from str8ts_gui.gui.files import export_actions

from gui_helpers import gentle_window


@pytest.fixture
def window(qtbot):
    w = gentle_window(qtbot)
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


def _dark_rows_above_the_board(image) -> tuple[int, int]:
    """(rows with dark ink above the board, the board's top row) in a grab of a print preview:
    the page starts at the first row whose middle is mostly white, the board at the first row
    of the page whose middle is mostly dark; the title is between them."""
    from PySide6.QtGui import QColor

    x0, x1 = image.width() // 4, image.width() * 3 // 4

    def count(y: int, test) -> int:
        return sum(test(QColor(image.pixel(x, y)).lightness()) for x in range(x0, x1))

    page = next(y for y in range(image.height()) if count(y, lambda v: v > 240) > (x1 - x0) // 2)
    inked = 0
    for y in range(page, image.height()):
        dark = count(y, lambda v: v < 100)
        if dark > (x1 - x0) // 2:
            return inked, y
        inked += dark > 0
    return inked, -1


def test_the_print_preview_of_a_dark_window_shows_the_title_in_black(window, monkeypatch, qtbot) -> None:
    """The preview records the page and plays it back with a painter of the window's palette
    (light text in the dark theme): a title drawn in the painter's first pen, black, was played
    back in that light grey, all but invisible on the white page. Prints stay light."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.app import dark_palette

    actions = export_actions.install(window)
    seen = {}

    def preview(dialog) -> int:
        widget = dialog.findChild(QPrintPreviewWidget)
        dialog.show()
        qtbot.waitExposed(dialog)
        widget.fitInView()
        widget.updatePreview()
        qtbot.wait(50)
        seen["image"] = widget.grab().toImage()
        dialog.close()
        return 0

    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "puzzle")
    monkeypatch.setattr(export_actions, "run_print_preview", preview)
    app = QApplication.instance()
    palette = app.palette()
    app.setPalette(dark_palette())
    try:
        actions.print_puzzle()
    finally:
        app.setPalette(palette)
    inked, board_top = _dark_rows_above_the_board(seen["image"])
    assert board_top > 0
    assert inked >= 3  # the title "Gentle", in black above the board


def test_a_solution_that_is_one_of_several_is_said_to_be_so(window, monkeypatch, tmp_path) -> None:
    """With Solution on a puzzle of several solutions draws one of them; the status line says so
    (as str8ts render --solution does), and says nothing of the kind for a unique puzzle."""
    from str8ts_gui.core.kind import get_kind

    actions = export_actions.install(window)
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "solution")
    assert actions.export_image(str(tmp_path / "unique.png"))
    assert window.status_message() == "Exported the board to unique.png"
    window.set_document(Document(get_kind("sudoku").empty(4)))
    assert actions.export_image(str(tmp_path / "open.png"))
    assert window.status_message() == (
        "Exported the board to open.png; the puzzle has several solutions, this shows one of them"
    )
    monkeypatch.setattr(export_actions, "run_print_preview", lambda dialog: 1)
    assert actions.print_puzzle()
    assert window.status_message() == "Sent the puzzle to the printer; the puzzle has several solutions, this shows one of them"


def _export_solution_of_empty_4x4(window, monkeypatch, tmp_path, stopped_after: int) -> list[dict]:
    """Export Image 'With Solution' of an empty 4 x 4 Sudoku whose bounded search (the look for a
    second solution) runs out after finding ``stopped_after`` solutions; returns how the solver was
    asked, call by call."""
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.gui.files import export
    from str8ts_gui.solver.sat import SolveResult, Status

    asked = []
    real = export.solve

    def bounded(puzzle, **kw):
        asked.append(kw)
        if kw.get("budget"):
            found = real(puzzle, limit=1).solutions[:stopped_after]
            return SolveResult(Status.CANCELLED, len(found), found, 0.0)
        return real(puzzle, **kw)

    monkeypatch.setattr(export, "solve", bounded)
    actions = export_actions.install(window)
    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "solution")
    window.set_document(Document(get_kind("sudoku").empty(4)))
    assert actions.export_image(str(tmp_path / "open.png"))
    assert window.status_message() == "Exported the board to open.png"  # no note: one solution or more, not known
    return asked


def test_a_puzzle_too_hard_for_the_quick_look_is_solved_as_before(window, monkeypatch, tmp_path) -> None:
    """Whether there are several solutions is asked in a bounded search (the export runs in the
    window's thread); when that runs out, one solution is found as before, without the note."""
    asked = _export_solution_of_empty_4x4(window, monkeypatch, tmp_path, stopped_after=0)
    assert asked == [{"limit": 2, "budget": export_actions.SEVERAL_BUDGET}, {"limit": 1}]


def test_a_solution_found_before_the_quick_look_ran_out_is_not_searched_again(window, monkeypatch, tmp_path) -> None:
    """The bounded search found one solution, then ran out looking for a second: that solution is
    drawn (no note: whether it is the only one is not known) without solving the puzzle again."""
    asked = _export_solution_of_empty_4x4(window, monkeypatch, tmp_path, stopped_after=1)
    assert asked == [{"limit": 2, "budget": export_actions.SEVERAL_BUDGET}]
