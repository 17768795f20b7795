"""Bad input the command line's reference promises to name clearly (docs/cli.md): a missing
file named as a missing file whatever suffix the window's files have, and a source of another
kind than ``--kind`` named as such whatever its form, exit 2, the other sources still answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from cli_helpers import run

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SUGURU = "#Suguru 5x5 Easy\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"


@pytest.mark.parametrize("name", ["missing.puzzle", "missing.PUZZLE", "missing.jsonl", "missing.str8ts"])
def test_a_missing_file_of_the_windows_suffixes_is_named_missing(name: str) -> None:
    # 'missing.puzzle' (the native file's own suffix) was read as a puzzle string: "'s' is no
    # cell of a Str8ts grid (column 3)"
    code, out, err = run("solve", name, WIKI)
    assert (code, out) == (2, WIKI_SOLUTION + "\n")
    assert err == f"str8ts: {name}: cannot read file: No such file\n"


def _sources(tmp_path: Path) -> dict[str, tuple[str, str, int]]:
    """name -> (path, its kind's title, the line the message names)."""
    from str8ts_gui.core.document import Document, dumps_document, loads_documents
    from str8ts_gui.kinds.sudoku.formats import parse_line
    from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles, to_fpuzzles_link

    files = {
        "sudoku.json": (to_fpuzzles(Document(parse_line(SUDOKU))), "Sudoku", 1),
        "sudoku-link.txt": (to_fpuzzles_link(Document(parse_line(SUDOKU))), "Sudoku", 1),
        "sudoku.txt": (SUDOKU + "\n", "Sudoku", 1),
        "suguru.txt": (SUGURU, "Suguru", 1),
        "suguru.puzzle": (dumps_document(loads_documents(SUGURU)[0]), "Suguru", 1),
        "str8ts.txt": (WIKI + "\n", "Str8ts", 1),
    }
    out = {}
    for name, (text, title, line) in files.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        out[name] = (str(path), title, line)
    return out


@pytest.mark.parametrize("kind", ["str8ts", "sudoku", "suguru"])
def test_a_source_of_another_kind_than_kind_is_named_as_such(tmp_path: Path, kind: str) -> None:
    # an f-puzzles JSON or link, a Suguru text or native file read --kind str8ts, a Sudoku
    # line read --kind suguru said what that kind's reader found wrong on each line ("not a
    # str8ts_gui file (missing field 'format')", "unknown character 'S'", "a Suguru row has 2
    # to 20 cells, not 1"), not that the source holds a puzzle of another kind
    titles = {"str8ts": "Str8ts", "sudoku": "Sudoku", "suguru": "Suguru"}
    for name, (path, title, line) in _sources(tmp_path).items():
        if title == titles[kind] or (kind, name) == ("str8ts", "sudoku.txt"):
            continue  # (a Sudoku line is a Str8ts puzzle string too: --kind str8ts reads it so)
        code, out, err = run("count", "--kind", kind, path, {"str8ts": WIKI, "sudoku": SUDOKU, "suguru": SUGURU}[kind])
        assert (code, out, err) == (2, "1\n", f"str8ts: {path}: line {line}: holds a {title} puzzle, not {titles[kind]} (--kind {kind})\n"), name


def test_a_file_of_str8ts_puzzles_read_as_another_kind_is_named_once(tmp_path: Path) -> None:
    # a file whose first Str8ts puzzle the Sudoku reader cannot read (an 'e' black clue): each
    # line had its own "'e' is not a digit 1-9" or "a Suguru row has 2 to 20 cells" message
    path = tmp_path / "str8ts.txt"
    path.write_text(f"; a comment\n\ne1..##..6#......4##..i....g.##.7.5..3d6....#1..8...a#.#....h..##...6.4.#8..##1..#\n{WIKI}\n", encoding="utf-8")
    for kind, title in (("sudoku", "Sudoku"), ("suguru", "Suguru")):
        code, out, err = run("count", "--kind", kind, str(path))
        assert (code, out, err) == (2, "", f"str8ts: {path}: line 3: holds a Str8ts puzzle, not {title} (--kind {kind})\n")


def test_a_line_of_dots_of_another_length_keeps_the_kinds_own_message() -> None:
    # (Str8ts is only the kind of anything else here: the Sudoku reader's message says the length)
    code, out, err = run("solve", "--kind", "sudoku", "." * 25)
    assert (code, out) == (2, "") and "expected a Sudoku line of 16, 36, 64, 81, 144, 256 characters, got 25" in err
