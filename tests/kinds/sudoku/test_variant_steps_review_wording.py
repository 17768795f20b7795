"""Fresh-eyes review of variant steps' sentences, as a player reads them on the bundled variant
puzzles (puzzles/sudoku-variants.txt): a jigsaw's empty rectangle names its region (not "the
box"), and a 45 rule names the cages crossing the border as cages and says innies minus outies
with a positive number (outies minus innies when that is the way round)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.kinds.sudoku import variant_library
from str8ts_gui.kinds.sudoku.logic.path import solve_path
from str8ts_gui.solver.sat import solve

ROOT = Path(__file__).resolve().parents[3]
DOCS = {d.title: d for d in read_library_file(ROOT / "puzzles" / variant_library.FILE_NAME)}


@lru_cache(maxsize=None)
def _steps(title: str):
    doc = DOCS[title]
    sol = solve(doc.puzzle).solution
    path = solve_path(doc.puzzle, unique=True)
    return sol, path.steps


def _sound(sol, step) -> None:
    assert all(sol[c] != d for c, d in step.eliminations), step
    assert all(sol[c] == d for c, d in step.placements), step


def test_a_jigsaw_empty_rectangle_names_its_region_not_a_box() -> None:
    sol, steps = _steps("Jigsaw Sudoku 9x9 1")
    ers = [s for s in steps if s.strategy == "Empty rectangle"]
    assert ers
    for s in ers:
        _sound(sol, s)
        region = re.match(r"In (region \d+),", s.text).group(1)
        assert "the box" not in s.text, s.text
        assert f"and {region} would have no place for" in s.text, s.text


def test_a_45_rule_says_cages_crossing_and_no_negative_number() -> None:
    sol, steps = _steps("Little Killer Sudoku 9x9 1")
    rules = [s for s in steps if s.strategy == "45 rule"]
    assert rules
    for s in rules:
        _sound(sol, s)
        assert not re.search(r"the \d+ crossing", s.text), s.text  # "the 1 crossing" reads as a digit
        assert not re.search(r"make?s? -\d", s.text), s.text
    texts = [s.text for s in rules]
    # box 2: the cages add up to 53, 8 more than 45: the outies are 8 more than the innie
    assert any(
        "the cage crossing its border add up to 53, so the outies r1c7 and r1c8 minus the innie r2c4 make 8" in t
        for t in texts
    ), texts
    assert any("the 2 cages crossing its border add up to 52" in t for t in texts), texts


def test_locked_candidates_name_the_cage_not_a_kings_move_the_puzzle_has_not() -> None:
    # Little Killer Sudoku 9x9 2 has killer cages and little killers, no anti-king rule: r3c3
    # sees r2c4 (a diagonal neighbour in another box) through the killer cage they share
    doc = DOCS["Little Killer Sudoku 9x9 2"]
    assert "antiking" not in {c.rule for c in doc.puzzle.constraints}
    sol, steps = _steps("Little Killer Sudoku 9x9 2")
    locked = [s for s in steps if s.strategy == "Locked candidates"]
    assert locked
    for s in locked:
        _sound(sol, s)
        assert "king's move" not in s.text and "knight's move" not in s.text, s.text
    first = locked[0].text
    assert first.startswith("In box 2, 2 can only go in r2c4, r3c4, r3c5 and r3c6; r3c3 sees all of them (through the killer cage 16 at r2c4), "), first


def test_an_anti_king_puzzle_still_says_kings_move() -> None:
    sol, steps = _steps("Renban Anti-king Sudoku 9x9")
    texts = [s.text for s in steps if s.strategy == "Locked candidates"]
    assert any("(through a king's move)" in t for t in texts), texts
    # each reason once, the last after "and" (it said "a king's move, a king's move, renban line at r1c5")
    assert any("(through a king's move and the renban line at r1c5)" in t for t in texts), texts
    for t in texts:
        through = t.split("(through ")[1].split(")")[0].replace(" and ", ", ").split(", ")
        assert len(through) == len(set(through)), t
