"""Sudoku formats: the puzzle line, SadMan .sdk, plaintext numbers, native JSON, and how the
reader tells a Sudoku text from a Str8ts one when it is given no kind."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from str8ts_gui.core.document import Document, detect_kind, dumps_document, iter_documents, loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.kinds.sudoku import SUDOKU
from str8ts_gui.kinds.sudoku.formats import detect, parse_line, parse_sdk, parse_txt, to_line, to_sdk, to_txt
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle

# the SudoCue example of its .sdk page (sudocue.net/fileformats.php), a 9 x 9 with every header
SUDOCUE = """#ARuud
#DA random puzzle created by SudoCue
#CJust start plugging in the numbers
#B03-08-2006
#SSudoCue
#LEasy
#Uhttp://www.sudocue.net/
2..1.5..3
.54...71.
.1.2.3.8.
6.28.73.4
.........
1.53.98.6
.2.7.1.6.
.81...24.
7..4.2..1
"""
SUDOCUE_LINE = "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1"
# Wikipedia's Str8ts example (CC BY-SA 3.0, Andrew C. Stuart): black cells '#' and 'a'-'i'
STR8TS_WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


def only(text: str, **kwargs) -> Document:
    docs = [doc for _n, doc in iter_documents(text, **kwargs)]
    assert len(docs) == 1
    return docs[0]


def error_of(text: str, **kwargs) -> PuzzleFormatError:
    with pytest.raises(PuzzleFormatError) as info:
        list(iter_documents(text, **kwargs))
    return info.value


def rows_of(line: str, n: int) -> list[str]:
    return [line[r * n : (r + 1) * n] for r in range(n)]


# -- strategies -----------------------------------------------------------------------------

one_line_text = st.text(alphabet="abcXYZ 019-.'é", max_size=20)
notes_text = st.text(alphabet="abc XYZ 019-.\n", max_size=40)


@st.composite
def sudokus(draw) -> Puzzle:
    """Any Sudoku clues (formats do not care whether they can be solved)."""
    n = draw(st.sampled_from(SIZES))
    clues = draw(st.lists(st.integers(0, n), min_size=n * n, max_size=n * n))
    return new_puzzle(n, clues)


@st.composite
def documents(draw) -> Document:
    puzzle = draw(sudokus())
    return Document(
        puzzle,
        title=draw(one_line_text),
        author=draw(one_line_text),
        notes=draw(notes_text),
        grade=draw(one_line_text),
    )


# -- writers and readers round trip ---------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(sudokus())
def test_line_round_trips_without_a_kind(puzzle: Puzzle) -> None:
    line = SUDOKU.writers["line"](Document(puzzle))
    assert len(line) == puzzle.size**2 and "\n" not in line
    assert only(line).puzzle == puzzle
    assert only(line.replace(".", "0")).puzzle == puzzle  # '0' is an empty cell too


@settings(max_examples=40, deadline=None)
@given(documents())
def test_sdk_round_trips_puzzle_author_title_notes_and_grade(doc: Document) -> None:
    text = SUDOKU.writers["sdk"](doc)
    back = only(text, source="saved.sdk")
    assert back.puzzle == doc.puzzle
    assert back.author == " ".join(doc.author.split())
    assert back.title == " ".join(doc.title.split())
    assert back.grade == " ".join(doc.grade.split())
    assert back.notes == "\n".join(line.rstrip() for line in doc.notes.split("\n")) if doc.notes else back.notes == ""


@settings(max_examples=40, deadline=None)
@given(sudokus())
def test_txt_round_trips_without_a_kind(puzzle: Puzzle) -> None:
    text = SUDOKU.writers["txt"](Document(puzzle))
    assert len(text.split()) == puzzle.size**2
    assert only(text, source="puzzle.txt").puzzle == puzzle
    assert only(text).puzzle == puzzle


@pytest.mark.parametrize("n", SIZES)
def test_every_writer_round_trips_a_full_board_of_each_size(n: int) -> None:
    rng = random.Random(n)
    puzzle = new_puzzle(n, [rng.randint(1, n) for _ in range(n * n)])  # every digit used, 10-16 too
    doc = Document(puzzle, title="T", author="A", notes="line one\nline two")
    assert set(SUDOKU.writers) == {"line", "sdk", "txt", "fpuzzles", "fpuzzles-link"}
    for name, writer in SUDOKU.writers.items():
        back = only(writer(doc))
        assert back.puzzle == puzzle, name
        assert back.puzzle.kind == "sudoku"
    assert only(to_sdk(doc)).notes == "line one\nline two"


def test_sdk_reads_the_sudocue_example_with_its_headers() -> None:
    doc = only(SUDOCUE)
    assert to_line(doc.puzzle) == SUDOCUE_LINE
    assert (doc.author, doc.title, doc.notes, doc.grade) == (
        "Ruud",
        "A random puzzle created by SudoCue",
        "Just start plugging in the numbers",
        "Easy",
    )
    assert [n for n, _d in iter_documents(SUDOCUE)] == [8]  # the line of the first row
    # date, source and URL have no field of ours: the file is written back without them
    assert to_sdk(doc).splitlines() == [
        "#ARuud",
        "#DA random puzzle created by SudoCue",
        "#CJust start plugging in the numbers",
        "#LEasy",
        *rows_of(SUDOCUE_LINE, 9),
    ]


def test_sdk_sections_and_comment_lines() -> None:
    text = "[Puzzle]\n" + "\n".join(rows_of(SUDOCUE_LINE, 9)) + "\n[State]\n" + "\n".join(["123456789"] * 9) + "\n"
    assert to_line(only(text).puzzle) == SUDOCUE_LINE  # [State] is not read
    text = "#CFirst\n#C\n#C  indented\n# not a header\n\n" + "\n".join(rows_of(SUDOCUE_LINE, 9))
    assert only(text, source="x.sdk").notes == "First\n\n  indented"


def test_sdk_headers_over_a_puzzle_line() -> None:
    doc = only(f"#DOne line\n#LEasy\n\n{SUDOCUE_LINE}\n")
    assert (doc.title, doc.grade, to_line(doc.puzzle)) == ("One line", "Easy", SUDOCUE_LINE)
    two = [d for _n, d in iter_documents(f"#LEasy\n{SUDOCUE_LINE}\n{SUDOCUE_LINE}\n")]  # several: puzzle lines
    assert len(two) == 2 and two[0].grade == ""


def test_sdk_file_without_headers_is_read_by_its_name() -> None:
    grid = "\n".join(rows_of(SUDOCUE_LINE, 9)) + "\n"
    assert detect_kind(grid) == "sudoku"  # a bare grid without black cells is a Sudoku, as its line is
    assert to_line(only(grid).puzzle) == SUDOCUE_LINE
    assert to_line(only(grid, source="/tmp/x.SDK").puzzle) == SUDOCUE_LINE  # read by its name too
    assert to_line(only(grid, kind="sudoku").puzzle) == SUDOCUE_LINE  # or as the kind given
    assert to_line(only(SUDOCUE_LINE + "\n", source="one-line.sdk").puzzle) == SUDOCUE_LINE


def test_txt_separators_multi_digit_numbers_and_trailing_text() -> None:
    text = "1,0 | 0,4\n0 4|1 0\n4, 1, 0, 0\n0 0 4 1\nSolution follows: 1 2 3 4\n"
    assert to_line(only(text).puzzle) == "1..4.41.41....41"
    n = 16
    rng = random.Random(5)
    clues = [rng.choice([0, 0, 10, 16, 7]) for _ in range(n * n)]
    text = "\n".join(",".join(str(v) for v in clues[r * n : (r + 1) * n]) for r in range(n))
    assert only(text).puzzle.clues == tuple(clues)
    # 81 numbers in one line, or nine lines of nine with other widths
    line = " ".join(str(int(ch) if ch != "." else 0) for ch in SUDOCUE_LINE)
    assert to_line(only(line).puzzle) == SUDOCUE_LINE
    assert to_line(only(line.replace(" ", "\n")).puzzle) == SUDOCUE_LINE  # one number a line
    # a 4 x 4 on one line is 16 numbers, not the first row of a 16 x 16
    assert only("1 0 0 4 0 4 1 0 4 1 0 0 0 0 4 1").puzzle.size == 4


def test_json_documents_of_kind_sudoku_round_trip() -> None:
    puzzle = parse_line(SUDOCUE_LINE)
    entries = [0] * 81
    marks = [0] * 81
    entries[1], marks[2] = 7, digits_mask([4, 6])
    doc = Document(puzzle, title="T", author="A", notes="N", grade="Easy", state=PlayState(puzzle, tuple(entries), tuple(marks)))
    text = dumps_document(doc)
    data = json.loads(text)
    assert data["kind"] == "sudoku" and data["puzzle"] == SUDOCUE_LINE
    assert loads_document(text) == doc
    assert only(text) == doc
    # JSON Lines of Sudoku documents with puzzle lines among them
    compact = json.dumps(data)
    docs = [d for _n, d in iter_documents(f"{compact}\n{SUDOCUE_LINE}\n{compact}\n")]
    assert docs == [doc, Document(puzzle), doc]


# -- errors: where, never a traceback -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kwargs", "line", "column", "words"),
    [
        # puzzle lines
        ("123.5...........", {"kind": "sudoku"}, 1, 5, "'5' is not a digit 1-4"),
        ("\n  " + "9" * 36, {"kind": "sudoku"}, 2, 3, "'9' is not a digit 1-6"),
        ("." * 80 + "A", {"kind": "sudoku"}, 1, 81, "'A' is not a digit 1-9"),
        ("." * 25, {"kind": "sudoku"}, 1, None, "got 25"),
        # .sdk
        (SUDOCUE.replace(".54...71.", ".54...71"), {}, 9, 9, "row 2 has 8 characters, expected 9"),
        (SUDOCUE.replace(".54...71.", ".54...71.5"), {}, 9, 10, "row 2 has 10 characters, expected 9"),
        (SUDOCUE.replace(".54...71.", ".54...7A."), {}, 9, 8, "'A' is not a digit 1-9"),
        (SUDOCUE + "123456789\n", {}, 17, 1, "too many rows"),
        (SUDOCUE.replace("7..4.2..1\n", ""), {}, 16, None, "too few rows"),
        ("#ARuud\n1234567\n", {"source": "x.sdk"}, 2, 1, "not 7"),
        ("#ARuud\n#DNothing else\n", {"source": "x.sdk"}, 2, None, "no puzzle found"),
        # plaintext
        ("1 2 3 4\n0 0 0 0\n0 0 x 0\n0 0 0 0\n", {"kind": "sudoku"}, 3, 5, "'x' is not a number 0-4"),
        ("1 2 3 4\n0 0 0 0\n0 0 5 0\n0 0 0 0\n", {}, 3, 5, "'5' is not a number 0-4"),
        ("1 2 3 4\n0 0 0 0\n0 0 -1 0\n0 0 0 0\n", {"kind": "sudoku"}, 3, 5, "'-1' is not a number 0-4"),
        (" ".join(["0"] * 80) + " 10", {}, 1, 161, "'10' is not a number 0-9"),
        ("1 2 3 4\n0 0 0 0\n0 0 0 0\n", {"kind": "sudoku"}, 3, 8, "a 4 x 4 Sudoku has 16, found 12"),
        ("\n".join(" ".join(["0"] * 9) for _ in range(8)), {}, 8, 18, "a 9 x 9 Sudoku has 81, found 72"),
        ("1 2 3\n4 5", {"kind": "sudoku"}, 2, None, "too few numbers"),
        ("1 2 3 x 5", {"kind": "sudoku"}, 1, 7, "'x' is not a number"),
    ],
)
def test_bad_input_names_line_and_column(text: str, kwargs: dict, line, column, words: str) -> None:
    e = error_of(text, source=kwargs.pop("source", "bad.txt"), **kwargs)
    assert words in e.reason
    assert (e.line, e.column) == (line, column)
    assert e.source == "bad.txt" or e.source.endswith(".sdk")


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="0123456789ABG.#,| \n[]PuzlACD", max_size=300),
    st.sampled_from(["<string>", "x.sdk", "x.txt"]),
)
def test_any_text_reads_or_raises_a_format_error(text: str, source: str) -> None:
    assert detect(text, source=source) in (True, False)
    try:
        docs = [doc for _n, doc in iter_documents(text, source=source, kind="sudoku")]
    except PuzzleFormatError as e:
        assert e.source == source
    else:
        assert docs and all(d.puzzle.kind == "sudoku" and d.puzzle.size in SIZES for d in docs)


def test_the_parsers_are_usable_alone() -> None:
    assert parse_sdk(SUDOCUE)[0] == 8
    line, doc = parse_txt("\n\n" + to_txt(Document(parse_line(SUDOCUE_LINE))))
    assert line == 3 and to_line(doc.puzzle) == SUDOCUE_LINE


# -- detection: Sudoku forms, and everything else stays Str8ts --------------------------------


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (SUDOCUE, "<string>"),
        (SUDOCUE, "clipboard"),
        ("\n".join(rows_of(SUDOCUE_LINE, 9)), "puzzle.sdk"),
        ("[Puzzle]\n" + "\n".join(rows_of(SUDOCUE_LINE, 9)), "<string>"),
        ("#DSmall\n1..4\n.41.\n41..\n..41\n", "<string>"),
        ("#Abob\n1..4\n.41.\n41..\n..41\n", "<string>"),  # only Str8ts letters, but too short a line
        ("#LEasy\n" + SUDOCUE_LINE, "<string>"),  # a header over a puzzle line
        (to_txt(Document(parse_line(SUDOCUE_LINE))), "puzzle.txt"),
        ("1,0,0,4, 0,4,1,0, 4,1,0,0, 0,0,4,1", "<string>"),
        (SUDOCUE_LINE, "<string>"),
        (SUDOCUE_LINE.replace(".", "0") + "\n" + SUDOCUE_LINE + "\n", "puzzles.txt"),
        ("; my puzzles\n1..4.41.41....41\n// another\n" + "." * 36, "<string>"),
        ("." * 256, "<string>"),
        ("\n".join(rows_of(SUDOCUE_LINE, 9)), "<string>"),  # a bare grid without black cells
        ("\n".join(rows_of(SUDOCUE_LINE, 9)), "grid.txt"),
    ],
)
def test_sudoku_texts_are_detected(text: str, source: str) -> None:
    assert detect_kind(text, source=source) == "sudoku"
    docs = [doc for _n, doc in iter_documents(text, source=source)]
    assert docs and all(d.puzzle.kind == "sudoku" for d in docs)


STR8TS_GRID = "\n".join(rows_of(STR8TS_WIKI, 9))


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (STR8TS_WIKI, "<string>"),
        (STR8TS_WIKI + "\n" + SUDOCUE_LINE, "puzzles.txt"),  # one black cell is enough
        (STR8TS_WIKI, "daily.str8ts"),
        ("#...............\n1..............." , "puzzles.txt"),  # '#' is a black cell, not a comment
        ("#ABC............\n1..............." , "puzzles.txt"),
        ("#A" + "." * 142 + "\n" + "." * 144, "<string>"),  # 12 x 12 Str8ts lines: black, white 10...
        ("#A" + "." * 10 + "\n" + "\n".join(["." * 12] * 11), "<string>"),  # ... and a 12 x 12 grid
        ("1a..............", "<string>"),
        ("." * 25, "<string>"),  # 5 x 5: no Sudoku size
        ("." * 49, "<string>"),
        (STR8TS_GRID, "<string>"),
        (STR8TS_GRID, "grid.txt"),
        ("#a" + "." * 7 + "\n" + "\n".join(rows_of(SUDOCUE_LINE, 9)[1:]), "<string>"),
        ("; title: x\n" + STR8TS_WIKI, "<string>"),
        ("1 2 3 4 5 6 7 8 9 10", "<string>"),  # too few numbers for any Sudoku
        ("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 17\n", "<string>"),  # 17 is no digit
        ("1 2 3 4\n5 6 . 8\n9 10 11 12\n13 14 15 16\n", "<string>"),
        ("0" * 162, "<string>"),  # str8ts.com digits
        ("", "<string>"),
    ],
)
def test_other_texts_stay_str8ts(text: str, source: str) -> None:
    assert detect_kind(text, source=source) == "str8ts"
    assert get_kind("sudoku").detect(text, source=source) is False


def test_published_str8ts_are_never_detected_as_sudoku(daily_corpus, sample_corpus) -> None:
    rows = daily_corpus + sample_corpus
    for row in rows:
        line = row["puzzle"]
        n = int(len(line) ** 0.5)
        assert detect_kind(line, source="daily.txt") == "str8ts", line
        assert detect_kind("\n".join(rows_of(line, n))) == "str8ts", line
    everything = "\n".join(row["puzzle"] for row in rows)
    assert detect_kind(everything, source="all.str8ts") == "str8ts"


def test_the_native_file_keeps_jigsaw_regions_still_being_painted() -> None:
    """The window lets regions be any sizes while they are painted, and a file saved then must
    open again; region numbers outside 1..n (0..n-1 stored) are still an error, and a puzzle
    made any other way must still have n regions of n cells."""
    boxes = [(r // 3) * 3 + c // 3 for r in range(9) for c in range(9)]
    draft = list(boxes)
    draft[27] = 0  # r4c1 painted into the first box: regions of 10 and 8 cells
    doc = Document(new_puzzle(9).replace(regions=tuple(draft)))
    assert loads_document(dumps_document(doc)).puzzle.regions == tuple(draft)
    stray = json.loads(dumps_document(doc))
    stray["regions"][27] = 9  # a tenth region on a 9 x 9 board
    with pytest.raises(PuzzleFormatError, match="field 'regions': .*9 regions of 9 cells"):
        loads_document(json.dumps(stray))
    with pytest.raises(ValueError, match="9 regions of 9 cells"):
        SUDOKU.validate(doc.puzzle)
    # rules that cannot go together on the board are named as the field 'constraints'
    twice = json.loads(dumps_document(Document(new_puzzle(9))))
    twice["constraints"] = [{"rule": "chaos"}, {"rule": "chaos"}]
    with pytest.raises(PuzzleFormatError) as raised:
        loads_document(json.dumps(twice))
    assert raised.value.reason == "field 'constraints': Chaos construction is a rule of the whole board: give it once"


def test_a_grid_printed_with_zeros_and_box_lines_is_read_as_a_grid() -> None:
    """HoDoKu's and qqwing's print of a grid: 0 for an empty cell, '|' between boxes and
    '-------+-------+-------' between bands, no outer frame (it was taken for plaintext numbers
    and refused at its first box line); 10-16 drawn the same way on a 16 x 16."""
    rows = [SUDOCUE_LINE[r * 9 : r * 9 + 9].replace(".", "0") for r in range(9)]
    drawn = []
    for r, row in enumerate(rows):
        drawn.append(" " + " | ".join(" ".join(row[b * 3 : b * 3 + 3]) for b in range(3)))
        if r in (2, 5):
            drawn.append("-------+-------+-------")
    assert to_line(only("\n".join(drawn) + "\n").puzzle) == SUDOCUE_LINE
    # plaintext numbers with '|' between them and no box line stay plaintext numbers
    assert to_line(only("1,0 | 0,4\n0 4|1 0\n4, 1, 0, 0\n0 0 4 1\n").puzzle) == "1..4.41.41....41"


# -- plaintext: several puzzles, as convert --to txt writes them ----------------------------

TXT_LINES = [
    SUDOCUE_LINE,
    ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5.",
    "1..." + "." * 12,  # a 4 x 4
]


def test_plaintext_puzzles_a_blank_line_apart_read_one_by_one() -> None:
    """convert --to txt writes several puzzles a blank line apart: they were read as one (the
    first), the others dropped without a word."""
    text = "\n".join(to_txt(Document(parse_line(line))) for line in TXT_LINES)
    read = list(iter_documents(text, source="m.txt"))
    assert [to_line(doc.puzzle) for _n, doc in read] == TXT_LINES
    assert [n for n, _doc in read] == [1, 11, 21]
    # several blank lines, none, and a whole puzzle a line read the same
    for sep in ("\n\n\n", ""):
        again = sep.join(to_txt(Document(parse_line(line))) for line in TXT_LINES)
        assert [to_line(doc.puzzle) for _n, doc in iter_documents(again, source="m.txt")] == TXT_LINES
    lines = "\n".join(" ".join(str(v) for v in parse_line(line).clues) for line in TXT_LINES[:2])
    assert [n for n, _doc in iter_documents(lines, source="m.txt")] == [1, 2]


def test_plaintext_ends_at_what_is_no_numbers_and_names_a_bad_later_puzzle() -> None:
    one = to_txt(Document(parse_line(SUDOCUE_LINE)))
    # a note after the puzzle is ignored, as before
    assert len(list(iter_documents(one + "\nSolution: see page 4\n1 2 3\n", source="m.txt"))) == 1
    # a later puzzle that is bad is an error at its line; the batch reads on past it
    text = one + "\n1 2 x 4\n3 4 1 2\n\n" + one
    with pytest.raises(PuzzleFormatError) as e:
        list(iter_documents(text, source="m.txt"))
    assert e.value.line == 11 and "'x'" in e.value.reason
    read = list(get_kind("sudoku").read(text, source="m.txt", keep_going=True))
    assert [n for n, _doc in read] == [1, 11, 14]
    assert isinstance(read[1][1], PuzzleFormatError) and to_line(read[2][1].puzzle) == SUDOCUE_LINE
    # a first puzzle that is bad spoils the whole text, as before
    with pytest.raises(PuzzleFormatError):
        list(get_kind("sudoku").read("1 2 x 4\n3 4 1 2\n\n" + one, source="m.txt", keep_going=True))
