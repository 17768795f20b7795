"""The Hint and Solution Path panels are built when they are first shown (not at the window's
start): what the window learnt before then (the grade, several solutions) is in the path panel all
the same, the keys that step through a path do nothing harmful before it exists, and the column
keeps its order (number pad, hint, path) whichever is built first."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.formats import parse_line

from gui_helpers import key, new_window, wait_analysis

GENTLE = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
ALT = Qt.KeyboardModifier.AltModifier


def show_path_first_time(qtbot, window) -> None:
    assert window._path_panel is None  # not built before
    key(qtbot, window, Qt.Key.Key_P, CTRL_ALT)  # View > Solution Path
    qtbot.waitUntil(
        lambda: window._path_panel is not None and window.path_panel.result is not None and not window.path_panel.busy,
        timeout=20000,
    )
    assert window.path_panel.isVisible() and window.act_path_panel.isChecked()


def test_a_panel_built_after_the_grade_names_it(qtbot) -> None:
    window = new_window(qtbot)
    window.set_document(Document(parse_line(GENTLE)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Unique solution")
    qtbot.waitUntil(lambda: window._grade is not None, timeout=20000)
    grade = window._grade.grade
    assert grade and window.grade_text() == window._grade.text
    show_path_first_time(qtbot, window)
    assert f"The puzzle's grade: {grade}." in window.path_panel.summary_label.text()


def test_a_panel_built_after_several_solutions_were_found_says_so(qtbot) -> None:
    several = GENTLE[:74] + "." + GENTLE[75:]  # r9c3's 8 removed: two solutions
    window = new_window(qtbot)
    window.set_document(Document(parse_line(several)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Multiple solutions")
    show_path_first_time(qtbot, window)
    text = window.path_panel.summary_label.text()
    assert "the puzzle has more than one solution, so logic cannot finish it" in text, text


def test_step_keys_before_the_panel_exists_leave_the_board_alone(qtbot) -> None:
    window = new_window(qtbot)
    window.set_document(Document(parse_line(GENTLE)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Unique solution")
    state = window.controller.session.state
    for k in (Qt.Key.Key_Left, Qt.Key.Key_Home):  # Previous Step, Your Board
        key(qtbot, window, k, ALT)
    window.hint()  # a hint goes back to the live board first
    assert window._path_panel is None  # none of them builds the panel
    assert not window.controller.previewing and window.controller.session.state == state
    assert not window.act_previous_step.isEnabled() and not window.act_next_step.isEnabled()
    key(qtbot, window, Qt.Key.Key_Right, ALT)  # Next Step: off until there is a path
    assert window._path_panel is None


def test_the_column_keeps_its_order_whichever_panel_is_built_first(qtbot) -> None:
    window = new_window(qtbot)
    window.set_document(Document(parse_line(GENTLE)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Unique solution")
    assert window._hint_panel is None and window._path_panel is None
    key(qtbot, window, Qt.Key.Key_P, CTRL_ALT)  # the path first
    qtbot.waitUntil(lambda: window._path_panel is not None and not window.path_panel.busy, timeout=20000)
    assert window._hint_panel is None
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # Hint: the hint panel, built now
    qtbot.waitUntil(lambda: window.hint_panel.level_label.text() != "", timeout=20000)
    column = window.side_column.panels
    assert column.index(window.number_pad) < column.index(window.hint_panel) < column.index(window.path_panel)
    assert window.hint_panel.isVisible() and window.act_hint_panel.isChecked()
    assert window.hint_panel.toggleViewAction() is window.act_hint_panel
    assert window.hint_panel.geometry().bottom() < window.path_panel.geometry().top()  # drawn in that order
    key(qtbot, window, Qt.Key.Key_H, CTRL_ALT)  # View > Hint Panel hides it
    assert not window.hint_panel.isVisible() and not window.act_hint_panel.isChecked()
