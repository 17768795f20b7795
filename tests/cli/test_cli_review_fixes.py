"""Fixes of a command-line review (h-cli-s17): usage of an unknown option, a misspelled file
name, JSON's words in messages, a Sudoku's error for a line that nearly is one, --json's source
and line."""

from __future__ import annotations

import pytest

from str8ts_gui.cli.main import main


@pytest.mark.parametrize(
    "argv, command, extra",
    [
        (["check", "--json", "x"], "check", "--json"),
        (["candidates", "--jobs", "2", "x"], "candidates", "--jobs"),
        (["check", "x", "--json"], "check", "--json"),
        (["generate", "--bogus"], "generate", "--bogus"),
    ],
)
def test_an_unknown_option_is_said_with_its_commands_usage(capsys, argv, command, extra) -> None:
    # it printed the top level's 'usage: str8ts [-h] [--version] COMMAND ...' and 'str8ts: error:'
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: str8ts {command} [-h]")
    assert err.endswith(f"str8ts {command}: error: unrecognized arguments: {extra}\n")


def test_an_unknown_option_before_the_command_is_the_top_levels(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--foo", "check", "x"])
    err = capsys.readouterr().err
    assert err.startswith("usage: str8ts [-h] [--version] COMMAND ...")
    assert err.endswith("str8ts: error: unrecognized arguments: --foo\n")


# -- rate --json: no solution or not solved by logic; source and line of --json objects ---------

import json  # noqa: E402
from pathlib import Path  # noqa: E402

from cli_helpers import run  # noqa: E402

from str8ts_gui.core.document import dumps_document, loads_document  # noqa: E402
from str8ts_gui.core.puzzle import PlayState  # noqa: E402

NO_SOLUTION = "12345678.........9" + "." * 63  # a Sudoku: r1c9 and r2c9 both want the 9
EMPTY = "." * 81
WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def test_rate_json_tells_no_solution_from_not_solved_by_logic() -> None:
    # both were {"solved": false, "grade": null, "score": 0, "steps": 0, ...}; the plain lines differ
    code, out, err = run("rate", "--json", "--jobs", "1", NO_SOLUTION, EMPTY, WIKI)
    assert (code, err) == (1, "")
    none, several, unique = (json.loads(line) for line in out.splitlines())
    assert (none["solved"], none["status"], none["left"]) == (False, "none", 72)
    assert (several["solved"], several["status"], several["left"]) == (False, "several", 81)
    assert (unique["solved"], unique["status"], unique["left"]) == (True, "unique", 0)
    code, plain, _ = run("rate", "--jobs", "1", NO_SOLUTION, EMPTY)
    assert plain.splitlines()[0] == "no solution" and plain.splitlines()[1].startswith("not solved by logic (81 cells")
    # the old keys are all there, in their order
    assert list(unique)[:5] == ["solved", "grade", "score", "steps", "grid"]
    assert list(none)[:8] == ["solved", "grade", "score", "steps", "grid", "rating", "ep", "ed"]


def test_rate_json_of_givens_that_break_a_rule_says_none() -> None:
    code, out, _ = run("rate", "--json", "11" + "." * 79)
    obj = json.loads(out)
    assert code == 1 and (obj["solved"], obj["status"], obj["left"]) == (False, "none", 79)


def test_json_objects_say_their_source_and_line(tmp_path: Path) -> None:
    path = tmp_path / "in.txt"
    path.write_text(f"; a comment\n{WIKI}\n{WIKI[:-1]}x\n\n{WIKI}\n", encoding="utf-8")
    for command in ("solve", "rate"):
        code, out, err = run(command, "--json", "--jobs", "1", str(path), "-", SUDOKU, stdin=f"\n{SUDOKU}\n")
        assert code == 2 and "line 3" in err
        places = [(o["source"], o["line"]) for o in map(json.loads, out.splitlines())]
        assert places == [(str(path), 2), (str(path), 5), ("<stdin>", 2), ("argument 3", 1)], command


# -- explain: the puzzle from its givens, as rate grades it ----------------------------------


def _game(tmp_path: Path, line: str, entries: str, suffix: str = ".str8ts") -> Path:
    """A saved game of the puzzle ``line`` with ``entries`` (a line of digits and dots)."""
    doc = loads_document(run("convert", "--to", "json", line)[1])
    values = tuple(0 if ch == "." else int(ch) for ch in entries)
    doc = type(doc)(doc.puzzle, state=PlayState(doc.puzzle, values, (0,) * doc.puzzle.cell_count))
    path = tmp_path / f"game{suffix}"
    path.write_text(dumps_document(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("line, wrong", [(WIKI, "..2" + "." * 78), (SUDOKU, ".2" + "." * 79)])
def test_explain_a_saved_game_with_a_wrong_entry_explains_its_puzzle(tmp_path: Path, line: str, wrong: str) -> None:
    # it said "Contradiction after 76 steps: the grid has no solution" (exit 1) for a puzzle whose
    # solve and count say unique: it went from the wrong entry
    path = _game(tmp_path, line, wrong)
    assert run("count", str(path))[1] == "1\n"
    code, out, err = run("explain", "--jobs", "1", str(path))
    assert (code, err) == (0, "")
    _code, from_line, _err = run("explain", "--jobs", "1", line)
    assert out.splitlines()[1:] == from_line.splitlines()[1:]  # (all but the '# SOURCE, line N' heading)
    summary = next(s for s in out.splitlines() if s.startswith("Solved by logic in "))
    rate = run("rate", str(path))[1].strip()
    # explain's last line before the grid and rate say the same grade, score and steps
    steps, grade = summary.removeprefix("Solved by logic in ").split(": ")
    assert rate == f"{grade.split(' (')[0]} (score {grade.split('(score ')[1].rstrip(')')}, {steps})"
    # hint still works from the position and names the wrong entry
    code, out, _ = run("hint", str(path))
    assert code == 1 and out.startswith(("The grid contradicts the solution: ", "The grid breaks a rule: "))


def test_explain_of_entries_that_break_a_rule_explains_the_puzzle(tmp_path: Path) -> None:
    path = _game(tmp_path, SUDOKU, ".44" + "." * 78, ".puzzle")
    code, out, _ = run("explain", "--jobs", "1", str(path))
    assert code == 0 and "The grid breaks a rule" not in out and "Solved by logic in " in out
    assert run("check", str(path))[0] == 1  # (check still checks the entries)


# -- JSON's words, not Python's type names ---------------------------------------------------

NATIVE = '{{"format": "str8ts_gui", "version": {version}, "size": {size}, "puzzle": {puzzle}}}'


@pytest.mark.parametrize(
    "fields, words",
    [
        ({"puzzle": "null"}, "field 'puzzle' must be a string, not null"),  # was 'not NoneType'
        ({"size": '"nine"'}, "field 'size' must be a whole number, not a string"),  # was 'not str'
        ({"size": "9.5"}, "field 'size' must be a whole number, not 9.5"),  # was 'not float'
        ({"version": "true"}, "field 'version' must be a whole number, not true"),  # was 'not bool'
        ({"size": "[9]"}, "field 'size' must be a whole number, not an array"),  # was 'not list'
        ({"puzzle": "{}"}, "field 'puzzle' must be a string, not an object"),  # was 'not dict'
    ],
)
def test_a_field_of_the_wrong_type_is_named_in_jsons_words(tmp_path: Path, fields: dict, words: str) -> None:
    values = {"version": "1", "size": "9", "puzzle": json.dumps("." * 81), **fields}
    path = tmp_path / "bad.puzzle"
    path.write_text(NATIVE.format(**values), encoding="utf-8")
    code, out, err = run("solve", str(path))
    assert (code, out, err) == (2, "", f"str8ts: {path}: line 1: {words}\n")


def test_a_json_document_that_is_no_object_is_named_in_jsons_words() -> None:
    from str8ts_gui.core.document import loads_document
    from str8ts_gui.core.files import PuzzleFormatError

    for text, words in (('"x"', "a string"), ("[1, 2]", "an array"), ("null", "null"), ("5", "5")):
        with pytest.raises(PuzzleFormatError) as e:
            loads_document(text, source="x.puzzle")
        assert str(e.value).endswith(f"expected a JSON object, got {words}"), str(e.value)


# -- a misspelled file name ------------------------------------------------------------------


def test_a_word_that_is_no_file_is_said_to_be_no_such_file(tmp_path: Path) -> None:
    # it said 'argument 1: line 1: 'y' is no cell of a Str8ts grid (column 2)'
    code, out, err = run("solve", "mypuzzle", WIKI)
    assert code == 2 and out.count("\n") == 1
    assert err.startswith("str8ts: mypuzzle: no such file (and not a puzzle string: 'y' is no cell of a Str8ts grid (column 2)); accepted: ")
    code, _, err = run("count", "--kind", "sudoku", "notes.md")
    assert code == 2 and err.startswith("str8ts: notes.md: no such file (and not a puzzle string: ")
    # a word as long as a puzzle string is taken for one gone wrong
    code, _, err = run("count", "x" * 81)
    assert code == 2 and err.startswith("str8ts: argument 1: line 1: unknown character 'x'")
    # a file of that name is read; a puzzle string is read as before; other text keeps its message
    (tmp_path / "mypuzzle").write_text(WIKI + "\n", encoding="utf-8")
    assert run("count", str(tmp_path / "mypuzzle"))[:2] == (0, "1\n")
    assert run("count", "." * 81)[:2] == (0, "2\n")
    code, _, err = run("count", "1234")
    assert code == 2 and err.startswith("str8ts: argument 1: line 1: incomplete grid")
    assert run("count", "puzzles/nothing")[2] == "str8ts: puzzles/nothing: cannot read file: No such file\n"


# -- convert --to txt of several puzzles reads back one by one ----------------------------------


def test_convert_to_txt_of_several_puzzles_reads_back_every_puzzle(tmp_path: Path) -> None:
    # count printed one '1', exit 0: two puzzles dropped without a word
    lines = [SUDOKU, ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."]
    source = tmp_path / "s.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, text, err = run("convert", "--to", "txt", str(source))
    assert (code, err) == (0, "") and text.count("\n\n") == 1
    path = tmp_path / "m.txt"
    path.write_text(text, encoding="utf-8")
    assert run("count", str(path)) == (0, "1\n1\n", "")
    assert run("convert", "--to", "line", str(path)) == (0, "\n".join(lines) + "\n", "")
    assert run("count", "-", stdin=text) == (0, "1\n1\n", "")


def test_convert_to_line_of_a_suguru_writes_its_region_text() -> None:
    # it was 'a Suguru puzzle cannot be written as line (its forms: suguru, json)', exit 2, where
    # convert without --to (whose default is line) writes the region text
    root = Path(__file__).resolve().parents[2]
    library = str(root / "puzzles" / "suguru-library.txt")
    default = run("convert", library)
    assert default[0] == 0 and default[1].startswith("#Suguru ")
    assert run("convert", "--to", "line", library) == default == run("convert", "--to", "suguru", library)
    # a form a Suguru has not is still an input error
    code, _, err = run("convert", "--to", "sdk", library)
    assert code == 2 and "a Suguru puzzle cannot be written as sdk (its forms: suguru, json)" in err


# -- what cli.md says of the kinds of a text, checked ------------------------------------------

DOCS = Path(__file__).resolve().parents[2] / "docs"
SUDOKU_LINES = [
    ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5.",
    "7.2..1....43.2.8..6..9.42........43....2.6....91........61.3..2..7.6.91....4..6.8",
    "2.4.3....6.9....3.....7.2.47......423..7.1..689......15.3.1.....1....5.3....2.9.7",
]
STR8TS_LINES = [WIKI, "e1..##..6#......4##..i....g.##.7.5..3d6....#1..8...a#.#....h..##...6.4.#8..##1..#"]


def _text() -> str:
    return " ".join(" ".join((DOCS / "cli.md").read_text(encoding="utf-8").split("\n")).split())


def test_a_mixed_text_is_a_sudoku_with_more_than_twice_as_many_sudoku(tmp_path: Path) -> None:
    # cli.md said 'a text is read as the kind most of its lines belong to': 3 Sudoku lines and 2
    # Str8ts lines are a Str8ts text
    doc = _text()
    assert "the kind most of its lines belong to" not in doc
    assert "more than twice as many as its Str8ts lines and grids with a black cell" in doc
    assert "3 Sudoku lines and 2 Str8ts lines are a Str8ts text" in doc and "5 and 2 a Sudoku text" in doc
    three = tmp_path / "mix32.txt"
    three.write_text("\n".join(SUDOKU_LINES + STR8TS_LINES) + "\n", encoding="utf-8")
    code, out, err = run("count", str(three))
    assert (code, out) == (2, "1\n1\n") and err.count("a Sudoku line (digits and dots, no black cell) among Str8ts puzzles") == 3
    five = tmp_path / "mix52.txt"
    five.write_text("\n".join(SUDOKU_LINES + STR8TS_LINES[:1] + SUDOKU_LINES[:2] + STR8TS_LINES[1:]) + "\n", encoding="utf-8")
    code, out, err = run("count", str(five))
    assert (code, out) == (2, "1\n" * 5) and len(err.splitlines()) == 2


def test_kind_str8ts_reads_a_sudoku_line_as_a_str8ts_without_black_cells(tmp_path: Path) -> None:
    # cli.md said 'A source of another kind than --kind names is an input error (exit 2)': a
    # Sudoku file read --kind str8ts solves as Str8ts without boxes, exit 0
    doc = _text()
    assert "A source of another kind than `--kind` names is an input error" not in doc
    assert "read with `--kind str8ts` is a Str8ts without black cells" in doc
    path = tmp_path / "sudoku.txt"
    path.write_text(SUDOKU_LINES[0] + "\n", encoding="utf-8")
    code, out, _ = run("solve", "--json", "--kind", "str8ts", str(path))
    obj = json.loads(out)
    assert code == 0 and obj["kind"] == "str8ts" and obj["status"] == "several"
    # a drawn grid the Str8ts reader cannot read is refused, naming both kinds
    drawn = tmp_path / "drawn.txt"
    rows = [SUDOKU_LINES[0][r * 9 : r * 9 + 9] for r in range(9)]
    drawn.write_text("\n".join(f"{r[:3]}|{r[3:6]}|{r[6:]}" for r in rows) + "\n", encoding="utf-8")
    code, out, err = run("count", "--kind", "str8ts", str(drawn))
    assert (code, out) == (2, "") and "holds a Sudoku puzzle, not Str8ts (--kind str8ts)" in err


# -- a bad line that is nearly a Sudoku line gets the Sudoku reader's words ------------------

SUDOKU_WORDS = "expected a Sudoku line of 16, 36, 64, 81, 144, 256 characters, got "
STR8TS_WORDS = "expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16"


@pytest.mark.parametrize(
    "line, got",
    [
        (SUDOKU_LINES[0][:80], 80),
        (SUDOKU_LINES[0] + "1", 82),
        (SUDOKU_LINES[0].replace(".", "0") + "\tx", 83),  # a corpus line and a TAB column
        (SUDOKU_LINES[0][:80] + "1" * 66, 146),  # nearly a 12 x 12's 144
    ],
)
def test_a_lone_bad_sudoku_line_gets_the_sudoku_message(line: str, got: int) -> None:
    # it got the Str8ts reader's 'expected a puzzle of n*n characters for a board of 4 x 4 ...'
    code, out, err = run("solve", "-", stdin=line + "\n")
    assert (code, out) == (2, "")
    assert err.startswith(f"str8ts: <stdin>: line 1: {SUDOKU_WORDS}{got}; accepted: a Sudoku line"), err


@pytest.mark.parametrize(
    "line",
    [
        SUDOKU_LINES[0][:70],  # not near 81 (nor 64)
        "." * 15,  # a 4 x 4 is a Str8ts as much as a Sudoku
        WIKI[:-1],  # black cells: a Str8ts line
        WIKI[:-3] + "..",
    ],
)
def test_other_bad_lines_keep_the_str8ts_message(line: str) -> None:
    code, _, err = run("solve", line)
    assert code == 2 and "Sudoku" not in err, err


# -- grids piped on standard input -----------------------------------------------------------


@pytest.mark.parametrize("form", ["grid", "sdk", "txt"])
def test_grids_written_by_convert_read_back_from_standard_input(tmp_path: Path, form: str) -> None:
    # 'convert --to grid wikipedia.txt | str8ts solve -' gave 27 errors (one a row), no solution
    lines = [WIKI, STR8TS_LINES[1]] if form == "grid" else SUDOKU_LINES
    source = tmp_path / "in.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, text, _ = run("convert", "--to", form, str(source))
    assert code == 0
    want = run("solve", str(source))
    assert want[0] == 0 and run("solve", "-", stdin=text) == want


def test_standard_input_stays_one_puzzle_a_line() -> None:
    # sixteen 4 x 4 lines are sixteen puzzles, not a 16 x 16 grid; a bad line among good ones
    # is refused alone
    four = "1..." + "." * 12
    assert run("count", "-", stdin=(four + "\n") * 16) == (0, "2\n" * 16, "")
    code, out, err = run("count", "-", stdin=f"{WIKI}\n{WIKI[:9]}\n{WIKI}\n")
    assert (code, out) == (2, "1\n1\n") and err.startswith("str8ts: <stdin>: line 2: ")
    # a text no line of which is a puzzle, that does not read whole either, keeps its lines' errors
    code, out, err = run("count", "-", stdin=f"{WIKI[:9]}\n{WIKI[9:18]}\n")
    assert (code, out) == (2, "") and [e[:25] for e in err.splitlines()] == ["str8ts: <stdin>: line 1: ", "str8ts: <stdin>: line 2: "]
