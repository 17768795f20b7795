"""The Str8ts rule checker: which digits on a board break which rule.

Independent of any solver: it only looks at the digits that are on the board.

* ``repeat``: a digit appears in two or more cells of one row or column (black clues count).
* ``span``: the digits already in a compartment are too far apart to belong to one straight.
* ``not_straight``: a full compartment whose digits fit in its length but repeat, so they are
  not a straight.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.core.violations import Violation, violating_cells
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, cell_name

__all__ = ["Violation", "check", "check_state", "violating_cells", "is_solution"]


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def _cell_values(puzzle: Puzzle, values: Sequence[int]) -> list[int]:
    """The digit of every cell: black clues from the puzzle, white cells from ``values``.

    A white cell whose value is 0 falls back to its clue, so passing only the player's
    entries still sees the white clues.
    """
    n2 = puzzle.size * puzzle.size
    if len(values) != n2:
        raise ValueError(f"a {puzzle.size} x {puzzle.size} board needs {n2} values, not {len(values)}")
    black = puzzle.black
    clues = puzzle.clues
    return [clues[i] if black[i] else (values[i] or clues[i]) for i in range(n2)]


def _all_kept(lay, vals: list[int]) -> bool:
    """True when no line repeats a digit and no compartment's digits are too far apart (the
    quick test before :func:`check` spells out what is broken)."""
    for line in lay.lines:
        seen = 0
        for i in line:
            v = vals[i]
            if v:
                bit = 1 << v
                if seen & bit:
                    return False
                seen |= bit
    for comp in lay.compartments:
        cells = comp.cells
        if len(cells) < 2:
            continue
        present = 0
        for i in cells:
            present |= 1 << vals[i]
        present &= ~1
        if present and present.bit_length() - (present & -present).bit_length() >= len(cells):
            return False
    return True


def check(puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
    """All rule violations of the digits ``values`` (n*n, 0 = empty) on ``puzzle``.

    For white cells ``values`` holds the digit shown (clue or entry); for black cells it is
    ignored and the black clue of the puzzle is used. Order: rows, then columns (digits
    ascending within a line), then compartments in layout order.
    """
    n = puzzle.size
    lay = layout_of(puzzle)
    vals = _cell_values(puzzle, values)
    if _all_kept(lay, vals):
        return []
    out: list[Violation] = []

    for kind_name, lines in (("row", lay.rows), ("column", lay.cols)):
        for number, line in enumerate(lines, 1):
            where: dict[int, list[int]] = {}
            for i in line:
                v = vals[i]
                if v:
                    where.setdefault(v, []).append(i)
            for d in sorted(where):
                cells = where[d]
                if len(cells) > 1:
                    cells.sort()
                    names = ", ".join(cell_name(i, n) for i in cells)
                    out.append(
                        Violation(
                            "repeat",
                            tuple(cells),
                            d,
                            f"Digit {d} appears {_times(len(cells))} in {kind_name} {number}: {names}",
                            f"{kind_name} {number}",
                        )
                    )

    for comp in lay.compartments:
        length = len(comp.cells)
        present = [vals[i] for i in comp.cells if vals[i]]
        if not present:
            continue
        lo, hi = min(present), max(present)
        if hi - lo >= length:
            cells = tuple(sorted(i for i in comp.cells if vals[i] in (lo, hi)))
            out.append(
                Violation(
                    "span",
                    cells,
                    None,
                    f"Compartment {comp.name} can no longer be a straight: "
                    f"{lo} and {hi} are too far apart for {length} cells",
                )
            )
        elif len(present) == length and len(set(present)) < length:
            digits = ", ".join(str(v) for v in sorted(present))
            out.append(
                Violation(
                    "not_straight",
                    tuple(sorted(comp.cells)),
                    None,
                    f"Compartment {comp.name} is full but {digits} is not a straight",
                )
            )
    return out


def check_state(state: PlayState) -> list[Violation]:
    """:func:`check` on the digits shown in a play state (clues and entries)."""
    return check(state.puzzle, state.values())


def is_solution(puzzle: Puzzle, values: Sequence[int]) -> bool:
    """True if ``values`` fills every white cell, keeps the white clues and breaks no rule."""
    n = puzzle.size
    if len(values) != n * n:
        return False
    for i in range(n * n):
        if puzzle.black[i]:
            continue
        v = values[i]
        if not isinstance(v, int) or not 1 <= v <= n:
            return False
        if puzzle.clues[i] and v != puzzle.clues[i]:
            return False
    return not check(puzzle, values)
