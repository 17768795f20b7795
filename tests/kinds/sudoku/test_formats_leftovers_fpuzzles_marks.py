"""f-puzzles' player pencil marks ("centerPencilMarks", "cornerPencilMarks" of a grid cell) are
read as the document's centre and corner marks, and written back by the f-puzzles writer."""

from __future__ import annotations

import json

import pytest

from str8ts_gui.core.document import iter_documents
from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles, to_fpuzzles, to_fpuzzles_data, to_fpuzzles_link
from tests.cli.cli_helpers import run


def mask(*digits: int) -> int:
    return sum(1 << d for d in digits)


def grid(n: int) -> list[list[dict]]:
    return [[{} for _c in range(n)] for _r in range(n)]


def marked() -> dict:
    rows = grid(4)
    rows[0][0] = {"value": 1, "given": True}
    rows[0][1] = {"centerPencilMarks": [4, 3]}
    rows[1][2] = {"cornerPencilMarks": [2, 1], "centerPencilMarks": [1]}
    rows[3][3] = {"value": 2, "cornerPencilMarks": [3]}  # an entry with marks under it
    return {"size": 4, "grid": rows}


def test_centre_and_corner_marks_are_read() -> None:
    doc = from_fpuzzles(marked())
    state = doc.state
    assert state is not None
    assert state.centre[1] == mask(3, 4) and state.centre[6] == mask(1)
    assert state.corner[6] == mask(1, 2) and state.corner[15] == mask(3)
    assert state.entries[15] == 2
    assert sum(1 for m in state.centre if m) == 2 and sum(1 for m in state.corner if m) == 2
    assert not any(state.marks)  # (f-puzzles has no positional candidates)


def test_marks_are_written_back_and_read_again() -> None:
    doc = from_fpuzzles(marked())
    data = to_fpuzzles_data(doc)
    assert data["grid"][0][1] == {"centerPencilMarks": [3, 4]}
    assert data["grid"][1][2] == {"cornerPencilMarks": [1, 2], "centerPencilMarks": [1]}
    assert data["grid"][3][3] == {"value": 2, "cornerPencilMarks": [3]}
    assert from_fpuzzles(json.loads(to_fpuzzles(doc))) == doc
    # through a link too, as the window and the command line read it
    (_line, again), = iter_documents(to_fpuzzles_link(doc) + "\n", source="links.txt")
    assert again.state == doc.state


def test_marks_alone_make_a_play_state_and_no_marks_none() -> None:
    rows = grid(4)
    rows[2][2] = {"centerPencilMarks": [2]}
    doc = from_fpuzzles({"size": 4, "grid": rows})
    assert doc.state is not None and doc.state.centre[10] == mask(2) and not any(doc.state.entries)
    assert from_fpuzzles({"size": 4, "grid": grid(4)}).state is None
    # empty lists, as f-puzzles writes for a cell without marks, are no marks
    rows = grid(4)
    rows[0][0] = {"centerPencilMarks": [], "cornerPencilMarks": []}
    assert from_fpuzzles({"size": 4, "grid": rows}).state is None


def test_marks_on_a_given_cell_are_dropped() -> None:
    rows = grid(4)
    rows[0][0] = {"value": 1, "given": True, "centerPencilMarks": [2, 3]}
    doc = from_fpuzzles({"size": 4, "grid": rows})
    assert doc.puzzle.clues[0] == 1 and doc.state is None


@pytest.mark.parametrize("key", ["centerPencilMarks", "cornerPencilMarks"])
@pytest.mark.parametrize("bad", [[5], [0], ["1"], 3, [True]])
def test_bad_marks_are_left_out_and_named(key: str, bad) -> None:
    # the player's notes are not the puzzle: it still opens, and its read notes say where
    rows = grid(4)
    rows[1][2] = {key: bad}
    rows[0][1] = {key: [1, 2]}
    doc = from_fpuzzles({"size": 4, "grid": rows})
    layer = doc.state.centre if key == "centerPencilMarks" else doc.state.corner
    assert layer[6] == 0 and layer[1] == 0b110
    assert doc.read_notes == (f"pencil marks that are not digits 1-4 were left out (R2C3 {key})",)


def test_cli_keeps_the_marks_in_json(tmp_path) -> None:
    path = tmp_path / "marked.json"
    path.write_text(json.dumps(marked()), encoding="utf-8")
    code, out, err = run("convert", "--to", "json", str(path))
    assert code == 0, err
    doc = json.loads(out)
    assert doc["centre"] == {"r1c2": "34", "r2c3": "1"} and doc["corner"] == {"r2c3": "12", "r4c4": "3"}
