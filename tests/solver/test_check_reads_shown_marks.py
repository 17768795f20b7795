"""Check reads the pencil marks the board shows, :meth:`PlayState.shown_marks`, directly (no
second copy of that rule in the analysis)."""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.solver import analysis

SUDOKU = parse_line("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")


def test_check_reads_the_shown_marks(monkeypatch) -> None:
    """check_position goes through PlayState.shown_marks: what it returns is what Check reads."""
    puzzle = SUDOKU
    n2 = puzzle.cell_count
    sol = analysis.default_solve(puzzle).solution
    cell = next(i for i in range(n2) if not puzzle.clues[i])
    wrong = next(d for d in range(1, 10) if d != sol[cell])
    state = PlayState(puzzle, (0,) * n2, (0,) * n2)
    assert not analysis.check_position(state).wrong_marks
    shown = tuple(digits_mask([wrong]) if i == cell else 0 for i in range(n2))
    monkeypatch.setattr(PlayState, "shown_marks", lambda self: shown)
    assert analysis.check_position(state).wrong_marks == {cell}
