"""Nothing the user made is lost, and bad input never stops the window: settings edited or
damaged by hand, an unusable settings folder, damaged autosave metadata, Solve's mark on a
restored grid, Save on a file of several puzzles, Save As over existing files."""

from __future__ import annotations

from pathlib import Path

import pytest

from str8ts_gui.gui import create_main_window, settings


def _settings_file(home: Path, text: str) -> None:
    (home / "settings.ini").write_text(text, encoding="utf-8")


def test_a_board_size_of_other_digits_in_the_settings_starts_the_default_board(qtbot, gui_home) -> None:
    # "²" is a digit to str.isdigit but not to int(): the window did not start (ValueError)
    _settings_file(gui_home, "[board]\nlast=str8ts \u00b2 9\n")
    assert settings.last_board() is None
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    assert w.controller.session.puzzle.kind == "str8ts" and w.controller.session.puzzle.size == 9


def test_recent_files_that_are_no_list_of_names_are_none(qtbot, gui_home) -> None:
    # a number (an @Variant int) did not start the window (TypeError); bytes gave one "file" a byte
    _settings_file(gui_home, "[General]\nrecent_files=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)\n")
    assert settings.recent_files() == []
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    assert [a.text() for a in w.recent_menu.actions()] == ["&Clear Recent Files"]
    _settings_file(gui_home, "[General]\nrecent_files=@ByteArray(abc)\n")
    assert settings.recent_files() == []
    # what was right stays so
    _settings_file(gui_home, "[General]\nrecent_files=/a/b.puzzle, /c/d.puzzle\n")
    assert settings.recent_files() == ["/a/b.puzzle", "/c/d.puzzle"]
    settings.add_recent_file("/e/f.puzzle")
    assert settings.recent_files() == ["/e/f.puzzle", "/a/b.puzzle", "/c/d.puzzle"]


def test_a_settings_folder_that_cannot_be_made_still_starts_the_window(qtbot, tmp_path, monkeypatch, dialogs) -> None:
    taken = tmp_path / "not-a-folder"
    taken.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv(settings.HOME_ENV, str(taken))
    assert settings.data_dir() == taken
    w = create_main_window()
    qtbot.addWidget(w)
    w.controller.type_digit(3)
    assert not w.write_autosave()
    assert w.status_message().startswith("Autosave failed")
    assert taken.read_text(encoding="utf-8") == "a file where the folder should be"


def _stale_autosave(meta: dict | list, title: str = "Kept work") -> Path:
    import json
    import os
    import time

    from str8ts_gui.core.document import Document, dumps_document
    from str8ts_gui.core.kind import get_kind

    puzzle = get_kind("str8ts").empty(9).with_cell(0, clue=5)
    stale = settings.data_dir() / "autosave-0fa1.str8ts"
    stale.write_text(dumps_document(Document(puzzle, title=title)), encoding="utf-8")
    stale.with_suffix(".json").write_text(json.dumps(meta), encoding="utf-8")
    old = time.time() - 60
    os.utime(stale, (old, old))
    return stale


def test_damaged_autosave_metadata_restores_the_work_instead_of_stopping_every_start(qtbot, dialogs) -> None:
    # a NUL byte in the file's name: the window did not start (ValueError), at every start,
    # since the autosave stayed
    _stale_autosave({"path": "/tmp/a\u0000b.puzzle", "index": 0, "mode": "play"})
    dialogs.restore_answer = True
    w = create_main_window()
    qtbot.addWidget(w)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle.clues[0] == 5 and w.controller.session.info.title == "Kept work"
    assert w.path is None and w.isWindowModified()


def test_an_autosave_index_that_is_no_puzzle_of_the_file_is_the_first(qtbot, dialogs, tmp_path) -> None:
    from str8ts_gui.core.document import Document, save_document
    from str8ts_gui.core.kind import get_kind

    saved = tmp_path / "one.puzzle"
    save_document(saved, Document(get_kind("str8ts").empty(9), title="Kept work"))
    for index in (10**30, -5, True, "2"):
        _stale_autosave({"path": str(saved), "index": index, "mode": "play"})
        dialogs.restore_answer = True
        w = create_main_window()
        qtbot.addWidget(w)
        assert w.path == saved and w.path_index == 0, index
        assert w.controller.session.puzzle.clues[0] == 5
        w.shutdown()


def test_a_restored_grid_that_solve_filled_in_stays_solved_by_the_program(qtbot, dialogs, tmp_path) -> None:
    import shutil

    from str8ts_gui.core.document import load_documents
    from str8ts_gui.kinds.str8ts.formats import parse_text

    puzzle = parse_text((Path(__file__).resolve().parents[2] / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    from str8ts_gui.core.document import Document

    w.set_document(Document(puzzle), None)
    w.solve_now()
    assert w.document().solved_by_program
    assert w.write_autosave() and load_documents(w.autosave_path())[0].solved_by_program
    # a kill: the autosave and its metadata stay, the lock goes with the process
    kept = [shutil.copy(p, tmp_path / p.name) for p in (w.autosave_path(), w.autosave_meta_path())]
    w.shutdown()
    for p in kept:
        shutil.copy(p, settings.data_dir() / Path(p).name)
    dialogs.restore_answer = True
    again = create_main_window()
    qtbot.addWidget(again)
    assert dialogs.restore_asked == 1 and again.controller.session.state == w.controller.session.state
    assert again.document().solved_by_program  # it was taken as solved by the player
    assert load_documents(again.autosave_path())[0].solved_by_program


WIKIPEDIA = Path(__file__).resolve().parents[2] / "puzzles" / "wikipedia.txt"


def _open_second_of_several(window, dialogs, name: str, tmp_path) -> tuple[Path, str]:
    import shutil

    several = tmp_path / name
    shutil.copy(WIKIPEDIA, several)
    dialogs.choice = 1
    assert window.load_path(several)
    st = window.controller.session.state
    window.controller.select(next(i for i in range(st.puzzle.cell_count) if st.is_open(i)))
    window.controller.type_digit(1)
    return several, several.read_text(encoding="utf-8")


def test_save_never_writes_one_puzzle_over_a_native_named_file_of_several(window, dialogs, tmp_path) -> None:
    # a list of puzzles named .str8ts (or JSON Lines named .puzzle): Ctrl+S wrote the one puzzle
    # over the whole file, and every other puzzle of it was gone
    for name in ("week.str8ts", "week.puzzle"):
        several, before = _open_second_of_several(window, dialogs, name, tmp_path)
        dialogs.save_path = None  # Save As cancelled: nothing written
        assert not window.save()
        assert several.read_text(encoding="utf-8") == before
        assert window.status_message() == f"{name} holds 3 puzzles: save this one under a name of its own"
        own = tmp_path / f"own-{name}.puzzle"
        dialogs.save_path = str(own)
        assert window.save() and window.path == own.resolve()
        assert several.read_text(encoding="utf-8") == before
        # the file now holds this one puzzle: the next Save goes there
        window.controller.type_digit(2)
        dialogs.save_path = None
        assert window.save() and window.path == own.resolve()


def test_save_as_does_not_suggest_the_native_file_of_several_it_came_from(window, dialogs, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    _open_second_of_several(window, dialogs, "week.puzzle", tmp_path)
    seen = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, suggested, *rest: (seen.append(suggested), ("", ""))[1])
    assert window.files.save_path_dialog() is None
    assert Path(seen[-1]).name == "week-2.puzzle"


def _answers(monkeypatch, question: str, answers: list) -> list[str]:
    """``FileActions.<question>`` answers ``answers`` in turn; returns the names of the files asked about."""
    from str8ts_gui.gui.files.file_actions import FileActions

    asked: list[str] = []

    def ask(self, path: Path):
        asked.append(path.name)
        return answers.pop(0)

    monkeypatch.setattr(FileActions, question, ask)
    return asked


def _replace_answers(monkeypatch, answers: list[bool]) -> list[str]:
    return _answers(monkeypatch, "replace_dialog", answers)


def test_save_as_asks_before_replacing_the_file_its_added_suffix_names(window, dialogs, tmp_path, monkeypatch) -> None:
    # the name chosen was "notes.bak"; the program saves "notes.bak.puzzle", which was written
    # over without a question (the dialog had asked about "notes.bak" only)
    precious = tmp_path / "notes.bak.puzzle"
    precious.write_text("precious", encoding="utf-8")
    window.controller.type_digit(3)
    asked = _replace_answers(monkeypatch, [False, True])
    dialogs.save_path = str(tmp_path / "notes.bak")
    assert not window.save_as()
    assert asked == ["notes.bak.puzzle"] and precious.read_text(encoding="utf-8") == "precious"
    assert window.isWindowModified() and window.status_message() == "Not saved: notes.bak.puzzle is kept as it was"
    assert window.save_as() and window.path == precious.resolve() and not window.isWindowModified()
    assert precious.read_text(encoding="utf-8").startswith("{")
    # a name that is free, or the document's own file, is not asked about
    window.controller.type_digit(4)
    assert window.save_as() and len(asked) == 2
    dialogs.save_path = str(tmp_path / "fresh")
    assert window.save_as() and (tmp_path / "fresh.puzzle").is_file() and len(asked) == 2


def test_the_save_dialog_asks_before_replacing_the_file_its_filter_suffix_names(window, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from str8ts_gui.gui.files.file_actions import NATIVE_FILTER

    precious = tmp_path / "foo.puzzle"
    precious.write_text("precious", encoding="utf-8")
    given = [(str(tmp_path / "foo"), NATIVE_FILTER), ("", "")]
    suggested: list[str] = []

    def dialog(parent, caption, start, *rest):
        suggested.append(start)
        return given.pop(0)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    asked = _replace_answers(monkeypatch, [False])
    assert window.files.save_path_dialog() is None  # No: back to the dialog, then cancelled
    assert asked == ["foo.puzzle"] and suggested[1] == str(precious)
    given[:] = [(str(tmp_path / "foo"), NATIVE_FILTER)]
    _replace_answers(monkeypatch, [True])
    assert window.files.save_path_dialog() == str(precious)
    assert precious.read_text(encoding="utf-8") == "precious"  # (only Save writes)


def test_export_asks_before_replacing_the_txt_file_it_adds(window, dialogs, tmp_path, monkeypatch) -> None:
    precious = tmp_path / "out.txt"
    precious.write_text("precious", encoding="utf-8")
    asked = _replace_answers(monkeypatch, [False])
    dialogs.export_path = str(tmp_path / "out")
    assert not window.export_puzzle_string()
    assert asked == ["out.txt"] and precious.read_text(encoding="utf-8") == "precious"


def test_the_replace_question_names_the_file_and_defaults_to_no(window, qtbot, tmp_path, dialogs) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[str] = []

    def answer(key) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: answer(key))
            return
        seen.append(box.text())
        qtbot.keyClick(box, key)

    QTimer.singleShot(0, lambda: answer(Qt.Key.Key_Return))
    assert dialogs.real_replace_dialog(window.files, tmp_path / "foo.puzzle") is False  # Enter: the default, No
    assert seen == ["“foo.puzzle” already exists.\nDo you want to replace it?"]
    QTimer.singleShot(0, lambda: answer(Qt.Key.Key_Y))
    assert dialogs.real_replace_dialog(window.files, tmp_path / "foo.puzzle") is True


def _changed_answers(monkeypatch, answers: list[str]) -> list[str]:
    return _answers(monkeypatch, "changed_dialog", answers)


def _first_open(window) -> int:
    st = window.controller.session.state
    return next(i for i in range(st.puzzle.cell_count) if st.is_open(i) and not st.entries[i])


def test_save_asks_before_writing_over_what_another_window_saved_to_the_file(qtbot, dialogs, tmp_path, monkeypatch) -> None:
    # two windows on one file: the second Save wrote over the first one's work without a word
    from str8ts_gui.core.document import Document, load_documents, save_document
    from str8ts_gui.kinds.str8ts.formats import parse_text

    shared = tmp_path / "shared.puzzle"
    save_document(shared, Document(parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]))
    a, b = create_main_window(shared, restore=False), create_main_window(shared, restore=False)
    qtbot.addWidget(a)
    qtbot.addWidget(b)
    for w, digit in ((a, 3), (b, 4)):
        w.controller.select(_first_open(w))
        w.controller.type_digit(digit)
    asked = _changed_answers(monkeypatch, ["cancel", "save_as", "replace"])
    assert a.save() and asked == []  # not changed since a read it
    a_saved = shared.read_text(encoding="utf-8")
    assert not b.save()  # cancelled: a's work stays, b's is still unsaved
    assert asked == ["shared.puzzle"] and shared.read_text(encoding="utf-8") == a_saved
    assert b.isWindowModified() and b.status_message() == "Not saved: shared.puzzle is kept as it was on disk"
    dialogs.save_path = str(tmp_path / "mine.puzzle")  # Save As: both kept
    assert b.save() and b.path == (tmp_path / "mine.puzzle").resolve()
    assert shared.read_text(encoding="utf-8") == a_saved
    assert 4 in load_documents(tmp_path / "mine.puzzle")[0].state.entries
    # a's file is its own again: a later Save of a is not asked about; after another program
    # changes it, Replace writes over it
    a.controller.select(_first_open(a))
    a.controller.type_digit(5)
    assert a.save() and len(asked) == 2
    shared.write_text(shared.read_text(encoding="utf-8").replace('"title": ""', '"title": "theirs"'), encoding="utf-8")
    a.controller.select(_first_open(a))
    a.controller.type_digit(6)
    assert a.save() and asked == ["shared.puzzle"] * 3
    assert load_documents(shared)[0].title == "" and 6 in load_documents(shared)[0].state.entries


def test_save_of_a_file_deleted_on_disk_writes_it_again_without_a_question(window, dialogs, tmp_path, monkeypatch) -> None:
    target = tmp_path / "gone.puzzle"
    window.controller.type_digit(3)
    dialogs.save_path = str(target)
    assert window.save_as()
    target.unlink()
    window.controller.type_digit(4)
    asked = _changed_answers(monkeypatch, [])
    assert window.save() and asked == [] and target.is_file()


def test_the_changed_on_disk_question_defaults_to_save_as_and_esc_cancels(window, qtbot, tmp_path, dialogs) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list = []

    def answer(key) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: answer(key))
            return
        seen.append((box.text(), box.informativeText(), sorted(b.text() for b in box.buttons())))
        qtbot.keyClick(box, key)

    for key, expected in ((Qt.Key.Key_Return, "save_as"), (Qt.Key.Key_Escape, "cancel"), (Qt.Key.Key_R, "replace")):
        QTimer.singleShot(0, lambda key=key: answer(key))
        assert dialogs.real_changed_dialog(window.files, tmp_path / "shared.puzzle") == expected
    text, info, buttons = seen[0]
    assert text == "“shared.puzzle” was changed on disk after you opened it (by another window or program)."
    assert "Save As keeps both" in info
    assert buttons == ["&Replace", "Cancel", "Save &As…"]


def test_recent_files_show_odd_and_very_long_names_as_they_are(window, tmp_path) -> None:
    # "&" was taken for the shortcut of the next letter ("Tom & Jerry" showed "Tom  Jerry"
    # with J underlined), a line break in a name broke the item, and a 250-character name made
    # the menu wider than the screen
    odd = tmp_path / "Tom & Jerry.puzzle"
    broken = tmp_path / "two\nlines.puzzle"
    long = tmp_path / ("x" * 240 + ".puzzle")
    for p in (long, broken, odd):
        settings.add_recent_file(p)
    window.files.update_recent_menu()
    items = [a for a in window.recent_menu.actions() if a.data()]
    assert items[0].text() == "&1 Tom && Jerry.puzzle"
    assert items[1].text() == "&2 two lines.puzzle"
    shown = items[2].text().removeprefix("&3 ")
    assert len(shown) <= 60 and shown.startswith("xxx") and shown.endswith("x.puzzle") and "…" in shown
    assert [a.data() for a in items] == [str(odd), str(broken), str(long)]
    assert items[2].toolTip() == str(long)


def test_closing_after_saving_in_a_form_without_the_play_asks_again(qtbot, dialogs, tmp_path) -> None:
    # Save at the close question, then the Str8ts puzzle string (.txt) in Save As: the window
    # closed and the entries, marks and colours were gone (the autosave too)
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.str8ts.formats import parse_text

    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    w.set_document(Document(parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]), None)
    w.controller.select(_first_open(w))
    w.controller.type_digit(4)
    w.controller.type_digit(7, layer="centre")
    assert w.write_autosave()
    dialogs.save_path = str(tmp_path / "clues.txt")
    dialogs.unsaved_answers = ["save", "cancel"]
    assert not w.close()
    assert dialogs.unsaved_asked == 2 and (tmp_path / "clues.txt").is_file()
    assert w.isVisible() and w.isWindowModified() and w.autosave_path().is_file()
    # a native file ends it
    dialogs.save_path = str(tmp_path / "all.puzzle")
    dialogs.unsaved_answers = ["save"]
    assert w.close() and (tmp_path / "all.puzzle").is_file() and dialogs.unsaved_asked == 3


_ENDED_BY_A_SIGNAL = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from str8ts_gui.gui import app as gui_app
from str8ts_gui.gui.files.file_actions import FileActions
FileActions.AUTOSAVE_DELAY_MS = 3_600_000  # the autosave's own timer never comes
opened = gui_app.open_window
def open_window(args):
    w = opened(args)
    w.controller.type_digit(6)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, lambda: print("ready", flush=True))
    return w
gui_app.open_window = open_window
sys.exit(gui_app.main([]))
"""


def _signal_the_window(tmp_path, signals, preexec_fn=None) -> None:
    """Start a window that types a 6 into r1c1 (no autosave yet), then send it ``signals`` in turn:
    (signal, whether it ends the window) pairs; each that ends it must end it as that signal does."""
    import subprocess
    import sys

    script = tmp_path / "window.py"
    script.write_text(_ENDED_BY_A_SIGNAL, encoding="utf-8")
    with subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, preexec_fn=preexec_fn) as child:
        try:
            assert child.stdout.readline().strip() == "ready"
            for number, ends in signals:
                child.send_signal(number)
                if ends:
                    assert child.wait(timeout=120) == -number  # ended as the signal ends a process
                else:
                    with pytest.raises(subprocess.TimeoutExpired):
                        child.wait(timeout=1.5)
        finally:
            if child.poll() is None:
                child.kill()


def _work_offered_back(qtbot, dialogs):
    dialogs.restore_answer = True
    w = create_main_window()
    qtbot.addWidget(w)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle.clues[0] == 6
    return w


@pytest.mark.skipif(__import__("os").name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_work_of_the_last_seconds_survives_a_kill_or_the_session_ending(qtbot, dialogs, tmp_path, name) -> None:
    # a plain kill (or the terminal closing) ended the process at once: what was typed in the
    # 3 s before the autosave's timer was gone
    import signal

    _signal_the_window(tmp_path, [(getattr(signal, name), True)])
    assert _work_offered_back(qtbot, dialogs).isWindowModified()


@pytest.mark.skipif(__import__("os").name != "posix", reason="POSIX signals")
def test_a_window_told_to_ignore_the_terminal_closing_goes_on(qtbot, dialogs, tmp_path) -> None:
    # started with SIGHUP ignored (nohup, some session managers), the window went on when its
    # terminal closed; the autosave's handler must not end it then (a plain kill still saves
    # the work and ends it)
    import signal

    ignore = lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN)  # noqa: E731 (as nohup does)
    _signal_the_window(tmp_path, [(signal.SIGHUP, False), (signal.SIGTERM, True)], preexec_fn=ignore)
    _work_offered_back(qtbot, dialogs)


@pytest.mark.skipif(__import__("os").name != "posix", reason="POSIX signals")
def test_the_signal_handlers_are_put_back_when_the_event_loop_ends(qapp) -> None:
    import signal

    from str8ts_gui.gui.app import _autosave_on_end_signals

    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
    undo = _autosave_on_end_signals(qapp)
    assert signal.getsignal(signal.SIGTERM) not in before
    undo()
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before
    assert signal.set_wakeup_fd(-1) == -1


def test_the_autosave_keeps_up_with_the_play_clock_between_entries(qtbot, monkeypatch) -> None:
    # the autosave was written only after a change: a crash after ten minutes of thinking
    # brought the clock back to the last entry
    from str8ts_gui.core.document import Document, load_documents
    from str8ts_gui.gui.files.file_actions import FileActions
    from str8ts_gui.kinds.str8ts.formats import parse_text

    monkeypatch.setattr(FileActions, "CLOCK_AUTOSAVE_MS", 20, raising=False)  # (a minute in the program)
    window = create_main_window(restore=False)
    qtbot.addWidget(window)
    now = [1000.0]
    window.play_timer.set_clock(lambda: now[0])
    window.set_document(Document(parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]), None)
    window.controller.select(_first_open(window))
    window.controller.type_digit(4)
    assert window.play_timer.running
    now[0] += 30
    assert window.write_autosave()
    assert load_documents(window.autosave_path())[0].seconds == 30
    now[0] += 600  # thinking, no entry
    qtbot.waitUntil(lambda: load_documents(window.autosave_path())[0].seconds >= 630, timeout=5000)
