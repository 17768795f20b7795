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


# -- 2. highlightConflicts is a viewer setting ------------------------------------------------


@pytest.mark.parametrize("flag", [True, False])
def test_highlight_conflicts_is_a_setting_not_a_rule(flag: bool) -> None:
    for doc in both_forms(fp(givens={"R1C1": 3}, highlightConflicts=flag)):
        assert doc.puzzle == new_puzzle(9, [3] + [0] * 80) and doc.read_notes == ()
