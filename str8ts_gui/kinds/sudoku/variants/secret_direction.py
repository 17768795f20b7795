"""The secret direction path of "9 Marks The Spot" (Ricky Cruz; encoded in the Sudoku-variants
thesis, Schlachter 2022): a path from a start cell to the spot, steered by the digits.

The place of the largest digit (the 9 of a 9 x 9) in each box gives that box a direction: in the
box's top-left cell it points up and left, in its top middle cell up, in its right middle cell
right, and so on; in the centre it points nowhere. From the ``start`` cell the path moves as
many cells as the digit of the cell it is on, in the direction of that cell's box (leaving the
box if it must, never the grid), again and again, until it reaches the ``goal``, which holds the
largest digit: the 9 marks the spot. A cell whose box points nowhere (or off the grid for its
digit) before the goal breaks the rule, and so does a path that comes back to a cell it passed
(it would go round for ever).

A box of two rows has no middle row (a 2 x 2 box points diagonally from every cell); a box of
one row (prime sizes) has no up or down. The rule needs the boxes: it is refused beside jigsaw
regions and chaos construction.

Checker: the path followed as far as the digits placed tell it (the cell's digit and its box's
largest digit both known): a step off the grid, a box pointing nowhere, a loop; a goal that
holds another digit. Pruning: the goal holds the largest digit.

Encoding: a variable per cell "the path passes here", true at the start and the goal; each
cell on the path other than the goal, its digit d and the place of its box's largest digit imply
the cell d steps away in that place's direction is on the path (or are impossible together when
that is off the grid or nowhere); and each cell on the path other than the start has a
predecessor: a cell on the path whose digit and box direction lead to it (a helper variable per
pair of cells a move apart). Following predecessors back from the goal can only end at the start
(every cell has one move, and the goal none, so it is on no loop), so the path from the start
reaches the goal. The helpers are functions of the digits up to loops off the path, which the
solution count ignores (it blocks digits only).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, rule

__all__ = ["SecretDirection", "box_directions"]

ARROWS = {(-1, -1): "up-left", (-1, 0): "up", (-1, 1): "up-right", (0, -1): "left", (0, 1): "right",
          (1, -1): "down-left", (1, 0): "down", (1, 1): "down-right", (0, 0): "nowhere"}


@lru_cache(maxsize=32)
def box_directions(n: int) -> tuple[tuple[tuple[int, tuple[int, int]], ...], ...]:
    """Per cell of an n x n board: the cells of its box, each with the direction (row step,
    column step) the largest digit in that cell gives the box."""
    from str8ts_gui.kinds.sudoku.model import box_shape

    br, bc = box_shape(n)

    def step(k: int, size: int) -> int:
        if size < 2:
            return 0
        return -1 if k == 0 else 1 if k == size - 1 else 0

    out = []
    for i in range(n * n):
        r, c = divmod(i, n)
        r0, c0 = r - r % br, c - c % bc
        out.append(tuple(((r0 + a) * n + c0 + b, (step(a, br), step(b, bc))) for a in range(br) for b in range(bc)))
    return tuple(out)


def _target(p: int, d: int, direction: tuple[int, int], n: int) -> int | None:
    """The cell ``d`` steps from ``p`` in ``direction`` (None: off the grid or nowhere)."""
    if direction == (0, 0):
        return None
    r, c = divmod(p, n)
    r2, c2 = r + d * direction[0], c + d * direction[1]
    if 0 <= r2 < n and 0 <= c2 < n:
        return r2 * n + c2
    return None


@rule
@dataclass(frozen=True)
class SecretDirection(Constraint):
    start: int
    goal: int

    rule = "secret_direction"
    title = "Secret direction path"
    needs_boxes = True

    def area(self) -> tuple[int, ...]:
        return (self.start, self.goal)

    def validate(self, n: int) -> None:
        for name in ("start", "goal"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError(f"Secret direction path: '{name}' must be a cell number, not {v!r}")
        super().validate(n)
        if self.start == self.goal:
            raise ValueError("Secret direction path: the start and the goal are one cell")

    def describe(self, n: int) -> str:
        return f"Secret direction path from {cell_name(self.start, n)} to the spot {cell_name(self.goal, n)} (holding {n})"

    def walk(self, values: Sequence[int], n: int) -> tuple[list[int], str]:
        """The path as far as ``values`` tell it, and why it stops there: ``"goal"``,
        ``"unknown"`` (a digit not placed yet), ``"off"`` (off the grid), ``"nowhere"`` (a box
        pointing nowhere) or ``"loop"``."""
        path = [self.start]
        seen = {self.start}
        boxes = box_directions(n)
        while True:
            p = path[-1]
            if p == self.goal:
                return path, "goal"
            d = values[p]
            direction = next((dirn for k, dirn in boxes[p] if values[k] == n), None)
            if not d or direction is None:
                return path, "unknown"
            if direction == (0, 0):
                return path, "nowhere"
            t = _target(p, d, direction, n)
            if t is None:
                return path, "off"
            if t in seen:
                path.append(t)
                return path, "loop"
            seen.add(t)
            path.append(t)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        g = values[self.goal]
        if g and g != n:
            return [Violation("secret_direction", (self.goal,), g, f"the spot {cell_name(self.goal, n)} holds {n}, not {g}")]
        path, end = self.walk(values, n)
        p = path[-1]
        if end == "nowhere":
            return [Violation("secret_direction", tuple(sorted(set(path))), values[p], f"the path stops at {cell_name(p, n)}: its box's {n} is in the centre")]
        if end == "off":
            return [Violation("secret_direction", tuple(sorted(set(path))), values[p], f"the path leaves the grid from {cell_name(p, n)}")]
        if end == "loop":
            return [Violation("secret_direction", tuple(sorted(set(path))), None, f"the path comes back to {cell_name(p, n)} and never reaches the spot")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        n = puzzle.size
        m = masks[self.goal] & (1 << n)
        if not m:
            return None
        changed = m != masks[self.goal]
        masks[self.goal] = m
        return changed

    def encode(self, enc: Encoder) -> None:
        n = enc.n
        cells = n * n
        boxes = box_directions(n)
        on = [enc.new_var() for _ in range(cells)]
        enc.clause([on[self.start]])
        enc.clause([on[self.goal]])
        enc.clause([enc.lit(self.goal, n)])
        # predecessor helpers: (p, t) -> variable "the path moves from p to t"
        into: list[list[int]] = [[] for _ in range(cells)]
        for p in range(cells):
            if p == self.goal:
                continue
            by_direction: dict[tuple[int, int], list] = {}
            for k, direction in boxes[p]:
                by_direction.setdefault(direction, []).append(enc.lit(k, n))
            for direction, nines in by_direction.items():
                for nine in nines:
                    if nine is False:
                        continue
                    if direction == (0, 0):
                        enc.clause([-on[p], _neg(nine)])
                        continue
                    for d in enc.digits(p):
                        x = enc.lit(p, d)
                        t = _target(p, d, direction, n)
                        enc.clause([-on[p], _neg(x), _neg(nine), *([on[t]] if t is not None else [])])
                if direction == (0, 0):
                    continue
                for d in enc.digits(p):
                    t = _target(p, d, direction, n)
                    if t is None or t == self.start:
                        continue
                    e = enc.new_var()
                    enc.clause([-e, on[p]])
                    enc.clause([-e, enc.lit(p, d)])
                    enc.clause([-e, *nines])
                    into[t].append(e)
        for t in range(cells):
            if t != self.start:
                enc.clause([-on[t], *into[t]])
