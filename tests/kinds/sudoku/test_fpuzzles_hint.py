"""The quick look for f-puzzles hints in a text (before the f-puzzles module is loaded) answers
what the case-blind pattern answers."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.kinds.sudoku.detect import _FPUZZLES_HINT, _FPUZZLES_HINTS, _has_fpuzzles_hint

FIXED = [
    "",
    "nothing here",
    "..##9.c#...d...#.1g.1.##..#....61.9...#...#...........#.7#a...f..#...i...##..##..",
    "https://F-Puzzles.com/?load=N4IgzglgXgpiBcBOAN",
    "SUDOKUPAD.APP/abc",
    "see crackingthecryptic.com/SUDOKU/xyz",
    "crackingthecryptic.com/sudoku",  # no slash at the end: not a hint
    "fpuzzle s",
    "\u017fudokupad.app/",  # a long s: the pattern folds it to s, so the slow path decides
    "\u212aload=",  # the Kelvin sign
    "é load= é",
]


@pytest.mark.parametrize("text", FIXED)
def test_fixed_texts(text: str) -> None:
    assert _has_fpuzzles_hint(text) == (_FPUZZLES_HINT.search(text) is not None)


def test_random_case_and_cut_hints() -> None:
    rng = random.Random(21)
    for _ in range(400):
        hint = rng.choice([*_FPUZZLES_HINTS, "sudokupad.ap", "load"])
        mixed = "".join(c.upper() if rng.random() < 0.5 else c for c in hint)
        text = rng.choice(["", "x ", "line\n"]) + mixed + rng.choice(["", " y", "\n..#"])
        assert _has_fpuzzles_hint(text) == (_FPUZZLES_HINT.search(text) is not None), text
