"""The restore-autosave question names the work it found and when it was saved, offers Restore
and Discard (which says it deletes), and Esc chooses neither: the autosave is kept for the next
start."""

from __future__ import annotations

import os
import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.gui import create_main_window, settings
from str8ts_gui.gui.files.file_actions import AutosaveOffer
from str8ts_gui.gui.main_window import MainWindow


def _stale_sudoku(title: str) -> tuple:
    puzzle = get_kind("sudoku").empty(9).with_cell(0, clue=5)
    stale = settings.data_dir() / "autosave-0456.str8ts"
    stale.write_text(dumps_document(Document(puzzle, title=title)), encoding="utf-8")
    saved = time.time() - 3600
    os.utime(stale, (saved, saved))
    return stale, saved


def _answer_box(qtbot, seen: list, key=None, button_text=None) -> None:
    """Read the modal box once it shows, then press ``key`` or click the button ``button_text``."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.append((box.windowTitle(), box.text(), box.informativeText(), [b.text() for b in box.buttons()]))
        if key is not None:
            qtbot.keyClick(box, key)
        else:
            next(b for b in box.buttons() if b.text() == button_text).click()

    QTimer.singleShot(0, look)


def _real_question(monkeypatch) -> None:
    monkeypatch.setattr(
        MainWindow, "ask_restore_autosave", lambda self, opening=None: self.files.restore_autosave_dialog(opening)
    )


def test_question_names_the_work_and_esc_keeps_it_for_the_next_start(qtbot, monkeypatch) -> None:
    stale, saved = _stale_sudoku("Sunday special")
    _real_question(monkeypatch)
    seen: list = []
    _answer_box(qtbot, seen, key=Qt.Key.Key_Escape)
    w = create_main_window()
    qtbot.addWidget(w)
    title, text, info, buttons = seen[0]
    assert title == "Restore Unsaved Work"
    assert "“Sunday special” (Sudoku 9 x 9)" in text
    assert AutosaveOffer("", "", saved=saved).when() in text and ":" in text
    assert "deletes it for good" in info and "next start" in info
    assert sorted(b.replace("&", "") for b in buttons) == ["Decide Later", "Discard", "Restore"]
    # neither restored nor deleted, and not held by this window
    assert w.controller.session.puzzle.kind == "str8ts"
    assert stale.exists() and not stale.with_suffix(".lock").exists()
    assert "next start" in w.status_message()
    # the next start offers it again; Restore brings it back
    seen.clear()
    _answer_box(qtbot, seen, button_text="&Restore")
    again = create_main_window()
    qtbot.addWidget(again)
    assert seen and "Sunday special" in seen[0][1]
    assert again.controller.session.puzzle.clues[0] == 5 and again.controller.session.info.title == "Sunday special"


def test_discard_deletes_the_autosave(qtbot, monkeypatch) -> None:
    stale, _saved = _stale_sudoku("")
    _real_question(monkeypatch)
    seen: list = []
    _answer_box(qtbot, seen, button_text="&Discard")
    w = create_main_window()
    qtbot.addWidget(w)
    assert "an untitled Sudoku 9 x 9" in seen[0][1]
    assert not stale.exists()
    assert w.controller.session.puzzle.kind == "str8ts"


def test_saved_time_reads_as_a_day_and_a_clock() -> None:
    now = time.mktime((2026, 11, 26, 16, 0, 0, 0, 0, -1))
    offer = AutosaveOffer("T", "Str8ts 9 x 9", "week.puzzle", now - 2 * 3600)
    assert offer.when(now) == "today at 14:00"
    assert AutosaveOffer("", "x", saved=now - 86400).when(now) == "yesterday at 16:00"
    assert AutosaveOffer("", "x", saved=now - 8 * 86400).when(now) == "on 18 Nov 2026 at 16:00"
    assert offer.what() == "“T” (Str8ts 9 x 9, from “week.puzzle”)"
    assert AutosaveOffer("", "Suguru 6 x 8").what() == "an untitled Suguru 6 x 8"
