"""The variant Sudoku generator (``str8ts generate --kind sudoku --rules killer,thermo,...``).

One attempt:

1. **Solution.** A random full grid that keeps the *global* rules (anti-knight, anti-king, the
   two diagonals, non-consecutive, jigsaw regions): for a jigsaw first random connected regions
   of n cells (the boxes reshaped by random swaps of touching cells that keep both regions
   connected), then one SAT search over the rules with a random preferred digit per cell
   (random phases), so the seed decides the grid.
2. **Rule instances read off the solution**: killer cages (a random partition of the board into
   cages of 1-5 cells with different digits, with their sums), thermometers (rising paths),
   arrows (a bulb and a path summing to it), Kropki dots and XV marks (every qualifying pair of
   touching cells; no negative constraint, so a subset is fine), sandwich sums (every row and
   column), little killers (every diagonal of two or more cells), renban, German whispers and
   palindrome lines (paths whose digits qualify), odd/even cells (every cell).
3. **Minimising.** One SAT solver holds every rule instance behind its own switch (the guarded
   clue encoding) and the clause "not this solution"; a trial (givens plus switched-on rules) is
   unique exactly when that is unsatisfiable. With ``killer`` there are no givens: while some
   other solution exists, a cage holding a cell where it differs is split. Otherwise the givens
   are removed orbit by orbit (``symmetry``) while unique. Then instances that are not needed
   are switched off (each rule keeps at least one).
4. **Grading** with the Sudoku logic (``kind.logic().rate``), trusted only when its final grid is
   the solution. With a target grade the puzzle is eased when it is too hard (givens put back,
   or cages split, found by bisection) and kept only when the grade is exactly the target;
   without one, a puzzle the logic does not finish is eased the same way until it does (it is
   "unrated" only when no easing helps). A killer aimed at Fiendish or Diabolical is drawn with
   larger cages (3 to 6 cells), one aimed at Easy may be split further (down to cages one set
   of digits fills).

Deterministic for a seed; cancellable (the cancel token interrupts each SAT search and is checked
between steps).
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence


from str8ts_gui.core.geometry import SYMMETRIES, box_regions, orbit
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.encoding import clue_encoding
from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.model import BOXES, SIZES, new_puzzle
from str8ts_gui.kinds.sudoku.variants import RULES
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS, LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.solver.sat import SolverOracle
from str8ts_gui.solver.common import CancelToken, GenerationCancelled
from str8ts_gui.solver.common import check_cancel as _check

__all__ = [
    "GLOBAL_RULES",
    "GRADED_RULES",
    "KNOWN_RULES",
    "UNRATED",
    "GenerationCancelled",
    "ImpossibleRules",
    "IMPOSSIBLE_GLOBAL_RULES",
    "impossible_rules",
    "VariantGenerated",
    "VariantOptions",
    "attempt",
    "document",
    "generate",
    "grade_note",
    "parse_rules",
]

# the names --rules takes: the native files' rule names, plus "jigsaw" (irregular regions)
KNOWN_RULES = (
    "killer",
    "thermo",
    "arrow",
    "sandwich",
    "littlekiller",
    "antiknight",
    "antiking",
    "diagonal",
    "jigsaw",
    "kropki",
    "xv",
    "nonconsecutive",
    "renban",
    "whispers",
    "palindrome",
    "parity",
    "disjoint",
)
# rules of the whole board: they shape the solution; the others are read off it
GLOBAL_RULES = frozenset({"antiknight", "antiking", "diagonal", "nonconsecutive", "jigsaw", "disjoint"})
NEEDS_BOXES = "disjoint groups need the boxes: they cannot go with jigsaw regions"
UNRATED = "unrated"
LEVELS = GRADES
DEFAULT_MAX_ATTEMPTS = 30
# conflicts one uniqueness query may use before it counts as "not proved unique"
QUERY_BUDGET = 2000
# killers: the grade index from which cages are drawn larger (Fiendish), and how many further
# splits the easing may try (more when aiming at Easy, which needs small cages)
HARD_CAGES = 3
CAGE_STEPS = 16
EASY_CAGE_STEPS = 48
UNKNOWN = "unknown"
Progress = Callable[[float, str], None]



class ImpossibleRules(ValueError):
    """No grid of that size keeps those rules (e.g. non-consecutive on a 4 x 4)."""


# Rules of the whole grid that no grid of a size keeps together: the smallest such sets, found
# by asking the SAT solver for a grid of each set of them (``variant_generator.random_solution``),
# with the boxes and, for a jigsaw (any regions), as a Latin square: a set no Latin square keeps
# no jigsaw keeps either. :func:`generate` refuses them at once (ImpossibleRules), and the
# window's Generate dialog before Generate; other sets are found out only when an attempt runs
# (with a jigsaw it gives up after its attempts). 12 x 12 and 16 x 16 were not searched through
# (one query took a minute): an attempt finds it there; nor were 9 x 9 jigsaws past the first
# set of three rules (a set left out is merely not refused).
IMPOSSIBLE_GLOBAL_RULES: dict[tuple[int, bool], tuple[frozenset[str], ...]] = {
    (4, False): (
        frozenset({"antiking"}), frozenset({"nonconsecutive"}), frozenset({"antiknight", "diagonal"}),
        frozenset({"antiknight", "disjoint"}),
    ),
    (4, True): (frozenset({"antiking"}), frozenset({"nonconsecutive"}), frozenset({"antiknight", "diagonal"})),
    (6, False): (
        frozenset({"antiking", "antiknight"}), frozenset({"antiking", "diagonal"}), frozenset({"antiking", "nonconsecutive"}),
        frozenset({"antiknight", "diagonal"}), frozenset({"antiknight", "nonconsecutive"}), frozenset({"diagonal", "disjoint"}),
        frozenset({"diagonal", "nonconsecutive"}), frozenset({"disjoint", "nonconsecutive"}),
    ),
    (6, True): (
        frozenset({"antiking", "antiknight"}), frozenset({"antiking", "diagonal"}), frozenset({"antiking", "nonconsecutive"}),
        frozenset({"antiknight", "diagonal"}), frozenset({"diagonal", "nonconsecutive"}),
    ),
    (8, False): (
        frozenset({"antiking", "nonconsecutive"}), frozenset({"antiking", "antiknight", "diagonal"}),
        frozenset({"antiking", "antiknight", "disjoint"}), frozenset({"antiknight", "diagonal", "nonconsecutive"}),
    ),
    (8, True): (
        frozenset({"antiking", "antiknight", "diagonal"}), frozenset({"antiking", "antiknight", "nonconsecutive"}),
        frozenset({"antiking", "diagonal", "nonconsecutive"}), frozenset({"antiknight", "diagonal", "nonconsecutive"}),
    ),
    (9, False): (
        frozenset({"antiking", "antiknight", "diagonal"}), frozenset({"antiking", "diagonal", "nonconsecutive"}),
        frozenset({"antiknight", "diagonal", "nonconsecutive"}),
    ),
    (9, True): (frozenset({"antiking", "antiknight", "diagonal"}),),
}


def impossible_rules(size: int, rules: tuple[str, ...]) -> tuple[str, ...]:
    """The rules of ``rules`` (in their order) that no ``size`` x ``size`` grid keeps together,
    as measured (:data:`IMPOSSIBLE_GLOBAL_RULES`); () when none are known to clash."""
    chosen = set(rules)
    for clash in IMPOSSIBLE_GLOBAL_RULES.get((size, "jigsaw" in chosen), ()):
        if clash <= chosen:
            return tuple(r for r in rules if r in clash)
    return ()


def parse_rules(text: str | Sequence[str]) -> tuple[str, ...]:
    """The rule names of ``--rules`` ("killer,thermo"), in order, without repeats; ValueError
    naming an unknown rule and listing the known ones."""
    parts = text.split(",") if isinstance(text, str) else list(text)
    out: list[str] = []
    for part in parts:
        name = part.strip().lower()
        if not name:
            continue
        if name not in KNOWN_RULES:
            raise ValueError(f"unknown rule {part.strip()!r} (known rules: {', '.join(KNOWN_RULES)})")
        if name not in out:
            out.append(name)
    if not out:
        raise ValueError(f"no rule given (known rules: {', '.join(KNOWN_RULES)})")
    return tuple(out)


@dataclass(frozen=True)
class VariantOptions:
    size: int = 9
    rules: tuple[str, ...] = ("killer",)
    difficulty: str | None = None  # None: any grade (the logic's, or unrated)
    symmetry: str = "180"  # of the givens

    def __post_init__(self) -> None:
        if self.size not in SIZES:
            raise ValueError(f"a Sudoku is {', '.join(map(str, SIZES))} cells wide, not {self.size}")
        object.__setattr__(self, "rules", parse_rules(self.rules))
        if {"disjoint", "jigsaw"} <= set(self.rules):
            raise ValueError(NEEDS_BOXES)
        if self.difficulty is not None and self.difficulty not in LEVELS:
            raise ValueError(f"difficulty must be one of {', '.join(LEVELS)}, not {self.difficulty!r}")
        if self.symmetry not in SYMMETRIES:
            raise ValueError(f"symmetry must be one of {', '.join(SYMMETRIES)}, not {self.symmetry!r}")

    @property
    def level(self) -> int | None:
        return None if self.difficulty is None else LEVELS.index(self.difficulty)

    def describe(self) -> str:
        return f"{self.size} x {self.size} Sudoku with {', '.join(self.rules)}"


@dataclass(frozen=True)
class VariantGenerated:
    puzzle: Puzzle
    solution: tuple[int, ...]
    grade: str  # a grade of GRADES, or "unrated" when the logic does not finish it
    attempts: int



# -- the SAT oracle ------------------------------------------------------------------------------
class _Oracle(SolverOracle):
    """One solver over the guarded clue encoding of ``shape`` (regions and every rule instance,
    no givens); a query names the givens and the rule instances switched on. With ``solution``
    the clause "not this solution" is added, so a query is unique exactly when unsatisfiable."""

    def __init__(self, shape: Puzzle, solution: Sequence[int] | None, cancel: CancelToken | None) -> None:
        cnf, assumptions = clue_encoding(shape)
        self.cnf = cnf
        self.guard = {c: lit for lit, c in assumptions.items() if not isinstance(c, int)}
        self.n2 = shape.cell_count
        differ = [-cnf.var_of[i][d] for i, d in enumerate(solution)] if solution is not None else None
        self._load(cnf, differ, cancel)

    def find(self, clues: Sequence[int], active, phases: Sequence[int] = (), budget: int | None = None):
        """A solution with ``clues`` and the ``active`` rule instances, None when there is none,
        or UNKNOWN when the search ran out of its ``budget`` of conflicts."""
        _check(self.cancel)
        var_of = self.cnf.var_of
        lits = [var_of[i][d] for i, d in enumerate(clues) if d] + [self.guard[c] for c in active]
        if phases:
            self.solver.set_phases(list(phases))
        if budget is not None:
            self.solver.conf_budget(budget)
        found = self.solver.solve_limited(assumptions=lits, expect_interrupt=True)
        if found is None:
            _check(self.cancel)
            if budget is None:
                raise GenerationCancelled
            return UNKNOWN
        if not found:
            return None
        return tuple(self.cnf.decode(self.solver.get_model(), [0] * self.n2))

    def unique(self, clues: Sequence[int], active) -> bool:
        """Proved unique (a search that runs out of its budget counts as not unique: the
        generator then keeps the given or the rule it was about to drop)."""
        return self.find(clues, active, budget=QUERY_BUDGET) is None


# -- board helpers -------------------------------------------------------------------------------
def _orth(i: int, n: int) -> list[int]:
    r, c = divmod(i, n)
    return [(r + dr) * n + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if 0 <= r + dr < n and 0 <= c + dc < n]


def _king(i: int, n: int) -> list[int]:
    r, c = divmod(i, n)
    return [
        (r + dr) * n + c + dc
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < n and 0 <= c + dc < n
    ]


def _connected(cells: Sequence[int] | set[int], n: int) -> bool:
    cells = set(cells)
    if not cells:
        return True
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for j in _orth(i, n):
            if j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(cells)


def random_regions(rng: random.Random, n: int) -> tuple[int, ...]:
    """Random jigsaw regions: n connected regions of n cells. The boxes are reshaped by random
    trades: a cell ``a`` of region A next to region B joins B, and a cell ``b`` of B next to
    what is left of A joins A, when both regions stay connected."""
    regions = list(box_regions(n, *BOXES[n]))
    members: dict[int, set[int]] = {}
    for i, g in enumerate(regions):
        members.setdefault(g, set()).add(i)
    trades = 0
    for _ in range(n * n * 30):
        if trades >= n * n:
            break
        a = rng.randrange(n * n)
        ga = regions[a]
        gbs = sorted({regions[j] for j in _orth(a, n)} - {ga})
        if not gbs:
            continue
        gb = rng.choice(gbs)
        rest_a = members[ga] - {a}
        if not _connected(rest_a, n):
            continue
        grown_b = members[gb] | {a}
        bs = [b for b in sorted(members[gb]) if any(regions[j] == ga and j != a for j in _orth(b, n))]
        rng.shuffle(bs)
        for b in bs:
            if _connected(grown_b - {b}, n):
                members[ga] = rest_a | {b}
                members[gb] = grown_b - {b}
                regions[a], regions[b] = gb, ga
                trades += 1
                break
    return tuple(regions)


def _global_constraints(rules: Sequence[str]) -> tuple:
    out: list = []
    if "diagonal" in rules:
        out += [Diagonal(False), Diagonal(True)]
    if "antiknight" in rules:
        out.append(AntiKnight())
    if "antiking" in rules:
        out.append(AntiKing())
    if "nonconsecutive" in rules:
        out.append(NonConsecutive())
    if "disjoint" in rules:
        out.append(DisjointGroups())
    return tuple(out)


def random_solution(
    rng: random.Random, n: int, regions: tuple[int, ...], constraints: tuple, cancel: CancelToken | None = None
) -> tuple[int, ...] | None:
    """A random full grid keeping ``regions`` (() = boxes) and the global ``constraints``, or None
    when there is none: one SAT search with a random preferred digit for every cell."""
    shape = new_puzzle(n).replace(regions=regions, constraints=constraints)
    with _Oracle(shape, None, cancel) as oracle:
        phases = []
        for i in range(n * n):
            want = rng.randrange(1, n + 1)
            for d, v in sorted(oracle.cnf.var_of[i].items()):
                phases.append(v if d == want else -v)
        return oracle.find([0] * (n * n), constraints, phases)


# -- rule instances read off a solution ----------------------------------------------------------
def _walk(rng: random.Random, n: int, start: int, used: set[int], ok, length: int, step=_king) -> list[int]:
    """A random path from ``start`` of up to ``length`` cells avoiding ``used``; ``ok(path, j)``
    says whether cell ``j`` may come next."""
    path = [start]
    while len(path) < length:
        nxt = [j for j in step(path[-1], n) if j not in used and j not in path and ok(path, j)]
        if not nxt:
            break
        path.append(rng.choice(nxt))
    return path


def _line_budget(n: int) -> int:
    return max(2, n // 2 + 1)


def _thermos(rng, n, sol, used) -> list:
    out = []
    for _ in range(60 * n):
        if len(out) >= _line_budget(n):
            break
        start = rng.randrange(n * n)
        if start in used or sol[start] > n - 2:
            continue
        path = _walk(rng, n, start, used, lambda p, j: sol[j] > sol[p[-1]], rng.randint(3, max(3, min(n, 6))))
        if len(path) >= 3 or (n <= 4 and len(path) >= 2):
            used.update(path)
            out.append(Thermometer(tuple(path)))
    return out


def _arrows(rng, n, sol, used) -> list:
    out = []
    for _ in range(80 * n):
        if len(out) >= _line_budget(n):
            break
        bulb = rng.randrange(n * n)
        if bulb in used or sol[bulb] < 3:
            continue
        total = sol[bulb]
        path = _walk(rng, n, bulb, used, lambda p, j: sum(sol[k] for k in p[1:]) + sol[j] <= total, n)[1:]
        if len(path) >= 2 and sum(sol[k] for k in path) == total:
            used.add(bulb)
            used.update(path)
            out.append(Arrow((bulb,), tuple(path)))
    return out


def _renbans(rng, n, sol, used) -> list:
    out = []
    for _ in range(80 * n):
        if len(out) >= _line_budget(n):
            break
        want = rng.randint(3, max(3, min(5, n - 1)))
        start = rng.randrange(n * n)
        if start in used:
            continue

        def ok(p, j, want=want):
            ds = [sol[k] for k in p] + [sol[j]]
            return len(set(ds)) == len(ds) and max(ds) - min(ds) < want

        path = _walk(rng, n, start, used, ok, want)
        ds = [sol[k] for k in path]
        if len(path) == want and max(ds) - min(ds) == want - 1:
            used.update(path)
            out.append(Renban(tuple(path)))
    return out


def _whispers(rng, n, sol, used) -> list:
    gap = (n + 1) // 2
    out = []
    for _ in range(60 * n):
        if len(out) >= _line_budget(n):
            break
        start = rng.randrange(n * n)
        if start in used:
            continue
        path = _walk(rng, n, start, used, lambda p, j: abs(sol[j] - sol[p[-1]]) >= gap, rng.randint(3, max(3, min(7, n))))
        if len(path) >= 3:
            used.update(path)
            out.append(Whispers(tuple(path)))
    return out


def _palindromes(rng, n, sol, used) -> list:
    out = []
    for _ in range(80 * n):
        if len(out) >= _line_budget(n):
            break
        mid = rng.randrange(n * n)
        if mid in used:
            continue
        path = [mid]
        if rng.random() < 0.3:  # an even line: two touching cells with one digit (diagonally, across boxes)
            twins = [j for j in _king(mid, n) if j not in used and sol[j] == sol[mid]]
            if twins:
                path.append(rng.choice(twins))
        want = rng.randint(3, max(3, min(7, n)))
        while len(path) < want:
            pairs = [
                (a, b)
                for a in _king(path[0], n)
                for b in _king(path[-1], n)
                if a != b and sol[a] == sol[b] and a not in used and b not in used and a not in path and b not in path
            ]
            if not pairs:
                break
            a, b = rng.choice(pairs)
            path = [a, *path, b]
        if len(path) >= 3:
            used.update(path)
            out.append(Palindrome(tuple(path)))
    return out


def _orth_pairs(n: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n * n) for j in _orth(i, n) if i < j]


def _kropki(rng, n, sol) -> list:
    out = []
    for i, j in _orth_pairs(n):
        a, b = sol[i], sol[j]
        white = abs(a - b) == 1
        black = a == 2 * b or b == 2 * a
        if white and black:
            black = rng.random() < 0.5
            white = not black
        if white or black:
            out.append(KropkiDot((i, j), black))
    return out


def _xv(rng, n, sol) -> list:
    return [XV((i, j), sol[i] + sol[j]) for i, j in _orth_pairs(n) if sol[i] + sol[j] in (5, 10)]


def _sandwich_total(line: list[int], n: int) -> int:
    a, b = sorted((line.index(1), line.index(n)))
    return sum(line[a + 1 : b])


def _sandwiches(rng, n, sol) -> list:
    out = []
    for k in range(n):
        out.append(SandwichSum(k, False, _sandwich_total([sol[k * n + c] for c in range(n)], n)))
        out.append(SandwichSum(k, True, _sandwich_total([sol[r * n + k] for r in range(n)], n)))
    return out


def _little_killers(rng, n, sol) -> list:
    out, seen = [], set()
    spots = [(-1, c) for c in range(-1, n + 1)] + [(n, c) for c in range(-1, n + 1)]
    spots += [(r, -1) for r in range(n)] + [(r, n) for r in range(n)]
    for r, c in spots:  # one clue a spot outside the grid (as in f-puzzles: one number a cell)
        for direction, (dr, dc) in DIRECTIONS.items():
            if not (0 <= r + dr < n and 0 <= c + dc < n):
                continue
            probe = LittleKiller(r, c, direction, 1)
            cells = probe.diagonal(n)
            key = frozenset(cells)
            if len(cells) < 2 or key in seen:
                continue
            seen.add(key)
            out.append(LittleKiller(r, c, direction, sum(sol[i] for i in cells)))
            break
    return out


def _parity(rng, n, sol) -> list:
    return [Parity(i, sol[i] % 2 == 0) for i in range(n * n)]


# the cage sizes a killer is drawn with: the usual, and larger ones for the harder grades (fewer,
# bigger cages leave more to work out)
CAGE_SIZES = (1, 2, 2, 3, 3, 3, 4, 4, 5)
BIG_CAGE_SIZES = (3, 4, 4, 5, 5, 6)


def _cages(rng: random.Random, n: int, sol: Sequence[int], big: bool = False) -> list[tuple[int, ...]]:
    """A random partition of the board into cages of 1 to 5 cells (``big``: 3 to 6), orthogonally
    connected, different digits in the solution."""
    owner = [-1] * (n * n)
    cages: list[list[int]] = []
    order = list(range(n * n))
    rng.shuffle(order)
    most = max(BIG_CAGE_SIZES if big else CAGE_SIZES)
    for start in order:
        if owner[start] >= 0:
            continue
        if n > 4:
            want = rng.choice(BIG_CAGE_SIZES if big else CAGE_SIZES)
        else:
            want = rng.choice((1, 2, 2, 3, 3))
        cage = [start]
        owner[start] = len(cages)
        digits = {sol[start]}
        while len(cage) < want:
            nxt = [j for i in cage for j in _orth(i, n) if owner[j] < 0 and sol[j] not in digits]
            if not nxt:
                break
            j = rng.choice(nxt)
            owner[j] = len(cages)
            cage.append(j)
            digits.add(sol[j])
        cages.append(cage)
    # fold lone cells into a touching cage where the digits allow, so that single-cell cages
    # (givens in all but name) stay few
    for k, cage in enumerate(cages):
        if len(cage) != 1:
            continue
        i = cage[0]
        hosts = sorted(
            {owner[j] for j in _orth(i, n) if owner[j] != k and len(cages[owner[j]]) < most and sol[i] not in {sol[c] for c in cages[owner[j]]}}
        )
        if hosts:
            h = rng.choice(hosts)
            cages[h].append(i)
            owner[i] = h
            cage.clear()
    return [tuple(sorted(c)) for c in cages if c]


def _split(rng: random.Random, cage: tuple[int, ...], n: int) -> list[tuple[int, ...]]:
    """A cage cut in two or more connected parts: a breadth-first piece from a random cell, and
    the connected pieces of the rest."""
    cells = set(cage)
    start = rng.choice(cage)
    k = rng.randint(1, len(cage) - 1)
    seen, todo = [start], deque([start])
    while todo and len(seen) < k:
        i = todo.popleft()
        nb = [j for j in _orth(i, n) if j in cells and j not in seen]
        rng.shuffle(nb)
        for j in nb:
            if len(seen) < k:
                seen.append(j)
                todo.append(j)
    parts = [tuple(sorted(seen))]
    rest = cells - set(seen)
    while rest:
        s = min(rest)
        comp, todo2 = {s}, [s]
        while todo2:
            i = todo2.pop()
            for j in _orth(i, n):
                if j in rest and j not in comp:
                    comp.add(j)
                    todo2.append(j)
        parts.append(tuple(sorted(comp)))
        rest -= comp
    return parts


POOLS = {
    "kropki": _kropki,
    "xv": _xv,
    "sandwich": _sandwiches,
    "littlekiller": _little_killers,
    "parity": _parity,
}
LINES = {
    "thermo": _thermos,
    "arrow": _arrows,
    "renban": _renbans,
    "whispers": _whispers,
    "palindrome": _palindromes,
}


# -- grading ---------------------------------------------------------------------------------------
def rate(puzzle: Puzzle, solution: Sequence[int]) -> str | None:
    """The grade the Sudoku logic gives a unique puzzle, or None when it does not finish it (or
    ends anywhere but the solution: a technique that does not know a rule yet)."""
    from str8ts_gui.kinds.sudoku import logic

    try:
        r = logic.rate(puzzle, unique=True)
    except Exception:  # noqa: BLE001 - a logic that cannot read a rule: unrated, not a crash
        return None
    if not r.solved or r.grade not in LEVELS or tuple(r.values) != tuple(solution):
        return None
    return r.grade


_FULL_RATE = rate


def _rate(puzzle: Puzzle, solution: Sequence[int], level: int | None) -> str | None:
    """:func:`rate`, or, aiming at a grade below Diabolical, the same with only the techniques
    rated below the next grade: the path is the same as far as it goes (the techniques are tried
    easiest first), so a puzzle that needs more is too hard either way, and that is found out
    without the long contradiction searches. (A stand-in for :func:`rate`, as the tests use, is
    called as it is.)"""
    if level is None or level >= len(LEVELS) - 1 or rate is not _FULL_RATE:
        return rate(puzzle, solution)
    from str8ts_gui.kinds.sudoku import logic
    from str8ts_gui.kinds.sudoku.logic.common import BUCKETS

    try:
        strategies = [s for s in logic.ladder(puzzle) if s.difficulty < BUCKETS[level]]
        path = logic.solve_path(puzzle, strategies=strategies, unique=True)
    except Exception:  # noqa: BLE001 - as rate
        return None
    if not path.solved or path.grade not in LEVELS or tuple(path.values) != tuple(solution):
        return None
    return path.grade


# -- one attempt ---------------------------------------------------------------------------------
def attempt(rng: random.Random, options: VariantOptions, cancel: CancelToken | None = None) -> VariantGenerated | None:
    """One try: a solution, rule instances, a unique minimal puzzle, graded. None when the
    attempt misses the target grade (or a random jigsaw has no solution)."""
    n = options.size
    rules = options.rules
    _check(cancel)
    regions = random_regions(rng, n) if "jigsaw" in rules else ()
    globals_ = _global_constraints(rules)
    sol = random_solution(rng, n, regions, globals_, cancel)
    if sol is None:
        if regions:
            return None  # this jigsaw has no grid: the next attempt draws another
        raise ImpossibleRules(f"no {n} x {n} Sudoku keeps the rules {', '.join(r for r in rules if r in GLOBAL_RULES)}")
    families: dict[str, list] = {}
    used: set[int] = set()
    for name in rules:
        if name in LINES:
            families[name] = LINES[name](rng, n, sol, used)
        elif name in POOLS:
            families[name] = POOLS[name](rng, n, sol)
    if any(not v for v in families.values()):
        return None  # the grid had no room for one of the rules: next attempt
    pool = [c for v in families.values() for c in v]
    killer = "killer" in rules
    big = options.level is not None and options.level >= HARD_CAGES
    cages = [KillerCage(c, sum(sol[i] for i in c)) for c in _cages(rng, n, sol, big)] if killer else []
    base = new_puzzle(n).replace(regions=regions)

    def shape_of(cage_list) -> Puzzle:
        return base.replace(constraints=(*globals_, *pool, *cage_list))

    empty = [0] * (n * n)
    active = set(pool)
    if killer:
        # no givens: split cages where another solution differs until the cages decide the grid
        while True:
            with _Oracle(shape_of(cages), sol, cancel) as oracle:
                other = oracle.find(empty, [*globals_, *active, *cages], budget=QUERY_BUDGET)
                if other is None:
                    active = _prune(rng, oracle, empty, globals_, cages, families, active)
                    break
            diff = set(range(n * n)) if other == UNKNOWN else {i for i in range(n * n) if other[i] != sol[i]}
            splittable = [c for c in cages if len(c.cells) > 1 and diff & set(c.cells)]
            cage = max(splittable, key=lambda c: (len(c.cells), rng.random()))
            cages.remove(cage)
            cages += [KillerCage(p, sum(sol[i] for i in p)) for p in _split(rng, cage.cells, n)]
        kept = [c for c in pool if c in active]

        def eased() -> list[Puzzle]:
            steps = EASY_CAGE_STEPS if options.level == 0 else CAGE_STEPS
            more = _cage_chain(rng, n, sol, globals_, active, cages, pool, base, cancel, steps)
            return [base.replace(constraints=(*globals_, *kept, *cs)) for cs in more]

        first = base.replace(constraints=(*globals_, *kept, *cages))
    else:
        orbits = sorted({orbit(i, n, options.symmetry) for i in range(n * n)}, key=min)
        rng.shuffle(orbits)
        with _Oracle(shape_of(()), sol, cancel) as oracle:
            clues = list(sol)
            removed: list[frozenset[int]] = []
            for cells in orbits:
                trial = list(clues)
                for i in cells:
                    trial[i] = 0
                if oracle.unique(trial, [*globals_, *active]):
                    clues = trial
                    removed.append(cells)
            if pool:
                active = _prune(rng, oracle, clues, globals_, (), families, active)
        constraints = (*globals_, *[c for c in pool if c in active])

        def eased() -> list[Puzzle]:
            # the puzzle with the last k removals undone, k = 1, 2, ... (easier as k grows)
            out = []
            for k in range(1, len(removed) + 1):
                clue_k = list(clues)
                for cells in removed[len(removed) - k :]:
                    for i in cells:
                        clue_k[i] = sol[i]
                out.append(base.replace(clues=tuple(clue_k), constraints=constraints))
            return out

        first = base.replace(clues=tuple(clues), constraints=constraints)
    _check(cancel)
    grade = _graded(first, eased, sol, options.level, cancel)
    if grade is None:
        return None
    puzzle, grade = grade
    if options.level is not None and grade != options.difficulty:
        return None
    return VariantGenerated(puzzle, sol, grade, 1)


def _prune(rng, oracle: _Oracle, clues, globals_, cages, families, active: set) -> set:
    """Switch off the rule instances the puzzle does not need (each rule keeps one)."""
    active = set(active)
    order = [c for v in families.values() for c in v]
    rng.shuffle(order)
    left = {name: len(v) for name, v in families.items()}
    family_of = {c: name for name, v in families.items() for c in v}
    for c in order:
        if left[family_of[c]] <= 1:
            continue
        trial = active - {c}
        if oracle.unique(clues, [*globals_, *trial, *cages]):
            active = trial
            left[family_of[c]] -= 1
    return active


def _cage_chain(rng, n, sol, globals_, active, cages, pool, base, cancel, steps: int = 16) -> list[list]:
    """Cage sets each one split further than the last (kept unique), for easing a killer."""
    out: list[list] = []
    current = list(cages)
    for _ in range(steps):
        _check(cancel)
        big = [c for c in current if len(c.cells) > 1]
        if not big:
            break
        cage = rng.choice(big)
        trial = [c for c in current if c != cage] + [KillerCage(p, sum(sol[i] for i in p)) for p in _split(rng, cage.cells, n)]
        shape = base.replace(constraints=(*globals_, *pool, *trial))
        with _Oracle(shape, sol, cancel) as oracle:
            if not oracle.unique([0] * (n * n), [*globals_, *active, *trial]):
                continue
        current = trial
        out.append(current)
    return out


def _graded(first: Puzzle, eased: Callable[[], list[Puzzle]], sol, level: int | None, cancel) -> tuple[Puzzle, str] | None:
    """The puzzle to keep and its grade: ``first`` when the logic grades it within ``level`` (any
    grade without a level); else, by bisection, the hardest of the easier puzzles ``eased()``
    gives (each easier than the last) that the logic grades within ``level``, or solves at all
    without a level (then "unrated" only if none of them is solved by logic). None when none fits
    the level."""
    got = _rate(first, sol, level)
    if got is not None and (level is None or LEVELS.index(got) <= level):
        return first, got
    chain = [first, *eased()]

    def fits(grade: str | None) -> bool:
        return grade is not None and (level is None or LEVELS.index(grade) <= level)

    lo, hi = 0, len(chain) - 1  # chain[lo] does not fit
    if hi == 0:
        return (first, UNRATED) if level is None else None
    last = _rate(chain[hi], sol, level)
    if not fits(last):
        return (first, UNRATED) if level is None else None
    best = (chain[hi], last)
    while hi - lo > 1:
        _check(cancel)
        mid = (lo + hi) // 2
        got = _rate(chain[mid], sol, level)
        if fits(got):
            hi, best = mid, (chain[mid], got)
        else:
            lo = mid
    return best


# -- documents -------------------------------------------------------------------------------------
RULE_TEXT = {
    "killer": "Digits in a cage add up to its sum and do not repeat.",
    "thermo": "Digits rise from the bulb of each thermometer.",
    "arrow": "Digits on an arrow add up to the digit in its circle.",
    "sandwich": "A clue outside the grid is the sum of the digits between the 1 and the largest digit of its row or column.",
    "littlekiller": "A clue outside the grid is the sum of the digits on its arrow's diagonal (they may repeat).",
    "antiknight": "Cells a chess knight's move apart hold different digits.",
    "antiking": "Cells a chess king's move apart hold different digits.",
    "diagonal": "Each main diagonal holds every digit once.",
    "jigsaw": "Each outlined region holds every digit once (instead of the boxes).",
    "kropki": "A white dot joins consecutive digits, a black dot digits where one is double the other (not every such pair has a dot).",
    "xv": "Digits joined by an X add up to 10, by a V to 5 (not every such pair is marked).",
    "nonconsecutive": "Orthogonally touching cells never hold consecutive digits.",
    "renban": "A renban line holds a set of consecutive digits in any order, none repeated.",
    "whispers": "Touching digits on a German whispers line differ by at least half the largest digit (5 on a 9 x 9).",
    "palindrome": "A palindrome line reads the same from both ends.",
    "parity": "A circle holds an odd digit, a square an even one.",
    "disjoint": "Cells in the same place of each box hold different digits.",
}


def document(got: VariantGenerated):
    """The generated puzzle as a document: a title naming its rules, the rules as notes, and its
    grade ("unrated" when the logic does not finish it)."""
    from str8ts_gui.core.document import Document

    puzzle = got.puzzle
    names = [name for name in KNOWN_RULES if _has_rule(puzzle, name)]
    n = puzzle.size
    title = f"{n} x {n} Sudoku: {', '.join(names)}" if names else f"{n} x {n} Sudoku"
    notes = " ".join(["Normal Sudoku rules apply."] + [RULE_TEXT[name] for name in names])
    return Document(puzzle, title=title, notes=notes, grade=got.grade)


# the --rules names the Sudoku logic has techniques for (its variant ladder): every grade of them
# can be aimed at (Fiendish is rare: see grade_note)
GRADED_RULES = frozenset(KNOWN_RULES)


def grade_note(rules: Sequence[str]) -> str:
    """What the logic cannot grade of a rule set, in a sentence for the Generate dialog ("" when
    it grades every rule: then every grade can be aimed at, Fiendish being the rarest)."""
    missing = [r for r in rules if r not in GRADED_RULES]
    if not missing:
        return ""
    names = ", ".join(missing)
    return (
        f"The logic has no techniques for {names} yet: such puzzles come only with Any grade, unrated "
        "when the logic cannot finish them."
    )


def _has_rule(puzzle: Puzzle, name: str) -> bool:
    if name == "jigsaw":
        return bool(puzzle.regions)
    return any(c.rule == name for c in puzzle.constraints)


# -- generating ------------------------------------------------------------------------------------
def generate(
    options: VariantOptions,
    count: int = 1,
    seed: int | None = None,
    *,
    cancel: CancelToken | None = None,
    progress: Progress | None = None,
    max_attempts: int = DEFAULT_MAX_ATTEMPTS,
) -> Iterator[VariantGenerated]:
    """Yield ``count`` unique variant puzzles (at ``options.difficulty`` when given); the same
    seed gives the same puzzles. GenerationCancelled when ``cancel`` fires; ImpossibleRules when
    no grid keeps the global rules; RuntimeError when no puzzle turns up in ``max_attempts``."""
    clash = impossible_rules(options.size, options.rules)
    if clash:
        raise ImpossibleRules(f"no {options.size} x {options.size} Sudoku keeps the rules {', '.join(clash)}")
    rng = random.Random(seed)
    for k in range(count):
        misses = 0
        for tries in range(1, max_attempts + 1):
            _check(cancel)
            if progress is not None:
                progress(k / count, f"puzzle {k + 1} of {count}, attempt {tries}")
            got = attempt(rng, options, cancel)
            if got is not None:
                yield VariantGenerated(got.puzzle, got.solution, got.grade, tries)
                break
            misses += 1
        else:
            what = f"{options.difficulty} " if options.difficulty else ""
            hint = (
                " (the logic may not rate these rules at that grade yet: try another --difficulty, or none for any grade)"
                if options.difficulty
                else ""
            )
            raise RuntimeError(f"no {what}{options.describe()} found in {max_attempts} attempt{'s' if max_attempts != 1 else ''}{hint}")
    if progress is not None:
        progress(1.0, "done")


assert set(KNOWN_RULES) - {"jigsaw"} <= set(RULES), "a --rules name without its rule module"
