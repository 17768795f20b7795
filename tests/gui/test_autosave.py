"""Autosave and crash recovery: one autosave file per window, guarded by a lock file; restoring
keeps the recovered work on disk until it is saved again."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, dumps_document, load_documents, save_document
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui import create_main_window, settings
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import crash

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"
PUZZLES = parse_text(WIKIPEDIA.read_text(encoding="utf-8"))
GENTLE = PUZZLES[0]


def new_window(qtbot) -> MainWindow:
    w = create_main_window()
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def autosaves() -> list[Path]:
    return sorted(settings.data_dir().glob("autosave*.str8ts"))


def test_each_window_has_its_own_locked_autosave(qtbot, dialogs) -> None:
    a, b = new_window(qtbot), new_window(qtbot)
    assert a.autosave_path() != b.autosave_path()
    for w, digit in ((a, 3), (b, 4)):
        w.controller.type_digit(digit)
        assert w.write_autosave()
    assert load_documents(a.autosave_path())[0].puzzle.clues[0] == 3
    assert load_documents(b.autosave_path())[0].puzzle.clues[0] == 4
    # a third copy started now offers neither: both are locked by running windows
    c = new_window(qtbot)
    assert dialogs.restore_asked == 0
    assert c.controller.session.puzzle == Puzzle.empty(9)
    # a clean close removes only that window's autosave
    dialogs.unsaved_answers = ["discard"]
    assert a.close()
    assert not a.autosave_path().exists() and b.autosave_path().exists()


def test_stale_autosave_is_offered_and_survives_a_second_crash(qtbot, dialogs, tmp_path) -> None:
    w = new_window(qtbot)
    w.controller.type_digit(5)
    assert w.write_autosave()
    state = w.controller.session.state
    crash(w, dialogs, tmp_path)

    dialogs.restore_answer = True
    restored = new_window(qtbot)
    assert dialogs.restore_asked == 1
    assert restored.controller.session.state == state and restored.isWindowModified()
    # right after restoring, before any autosave timer: the work is still on disk
    files = autosaves()
    assert files == [restored.autosave_path()]
    assert load_documents(files[0])[0].state == state
    # a second crash now loses nothing
    crash(restored, dialogs, tmp_path)
    again = new_window(qtbot)
    assert dialogs.restore_asked == 2
    assert again.controller.session.state == state


def test_declined_autosave_is_removed(qtbot, dialogs) -> None:
    stale = settings.data_dir() / "autosave-0123.str8ts"
    stale.write_text(
        json.dumps({"format": "str8ts_gui", "version": 1, "size": 4, "puzzle": "1..............."}), encoding="utf-8"
    )
    dialogs.restore_answer = False
    w = new_window(qtbot)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle == Puzzle.empty(9)
    assert not stale.exists()


def test_old_single_autosave_file_is_still_offered(qtbot, dialogs) -> None:
    old = settings.data_dir() / "autosave.str8ts"
    old.write_text(dumps_document(Document(Puzzle.empty(4).with_cell(0, clue=1))), encoding="utf-8")
    dialogs.restore_answer = True
    w = new_window(qtbot)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle.clues[0] == 1 and w.controller.session.puzzle.size == 4


def test_undo_after_restoring_work_on_a_text_file_goes_to_that_puzzle(qtbot, dialogs, tmp_path) -> None:
    w = new_window(qtbot)
    dialogs.choice = 1  # the second puzzle of the file
    assert w.load_path(WIKIPEDIA)
    assert w.controller.session.puzzle == PUZZLES[1]
    cell = next(i for i in range(81) if w.controller.session.state.is_open(i))
    w.controller.select(cell)
    w.controller.type_digit(7)
    assert w.write_autosave()
    meta = json.loads(w.autosave_meta_path().read_text(encoding="utf-8"))
    assert meta["index"] == 1
    crash(w, dialogs, tmp_path)

    dialogs.restore_answer = True
    restored = new_window(qtbot)
    assert restored.controller.session.state.entries[cell] == 7
    restored.controller.undo()
    assert restored.controller.session.state == PlayState.new(PUZZLES[1])
    assert not restored.isWindowModified()


def test_saving_a_restored_document_removes_its_autosave(qtbot, dialogs, tmp_path) -> None:
    saved = tmp_path / "work.str8ts"
    save_document(saved, Document(GENTLE, title="Work"))
    w = new_window(qtbot)
    assert w.load_path(saved)
    w.controller.select(2)
    w.controller.type_digit(4)
    assert w.write_autosave()
    crash(w, dialogs, tmp_path)
    dialogs.restore_answer = True
    restored = new_window(qtbot)
    assert restored.path == saved.resolve()
    qtbot.keyClick(restored.board, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert autosaves() == []
    assert load_documents(saved)[0].state.entries[2] == 4


def test_a_window_without_autosave_saves_and_closes(qtbot, tmp_path) -> None:
    """The window of ``--screenshot`` (and of scripts) has no autosave file: saving it deleted
    "the autosave" anyway and failed (ValueError: PosixPath('.') has an empty name)."""
    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    w.set_document(Document(GENTLE))
    target = tmp_path / "saved.str8ts"
    assert w.save_to(target)
    assert load_documents(target)[0].puzzle == GENTLE
    w.close()
