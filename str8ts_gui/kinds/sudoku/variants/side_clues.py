"""What the clues beside a row or column read from their side (X-sums, skyscrapers) share: where
the clue stands and the line it reads, and a small layered-diagram helper.

A side clue stands in the square just outside the grid at ``(row, col)``: ``row == -1`` above
column ``col`` (read downwards), ``row == n`` below it (read upwards), ``col == -1`` left of row
``row`` (read rightwards), ``col == n`` right of it (read leftwards). Its :meth:`SideClue.line`
is the row or column from the clue outwards; :meth:`SideClue.area` is empty like the sandwich's
(the line depends on the board's size).

The diagram: a rule reading the line as a deterministic state machine gives a start state, a
``step(k, state, d)`` (None: digit ``d`` cannot follow) and the accepted final states
(:meth:`SideClue.diagram`); :func:`useful_states` keeps, per layer, the states reachable from
the start that can still reach an accepted end with the cells' candidates.
:func:`prune_by_states` keeps exactly the digits some such path uses, and
:func:`~.sums.encode_layers` writes it as clauses. :class:`SideClue` prunes (through a cache,
then the rule's own :meth:`SideClue.refine_line`), encodes and finds an unfulfillable clue
(:meth:`SideClue.unfulfillable`, for the rule's message) with them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Hashable, Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, narrow_cells
from str8ts_gui.kinds.sudoku.variants.sums import encode_layers, mask_digits

__all__ = ["SideClue", "line_prune", "prune_by_states", "useful_states", "value_masks"]

SIDES = {"top": "from above", "bottom": "from below", "left": "from the left", "right": "from the right"}


@dataclass(frozen=True)
class SideClue(Constraint):
    """A clue outside the grid beside a row or column, read from its side (a base, not a rule)."""

    row: int  # -1 (above), n (below) or the row beside which it stands
    col: int  # -1 (left), n (right) or the column above or below which it stands

    def area(self) -> tuple[int, ...]:
        """Empty: the clue is outside the board (see :meth:`line`)."""
        return ()

    def side(self, n: int) -> str | None:
        """``"top"``, ``"bottom"``, ``"left"`` or ``"right"`` (None: not beside a row or column)."""
        r, c = self.row, self.col
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (r, c)):
            return None
        if 0 <= c < n and r in (-1, n):
            return "top" if r == -1 else "bottom"
        if 0 <= r < n and c in (-1, n):
            return "left" if c == -1 else "right"
        return None

    def line(self, n: int) -> tuple[int, ...]:
        """The cells of the clue's row or column, nearest the clue first."""
        side = self.side(n)
        if side == "top":
            return tuple(r * n + self.col for r in range(n))
        if side == "bottom":
            return tuple(r * n + self.col for r in range(n - 1, -1, -1))
        if side == "left":
            return tuple(self.row * n + c for c in range(n))
        if side == "right":
            return tuple(self.row * n + c for c in range(n - 1, -1, -1))
        return ()

    def line_name(self, n: int) -> str:
        """``row 3 from the left``, ``column 5 from below``."""
        side = self.side(n)
        if side in ("top", "bottom"):
            return f"column {self.col + 1} {SIDES[side]}"
        return f"row {self.row + 1} {SIDES.get(side, '')}".rstrip()

    def validate_side(self, n: int) -> None:
        for name, v in (("row", self.row), ("col", self.col)):
            if not isinstance(v, int) or isinstance(v, bool) or not -1 <= v <= n:
                raise ValueError(f"{self.title}: {name} {v!r} is not from -1 to {n}")
        if self.side(n) is None:
            raise ValueError(
                f"{self.title}: the clue at row {self.row}, column {self.col} is not beside a row or a column "
                f"(row -1 or {n} above or below a column, column -1 or {n} left or right of a row)"
            )

    # -- the diagram, set by each rule ----------------------------------------------------------
    def diagram(self, n: int) -> tuple[Hashable, Callable, Callable]:
        """``(start, step, accept)``: the layered diagram reading the line from the clue."""
        raise NotImplementedError

    def refines(self, n: int) -> bool:
        """Whether :meth:`refine_line` prunes further after the diagram on an n x n board."""
        return False

    def refine_line(self, n: int, cells: Sequence[int], masks: list[int]) -> bool | None:
        """More pruning of the line's masks (``cells`` in order from the clue), as :meth:`prune`."""
        return False

    # -- rules ----------------------------------------------------------------------------------
    def unfulfillable(self, puzzle: Puzzle, values: Sequence[int]) -> tuple[tuple[int, ...], list[int]] | None:
        """``(line, digits)`` (from the clue, 0 = empty) when the placed digits leave the clue no
        way; None when they leave one (or a digit repeats: the line's unit reports that)."""
        n = puzzle.size
        line = self.line(n)
        masks = value_masks(line, values, n)
        if masks is None or self.prune(puzzle, masks) is not None:
            return None
        return line, [values[i] for i in line]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        n = puzzle.size
        return line_prune(_prune_line, (self, n, self.refines(n)), self.line(n), masks)

    def encode(self, enc: Encoder) -> None:
        line = self.line(enc.n)
        start, step, accept = self.diagram(enc.n)
        encode_layers(enc, line, useful_states([enc.digits(i) for i in line], start, step, accept), step)


def _prune_line(key, line_masks: tuple[int, ...]) -> tuple[int, ...] | None:
    """The line's masks (in order from the clue) after the diagram's pruning and the rule's own."""
    clue, n, refines = key
    ms = list(line_masks)
    cells = tuple(range(n))
    if prune_by_states(cells, ms, *clue.diagram(n)) is None:
        return None
    if refines and clue.refine_line(n, cells, ms) is None:
        return None
    return tuple(ms)


def _paths(digit_lists: Sequence[Sequence[int]], start: Hashable, step: Callable, accept: Callable):
    """``(useful, edges)``: per layer the states on some accepted path, and per cell the
    ``(state, digit, next state)`` steps such paths take."""
    m = len(digit_lists)
    layer: dict = {start: None}
    steps: list[list] = []
    for k in range(m):
        nxt: dict = {}
        here = []
        for s in layer:
            for d in digit_lists[k]:
                t = step(k, s, d)
                if t is not None:
                    nxt[t] = None
                    here.append((s, d, t))
        steps.append(here)
        layer = nxt
    alive = {s for s in layer if accept(s)}
    useful: list[list] = [[] for _ in range(m + 1)]
    edges: list[list] = [[] for _ in range(m)]
    useful[m] = [s for s in layer if s in alive]
    for k in range(m - 1, -1, -1):
        kept = [e for e in steps[k] if e[2] in alive]
        edges[k] = kept
        alive = {e[0] for e in kept}
        useful[k] = list(dict.fromkeys(e[0] for e in kept))
    return useful, edges


def useful_states(digit_lists: Sequence[Sequence[int]], start: Hashable, step: Callable, accept: Callable) -> list[list]:
    """Per layer (``len(digit_lists) + 1`` of them) the states on some path from ``start`` to an
    accepted final state (``accept(state)``); empty layers when there is no such path."""
    return _paths(digit_lists, start, step, accept)[0]


def prune_by_states(cells: Sequence[int], masks: list[int], start: Hashable, step: Callable, accept: Callable) -> bool | None:
    """Keep in each cell only the digits some accepted path of the diagram uses (masks changed in
    place): True when something changed, False when not, None when no path is left."""
    digit_lists = [mask_digits(masks[i]) for i in cells]
    useful, edges = _paths(digit_lists, start, step, accept)
    if not useful[0]:
        return None
    keeps = [0] * len(edges)
    for k, here in enumerate(edges):
        for _s, d, _t in here:
            keeps[k] |= 1 << d
    return narrow_cells(masks, cells, keeps)


def value_masks(line: Sequence[int], values: Sequence[int], n: int) -> list[int] | None:
    """Candidate masks (indexed by cell, only the line's set) of a line's values for a checker:
    a placed digit alone, an empty cell every digit not placed elsewhere on the line. None when
    a digit repeats (the line's own check reports that)."""
    placed = [values[i] for i in line if values[i]]
    if len(set(placed)) != len(placed):
        return None
    free = sum(1 << d for d in range(1, n + 1)) & ~sum(1 << d for d in placed)
    masks = [0] * (max(line) + 1 if line else 0)
    for i in line:
        masks[i] = 1 << values[i] if values[i] else free
    return masks


def line_prune(prune_line: Callable, key: Hashable, line: Sequence[int], masks: list[int]) -> bool | None:
    """Run ``prune_line(key, line_masks)`` (new masks of the line's cells, in order, or None when
    no way is left) through a cache, and narrow ``masks`` to its answer: propagation calls a
    rule's pruning again and again on lines that did not change."""
    out = _cached(prune_line, key, tuple(masks[i] for i in line))
    return None if out is None else narrow_cells(masks, line, out)


@lru_cache(maxsize=16384)
def _cached(prune_line: Callable, key: Hashable, line_masks: tuple[int, ...]):
    return prune_line(key, line_masks)
