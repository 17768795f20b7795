"""``str8ts rate`` grades the puzzle, as the window does: its givens and rules, whatever digits a
saved game or an f-puzzles grid carries besides (the player's entries, test-solve digits).
``hint`` still works from the position (its own tests)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_data
from str8ts_gui.solver.sat import solve

from cli_helpers import run

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
STR8TS = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def with_entries(kind: str, line: str, *, every: int = 1, wrong: bool = False) -> Document:
    """The puzzle of ``line`` with the solution's digits entered in every ``every``-th open cell
    (``wrong``: and two entries that repeat a digit in the first row's open cells)."""
    puzzle = get_kind(kind).parse_line(line)
    solution = solve(puzzle, limit=1).solution
    open_cells = [i for i in puzzle.white_cells() if not puzzle.clues[i]]
    entries = [0] * puzzle.cell_count
    for k, i in enumerate(open_cells):
        if k % every == 0:
            entries[i] = solution[i]
    if wrong:
        a, b = [i for i in open_cells if i < puzzle.size][:2]
        entries[a] = entries[b] = solution[a]
    return Document(puzzle, state=PlayState(puzzle, tuple(entries), (0,) * puzzle.cell_count))


def rated(*sources: str) -> list[str]:
    code, out, err = run("rate", "--jobs", "1", *sources)
    assert code == 0 and err == "", err
    return out.splitlines()


@pytest.mark.parametrize(
    "kind, line, suffix", [("sudoku", SUDOKU, ".puzzle"), ("str8ts", STR8TS, ".str8ts"), ("sudoku", SUDOKU, ".str8ts")]
)
def test_a_saved_game_is_rated_from_its_givens(tmp_path: Path, kind: str, line: str, suffix: str) -> None:
    (plain,) = rated(line)
    assert plain.startswith(("Hard", "Moderate")) and "0 steps" not in plain
    for every in (1, 3):
        path = tmp_path / f"game{every}{suffix}"
        path.write_text(dumps_document(with_entries(kind, line, every=every)), encoding="utf-8")
        assert rated(str(path)) == [plain]
    code, out, _ = run("rate", "--json", "--jobs", "1", str(path))
    (want,) = [json.loads(o) for o in run("rate", "--json", "--jobs", "1", line)[1].splitlines()]
    assert json.loads(out)["source"] == str(path) and want["source"] == "argument 1"
    want["source"] = str(path)
    assert code == 0 and json.loads(out) == want  # the grid after logic from the givens too


def test_entries_that_break_a_rule_do_not_make_the_puzzle_unsolvable(tmp_path: Path) -> None:
    path = tmp_path / "wrong.puzzle"
    path.write_text(dumps_document(with_entries("sudoku", SUDOKU, every=5, wrong=True)), encoding="utf-8")
    assert rated(str(path)) == rated(SUDOKU)


def test_an_f_puzzles_grid_full_of_entries_is_rated_from_its_givens(tmp_path: Path) -> None:
    """An f-puzzles grid whose every open cell holds a non-given value (a test solve left in a
    shared link) is the puzzle of its givens, not a finished grid graded Easy in 0 steps."""
    data = to_fpuzzles_data(with_entries("sudoku", SUDOKU))
    assert sum(1 for row in data["grid"] for cell in row if "value" in cell and not cell.get("given")) == 81 - 17
    path = tmp_path / "entries.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert rated(str(path)) == rated(SUDOKU)
    assert not rated(str(path))[0].startswith("Easy (score 0")
