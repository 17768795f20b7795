"""Renban lines: the digits on a line differ and form a set of consecutive digits, in any order.

Encoding: like a killer cage's digit sets. The cells of a line are pairwise different (an
at-most-one per digit, and cage mates are peers in the geometry); the line gets one selector
variable per *window* of ``len(cells)`` consecutive digits that is still feasible (each of its
digits a candidate of some cell of the line), exactly one of them true, tied to "digit d is used
on the line" variables as a killer cage's digit sets are (:func:`.killer.encode_digit_sets`): a
selector implies its digits are used, a used digit implies a selector whose window holds it.
(An alternative, tried in the variants benchmark: binary clauses forbidding any two digits at
least ``len(cells)`` apart; sound and complete too, but unit propagation sees less.)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.killer import encode_distinct, encode_possible_sets, prune_digit_sets
from str8ts_gui.kinds.sudoku.variants.pairs import check_cells

__all__ = ["LineRule", "Renban", "check_line", "windows"]


def check_line(title: str, cells: tuple[int, ...], n: int) -> None:
    """ValueError unless ``cells`` is a line of two or more cells (on the board: base)."""
    if len(cells) < 2:
        raise ValueError(f"{title}: a line needs two or more cells")


class LineRule(Constraint):
    """The base of a rule drawn as a line through its ``cells`` (renban, whispers, palindrome):
    :meth:`validate` asks for a list of two or more cell numbers on the board."""

    def validate(self, n: int) -> None:
        check_cells(self.title, self.cells)
        super().validate(n)
        check_line(self.title, self.cells, n)


@lru_cache(maxsize=256)
def windows(n: int, length: int) -> tuple[int, ...]:
    """Masks of every run of ``length`` consecutive digits within 1..n."""
    run = (1 << length) - 1
    return tuple(run << s for s in range(1, n - length + 2))


@rule
@dataclass(frozen=True)
class Renban(LineRule):
    cells: tuple[int, ...]

    rule = "renban"
    title = "Renban line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Renban line: a cell is on the line twice")
        if len(self.cells) > n:
            raise ValueError(f"Renban line: {len(self.cells)} cells cannot all differ on a {n} x {n} board")

    def peer_pairs(self, n: int):
        return combinations(self.cells, 2)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        seen: dict[int, list[int]] = {}
        for i in self.cells:
            if values[i]:
                seen.setdefault(values[i], []).append(i)
        out = [
            Violation("renban", tuple(sorted(cells)), d, f"{d} appears twice on a renban line: {', '.join(cell_name(i, puzzle.size) for i in sorted(cells))}")
            for d, cells in sorted(seen.items())
            if len(cells) > 1
        ]
        if out or not seen:
            return out
        low, high = min(seen), max(seen)
        length = len(self.cells)
        if high - low >= length:
            placed = tuple(sorted(i for i in self.cells if values[i]))
            digits = ", ".join(map(str, sorted(seen)))
            if len(placed) == length:
                why = f"the digits {digits} of a renban line are not consecutive"
            else:
                why = f"the digits {digits} cannot be part of a run of {length} consecutive digits on a renban line"
            out.append(Violation("renban", placed, None, why))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_digit_sets(self.cells, masks, windows(puzzle.size, len(self.cells)))

    def encode(self, enc: Encoder) -> None:
        encode_distinct(enc, self.cells)
        encode_possible_sets(enc, self.cells, windows(enc.n, len(self.cells)))
