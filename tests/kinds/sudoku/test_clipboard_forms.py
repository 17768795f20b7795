"""Sudoku text as people paste it: a bare grid (n lines of n characters), grids drawn by forums,
HoDoKu and Simple Sudoku (frame lines, '|' between boxes, spaces between cells), HoDoKu's
library line, '*' for an empty cell, and the '; title:' comments above a puzzle.
Each is read as a Sudoku without a kind given (Ctrl+V, File > Open and the command line share
the reader), reads back from its line form as the same Sudoku, and a bad one gets an error
that speaks of a Sudoku and names its line; a grid with a Str8ts black cell stays a Str8ts."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "cli"))  # the CLI helper
from cli_helpers import run as cli  # noqa: E402  (exit code, stdout, stderr) of str8ts ARGV

from str8ts_gui.core.document import Document, detect_kind, iter_documents, load_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.library import library_dir
from str8ts_gui.kinds.sudoku.formats import to_line
from str8ts_gui.kinds.sudoku.model import new_puzzle

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
ROWS = [PUZZLE[r * 9 : r * 9 + 9] for r in range(9)]
GRID = "\n".join(ROWS) + "\n"
# Wikipedia's Str8ts example (CC BY-SA 3.0, Andrew C. Stuart): black cells '#' and 'a'-'i'
STR8TS = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SMALL = "1..4.41.41....41"  # a 4 x 4
SIX = "1....6..61...1..6..6..1...16..6....1"  # a 6 x 6 (boxes 2 rows x 3 columns)


def rows_of(line: str, n: int) -> list[str]:
    return [line[r * n : (r + 1) * n] for r in range(n)]


def boxes(row: str, wide: int, cell_gap: str = " ", box_gap: str = " | ") -> str:
    """A row with '|' between its boxes (``4 . . | . . . | 8 . 5``)."""
    return box_gap.join(cell_gap.join(row[k : k + wide]) for k in range(0, len(row), wide))


def framed(line: str, n: int, tall: int, wide: int, *, top="+", mid="+", bottom="+", edge="+") -> str:
    """The forum grid (``+-------+-------+``, ``| 4 . . | ... |``): its corners and crossings as given."""
    dashes = "-" * (2 * wide + 1)

    def rule(end: str, cross: str) -> str:
        return end + cross.join([dashes] * (n // wide)) + end

    out = [rule(top, top if top != "." else ".")]
    for r, row in enumerate(rows_of(line, n)):
        if r and r % tall == 0:
            out.append(rule(edge, mid))
        out.append("| " + boxes(row, wide) + " |")
    out.append(rule(bottom, bottom))
    return "\n".join(out) + "\n"


FORUM = framed(PUZZLE, 9, 3, 3)
# HoDoKu's formatted givens: ".-------.", ":-------+-------:" between bands, "'-------'" at the bottom
HODOKU_GRID = framed(PUZZLE, 9, 3, 3, top=".", mid="+", bottom="'", edge=":")
# Simple Sudoku: "*-----------*", "|4..|...|8.5|", "|---+---+---|"
SIMPLE = (
    "*-----------*\n"
    + "\n".join(
        ("|---+---+---|\n" if r in (3, 6) else "") + "|" + boxes(row, 3, "", "|") + "|" for r, row in enumerate(ROWS)
    )
    + "\n*-----------*\n"
)
PIPES = "\n".join(boxes(row, 3, "", "|") for row in ROWS) + "\n"  # 4..|...|8.5, no frame
SPACED_BARS = "\n".join(boxes(row, 3) for row in ROWS) + "\n"  # 4 . . | . . . | 8 . 5
SPACED = "\n".join(" ".join(row) for row in ROWS) + "\n"  # 4 . . . . . 8 . 5
GROUPED = "\n".join(boxes(row, 3, "", " ") for row in ROWS) + "\n"  # 4.. ... 8.5
ZEROS = "\n".join(" ".join(row.replace(".", "0")) for row in ROWS) + "\n"  # 4 0 0 0 0 0 8 0 5
LIBRARY = f":0000:x:{PUZZLE}:::"  # HoDoKu's library line


def documents(text: str, **kwargs) -> list[Document]:
    return [doc for _n, doc in iter_documents(text, **kwargs)]


def only(text: str, **kwargs) -> Document:
    docs = documents(text, **kwargs)
    assert len(docs) == 1
    return docs[0]


def error_of(text: str, **kwargs) -> PuzzleFormatError:
    with pytest.raises(PuzzleFormatError) as info:
        documents(text, source="pasted.txt", **kwargs)
    return info.value




# -- 1. a bare grid is a Sudoku as its line is; a black cell keeps it a Str8ts -----------------


@pytest.mark.parametrize(
    "text",
    [
        GRID,
        GRID.replace(".", "0"),
        GRID.replace(".", "*"),
        "\n".join(rows_of(SMALL, 4)),
        "\n".join(rows_of(SIX, 6)),
        "  " + GRID.replace("\n", "\n  "),  # indented rows
    ],
    ids=["dots", "zeros", "stars", "4x4", "6x6", "indented"],
)
def test_a_bare_grid_without_black_cells_is_a_sudoku_like_its_line(text: str) -> None:
    line = "".join(s.strip() for s in text.split("\n") if s.strip()).replace("0", ".").replace("*", ".")
    assert detect_kind(line) == "sudoku"  # the line form decides so ...
    assert detect_kind(text) == "sudoku"  # ... and now the grid form the same way
    doc = only(text)
    assert doc.puzzle.kind == "sudoku" and to_line(doc.puzzle) == line


def test_a_16x16_bare_grid_is_a_sudoku() -> None:
    puzzle = new_puzzle(16, [(r * 4 + r // 4 + c) % 16 + 1 if (r + c) % 3 == 0 else 0 for r in range(16) for c in range(16)])
    text = "\n".join(rows_of(to_line(puzzle), 16))
    assert detect_kind(text) == "sudoku"
    assert only(text).puzzle == puzzle
    # sixteen lines of 16 that could all be 4 x 4 lines stay sixteen 4 x 4 Sudoku
    assert [d.puzzle.size for d in documents("\n".join([SMALL] * 16))] == [4] * 16


@pytest.mark.parametrize(
    "text",
    [
        "\n".join(rows_of(STR8TS, 9)),  # black cells '#' and black clues 'a'-'i'
        "#" + GRID[1:],  # one black cell is enough
        GRID.replace("4.....8.5", "4....a8.5"),  # a black clue alone too
        "\n".join(["." * 7] * 7),  # a 7 x 7: no Sudoku size
        "\n".join(["..3.."] * 5),
    ],
    ids=["wikipedia", "one-hash", "one-black-clue", "7x7", "5x5"],
)
def test_a_grid_with_a_black_cell_or_of_no_sudoku_size_stays_a_str8ts(text: str) -> None:
    assert detect_kind(text) == "str8ts"
    assert all(d.puzzle.kind == "str8ts" for d in documents(text))


def test_the_wikipedia_str8ts_grid_reads_as_the_same_str8ts_as_its_line() -> None:
    (grid,) = documents("\n".join(rows_of(STR8TS, 9)))
    (line,) = documents(STR8TS)
    assert grid.puzzle == line.puzzle and any(grid.puzzle.black)


def test_the_cli_reads_a_grid_file_as_a_sudoku_and_convert_keeps_the_kind(tmp_path: Path) -> None:
    path = tmp_path / "grid.txt"
    path.write_text(GRID, encoding="utf-8")
    code, out, err = cli("solve", "--json", str(path))
    result = json.loads(out)
    assert (code, err, result["kind"], result["status"]) == (0, "", "sudoku", "unique")
    code, out, _err = cli("convert", "--to", "line", str(path))
    assert (code, out) == (0, PUZZLE + "\n")
    # the line read back is the same Sudoku: the kind does not change on a round trip
    code, out, _err = cli("solve", "--json", out.strip())
    assert json.loads(out)["kind"] == "sudoku"


def test_several_grids_and_lines_in_one_text() -> None:
    text = GRID + "\n" + PUZZLE + "\n\n" + GRID.replace(".", "0")
    docs = documents(text)
    assert [to_line(d.puzzle) for d in docs] == [PUZZLE] * 3


def test_standard_input_still_takes_a_bare_row_for_a_puzzle_line() -> None:
    """(stdin is one puzzle a line: a bare row among puzzle lines is a line of 9, an error, as
    before; a bare grid alone, none of whose rows is a puzzle, and a drawn grid are read whole)"""
    code, out, err = cli("convert", "--to", "line", "-", stdin=PUZZLE + "\n" + GRID)
    assert code == 2 and out == PUZZLE + "\n"
    assert "line 2: expected a Sudoku line of 16, 36, 64, 81, 144, 256 characters, got 9" in err
    code, out, err = cli("convert", "--to", "line", "-", stdin=GRID)
    assert (code, out, err) == (0, PUZZLE + "\n", "")
    code, out, err = cli("convert", "--to", "line", "-", stdin=FORUM)
    assert (code, out, err) == (0, PUZZLE + "\n", "")


# -- 2. '; title:' and its kin describe the Sudoku below them ----------------------------------


def test_title_author_and_grade_comments_describe_the_sudoku_below() -> None:
    text = (
        "; my collection\n"
        "; title: First\n; author: Ann\n// grade: Easy\n" + PUZZLE + "\n"
        "\n"
        "; title: Second\n" + GRID + "\n"  # a grid takes them too
        "; title: Dropped\n\n" + PUZZLE + "\n"  # a blank line ends a description
        "; title: Own\n" + json.dumps({"format": "str8ts_gui", "version": 1, "kind": "sudoku", "size": 9,
                                       "puzzle": PUZZLE, "title": "Its own"}) + "\n"
    )
    docs = documents(text)
    assert [(d.title, d.author, d.grade) for d in docs] == [
        ("First", "Ann", "Easy"),
        ("Second", "", ""),
        ("", "", ""),
        ("Its own", "", ""),  # the document's own title wins
    ]


def test_opening_the_bundled_sudoku_file_keeps_every_title() -> None:
    """File > Open and the which-puzzle list read ``load_documents``; the library knew the
    titles already, the file reader now does too."""
    docs = load_documents(library_dir() / "sudoku-9x9.txt")
    assert len(docs) == 50 and all(d.puzzle.kind == "sudoku" for d in docs)
    assert (docs[0].title, docs[0].grade) == ("Sudoku 9x9 Easy 1", "Easy")
    assert (docs[-1].title, docs[-1].grade) == ("Sudoku 9x9 Diabolical 10", "Diabolical")
    assert len({d.title for d in docs}) == 50


def test_render_draws_the_title_of_the_comment(tmp_path: Path, qapp) -> None:
    """(``qapp``: render needs Qt; a QApplication, so later widget tests in this process work.)"""
    path = tmp_path / "titled.txt"
    path.write_text("; title: Sudoku 9x9 Easy 1\n; grade: Easy\n" + PUZZLE + "\n", encoding="utf-8")
    out = tmp_path / "titled.svg"
    code, _out, err = cli("render", "--out", str(out), str(path))
    assert (code, err) == (0, "")
    assert "Sudoku 9x9 Easy 1" in out.read_text(encoding="utf-8")


# -- 3. grids drawn by forums, HoDoKu, Simple Sudoku, Sudoku Explainer; HoDoKu's library line --


@pytest.mark.parametrize(
    "text",
    [FORUM, HODOKU_GRID, SIMPLE, PIPES, SPACED_BARS, SPACED, GROUPED, ZEROS, LIBRARY, PUZZLE.replace(".", "*"), " ".join(PUZZLE)],
    ids=[
        "forum", "hodoku-grid", "simple-sudoku", "pipes", "spaced-bars", "spaced", "grouped", "zeros", "library", "stars",
        "one-row",
    ],
)
def test_clipboard_forms_read_as_the_sudoku_and_round_trip(text: str, tmp_path: Path) -> None:
    assert detect_kind(text) == "sudoku"
    doc = only(text)
    assert doc.puzzle.kind == "sudoku" and to_line(doc.puzzle) == PUZZLE
    # the line written back reads as the same Sudoku (the window, Ctrl+V, the CLI alike)
    path = tmp_path / "pasted.txt"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("convert", "--to", "line", str(path))
    assert (code, out, err) == (0, PUZZLE + "\n", "")
    assert only(out).puzzle == doc.puzzle


def test_a_full_grid_in_boxes_of_digits_is_a_sudoku(tmp_path: Path) -> None:
    # a solved grid pasted as "534 678 912" rows was read as a Str8ts ("' ' is no cell of a
    # Str8ts grid"), as digits alone between spaces are plaintext numbers: words of three digits
    # cannot be (plaintext numbers are 0-16), so these rows are a grid's, as "4.. ... 8.5" are
    code, solved, err = cli("solve", PUZZLE)
    assert (code, err) == (0, "")
    full = solved.strip()
    assert len(full) == 81 and full.isdigit()
    for box_gap in (" ", " | "):
        text = "\n".join(boxes(row, 3, "", box_gap) for row in rows_of(full, 9)) + "\n"
        assert text.startswith(full[:3] + box_gap + full[3:6])
        assert detect_kind(text) == "sudoku"
        assert to_line(only(text).puzzle) == full
        path = tmp_path / "full.txt"
        path.write_text(text, encoding="utf-8")
        assert cli("solve", str(path)) == (0, full + "\n", "")
    # one- and two-digit numbers between spaces stay plaintext, read as before
    plain = "\n".join(" ".join(row) for row in rows_of(full, 9)) + "\n"
    assert detect_kind(plain) == "sudoku" and to_line(only(plain).puzzle) == full


def test_the_forum_grid_as_hodoku_draws_it() -> None:
    assert HODOKU_GRID.startswith(".-------.-------.-------.\n| 4 . . | . . . | 8 . 5 |\n")
    assert ":-------+-------+-------:" in HODOKU_GRID and HODOKU_GRID.endswith("'-------'-------'-------'\n")


@pytest.mark.parametrize(
    ("line", "n", "tall", "wide"),
    [(SMALL, 4, 2, 2), (SIX, 6, 2, 3), ("1" + "." * 62 + "8", 8, 2, 4)],
)
def test_framed_grids_of_other_sizes(line: str, n: int, tall: int, wide: int) -> None:
    text = framed(line, n, tall, wide)
    assert detect_kind(text) == "sudoku"
    assert to_line(only(text).puzzle) == line
    bare_bars = "\n".join(boxes(row, wide, "", "|") for row in rows_of(line, n))
    assert to_line(only(bare_bars).puzzle) == line


def test_a_16x16_grid_with_numbers_between_spaces() -> None:
    row = ["."] * 15 + ["16"]
    text = "\n".join(" ".join(row[k:] + row[:k]) for k in range(16))
    doc = only(text)
    assert doc.puzzle.size == 16 and doc.puzzle.clues[15] == 16 and doc.puzzle.clues[16 + 14] == 16


def test_hodoku_library_lines_with_steps_and_placed_digits() -> None:
    # a step's fields (code, digits, deleted candidates, eliminations...) are not read
    doc = only(f":0100:5:{PUZZLE}:511 512:519::")
    assert to_line(doc.puzzle) == PUZZLE and doc.state is None
    # '+' marks a digit the player placed: an entry, not a given
    placed = PUZZLE[:1] + "+1" + PUZZLE[2:]
    doc = only(f":0000:x:{placed}:::")
    assert to_line(doc.puzzle) == PUZZLE
    assert doc.state is not None and doc.state.entries[1] == 1 and sum(map(bool, doc.state.entries)) == 1
    # many library lines make a text of many Sudoku
    assert len(documents(f"{LIBRARY}\n{LIBRARY}\n")) == 2


def test_two_framed_grids_one_after_the_other() -> None:
    docs = documents("; title: A\n" + FORUM + "; title: B\n" + HODOKU_GRID)
    assert [(d.title, to_line(d.puzzle)) for d in docs] == [("A", PUZZLE), ("B", PUZZLE)]


# -- errors: a Sudoku-shaped text gets a Sudoku's words, with its line -------------------------


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        (FORUM.replace("| . 3 . |", "| . x . |"), 3, 5, "'x' is not a digit 1-9 or '.' for a 9 x 9 Sudoku"),
        (FORUM.replace("| . 3 . |", "| . 3 |"), 3, 24, "row 2 has 8 cells, expected 9 like the first row"),
        (FORUM.replace("| . 3 . | . . . | . . . |\n", ""), 12, None, "too few rows: a 9 x 9 Sudoku has 9 rows of 9 cells, found 8"),
        (PIPES.replace(".3.|...|...", ".3.|...|...."), 2, 12, "row 2 has 10 cells, expected 9 like the first row"),
        (PIPES.replace("4..|...|8.5", "4..|...|8.5."), 1, 1, "a row of a Sudoku grid has 4, 6, 8, 9, 12 or 16 cells, this one 10"),
        ("| 1 . . . . |\n| . . . . . |\n", 1, 3, "a row of a Sudoku grid has 4, 6, 8, 9, 12 or 16 cells, this one 5"),
        (SPACED.replace("4 . . . . . 8 . 5", "4 . . . . . 8 . A"), 1, 17, "'A' is not a digit 1-9 or '.' for a 9 x 9 Sudoku"),
        (f":0000:x:{PUZZLE[:-1]}:::", 1, 9, "the puzzle of a HoDoKu library line (its fourth field) has 80 cells; a Sudoku has"),
        (f":0000:x:{PUZZLE[:-1]}x:::", 1, 89, "'x' is not a digit 1-9 or '.' for a 9 x 9 Sudoku"),
        (f":0000:x:+{PUZZLE[1:]}:::", 1, 9, "a '+' in a HoDoKu library line marks a placed digit"),
    ],
    ids=["bad-cell", "short-row", "missing-row", "long-row", "long-first-row", "no-size", "spaced-bad", "library-short", "library-bad", "library-plus"],
)
def test_a_bad_sudoku_shaped_text_gets_a_sudoku_error(text: str, line: int, column, words: str) -> None:
    assert detect_kind(text) == "sudoku"
    e = error_of(text)
    assert words in e.reason, e.reason
    assert (e.source, e.line, e.column) == ("pasted.txt", line, column)
    assert "Str8ts" not in str(e)


def test_a_pencil_mark_grid_is_refused_with_words_that_say_so() -> None:
    pm = (
        "*-----------------------------------------------------------*\n"
        "| 6     19    2     | 3     19    5     | 4     8     7     |\n"
        "| 578   19    4     | 28    67    1679  | 3     159   1259  |\n"
    )
    e = error_of(pm)
    assert detect_kind(pm) == "sudoku"
    assert (e.line, e.column) == (2, 9)
    assert e.reason.startswith("'19' is not one digit: a Sudoku grid of candidates (pencil marks) is not read")


def test_box_lines_inside_a_box_are_another_puzzle() -> None:
    # a 6 x 6 drawn with boxes 3 rows tall and 2 wide is not our 6 x 6 (boxes 2 tall, 3 wide)
    e = error_of(framed(SIX, 6, 3, 2))
    assert "the boxes of a 6 x 6 Sudoku are 2 rows tall and 3 columns wide" in e.reason
    assert e.line == 5 and "line between rows 3 and 4" in e.reason
    e = error_of("\n".join(boxes(row, 2, "", "|") for row in rows_of(SIX, 6)))
    assert (e.line, e.column) == (1, 3) and "'|' after cell 2 of the row is not on the edge of a box" in e.reason


@pytest.mark.parametrize(
    "text",
    ["hello | world\nfoo | bar\n", "1 2 3 4\n5 6 . 8\n9 10 11 12\n13 14 15 16\n", "-------\n" + STR8TS + "\n-------\n" + STR8TS],
    ids=["words", "numbers-too-big", "str8ts-with-rules"],
)
def test_texts_that_only_look_alike_are_not_taken_for_a_sudoku(text: str) -> None:
    assert detect_kind(text) == "str8ts"


def test_a_drawn_grid_read_with_kind_str8ts_is_still_refused() -> None:
    e = error_of(FORUM, kind="str8ts")  # (--kind str8ts: the text is what the user says it is)
    assert e.line == 1 and "'+'" in e.reason


# -- any mutation of a drawn grid reads or fails with a format error ---------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([FORUM, HODOKU_GRID, SIMPLE, PIPES, SPACED_BARS, SPACED, LIBRARY, GRID]),
    st.lists(st.tuples(st.integers(0, 400), st.sampled_from(list("|+-*.:' 0123456789Ax#\n²é\t;")), st.booleans()), max_size=4),
)
def test_mutated_clipboard_forms_read_or_raise_a_format_error(text: str, edits) -> None:
    for at, ch, insert in edits:
        at %= len(text)
        text = text[:at] + ch + text[at + (0 if insert else 1) :]
    for kind in (None, "sudoku"):
        try:
            docs = documents(text, source="m.txt", kind=kind)
        except PuzzleFormatError as e:
            assert e.source == "m.txt" and len(str(e)) < 1000
        else:
            assert docs
