"""A Str8ts puzzle line that does not start with a black cell, among Sudoku lines (or f-puzzles
links), is named as a Str8ts line at its line, as one that starts with '#' was: not 'the
character ... is not a digit' of the Sudoku reader."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document, iter_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_link
from tests.cli.cli_helpers import run
from tests.core.reading_helpers import read_kinds

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
# a Str8ts line starting with a white cell: '#' and black clues further on
STR8TS_WHITE_FIRST = "5...4.##..a.e6#.#.8i.1..#.......3#..#.##3a#8#.2#..7....3#.56.i..#6i.#.#..#i....42"
# one with black clues but no '#': every character a Sudoku line's, but 'a'-'i' beyond 9 x 9
STR8TS_NO_HASH = "5...4.ab..a.e6c.d.8i.1..b.......3c..d.ef3a.8g.2h..7....3i.56.i..a6i.b.c..di....42"


def reasons(text: str) -> list[tuple[int, str]]:
    return read_kinds(text, "list.txt")


@pytest.mark.parametrize("line", [STR8TS_WHITE_FIRST, STR8TS_NO_HASH])
def test_a_str8ts_line_among_sudoku_lines_is_named_as_one(line: str) -> None:
    got = reasons(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU}\n{line}\n{SUDOKU}\n")
    assert [k for _l, k in got][:3] == ["sudoku"] * 3 and got[4] == (5, "sudoku")
    assert got[3][0] == 4
    assert got[3][1].startswith("a Str8ts line (with black cells) among Sudoku puzzles"), got[3][1]
    with pytest.raises(PuzzleFormatError, match=r"^list.txt: line 4: a Str8ts line \(with black cells\)"):
        list(iter_documents(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU}\n{line}\n", source="list.txt"))


def test_a_str8ts_line_among_fpuzzles_links_is_named_as_one() -> None:
    link = to_fpuzzles_link(Document(parse_line(SUDOKU)))
    got = reasons(f"{link}\n{STR8TS_WHITE_FIRST}\n{link}\n")
    assert got[0] == (1, "sudoku") and got[2] == (3, "sudoku")
    assert got[1][0] == 2 and got[1][1].startswith("a Str8ts line (with black cells) among Sudoku puzzles"), got[1][1]


def test_bad_sudoku_lines_keep_their_sudoku_message() -> None:
    bad = SUDOKU[:5] + "x" + SUDOKU[6:]
    got = reasons(f"{SUDOKU}\n{bad}\n{SUDOKU}\n")
    assert got[1] == (2, "'x' is not a digit 1-9 or '.' for a 9 x 9 Sudoku")
    # a 16 x 16 Sudoku line written with lower-case 10-16 is a Sudoku, not a Str8ts line
    big = ("1a2b3c4d5e6f7g.." * 16)
    assert reasons(f"{big}\n{big}\n") == [(1, "sudoku"), (2, "sudoku")]


def test_cli_names_the_line_and_exits_2(tmp_path) -> None:
    path = tmp_path / "list.txt"
    path.write_text(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU}\n{STR8TS_WHITE_FIRST}\n{SUDOKU}\n", encoding="utf-8")
    code, out, err = run("check", str(path))
    assert code == 2
    assert "list.txt: line 4: a Str8ts line (with black cells) among Sudoku puzzles" in err
    assert out.count("ok:") == 4
