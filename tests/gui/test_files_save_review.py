"""Saving, opening and autosave as a user who lost work elsewhere tries them (a files review)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.kind import get_kind

from gui_helpers import crash

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


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_opening_a_pipe_or_device_says_so_and_reads_nothing(window, dialogs, tmp_path) -> None:
    """Open (or a recent file, or the command line) on a named pipe or a device read it until it
    ended: the window hung for as long as nothing wrote to it, for ever on /dev/zero."""
    fifo = tmp_path / "puzzle.txt"
    os.mkfifo(fifo)

    def writer() -> None:  # (what the window read before; released below when it reads nothing)
        with open(fifo, "w") as f:
            f.write("not a puzzle\n")

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        assert not window.files.load_path(fifo)
    finally:
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets the writer end
        thread.join(5)
        os.close(fd)
    (title, text) = dialogs.errors.pop()
    assert text == "Could not open “puzzle.txt”:\n\nnot a file but a device, pipe or socket: nothing was read"


def test_a_file_larger_than_any_puzzle_file_is_not_read(window, dialogs, tmp_path, monkeypatch) -> None:
    """A video or disk image opened by mistake (All files) was read whole into memory before
    it was found not to be a puzzle: gigabytes, or the window killed for want of memory."""
    from str8ts_gui.gui.files import file_opening  # (opens files)

    monkeypatch.setattr(file_opening, "MAX_OPEN_BYTES", 3 * 2**20)
    big = tmp_path / "holiday.mp4"
    with open(big, "wb") as f:
        f.truncate(5 * 2**20)
    before = window.controller.session.state
    assert not window.files.load_path(big)
    (title, text) = dialogs.errors.pop()
    assert text == (
        "Could not open “holiday.mp4”:\n\nthe file is 5 MB, larger than any puzzle file (at most 3 MB are opened):"
        " nothing was read"
    )
    assert window.controller.session.state == before


def _stale_autosave(name: str, clue: int) -> Path:
    """The autosave of a window that was killed (no lock file: its process is gone)."""
    import time as _time

    from str8ts_gui.core.document import dumps_document
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.gui import settings

    path = settings.data_dir() / f"autosave-{name}.str8ts"
    path.write_text(dumps_document(Document(Puzzle.empty(4).with_cell(0, clue=clue))), encoding="utf-8")
    old = _time.time() - 60 * clue  # (the newest is offered first)
    os.utime(path, (old, old))
    return path


def test_after_restoring_one_autosave_the_status_says_more_work_is_waiting(qtbot, dialogs, tmp_path) -> None:
    """Two windows were killed (a crash of the session): the first start restored one and said
    nothing of the other, whose work was offered only if the program happened to start again."""
    from str8ts_gui.gui import create_main_window

    _stale_autosave("a", 1)
    second = _stale_autosave("b", 2)
    dialogs.restore_answer = True
    w = create_main_window()
    qtbot.addWidget(w)
    assert dialogs.restore_asked == 1 and w.controller.session.puzzle.clues[0] == 1
    assert w.status_message() == (
        "Restored unsaved work from the last session; the unsaved work of 1 more window is offered when"
        " str8ts_gui starts again"
    )
    assert second.exists()
    other = create_main_window()  # it is: the next start offers it
    qtbot.addWidget(other)
    assert dialogs.restore_asked == 2 and other.controller.session.puzzle.clues[0] == 2
    assert other.status_message() == "Restored unsaved work from the last session"  # nothing more waits


def test_the_work_still_waiting_is_said_when_a_file_asked_for_was_not_opened(qtbot, dialogs, tmp_path) -> None:
    from str8ts_gui.gui import create_main_window

    _stale_autosave("a", 1)
    _stale_autosave("b", 2)
    _stale_autosave("c", 3)
    wanted = tmp_path / "wanted.puzzle"
    wanted.write_text("1" + "." * 15 + "\n", encoding="utf-8")
    dialogs.restore_answer = True
    w = create_main_window(wanted)
    qtbot.addWidget(w)
    assert w.status_message() == (
        "Restored unsaved work; wanted.puzzle was not opened (Ctrl+O opens it); the unsaved work of 2 more"
        " windows is offered when str8ts_gui starts again"
    )


@pytest.mark.skipif(os.name != "posix" or __import__("sys").platform == "darwin", reason="names of any bytes")
def test_a_file_name_that_is_not_utf8_is_kept_out_of_the_recent_files(window, dialogs, tmp_path) -> None:
    """A name with a byte of another encoding (an old Latin-1 folder) went into File > Open Recent
    without that byte, a name of no file, once more at every save."""
    from str8ts_gui.gui import settings

    dialogs.save_path = str(tmp_path / "plain.puzzle")
    assert window.files.save_as()
    odd = tmp_path / os.fsdecode(b"caf\xe9.puzzle")
    dialogs.save_path = str(odd)
    assert window.files.save_as() and window.files.save_to(odd)
    assert odd.is_file() and window.files.path == odd
    assert settings.recent_files() == [str(tmp_path / "plain.puzzle")]
    assert window.files.load_path(odd) and settings.recent_files() == [str(tmp_path / "plain.puzzle")]


def test_saving_over_a_folder_says_a_folder_is_there(window, dialogs, tmp_path) -> None:
    """Save As onto a folder's name said "not a regular file"."""
    (tmp_path / "week.puzzle").mkdir()
    dialogs.save_path = str(tmp_path / "week.puzzle")
    assert not window.files.save_as()
    assert dialogs.errors.pop()[1].endswith("a folder of that name is there, not a file")
    assert (tmp_path / "week.puzzle").is_dir()


def test_a_failed_autosave_says_the_work_is_not_safe_and_what_to_do(window, dialogs, gui_home, monkeypatch) -> None:
    """A full disk: the status bar said "Autosave failed: No space left on device" for six
    seconds, not that the work would be lost by a crash, nor where, nor what to do."""
    import errno

    from str8ts_gui.gui.files import autosave  # (writes the autosave)

    def full(path, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(autosave, "write_text_atomic", full)
    session = window.controller.session
    cell = next(i for i in range(session.puzzle.cell_count) if session.state.is_open(i))
    session.set_entry(cell, 1)
    assert not window.files.write_autosave()
    assert window.status_message() == (
        f"Autosave failed (No space left on device, in {gui_home}): your unsaved work would not survive a crash;"
        " save it (Ctrl+S)"
    )


def test_save_as_onto_its_own_file_changed_on_disk_asks_as_save_does(window, dialogs, tmp_path) -> None:
    """Save As suggests the document's own file; the file dialog's "replace it?" reads as a
    question about the user's own file, and wrote over what another program had saved there."""
    from str8ts_gui.core.document import save_document

    mine = tmp_path / "mine.puzzle"
    save_document(mine, Document(get_kind("sudoku").empty(9)))
    assert window.files.load_path(mine)
    session = window.controller.session
    session.set_entry(0, 1)
    save_document(mine, Document(get_kind("sudoku").empty(9), title="theirs"))  # another program
    theirs = mine.read_text(encoding="utf-8")
    for typed in (str(mine), str(tmp_path / "mine")):  # the name, or the name the program completes
        dialogs.save_path = typed
        dialogs.changed_answer = "cancel"
        assert not window.files.save_as()
        assert dialogs.changed_asked.pop() == str(mine.resolve())
        assert mine.read_text(encoding="utf-8") == theirs and session.is_modified
        assert window.status_message() == "Not saved: mine.puzzle is kept as it was on disk"
    dialogs.changed_answer = "replace"
    assert window.files.save_as() and not session.is_modified
    assert dialogs.changed_asked.pop() == str(mine.resolve())
    assert load_documents(mine)[0].state.entries[0] == 1
    session.set_entry(1, 2)  # not changed on disk since: no question
    assert window.files.save_as() and not dialogs.changed_asked


def _restored_after_a_crash(qtbot, dialogs, tmp_path, *, saved_since: bool):
    """shared.puzzle (a Sudoku), an entry made on it in a window that then crashed (its
    autosave left), the file saved again in the meantime (``saved_since``), and a new window
    that restored the work: (the file, the new window)."""
    from str8ts_gui.core.document import save_document
    from str8ts_gui.gui import create_main_window

    shared = tmp_path / "shared.puzzle"
    save_document(shared, Document(get_kind("sudoku").empty(9)))
    a = create_main_window(shared, restore=False)
    qtbot.addWidget(a)
    a.controller.session.set_entry(0, 1)
    assert a.write_autosave()
    crash(a, dialogs, tmp_path)
    if saved_since:
        save_document(shared, Document(get_kind("sudoku").empty(9), title="saved after the crash"))
    dialogs.restore_answer = True
    b = create_main_window()
    qtbot.addWidget(b)
    return shared, b


def test_restored_work_asks_before_saving_over_a_file_changed_since_the_crash(qtbot, dialogs, tmp_path) -> None:
    """Work on shared.puzzle was left by a crash; the file was then changed and saved (in another
    window) before the work was restored: Save wrote the restored work over those changes without
    a question, as the file was read afresh at the restore."""
    shared, b = _restored_after_a_crash(qtbot, dialogs, tmp_path, saved_since=True)
    assert b.files.path == shared.resolve() and b.controller.session.state.entries[0] == 1
    dialogs.changed_answer = "cancel"
    assert not b.files.save()
    assert dialogs.changed_asked == [str(shared.resolve())]
    assert load_documents(shared)[0].title == "saved after the crash"


def test_restored_work_on_a_file_unchanged_since_the_crash_saves_without_a_question(qtbot, dialogs, tmp_path) -> None:
    shared, b = _restored_after_a_crash(qtbot, dialogs, tmp_path, saved_since=False)
    assert b.files.save() and not dialogs.changed_asked
    assert load_documents(shared)[0].state.entries[0] == 1
