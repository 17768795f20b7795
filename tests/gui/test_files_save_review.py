"""Saving, opening and autosave as a user who lost work elsewhere tries them (a files review)."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.kind import get_kind

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


def test_a_variant_saved_as_a_classic_only_form_names_the_forms_of_the_dialog_that_keep_it(
    window, dialogs, tmp_path
) -> None:
    """A killer (any variant) Sudoku saved as SadMan Sudoku said 'use fpuzzles, fpuzzles-link or
    json': the command line's --to names, no choice of the Save As dialog."""
    doc = load_documents(PUZZLES / "sudoku-variants.txt")[0]
    window.set_document(doc)
    for name in ("mine.sdk", "mine.txt"):
        dialogs.save_path = str(tmp_path / name)
        assert not window.files.save_as()
        (title, text) = dialogs.errors.pop()
        assert title == "Cannot save"
        assert "fpuzzles-link" not in text
        assert text.endswith(
            "this form holds no variant rules or regions. Nothing was written: save it as a native puzzle file"
            " (*.puzzle, everything kept) or f-puzzles JSON (*.json)."
        ), text
        assert not (tmp_path / name).exists()
    dialogs.save_path = str(tmp_path / "mine.json")  # the form it names keeps it
    assert window.files.save_as() and not dialogs.errors
    assert load_documents(tmp_path / "mine.json")[0].puzzle == doc.puzzle


def test_save_into_a_folder_that_was_removed_names_the_folder(window, dialogs, tmp_path) -> None:
    """The folder of the document's file deleted (or a drive gone) since it was opened: the
    message said "No such file or directory" alone, as if the file were what was missing."""
    window.set_document(Document(get_kind("sudoku").empty(9)))
    folder = tmp_path / "week 3"
    folder.mkdir()
    dialogs.save_path = str(folder / "mine.puzzle")
    assert window.files.save_as()
    (folder / "mine.puzzle").unlink()
    folder.rmdir()
    session = window.controller.session
    cell = next(i for i in range(session.puzzle.cell_count) if session.state.is_open(i))
    session.set_entry(cell, 1)
    assert not window.files.save()
    (title, text) = dialogs.errors.pop()
    assert text.endswith(
        f"No such file or directory: the folder “{folder}” does not exist (moved, renamed or deleted);"
        " save it in another folder"
    )
    assert session.is_modified  # the work is still the window's, unsaved
    dialogs.save_path = str(folder / "mine.sdk")  # a kind's own form the same
    assert not window.files.save_as()
    assert f"the folder “{folder}” does not exist" in dialogs.errors.pop()[1]


def test_the_autosave_folder_removed_while_the_window_runs_is_made_again(window, dialogs, gui_home) -> None:
    """A clean-up removed the settings and autosave folder while the window ran: every autosave
    failed ("Autosave failed: No such file or directory" in the status bar) until the window
    was closed, and a crash lost all the work since."""
    import shutil

    from str8ts_gui.core.document import load_documents as read

    shutil.rmtree(gui_home)
    session = window.controller.session
    cell = next(i for i in range(session.puzzle.cell_count) if session.state.is_open(i))
    session.set_entry(cell, 1)
    assert window.files.write_autosave()
    path = window.files.autosave_path()
    assert read(path)[0].state == session.state
    assert path.with_suffix(".lock").is_file()  # the next start sees a running window's work
    window.files.shutdown()
    assert not path.exists() and not path.with_suffix(".lock").exists()
