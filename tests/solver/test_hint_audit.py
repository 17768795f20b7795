"""Hints on boards the kind's logic refuses or cannot take yet (no Qt): a chaos construction
says why the logic refuses it, a jigsaw whose regions are still being drawn says what the
regions still need, and a kind without logic keeps its own sentence."""

from __future__ import annotations

import pytest

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.solver.analysis import NoHint, find_hint


def chaos_puzzle():
    clues = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
    return new_puzzle(4, clues).replace(constraints=(ChaosConstruction(),))


def test_a_hint_on_a_board_the_logic_refuses_gives_the_logics_reason() -> None:
    hint = find_hint(PlayState.new(chaos_puzzle()))
    assert isinstance(hint, NoHint) and hint.kind == "unsupported" and hint.levels == 1
    assert hint.reason == "the human logic does not know boards without boxes (chaos construction) yet"
    assert hint.title(1) == "No hints"
    # as the Solution Path words it: "... is not available for this board: <reason>."
    assert hint.text(1) == (
        "Hints are not available for this board: "
        "the human logic does not know boards without boxes (chaos construction) yet."
    )
    assert "for Sudoku yet" not in hint.text(1)
    assert hint.cells_at(1) == (frozenset(), frozenset()) and not hint.can_apply(1)


def test_a_kind_without_logic_keeps_its_sentence_on_any_board(sudoku_without_logic) -> None:
    hint = find_hint(PlayState.new(chaos_puzzle()))
    assert isinstance(hint, NoHint) and hint.reason == "human logic for Sudoku is not supported yet"
    assert hint.text(1) == "Hints are not available for Sudoku yet."
