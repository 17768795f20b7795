"""Big puzzle lists and long lines read the same documents and errors as a cell-by-cell reading
would: the readers test a line's characters all at once (sudoku/detect.py LINE_CHARS, the Str8ts
byte translation), and these pin what that must give. No timing here: see benchmarks/reading.py."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.core.document import iter_documents, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.puzzle import BLACK_CHARS, WHITE_CHARS

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
STR8TS = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def _sudoku_lines(count: int, seed: int = 1) -> list[str]:
    rnd = random.Random(seed)
    out = []
    for _ in range(count):
        digits = list("123456789")
        rnd.shuffle(digits)
        out.append("".join(digits[int(ch) - 1] if ch != "." else rnd.choice(".0*") for ch in SUDOKU))
    return out


def test_a_list_of_sudoku_lines_reads_each_cell():
    lines = _sudoku_lines(2000)
    docs = loads_documents("\n".join(lines) + "\n", source="list.txt")
    assert len(docs) == len(lines)
    for line, doc in zip(lines, docs):
        assert doc.puzzle.kind == "sudoku"
        assert doc.puzzle.clues == tuple(0 if ch in ".0*" else int(ch) for ch in line)
        assert doc.puzzle.black == (False,) * 81 and all(type(b) is bool for b in doc.puzzle.black)


def test_a_16_by_16_line_takes_letters_in_either_case():
    line = ("123456789ABCDEFG" + "." * 240)
    lower = line.lower()
    upper_doc, lower_doc = loads_documents(f"{line}\n{lower}\n", kind="sudoku")
    assert upper_doc.puzzle == lower_doc.puzzle
    assert upper_doc.puzzle.clues[:16] == tuple(range(1, 17))


@pytest.mark.parametrize(
    ("bad", "reason"),
    [("A", "'A' is not a digit 1-9 or '.' for a 9 x 9 Sudoku"), ("é", "'é' is not a digit 1-9 or '.' for a 9 x 9 Sudoku")],
)
def test_a_bad_cell_deep_in_a_list_is_named_at_its_line_and_column(bad, reason):
    lines = _sudoku_lines(500)
    lines[321] = lines[321][:40] + bad + lines[321][41:]
    found = list(iter_documents("\n".join(lines), source="list.txt", keep_going=True))
    errors = [(line, doc) for line, doc in found if isinstance(doc, PuzzleFormatError)]
    assert len(found) == 500 and len(errors) == 1
    line, error = errors[0]
    assert (line, error.line, error.column) == (322, 322, 41)
    assert error.reason == reason


def test_a_list_of_str8ts_lines_reads_colours_and_digits():
    rnd = random.Random(2)
    lines = ["".join(rnd.choice(".#" + WHITE_CHARS[:9] + BLACK_CHARS[:9]) for _ in range(81)) for _ in range(500)]
    lines = [STR8TS] + [line if "." in line else "." + line[1:] for line in lines]
    docs = loads_documents("\n".join(lines), source="list.txt")
    assert len(docs) == len(lines)
    for line, doc in zip(lines, docs):
        black = tuple(ch == "#" or ch in BLACK_CHARS for ch in line)
        clues = tuple(0 if ch in ".#" else (WHITE_CHARS + BLACK_CHARS).index(ch) % 16 + 1 for ch in line)
        assert doc.puzzle.kind == "str8ts" and doc.puzzle.black == black and doc.puzzle.clues == clues
        assert all(type(b) is bool for b in doc.puzzle.black)


def test_a_str8ts_digit_too_big_for_its_board_is_named():
    line = "#" + "5" + "." * 14  # a 4 x 4 board
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents(line, kind="str8ts")
    assert (e.value.reason, e.value.line, e.value.column) == ("digit 5 out of range 1-4", 1, 2)


@pytest.mark.parametrize("cells", ["4.....8.5", "400000805", "4 0 0 0 0 0 8 0 5 "])
def test_one_long_line_is_refused_or_read_as_before(cells):
    text = cells * 20_000  # 180,000 characters or more on one line
    if " " in cells:  # plaintext numbers: the first 256 make a 16 x 16, as before
        (doc,) = loads_documents(text, source="long.txt")
        assert doc.puzzle.size == 16 and doc.puzzle.clues == tuple(int(t) for t in text.split()[:256])
        return
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents(text, source="long.txt")
    assert e.value.line == 1 and e.value.reason.startswith(
        f"expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16 (16, 25, 36, 49, 64, 81, ... 256), got {len(text)}; "
    )
