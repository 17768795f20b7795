"""Sandwich sums: a clue outside the grid gives the sum of the digits between the 1 and the
largest digit (n) of its row or column (0 when they touch).

The clue stands outside the board and its row or column depends on the board's size, so
:meth:`SandwichSum.area` is empty; :meth:`SandwichSum.line_cells` gives the whole line for a
size (what to highlight, and the cells a broken sandwich names).

The checker uses that a line holds 1..n once each: the digits between the 1 and the n are a
*set* of different digits from 2 to n - 1 (:func:`~.sums.sandwich_sets`), and it reports a
partial line only when no placement of the 1 and the n and no such set fits the digits placed.

Pruning and encoding read the line as a layered diagram (like the sums of :mod:`.sums`): before
each cell the line is *before* the first end (the 1 or the n), *between* the ends with the sum
so far (0 to the clue), or *after* the second end; a 1 or an n moves on to the next phase
(leaving *between* only with the clue's sum), any other digit adds to the sum between. The
states reachable from the start and able to reach *after* at the end are kept, per layer:
pruning keeps exactly the digits some path through them uses, and the encoding has one helper
variable per kept state (at most n * (clue + 3), far fewer than a digit-set selector for every
placement of the ends on large boards). The diagram lets digits between the ends repeat (the
line's unit forbids that); on boards up to 9 x 9 pruning also goes through every placement of
the ends and every set of different digits that fits between them, keeping per cell the digits
some such placement gives it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, narrow_cells, rule
from str8ts_gui.kinds.sudoku.variants.sums import encode_layers, mask_digits, sandwich_sets

__all__ = ["SET_PRUNE_MAX", "SandwichSum", "placements"]

# boards up to this size also get the digit-set pruning (its cost grows with the number of sets)
SET_PRUNE_MAX = 9


def placements(n: int, ms: Sequence[int], total: int) -> tuple[dict[tuple[int, int], list[int]], list[int]]:
    """The ways a sandwich of ``total`` can sit on a line whose cells hold the masks ``ms``: per
    placement (place of the 1, place of the n) the digit sets that fit between them (the cells
    between can each take one of its digits, the cells outside one of the rest), and the digits
    those ways give each cell."""
    middle = sum(1 << d for d in range(2, n))
    top = 1 << n
    ways: dict[tuple[int, int], list[int]] = {}
    allowed = [0] * n
    for a in range(n):
        if not ms[a] & 2:
            continue
        for b in range(n):
            if b == a or not ms[b] & top:
                continue
            lo, hi = min(a, b), max(a, b)
            for s in _segment_sets(n, hi - lo - 1, total):
                rest = middle & ~s
                if not all(ms[k] & s for k in range(lo + 1, hi)):
                    continue
                if not all(ms[k] & rest for k in range(n) if k < lo or k > hi):
                    continue
                ways.setdefault((a, b), []).append(s)
                allowed[a] |= 2
                allowed[b] |= top
                for k in range(n):
                    if k != a and k != b:
                        allowed[k] |= ms[k] & (s if lo < k < hi else rest)
    return ways, allowed


def _segment_sets(n: int, size: int, total: int) -> tuple[int, ...]:
    """The digit sets ``size`` cells between the 1 and the n can hold (``0``: none, touching)."""
    if size == 0:
        return (0,) if total == 0 else ()
    return sandwich_sets(n, size, total)


@rule
@dataclass(frozen=True)
class SandwichSum(Constraint):
    index: int  # the row or column, 0-based
    column: bool  # True: the clue stands above column ``index``; False: left of row ``index``
    total: int

    rule = "sandwich"
    title = "Sandwich sum"

    def area(self) -> tuple[int, ...]:
        """Empty: the clue is outside the board (see :meth:`line_cells`)."""
        return ()

    def line_cells(self, n: int) -> tuple[int, ...]:
        """The cells of the clue's row or column, from the clue outwards."""
        if self.column:
            return tuple(r * n + self.index for r in range(n))
        return tuple(self.index * n + c for c in range(n))

    def line_name(self) -> str:
        return f"{'column' if self.column else 'row'} {self.index + 1}"

    def validate(self, n: int) -> None:
        if not isinstance(self.column, bool):
            raise ValueError(f"Sandwich sum: 'column' must be true or false, not {self.column!r}")
        if not isinstance(self.index, int) or isinstance(self.index, bool):
            raise ValueError(f"Sandwich sum: 'index' must be a row or column number, not {self.index!r}")
        if not 0 <= self.index < n:
            raise ValueError(f"Sandwich sum: {'column' if self.column else 'row'} {self.index + 1} is off the {n} x {n} board")
        if not isinstance(self.total, int) or isinstance(self.total, bool) or not any(
            _segment_sets(n, size, self.total) for size in range(n - 1)
        ):
            raise ValueError(f"Sandwich sum: {self.total!r} cannot be a sum between the 1 and the {n} of {self.line_name()}")

    def describe(self, n: int) -> str:
        return f"Sandwich sum {self.total} on {self.line_name()}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        line = self.line_cells(n)
        vals = [values[i] for i in line]
        placed = [v for v in vals if v]
        if len(set(placed)) != len(placed):
            return []  # a repeated digit: the row or column check reports it, the sum is moot
        ones = [k for k, v in enumerate(vals) if v == 1] or [k for k, v in enumerate(vals) if not v]
        tops = [k for k, v in enumerate(vals) if v == n] or [k for k, v in enumerate(vals) if not v]
        for a in ones:
            for b in tops:
                if a == b:
                    continue
                lo, hi = min(a, b), max(a, b)
                inside = outside = 0
                count = 0
                for k, v in enumerate(vals):
                    if v and k != a and k != b:
                        if lo < k < hi:
                            inside |= 1 << v
                            count += 1
                        else:
                            outside |= 1 << v
                if inside.bit_count() != count:
                    continue  # a repeat between them (the row check reports it)
                if any(s & inside == inside and not s & outside for s in _segment_sets(n, hi - lo - 1, self.total)):
                    return []
        if len(ones) == 1 and len(tops) == 1 and vals[ones[0]] and vals[tops[0]]:
            # both ends placed: name them and the cells between
            lo, hi = sorted((ones[0], tops[0]))
            cells = tuple(sorted(line[lo : hi + 1]))
            if all(vals[lo + 1 : hi]):
                got = sum(vals[lo + 1 : hi])
                msg = f"the digits between the 1 and the {n} of {self.line_name()} add up to {got}, not {self.total}"
            else:
                msg = f"the digits between the 1 and the {n} of {self.line_name()} cannot add up to {self.total}"
        else:
            cells = tuple(sorted(line))
            msg = f"{self.line_name()} cannot be completed to a sandwich sum of {self.total}"
        return [Violation("sandwich_sum", cells, None, msg)]

    # -- the line as a layered diagram -------------------------------------------------------
    # States before each cell of the line: BEFORE the first end (the 1 or the n), BETWEEN them
    # with the sum so far, AFTER the second end. Per layer: (before?, bit set of the sums
    # between, after?), forward (reachable from the start) and backward (reaching the end).

    def _layers(self, n: int, digit_lists: list[list[int]]):
        total = self.total
        limit = (2 << total) - 1  # sums 0..total
        m = len(digit_lists)
        forward = [(True, 0, False)] + [None] * m
        for k in range(m):
            p0, p1, p2 = forward[k]
            q0 = q2 = False
            q1 = 0
            for d in digit_lists[k]:
                if d == 1 or d == n:
                    q1 |= 1 if p0 else 0
                    q2 = q2 or bool(p1 >> total & 1)
                else:
                    q0 = q0 or p0
                    q1 |= (p1 << d) & limit
                    q2 = q2 or p2
            forward[k + 1] = (q0, q1, q2)
        backward = [None] * m + [(False, 0, True)]
        for k in range(m - 1, -1, -1):
            b0, b1, b2 = backward[k + 1]
            q0 = q2 = False
            q1 = 0
            for d in digit_lists[k]:
                if d == 1 or d == n:
                    q0 = q0 or bool(b1 & 1)
                    q1 |= (1 << total) if b2 else 0
                else:
                    q0 = q0 or b0
                    q1 |= b1 >> d
                    q2 = q2 or b2
            backward[k] = (q0, q1, q2)
        return forward, backward

    def _supported(self, n: int, f, b, d: int) -> bool:
        """Whether digit d can follow the forward states ``f`` into the backward states ``b``."""
        p0, p1, p2 = f
        b0, b1, b2 = b
        if d == 1 or d == n:
            return (p0 and bool(b1 & 1)) or (b2 and bool(p1 >> self.total & 1))
        return (p0 and b0) or bool((p1 << d) & b1) or (p2 and b2)

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        n = puzzle.size
        line = self.line_cells(n)
        digit_lists = [mask_digits(masks[i]) for i in line]
        forward, backward = self._layers(n, digit_lists)
        if not forward[n][2]:
            return None
        changed = False
        for k, i in enumerate(line):
            keep = 0
            for d in digit_lists[k]:
                if self._supported(n, forward[k], backward[k + 1], d):
                    keep |= 1 << d
            if keep != masks[i]:
                if not keep:
                    return None
                masks[i] = keep
                changed = True
        if n > SET_PRUNE_MAX:
            return changed
        refined = self._prune_sets(n, line, masks)
        return None if refined is None else changed or refined

    def _prune_sets(self, n: int, line: tuple[int, ...], masks: list[int]) -> bool | None:
        """The digit sets between the ends, which differ: the digits each placement of the 1 and
        the n and each set that fits between them gives each cell (:func:`placements`)."""
        allowed = placements(n, [masks[i] for i in line], self.total)[1]
        return narrow_cells(masks, line, allowed)

    def encode(self, enc: Encoder) -> None:
        n = enc.n
        line = self.line_cells(n)
        forward, backward = self._layers(n, [enc.digits(i) for i in line])
        states = []
        for (p0, p1, p2), (b0, b1, b2) in zip(forward, backward):
            layer = [("before", 0)] if p0 and b0 else []
            layer += [("between", s) for s in mask_digits(p1 & b1)]
            layer += [("after", 0)] if p2 and b2 else []
            states.append(layer)
        total = self.total

        def step(k: int, state: tuple[str, int], d: int):
            phase, s = state
            if d == 1 or d == n:
                if phase == "before":
                    return ("between", 0)
                return ("after", 0) if phase == "between" and s == total else None
            if phase == "between":
                return ("between", s + d) if s + d <= total else None
            return state

        encode_layers(enc, line, states, step)
