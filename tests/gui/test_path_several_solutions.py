"""The Solution Path of a puzzle with several solutions says that is why the logic stops, beside
the "Multiple solutions" badge, instead of blaming the logic (a setter reviewer's finding: "The
logic stops after 98 steps: it cannot finish from here." made a setter hunt for a strategy)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.solver.sat import Status

from gui_helpers import key, new_window, wait_analysis

GENTLE = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SHIFT = Qt.KeyboardModifier.ShiftModifier


def solve_from_here(qtbot, window) -> None:
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    qtbot.waitUntil(lambda: window.path_panel.result is not None and not window.path_panel.busy, timeout=20000)


def test_a_path_that_stops_on_a_puzzle_of_several_solutions_says_why(qtbot) -> None:
    several = GENTLE[:74] + "." + GENTLE[75:]  # r9c3's 8 removed: two solutions
    assert GENTLE[74] == "8"
    window = new_window(qtbot)
    window.set_document(Document(parse_line(several)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Multiple solutions")
    assert window._analysis.status is Status.SEVERAL
    solve_from_here(qtbot, window)
    text = window.path_panel.summary_label.text()
    assert "the puzzle has more than one solution, so logic cannot finish it" in text, text
    assert "it cannot finish from here" not in text
    # a unique puzzle's path says no such thing
    window.set_document(Document(parse_line(GENTLE)), mode=Mode.PLAY)
    wait_analysis(qtbot, window, "Unique solution")
    solve_from_here(qtbot, window)
    assert "more than one solution" not in window.path_panel.summary_label.text()
