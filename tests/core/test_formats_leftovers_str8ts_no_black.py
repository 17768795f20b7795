"""A Str8ts without black cells, written by the program as a grid (the command line's
``convert --to grid``) or by Export Puzzle String, reads back as
the Str8ts it is, not as a Sudoku: the writer marks such a text with a '; kind: str8ts' comment
line, and a text with that comment is read as Str8ts. Texts without the comment are read as
before (and the bare puzzle string of ``convert --to line`` is written as before)."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document, detect_kind, iter_documents
from str8ts_gui.kinds.str8ts import STR8TS
from str8ts_gui.kinds.str8ts.formats import parse_line
from tests.cli.cli_helpers import run
from tests.core.reading_helpers import read_kinds

NO_BLACK = "1" + "." * 80  # a 9 x 9 Str8ts of white cells only: digits and dots, as a Sudoku line
WITH_BLACK = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def kinds(text: str) -> list[tuple[int, str]]:
    return read_kinds(text, "back.txt")


def doc(line: str, **meta: str) -> Document:
    return Document(parse_line(line), **meta)


@pytest.mark.parametrize("write", ["grid", "export"])
@pytest.mark.parametrize("puzzle", [NO_BLACK, "." * 81, "." * 16, "1" + "." * 143, "9" + "." * 255])
def test_a_written_str8ts_without_black_cells_reads_back_as_str8ts(write: str, puzzle: str) -> None:
    d = doc(puzzle)
    text = STR8TS.writers["grid"](d) if write == "grid" else STR8TS.described_text(d)
    assert text.startswith("; kind: str8ts\n")
    got = list(iter_documents(text + "\n", source="back.txt"))
    assert len(got) == 1 and got[0][1].puzzle == d.puzzle and got[0][1].puzzle.kind == "str8ts"
    assert detect_kind(text) == "str8ts"
    # the bare form, as before, reads as a Sudoku: the comment is what tells them apart
    bare = text.removeprefix("; kind: str8ts\n")
    assert detect_kind(bare) == "sudoku"


def test_export_puzzle_string_reads_back_as_str8ts() -> None:
    d = doc(NO_BLACK, title="All white", author="Ann")
    text = STR8TS.described_text(d)
    (_line, back), = iter_documents(text, source="export.txt")
    assert back.puzzle == d.puzzle and (back.title, back.author) == ("All white", "Ann")


def test_written_forms_of_other_str8ts_are_as_before() -> None:
    # black cells: no comment, the line itself
    d = doc(WITH_BLACK)
    assert STR8TS.writers["line"](d) == WITH_BLACK
    assert STR8TS.writers["grid"](d) == "\n".join(WITH_BLACK[k : k + 9] for k in range(0, 81, 9))
    assert STR8TS.described_text(d) == WITH_BLACK + "\n"
    # the puzzle string of the command line's convert (--to line) is the bare line, as before
    assert STR8TS.writers["line"](doc(NO_BLACK)) == NO_BLACK
    # a size no Sudoku has (5 x 5, 7 x 7) reads back as Str8ts already: no comment either
    for n in (5, 7):
        d = doc("." * (n * n))
        assert STR8TS.writers["line"](d) == "." * (n * n)
        assert kinds(STR8TS.writers["grid"](d)) == [(1, "str8ts")]
    # the one-line form (native files, the library) never holds the comment
    assert STR8TS.to_line(parse_line(NO_BLACK)) == NO_BLACK


def test_cli_convert_round_trip(tmp_path) -> None:
    for form in ("grid",):
        code, out, err = run("convert", "--kind", "str8ts", "--to", form, NO_BLACK, WITH_BLACK)
        assert code == 0, err
        path = tmp_path / f"out-{form}.txt"
        path.write_text(out, encoding="utf-8")
        # both read back as Str8ts: the white-only one is not 'a Sudoku line among Str8ts puzzles'
        assert [k for _l, k in kinds(out)] == ["str8ts", "str8ts"]
        code, out2, err = run("convert", "--to", "line", str(path))
        assert code == 0, err
        assert [s for s in out2.split("\n") if s and not s.startswith(";")] == [NO_BLACK, WITH_BLACK]
        code, out3, err = run("convert", "--to", "json", str(path))
        assert code == 0 and '"kind"' not in out3  # (a Str8ts document names no kind)


def test_texts_without_the_comment_read_as_before() -> None:
    assert kinds(f"{NO_BLACK}\n") == [(1, "sudoku")]
    assert kinds(f"{SUDOKU}\n{SUDOKU}\n") == [(1, "sudoku"), (2, "sudoku")]
    assert kinds(f"; title: x\n{SUDOKU}\n") == [(2, "sudoku")]
    # another comment that speaks of a kind is no mark
    assert kinds(f"; the kind: str8ts is not this\n{SUDOKU}\n") == [(2, "sudoku")]
    assert kinds(f"; kind: tetris\n{SUDOKU}\n") == [(2, "sudoku")]
    # --kind wins over the comment
    forced = [d.puzzle.kind for _l, d in iter_documents(f"; kind: str8ts\n{SUDOKU}\n", kind="sudoku")]
    assert forced == ["sudoku"]
