"""How a step of the logic is shown on the board: :class:`StepView` (its cells, where to look,
the digits it places and removes, the candidates it saw), :class:`Preview` (a position of the
solution path shown instead of the live board, read-only) and :func:`grid_state` (a candidate
grid as a play state). The controller shows them (``set_step_view``, ``set_preview``); the hints
and the solution path panel make them. Loaded with the first step or hint shown, not with the
window (``gui.controller`` gives these names too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import PlayState


@dataclass(frozen=True)
class StepView:
    """How a logic step (or a hint about one) is shown on the board."""

    cells: frozenset[int] = frozenset()  # the step's cells
    area: frozenset[int] = frozenset()  # where to look
    placements: tuple[tuple[int, int], ...] = ()  # (cell, digit) shown in green
    eliminations: tuple[tuple[int, int], ...] = ()  # (cell, digit) shown struck out in red
    candidates: tuple[int, ...] | None = None  # the candidates the step saw (for unmarked cells)
    digits: tuple[int, ...] = ()  # the digits the step is about: its pattern's candidates in its cells

    @classmethod
    def of_step(cls, step, candidates: Sequence[int] | None = None, *, full: bool = True) -> StepView:
        area = frozenset(step.area or step.cells)
        if not full:
            return cls(area=area)
        return cls(
            frozenset(step.cells), area, tuple(step.placements), tuple(step.eliminations),
            tuple(candidates) if candidates is not None else None, tuple(step.digits),
        )


@dataclass(frozen=True)
class Preview:
    """A position shown instead of the live board (read-only): a step of the solution path."""

    state: PlayState
    view: StepView
    label: str = ""


def grid_state(grid) -> PlayState:
    """A :class:`~str8ts_gui.kinds.str8ts.logic.CandidateGrid` as a play state: placed digits as entries and
    the candidates of the other open cells as pencil marks."""
    puzzle = grid.puzzle
    entries, marks = [], []
    for i in range(puzzle.cell_count):
        open_ = not puzzle.black[i] and not puzzle.clues[i]
        entries.append(grid.values[i] if open_ else 0)
        marks.append(grid.masks[i] if open_ and not grid.values[i] else 0)
    return PlayState(puzzle, tuple(entries), tuple(marks))
