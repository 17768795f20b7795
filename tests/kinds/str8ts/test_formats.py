"""Tests of str8ts_gui.kinds.str8ts.formats: puzzle strings, grids, str8ts.com strings and native files."""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from str8ts_gui.core import files
from str8ts_gui.kinds.str8ts import formats
from str8ts_gui.core.document import Document, FORMAT_VERSION, dumps_document, iter_documents, load_documents, loads_document, save_document
from str8ts_gui.core.files import PuzzleFormatError, decode_text, read_text_file, write_text_atomic
from str8ts_gui.kinds.str8ts.formats import ACCEPTED, iter_puzzles, parse_grid, parse_line, parse_packed, parse_text, to_grid, to_line, to_packed, to_str8tscom, values_line
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask

# Wikipedia "Str8ts9x9 Gentle" by Andrew C. Stuart, CC BY-SA 3.0.
WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"
SMALL = "#1..a...#..2...#"  # 4x4
LENGTH_MSG = (
    "expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16 (16, 25, 36, 49, 64, 81, ... 256), "
    "got {}; " + ACCEPTED
)


def error_of(func, *args, **kwargs) -> PuzzleFormatError:
    with pytest.raises(PuzzleFormatError) as info:
        func(*args, **kwargs)
    return info.value


# -- strategies ---------------------------------------------------------------------------


@st.composite
def puzzles(draw, max_size: int = 16) -> Puzzle:
    n = draw(st.integers(4, max_size))
    black = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    clues = draw(st.lists(st.integers(0, n), min_size=n * n, max_size=n * n))
    return Puzzle(n, tuple(black), tuple(clues))


@st.composite
def documents(draw) -> Document:
    puzzle = draw(puzzles())
    state = None
    if draw(st.booleans()):
        open_cells = [i for i in range(puzzle.cell_count) if not puzzle.black[i] and not puzzle.clues[i]]
        entries = [0] * puzzle.cell_count
        marks = [0] * puzzle.cell_count
        for i in open_cells:
            entries[i] = draw(st.integers(0, puzzle.size))
            marks[i] = digits_mask(draw(st.sets(st.integers(1, puzzle.size))))
        state = PlayState(puzzle, tuple(entries), tuple(marks))
    text = st.text(max_size=20)
    return Document(puzzle, title=draw(text), author=draw(text), notes=draw(text), state=state)


puzzle_texts = st.text(alphabet="123456789.#abcdefghij0*x :;/\n\r\t", max_size=200) | st.lists(
    st.text(alphabet="123456789.#abcdefghi0:;", min_size=0, max_size=90), max_size=12
).map("\n".join)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=10,
)


@st.composite
def json_documents(draw) -> str:
    """Native documents with some fields replaced by random JSON values."""
    data = json.loads(dumps_document(draw(documents())))
    for key in draw(st.sets(st.sampled_from(sorted(data) + ["marks", "entries"]), max_size=3)):
        choice = draw(st.integers(0, 2))
        if choice == 0:
            data.pop(key, None)
        elif choice == 1:
            data[key] = draw(json_values)
        else:
            data[key] = draw(st.text(alphabet="123456789.#ab", max_size=90))
    if "marks" in data and isinstance(data["marks"], dict) and draw(st.booleans()):
        data["marks"][draw(st.sampled_from(["r1c1", "r9c9", "r0c1", "x", "r2c3"]))] = draw(json_values)
    return json.dumps(data)


# -- puzzle strings -----------------------------------------------------------------------


def test_wikipedia_puzzle_round_trips():
    p = parse_line(WIKI)
    assert p.size == 9
    assert p.black[:2] == (True, True) and p.clues[4] == 5 and p.clues[7] == 3 and p.black[7]
    assert to_line(p) == WIKI == str(p)
    grid = to_grid(p)
    assert grid.split("\n")[0] == "##..5..c#" and len(grid.split("\n")) == 9 and not grid.endswith("\n")
    assert parse_grid(grid.split("\n")) == p
    assert parse_line(to_str8tscom(p)) == p
    solution = parse_line(WIKI_SOLUTION)
    assert solution.is_complete() and solution.black == p.black


@pytest.mark.parametrize("n", range(4, 17))
def test_round_trip_all_sizes(n):
    black = tuple((i * 7) % 5 == 0 for i in range(n * n))
    clues = tuple((i * 3) % (n + 1) for i in range(n * n))
    p = Puzzle(n, black, clues)
    assert len(to_line(p)) == n * n
    assert parse_line(to_line(p)) == p
    assert parse_grid(to_grid(p).split("\n")) == p
    assert parse_text(to_grid(p)) == [p]
    assert parse_text(to_line(p) + "\n" + to_line(p)) == [p, p]
    if n > 9:
        with pytest.raises(ValueError, match="up to 9 x 9"):
            to_str8tscom(p)
        return
    assert len(to_str8tscom(p)) == 2 * n * n
    assert parse_line(to_str8tscom(p)) == p
    assert parse_line(f"daily 2020-01-01: {to_str8tscom(p)}") == p


def test_sixteen_character_lines_are_4x4_puzzles_unless_a_16x16_grid_follows():
    small = "#1..a...#..2...#"
    assert [p.size for p in parse_text(small + "\n" + small)] == [4, 4]
    big = Puzzle(16, tuple(i % 7 == 0 for i in range(256)), tuple((i % 17) for i in range(256)))
    assert parse_text(to_grid(big) + "\n\n" + small) == [big, parse_line(small)]


def test_str8tscom_form():
    p = parse_line(SMALL)
    assert to_str8tscom(p) == "0100100000020000" + "1000100010000001"
    assert parse_line("my:puzzle:" + to_str8tscom(p)) == p


def test_empty_white_aliases_are_written_as_dots():
    p = parse_line(" " + SMALL.replace(".", "0", 2).replace(".", "*", 1) + " \r")
    assert to_line(p) == SMALL


def test_values_line():
    p = parse_line(SMALL)
    values = [0] * 16
    values[2] = 3
    values[4] = 4  # a black cell keeps its character
    values[1] = 0  # a 0 keeps the clue
    assert values_line(p, values) == "#13.a...#..2...#"
    assert values_line(p, [0] * 16) == SMALL
    with pytest.raises(ValueError):
        values_line(p, [0] * 15)


@pytest.mark.parametrize("seed", range(6))
def test_line_with_values_is_the_line_of_the_puzzle_with_the_values(seed):
    rng = random.Random(seed)
    n = rng.choice([4, 6, 9, 12, 16])
    black = tuple(rng.random() < 0.25 for _ in range(n * n))
    clues = tuple(rng.randint(1, n) if rng.random() < 0.3 else 0 for _ in range(n * n))
    p = Puzzle(n, black, clues)
    values = [rng.randint(0, n) for _ in range(n * n)]
    assert formats.line_with_values(p, values) == to_line(p.with_values(values))
    assert formats.line_with_values(p, [0] * (n * n)) == to_line(p)


# -- errors -------------------------------------------------------------------------------


def test_error_message_format():
    assert str(PuzzleFormatError("bad", source="f.txt", line=3, column=7)) == "f.txt: line 3: bad (column 7)"
    assert str(PuzzleFormatError("bad", source="f.txt", line=3)) == "f.txt: line 3: bad"
    e = PuzzleFormatError("bad")
    assert str(e) == "<string>: bad"
    assert (e.reason, e.source, e.line, e.column) == ("bad", "<string>", None, None)
    assert isinstance(e, ValueError)
    # the column stays with the reason, before the list of accepted forms
    e = PuzzleFormatError("bad; accepted: a, b", source="f", line=3, column=7)
    assert str(e) == "f: line 3: bad (column 7); accepted: a, b"
    assert e.reason == "bad; accepted: a, b" and e.column == 7


def test_wrong_length():
    e = error_of(parse_line, WIKI[:80], source="x.txt", line=4)
    assert e.reason == LENGTH_MSG.format(80)
    assert (e.source, e.line, e.column) == ("x.txt", 4, None)
    assert str(e) == "x.txt: line 4: " + LENGTH_MSG.format(80)
    assert error_of(parse_line, "").reason == LENGTH_MSG.format(0)


def test_unknown_character_column_in_original_line():
    e = error_of(parse_line, "   " + WIKI[:10] + "x" + WIKI[11:], line=2)
    assert (e.line, e.column, e.reason) == (2, 14, "unknown character 'x'")
    assert "line 2: unknown character 'x' (column 14)" in str(e)


@pytest.mark.parametrize("char", ["7", "g"])
def test_digit_out_of_range(char):
    text = "." * 36
    e = error_of(parse_line, text[:5] + char + text[6:])
    assert (e.column, e.reason) == (6, "digit 7 out of range 1-6")


def test_unpacked_errors():
    good = to_str8tscom(parse_line(SMALL))
    e = error_of(parse_line, "name:" + good[:20] + "2" + good[21:])
    assert (e.column, e.reason) == (26, "black flag '2' must be 0 or 1")
    e = error_of(parse_line, "  " + good[:3] + "5" + good[4:])
    assert (e.column, e.reason) == (6, "digit 5 out of range 1-4")
    e = error_of(parse_line, "name:  " + good[:20] + "2" + good[21:])
    assert (e.column, e.reason) == (28, "black flag '2' must be 0 or 1")
    e = error_of(parse_line, "name:" + good[:-1])
    assert e.column == 6 and "got 31" in e.reason


# -- grids and text files -----------------------------------------------------------------


def test_parse_grid_errors():
    rows = to_grid(parse_line(SMALL)).split("\n")
    e = error_of(parse_grid, rows[:2] + ["..."] + rows[3:], source="g", first_line=10)
    assert (e.source, e.line) == ("g", 12)
    e = error_of(parse_grid, rows[:3] + [" ..x."], first_line=10)
    assert (e.line, e.column, e.reason) == (13, 4, "unknown character 'x'")
    assert error_of(parse_grid, rows[:3]).line == 1
    assert error_of(parse_grid, []).line is None


def test_text_with_comments_blank_lines_grid_and_crlf():
    small = parse_line(SMALL)
    text = "\r\n".join(
        [
            "; a comment",
            "",
            WIKI,
            "   // another comment",
            "#1..",
            "a...",
            "; a comment inside the grid",
            "",
            "#..2",
            "...#",
            "   ",
            to_str8tscom(small),
            "name:" + to_str8tscom(small),
            "",
        ]
    )
    got = list(iter_puzzles(text, source="t"))
    assert [line for line, _ in got] == [3, 5, 12, 13]
    assert [p for _, p in got] == [parse_line(WIKI), small, small, small]
    assert parse_text(text) == [p for _, p in got]


def test_earlier_puzzles_come_before_the_error():
    text = f"{SMALL}\n\n{SMALL}\n{SMALL[:15]}x\n{SMALL}\n"
    it = iter_puzzles(text, source="f")
    assert next(it) == (1, parse_line(SMALL))
    assert next(it) == (3, parse_line(SMALL))
    with pytest.raises(PuzzleFormatError) as info:
        next(it)
    assert (info.value.source, info.value.line, info.value.column) == ("f", 4, 16)
    assert str(info.value) == "f: line 4: unknown character 'x' (column 16)"


def test_grid_errors_in_text():
    e = error_of(parse_text, "#1..\na...\n; c\n#..\n...#\n", source="f")
    assert e.line == 4 and "4 characters" in e.reason
    e = error_of(parse_text, SMALL + "\n#1..\na...\n\n")
    assert e.line == 2 and "incomplete" in e.reason
    e = error_of(parse_text, "#1..\na.x.\n#..2\n...#\n")
    assert (e.line, e.column) == (2, 3)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty.txt: no puzzle found: the text is empty"),
        ("\n\n", "empty.txt: no puzzle found: the text is empty"),
        (
            "; only a comment\n// and another\r\n",
            "empty.txt: line 2: no puzzle found in lines 1 to 2 (only blank lines and comments)",
        ),
    ],
)
def test_no_puzzle_found(text, message):
    e = error_of(parse_text, text, source="empty.txt")
    assert str(e) == message


# -- the one reader: 16-character lines, standard input, JSON, packed strings ---------------


def small_lines(k: int) -> list[str]:
    """``k`` different 4 x 4 puzzle strings."""
    rng = random.Random(k)
    return ["".join(rng.choice(".#1234abcd") for _ in range(16)) for _ in range(k)]


BIG = Puzzle(16, tuple(i % 7 == 0 for i in range(256)), tuple(i % 17 for i in range(256)))


@pytest.mark.parametrize("one_per_line", [False, True])
@pytest.mark.parametrize("k", [16, 17])
def test_lines_of_4x4_puzzles_are_not_a_16x16_grid(k, one_per_line):
    lines = small_lines(k)
    assert len(set(lines)) == k
    got = list(iter_documents("\n".join(lines) + "\n", source="f", one_per_line=one_per_line))
    assert [to_line(doc.puzzle) for _, doc in got] == lines
    assert [number for number, _ in got] == list(range(1, k + 1))
    assert parse_text("\n".join(lines)) == [parse_line(line) for line in lines]


def test_a_16x16_grid_is_still_one_puzzle():
    assert parse_text(to_grid(BIG) + "\n") == [BIG]
    # one row outside the 4 x 4 alphabet is enough
    rows = small_lines(15) + ["G" + "." * 15]
    big = parse_line("".join(rows))
    assert big.size == 16 and parse_text("\n".join(rows)) == [big]
    # 4 x 4 lines around it, a blank line between
    small = small_lines(3)
    text = f"{small[0]}\n\n; title: big\n{to_grid(BIG)}\n\n{small[1]}\n{small[2]}\n"
    docs = [doc for _, doc in iter_documents(text)]
    assert [doc.puzzle for doc in docs] == [parse_line(small[0]), BIG, parse_line(small[1]), parse_line(small[2])]
    assert docs[1].title == "big"
    # on standard input a grid is 16 lines, each one a bad puzzle
    e = error_of(lambda: list(iter_documents(to_grid(BIG), source="<stdin>", one_per_line=True)))
    assert e.line == 1


def test_one_per_line_never_reads_a_grid():
    grid = to_grid(parse_line(SMALL))
    assert parse_text(grid) == [parse_line(SMALL)]
    e = error_of(lambda: list(iter_documents(grid, source="<stdin>", one_per_line=True)))
    assert (e.source, e.line) == ("<stdin>", 1)
    assert e.reason == LENGTH_MSG.format(4)


def test_reader_takes_every_one_line_form_with_its_details():
    p = parse_line(WIKI)
    state = make_state(p)
    doc = Document(p, title="T", author="A", notes="n\n«é»", state=state)
    compact = json.dumps(json.loads(dumps_document(doc)), ensure_ascii=False)
    link = "https://www.str8ts.com/str8ts_player.html?bd=" + to_str8tscom(p) + "&x=1"
    text = "\n".join(
        [
            "; title: first",
            "; author: me",
            "; grade: Gentle",
            WIKI,
            "",
            compact,
            to_packed(p, state),
            to_packed(p),
            "daily 2020-01-01: " + to_str8tscom(p),
            "; title: linked",
            link,
            "   ",
        ]
    )
    for one_per_line in (False, True):
        got = list(iter_documents(text, source="s", one_per_line=one_per_line))
        assert [number for number, _ in got] == [4, 6, 7, 8, 9, 11]
        docs = [d for _, d in got]
        assert docs[0] == Document(p, title="first", author="me", grade="Gentle")
        assert docs[1] == doc  # title, author, notes and the play state, pencil marks too
        assert docs[2] == Document(p, state=state)  # the packed string keeps entries and marks
        assert docs[3] == Document(p)  # no work: no play state
        assert docs[4] == Document(p, title="daily 2020-01-01")
        assert docs[5] == Document(p, title="linked")


def test_reader_takes_whole_json_documents_and_json_lines():
    p = parse_line(SMALL)
    doc = Document(p, title="x", state=PlayState.new(p).with_marks(2, digits_mask([2, 4])))
    pretty = dumps_document(doc)
    for one_per_line in (False, True):
        assert list(iter_documents("\n\n" + pretty, one_per_line=one_per_line)) == [(3, doc)]
    two = json.dumps(json.loads(pretty)) + "\n\n" + json.dumps(json.loads(dumps_document(Document(p)))) + "\n"
    assert list(iter_documents(two)) == [(1, doc), (3, Document(p))]
    # a bad pretty document: the JSON error's own line and column
    e = error_of(lambda: list(iter_documents(pretty.replace('"title"', "title"))))
    assert (e.line, e.column) == (6, 3) and e.reason.startswith("not valid JSON")
    # a bad JSON line among others: its line, and the column within it
    e = error_of(lambda: list(iter_documents(two.replace('"x"', "x", 1) + SMALL)))
    assert e.line == 1 and e.column is not None and e.reason.startswith("not valid JSON")
    e = error_of(lambda: list(iter_documents(f"{SMALL}\n  {{\"format\": \"nope\"}}\n", source="s")))
    assert (e.line, e.column) == (2, None) and "not a str8ts_gui file" in e.reason


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("this is not a puzzle", 1, None),  # wrong length
        ("\nhello\n", 2, None),  # one short line: an incomplete grid
        ("T9C" + "00" * 81, 1, 3),  # unknown packed-string version
        ("T1B" + "00" * 81, 1, None),  # no packed-string header: a length
        ('{"format": "other"}', 1, None),  # another program's JSON (the line of its field)
    ],
)
def test_unreadable_text_lists_the_accepted_forms(text, line, column):
    e = error_of(lambda: list(iter_documents(text, source="clipboard")))
    assert e.reason.endswith("; " + ACCEPTED) and str(e).endswith("; " + ACCEPTED)
    assert (e.line, e.column) == (line, column)
    assert "a packed string (T9B...)" in str(e) and "player link" in str(e) and "JSON" in str(e)


def test_text_that_is_no_grid_says_so_at_its_first_foreign_character():
    """Two lines of prose read as the start of a grid as wide as the first: not "incomplete
    grid: expected 11 rows", but the character that no Str8ts grid has, where it is."""
    e = error_of(lambda: list(iter_documents("hello world\nthis is not a puzzle\n", source="f.txt")))
    assert e.reason.startswith("' ' is no cell of a Str8ts grid")
    assert (e.line, e.column) == (1, 6) and e.reason.endswith("; " + ACCEPTED)
    e = error_of(lambda: list(iter_documents("\n  hellowor\n", source="f.txt")))
    assert e.reason.startswith("'w' is no cell") and (e.line, e.column) == (2, 8)
    # a real start of a grid, cut short, is still an incomplete grid
    e = error_of(lambda: list(iter_documents("1.......#\n.2.......\n", source="f.txt")))
    assert e.reason.startswith("incomplete grid: expected 9 rows of 9 characters, found 2")


def test_packed_errors_name_the_column():
    good = to_packed(parse_line(SMALL))
    e = error_of(parse_packed, "  " + good[:9] + "!" + good[10:], line=5)
    assert (e.line, e.column) == (5, 12) and "base-36" in e.reason
    e = error_of(parse_packed, good[:9] + "١" + good[10:])  # int() would take this Arabic-Indic digit
    assert e.column == 10
    assert "must be a digit 4-9" in error_of(parse_packed, "TxB" + "00" * 16).reason
    error_of(parse_packed, "")
    error_of(parse_packed, "T4")


def test_decode_text():
    assert decode_text("\ufeffa\r\nb\rc\n".encode(), source="f") == "a\nb\nc\n"
    for data, offset in ((b"ab\xffc", 2), (b"\xef\xbb\xbfab\xffc", 5)):
        e = error_of(decode_text, data, source="<stdin>", what="standard input")
        assert e.source == "<stdin>"
        assert e.reason == f"cannot read standard input: not UTF-8 text (byte 0xff at offset {offset})"


def test_decode_text_reads_utf16_with_its_byte_order_mark():
    """A file Windows Notepad saved as "Unicode" (UTF-16, little-endian, with its mark) reads as
    its text; it was refused as "not UTF-8 text (byte 0xff at offset 0)"."""
    for codec in ("utf-16", "utf-16-le", "utf-16-be"):
        data = "a\r\nb\n".encode(codec)
        if codec != "utf-16":
            data = "\ufeff".encode(codec) + data
        assert decode_text(data, source="f") == "a\nb\n"
    e = error_of(decode_text, b"\xff\xfea\x00\x00\xd8", source="f")  # a lone surrogate half
    assert "starts as UTF-16 text but is not" in e.reason


def test_read_text_file(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes(("\ufeff" + WIKI + "\r\n").encode())
    assert read_text_file(path) == WIKI + "\n"
    folder = tmp_path / "x.str8ts"
    folder.mkdir()
    e = error_of(read_text_file, folder)
    assert (e.source, e.reason) == (str(folder), "cannot read file: Is a directory")
    assert error_of(load_documents, folder).reason == "cannot read file: Is a directory"


def test_load_documents_keeps_the_play_state_of_a_packed_string(tmp_path):
    p = parse_line(WIKI)
    path = tmp_path / "game.txt"
    path.write_text(f"; title: saved\n{to_packed(p, make_state(p))}\n", encoding="utf-8")
    assert load_documents(path) == [Document(p, title="saved", state=make_state(p))]


# -- native documents ---------------------------------------------------------------------


def make_state(puzzle: Puzzle) -> PlayState:
    state = PlayState.new(puzzle)
    open_cells = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    state = state.with_entry(open_cells[0], 6)
    return state.with_marks(open_cells[1], digits_mask([1, 3, 8]))


def test_document_round_trip():
    p = parse_line(WIKI)
    doc = Document(p, title="Gentle", author="Andrew C. Stuart", notes="line 1\nline 2 «é»", state=make_state(p))
    text = dumps_document(doc)
    assert text.endswith("}\n")
    data = json.loads(text)
    assert list(data) == [
        "format", "version", "size", "puzzle", "title", "author", "notes", "entries", "marks"
    ]  # fmt: skip
    assert data["format"] == "str8ts_gui" and data["version"] == FORMAT_VERSION == 1 and data["size"] == 9
    assert data["puzzle"] == WIKI
    assert data["entries"] == ".." + "6" + "." * 78
    assert data["marks"] == {"r1c4": "138"}
    assert loads_document(text) == doc

    bare = Document(p)
    data = json.loads(dumps_document(bare))
    assert "entries" not in data and "marks" not in data
    assert loads_document(dumps_document(bare)) == bare


def test_document_rejects_state_of_other_puzzle():
    with pytest.raises(ValueError):
        Document(parse_line(WIKI), state=PlayState.new(parse_line(SMALL)))


def native(**changes) -> str:
    p = parse_line(SMALL)
    data = json.loads(dumps_document(Document(p, state=PlayState.new(p))))
    data.update(changes)
    return json.dumps(data)


def test_newer_version_refused():
    e = error_of(loads_document, native(version=3, size="whatever"), source="new.str8ts")
    assert e.reason == "file version 3 is newer than this program understands (1); please update str8ts_gui"
    assert str(e).startswith("new.str8ts: ")


def test_invalid_json_has_line_and_column():
    e = error_of(loads_document, '{\n  "format": "str8ts_gui",\n  "version": 1,,\n}', source="d")
    assert (e.line, e.column) == (3, 16)
    assert e.reason.startswith("not valid JSON")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[1, 2]", "JSON object"),
        ("{}", "'format'"),
        (native(format="other"), "'format'"),
        (native(version="1"), "'version'"),
        (native(version=True), "'version'"),
        (native(version=0), "version"),
        (native(size=17), "'size'"),
        (native(size=5), "'puzzle'"),
        (native(puzzle=None), "'puzzle'"),
        (native(puzzle=SMALL[:-1] + "x"), "'puzzle'"),
        (native(puzzle=SMALL[:-1] + "5"), "out of range"),
        (native(title=3), "'title'"),
        (native(notes=[]), "'notes'"),
        (native(entries="." * 15), "'entries'"),
        (native(entries=".2" + "." * 14), "r1c2 is not an open cell"),
        (native(entries="#" + "." * 15), "r1c1"),
        (native(entries="..5" + "." * 13), "r1c3"),
        (native(entries=[0] * 16), "'entries'"),
        (native(marks=[]), "'marks'"),
        (native(marks={"r1c1": "12"}), "r1c1 is not an open cell"),
        (native(marks={"r1c3": "15"}), "r1c3"),
        (native(marks={"r1c3": 12}), "r1c3"),
        (native(marks={"r5c1": "1"}), "r5c1"),
        (native(marks={"cell": "1"}), "'cell'"),
    ],
)
def test_bad_documents(text, words):
    e = error_of(loads_document, text, source="bad.str8ts")
    assert words in e.reason
    assert str(e).startswith("bad.str8ts: ")


def test_huge_or_deep_json_is_a_format_error():
    error_of(loads_document, "[" * 100_000 + "]" * 100_000)
    error_of(loads_document, '{"format": "str8ts_gui", "version": ' + "9" * 5000 + "}")


# -- files --------------------------------------------------------------------------------


def test_save_and_load_document(tmp_path):
    p = parse_line(WIKI)
    doc = Document(p, title="T", state=make_state(p))
    path = tmp_path / "game.str8ts"
    save_document(path, doc)
    assert load_documents(path) == [doc]
    assert load_documents(str(path)) == [doc]
    save_document(path, Document(p, title="again"))
    assert load_documents(path)[0].title == "again"
    assert os.listdir(tmp_path) == ["game.str8ts"]


def test_failed_save_leaves_existing_file_untouched(tmp_path, monkeypatch):
    path = tmp_path / "game.str8ts"
    path.write_text("old content", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk on fire")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        save_document(path, Document(parse_line(WIKI)))
    assert path.read_text(encoding="utf-8") == "old content"
    assert os.listdir(tmp_path) == ["game.str8ts"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_atomic_write_keeps_permissions(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("x")
    path.chmod(0o640)
    write_text_atomic(path, "y\r\n")
    assert path.read_bytes() == b"y\r\n"
    assert path.stat().st_mode & 0o777 == 0o640


def test_load_puzzle_text_file_with_titles(tmp_path):
    path = tmp_path / "puzzles.txt"
    text = f"; title: Gentle one\n// author: A. C. Stuart\n{WIKI}\n\n; title: lost\n\n{SMALL}\n"
    path.write_bytes(text.replace("\n", "\r\n").encode("utf-8-sig"))
    docs = load_documents(path)
    assert docs == [
        Document(parse_line(WIKI), title="Gentle one", author="A. C. Stuart"),
        Document(parse_line(SMALL)),
    ]


def test_load_errors_name_the_file(tmp_path):
    missing = tmp_path / "missing.txt"
    e = error_of(load_documents, missing)
    assert e.source == str(missing)
    assert e.reason == "cannot read file: No such file or directory"
    e = error_of(load_documents, tmp_path)
    assert e.reason.startswith("cannot read file:")

    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\x00garbage")  # (not \xff\xfe: that starts UTF-16 text)
    e = error_of(load_documents, binary)
    assert e.source == str(binary) and "UTF-8" in e.reason

    bad = tmp_path / "bad.txt"
    bad.write_text(f"{SMALL}\n{SMALL[:-1]}x\n", encoding="utf-8")
    e = error_of(load_documents, bad)
    assert (e.source, e.line, e.column) == (str(bad), 2, 16)

    bad_native = tmp_path / "bad.str8ts"
    bad_native.write_text("  \n" + native(version=2), encoding="utf-8")
    e = error_of(load_documents, bad_native)
    assert e.source == str(bad_native) and "newer" in e.reason


# -- the published corpus (skipped when absent) -------------------------------------------


def test_daily_corpus_round_trips(daily_corpus):
    for row in daily_corpus:
        puzzle, solution = parse_line(row["puzzle"]), parse_line(row["solution"])
        assert to_line(puzzle) == row["puzzle"] and to_line(solution) == row["solution"]
        assert solution.black == puzzle.black and solution.is_complete()


def test_sample_corpus(sample_corpus):
    sizes = set()
    for row in sample_corpus:
        puzzle = parse_line(row["puzzle"])
        assert puzzle.size == int(row["size"])
        assert to_line(puzzle) == row["puzzle"]
        if row["solution"]:
            assert to_line(parse_line(row["solution"])) == row["solution"]
        sizes.add(puzzle.size)
    assert max(sizes) > 9  # the extended alphabet (A.. white, j.. black) is exercised


# -- properties ---------------------------------------------------------------------------


def only_format_errors(func, text: str) -> None:
    try:
        result = func(text)
        if hasattr(result, "__next__"):
            list(result)
    except PuzzleFormatError as e:
        assert str(e)


@settings(max_examples=200, deadline=None)
@given(st.text() | puzzle_texts)
def test_any_text_gives_puzzles_or_format_errors(text):
    only_format_errors(lambda t: iter_puzzles(t), text)
    only_format_errors(parse_line, text)
    only_format_errors(loads_document, text)


@settings(max_examples=100, deadline=None)
@given(json_documents())
def test_any_json_gives_a_document_or_a_format_error(text):
    only_format_errors(loads_document, text)


def reads_as_grid(p: Puzzle) -> bool:
    """False for the 16 x 16 grids whose rows all are 4 x 4 puzzle strings (read as 16 puzzles)."""
    rows = to_grid(p).split("\n")
    return p.size != 16 or any(not set(row) <= set(".#1234abcd") for row in rows)


@settings(max_examples=100, deadline=None)
@given(puzzles())
def test_puzzle_round_trips(p):
    assert parse_line(to_line(p)) == p
    assert parse_grid(to_grid(p).split("\n")) == p
    assert values_line(p, [0] * p.cell_count) == to_line(p)
    text = f"; c\n{to_line(p)}\n\n{to_grid(p)}\r\n"
    expected = [p, p] if reads_as_grid(p) else [p] + [parse_line(row) for row in to_grid(p).split("\n")]
    if p.size <= 9:
        assert parse_line(to_str8tscom(p)) == p
        assert parse_line(to_packed(p)) == p
        text += f"{to_str8tscom(p)}\n{to_packed(p)}\n"
        expected += [p, p]
    assert parse_text(text) == expected
    assert [doc.puzzle for _, doc in iter_documents(f"{to_line(p)}\n{to_line(p)}", one_per_line=True, kind="str8ts")] == [p, p]


@settings(max_examples=100, deadline=None)
@given(documents())
def test_document_round_trips(doc):
    assert loads_document(dumps_document(doc)) == doc
    compact = json.dumps(json.loads(dumps_document(doc)))
    assert [d for _, d in iter_documents(f"{compact}\n{compact}\n", one_per_line=True)] == [doc, doc]


def base36(v: int) -> str:
    return "0123456789abcdefghijklmnopqrstuvwxyz"[v // 36] + "0123456789abcdefghijklmnopqrstuvwxyz"[v % 36]


@st.composite
def packed_strings(draw) -> str:
    """T-header packed strings in the form :func:`to_packed` writes: clues, black cells, the
    player's digits and non-empty pencil marks."""
    n = draw(st.integers(4, 9))
    value = st.one_of(
        st.integers(0, n),  # empty white or a white clue
        st.integers(10, 10 + n),  # black, empty or with a clue
        st.integers(20, 19 + n),  # the player's digit
        st.integers(30, 28 + 2**n),  # pencil marks (value - 29 is the bitmask)
    )
    cells = draw(st.lists(value, min_size=n * n, max_size=n * n))
    return f"T{n}B" + "".join(base36(v) for v in cells)


@settings(max_examples=100, deadline=None)
@given(packed_strings())
def test_packed_strings_round_trip(text):
    puzzle, state = parse_packed(text)
    assert to_packed(puzzle, state) == text
    assert parse_packed(text.upper()) == (puzzle, state)
    assert to_packed(puzzle) == to_packed(puzzle, PlayState.new(puzzle))
    (_, doc), = iter_documents(text, one_per_line=True)
    assert doc.puzzle == puzzle and (doc.state or PlayState.new(puzzle)) == state
    assert loads_document(dumps_document(doc)) == doc


@st.composite
def junk_after_header(draw) -> str:
    """A packed-string header (mostly 'T<n>B') followed by junk, often of the right length."""
    n = draw(st.integers(4, 9))
    header = draw(st.sampled_from(["T", "t", "U", "X", "Q"])) + str(n) + draw(st.sampled_from("BBBbC"))
    alphabet = st.sampled_from("0123456789abcdefghijklmnopqrstuvwxyzZ") | st.characters()
    if draw(st.booleans()):
        junk = draw(st.text(alphabet, min_size=2 * n * n, max_size=2 * n * n))
    else:
        junk = draw(st.text(alphabet, max_size=170))
    return header + junk


@settings(max_examples=100, deadline=None)
@given(junk_after_header())
def test_junk_after_a_packed_header_is_a_format_error(text):
    only_format_errors(parse_packed, text)
    only_format_errors(parse_line, text)
    only_format_errors(lambda t: iter_documents(t, one_per_line=True), text)
    only_format_errors(parse_packed, text[3:])


# -- puzzle strings character by character (the quick decoding against the rules) ------------------


def _expected_cells(text: str, n: int):
    """(black, clues) of a puzzle string read one character at a time, or the 1-based column and
    the start of the message of its first bad character."""
    black, clues = [], []
    for k, ch in enumerate(text):
        if ch in ".0*":
            b, d = False, 0
        elif ch in "123456789ABCDEFG":
            b, d = False, "123456789ABCDEFG".index(ch) + 1
        elif ch == "#":
            b, d = True, 0
        elif ch in "abcdefghijklmnop":
            b, d = True, "abcdefghijklmnop".index(ch) + 1
        else:
            return k + 1, "unknown character"
        if d > n:
            return k + 1, f"digit {d} out of range"
        black.append(b)
        clues.append(d)
    return tuple(black), tuple(clues)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_puzzle_strings_read_and_written_cell_by_cell(data) -> None:
    n = data.draw(st.sampled_from([4, 5, 6, 9, 12, 16]))
    good = ".0*#" + "123456789ABCDEFG"[:n] + "abcdefghijklmnop"[:n]
    # mostly good characters, now and then a digit above the size or an unknown one (a control
    # character too; not white space, which the reader strips from the ends)
    alphabet = st.one_of(
        st.sampled_from(good), st.sampled_from("123456789ABCDEFGabcdefghijklmnop"), st.sampled_from("xZq%ä\x01")
    )
    weights = data.draw(st.sampled_from([0, 0, 1]))
    chars = data.draw(st.lists(st.sampled_from(good) if not weights else alphabet, min_size=n * n, max_size=n * n))
    text = "".join(chars)
    expected = _expected_cells(text, n)
    if isinstance(expected[0], int):
        column, message = expected
        with pytest.raises(PuzzleFormatError) as err:
            parse_line(text)
        assert err.value.column == column and message in str(err.value)
        return
    puzzle = parse_line(text)
    assert (puzzle.black, puzzle.clues) == expected
    assert all(type(b) is bool for b in puzzle.black) and all(type(d) is int for d in puzzle.clues)
    assert to_line(puzzle) == text.replace("0", ".").replace("*", ".")


NINE = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"


@pytest.mark.parametrize("bad", ["garbage", NINE[:9], "#1..", "..#.12....3."])
def test_a_short_bad_line_never_swallows_the_puzzles_after_it(bad):
    """A short line is the first row of a grid only as far as rows can go: a puzzle line after it
    (longer than any grid row) is read as the puzzle it is, not taken as the grid's next row and
    dropped with the grid's error."""
    text = f"{NINE}\n{bad}\n{NINE}\n\n{NINE}\n"
    got = list(formats.read(text, source="f", keep_going=True))
    assert [line for line, _ in got] == [1, 2, 3, 5]
    assert isinstance(got[1][1], PuzzleFormatError) and got[1][1].line == 2
    assert all(doc.puzzle == parse_line(NINE) for k, (_, doc) in enumerate(got) if k != 1)
