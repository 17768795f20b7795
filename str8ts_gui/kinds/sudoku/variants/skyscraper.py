"""Skyscrapers: a clue outside the grid beside a row or column counts the digits seen from that
side, a digit being seen when it is larger than every digit before it (nearer the clue).

The clue stands on any of the four sides (:class:`~.side_clues.SideClue`: ``row``/``col`` from
-1 to n, the line read from the clue outwards).

Pruning and encoding read the line as a layered diagram whose state before each cell is the
running maximum and the number of digits seen so far: a digit larger than the maximum becomes it
and is counted, any other leaves the state as it is. The line ends with the maximum n (every row
and column holds n) and the clue's count. The states reachable from the start that can still
reach that end are kept per layer (:func:`~.side_clues.useful_states`); pruning keeps exactly
the digits some path uses, which includes the classic bounds (clue 1: the first cell holds n;
clue n: the line is 1 to n in order; the first cell is at most n - clue + 1; the n is at least
clue - 1 cells in), and the encoding has one helper variable per kept state (at most n * clue
per layer; :func:`~.sums.encode_layers`, with its support clauses).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import rule
from str8ts_gui.kinds.sudoku.variants.side_clues import SideClue

__all__ = ["Skyscraper", "seen"]


def seen(digits: Sequence[int]) -> int:
    """How many of ``digits`` (in order from the clue) are larger than every one before them."""
    top = count = 0
    for d in digits:
        if d > top:
            top, count = d, count + 1
    return count


@rule
@dataclass(frozen=True)
class Skyscraper(SideClue):
    count: int

    rule = "skyscraper"
    title = "Skyscraper"

    @property
    def total(self) -> int:
        """The clue's number (the name the tools for clues outside the grid read)."""
        return self.count

    def validate(self, n: int) -> None:
        self.validate_side(n)
        if not isinstance(self.count, int) or isinstance(self.count, bool):
            raise ValueError(f"Skyscraper: the count must be a whole number, not {self.count!r}")
        if not 1 <= self.count <= n:
            raise ValueError(f"Skyscraper: {self.count!r} digits cannot be seen in {self.line_name(n)} (1 to {n})")

    def describe(self, n: int) -> str:
        return f"Skyscraper {self.count} on {self.line_name(n)}"

    # -- the diagram: (running maximum, digits seen) --------------------------------------------
    def _step(self, k: int, state, d: int):
        top, count = state
        if d > top:
            return (d, count + 1) if count < self.count else None
        return state

    def diagram(self, n: int):
        end = (n, self.count)
        return (0, 0), self._step, lambda state: state == end

    # -- rules ----------------------------------------------------------------------------------
    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        failed = self.unfulfillable(puzzle, values)
        if failed is None:
            return []
        line, vals = failed
        n = puzzle.size
        if all(vals):
            msg = f"{_digits_seen(seen(vals))} in {self.line_name(n)}, not {self.count}"
        else:
            msg = f"{self.line_name(n)} cannot be completed so that {_digits_seen(self.count)}"
        return [Violation("skyscraper", tuple(sorted(line)), None, msg)]


def _digits_seen(count: int) -> str:
    """"3 digits are seen", "1 digit is seen"."""
    return "1 digit is seen" if count == 1 else f"{count} digits are seen"
