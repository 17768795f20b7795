"""convert never drops what a form cannot hold: a variant Sudoku refuses the digit-only forms,
and a Suguru is written in its region text by default."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document, loads_document, save_document
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.suguru.formats import read as read_suguru

from cli_helpers import run

SUGURU = "a,b,b\na,a1,b\nc,c,b\n"


@pytest.mark.parametrize("form", ["line", "sdk", "txt"])
def test_a_variant_sudoku_refuses_the_digit_only_forms(tmp_path, form) -> None:
    path = tmp_path / "killer.str8ts"
    save_document(path, Document(new_puzzle(4).replace(constraints=(KillerCage((0, 1), 3),))))
    code, out, err = run("convert", "--to", form, str(path))
    assert code == 2 and out == ""
    assert "cannot be written as" in err and "fpuzzles" in err
    code, out, err = run("convert", "--to", "json", str(path))
    assert code == 0 and loads_document(out).puzzle.constraints == (KillerCage((0, 1), 3),)


@pytest.mark.parametrize("form", ["line", "sdk", "txt"])
def test_a_sudoku_of_another_size_is_refused_for_its_size(tmp_path, form) -> None:
    """A 7 x 7 Sudoku (f-puzzles and the native file take it) was refused as holding 'variant
    rules or regions', which it does not have."""
    path = tmp_path / "seven.str8ts"
    save_document(path, Document(new_puzzle(7, [1] + [0] * 48)))
    code, out, err = run("convert", "--to", form, str(path))
    assert code == 2 and out == ""
    assert f"cannot be written as {form}: this form holds Sudoku of 4, 6, 8, 9, 12 or 16 cells a side, not 7" in err
    assert "variant" not in err


def test_a_classic_sudoku_still_converts_to_a_line() -> None:
    line = "1..." + "." * 12
    assert run("convert", "--kind", "sudoku", line) == (0, line + "\n", "")


def test_a_suguru_converts_to_its_region_text_by_default() -> None:
    code, out, err = run("convert", "-", stdin=SUGURU)
    assert code == 0, err
    (_, original), = read_suguru(SUGURU)
    (_, again), = read_suguru(out)
    assert again.puzzle == original.puzzle


@pytest.mark.parametrize("form", ["sdk", "txt"])
def test_several_sudoku_in_a_form_of_rows_are_apart(form) -> None:
    """convert --to sdk or txt of two puzzles: a blank line between them, as between two Suguru
    texts (the rows of the two ran into one block of 8 rows)."""
    lines = ["1..." + "." * 12, ".2.." + "." * 12]
    code, out, err = run("convert", "--to", form, "--kind", "sudoku", *lines)
    assert (code, err) == (0, "")
    blocks = out.split("\n\n")
    assert len(blocks) == 2 and [len(b.strip("\n").split("\n")) for b in blocks] == [4, 4]
    for block, line in zip(blocks, lines):
        assert run("solve", "--kind", "sudoku", block) == run("solve", "--kind", "sudoku", line)
    # one puzzle: as before, its rows and nothing more
    assert run("convert", "--to", form, "--kind", "sudoku", lines[0])[1] == blocks[0].rstrip("\n") + "\n"
