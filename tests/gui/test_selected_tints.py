"""A selected cell keeps the tint of a broken rule, of a shown hint's cells and of the cells two
solutions disagree on (its outline says it is selected): the selection's fill hid them, so the
selected cell of an X-wing's hint, or the one a setter clicked among the violet "differs" cells,
looked like any other (reviewers' findings). A selected cell without such a tint is filled as
before."""

from __future__ import annotations

import pytest

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.board.render import RenderOptions, cell_fill
from str8ts_gui.kinds.sudoku.model import new_puzzle


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("tint, colour", [("hint_cells", "hint"), ("differ", "differ"), ("violations", "violation")])
def test_a_selected_cell_keeps_its_tint(qapp, dark, tint, colour) -> None:
    state = PlayState.new(new_puzzle(9))
    cell = 10
    plain = RenderOptions(selected=cell, dark=dark)
    assert cell_fill(state, plain, cell).name() == getattr(plain.palette, "selected")  # as before
    options = RenderOptions(selected=cell, dark=dark, **{tint: frozenset({cell})})
    assert cell_fill(state, options, cell).name() == getattr(options.palette, colour)
    several = RenderOptions(selection=frozenset({cell, cell + 1}), dark=dark, **{tint: frozenset({cell})})
    assert cell_fill(state, several, cell).name() == getattr(several.palette, colour)
    assert cell_fill(state, several, cell + 1).name() == getattr(several.palette, "selected")
