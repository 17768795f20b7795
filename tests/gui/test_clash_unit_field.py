"""The status bar's clash message ("r3c4: 5 is already in row 3 (r3c7)") named the unit by
reading it back out of the violation's sentence with a pattern of the kinds' wordings; it takes
the violation's own ``unit`` now (the cells it took from ``cells`` already). The same words on
every kind, and a reworded sentence no longer loses the unit."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.suguru.model import new_puzzle as suguru

from gui_helpers import click_cell, key, new_window


def playing(qtbot, puzzle):
    window = new_window(qtbot)
    window.set_document(Document(puzzle), mode=Mode.PLAY)
    return window


def type_at(qtbot, window, index: int, k) -> None:
    click_cell(qtbot, window, index)
    key(qtbot, window, k)


def test_the_unit_comes_from_the_violation_not_its_sentence(qtbot, monkeypatch) -> None:
    sudoku = get_kind("sudoku")
    check = sudoku.check

    def reworded(puzzle, values):  # the same rules broken, said in other words
        return [dataclasses.replace(v, message=f"Regel gebrochen: {v.message}") for v in check(puzzle, values)]

    monkeypatch.setattr(sudoku, "check", reworded)
    window = playing(qtbot, sudoku.empty(9))
    type_at(qtbot, window, 2 * 9 + 6, Qt.Key_5)  # r3c7
    type_at(qtbot, window, 2 * 9 + 3, Qt.Key_5)  # r3c4: the same row
    assert window.status_message() == "r3c4: 5 is already in row 3 (r3c7)"


def test_the_words_on_each_kind(qtbot) -> None:
    window = playing(qtbot, get_kind("sudoku").empty(9))
    type_at(qtbot, window, 0, Qt.Key_7)  # r1c1
    type_at(qtbot, window, 9 + 8, Qt.Key_7)  # r2c9
    type_at(qtbot, window, 9 + 1, Qt.Key_7)  # r2c2: row 2 and box 1
    assert window.status_message() == "r2c2: 7 is already in row 2 (r2c9) and in box 1 (r1c1)"
    window = playing(qtbot, get_kind("str8ts").empty(9))
    type_at(qtbot, window, 4, Qt.Key_3)  # r1c5
    type_at(qtbot, window, 9 * 6 + 4, Qt.Key_3)  # r7c5: column 5
    assert window.status_message() == "r7c5: 3 is already in column 5 (r1c5)"
    window = playing(qtbot, suguru(4, 4, [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]))
    type_at(qtbot, window, 0, Qt.Key_2)  # r1c1
    type_at(qtbot, window, 5, Qt.Key_2)  # r2c2: the same region (and touching)
    assert window.status_message() == "r2c2: 2 is already in the region of r1c1 (r1c1)"


def test_the_kinds_name_the_unit_of_a_repeat() -> None:
    sudoku = get_kind("sudoku").empty(9)
    values = [0] * 81
    values[0] = values[1] = 4
    (v,) = get_kind("sudoku").check(sudoku, values)[:1]
    assert v.kind == "repeat" and v.unit == "row 1" and v.unit in v.message
    units = {v.unit for v in get_kind("sudoku").check(sudoku, values)}
    assert units == {"row 1", "box 1"}
    values = [0] * 81
    values[0] = values[9] = 4
    assert {v.unit for v in get_kind("str8ts").check(get_kind("str8ts").empty(9), values)} == {"column 1"}
    p = suguru(4, 4, [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3])
    values = [0] * 16
    values[0] = values[5] = values[6] = 2  # r1c1, r2c2 in one region; r2c3 touches r2c2
    repeat = next(v for v in get_kind("suguru").check(p, values) if v.kind == "repeat")
    assert repeat.unit == "the region of r1c1" and repeat.unit in repeat.message
    touch = next(v for v in get_kind("suguru").check(p, values) if v.kind == "touch")
    assert touch.unit == ""
