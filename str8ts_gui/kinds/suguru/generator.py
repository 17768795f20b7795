"""The Suguru generator: random regions, a random solution, then givens removed while the
logic still finishes the puzzle within the target grade; only puzzles whose final grade is the
target are kept. Deterministic for a seed; cancellable between steps.

* **Regions and solution** (:func:`random_layout`) are built together, region by region: most
  random layouts of small regions have no solution at all, so each region's digits are drawn as
  it is made (see there). :func:`random_solution` (a randomized depth-first search) finds a
  solution of a given layout.
* **Givens**: every cell starts given; cells (by symmetry orbits) are removed in random order
  when the logic, with only the techniques the target grade allows, still solves the rest. The
  logic is sound, so a puzzle it solves has exactly one solution. (Each trial is first run
  through :func:`~str8ts_gui.kinds.suguru.rules.propagate`, the Easy techniques' own rules without
  steps written, and the logic goes on from where they stop: :func:`_solves_within`.) Boards
  above 100 cells first remove givens while the SAT solver finds one solution, then put removed
  givens back (the last removed of those where the logic got stuck first) until the logic solves
  the puzzle within the grade: far fewer logic runs; an attempt there tries several orders of
  givens on its layout (:data:`_LAYOUT_ORDERS`). :func:`minimal_unique` removes
  by the SAT solver's uniqueness alone (no grade; the benchmark uses it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterator

from str8ts_gui.core.geometry import king_neighbours
from str8ts_gui.core.puzzle import MAX_SIDE, MIN_SIDE, Puzzle, set_bits
from str8ts_gui.kinds.suguru.grades import GRADES
from str8ts_gui.kinds.suguru.model import canonical_regions, new_puzzle
from str8ts_gui.kinds.suguru.rules import basic_candidates, propagate
from str8ts_gui.solver.sat import GivensOracle, solve
from str8ts_gui.solver.common import CancelToken, GenerationCancelled, Status
from str8ts_gui.solver.common import check_cancel as _check

__all__ = [
    "GenerationCancelled",
    "Generated",
    "LEVELS",
    "Options",
    "SYMMETRIES",
    "generate",
    "minimal_unique",
    "random_layout",
    "random_regions",
    "random_solution",
]

LEVELS = GRADES
SYMMETRIES = ("none", "180", "mirror", "90", "diagonal")
MAX_ATTEMPTS = 200
# the sizes a new region aims at (stranded cells make some smaller): mostly 4 and 5, as in print
_TARGETS = (5, 5, 5, 5, 5, 4, 4, 4, 3, 2)
# boards larger than this get their layout by moves from a solvable tiling (mutated_layout)
_SEARCH_CELLS = 100
# the digits a layout move into a 4-cell region may try when the neighbouring regions are redrawn too
_WIDE_BUDGET = 2000
# a walk gives up when its regions above 5 cells have given no cell away in this many tries a
# cell. On odd sides about 1 walk in 30 to 60 gets stuck, its last large region walled in by
# regions none of its cells can move to; it gave up only at its limit of 50 tries a cell, up to
# 7 s later on a 19 x 19. Walks that end well seldom wait that long (13 x 13, seeds 0-199: 12
# give up at 10, 5 at 50), and a stuck walk costs a fifth: CPU a layout, give-ups included,
# 0.50 -> 0.42 s on 13 x 13, 1.05 -> 0.87 s on 19 x 19 (seeds 0-99)
_STALLED = 10
# the orders of givens an attempt on a board above _SEARCH_CELLS tries on its layout (its walk
# costs more than an order's givens) before it misses: whether a layout can make a grade at all
# is most of the chance. 20 x 20 Hard, 180-degree symmetry, 260 layouts tried 8 orders each: 235
# made no Hard, two made 6 and 7 Hards. Drawn again from those records, one order a layout took
# 14.9 s of CPU on average for a Hard and 2.2 % of the runs gave up after 200 attempts; 4 orders
# 9.7 s and none gave up. (Reusing a layout for 4 attempts, one order each, took 8.6 s but 11.5 %
# gave up: fewer layouts within 200 attempts.)
_LAYOUT_ORDERS = 4
Progress = Callable[[float, str], None]



@dataclass(frozen=True)
class Options:
    """``size`` for a square board, or ``width`` and ``height`` (each 2 to 20; default
    ``size``); ``difficulty`` one of :data:`LEVELS`; ``symmetry`` of the givens (``90`` and
    ``diagonal`` need a square board)."""

    size: int = 6
    difficulty: str = "Easy"
    symmetry: str = "none"
    width: int | None = None
    height: int | None = None

    def __post_init__(self) -> None:
        if self.width is None:
            object.__setattr__(self, "width", self.size)
        if self.height is None:
            object.__setattr__(self, "height", self.size)
        for name, side in (("width", self.width), ("height", self.height)):
            if not MIN_SIDE <= side <= MAX_SIDE:
                raise ValueError(f"a Suguru's {name} must be {MIN_SIDE} to {MAX_SIDE}, not {side}")
        if self.difficulty not in LEVELS:
            raise ValueError(f"difficulty must be one of {', '.join(LEVELS)}, not {self.difficulty!r}")
        if self.symmetry not in SYMMETRIES:
            raise ValueError(f"symmetry must be one of {', '.join(SYMMETRIES)}, not {self.symmetry!r}")
        if self.symmetry in ("90", "diagonal") and self.width != self.height:
            raise ValueError(f"symmetry {self.symmetry} needs a square board, not {self.width} x {self.height}")


@dataclass(frozen=True)
class Generated:
    puzzle: Puzzle
    solution: tuple[int, ...]
    grade: str
    score: int
    attempts: int
    title: str = ""


def _orbit(i: int, w: int, h: int, symmetry: str) -> frozenset[int]:
    r, c = divmod(i, w)
    cells = {(r, c)}
    if symmetry in ("180", "90"):
        cells.add((h - 1 - r, w - 1 - c))
    if symmetry == "90":
        cells.update({(c, w - 1 - r), (w - 1 - c, r)})
    if symmetry == "mirror":
        cells.add((r, w - 1 - c))
    if symmetry == "diagonal":
        cells.add((c, r))
    return frozenset(rr * w + cc for rr, cc in cells)


def _orth(i: int, w: int, h: int) -> list[int]:
    r, c = divmod(i, w)
    out = []
    if r:
        out.append(i - w)
    if r + 1 < h:
        out.append(i + w)
    if c:
        out.append(i - 1)
    if c + 1 < w:
        out.append(i + 1)
    return out


def _fill(cells: list[int], value: list[int], kings, rng: random.Random, region: list[int] | None = None) -> list[int] | None:
    """Digits 1..len(cells) for ``cells`` (a random order) that no touching placed cell holds;
    with ``region``, also such that every free cell touching them keeps a digit 1 to 5 that
    none of its neighbours holds (else it could join no region). (The same random draws and the
    same answer as when first written; what the free cells see is worked out once, when the
    first full filling is tried.)"""
    k = len(cells)
    banned = []
    for i in cells:
        seen = 0
        for j in kings[i]:
            seen |= 1 << value[j]  # (an empty cell's 0 sets bit 0, never a digit)
        banned.append(seen)
    out = [0] * k
    checks: list[tuple[int, list[int]]] | None = None  # per free cell touching them: (what the rest show, which of them touch it)

    def alive() -> bool:
        nonlocal checks
        if checks is None:
            checks = []
            if region is not None:
                at = {i: x for x, i in enumerate(cells)}
                for f in sorted({j for i in cells for j in kings[i] if j not in at and region[j] < 0}):
                    base = 0
                    for j in kings[f]:
                        if j not in at:
                            base |= 1 << value[j]
                    checks.append((base, [at[j] for j in kings[f] if j in at]))
        for base, touching in checks:
            seen = base
            for x in touching:
                seen |= 1 << out[x]
            if seen & 0b111110 == 0b111110:
                return False
        return True

    def place(x: int, left: list[int]) -> bool:
        if x == k:
            return alive()
        order = list(left)
        rng.shuffle(order)
        no = banned[x]
        for d in order:
            if not no >> d & 1:
                out[x] = d
                if place(x + 1, [e for e in left if e != d]):
                    return True
        return False

    return out if place(0, list(range(1, k + 1))) else None


def random_layout(
    width: int, height: int, rng: random.Random, *, tries: int = 200, cancel: CancelToken | None = None
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Random regions of 1 to 5 connected cells and a solution for them, built together.

    Most random layouts of small regions have no solution, so the digits are drawn with the
    regions: a depth-first search makes one region at a time at the first free cell in reading
    order, grown to a random size (mostly 4 or 5) over free orthogonal neighbours, with digits
    1..k that no touching cell holds and that leave every free neighbour some digit 1 to 5; when
    no region fits there, the search goes back and draws the previous region again (a budget of
    choices, then a fresh start). Two 1-cell regions never touch (both hold 1).

    A board wider than high is searched column by column (the layout of the board turned on its
    side, turned back): the search's front is then the short side, as on a square or tall board.
    Along a long row (20 x 3) a cell stranded behind the front shows only when the search is far
    past the regions that could free it, and most fresh starts run out of their budget.
    """
    w, h = width, height
    n = w * h
    if n > _SEARCH_CELLS:
        return mutated_layout(w, h, rng, cancel=cancel)
    turned = w > h
    found = _search_layout(h, w, rng, tries, cancel) if turned else _search_layout(w, h, rng, tries, cancel)
    if found is None:
        raise RuntimeError(f"no {w} x {h} Suguru layout found in {tries} tries")
    if not turned:
        return found
    regions, values = found
    # cell (row y, column x) of this board is cell (row x, column y) of the turned one
    back = [x * h + y for y in range(h) for x in range(w)]
    return canonical_regions([regions[i] for i in back]), tuple(values[i] for i in back)


def _search_layout(
    w: int, h: int, rng: random.Random, tries: int, cancel: CancelToken | None
) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The depth-first search of :func:`random_layout` in reading order; None after ``tries``
    fresh starts."""
    n = w * h
    kings = king_neighbours(w, h)
    orth = [_orth(i, w, h) for i in range(n)]
    for _ in range(tries):
        region = [-1] * n
        value = [0] * n
        budget = [40 * n]

        def build(start: int, count: int) -> bool:
            while start < n and region[start] >= 0:
                start += 1
            if start == n:
                return True
            for _draw in range(3):
                budget[0] -= 1
                if budget[0] < 0:
                    return False
                if budget[0] % 256 == 0:
                    _check(cancel)
                target = rng.choice(_TARGETS)
                cells = [start]
                edge = {j for j in orth[start] if region[j] < 0}  # the free cells next to them
                while len(cells) < target and edge:
                    got = rng.choice(sorted(edge))
                    cells.append(got)
                    edge.discard(got)
                    edge.update(j for j in orth[got] if region[j] < 0 and j not in cells)
                for size in range(len(cells), 0, -1):
                    digits = _fill(cells[:size], value, kings, rng, region)
                    if digits is None:
                        continue
                    for i, d in zip(cells[:size], digits):
                        region[i] = count
                        value[i] = d
                    if build(start + 1, count + 1):
                        return True
                    for i in cells[:size]:
                        region[i] = -1
                        value[i] = 0
                    if budget[0] < 0:
                        return False
                    break
            return False

        if build(0, 0):
            return canonical_regions(region), tuple(value)
    return None


def _connected(cells: list[int], w: int, h: int) -> bool:
    if not cells:
        return True
    mine = set(cells)
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        i = stack.pop()
        for j in _orth(i, w, h):
            if j in mine and j not in seen:
                seen.add(j)
                stack.append(j)
    return len(seen) == len(mine)


def mutated_layout(
    width: int, height: int, rng: random.Random, moves: int | None = None, *, cancel: CancelToken | None = None
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Regions of 1 to 5 cells with a solution, for large boards: from the default 2 x 2 tiling
    (always solvable), a cell on a region's edge moves to the neighbouring region again and
    again (regions stay connected; a cell only joins a region of fewer than 5 cells, or starts a
    new region, and the default's regions of 6 and 9 cells give theirs away first: one walled in
    by full regions may pass a cell to one of them, which then has to give one away itself),
    each move kept when the board still has a solution: the two regions the move changed get
    new digits with every other cell keeping its own (:func:`_redraw`, a small search), and a
    move that makes a 5-cell region may redraw the regions around the cell too (within a budget:
    without them such moves mostly failed, and layouts with fewer 5-cell regions make puzzles
    above Easy less often); a move they cannot take is not made, but one out of a 6- or 9-cell
    region into a neighbouring region with room may still be made when the SAT solver finds a
    solution of the whole board for it.
    (A SAT solve for every move, as first written, made the layout of a 12 x 12 board about
    five to ten times slower.) RuntimeError when the walk cannot break up the tiling's large
    regions (none gave a cell away in :data:`_STALLED` tries a cell; :func:`attempt` then draws
    another layout)."""
    from str8ts_gui.kinds.suguru.model import default_regions

    w, h = width, height
    n = w * h
    kings = king_neighbours(w, h)
    region = list(default_regions(w, h))
    members: dict[int, set[int]] = {}  # the cells of each region (its size: how many)
    for j, g in enumerate(region):
        members.setdefault(g, set()).add(j)

    def size(g: int) -> int:
        return len(members[g])

    large = {g for g in members if size(g) > 5}  # the regions above 5 cells
    _check(cancel)
    first = solve(new_puzzle(w, h, region), limit=1, cancel=cancel)
    _check(cancel)
    if first.status is not Status.SOLVED:  # (the default tiling always has one)
        raise RuntimeError(f"no {w} x {h} Suguru layout found")
    value = list(first.solution)
    want = moves if moves is not None else n
    done = 0
    tries = shrunk_at = 0  # (the try that last took a cell out of a region above 5 cells)
    while done < want or large:
        tries += 1
        if tries > 50 * n:
            if not large:
                break  # (fewer moves than wanted: still regions of 1 to 5 cells with a solution)
            raise RuntimeError(f"no {w} x {h} Suguru layout found")
        if tries - shrunk_at > _STALLED * n and large:
            raise RuntimeError(f"no {w} x {h} Suguru layout found")  # (stuck: every move out of it failed)
        big = sorted(j for g in large for j in members[g])
        i = rng.choice(big) if big and rng.random() < 0.8 else rng.randrange(n)
        a = region[i]
        near = [region[j] for j in _orth(i, w, h) if region[j] != a and size(region[j]) < 5]
        if size(a) == 1:
            continue
        if not near and size(a) > 5 and rng.random() < 0.5:
            # a large region among full ones: its excess moves on to a neighbour (which then
            # has to give a cell away itself), so it can reach a region with room
            near = [region[j] for j in _orth(i, w, h) if region[j] != a and size(region[j]) == 5]
        if near and rng.random() < 0.85:
            b = rng.choice(near)
        else:  # the cell starts a region of its own (room for the cells of full regions)
            b = max(members) + 1
            members[b] = set()
        rest = [j for j in members[a] if j != i]
        if not _connected(rest, w, h):
            continue
        _check(cancel)
        joined = sorted(members[b] | {i})
        groups = [rest, joined]
        digits = _redraw(groups, value, kings, rng)
        if digits is None and size(b) == 4:
            # a fifth cell for b: the regions around the cell may take new digits too
            near_regions = sorted({region[k] for j in joined for k in kings[j]} - {a, b})
            groups += [sorted(members[g]) for g in near_regions]
            digits = _redraw(groups, value, kings, rng, budget=_WIDE_BUDGET)
        if digits is not None:
            for j, d in zip((k for g in groups for k in g), digits):
                value[j] = d
        elif size(a) > 5 and 0 < size(b) < 5:  # (the tiling's regions of 6 and 9 cells must give theirs away)
            region[i] = b
            result = solve(new_puzzle(w, h, region), limit=1, cancel=cancel)
            region[i] = a
            _check(cancel)
            if result.status is not Status.SOLVED:
                continue
            value = list(result.solution)
        else:
            continue
        region[i] = b
        members[a].discard(i)
        members[b].add(i)
        for g in (a, b):
            if size(g) > 5:
                large.add(g)
            else:
                large.discard(g)
        done += 1
        if size(a) >= 5:
            shrunk_at = tries
    return canonical_regions(region), tuple(value)


def _redraw(groups: list[list[int]], value: list[int], kings, rng: random.Random, budget: int | None = None) -> list[int] | None:
    """New digits for the cells of ``groups`` (regions: 1..len of each, once each, in the order
    of their cells one group after the other) that no touching cell holds, every other cell
    keeping its digit in ``value``; None when there are none or the search tried more than
    ``budget`` digits (a depth-first search, the cell with the fewest digits left first)."""
    cells = [i for g in groups for i in g]
    group = [x for x, g in enumerate(groups) for _ in g]
    full = [(1 << (len(g) + 1)) - 2 for g in groups]
    mine = set(cells)
    outside = []
    for i in cells:
        seen = 0
        for j in kings[i]:
            if j not in mine:
                seen |= 1 << value[j]
        outside.append(seen)
    at = {j: y for y, j in enumerate(cells)}
    touching = [[at[j] for j in kings[i] if j in at] for i in cells]
    touching = [sorted(t) for t in touching]
    out = [0] * len(cells)
    left = list(full)
    tried = [0]
    k = len(cells)

    def place(count: int) -> bool:
        if count == k:
            return True
        best, best_options, fewest = -1, 0, 10
        for x in range(k):
            if out[x]:
                continue
            options = left[group[x]] & ~outside[x]
            for y in touching[x]:
                if out[y]:
                    options &= ~(1 << out[y])
            if not options:
                return False
            many = options.bit_count()
            if many < fewest:  # (the first cell with the fewest digits left)
                best, best_options, fewest = x, options, many
        digits = [d for d in range(1, 10) if best_options >> d & 1]
        rng.shuffle(digits)
        for d in digits:
            tried[0] += 1
            if budget is not None and tried[0] > budget:
                return False
            out[best] = d
            left[group[best]] &= ~(1 << d)
            if place(count + 1):
                return True
            left[group[best]] |= 1 << d
            out[best] = 0
        return False

    return list(out) if place(0) else None


def random_regions(width: int, height: int, rng: random.Random) -> tuple[int, ...]:
    """Random regions of 1 to 5 connected cells with a solution, no two 1-cell regions touching
    (see :func:`random_layout`)."""
    return random_layout(width, height, rng)[0]


def _touching_singles(regions: tuple[int, ...], w: int, h: int) -> bool:
    sizes: dict[int, int] = {}
    for g in regions:
        sizes[g] = sizes.get(g, 0) + 1
    kings = king_neighbours(w, h)
    return any(
        sizes[regions[i]] == 1 and any(sizes[regions[j]] == 1 for j in kings[i]) for i in range(len(regions))
    )


def random_solution(puzzle: Puzzle, rng: random.Random, *, limit: int = 20000) -> tuple[int, ...] | None:
    """A random solution of ``puzzle`` (its clues kept), or None when there is none (or the
    search took more than ``limit`` choices)."""
    start = propagate(puzzle, basic_candidates(puzzle, puzzle.clues))
    if start is None:
        return None
    budget = [limit]

    def search(masks: list[int]) -> list[int] | None:
        open_cells = [i for i, m in enumerate(masks) if m & (m - 1)]
        if not open_cells:
            return masks
        budget[0] -= 1
        if budget[0] < 0:
            return None
        fewest = min(bin(masks[i]).count("1") for i in open_cells)
        i = rng.choice([i for i in open_cells if bin(masks[i]).count("1") == fewest])
        digits = set_bits(masks[i])
        rng.shuffle(digits)
        for d in digits:
            trial = list(masks)
            trial[i] = 1 << d
            trial = propagate(puzzle, trial)
            if trial is not None:
                got = search(trial)
                if got is not None:
                    return got
        return None

    got = search(start)
    return None if got is None else tuple(m.bit_length() - 1 for m in got)


def _within(puzzle: Puzzle, level: int) -> tuple[bool, int, int]:
    """(logic with the techniques up to ``level`` solves it, the path's level, its score)."""
    from str8ts_gui.kinds.suguru.logic import STRATEGIES, solve_path

    path = solve_path(puzzle, strategies=[s for s in STRATEGIES if s.level <= level])
    return path.solved, path.level, path.score


def _solves_within(puzzle: Puzzle, level: int) -> tuple[bool, int]:
    """``_within(puzzle, level)[:2]``: :func:`_capped_logic` without where it stopped."""
    solved, got, _ = _capped_logic(puzzle, level)
    return solved, got


def _capped_logic(puzzle: Puzzle, level: int) -> tuple[bool, int, frozenset[int]]:
    """``_within(puzzle, level)[:2]`` (solved, the path's level; 0 for a puzzle the Easy
    techniques finish), found faster: the Easy techniques (neighbour elimination, singles,
    touches every place) are exactly :func:`~str8ts_gui.kinds.suguru.rules.propagate`'s rules,
    and each only removes candidates that stay removable as others go, so the logic's Easy steps
    end where propagate ends, whatever their order. The path of the logic therefore starts with
    Easy steps up to propagate's fixpoint, and goes on from there exactly as it goes on from that
    grid: propagate (fast, no steps written) then the logic from its grid. Most trials while givens
    are removed are finished by propagate alone. The third item: the cells the logic left open
    (none when it solved the puzzle)."""
    from str8ts_gui.kinds.suguru.logic import STRATEGIES, CandidateGrid, solve_path

    masks = propagate(puzzle, basic_candidates(puzzle, puzzle.clues))
    if masks is None:  # (the logic finds the grid broken: not solved; never for a solution's givens)
        return False, -1, frozenset(i for i, v in enumerate(puzzle.clues) if not v)
    values = tuple(m.bit_length() - 1 if not m & (m - 1) else 0 for m in masks)
    if all(values):
        return True, 0, frozenset()
    if level > 0:
        grid = CandidateGrid(puzzle, values, tuple(masks))
        path = solve_path(puzzle, grid=grid, strategies=[s for s in STRATEGIES if s.level <= level])
        if path.solved:
            return True, max(path.level, 0), frozenset()
        values = path.grid.values
    return False, 0, frozenset(i for i, v in enumerate(values) if not v)



def _oracle(w: int, h: int, regions, solution, cancel: CancelToken | None) -> GivensOracle:
    """One SAT solver for the layout's uniqueness questions: givens of ``solution`` as
    assumptions (:class:`~str8ts_gui.solver.sat.GivensOracle`)."""
    from str8ts_gui.kinds.suguru.encoding import clue_encoding

    cnf, _ = clue_encoding(new_puzzle(w, h, regions))
    return GivensOracle(cnf, solution, cancel)


def _layout(options: Options, rng: random.Random, cancel: CancelToken | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    _check(cancel)
    return random_layout(options.width, options.height, rng, cancel=cancel)


def attempt(options: Options, rng: random.Random, cancel: CancelToken | None = None) -> Generated | None:
    """One try: a layout, a solution, givens removed (on a board above 100 cells in up to
    :data:`_LAYOUT_ORDERS` orders); None when the grade missed the target."""
    w, h = options.width, options.height
    level = LEVELS.index(options.difficulty)
    try:
        regions, solution = _layout(options, rng, cancel)
    except RuntimeError:
        if w * h <= _SEARCH_CELLS:
            raise  # (a small board's search found no layout at all: say so at once)
        return None  # a large board's walk got stuck (rare, odd sides): another attempt
    orbits = sorted({_orbit(i, w, h, options.symmetry) for i in range(w * h)}, key=min)
    if w * h > _SEARCH_CELLS:
        for _ in range(_LAYOUT_ORDERS):  # (a layout's orders of givens, until one makes the grade)
            order = list(orbits)
            rng.shuffle(order)
            got = _attempt_large(options, regions, solution, order, cancel)
            if got is not None:
                return got
        return None
    rng.shuffle(orbits)
    clues, _ = _remove_givens(
        w, h, regions, solution, orbits, cancel, lambda trial: _solves_within(new_puzzle(w, h, regions, trial), level)[0]
    )
    if all(clues):
        # every cell given (a 2 x 2 board with 180-degree symmetry, whose two orbits are each
        # needed): nothing to solve, no puzzle; another layout, or the give-up and its advice
        return None
    puzzle = new_puzzle(w, h, regions, clues)
    solved, got = _solves_within(puzzle, level)
    if not solved or got != level:
        return None
    _, _, score = _within(puzzle, level)  # (the score: the whole path, Easy steps too)
    return Generated(puzzle, solution, LEVELS[level], score, 0)


def _remove_givens(w: int, h: int, regions, solution, orbits, cancel: CancelToken | None, keep=None):
    """(the givens left, the orbits taken away): each orbit of ``solution``'s givens in turn is
    taken away when the puzzle stays unique (the SAT solver first: a cheap no for most late
    removals) and ``keep(trial)`` (if given) says yes."""
    clues = list(solution)
    removed = []
    with _oracle(w, h, regions, solution, cancel) as oracle:
        for orb in orbits:
            _check(cancel)
            trial = list(clues)
            for i in orb:
                trial[i] = 0
            if oracle.unique(trial) and (keep is None or keep(trial)):
                clues = trial
                removed.append(orb)
    return clues, removed


def _attempt_large(options: Options, regions, solution, orbits, cancel: CancelToken | None) -> Generated | None:
    """Large boards: givens removed while unique (the SAT solver only, fast), then givens of the
    solution put back until the logic solves the puzzle within the grade (one logic run per
    given put back instead of one per removal). The given put back is the last one taken away
    of those in a cell the logic left open: where it got stuck. (Putting back the last one taken
    away anywhere, as first written, took 20 logic runs on average for a 20 x 20 Hard whose
    puzzle needed more than the grade allows, where this takes 3; as many or more puzzles end at
    the grade: no symmetry, 3 of 29 such puzzles both ways; 180-degree symmetry, 1.9 % of the
    attempts (one order each) made a Hard, 0.8 % before.)"""
    w, h = options.width, options.height
    level = LEVELS.index(options.difficulty)
    clues, removed = _remove_givens(w, h, regions, solution, orbits, cancel)
    while True:
        _check(cancel)
        puzzle = new_puzzle(w, h, regions, clues)
        solved, got, stuck = _capped_logic(puzzle, level)
        if solved:
            if got != level or all(clues):  # (every cell given: no puzzle, as in attempt)
                return None
            return Generated(puzzle, solution, LEVELS[level], _within(puzzle, level)[2], 0)
        if not removed:
            return None
        x = next((x for x in range(len(removed) - 1, -1, -1) if removed[x] & stuck), len(removed) - 1)
        for i in removed.pop(x):
            clues[i] = solution[i]


def generate(
    options: Options,
    count: int = 1,
    *,
    seed: int | None = None,
    cancel: CancelToken | None = None,
    progress: Progress | None = None,
) -> Iterator[Generated]:
    """Yield ``count`` puzzles of exactly the target grade; RuntimeError after
    :data:`MAX_ATTEMPTS` tries in a row that miss it."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        for tries in range(1, MAX_ATTEMPTS + 1):
            got = attempt(options, rng, cancel)
            if progress is not None:
                progress(made / count, f"attempt {tries}")
            if got is not None:
                made += 1
                yield Generated(got.puzzle, got.solution, got.grade, got.score, tries, got.title)
                break
        else:
            raise RuntimeError(
                f"no {options.difficulty} {options.width} x {options.height} Suguru after {MAX_ATTEMPTS} attempts"
            )


def minimal_unique(width: int, height: int, rng: random.Random) -> Puzzle:
    """A random puzzle whose givens are removed (in random order) while the SAT solver still
    finds one solution; no grade asked (fast, for benchmarks)."""
    regions, solution = _layout(Options(width=width, height=height), rng, None)
    clues = list(solution)
    order = list(range(width * height))
    rng.shuffle(order)
    for i in order:
        keep = clues[i]
        clues[i] = 0
        if solve(new_puzzle(width, height, regions, clues), limit=2).status is not Status.UNIQUE:
            clues[i] = keep
    return new_puzzle(width, height, regions, clues)
