"""GUI test setup: a private settings/data directory per test, and no modal dialogs ever.

* ``STR8TS_GUI_HOME`` points at a fresh temporary directory for every test, so settings,
  recent files and autosaves never touch the real home.
* The main window's questions (unsaved changes, file dialogs, errors, autosave restore, which
  puzzle of a file, replacing a file or saving over one changed on disk) are answered without a dialog: a test that expects one replaces the answer
  with ``monkeypatch``; an unexpected file dialog or error fails the test.
* The offscreen platform plugin warns "This plugin does not support propagateSizeHints()" when
  a top-level window with a size constraint is shown; that is not a problem of ours, so it is
  the one Qt warning the GUI tests ignore (``tests/conftest.py`` marks them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

class DialogRecorder:
    """What the window asked, and the canned answers it gets."""

    def __init__(self) -> None:
        self.errors: list[tuple[str, str]] = []
        self.unsaved_answers: list[str] = []  # popped in order; "discard" when empty
        self.unsaved_asked = 0
        self.restore_answer = False
        self.restore_asked = 0
        self.restore_opening = None  # the file named in the last restore question
        self.open_path: str | None = None
        self.save_path: str | None = None
        self.export_path: str | None = None
        self.choice: int | None = 0
        self.choices_offered: list[int] = []
        self.replace_asked: list[str] = []  # files the program would write over (its suffix added: Save As, exports)
        self.replace_answer = False
        self.changed_asked: list[str] = []  # files changed on disk since opened, about to be saved over
        self.changed_answer = "cancel"


@pytest.fixture(autouse=True, scope="session")
def _widgets_application(qapp):
    """The widgets' QApplication made before any test of this folder runs: a test that runs
    `str8ts render` in process first would otherwise leave the plain QGuiApplication export
    makes for the command line, which no window can use (pytest-qt's qapp then fails)."""
    return qapp


@pytest.fixture(autouse=True)
def gui_home(tmp_path_factory, monkeypatch) -> Path:
    home = tmp_path_factory.mktemp("str8ts_home")
    monkeypatch.setenv("STR8TS_GUI_HOME", str(home))
    monkeypatch.delenv("STR8TS_GUI_THEME", raising=False)
    return home


@pytest.fixture(autouse=True)
def dialogs(monkeypatch) -> DialogRecorder:
    from str8ts_gui.gui.files import export_actions
    from str8ts_gui.gui.files.file_actions import FileActions
    from str8ts_gui.gui.main_window import MainWindow

    rec = DialogRecorder()

    def ask_unsaved(self) -> str:
        rec.unsaved_asked += 1
        return rec.unsaved_answers.pop(0) if rec.unsaved_answers else "discard"

    def ask_restore_autosave(self, opening=None) -> bool:
        rec.restore_asked += 1
        rec.restore_opening = opening
        return rec.restore_answer

    def show_error(self, title: str, text: str) -> None:
        rec.errors.append((title, text))

    def choose_puzzle(self, docs, path):
        rec.choices_offered.append(len(docs))
        return rec.choice

    def about(self) -> None:
        rec.errors.append(("about", self.about_text()))

    monkeypatch.setattr(MainWindow, "ask_unsaved", ask_unsaved)
    monkeypatch.setattr(MainWindow, "ask_restore_autosave", ask_restore_autosave)
    monkeypatch.setattr(MainWindow, "show_error", show_error)
    monkeypatch.setattr(MainWindow, "choose_puzzle", choose_puzzle)
    monkeypatch.setattr(MainWindow, "ask_open_path", lambda self: rec.open_path)
    monkeypatch.setattr(MainWindow, "ask_save_path", lambda self: rec.save_path)
    monkeypatch.setattr(MainWindow, "ask_export_path", lambda self: rec.export_path)
    monkeypatch.setattr(MainWindow, "about", about)

    def replace_dialog(self, path) -> bool:
        rec.replace_asked.append(str(path))
        return rec.replace_answer

    def changed_dialog(self, path) -> str:
        rec.changed_asked.append(str(path))
        return rec.changed_answer

    rec.real_replace_dialog = FileActions.replace_dialog  # for the tests of the questions themselves
    rec.real_changed_dialog = FileActions.changed_dialog
    monkeypatch.setattr(FileActions, "replace_dialog", replace_dialog)
    monkeypatch.setattr(FileActions, "changed_dialog", changed_dialog)
    monkeypatch.setattr(export_actions, "ask_replace", lambda window, title, path: replace_dialog(None, path))
    return rec


@pytest.fixture
def window(qtbot):
    """A shown main window that did not offer an autosave back (test files may override it)."""
    from str8ts_gui.gui import create_main_window

    w = create_main_window(restore=False)
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    return w
