"""One bad puzzle of a library file costs that puzzle only: the file's other puzzles are listed,
and the bad one is reported with its file, line and what is wrong (the whole file's puzzles
disappeared before, for one bad line: found by an audit)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from str8ts_gui.core.document import iter_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.library import library_dir, load_library, read_library_file

# (file, what its reader says of the broken line): a Str8ts line, a Sudoku line, an f-puzzles
# link, a Suguru row
FILES = {
    "library-6x6.txt": "expected a puzzle of n*n characters",
    "sudoku-9x9.txt": "expected a Sudoku line",
    "sudoku-variants.txt": "no f-puzzles link",
    "suguru-library.txt": "a Suguru row has 2 to 20 cells, not 1",
}


def _break_third(folder: Path, name: str) -> int:
    """Copy the bundled file ``name`` into ``folder`` with its third puzzle broken; the line."""
    path = folder / name
    shutil.copy(library_dir() / name, path)
    text = path.read_text(encoding="utf-8")
    start = [number for number, _doc in iter_documents(text, source=name)][2]
    line = start + 1 if name.startswith("suguru") else start  # (a Suguru: its first row)
    lines = text.split("\n")
    lines[line - 1] = "this is not a puzzle" if name != "library-6x6.txt" else lines[line - 1][:-1]
    path.write_text("\n".join(lines), encoding="utf-8")
    return line


@pytest.mark.parametrize("name", FILES)
def test_one_bad_puzzle_keeps_the_others_and_is_reported(tmp_path: Path, name: str) -> None:
    whole, errors = load_library(library_dir())
    assert errors == []
    bundled = [e for e in whole if e.file == name]
    line = _break_third(tmp_path, name)

    entries, errors = load_library(tmp_path)

    assert [(e.index, e.key, e.title, e.grade) for e in entries] == [
        (e.index, e.key, e.title, e.grade) for e in bundled if e.index != 2
    ]
    assert len(errors) == 1
    assert errors[0].startswith(f"{tmp_path / name}: line {line}: ") and FILES[name] in errors[0]


def test_read_library_file_reports_into_a_list_or_raises(tmp_path: Path) -> None:
    line = _break_third(tmp_path, "library-6x6.txt")
    path = tmp_path / "library-6x6.txt"
    problems: list[str] = []
    docs = read_library_file(path, problems)
    assert len(docs) == len(read_library_file(library_dir() / "library-6x6.txt")) - 1
    assert docs[2].title == "6x6 Gentle 4"  # the comments above each puzzle still describe it
    assert len(problems) == 1 and problems[0].startswith(f"{path}: line {line}: ")
    with pytest.raises(PuzzleFormatError, match=f"line {line}"):
        read_library_file(path)  # without a list: the first bad puzzle raises, as before
