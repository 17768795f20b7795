"""A text that mixes two kinds' puzzle lines: the lines of the other kind are named, with their
line, never read silently as the file's kind (a Sudoku line solved as a Str8ts without boxes)
nor skipped as a '#' comment (a Str8ts line that starts with a black cell)."""

from __future__ import annotations

from pathlib import Path

import pytest

from str8ts_gui.core.document import iter_documents
from str8ts_gui.core.files import PuzzleFormatError
from tests.core.reading_helpers import read_kinds

ROOT = Path(__file__).resolve().parents[2]
SUDOKU = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
STR8TS = "5...4.##..a.e6#.#.8i.1..#.......3#..#.##3a#8#.2#..7....3#.56.i..#6i.#.#..#i....42"
STR8TS_HASH = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def read_all(text: str) -> list[tuple[int, str]]:
    return read_kinds(text, "mix.txt")


def test_sudoku_lines_among_str8ts_lines_are_named() -> None:
    got = read_all(f"{SUDOKU}\n{SUDOKU}\n{STR8TS}\n")
    assert got[2] == (3, "str8ts")
    for line in (1, 2):
        assert got[line - 1][0] == line and got[line - 1][1].startswith("a Sudoku line (digits and dots, no black cell)")
    with pytest.raises(PuzzleFormatError, match=r"mix.txt: line 1: a Sudoku line"):
        list(iter_documents(f"{SUDOKU}\n{STR8TS}\n", source="mix.txt"))


def test_a_str8ts_line_starting_with_a_black_cell_is_not_a_comment() -> None:
    # among Sudoku lines
    got = read_all(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU}\n{STR8TS_HASH}\n")
    assert [k for _l, k in got[:3]] == ["sudoku"] * 3
    assert got[3][0] == 4 and got[3][1].startswith("a Str8ts line (with black cells) among Sudoku puzzles")
    # among f-puzzles links
    link = next(s for s in (ROOT / "puzzles" / "sudoku-variants.txt").read_text(encoding="utf-8").split("\n") if s.startswith("https"))
    got = read_all(f"{link}\n{STR8TS_HASH}\n")
    assert got[0] == (1, "sudoku") and got[1][0] == 2 and got[1][1].startswith("a Str8ts line")


def test_files_of_one_kind_read_as_before() -> None:
    assert read_all(f"{STR8TS}\n{STR8TS_HASH}\n") == [(1, "str8ts"), (2, "str8ts")]
    assert read_all(f"{SUDOKU}\n# a comment\n{SUDOKU}\n") == [(1, "sudoku"), (3, "sudoku")]
    # a text the user names a Str8ts file (--kind str8ts) is one: a Str8ts without black cells
    # beside others is read as such, as before
    no_black = "1" + "." * 80
    forced = [(line, doc.puzzle.kind) for line, doc in iter_documents(f"{STR8TS}\n{no_black}\n", kind="str8ts")]
    assert forced == [(1, "str8ts"), (2, "str8ts")]
    # a rule of '#' (of a puzzle line's length) stays a comment in every kind's text
    for rule in ("#" * 81, "#" * 16):
        assert [k for _l, k in read_all(f"{SUDOKU}\n{rule}\n{SUDOKU}\n")] == ["sudoku", "sudoku"]
        forced = [d.puzzle.kind for _l, d in iter_documents(f"{SUDOKU}\n{rule}\n{SUDOKU}\n", kind="sudoku")]
        assert forced == ["sudoku", "sudoku"]
        suguru = "#Suguru 5x5 Easy\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"
        assert read_all(f"{suguru}\n{rule}\n") == [(1, "suguru")]
    assert read_all(f"{SUDOKU}\n") == [(1, "sudoku")]


def test_a_str8ts_line_among_suguru_puzzles_is_named() -> None:
    suguru = "#Suguru 5x5 Easy\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"
    got = read_all(f"{suguru}\n{STR8TS_HASH}\n")
    assert got[0] == (1, "suguru")
    assert got[1][0] == 8 and got[1][1].startswith("a Str8ts line (with black cells) among Suguru puzzles")
    # '#' lines that are comments stay comments
    assert read_all(f"# made by hand\n{suguru}") == [(1, "suguru")]
