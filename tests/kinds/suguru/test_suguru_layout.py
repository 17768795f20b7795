"""Suguru regions drawn so that the board has no solution, whatever its other givens (a
reviewer's finding: two touching regions of one cell read "the grid cannot be filled, whatever
the givens", and a region of one cell beside a given 1 blamed the given). ``layout_conflict``
names what certainly leaves no solution -- two regions of one cell that touch, a region of one
cell that touches a given 1, a region whose every cell touches such a 1 -- and nothing else."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from suguru_bruteforce import all_solutions, random_small_regions
from str8ts_gui.core.document import load_documents
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.suguru import formats, model
from str8ts_gui.kinds.suguru.layout import layout_conflict

PUZZLES = Path(__file__).resolve().parents[3] / "puzzles"
SUGURU = get_kind("suguru")


def board(text: str):
    return formats.parse_text(text).puzzle


def split(puzzle, *cells: int):
    """Each of ``cells`` made a region of its own (the editor's right click)."""
    for i in cells:
        regions = list(puzzle.regions)
        regions[i] = max(regions) + 1
        puzzle = model.with_regions(puzzle, regions)
    return puzzle


@pytest.mark.parametrize("second", [1, 4, 5])  # beside, below, diagonally
def test_two_regions_of_one_cell_that_touch(second: int) -> None:
    puzzle = split(SUGURU.empty_rect(4, 4), 0, second)
    found = layout_conflict(puzzle)
    assert found is not None and found.kind == "layout" and found.digit == 1
    assert found.cells == (0, second)
    other = puzzle.cell_name(second)
    assert found.message == (
        f"r1c1 and {other} (ringed) are regions of one cell that touch, and each must be 1; change the regions"
    )
    assert SUGURU.layout_conflict(puzzle) == found  # the kind's hook


def test_a_region_of_one_cell_that_touches_a_given_1() -> None:
    puzzle = board("a,a,b,b\na,a,b1,b\nc,c,d,d\nc,c,d,d\n")
    found = layout_conflict(split(puzzle, 1))  # r1c2 beside r2c3's given 1
    assert found is not None and found.cells == (1, 6)
    assert found.message == (
        "r1c2 (ringed), a region of one cell, must be 1 and touches the given 1 in r2c3 (ringed); "
        "change the regions or the given"
    )


def test_a_region_with_no_place_for_its_1() -> None:
    # one right click in a corner of a new board: the rest of its 2 x 2 square touches r1c1
    found = layout_conflict(split(SUGURU.empty_rect(4, 4), 0))
    assert found is not None and found.cells == (0, 1, 4, 5)
    assert found.message == (
        "the region of r1c2 (ringed) has no place for its 1: each of its cells touches a cell that must be 1 "
        "(r1c1, a region of one cell, ringed); change the regions"
    )


def test_no_place_for_a_1_between_a_region_of_one_cell_and_a_given_1() -> None:
    # the region of r1c2 (r1c2, r1c3) touches r1c1 (alone) and the given 1 in r2c4
    puzzle = board("a,b,b,c\nd,d,e,c1\nd,d,e,c\nf,f,e,e\n")
    found = layout_conflict(puzzle)
    assert found is not None and found.cells == (0, 1, 2, 7)
    assert found.message == (
        "the region of r1c2 (ringed) has no place for its 1: each of its cells touches a cell that must be 1 "
        "(r1c1, a region of one cell, and the given 1 in r2c4, ringed); change the regions"
    )


def test_given_1s_alone_are_the_givens_doing_not_the_regions() -> None:
    # the region of r1c2 touches only given 1s: the solver's conflicting givens say that
    puzzle = board("a1,b,b,c1\nd,d,d,c\nd,e,e,e\nf,f,e,e\n")
    assert all_solutions(4, 4, puzzle.regions, puzzle.clues, limit=1) == []
    assert layout_conflict(puzzle) is None


def test_a_region_with_a_given_is_left_to_the_solver() -> None:
    # r1c2 and r1c3 hold no 1 (r1c1 alone), but r1c3 holds a given 2: not claimed
    puzzle = board("a,b,b2,c\nd,d,e,c\nd,d,e,c\nf,f,e,e\n")
    assert layout_conflict(puzzle) is None


def test_nothing_on_the_library_puzzles_nor_new_boards() -> None:
    for doc in load_documents(PUZZLES / "suguru-library.txt"):
        assert layout_conflict(doc.puzzle) is None, doc.title
    for w, h in [(2, 2), (3, 5), (6, 6), (9, 7)]:
        assert layout_conflict(SUGURU.empty_rect(w, h)) is None


def _cases(count: int, seed: int):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        w, h = rng.randint(2, 4), rng.randint(2, 4)
        regions = random_small_regions(w, h, rng, biggest=rng.choice([2, 3, 4]))
        sizes = {g: regions.count(g) for g in regions}
        clues = [0] * (w * h)
        for i in range(w * h):
            if rng.random() < 0.15:
                clues[i] = rng.randint(1, sizes[regions[i]])
        out.append((w, h, regions, tuple(clues)))
    return out


def test_what_it_claims_is_always_true_and_it_finds_the_obvious() -> None:
    """On random tiny boards (regions of 1 to 4 cells, a few givens): whenever it names a cause
    the board has no solution (brute force, no code of the kind), and it names one for every
    board with two touching regions of one cell."""
    claimed = 0
    for w, h, regions, clues in _cases(400, 11):
        puzzle = model.new_puzzle(w, h, regions, clues)
        found = layout_conflict(puzzle)
        if found is not None:
            claimed += 1
            assert all_solutions(w, h, regions, clues, limit=1) == [], (w, h, regions, clues, found.message)
            assert set(found.cells) and all(0 <= i < w * h for i in found.cells)
        singles = [i for i in range(w * h) if regions.count(regions[i]) == 1 and not clues[i]]
        near = model.kings(w, h)
        if any(j in singles for i in singles for j in near[i]):
            assert found is not None and "regions of one cell that touch" in found.message
    assert claimed > 40  # the cases do exercise it
