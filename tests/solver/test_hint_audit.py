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


def jigsaw_draft():
    return new_puzzle(4).replace(regions=(0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3))


def suguru_draft():
    from str8ts_gui.kinds.suguru.model import new_puzzle as new_suguru

    return new_suguru(3, 3, [0, 1, 1, 0, 1, 1, 2, 2, 2], [4, 0, 0, 0, 0, 0, 0, 0, 0])


@pytest.mark.parametrize(
    "make, reason",
    [
        (
            jigsaw_draft,
            "the jigsaw regions are not finished (region 1 has 5 cells, region 2 has 3 cells; each needs 4 cells)",
        ),
        (suguru_draft, "the regions are still being drawn (4 in r1c1 is larger than its region of 2 cells)"),
    ],
    ids=["jigsaw", "suguru"],
)
def test_a_hint_on_a_board_still_being_drawn_says_what_it_still_needs(make, reason) -> None:
    """Such a board has no solution, but the hint says what the board lacks (the kind's draft
    reason, as the command line and the analysis give it), not that the puzzle has none."""
    puzzle = make()
    hint = find_hint(PlayState.new(puzzle))
    assert isinstance(hint, NoHint) and hint.kind == "unsupported" and hint.reason == reason
    assert hint.text(1) == f"Hints are not available for this board: {reason}."
    assert "no solution" not in hint.text(1)
    # the kind's own logic refuses it the same way (the window reaches it through find_hint)
    from str8ts_gui.core.kind import NotSupported, kind_of

    with pytest.raises(NotSupported, match="still being drawn|not finished"):
        kind_of(puzzle).logic().find_hint(PlayState.new(puzzle))


def test_a_finished_jigsaw_is_hinted_as_before() -> None:
    regions = (0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3)
    hint = find_hint(PlayState.new(new_puzzle(4, [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1]).replace(regions=regions)))
    assert hint.kind in ("step", "stuck") and not isinstance(hint, NoHint)


def test_a_kind_without_logic_keeps_its_sentence_on_any_board(sudoku_without_logic) -> None:
    hint = find_hint(PlayState.new(chaos_puzzle()))
    assert isinstance(hint, NoHint) and hint.reason == "human logic for Sudoku is not supported yet"
    assert hint.text(1) == "Hints are not available for Sudoku yet."
