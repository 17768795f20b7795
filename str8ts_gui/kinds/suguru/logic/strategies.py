"""The Suguru techniques, in the order the solver tries them (easiest first).

Every technique is *sound*: it only removes a candidate (or places a digit) when no solution
consistent with the grid can have it otherwise. None guesses.

Each has a ``level`` (the grade it makes a puzzle: 0 Easy, 1 Medium, 2 Hard, 3 Expert) and
``points`` (what a sweep of it adds to the score).

* **Neighbour elimination** (Easy): a placed digit leaves its region and the 8 cells around it
  (the grid does this on every placement; the step only finds a candidate left over, e.g. from
  the player's pencil marks).
* **Naked single** (Easy): a cell with one candidate left.
* **Hidden single** (Easy): a digit of a region with one place left in it.
* **Touches every place** (Easy): a cell that touches every place of a digit in another region
  loses that digit (the region's digit lands on one of them, which touches the cell).
* **Naked pair** / **Naked triple** (Medium / Hard): two (three) cells that all see one another
  (one region, or touching) and hold only two (three) digits between them: those digits are
  theirs, so every cell that sees all of them loses them. Two touching cells sharing one pair of
  candidates is the common case.
* **Hidden pair** / **Hidden triple** (Medium / Hard): two (three) digits of a region that fit in
  only two (three) of its cells: those cells lose every other digit.
* **Contradiction** (Expert): placing a candidate and following the singles and neighbour
  eliminations from it leaves a cell or a region without a digit, so the candidate goes (the
  step names that cell, or the region and its digit).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Callable, Iterator

from str8ts_gui.core.puzzle import Puzzle, set_bits
from str8ts_gui.kinds.suguru.logic.grid import CandidateGrid, Step, fmt_cells, fmt_digits
from str8ts_gui.kinds.suguru.rules import propagate
from str8ts_gui.solver.logic import elimination_text

__all__ = ["STRATEGIES", "STRATEGY_BY_NAME", "Strategy", "make_step"]

Finder = Callable[[CandidateGrid], Iterator[Step]]


@dataclass(frozen=True)
class Strategy:
    """A named technique: its grade index (``level``), its ``points`` per sweep, its finder, and
    whether the solver applies a whole sweep at once (``batch``: singles)."""

    name: str
    level: int
    points: int
    find: Finder
    batch: bool = False
    description: str = ""
    names: tuple[str, ...] = ()

    @property
    def difficulty(self) -> float:
        return float(self.points)


def make_step(name, level, points, cells, digits, placements=(), eliminations=(), text="", area=()) -> Step:
    return Step(
        strategy=name,
        level=level,
        difficulty=float(points),
        cells=tuple(sorted(set(cells))),
        digits=tuple(sorted(set(digits))),
        placements=tuple(placements),
        eliminations=tuple(sorted(set(eliminations))),
        text=text,
        area=tuple(sorted(set(area))),
    )


def _elim_text(elims, width: int) -> str:
    return elimination_text(elims, width, fmt_digits, fmt_cells, by_digit=True)


# -- the techniques ---------------------------------------------------------------------------


def neighbour_elimination(g: CandidateGrid) -> Iterator[Step]:
    sh = g.shape
    V, M = g.values, g.masks
    w = g.size
    for i, v in enumerate(V):
        if not v:
            continue
        bit = 1 << v
        hit = [j for j in sh.peers[i] if not V[j] and M[j] & bit]
        if hit:
            elims = [(j, v) for j in hit]
            yield make_step(
                "Neighbour elimination", 0, 1, [i], [v], (), elims,
                f"{v} is placed in {fmt_cells([i], w)}, so it leaves its region and the cells touching it: {_elim_text(elims, w)}",
                [i, *hit],
            )


def naked_single(g: CandidateGrid) -> Iterator[Step]:
    V, M = g.values, g.masks
    w = g.size
    for i, m in enumerate(M):
        if not V[i] and m and not m & (m - 1):
            d = m.bit_length() - 1
            yield make_step("Naked single", 0, 1, [i], [d], [(i, d)], (), f"{fmt_cells([i], w)} can only be {d}", [i])


def hidden_single(g: CandidateGrid) -> Iterator[Step]:
    sh = g.shape
    M = g.masks
    w = g.size
    for k, unit in enumerate(sh.units):
        placed = g.placed_in(k)
        for d in range(1, len(unit) + 1):
            if placed >> d & 1:
                continue
            places = g.places(k, d)
            if len(places) == 1 and M[places[0]] != 1 << d:
                i = places[0]
                yield make_step(
                    "Hidden single", 0, 2, [i], [d], [(i, d)], (),
                    f"{d} has one place left in {sh.unit_names[k]}: {fmt_cells([i], w)}", unit,
                )


def touches_every_place(g: CandidateGrid) -> Iterator[Step]:
    sh = g.shape
    V, M = g.values, g.masks
    w = g.size
    for k, unit in enumerate(sh.units):
        placed = g.placed_in(k)
        for d in range(1, len(unit) + 1):
            if placed >> d & 1:
                continue
            places = g.places(k, d)
            if not places:
                continue
            common = set(sh.kings[places[0]])
            for i in places[1:]:
                common.intersection_update(sh.kings[i])
            bit = 1 << d
            hit = sorted(j for j in common if sh.unit_of[j] != k and not V[j] and M[j] & bit)
            if hit:
                elims = [(j, d) for j in hit]
                yield make_step(
                    "Touches every place", 0, 3, places, [d], (), elims,
                    f"{d} of {sh.unit_names[k]} goes in {fmt_cells(places, w).replace(' and ', ' or ')}, "
                    f"and {fmt_cells(hit, w)} {'touches' if len(hit) == 1 else 'touch'} every one of them: {_elim_text(elims, w)}",
                    [*unit, *hit],
                )


def _cliques(g: CandidateGrid, size: int) -> Iterator[tuple[int, ...]]:
    """Sets of ``size`` open cells with 2..size candidates that all see one another."""
    sh = g.shape
    V, M = g.values, g.masks
    small = [i for i in range(len(V)) if not V[i] and bin(M[i]).count("1") <= size]
    small_set = set(small)
    for a in small:
        near = sorted(j for j in sh.peers[a] if j > a and j in small_set)
        for rest in combinations(near, size - 1):
            if all(sh.sees(x, y) for x, y in combinations(rest, 2)):
                yield (a, *rest)


def naked_set(size: int, level: int, points: int) -> Finder:
    name = {2: "Naked pair", 3: "Naked triple"}[size]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        V, M = g.values, g.masks
        w = g.size
        for cells in _cliques(g, size):
            union = 0
            for i in cells:
                union |= M[i]
            if bin(union).count("1") != size:
                continue
            seen = set(sh.peers[cells[0]])
            for i in cells[1:]:
                seen.intersection_update(sh.peers[i])
            elims = [(j, d) for j in sorted(seen) if not V[j] for d in set_bits(M[j] & union)]
            if elims:
                where = "share a region" if len({sh.unit_of[i] for i in cells}) == 1 else "see one another"
                yield make_step(
                    name, level, points, cells, set_bits(union), (), elims,
                    f"{fmt_cells(cells, w)} {where} and hold only {fmt_digits(union)} between them, "
                    f"so every cell that sees all of them loses those digits: {_elim_text(elims, w)}",
                    [*cells, *(j for j, _ in elims)],
                )

    return find


def hidden_set(size: int, level: int, points: int) -> Finder:
    name = {2: "Hidden pair", 3: "Hidden triple"}[size]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        M = g.masks
        w = g.size
        for k, unit in enumerate(sh.units):
            placed = g.placed_in(k)
            digits = [d for d in range(1, len(unit) + 1) if not placed >> d & 1]
            if len(digits) <= size:
                continue
            where = {d: g.places(k, d) for d in digits}
            for combo in combinations(digits, size):
                cells = sorted({i for d in combo for i in where[d]})
                if len(cells) != size:
                    continue
                keep = sum(1 << d for d in combo)
                elims = [(i, d) for i in cells for d in set_bits(M[i] & ~keep)]
                if elims:
                    yield make_step(
                        name, level, points, cells, combo, (), elims,
                        f"{fmt_digits(keep)} fit only in {fmt_cells(cells, w)} of {sh.unit_names[k]}, "
                        f"so those cells hold nothing else: {_elim_text(elims, w)}",
                        unit,
                    )

    return find


def _dead_end(g: CandidateGrid, masks: list[int]) -> tuple[str, list[int]]:
    """Where the singles from ``masks`` (a trial that :func:`propagate` found broken) break, as
    words: "r3c4 without a digit" or "no place for 2 in the region of r5c1", and the cells they
    name (that cell, that region; none when not found). The same rules as
    propagate, one sweep after another (slow, but only run for a contradiction found)."""
    sh = g.shape
    w = g.size
    m = list(masks)
    spread: set[int] = set()
    changed = True
    while changed:
        changed = False
        for i, mi in enumerate(m):
            if not mi:
                return f"{fmt_cells([i], w)} without a digit", [i]
            if i not in spread and not mi & (mi - 1):  # a single: it leaves the cell's peers
                spread.add(i)
                for j in sh.peers[i]:
                    if m[j] & mi:
                        m[j] &= ~mi
                        changed = True
        if changed:
            continue
        for k, unit in enumerate(sh.units):
            for d in range(1, len(unit) + 1):
                bit = 1 << d
                places = [i for i in unit if m[i] & bit]
                if not places:
                    return f"no place for {d} in {sh.unit_names[k]}", list(unit)
                if len(places) == 1:  # a hidden single
                    changed |= m[places[0]] != bit
                    m[places[0]] = bit
                    continue
                common = set(sh.kings[places[0]]).intersection(*(sh.kings[i] for i in places[1:]))
                for j in common:  # a cell touching every place of d in the region
                    if sh.unit_of[j] != k and m[j] & bit:
                        m[j] &= ~bit
                        changed = True
    return "a cell or a region without a digit", []  # (propagate found what these sweeps do not)


def contradiction(g: CandidateGrid) -> Iterator[Step]:
    puzzle: Puzzle = g.puzzle
    V, M = g.values, g.masks
    w = g.size
    base = list(M)
    for i in range(len(V)):
        if V[i] or not M[i] & (M[i] - 1):
            continue
        for d in set_bits(M[i]):
            trial = list(base)
            trial[i] = 1 << d
            if propagate(puzzle, trial) is None:
                where, broken = _dead_end(g, trial)
                yield make_step(
                    "Contradiction", 3, 15, [i], [d], (), [(i, d)],
                    f"placing {d} in {fmt_cells([i], w)} and following the singles from it leaves "
                    f"{where}: {d} leaves {fmt_cells([i], w)}",
                    [i, *broken],  # the tried cell and where the singles break
                )


STRATEGIES: tuple[Strategy, ...] = (
    Strategy("Neighbour elimination", 0, 1, neighbour_elimination, True, "a placed digit leaves its region and the cells touching it"),
    Strategy("Naked single", 0, 1, naked_single, True, "a cell with one candidate left"),
    Strategy("Hidden single", 0, 2, hidden_single, True, "a digit with one place left in a region"),
    Strategy("Touches every place", 0, 3, touches_every_place, False, "a cell touching every place of a digit in a region loses it"),
    Strategy("Naked pair", 1, 5, naked_set(2, 1, 5), False, "two cells that see each other and hold only two digits"),
    Strategy("Hidden pair", 1, 6, hidden_set(2, 1, 6), False, "two digits of a region that fit only in two of its cells"),
    Strategy("Naked triple", 2, 8, naked_set(3, 2, 8), False, "three cells that all see one another and hold only three digits"),
    Strategy("Hidden triple", 2, 9, hidden_set(3, 2, 9), False, "three digits of a region that fit only in three of its cells"),
    Strategy("Contradiction", 3, 15, contradiction, False, "a candidate whose singles leave a cell or a region without a digit"),
)

STRATEGY_BY_NAME: dict[str, Strategy] = {s.name: s for s in STRATEGIES}
