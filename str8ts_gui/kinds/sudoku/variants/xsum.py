"""X-sums: a clue outside the grid beside a row or column; the first digit X seen from the clue
says how many cells, from that side, add up to the clue (X itself included).

The clue stands on any of the four sides (:class:`~.side_clues.SideClue`: ``row``/``col`` from
-1 to n, the line read from the clue outwards).

Pruning and encoding read the line as a layered diagram: before the first cell the line is at
the *start*; the first cell's digit x moves it to ``(x, x)`` (x cells to add, x added so far; a 1
ends at once, the clue then being 1), each further cell of the first x adds its digit, and the
x-th cell must bring the sum to the clue exactly, after which the line is *done* whatever
follows. The states reachable from the start that can still end *done* are kept per layer
(:func:`~.side_clues.useful_states`): pruning keeps exactly the digits some path uses (so the
first cell keeps only the x for which some fill works), and the encoding has one helper variable
per kept state (:func:`~.sums.encode_layers`, with its support clauses). The diagram lets the
digits repeat (the row's unit forbids that); on boards up to 9 x 9 pruning then goes through
every x and every set of x - 1 different digits (other than x) making the rest of the sum, and
keeps per cell the digits some such set gives it (the cells after the first x hold none of the
set).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import narrow_cells, rule
from str8ts_gui.kinds.sudoku.variants.side_clues import SideClue
from str8ts_gui.kinds.sudoku.variants.sums import digit_sets

__all__ = ["SET_PRUNE_MAX", "XSum", "xsum_sets"]

# boards up to this size also get the digit-set pruning (its cost grows with the number of sets)
SET_PRUNE_MAX = 9

_START, _DONE = "start", "done"


def xsum_sets(n: int, x: int, total: int) -> tuple[int, ...]:
    """The digit sets (masks) the x - 1 cells after a first digit x can hold to make ``total``."""
    if x == 1:
        return (0,) if total == 1 else ()
    return tuple(s for s in digit_sets(n, x - 1, total - x) if not s >> x & 1)


@rule
@dataclass(frozen=True)
class XSum(SideClue):
    total: int

    rule = "xsum"
    title = "X-sum"

    def validate(self, n: int) -> None:
        self.validate_side(n)
        if not isinstance(self.total, int) or isinstance(self.total, bool):
            raise ValueError(f"X-sum: the total must be a whole number, not {self.total!r}")
        if not any(
            xsum_sets(n, x, self.total) for x in range(1, n + 1)
        ):
            raise ValueError(f"X-sum: {self.total!r} cannot be an X-sum of {self.line_name(n)} on a {n} x {n} board")

    def describe(self, n: int) -> str:
        return f"X-sum {self.total} on {self.line_name(n)}"

    # -- the diagram ----------------------------------------------------------------------------
    def _step(self, k: int, state, d: int):
        total = self.total
        if state == _DONE:
            return _DONE
        if state == _START:
            if d == 1:
                return _DONE if total == 1 else None
            return (d, d) if d < total else None
        x, s = state
        s += d
        if k + 1 == x:
            return _DONE if s == total else None
        return (x, s) if s < total else None

    def diagram(self, n: int):
        return _START, self._step, _is_done

    # -- rules ----------------------------------------------------------------------------------
    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        failed = self.unfulfillable(puzzle, values)
        if failed is None:
            return []
        line, vals = failed
        n = puzzle.size
        x = vals[0]
        if x and all(vals[:x]):
            got = sum(vals[:x])
            cells = tuple(sorted(line[:x]))
            msg = f"the first {x} digits of {self.line_name(n)} add up to {got}, not {self.total}"
        elif x:
            cells = tuple(sorted(line[:x]))
            msg = f"the first {x} digits of {self.line_name(n)} cannot add up to {self.total}"
        else:
            cells = tuple(sorted(line))
            msg = f"{self.line_name(n)} cannot be completed to an X-sum of {self.total}"
        return [Violation("xsum", cells, None, msg)]

    def refines(self, n: int) -> bool:
        return n <= SET_PRUNE_MAX

    def refine_line(self, n: int, line: Sequence[int], masks: list[int]) -> bool | None:
        """The digit sets: every x and every set of x - 1 different digits making the rest."""
        ms = [masks[i] for i in line]
        full = sum(1 << d for d in range(1, n + 1))
        allowed = [0] * n
        for x in range(1, n + 1):
            if not ms[0] >> x & 1:
                continue
            for s in xsum_sets(n, x, self.total):
                rest = full & ~s & ~(1 << x)
                if not all(ms[k] & s for k in range(1, x)) or not all(ms[k] & rest for k in range(x, n)):
                    continue
                allowed[0] |= 1 << x
                for k in range(1, n):
                    allowed[k] |= ms[k] & (s if k < x else rest)
        return narrow_cells(masks, line, allowed)


def _is_done(state) -> bool:
    return state == _DONE
