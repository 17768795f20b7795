"""The Sudoku variants of the bundled library (puzzles/sudoku-variants.txt, issue 19): made by our
own generator, each unique, a spread of rules (killer, thermo, arrow, Kropki/XV, lines, little
killer, jigsaw, mixes), each grade what our logic says of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.kinds.sudoku import variant_library
from str8ts_gui.kinds.sudoku.variant_generator import rate
from str8ts_gui.solver.sat import Status, solve

ROOT = Path(__file__).resolve().parents[3]
DOCS = read_library_file(ROOT / "puzzles" / variant_library.FILE_NAME)


def test_the_file_holds_every_family_of_the_builder() -> None:
    assert len(DOCS) == sum(count for *_rest, count in variant_library.FAMILIES)
    rules = {c.rule for d in DOCS for c in d.puzzle.constraints}
    assert {"killer", "thermo", "arrow", "kropki", "xv", "renban", "whispers", "palindrome", "littlekiller"} <= rules
    assert any(d.puzzle.regions for d in DOCS)  # jigsaw
    assert all(d.puzzle.kind == "sudoku" and d.title and d.grade for d in DOCS)
    assert any(len({c.rule for c in d.puzzle.constraints}) > 1 for d in DOCS)  # mixes


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.title)
def test_each_has_exactly_one_solution(doc) -> None:
    assert solve(doc.puzzle, limit=2).status is Status.UNIQUE


# the grades of a few (every grade is checked when the file is built; the logic is slow on some)
@pytest.mark.parametrize("doc", [d for d in DOCS if d.title.startswith(("Killer Sudoku 6x6", "Thermo Sudoku 6x6", "X-Sudoku"))],
                         ids=lambda d: d.title)
def test_the_grade_is_what_the_logic_says(doc) -> None:
    solution = solve(doc.puzzle).solution
    assert doc.grade == (rate(doc.puzzle, solution) or "unrated")
