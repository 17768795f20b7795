"""Little killer sums: a clue outside the grid with an arrow along a diagonal; the digits on that
diagonal add up to the clue (they may repeat).

The clue stands outside the board, so :meth:`LittleKiller.area` is empty (it has no size to
find its cells from); :meth:`LittleKiller.diagonal` gives the cells for a board size. The rule
is one linear sum (:mod:`.sums`) of the diagonal's cells: pruning keeps exactly the candidates
some way of making the total uses, knowing that the diagonal's cells in one box (or jigsaw
region) hold different digits (:meth:`LittleKiller.groups`,
:func:`.sums.prune_distinct_groups`); the encoding is the layered diagram of partial sums with
its support clauses (the other cells' differences are the Sudoku's own clauses).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear, prune_distinct_groups, prune_linear

__all__ = ["DIRECTIONS", "LittleKiller"]

DIRECTIONS = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}


@lru_cache(maxsize=1024)
def _diagonal(row: int, col: int, direction: str, n: int) -> tuple[int, ...]:
    dr, dc = DIRECTIONS[direction]
    r, c = row + dr, col + dc
    out = []
    while 0 <= r < n and 0 <= c < n:
        out.append(r * n + c)
        r, c = r + dr, c + dc
    return tuple(out)


@lru_cache(maxsize=4096)
def _groups(lk: "LittleKiller", puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
    """:meth:`LittleKiller.groups`, cached (asked again for each puzzle: its pruning's plan, the
    probe's encoding)."""
    return lk._groups(puzzle)


# how each little killer of the last puzzle pruned is pruned, by the rule's id: (the rule, kept
# alive so its id stays its own; the pruning function; its terms or groups). Pruning runs
# thousands of times in a little killer puzzle's solution path (1,300 to 67,000 on the stress
# family's), and looking its groups up in _groups' cache hashed the whole puzzle each time (3 % of
# the path)
_PLANS: tuple = (None, {})


def _plan(lk: "LittleKiller", puzzle: Puzzle) -> tuple:
    """``(lk, the pruning function, its terms or groups)`` for ``lk`` in ``puzzle`` (see
    :meth:`LittleKiller.prune`), kept while ``puzzle`` is the last one asked about."""
    global _PLANS
    owner, plans = _PLANS
    if owner is not puzzle:
        plans = {}
        _PLANS = (puzzle, plans)  # (one assignment: a thread that sees either pair is right)
    got = plans.get(id(lk))
    if got is None:  # (an entry holds its rule, so no other rule can have that id meanwhile)
        groups = lk.groups(puzzle)
        if len(groups) == len(lk.diagonal(puzzle.size)):
            got = (lk, prune_linear, tuple(lk.terms(puzzle.size)))
        else:
            got = (lk, prune_distinct_groups, groups)
        plans[id(lk)] = got
    return got


@rule
@dataclass(frozen=True)
class LittleKiller(Constraint):
    row: int  # the clue's position outside the grid: row and column from -1 to n
    col: int
    direction: str  # "DR", "DL", "UR" or "UL": where the arrow points
    total: int

    rule = "littlekiller"
    title = "Little killer"

    def diagonal(self, n: int) -> tuple[int, ...]:
        """The cells the arrow runs over."""
        return _diagonal(self.row, self.col, self.direction, n)

    def validate(self, n: int) -> None:
        if not isinstance(self.direction, str) or self.direction not in DIRECTIONS:
            raise ValueError(f"Little killer: direction {self.direction!r} is not one of {', '.join(DIRECTIONS)}")
        for name, v in (("row", self.row), ("column", self.col)):
            if not isinstance(v, int) or isinstance(v, bool) or not -1 <= v <= n:
                raise ValueError(f"Little killer: {name} {v!r} is not from -1 to {n}")
        if 0 <= self.row < n and 0 <= self.col < n:
            raise ValueError(f"Little killer: the clue at row {self.row}, column {self.col} is inside the board")
        super().validate(n)
        cells = self.diagonal(n)
        if not cells:
            raise ValueError(f"Little killer: the arrow at row {self.row}, column {self.col} points {self.direction} off the board")
        if not isinstance(self.total, int) or isinstance(self.total, bool) or not len(cells) <= self.total <= n * len(cells):
            count = f"{len(cells)} cell{'s' if len(cells) > 1 else ''}"
            raise ValueError(f"Little killer: sum {self.total!r} is not from {len(cells)} to {n * len(cells)} for {count}")

    def describe(self, n: int) -> str:
        cells = self.diagonal(n)
        return f"Little killer {self.total} on {', '.join(cell_name(i, n) for i in cells)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        cells = self.diagonal(n)
        if not cells:
            return []
        placed = sum(values[i] for i in cells)
        empty = sum(1 for i in cells if not values[i])
        where = f"the little killer diagonal from {cell_name(cells[0], n)}"
        if not empty:
            if placed == self.total:
                return []
            msg = f"{where} adds up to {placed}, not {self.total}"
        elif placed + empty <= self.total <= placed + n * empty:
            return []  # digits may repeat, so every sum in that range can be made
        else:
            msg = f"{where} cannot be completed to add up to {self.total}"
        return [Violation("little_killer_sum", tuple(sorted(cells)), None, msg)]

    def terms(self, n: int) -> list[tuple[int, int]]:
        return [(i, 1) for i in self.diagonal(n)]

    def groups(self, puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
        """The diagonal cut into runs of consecutive cells that must all hold different digits
        (pairwise peers in the puzzle's geometry: one box or jigsaw region, or anti-king
        neighbours)."""
        return _groups(self, puzzle)

    def _groups(self, puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
        from str8ts_gui.kinds.sudoku.model import puzzle_geometry  # the model imports the rules

        peers = puzzle_geometry(puzzle).peers
        out: list[list[int]] = []
        for i in self.diagonal(puzzle.size):
            if out and len(out[-1]) < 4 and all(i in peers[j] for j in out[-1]):
                out[-1].append(i)
            else:
                out.append([i])
        return tuple(tuple(g) for g in out)

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        """The exact sum pruning knowing that the diagonal's cells in one box differ
        (:func:`.sums.prune_distinct_groups`; :func:`.sums.prune_linear` when no two of its
        cells share a box). The first keeps exactly the candidates some way of making the sum
        with those cells different uses, so it removes all the plain sum's pruning would
        (running that first, as before, removed nothing more: the same steps on the little
        killer puzzles of the benchmark, in 5 to 50 % less CPU time)."""
        _lk, prune_sum, parts = _plan(self, puzzle)
        return prune_sum(parts, self.total, masks)

    def encode(self, enc: Encoder) -> None:
        encode_linear(enc, self.terms(enc.n), self.total)
