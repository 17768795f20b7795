"""The Solution Path panel's list keeps where the user scrolled it when a text above or below it
grows: a chosen step scrolled out of view stays out of it, and the user's scrolling wins over the
panel's own "keep the step in view" however late that comes (a loaded machine: before, the list
jumped back to the chosen step, test_a_smaller_window_leaves_the_list_where_it_was_scrolled failed
at times)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView

from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.formats import parse_text

from gui_helpers import open_solution_path, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def _grade_settled(qtbot, window: MainWindow):
    """The window's own grade of the puzzle (it comes once; the tests then hand it over themselves)."""
    panel = window.path_panel
    qtbot.waitUntil(lambda: panel.grade is not None, timeout=20000)
    grade = panel.grade
    panel.set_grade(None)
    qtbot.wait(50)
    return grade


def test_a_summary_growing_leaves_a_step_scrolled_out_of_view_out_of_it(qtbot, window: MainWindow) -> None:
    """The grade coming late (a loaded machine) while the chosen step is scrolled out of view: the
    list gives up a line and stays where the user scrolled it."""
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    steps, view, bar = panel.steps, panel.steps.viewport(), panel.steps.verticalScrollBar()
    grade = _grade_settled(qtbot, window)
    assert grade is not None and grade.puzzle == result.state.puzzle
    panel.select_step(len(result.path.steps) - 1)  # the last step: the list scrolled down
    qtbot.waitUntil(lambda: bar.value() > 0)
    qtbot.wait(50)
    bar.setValue(0)  # the user scrolls back up to read the first steps
    tall, summary = view.height(), panel.summary_label.height()
    panel.set_grade(grade)
    qtbot.waitUntil(lambda: panel.summary_label.height() > summary)
    qtbot.waitUntil(lambda: view.height() < tall)
    qtbot.wait(50)
    assert bar.value() == 0


class _ScrollsUpAtResize(QObject):
    """The user's scrolling landing between the list's resize and the panel's answer to it."""

    def __init__(self, steps) -> None:
        super().__init__()
        self.steps = steps

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.steps and event.type() == QEvent.Type.Resize:
            self.steps.removeEventFilter(self)
            QTimer.singleShot(0, lambda: self.steps.verticalScrollBar().setValue(0))
        return False


def test_the_users_scroll_after_the_list_got_shorter_wins(qtbot, window: MainWindow) -> None:
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    steps, view, bar = panel.steps, panel.steps.viewport(), panel.steps.verticalScrollBar()
    grade = _grade_settled(qtbot, window)
    row = view.height() // steps.visualItemRect(steps.item(0)).height() + 1  # a row below the first screen
    assert row < len(result.path.steps)
    panel.select_step(row)
    qtbot.wait(50)
    steps.scrollToItem(steps.item(row), QAbstractItemView.ScrollHint.PositionAtBottom)
    assert view.rect().contains(steps.visualItemRect(steps.item(row))) and bar.value() > 0
    tall = view.height()
    scroller = _ScrollsUpAtResize(steps)
    steps.installEventFilter(scroller)  # (after the panel's: it sees the resize first)
    panel.set_grade(grade)  # the summary takes a line more: the list gives it up
    qtbot.waitUntil(lambda: view.height() < tall)
    qtbot.wait(50)
    assert bar.value() == 0
