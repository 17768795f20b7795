"""Human steps for the rules that shade cells (Nurikabe Sudoku): what the shading says about the
digits.

:func:`shading_facts` works out which cells must be ocean (shaded) and which island from the
given ones and the digits placed, with the simple rules a player uses, to a fixpoint:

* **2 x 2**: three ocean cells of a 2 x 2 block make the fourth island;
* **one ocean**: a piece of ocean whose only open neighbour is one cell, while there is ocean
  elsewhere, goes on through that cell (it is ocean);
* **islands grow**: a piece of island smaller than the least island whose only open neighbour is
  one cell grows through it (it is island);
* **no repeat**: a cell beside a piece of island that holds one of the piece's digits is ocean
  (as island it would join the piece and repeat the digit);
* **full islands**: a piece of island as big as its size clue says (or as the board is wide)
  is closed: its open neighbours are ocean.

:func:`nurikabe_islands`, the technique: island cells that touch are one island, so their digits
differ: the digits placed in such a piece leave its open cells (and a size clue in it is at least
the piece's size). Each step tells the shading that led to it. Sound: every fact holds in every
solution.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits

__all__ = ["NURIKABE", "nurikabe_islands", "shading_facts"]

NURIKABE = 2.2  # the rating of the technique (as killer cage combinations)


def _neighbours(i: int, n: int) -> tuple[int, ...]:
    from str8ts_gui.kinds.sudoku.variants.shading import neighbours  # (the rules load on first use)

    return neighbours(n)[i]


def _pieces(cells: set[int], n: int) -> list[list[int]]:
    from str8ts_gui.kinds.sudoku.variants.shading import components

    return components(cells, n)


def shading_facts(puzzle, values, rule) -> tuple[set[int], set[int], dict[int, str]]:
    """``(ocean, island, why)`` for a Nurikabe Sudoku ``rule`` with ``values`` placed: the cells
    known to be ocean and island, and for each derived one the rule that says so."""
    n = puzzle.size
    ocean = set(rule.shaded)
    island = set(rule.unshaded) | set(rule.sizes)
    why: dict[int, str] = {}
    sizes = set(rule.sizes)

    def known(i: int) -> bool:
        return i in ocean or i in island

    while not ocean & island and _one_fact(n, rule, values, ocean, island, why, sizes, known):
        pass  # one fact at a time: the pieces are found again after each
    return ocean, island, why


def _one_fact(n, rule, values, ocean, island, why, sizes, known) -> bool:
    """Find one more fact (added to ``ocean`` or ``island`` with its reason); False: none."""
    for i in range(n * n - n):  # 2 x 2
        if i % n == n - 1:
            continue
        block = (i, i + 1, i + n, i + n + 1)
        open_ = [j for j in block if not known(j)]
        if len(open_) == 1 and sum(j in ocean for j in block) == 3:
            island.add(open_[0])
            why[open_[0]] = f"{cell_name(open_[0], n)} is island (the rest of its 2 x 2 is ocean)"
            return True
    pieces = _pieces(ocean, n)
    if len(pieces) > 1:  # one ocean
        for piece in pieces:
            exits = {j for i in piece for j in _neighbours(i, n) if not known(j)}
            if len(exits) == 1:
                j = exits.pop()
                ocean.add(j)
                why[j] = f"{cell_name(j, n)} is ocean (the only way out for the ocean at {cell_name(piece[0], n)})"
                return True
    for piece in _pieces(island, n):
        exits = {j for i in piece for j in _neighbours(i, n) if not known(j)}
        digits = {values[i] for i in piece if values[i]}
        for j in sorted(exits):
            if values[j] and values[j] in digits:
                ocean.add(j)
                why[j] = f"{cell_name(j, n)} is ocean (as island it would join {cell_name(piece[0], n)}'s island and repeat {values[j]})"
                return True
        if len(piece) < rule.min_island and len(exits) == 1:
            j = exits.pop()
            island.add(j)
            why[j] = f"{cell_name(j, n)} is island (the island at {cell_name(piece[0], n)} needs {rule.min_island} cells)"
            return True
        full = n
        for c in piece:
            if c in sizes and values[c]:
                full = min(full, values[c])
        if len(piece) >= full and exits:
            for j in exits:
                ocean.add(j)
                why[j] = f"{cell_name(j, n)} is ocean (the island at {cell_name(piece[0], n)} is complete)"
            return True
    return False


def nurikabe_islands(g: CandidateGrid) -> Iterator[Step]:
    """Island cells that touch are one island: the digits placed in it leave its open cells."""
    from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku

    rule = next((c for c in g.puzzle.constraints if isinstance(c, NurikabeSudoku)), None)
    if rule is None:
        return
    n = g.puzzle.size
    V, M = g.values, g.masks
    ocean, island, why = shading_facts(g.puzzle, V, rule)
    if ocean & island:
        return
    sizes = set(rule.sizes)
    for piece in _pieces(island, n):
        if len(piece) < 2:
            continue
        placed = {V[i] for i in piece if V[i]}
        el = []
        for i in piece:
            if V[i]:
                continue
            for d in bits(M[i]):
                if d in placed or (i in sizes and d < len(piece)):
                    el.append((i, d))
        if not el:
            continue
        reasons = [why[i] for i in piece if i in why]
        lead = "; ".join(reasons[:3]) + ("; ..." if len(reasons) > 3 else "")
        cells = ", ".join(cell_name(i, n) for i in piece[:6]) + (", ..." if len(piece) > 6 else "")
        text = f"Nurikabe Sudoku: {lead + '; ' if lead else ''}{cells} are island cells that touch, one island, so its digits differ: {elim_text(el, n)}"
        yield make_step("Nurikabe islands", NURIKABE, piece, {d for _i, d in el}, eliminations=el, text=text, area=piece)
