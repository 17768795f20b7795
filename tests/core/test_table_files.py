"""A tab-separated table whose first line names a ``puzzle`` column (a spreadsheet's export, the
shared corpora's .tsv) is read as the puzzles of that column, each at its own line, with the
title and grade of its ``title``/``name`` and ``grade`` columns; it was refused line by line."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import loads_documents, iter_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.formats import to_line

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU = "050703060007000800000816000000030000005000100730040086906000204840572093000409000"


def test_a_table_gives_the_puzzles_of_its_puzzle_column_with_their_titles_and_grades() -> None:
    text = f"name\tgrade\tpuzzle\tsolution\nGentle one\tGentle\t{WIKI}\tx\n\nSecond\t\t{WIKI}\n"
    got = list(iter_documents(text, source="t.tsv"))
    assert [line for line, _doc in got] == [2, 4]
    (_, first), (_, second) = got
    assert to_line(first.puzzle) == WIKI and (first.title, first.grade) == ("Gentle one", "Gentle")
    assert (second.title, second.grade) == ("Second", "")


def test_a_table_of_sudoku_is_read_as_sudoku() -> None:
    docs = loads_documents(f"grade\tpuzzle\nEasy\t{SUDOKU}\n", source="s.tsv")
    assert len(docs) == 1 and docs[0].grade == "Easy" and docs[0].puzzle.kind == "sudoku"


def test_a_bad_puzzle_in_a_table_is_named_by_its_line() -> None:
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents(f"puzzle\ttitle\n{WIKI}\tfine\n{WIKI[:-1]}\tshort\n", source="t.tsv")
    assert e.value.source == "t.tsv" and e.value.line == 3


def test_a_text_with_tabs_but_no_puzzle_column_is_not_a_table() -> None:
    with pytest.raises(PuzzleFormatError):
        loads_documents(f"grade\tgrid\nEasy\t{SUDOKU}\n", source="s.tsv")
    assert len(loads_documents(f"{WIKI}\n", source="p.txt")) == 1  # a plain list: as before
