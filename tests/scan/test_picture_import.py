"""The window's File > Import Picture… and Ctrl+V of an image.

The picture is read in a worker thread: :func:`imported` starts an import and waits for its
result (``PictureImport.finished``) as the user waits for the board to change."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication, QImage

from str8ts_gui.core.session import Mode
from str8ts_gui.scan import reader


def imported(qtbot, window, start=None) -> bool:
    """Start an import (File > Import Picture… unless ``start``) and wait until its reading has
    been opened (True) or its error shown (False)."""
    with qtbot.waitSignal(window.picture_import.finished, timeout=30000) as blocker:
        (start or window.picture_import.import_picture)()
    assert not window.picture_import.busy
    return blocker.args[0]


@pytest.fixture
def picture(tmp_path, puzzles, sp):
    def make(kind: str, name: str = "puzzle.png"):
        path = tmp_path / name
        path.write_bytes(sp.encode(sp.program_picture(puzzles[kind], 560), ".png"))
        return path

    return make


def test_the_file_menu_has_the_action(window) -> None:
    titles = [a.text() for a in window.file_menu.actions()]
    assert "I&mport Picture…" in titles
    # among the ways to get a puzzle: after Open…, before Save
    assert titles.index(window.act_open.text()) < titles.index("I&mport Picture…") < titles.index(window.act_save.text())


def test_the_file_menus_mnemonics_are_all_different(window) -> None:
    """Alt+F then a letter runs its item: with two items of one letter (Import &Picture… and
    &Print…) the letter only moved between them, so P printed nothing."""
    import re

    letters = [m.group(1).lower() for a in window.file_menu.actions() if (m := re.search(r"&(\w)", a.text()))]
    assert len(letters) == len(set(letters)), letters


def test_import_opens_the_puzzle_in_edit_mode_and_one_undo_reverts_it(window, picture, puzzles, sp, qtbot) -> None:
    before = window.controller.session.puzzle
    window.set_mode(Mode.PLAY)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    assert imported(qtbot, window, window.picture_import.act_import_picture.trigger)
    session = window.controller.session
    assert sp.same_puzzle(session.puzzle, puzzles["sudoku"])
    assert window.controller.mode == Mode.EDIT
    assert window.path is None and session.info.title == "Sudoku from puzzle"
    assert "Read a Sudoku 9 x 9 from puzzle.png" in window.status_message()
    session.undo()
    assert session.puzzle == before


def test_uncertain_cells_are_framed_until_edited(window, picture, puzzles, monkeypatch, qtbot) -> None:
    real = reader.read_picture

    def doubtful(source, kind=None, **kw):
        got = real(source, kind, **kw)
        return reader.Reading(got.kind, got.puzzle, (1, 3), (), got.ms, got.source, got.confidence)

    monkeypatch.setattr(reader, "read_picture", doubtful)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    assert imported(qtbot, window)
    ctl = window.controller
    assert ctl.uncertain == {1, 3} and ctl.render_options().uncertain == {1, 3}
    # the status bar names the frame's colour as the board and the Highlight Legend show it
    # first, so that a narrow window's status bar (700 x 550) shows them before it cuts the line
    assert window.status_message().startswith(
        "Check the 2 cells framed in orange (r1c2, r1c4): read a Sudoku 9 x 9 from puzzle.png; Ctrl+Z undoes it"
    )
    from str8ts_gui.gui.board.legend import ENTRIES

    assert next(e for e in ENTRIES if e.key == "uncertain").text.startswith("Dashed orange frame")
    ctl.select(1)
    ctl.session.set_clue([1], 5)  # the user corrects r1c2: its frame goes, r1c4's stays
    assert ctl.uncertain == {3}
    ctl.session.undo()
    ctl.session.undo()  # back past the import: another puzzle, no frames
    assert ctl.uncertain == frozenset()


def test_the_live_badge_tells_whether_the_reading_is_unique(window, picture, qtbot) -> None:
    window.ask_picture_path = lambda: str(picture("str8ts"))
    assert imported(qtbot, window)
    qtbot.waitUntil(lambda: window.analysis_label.text() == "Unique solution", timeout=20000)


def test_a_picture_without_a_grid_is_an_error(window, tmp_path, sp, qtbot) -> None:
    import numpy as np

    path = tmp_path / "blank.png"
    path.write_bytes(sp.encode(np.full((120, 160, 3), 255, np.uint8), ".png"))
    before = window.controller.session.puzzle
    window.ask_picture_path = lambda: str(path)
    assert not imported(qtbot, window)
    assert window.errors and window.errors[0][0] == "Import Picture"
    assert "no puzzle grid found" in window.errors[0][1]
    assert window.controller.session.puzzle == before


def test_a_file_that_is_no_picture_is_named_by_its_file_name(window, tmp_path, qtbot) -> None:
    """As the grid's errors are ('blank.png: no puzzle grid found'), not by the whole path, and
    without speaking of OpenCV."""
    path = tmp_path / "text.png"
    path.write_text("not a picture", encoding="utf-8")
    window.ask_picture_path = lambda: str(path)
    assert not imported(qtbot, window)
    assert window.errors == [("Import Picture", "text.png: not a picture that can be read (PNG, JPEG, BMP, WebP or TIFF)")]


def test_cancelled_dialog_does_nothing(window) -> None:
    before = window.controller.session.puzzle
    window.ask_picture_path = lambda: None
    assert not window.picture_import.import_picture()
    assert not window.picture_import.busy  # nothing is being read
    assert window.controller.session.puzzle == before


def test_ctrl_v_of_an_image(window, picture, puzzles, sp, qtbot) -> None:
    QGuiApplication.clipboard().setImage(QImage(str(picture("suguru"))))
    assert imported(qtbot, window, window.paste)
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])
    assert window.controller.mode == Mode.EDIT
    window.controller.session.undo()
    assert not sp.same_puzzle(window.controller.session.puzzle, puzzles["suguru"])


def test_ctrl_v_of_text_still_reads_text(window, puzzles) -> None:
    from scan_helpers import STR8TS

    QGuiApplication.clipboard().setText(STR8TS)
    window.paste()
    assert window.controller.session.puzzle == puzzles["str8ts"]
    assert not window.picture_import.busy  # no picture is being read


def test_an_import_starts_the_hint_and_path_panels_afresh(window, picture, puzzles, qtbot) -> None:
    """As a pasted puzzle does (window guide): no hint of the puzzle before, and the Solution
    Path of the puzzle read, not "The puzzle has changed"."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.gui.play.hints import HintPanel

    window.set_document(Document(puzzles["str8ts"]))
    window.act_path_panel.trigger()
    window.hint()
    qtbot.waitUntil(lambda: bool(window.hint_panel.level_label.text()), timeout=20000)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    assert imported(qtbot, window)
    assert window.hint_panel.level_label.text() == ""
    assert window.hint_panel.text_label.text() == HintPanel.EMPTY
    assert "has changed" not in window.path_panel.summary_label.text()
    qtbot.waitUntil(lambda: window.path_panel.steps.count() > 0, timeout=20000)


def test_frames_stay_with_the_imported_document(window, picture, puzzles, monkeypatch, qtbot) -> None:
    """A frame marks a cell of the puzzle read: a new empty board (File > New) or another file
    of the same size has none, even where its cells match the read ones (empty cells do);
    redo back to the import brings them back."""
    from str8ts_gui.core.document import Document

    empty = [i for i, c in enumerate(puzzles["sudoku"].clues) if not c][:2]
    real = reader.read_picture

    def doubtful(source, kind=None, **kw):
        got = real(source, kind, **kw)
        return reader.Reading(got.kind, got.puzzle, tuple(empty), (), got.ms, got.source, got.confidence)

    monkeypatch.setattr(reader, "read_picture", doubtful)
    window.ask_picture_path = lambda: str(picture("sudoku"))
    ctl = window.controller
    assert imported(qtbot, window)
    assert ctl.uncertain == set(empty)
    assert window.new_puzzle()  # an empty 9 x 9 Sudoku: the framed cells (empty) match it
    assert ctl.uncertain == frozenset()
    assert imported(qtbot, window)
    window.set_document(Document(puzzles["sudoku"]))  # the same puzzle, opened from a file
    assert ctl.uncertain == frozenset()
    assert imported(qtbot, window)
    ctl.session.undo()
    assert ctl.uncertain == frozenset()
    ctl.session.redo()
    assert ctl.uncertain == set(empty)


def test_a_picture_on_its_side_is_read_upright_and_the_status_bar_says_so(window, tmp_path, puzzles, sp, qtbot) -> None:
    """A photo lying on its side (no orientation tag) opens as the puzzle, not as a board of
    misread digits, and the status bar says how the picture lay."""
    import numpy as np

    path = tmp_path / "sideways.png"
    path.write_bytes(sp.encode(np.ascontiguousarray(np.rot90(sp.program_picture(puzzles["sudoku"], 560))), ".png"))
    window.ask_picture_path = lambda: str(path)
    assert imported(qtbot, window, window.picture_import.act_import_picture.trigger)
    assert sp.same_puzzle(window.controller.session.puzzle, puzzles["sudoku"])
    said = window.status_message()
    assert "Read a Sudoku 9 x 9 from sideways.png (the picture lay on its side: it was read turned 270 degrees" in said, said
