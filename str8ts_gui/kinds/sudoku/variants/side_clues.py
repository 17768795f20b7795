"""What the clues beside a row or column read from their side (X-sums, skyscrapers) share: where
the clue stands and the line it reads, and a small layered-diagram helper.

A side clue stands in the square just outside the grid at ``(row, col)``: ``row == -1`` above
column ``col`` (read downwards), ``row == n`` below it (read upwards), ``col == -1`` left of row
``row`` (read rightwards), ``col == n`` right of it (read leftwards). Its :meth:`SideClue.line`
is the row or column from the clue outwards; :meth:`SideClue.area` is empty like the sandwich's
(the line depends on the board's size).

The diagram: a rule reading the line as a deterministic state machine gives a start state, a
``step(k, state, d)`` (None: digit ``d`` cannot follow) and the accepted final states;
:func:`useful_states` keeps, per layer, the states reachable from the start that can still
reach an accepted end with the cells' candidates. :func:`prune_by_states` keeps exactly the
digits some such path uses, and :func:`~.sums.encode_layers` writes it as clauses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Hashable, Sequence

from str8ts_gui.kinds.sudoku.variants.base import Constraint, narrow_cells
from str8ts_gui.kinds.sudoku.variants.sums import mask_digits

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
    changed = False
    for k, i in enumerate(cells):
        keep = 0
        for _s, d, _t in edges[k]:
            keep |= 1 << d
        if keep != masks[i]:
            if not keep:
                return None
            masks[i] = keep
            changed = True
    return changed


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
