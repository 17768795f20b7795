"""A file of f-puzzles links with one bad line behaves as a file of Sudoku lines with one bad
line: the command line answers every good puzzle, names the bad line on stderr and exits 2;
opening the file whole (the window's File > Open, load_documents) is refused with an error that
names the line, as for a Sudoku list."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_link
from tests.cli.cli_helpers import run

SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
LINK = to_fpuzzles_link(Document(parse_line(SUDOKU)))
BAD_LINKS = {
    "cut short": LINK[:60],
    "not LZ-string": "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSTjKBdZQ",
    "no link": "hello world",
    "bad JSON": '{"size": 9}',
}


def files(tmp_path, bad: str) -> dict[str, object]:
    links = tmp_path / "links.txt"
    links.write_text(f"{LINK}\n{LINK}\n{bad}\n{LINK}\n", encoding="utf-8")
    lines = tmp_path / "lines.txt"
    lines.write_text(f"{SUDOKU}\n{SUDOKU}\n{SUDOKU[:5]}x{SUDOKU[6:]}\n{SUDOKU}\n", encoding="utf-8")
    return {"links": links, "lines": lines}


@pytest.mark.parametrize("bad", list(BAD_LINKS.values()), ids=list(BAD_LINKS))
def test_cli_reads_the_good_links_and_names_the_bad_line(tmp_path, bad: str) -> None:
    for what, path in files(tmp_path, bad).items():
        code, out, err = run("check", str(path))
        assert code == 2, what
        assert out.count("ok:") == 3, what
        assert err.startswith(f"str8ts: {path}: line 3: "), (what, err)
        assert err.count("\n") == 1, (what, err)


@pytest.mark.parametrize("bad", list(BAD_LINKS.values()), ids=list(BAD_LINKS))
def test_opening_the_file_whole_is_refused_naming_the_line(tmp_path, bad: str) -> None:
    for what, path in files(tmp_path, bad).items():
        with pytest.raises(PuzzleFormatError) as caught:
            load_documents(path)
        assert caught.value.line == 3, what
        assert str(caught.value).startswith(f"{path}: line 3: "), (what, str(caught.value))
