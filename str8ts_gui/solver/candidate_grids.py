"""The candidate grids of kinds whose cells see their peers' digits (Sudoku, Suguru): a grid's
starting values and candidates (:func:`placed_values`, :func:`seed_masks`), a step's changes
(:func:`changed_grid`) and a digit placed twice among peers (:func:`peer_clash`).

:mod:`str8ts_gui.solver.logic` gives these names too, loading this module at their first use (a
Str8ts window's start needs none of them).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name


def placed_values(puzzle: Puzzle, values: Sequence[int] | None, top: int) -> list[int]:
    """Per cell: its clue, else its entry in ``values`` (0 = empty, None = no entries); a digit
    outside 1..``top`` is a ValueError naming the cell."""
    vals = [0] * len(puzzle.clues)
    for i in range(len(vals)):
        v = puzzle.clues[i] or (values[i] if values is not None else 0)
        if v:
            if not 1 <= v <= top:
                raise ValueError(f"{cell_name(i, puzzle.size)}: value {v} out of range 1-{top}")
            vals[i] = v
    return vals


def seed_masks(
    vals: Sequence[int], peers: Sequence[Sequence[int]], full: Sequence[int], marks: Sequence[int] | None
) -> list[int]:
    """The starting candidates: a placed cell exactly its digit; an open cell the digits of
    ``full[i]`` no peer holds, narrowed to the player's pencil marks where ``marks`` has a
    mask for it within ``full[i]``."""
    masks = [0] * len(vals)
    for i, v in enumerate(vals):
        if v:
            masks[i] = 1 << v
            continue
        seen = 0
        for j in peers[i]:
            if vals[j]:
                seen |= 1 << vals[j]
        m = full[i] & ~seen
        if marks is not None and marks[i] & full[i]:
            m &= marks[i]
        masks[i] = m
    return masks


def changed_grid(
    values: Sequence[int],
    masks: Sequence[int],
    peers: Sequence[Sequence[int]],
    placements: Iterable[tuple[int, int]],
    eliminations: Iterable[tuple[int, int]],
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(values, masks)`` after removing ``eliminations`` from open cells and placing
    ``placements`` (each placed digit leaves the candidates of the cell's open peers)."""
    masks = list(masks)
    vals = list(values)
    for i, d in eliminations:
        if not vals[i]:
            masks[i] &= ~(1 << d)
    for i, d in placements:
        vals[i] = d
        bit = 1 << d
        masks[i] = bit
        for j in peers[i]:
            if not vals[j]:
                masks[j] &= ~bit
    return tuple(vals), tuple(masks)


def peer_clash(values: Sequence[int], peers: Sequence[Sequence[int]]) -> bool:
    """True if a placed digit is also placed in one of the cell's peers."""
    for i, v in enumerate(values):
        if v:
            for j in peers[i]:
                if values[j] == v:
                    return True
    return False
