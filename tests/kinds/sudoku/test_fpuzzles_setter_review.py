"""f-puzzles import and export as a setter sees it: a whispers line's own difference (``value``,
SudokuSolver's Dutch whispers) is read, solved, checked, pruned, told and written back; the viewer
setting ``highlightConflicts`` is no rule; cell colours and a solution that are not kept are said;
f-puzzles' drawn copies of a rule (``fromConstraint``) are not kept beside the rule; SudokuPad's
own links are named for what they are. Every input here is made by hand."""

from __future__ import annotations

import json

import pytest

from str8ts_gui.core.document import Document, loads_documents
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.fpuzzles import (
    LINK_PREFIX,
    from_fpuzzles,
    lz_compress_base64,
    to_fpuzzles,
    to_fpuzzles_data,
    to_fpuzzles_link,
)
from str8ts_gui.kinds.sudoku.logic.variant_base import rule_says
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.solver.sat import solve
from sudoku_bruteforce import solutions as plain_solutions

SUDOKU = get_kind("sudoku")


def grid(n: int, givens: dict[str, int] | None = None, **cell_keys: dict) -> list[list[dict]]:
    rows = [[{} for _ in range(n)] for _ in range(n)]
    for name, v in (givens or {}).items():
        r, c = name[1:].split("C")
        rows[int(r) - 1][int(c) - 1] = {"value": v, "given": True}
    for name, extra in cell_keys.items():
        r, c = name[1:].split("C")
        rows[int(r) - 1][int(c) - 1].update(extra)
    return rows


def fp(n: int = 9, givens: dict[str, int] | None = None, **keys) -> dict:
    return {"size": n, "grid": grid(n, givens), **keys}


def read(data: dict) -> Document:
    return from_fpuzzles(json.loads(json.dumps(data)))


def both_forms(data: dict) -> list[Document]:
    """The document of ``data`` read from its JSON and from its link."""
    text = json.dumps(data)
    return [loads_documents(text)[0], loads_documents(LINK_PREFIX + lz_compress_base64(text))[0]]


# -- 1. a whispers line's value is its difference ---------------------------------------------

DUTCH = [["R1C1", "R1C2", "R1C3"]]


@pytest.mark.parametrize("value", ["4", 4, " 4 "])
def test_a_whispers_value_is_the_lines_difference(value) -> None:
    for doc in both_forms(fp(givens={"R1C1": 5, "R1C2": 1}, whispers=[{"lines": DUTCH, "value": value}])):
        assert doc.puzzle.constraints == (Whispers((0, 1, 2), 4),)


def test_dutch_whispers_solve_check_prune_and_tell_with_their_difference() -> None:
    """5 beside 1 keeps a difference of 4 (Dutch whispers): a solution exists, the checker is
    happy, 5 stays a candidate, and the logic's sentence says 4. Read as German whispers (5),
    the puzzle had none."""
    doc = read(fp(givens={"R1C1": 5, "R1C2": 1}, whispers=[{"lines": DUTCH, "value": "4"}]))
    puzzle = doc.puzzle
    solution = solve(puzzle, limit=1).solution
    assert solution is not None and solution[:2] == (5, 1) and abs(solution[2] - 1) >= 4
    values = list(puzzle.clues)
    assert SUDOKU.check(puzzle, values) == []
    values[2] = 3  # 1 and 3 differ by 2
    (bad,) = SUDOKU.check(puzzle, values)
    assert bad.kind == "whispers" and "differ by less than 4" in bad.message
    line = puzzle.constraints[0]
    masks = [(1 << 10) - 2] * 81
    assert line.prune(puzzle, masks) is not None and masks[0] & (1 << 5)  # 5 has 1 and 9 four away
    assert rule_says(line, 9) == "neighbours on the line differ by at least 4"
    steps = SUDOKU.logic().solve_path(puzzle, puzzle.clues).steps
    told = [s.text for s in steps if s.strategy == "German whispers"]
    assert told and all("at least 4" in t for t in told) and not any("at least 5" in t for t in told)


def test_a_whispers_difference_against_the_brute_force() -> None:
    """On a 4 x 4 (usual difference 2) a line with difference 3 keeps only 1 beside 4; its
    solutions are exactly the brute force's, and differ from the usual line's."""
    line = [["R1C1", "R2C3", "R3C2"]]  # the ends share no row, column or box: they may be alike
    counts = set()
    for value, gap in (("3", 3), ("1", 1), (None, 2), ("2", 2)):
        item = {"lines": line} if value is None else {"lines": line, "value": value}
        puzzle = read(fp(4, whispers=[item])).puzzle
        want = [s for s in plain_solutions(4, [0] * 16) if abs(s[0] - s[6]) >= gap and abs(s[6] - s[9]) >= gap]
        assert solve(puzzle, limit=500).count == len(want) > 0
        assert puzzle.constraints == (Whispers((0, 6, 9), 0 if gap == 2 else gap),)
        counts.add(len(want))
    assert len(counts) == 3  # three differences, three sets of solutions


def test_the_usual_difference_reads_as_the_usual_line() -> None:
    assert read(fp(whispers=[{"lines": DUTCH, "value": "5"}])).puzzle.constraints == (Whispers((0, 1, 2)),)
    assert read(fp(16, whispers=[{"lines": DUTCH, "value": 8}])).puzzle.constraints == (Whispers((0, 1, 2)),)
    assert read(fp(whispers=[{"lines": DUTCH, "value": ""}])).puzzle.constraints == (Whispers((0, 1, 2)),)


@pytest.mark.parametrize("value", ["0", 0, "9", 9, "-1", "x", "4.5", 4.5, True, [4], "Dutch"])
def test_a_whispers_value_the_line_cannot_hold_is_an_error_naming_it(value) -> None:
    data = fp(whispers=[{"lines": [["R5C5", "R5C6"]]}, {"lines": DUTCH, "value": value}])
    for text in (json.dumps(data), LINK_PREFIX + lz_compress_base64(json.dumps(data))):
        with pytest.raises(PuzzleFormatError) as info:
            loads_documents(text, source="in")
        assert "whispers[1].value" in str(info.value) and "1 to 8" in str(info.value), str(info.value)


def test_a_whispers_difference_is_written_back_as_its_value() -> None:
    doc = Document(new_puzzle(9).replace(constraints=(Whispers((0, 1, 2), 4), Whispers((40, 41)), Whispers((60, 61), 5))))
    data = to_fpuzzles_data(doc)
    assert data["whispers"] == [
        {"lines": [["R1C1", "R1C2", "R1C3"]], "value": "4"},
        {"lines": [["R5C5", "R5C6"]]},  # the usual line, as before
        {"lines": [["R7C7", "R7C8"]]},  # a gap of 5 on a 9 x 9 is the usual one
    ]
    for text in (to_fpuzzles(doc), to_fpuzzles_link(doc)):
        assert loads_documents(text)[0].puzzle.constraints == (Whispers((0, 1, 2), 4), Whispers((40, 41)), Whispers((60, 61)))


# -- 2. highlightConflicts is a viewer setting ------------------------------------------------


@pytest.mark.parametrize("flag", [True, False])
def test_highlight_conflicts_is_a_setting_not_a_rule(flag: bool) -> None:
    for doc in both_forms(fp(givens={"R1C1": 3}, highlightConflicts=flag)):
        assert doc.puzzle == new_puzzle(9, [3] + [0] * 80) and doc.read_notes == ()


def test_a_success_message_is_no_rule() -> None:
    """``successMessage``, the words a player sees on solving (an extension of f-puzzles' JSON
    that setters' tools write beside ``solution``), says nothing about the digits: the puzzle
    opens (it was refused as an unknown rule)."""
    for doc in both_forms(fp(givens={"R1C1": 3}, successMessage="Well done!")):
        assert doc.puzzle == new_puzzle(9, [3] + [0] * 80)


# -- 4. what is not kept is said ----------------------------------------------------------------

COLOURS = "the cells' colours are not kept (f-puzzles 'c'; check the rules)"
SOLUTION = "its solution is not kept (f-puzzles 'solution'; a link copied from here has none)"
CAGE = "1 cosmetic cage with a number read as a killer cage (f-puzzles only draws them; check the rules)"


def test_cell_colours_and_a_solution_that_are_dropped_are_said() -> None:
    coloured = {"size": 4, "grid": grid(4, {"R1C1": 1}, R1C2={"c": "#D0D0FF"}, R4C4={"c": "#FFA0A0", "value": 2})}
    for doc in both_forms(coloured):
        assert doc.read_notes == (COLOURS,)
    solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    assert read(fp(4, solution=solution)).read_notes == (SOLUTION,)
    every = {**coloured, "solution": solution, "cage": [{"cells": ["R3C1", "R3C2"], "value": "3"}]}
    assert read(every).read_notes == (CAGE, COLOURS, SOLUTION)  # the cage's note as it was, first


def test_cell_colours_kept_in_a_colour_array_are_said_too() -> None:
    """f-puzzles keeps a cell of several colours in ``cArray`` (SudokuPad reads it so): they are
    not kept either, and the note says so as for ``c``."""
    coloured = {"size": 4, "grid": grid(4, {"R1C1": 1}, R1C2={"cArray": ["#D0D0FF", "#FFA0A0"]})}
    for doc in both_forms(coloured):
        assert doc.read_notes == (COLOURS,)
    assert read({"size": 4, "grid": grid(4, R1C2={"cArray": []})}).read_notes == ()


def test_nothing_is_said_without_colours_or_a_solution() -> None:
    empty = {"size": 4, "grid": grid(4, R1C1={"c": ""}, R1C2={"c": None}), "solution": [], "highlightConflicts": False}
    assert read(empty).read_notes == ()
    assert read(fp(4, solution=[0] * 16)).read_notes == ()  # a solution of empty cells is none
    doc = read({"size": 4, "grid": grid(4, R1C2={"c": "#D0D0FF"}), "solution": [1] * 16})
    assert loads_documents(to_fpuzzles(doc))[0].read_notes == ()  # what was written keeps neither


# -- 8. f-puzzles' copies of a rule -------------------------------------------------------------

SLOW = {
    "size": 9,
    "grid": grid(9),
    "slowthermometer": [{"lines": [["R1C1", "R1C2", "R1C3"]]}],
    "line": [
        {"lines": [["R1C1", "R1C2", "R1C3"]], "outlineC": "#6495ED", "width": 0.3, "fromConstraint": "Slow Thermometer"},
        {"lines": [["R9C1", "R9C2"]], "outlineC": "#000000", "width": 0.1},  # the setter's own line
    ],
    "circle": [
        {"cells": ["R1C1"], "baseC": "#6495ED", "outlineC": "#6495ED", "width": 0.8, "height": 0.8, "fromConstraint": "Slow Thermometer"}
    ],
    "text": [{"cells": ["R0C2"], "value": "7", "fontC": "#000000", "size": 0.7, "fromConstraint": "X Sum"}],
    "cage": [{"cells": ["R5C5", "R5C6"], "value": "9", "outlineC": "#C77C7C", "fromConstraint": "Renban"}],
    "renban": [{"lines": [["R5C5", "R5C6"]]}],
}


def test_copies_of_a_rule_that_is_read_are_not_kept() -> None:
    """The slow thermometer's line and bulb that f-puzzles drew for it are not drawn over the
    rule's own drawing; the setter's own line is kept; a copy of a rule the file does not hold
    (no ``xsum`` key) is a drawing like any other; a numbered copy of a renban is no killer cage."""
    for doc in both_forms(SLOW):
        cosmetics = [c for c in doc.puzzle.constraints if isinstance(c, Cosmetic)]
        assert [c.key for c in cosmetics] == ["text", "line"]
        assert json.loads(cosmetics[1].data)["outlineC"] == "#000000"
        assert set(doc.puzzle.constraints) - set(cosmetics) == {Renban((40, 41)), SlowThermometer((0, 1, 2))}
        assert doc.read_notes == ()  # the renban's copy was not read as a killer cage


def test_a_round_trip_writes_the_rule_and_the_setters_drawings_only() -> None:
    """Written again, the rule is its key (f-puzzles draws it, and makes its copies, from that)
    and the setter's drawings are as they were; reading that gives the same document."""
    doc = read(SLOW)
    data = to_fpuzzles_data(doc)
    assert data["slowthermometer"] == SLOW["slowthermometer"] and data["renban"] == SLOW["renban"]
    assert data["line"] == [SLOW["line"][1]] and data["text"] == SLOW["text"]
    assert "circle" not in data and "cage" not in data
    assert not any("fromConstraint" in json.dumps(v) and k != "text" for k, v in data.items())
    assert loads_documents(to_fpuzzles(doc))[0] == doc


def test_copies_stay_when_their_rule_is_absent_or_empty() -> None:
    lone = {"size": 4, "grid": grid(4), "line": [{"lines": [["R1C1", "R1C2"]], "fromConstraint": "Renban"}], "renban": []}
    (cosmetic,) = read(lone).puzzle.constraints
    assert isinstance(cosmetic, Cosmetic) and cosmetic.key == "line"
    odd = {"size": 4, "grid": grid(4), "line": [{"lines": [["R1C1", "R1C2"]], "fromConstraint": 7}]}
    assert [c.key for c in read(odd).puzzle.constraints] == ["line"]


# -- 9. SudokuPad's own links -------------------------------------------------------------------

SCL_PAYLOAD = lz_compress_base64('{id:\'x\',metadata:{rules:\'Normal sudoku rules apply\'},ce:[[,,,],[,,,],[,,,],[,,,]]}')


@pytest.mark.parametrize(
    "link",
    [
        f"https://sudokupad.app/scl{SCL_PAYLOAD}",
        f"https://sudokupad.app/?puzzleid=scl{SCL_PAYLOAD}",
        f"https://crackingthecryptic.com/sudoku/ctc{SCL_PAYLOAD}",
    ],
)
def test_an_scl_link_is_said_to_be_sudokupads_own_drawing_not_server_only(link: str) -> None:
    with pytest.raises(PuzzleFormatError) as info:
        loads_documents(link, source="in")
    message = str(info.value)
    assert "SudokuPad's own format" in message and "only its server" not in message
    assert "as drawn with its rules in words" in message and "f-puzzles link instead" in message


@pytest.mark.parametrize("link", ["https://sudokupad.app/wsj7iunsg6", "https://sudokupad.app/someone/a-puzzle"])
def test_a_short_sudokupad_link_is_still_said_to_need_its_server(link: str) -> None:
    with pytest.raises(PuzzleFormatError) as info:
        loads_documents(link, source="in")
    assert "this SudokuPad link is in SudokuPad's own format, which only its server reads; share the puzzle as an f-puzzles link instead" in str(info.value)


def test_a_sudokupad_fpuz_link_reads_like_its_fpuzzles_form() -> None:
    data = fp(4, givens={"R1C1": 1}, whispers=[{"lines": [["R2C1", "R2C2"]], "value": "3"}])
    payload = lz_compress_base64(json.dumps(data))
    want = loads_documents(f"https://sudokupad.app/fpuzzles{payload}")[0]
    assert want.puzzle.constraints == (Whispers((4, 5), 3),)
    for link in (f"https://sudokupad.app/fpuz{payload}", f"https://sudokupad.app/?puzzleid=fpuz{payload}"):
        assert loads_documents(link)[0] == want
