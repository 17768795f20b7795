"""The Suguru text format (the issue's example), its writer, detection among the kinds, the
native save file, the puzzle line, and every bad input named with its line and column."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from str8ts_gui.core.document import Document, detect_kind, dumps_document, loads_document, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.suguru import formats
from str8ts_gui.kinds.suguru.model import MAX_REGION, new_puzzle, region_sizes

EXAMPLE = """#Suguru Page59 DR  su_002.txt
a,b,b,b,b,c
a,a4,d,c3,c,c
a,d,d,d,e5,c
f,f2,d,g,e,e
h,f,g,g,g,e2
h,f,f,g,i,e
"""


def read(text: str, source: str = "t.txt") -> list[Document]:
    return loads_documents(text, source=source)


def test_the_issue_example_is_read_with_title_regions_and_givens() -> None:
    (doc,) = read(EXAMPLE)
    p = doc.puzzle
    assert p.kind == "suguru" and (p.width, p.height) == (6, 6)
    assert doc.title == "Suguru Page59 DR  su_002.txt"
    labels = [tok.rstrip("0123456789") for row in EXAMPLE.splitlines()[1:] for tok in row.split(",")]
    # same label <=> same region
    for i in range(36):
        for j in range(36):
            assert (labels[i] == labels[j]) == (p.regions[i] == p.regions[j])
    assert p.clues[7] == 4 and p.clues[9] == 3 and p.clues[16] == 5 and p.clues[19] == 2 and p.clues[29] == 2
    assert sum(1 for v in p.clues if v) == 5
    assert p.digits == 5  # the largest region (b, c, d, e, f, g have 5 cells... the largest decides)


def test_writing_and_reading_back_gives_the_same_document() -> None:
    (doc,) = read(EXAMPLE)
    text = formats.to_text(doc)
    assert text.splitlines()[0] == "#Suguru Page59 DR  su_002.txt"
    (again,) = read(text)
    assert again == doc
    # the labels are given in reading order of the regions
    assert text.splitlines()[1] == "a,b,b,b,b,c"


def test_spaces_semicolon_comments_and_several_puzzles() -> None:
    text = "; grade: Easy\n#one\n a , b1 \n a , b\n\n#two\na,a,b\nc,a,b\n"
    docs = read(text)
    assert [d.title for d in docs] == ["one", "two"]
    assert docs[0].puzzle.clues == (0, 1, 0, 0)
    assert (docs[1].puzzle.width, docs[1].puzzle.height) == (3, 2)


def test_many_regions_get_two_letter_labels_and_read_back() -> None:
    assert [formats.label_of(k) for k in (0, 25, 26, 51, 52, 53)] == ["a", "z", "A", "Z", "aa", "ab"]
    w, h = 20, 6
    regions = [r * 10 + c // 2 for r in range(h) for c in range(w)]  # 60 dominoes
    doc = Document(new_puzzle(w, h, regions))
    text = formats.to_text(doc)
    assert "aa" in text
    assert read(text)[0].puzzle == doc.puzzle


def test_detection_claims_suguru_texts_and_nothing_of_the_other_kinds() -> None:
    assert detect_kind(EXAMPLE) == "suguru"
    assert detect_kind("a,b\na,b\n") == "suguru"
    # Sudoku plaintext with commas, a Sudoku line, a Str8ts line and grid stay theirs
    sudoku_txt = "\n".join(",".join("0" * 1 for _ in range(4)) for _ in range(4))
    assert detect_kind(sudoku_txt) != "suguru"
    assert detect_kind("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n") == "sudoku"
    assert detect_kind("." * 81) == "sudoku"
    assert detect_kind("#5a4....#.6#4...23..2...#..a.....#.#") == "str8ts"
    assert detect_kind("#.#.\n....\n.#..\n....\n") == "str8ts"
    assert not get_kind("sudoku").detect(EXAMPLE)  # Str8ts claims nothing: it is the fallback


def test_a_text_under_the_formats_own_title_line_is_a_suguru_whatever_its_rows() -> None:
    """A Suguru reviewer: "#Suguru nocommas" over rows without their commas got Str8ts messages
    ("line 1: unknown character 'S'", its title line read as a Str8ts row)."""
    for rows in ("aabb\naabb\n", "a,b,c5\ndeef\ngg4h\n"):
        text = "#Suguru nocommas\n" + rows
        assert detect_kind(text) == "suguru"
        with pytest.raises(PuzzleFormatError) as e:
            loads_documents(text)
        assert "Suguru" in str(e.value) or "row" in str(e.value)
        assert "unknown character" not in str(e.value) and "n*n" not in str(e.value)
    assert detect_kind("; grade: Easy\n#suguru 1\na,a\nb,b1\n") == "suguru"


def test_a_suguru_text_whose_first_row_lost_its_commas_is_still_a_suguru() -> None:
    """Detection asked the first row for its commas: with them gone there, the text was read as
    a Str8ts ("unknown character 'S'" about its title line) where a broken middle row got a
    Suguru message (a reviewer's finding); now both get the Suguru reader's message."""
    rows = [line for line in EXAMPLE.splitlines() if line and not line.startswith(("#", ";"))]
    assert len(rows) >= 4
    for k in (0, 2):
        broken = "\n".join(r.replace(",", "") if j == k else r for j, r in enumerate(rows)) + "\n"
        assert detect_kind(broken) == "suguru"
        with pytest.raises(PuzzleFormatError) as e:
            loads_documents("#My Suguru\n" + broken, source="bad.txt")
        assert e.value.line == k + 2 and ("row" in e.value.reason or "Suguru" in e.value.reason)
    # one row with commas among Str8ts-like lines is no Suguru
    assert detect_kind("e1..\na,b\n....\n.#..\n") != "suguru"


@pytest.mark.parametrize(
    "text,line,column,words",
    [
        ("#t\na,a,b\na,b\n", 3, 1, "row 2 has 2 cells, expected 3"),
        ("a,b\na,1x\n", 2, 3, "'1x' is not a region label"),
        ("a,b\na,b-\n", 2, 3, "'b-' is not a region label"),
        ("a,b\na, \n", 2, 3, "'' is not a region label"),
        ("#x\na3,a\nb,b\n", 2, 1, "the given 3 is larger than region 'a' of 2 cells"),
        ("a,b2\na,a\n", 1, 3, "the given 2 is larger than region 'b' of 1 cell"),
        ("a,a,a,a,a\nb,a,a,a,a\nc,c,a,b,b\n", 3, 5, "region 'a' has 10 cells; a Suguru region has at most 9"),
        ("a,b0\nb,b\n", 1, 3, "the given 0 is not a digit 1-9"),
        ("a\nb\n", 1, 1, "a Suguru row has 2 to 20 cells, not 1"),
        (",".join("a" * 21) + "\n", 1, 1, "a Suguru row has 2 to 20 cells, not 21"),
    ],
)
def test_bad_input_names_source_line_and_column(text, line, column, words) -> None:
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents(text, source="bad.txt", kind="suguru")
    err = e.value
    assert (err.source, err.line, err.column) == ("bad.txt", line, column)
    assert words in err.reason
    assert f"bad.txt: line {line}: " in str(err) and f"(column {column})" in str(err)


def test_a_single_row_is_too_few_rows() -> None:
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents("a,b,b\n", source="s.txt", kind="suguru")
    assert "2 to 20 rows, not 1" in e.value.reason and e.value.line == 1


def test_too_many_rows_is_named_at_the_first_row_too_many_and_one_cell_is_singular() -> None:
    text = "#t\n" + "a,b\n" * 25  # rows on lines 2 to 26: the 21st row is on line 22
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents(text, source="s.txt", kind="suguru")
    assert "2 to 20 rows, not 25" in e.value.reason and e.value.line == 22
    with pytest.raises(PuzzleFormatError) as e:
        loads_documents("a,b\na\n", source="s.txt", kind="suguru")
    assert e.value.reason.startswith("row 2 has 1 cell, expected 2") and e.value.line == 2


def test_the_native_file_keeps_regions_rectangles_and_the_play() -> None:
    from str8ts_gui.core.puzzle import PlayState

    (doc,) = read(EXAMPLE)
    rect = new_puzzle(7, 3, None, [1, 0, 0, 0, 0, 0, 0] + [0] * 14)
    for puzzle in (doc.puzzle, rect):
        state = PlayState.new(puzzle).with_entry(2, 2).with_marks(3, 0b110)
        d = Document(puzzle, title="t", state=state)
        text = dumps_document(d)
        assert '"kind": "suguru"' in text and '"regions"' in text
        assert loads_document(text) == d


def test_native_files_with_bad_regions_are_refused_by_field() -> None:
    (doc,) = read(EXAMPLE)
    good = dumps_document(doc)
    import json

    data = json.loads(good)
    for regions, words in (
        ([0] * 35, "field 'regions' must have 36 numbers, got 35"),
        (["a"] * 36, "field 'regions' must be a list of region numbers"),
        ([0] * 10 + list(range(1, 27)), "has 10 cells"),
        (None, "missing field 'regions'"),
    ):
        bad = dict(data)
        if regions is None:
            del bad["regions"]
        else:
            bad["regions"] = regions
        with pytest.raises(PuzzleFormatError) as e:
            loads_document(json.dumps(bad), source="f.str8ts")
        assert words in str(e.value)
    for field, value, words in (("height", "6", "field 'height' must be a whole number, not a string"),):
        with pytest.raises(PuzzleFormatError) as e:
            loads_document(json.dumps(dict(data, **{field: value})), source="f.str8ts")
        assert words in str(e.value)
    # every cell alone: the givens no longer fit, as after regions were redrawn in the window
    # around them; the window's own file keeps that, and the checker names each such given
    draft = loads_document(json.dumps(dict(data, regions=list(range(36)))), source="f.str8ts").puzzle
    assert draft.regions == tuple(range(36))
    too_big = [v for v in get_kind("suguru").check(draft, draft.clues) if v.kind == "too_big"]
    assert too_big and len(too_big) == sum(1 for v in draft.clues if v > 1)
    assert too_big[0].message.endswith("larger than its region of 1 cell")  # (not "1 cells")


def test_the_puzzle_line_square_and_rectangular() -> None:
    p = formats.parse_line("1...", source="s")
    assert (p.width, p.height, p.clues) == (2, 2, (1, 0, 0, 0))
    q = formats.parse_line("..2...", width=3, height=2)
    assert (q.width, q.height) == (3, 2)
    assert formats.to_line(q) == "..2..."
    with pytest.raises(PuzzleFormatError) as e:
        formats.parse_line("..x.", source="s", line=4)
    assert (e.value.line, e.value.column) == (4, 3)
    with pytest.raises(PuzzleFormatError):
        formats.parse_line(".....")


def test_the_solution_text_has_every_label_and_digit() -> None:
    (doc,) = read(EXAMPLE)
    from str8ts_gui.solver.sat import solve

    sol = solve(doc.puzzle).solution
    text = formats.solution_text(doc.puzzle, sol)
    back = read(text)[0].puzzle
    assert back.clues == sol and back.regions == doc.puzzle.regions


# -- drafts: regions still being drawn -------------------------------------------------------


@st.composite
def suguru_boards(draw):
    """Any Suguru board the window can hold: regions of at most 9 cells, givens 1-9, some of
    them perhaps larger than their regions (a draft: regions redrawn around the givens)."""
    w, h = draw(st.integers(2, 6)), draw(st.integers(2, 6))
    regions = draw(st.lists(st.integers(0, w * h // 3), min_size=w * h, max_size=w * h))
    assume(max(region_sizes(regions).values()) <= MAX_REGION)
    clues = draw(st.lists(st.sampled_from((0, 0, 0, 1, 2, 3, 4, 5, 9)), min_size=w * h, max_size=w * h))
    return new_puzzle(w, h, regions, clues)


@settings(max_examples=80, deadline=None)
@given(suguru_boards(), st.sampled_from(("", "half done")))
def test_a_draft_round_trips_through_the_text_format_as_the_same_draft(puzzle, title: str) -> None:
    """What the writer writes reads back (by the one reader of every input: the window's open
    path, Paste and the command line) as the same board, a draft with a given larger than its
    region too (it was refused: 'the given 4 is larger than region ...'); the checker then names
    the same givens, as for the native draft. A finished board is written as before (no
    '; draft:' line)."""
    doc = Document(puzzle, title=title)
    text = formats.to_text(doc)
    too_big = formats.draft_givens(puzzle)
    assert text.startswith("; draft: ") == bool(too_big)
    for written in (text, get_kind("suguru").copy_text(puzzle)):
        (back,) = read(written)
        assert back.puzzle == puzzle
    assert read(text)[0] == doc
    native = loads_document(dumps_document(doc)).puzzle
    kind = get_kind("suguru")
    assert [v.message for v in kind.check(read(text)[0].puzzle, puzzle.clues) if v.kind == "too_big"] == [
        v.message for v in kind.check(native, native.clues) if v.kind == "too_big"
    ]


def test_the_draft_line_marks_its_own_puzzle_only() -> None:
    draft = new_puzzle(2, 2, [0, 1, 1, 1], [4, 0, 0, 0])  # 4 in a region of 1 cell
    text = formats.to_text(Document(draft, title="draft"))
    assert text == "; draft: regions still being drawn (4 in r1c1 is larger than its region of 1 cell)\n#draft\na4,b\nb,b\n"
    made_elsewhere = "#elsewhere\na4,b\nb,b\n"  # the same rows without the line: an error, as before
    docs = read(formats.to_text(Document(new_puzzle(2, 2), title="ok")) + "\n" + text)
    assert [d.puzzle for d in docs] == [new_puzzle(2, 2), draft]
    for bad, line in ((text + "\n" + made_elsewhere, 7), (text + made_elsewhere, 6)):  # (its row 'a4,b')
        with pytest.raises(PuzzleFormatError) as e:
            read(bad, source="two.txt")
        assert e.value.line == line and "the given 4 is larger than region 'a' of 1 cell" in e.value.reason
    # the line among the rows of a puzzle marks it too; at the end of a text it marks nothing
    assert read("#t\na4,b\n; draft: x\nb,b\n")[0].puzzle == draft
    assert read("a,b\nb,b\n; draft:\n")[0].puzzle == new_puzzle(2, 2, [0, 1, 1, 1])
