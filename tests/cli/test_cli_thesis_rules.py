"""The command line on the thesis' rules: a Nurikabe Sudoku solved, counted and explained from
its native file, a secret direction path solved, and a chaos construction, which the human logic
does not know yet, refused by `rate` with a message and exit 2 (never a traceback)."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection
from str8ts_gui.solver.sat import solve

from cli_helpers import run

MARKS = "2....3.....34..9......8...5...6......65.2.4.....1.........4...3..98..6..5....2..."


def _file(tmp_path: Path, puzzle, name: str) -> str:
    path = tmp_path / name
    path.write_text(dumps_document(Document(puzzle)), encoding="utf-8")
    return str(path)


def test_nurikabe_and_the_path_solve(tmp_path: Path) -> None:
    puzzle = new_puzzle(4, [1] + [0] * 14 + [2]).replace(constraints=(NurikabeSudoku(shaded=(3, 12)),))
    path = _file(tmp_path, puzzle, "nurikabe.puzzle")
    code, out, err = run("solve", path)
    assert code == 0 and err == ""
    assert out.strip() == "".join(map(str, solve(puzzle, limit=1).solution))
    code, out, err = run("count", "--limit", "50", path)
    assert code == 0 and int(out) == solve(puzzle, limit=50).count > 1
    marks = new_puzzle(9, [0 if c == "." else int(c) for c in MARKS]).replace(constraints=(SecretDirection(40, 43),))
    code, out, err = run("solve", _file(tmp_path, marks, "marks.puzzle"))
    assert code == 0 and out.strip() == "".join(map(str, solve(marks, limit=1).solution))


def test_rate_refuses_a_chaos_construction(tmp_path: Path) -> None:
    puzzle = new_puzzle(4, [1] + [0] * 15).replace(constraints=(ChaosConstruction(),))
    code, out, err = run("rate", _file(tmp_path, puzzle, "chaos.puzzle"))
    assert code == 2 and out == ""
    assert "chaos.puzzle: line 1" in err and "boards without boxes" in err and "Traceback" not in err
