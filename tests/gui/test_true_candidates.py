"""View > Show True Candidates (f-puzzles' "True Candidates", a setter's view): in edit mode every
empty cell shows the digits it holds in at least one solution, found again in the background after
each change of the puzzle; not in play mode (they would be the solution); none for a puzzle without
a solution; a search that runs out of time says so and shows nothing half-found."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.solver.sat import Status, true_candidates

from gui_helpers import key, new_window

LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
OPEN = parse_line(LINE.replace("1.4", "..4"))  # a 17-given puzzle less a given: many solutions
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def editing(qtbot, puzzle):
    w = new_window(qtbot)
    w.set_document(Document(puzzle), mode=Mode.EDIT)
    return w


def turn_on(qtbot, w) -> None:
    with qtbot.waitSignal(w.true_candidates.computed, timeout=20000):
        key(qtbot, w, Qt.Key.Key_T, CTRL_SHIFT)
    assert w.findChild(QAction, "action_true_candidates").isChecked()


def expected(puzzle) -> tuple[int, ...]:
    masks = true_candidates(puzzle).masks
    return tuple(0 if puzzle.clues[i] else m for i, m in enumerate(masks))


def test_edit_mode_shows_each_empty_cells_digits_of_all_solutions(qtbot) -> None:
    w = editing(qtbot, OPEN)
    ctl = w.controller
    assert ctl.true_candidates_shown() is None
    turn_on(qtbot, w)
    shown = ctl.true_candidates_shown()
    assert shown == expected(OPEN)
    # drawn as the board's candidates (not the player's marks), every empty cell; fewer than
    # the rules' own candidates one step deep somewhere (else the view would tell nothing)
    state, options = ctl.display()
    assert all(state.marks[i] == shown[i] for i in range(81))
    assert options.auto_marks == frozenset(i for i in range(81) if shown[i])
    rules = ctl.shown_candidates()
    assert all(shown[i] & ~rules[i] == 0 for i in range(81)) and any(shown[i] != rules[i] for i in range(81))
    # a given more: found again for the new puzzle; its cell shows none
    cell = next(i for i in range(81) if not OPEN.clues[i] and bin(shown[i]).count("1") > 1)
    digit = next(d for d in range(1, 10) if shown[cell] >> d & 1)
    with qtbot.waitSignal(w.true_candidates.computed, timeout=20000):
        ctl.select(cell)
        ctl.type_digit(digit)
    now = ctl.session.puzzle
    assert now.clues[cell] == digit and ctl.true_candidates_shown() == expected(now)
    # off: the board's own marks again
    key(qtbot, w, Qt.Key.Key_T, CTRL_SHIFT)
    assert ctl.true_candidates_shown() is None and not any(ctl.display()[0].marks)


def test_not_in_play_mode_where_they_would_be_the_solution(qtbot) -> None:
    w = editing(qtbot, OPEN)
    turn_on(qtbot, w)
    act = w.findChild(QAction, "action_true_candidates")
    w.set_mode(Mode.PLAY)
    assert w.controller.true_candidates_shown() is None and not act.isEnabled()
    assert not any(w.controller.display()[0].marks)
    with qtbot.waitSignal(w.true_candidates.computed, timeout=20000):
        w.set_mode(Mode.EDIT)
    assert act.isEnabled() and w.controller.true_candidates_shown() == expected(OPEN)


def test_no_solution_shows_none_and_a_slow_search_says_so(qtbot) -> None:
    broken = OPEN.replace(constraints=(KillerCage((40, 41), 2),))  # two cells cannot make 2
    w = editing(qtbot, broken)
    turn_on(qtbot, w)
    assert w.true_candidates.last.status is Status.NONE and w.controller.true_candidates_shown() is None
    w.true_candidates.time_limit = 0.0  # no time at all: stopped, nothing half-found is shown
    with qtbot.waitSignal(w.true_candidates.computed, timeout=20000):
        w.set_document(Document(OPEN), mode=Mode.EDIT)
    found = w.true_candidates.last
    assert found.status is Status.CANCELLED and found.timed_out and found.masks is None
    assert w.controller.true_candidates_shown() is None
    assert w.status_message().startswith("True candidates: not found within 0 s")
