"""The bundled Sudoku of the Puzzle Library: 10 per grade, each unique and graded by our logic as
stored, rebuilt deterministically, and read (title and grade included) by the kind-free loader."""

from __future__ import annotations

import collections
from pathlib import Path

import pytest

from str8ts_gui.core.geometry import orbit
from str8ts_gui.kinds.str8ts.library import library_dir, load_library, read_library_file
from str8ts_gui.kinds.sudoku import library
from str8ts_gui.kinds.sudoku.formats import to_line
from str8ts_gui.kinds.sudoku.generator import LEVELS
from str8ts_gui.kinds.sudoku.logic import rate
from str8ts_gui.solver.sat import Status, solve


@pytest.fixture(scope="module")
def sudoku_entries():
    entries, errors = load_library()
    assert errors == []
    # the classic Sudoku file (variant Sudoku may come in files of their own)
    return [e for e in entries if e.kind == "sudoku" and e.file == library.FILE_NAME]


def test_the_library_holds_ten_9x9_sudoku_of_every_grade(sudoku_entries) -> None:
    assert len(sudoku_entries) >= 50
    assert collections.Counter(e.grade for e in sudoku_entries) == {level: 10 for level in LEVELS}
    assert all(e.size == 9 for e in sudoku_entries)
    titles = [e.title for e in sudoku_entries]
    assert len(set(titles)) == len(titles) and titles[0] == "Sudoku 9x9 Easy 1"
    assert len({e.document.puzzle for e in sudoku_entries}) == len(sudoku_entries)
    assert len({e.key for e in sudoku_entries}) == len(sudoku_entries)


def test_every_library_sudoku_is_unique_and_graded_as_stored(sudoku_entries) -> None:
    for e in sudoku_entries:
        puzzle = e.document.puzzle
        result = solve(puzzle, limit=2)
        assert result.status is Status.UNIQUE, e.title
        rating = rate(puzzle)
        assert rating.solved and rating.grade == e.grade, (e.title, rating.grade, e.grade)
        # the givens keep the 180-degree symmetry they were made with
        clues = puzzle.clues
        assert all(bool(clues[j]) == bool(clues[i]) for i in range(81) for j in orbit(i, 9, "180")), e.title


def test_rebuilding_gives_the_same_puzzles(sudoku_entries) -> None:
    # each grade has its own seed, so its first puzzles can be made alone
    for level in ("Easy", "Fiendish"):
        stored = [to_line(e.document.puzzle) for e in sudoku_entries if e.grade == level][:2]
        lines = library.lines_for(level, per_level=2)
        made = [line for line in lines if line and not line.startswith(";")]
        assert made == stored
        assert f"; title: {library.title_of(level, 1)}" in lines


def test_build_writes_a_file_the_loader_reads(tmp_path: Path) -> None:
    assert library.build(tmp_path, per_level=1, levels=("Easy", "Medium")) == 2
    docs = read_library_file(tmp_path / library.FILE_NAME)
    assert [(d.title, d.grade, d.puzzle.kind) for d in docs] == [
        ("Sudoku 9x9 Easy 1", "Easy", "sudoku"),
        ("Sudoku 9x9 Medium 1", "Medium", "sudoku"),
    ]


def test_main_refuses_a_missing_folder(tmp_path: Path, capsys) -> None:
    assert library.main([str(tmp_path / "nowhere")]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_the_loader_reads_comments_for_any_kind_and_reports_bad_files(tmp_path: Path) -> None:
    line = to_line(next(e for e in load_library()[0] if e.kind == "sudoku").document.puzzle)
    (tmp_path / "a.txt").write_text(
        f"; a header\n\n; title: First\n; author: Me\n; grade: Hard\n{line}\n\n; title: lost\n\n{line}\n",
        encoding="utf-8",
    )
    (tmp_path / "b.txt").write_text("; title: broken\nnot a puzzle at all\n", encoding="utf-8")
    (tmp_path / "c.txt").write_bytes(b"\xff\xfe\x00garbage\x00")
    entries, errors = load_library(tmp_path)
    assert [(e.file, e.title, e.document.author, e.grade) for e in entries] == [
        ("a.txt", "First", "Me", "Hard"),
        ("a.txt", "a.txt #2", "", ""),  # a blank line ends a description
    ]
    assert len(errors) == 2 and "b.txt" in errors[0] and "c.txt" in errors[1]


def test_the_library_folder_has_the_sudoku_file() -> None:
    assert (library_dir() / library.FILE_NAME).is_file()
