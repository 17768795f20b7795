"""Benchmark: Sudoku variant rules, encode + solve + prove unique, per rule family and encoding.

Run on purpose (not part of the tests):

    python benchmarks/variants.py [--count N] [--repeat R] [--seed S] [--family NAME ...]
    python benchmarks/variants.py --published FILE [--solved-only] [--repeat R]
    python benchmarks/variants.py --logic [--published FILE] [--family NAME ...] [--count N] [--cli] [--hints]

Puzzles: for each rule family, ``--count`` typical 9 x 9 puzzles built in this run from a random
solution (a random grid that obeys the family's global rules, found by the solver from a few
random givens): rule instances are read off the solution (killer cages tiling the board,
thermometers along increasing paths, every Kropki dot and XV the grid has, renban runs, whisper
lines, palindromes, arrows, little killers, sandwich sums...), then givens of that solution
are added, one at a time where two solutions still differ, until the puzzle is unique. Plus
the Miracle Sudoku (anti-knight, anti-king and non-consecutive, givens r5c3 = 1 and r6c7 = 2),
and 3 "Pyramid-like" puzzles: 12 random cages of a tiling plus anti-knight, usually unique with
no given at all (the hard case: the solver has to search; 3 of them for the encodings'
timings, ``--count`` of them for ``--logic``).
Little killers come twice: alone (8 random diagonals of 3 or more cells and the givens they
need: a stress test, see README) and as published puzzles use them, beside other rules (6 cages
of a tiling and 4 diagonals).
The puzzles are built with the solver's own answers (which solution it finds first), so a
change of an encoding can change the puzzles drawn for the same seed: compare encodings on the
same run's rows, not across runs.

Encodings, each timed on the same puzzles (best of ``--repeat``):

* ``ours``: the shipped pipeline: naked and hidden singles and every rule's pruning to a
  fixpoint, then the compact encoding of the cells left open, on Minicard (native
  at-most-ones);
* ``alt: ...``: the same pipeline with one rule's other encoding (killer sums as a layered
  pseudo-Boolean sum; renban as pairwise "less than the length apart"; Kropki, XV and whispers
  as conflict clauses; non-consecutive as support clauses);
* ``naive``: no propagation (every empty cell keeps all 9 digits, 729 variables as in the
  thesis), pairwise at-most-ones on MiniSat 2.2, killer cages as the generic layered
  pseudo-Boolean sum (the other rules as shipped).

``--published FILE``: every f-puzzles link (or bare ``N4Ig...`` LZ payload) found in FILE is
read with the program's f-puzzles reader and timed with ``ours`` and ``naive``; a comment line
(``//`` or ``#``) just before a link is its title, and a digit string after it on its line is
the published solution, which the solver's answer is compared with (``--solved-only``: only
the links that have one). Links that use rules we do not support are listed with the reader's
message. Without ``--family`` only these are timed.

``--logic``: the human logic instead of the SAT timings (issue 20): each puzzle (the published
ones with ``--published``, and the families) is solved by :func:`solve_path` alone, no SAT step;
the table tells per puzzle (per family: how many) whether logic solved it to its solution (the
published one, or the solver's unique one), the hardest technique it needed with its rating, the
grade, and whether every step holds in the solution (each elimination leaves the solution's
digit, each placement is it). ``--cli`` also times a whole ``str8ts rate --json`` process per
puzzle, against the same command on a classic puzzle (start-up: the baseline); ``--hints`` times
a hint (``find_hint``: the solver's check of the position, then the next logic step) at the
start and at every tenth step of the path of each 9 x 9 puzzle, each from cold caches (as the
first hint on a newly opened puzzle), against the check alone: once with the placements made so
far entered, once with the path's candidates there as the player's pencil marks too (a player
who has kept them, the next hint then the path's own next step; every fifth step), and those
again after the puzzle's grade, in order along the path without forgetting anything between
them (the window grades a puzzle as it opens; its hints go on from what the grade found). Each
summary line names the hints over 1 s: the puzzle (a family and its number, or a published title)
and the step after which it was asked.

Columns: clauses (native at-most-ones count once) and variables, median per puzzle; encode ms
(propagation + CNF), solve + prove ms (load, solve, block the cell values, solve again), and
their total, median and max. The thesis' published figures (Schlachter 2022, "Encoding Diverse
Sudoku Variants as SAT Problems", mean of 60 runs, Java, 3.8 GHz) are printed beside the
families they are comparable to.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import random
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pysat.solvers import Solver  # noqa: E402

from str8ts_gui.core.puzzle import Puzzle, full_mask  # noqa: E402
from str8ts_gui.core.files import PuzzleFormatError  # noqa: E402
from str8ts_gui.kinds.sudoku import fpuzzles, rules  # noqa: E402
from str8ts_gui.kinds.sudoku.encoding import encode  # noqa: E402
from str8ts_gui.kinds.sudoku.model import new_puzzle  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.base import Encoder  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive, orthogonal_pairs  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.pairs import encode_conflict, encode_support, relation_table  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.renban import Renban  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xv import XV  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

N = 9

# The thesis' timing table (ms; clauses; variables) for the puzzles comparable to a family.
THESIS = {
    "thermo + anti-knight": ("Chess Sudoku", 29.05, 3.23, 1061.05, 8912, 729),
    "thermo": ("The Miracle Thermo", 739.77, 446.32, 1671.62, 138743, 5265),
    "sandwich": ("The Original Sandwich", 1677.18, 15408.00, 2059.25, 302640, 42635),
    "Pyramid-like: 12 cages + anti-knight": ("The Pyramid (killer + anti-knight)", 48.68, 219.07, 1434.53, 15233, 1679),
    "arrow": ("Frozen Picnic (arrows, thermos, sandwiches)", 168.32, 14.92, 886.33, 40519, 5387),
}

# -- alternative encodings (subclasses that only change encode) ----------------------------------


class KillerPB(KillerCage):
    """Killer cage with its sum as the layered pseudo-Boolean encoding (no digit sets)."""

    def encode(self, enc: Encoder) -> None:
        for d in range(1, enc.n + 1):
            enc.at_most_one(enc.lit(i, d) for i in self.cells)
        if self.total:
            encode_linear(enc, [(i, 1) for i in self.cells], self.total)


class RenbanPairwise(Renban):
    """Renban as distinct digits, no two of them ``len(cells)`` or more apart."""

    def encode(self, enc: Encoder) -> None:
        length = len(self.cells)
        for d in range(1, enc.n + 1):
            enc.at_most_one(enc.lit(i, d) for i in self.cells)
        table = relation_table(lambda d, e: abs(d - e) < length, enc.n)
        for k, a in enumerate(self.cells):
            for b in self.cells[k + 1 :]:
                encode_conflict(enc, a, b, table)


class KropkiConflict(KropkiDot):
    def encode(self, enc: Encoder) -> None:
        encode_conflict(enc, *self.cells, self.table(enc.n))


class XVConflict(XV):
    def encode(self, enc: Encoder) -> None:
        encode_conflict(enc, *self.cells, self.table(enc.n))


class WhispersConflict(Whispers):
    def encode(self, enc: Encoder) -> None:
        for a, b in self.edges():
            encode_conflict(enc, a, b, self.table(enc.n))


class NonConsecutiveSupport(NonConsecutive):
    def encode(self, enc: Encoder) -> None:
        table = relation_table(lambda d, e: abs(d - e) != 1, enc.n)
        for a, b in orthogonal_pairs(enc.n):
            encode_support(enc, a, b, table)


ALTERNATIVES = {
    KillerCage: ("killer sums as layered PB", KillerPB),
    Renban: ("renban as pairwise span", RenbanPairwise),
    KropkiDot: ("Kropki as conflict clauses", KropkiConflict),
    XV: ("XV as conflict clauses", XVConflict),
    Whispers: ("whispers as conflict clauses", WhispersConflict),
    NonConsecutive: ("non-consecutive as support clauses", NonConsecutiveSupport),
}
NAIVE_RULES = {KillerCage: KillerPB}


def swap(puzzle: Puzzle, table: dict) -> Puzzle:
    out = []
    for c in puzzle.constraints:
        alt = table.get(type(c))
        out.append(alt(**{f.name: getattr(c, f.name) for f in dataclasses.fields(c)}) if alt else c)
    return puzzle.replace(constraints=tuple(out))


# -- building typical puzzles --------------------------------------------------------------------


def random_solution(rng: random.Random, constraints: tuple = ()) -> tuple[int, ...]:
    """A random grid obeying ``constraints``: the solver's answer from a few random givens."""
    while True:
        clues = [0] * (N * N)
        for i in rng.sample(range(N * N), 6):
            clues[i] = rng.randint(1, N)
        try:
            p = new_puzzle(N, clues).replace(constraints=constraints)
        except ValueError:
            continue
        r = solve(p, limit=1)
        if r.solution:
            return r.solution


def king_steps(i: int) -> list[int]:
    r, c = divmod(i, N)
    return [
        (r + dr) * N + c + dc
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < N and 0 <= c + dc < N
    ]


def grow_path(rng: random.Random, start: int, length: int, ok, used: set[int], steps=king_steps) -> tuple[int, ...] | None:
    """A random path from ``start`` of ``length`` unused cells, each step kept when ``ok(path)``."""
    path = [start]
    while len(path) < length:
        options = [j for j in steps(path[-1]) if j not in used and j not in path and ok(path + [j])]
        if not options:
            return None
        path.append(rng.choice(options))
    return tuple(path)


def lines(rng: random.Random, count: int, lengths: tuple[int, int], ok, make, tries: int = 4000) -> list:
    used: set[int] = set()
    out = []
    for _ in range(tries):
        if len(out) >= count:
            break
        start = rng.choice([i for i in range(N * N) if i not in used])
        path = grow_path(rng, start, rng.randint(*lengths), ok, used)
        if path is None:
            continue
        c = make(path)
        if c is None:
            continue
        used |= set(path)
        out.append(c)
    return out


def cages(rng: random.Random, sol) -> list[KillerCage]:
    """Cages tiling the board (orthogonally connected, 2 to 5 cells, digits different)."""
    free = set(range(N * N))
    out = []

    def steps(i):
        r, c = divmod(i, N)
        return [j for j in (i - N, i + N, i - 1 if c else -1, i + 1 if c < N - 1 else -1) if 0 <= j < N * N]

    while free:
        start = min(free)
        size = rng.randint(2, 5)
        cage = [start]
        while len(cage) < size:
            options = [j for k in cage for j in steps(k) if j in free and j not in cage and sol[j] not in {sol[x] for x in cage}]
            if not options:
                break
            cage.append(rng.choice(options))
        free -= set(cage)
        out.append(KillerCage(tuple(sorted(cage)), sum(sol[i] for i in cage)))
    return out


def thermos(rng, sol, count=10):
    return lines(rng, count, (3, 7), lambda p: sol[p[-1]] > sol[p[-2]], Thermometer)


def arrows(rng, sol, count=8):
    out = []
    used: set[int] = set()
    for _ in range(4000):
        if len(out) >= count:
            break
        bulb = rng.randrange(N * N)
        if bulb in used:
            continue
        path = grow_path(rng, bulb, rng.randint(3, 4), lambda p: sum(sol[i] for i in p[1:]) <= sol[bulb], used)
        if path is None or sum(sol[i] for i in path[1:]) != sol[bulb]:
            continue
        used |= set(path)
        out.append(Arrow((bulb,), path[1:]))
    return out


def renbans(rng, sol, count=8):
    def ok(p):
        ds = [sol[i] for i in p]
        return len(set(ds)) == len(ds) and max(ds) - min(ds) < len(ds) + 2

    def make(p):
        ds = [sol[i] for i in p]
        return Renban(p) if max(ds) - min(ds) == len(ds) - 1 else None

    return lines(rng, count, (3, 5), ok, make)


def whispers(rng, sol, count=8):
    return lines(rng, count, (3, 7), lambda p: abs(sol[p[-1]] - sol[p[-2]]) >= 5, Whispers)


def palindromes(rng, sol, count=6):
    out = []
    used: set[int] = set()
    for _ in range(20000):
        if len(out) >= count:
            break
        start = rng.randrange(N * N)
        if start in used:
            continue
        path = grow_path(rng, start, rng.randint(3, 7), lambda p: True, used)
        if path is None or any(sol[a] != sol[b] for a, b in Palindrome(path).mirrored()):
            continue
        used |= set(path)
        out.append(Palindrome(path))
    return out


def dots(rng, sol, keep=1.0):
    out = []
    for a, b in orthogonal_pairs(N):
        x, y = sol[a], sol[b]
        if rng.random() > keep:
            continue
        if max(x, y) == 2 * min(x, y):
            out.append(KropkiDot((a, b), True))
        elif abs(x - y) == 1:
            out.append(KropkiDot((a, b), False))
    return out


def xvs(rng, sol):
    return [XV((a, b), sol[a] + sol[b]) for a, b in orthogonal_pairs(N) if sol[a] + sol[b] in (5, 10)]


def sandwiches(rng, sol, keep=0.6):
    out = []
    for column in (False, True):
        for k in range(N):
            cells = [k + r * N for r in range(N)] if column else [k * N + c for c in range(N)]
            ds = [sol[i] for i in cells]
            a, b = sorted((ds.index(1), ds.index(N)))
            if rng.random() < keep:
                out.append(SandwichSum(k, column, sum(ds[a + 1 : b])))
    return out


def little_killers(rng, sol, count=8):
    spots = [(-1, c, d) for c in range(N) for d in ("DR", "DL")] + [(r, -1, "DR") for r in range(N)] + [(r, N, "DL") for r in range(N)]
    out = []
    for row, col, d in rng.sample(spots, len(spots)):
        if len(out) >= count:
            break
        lk = LittleKiller(row, col, d, 0)
        cells = lk.diagonal(N)
        if len(cells) < 3:
            continue
        out.append(LittleKiller(row, col, d, sum(sol[i] for i in cells)))
    return out


def make_unique(rng: random.Random, constraints: tuple, sol, clues=None) -> Puzzle:
    """Add givens of ``sol`` where two solutions differ until the puzzle is unique."""
    clues = list(clues) if clues else [0] * (N * N)
    while True:
        p = new_puzzle(N, clues).replace(constraints=constraints)
        r = solve(p, limit=2)
        if r.count == 1:
            return p
        if r.count == 0:
            raise RuntimeError(f"no solution: {constraints}")
        differ = [i for i in range(N * N) if r.solutions[0][i] != r.solutions[1][i]]
        i = rng.choice(differ)
        clues[i] = sol[i]


def family_puzzle(rng: random.Random, family: str) -> Puzzle:
    if family == "miracle (anti-knight + anti-king + non-consecutive)":
        clues = [0] * (N * N)
        clues[4 * N + 2], clues[5 * N + 6] = 1, 2
        return new_puzzle(N, clues).replace(constraints=(AntiKnight(), AntiKing(), NonConsecutive()))
    globals_ = {
        "killer + anti-knight": (AntiKnight(),),
        "Pyramid-like: 12 cages + anti-knight": (AntiKnight(),),
        "thermo + anti-knight": (AntiKnight(),),
        "non-consecutive": (NonConsecutive(),),
        "X-Sudoku (diagonals) + anti-king": (Diagonal(True), Diagonal(False), AntiKing()),
    }.get(family, ())
    sol = random_solution(rng, globals_)
    derive = {
        "killer": lambda: cages(rng, sol),
        "killer + anti-knight": lambda: cages(rng, sol),
        "Pyramid-like: 12 cages + anti-knight": lambda: rng.sample(cages(rng, sol), 12),
        "thermo": lambda: thermos(rng, sol, 12),
        "thermo + anti-knight": lambda: thermos(rng, sol, 5),
        "arrow": lambda: arrows(rng, sol),
        "sandwich": lambda: sandwiches(rng, sol),
        "little killer": lambda: little_killers(rng, sol),
        "killer + little killer": lambda: rng.sample(cages(rng, sol), 6) + little_killers(rng, sol, 4),
        "kropki": lambda: dots(rng, sol),
        "xv": lambda: xvs(rng, sol),
        "renban": lambda: renbans(rng, sol),
        "whispers": lambda: whispers(rng, sol),
        "palindrome": lambda: palindromes(rng, sol),
        "non-consecutive": lambda: [],
        "X-Sudoku (diagonals) + anti-king": lambda: [],
    }[family]
    return make_unique(rng, tuple(globals_) + tuple(derive()), sol)


# How a family is shown in the table (the key also seeds its puzzles).
LABELS = {
    "little killer": "little killer alone: 8 random diagonals, minimal givens (stress)",
    "killer + little killer": "killer + little killer: 6 cages, 4 diagonals",
}

FAMILIES = (
    "killer",
    "killer + anti-knight",
    "Pyramid-like: 12 cages + anti-knight",
    "thermo",
    "thermo + anti-knight",
    "arrow",
    "sandwich",
    "little killer",
    "killer + little killer",
    "kropki",
    "xv",
    "non-consecutive",
    "miracle (anti-knight + anti-king + non-consecutive)",
    "renban",
    "whispers",
    "palindrome",
    "X-Sudoku (diagonals) + anti-king",
)

# -- measuring -----------------------------------------------------------------------------------


@dataclass
class Run:
    clauses: int
    variables: int
    encode_ms: float
    solve_ms: float
    count: int

    @property
    def total(self) -> float:
        return self.encode_ms + self.solve_ms


def measure(puzzle: Puzzle, propagate: bool, backend: str) -> Run:
    native = backend == "mc"
    t0 = time.perf_counter()
    if propagate:
        masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
        if masks is None:  # the rules' pruning already finds no solution
            return Run(0, 0, (time.perf_counter() - t0) * 1000, 0.0, 0)
    else:
        masks = [1 << d if d else full_mask(puzzle.size) for d in puzzle.clues]
    cnf, _fixed = encode(puzzle, masks)
    t1 = time.perf_counter()
    s = Solver(name=backend)
    cnf.load_into(s, native)
    count = 0
    while count < 2 and s.solve():
        count += 1
        s.add_clause([-v for v in cnf.true_cell_lits(s.get_model())])
    s.delete()
    t2 = time.perf_counter()
    amo = len(cnf.amo) if native else sum(len(g) * (len(g) - 1) // 2 for g in cnf.amo)
    return Run(len(cnf.clauses) + amo, cnf.top, (t1 - t0) * 1000, (t2 - t1) * 1000, count)


def best_of(puzzle: Puzzle, propagate: bool, backend: str, repeat: int) -> Run:
    """Best of ``repeat`` runs (a run over a second is not repeated)."""
    runs = [measure(puzzle, propagate, backend)]
    while len(runs) < repeat and runs[0].total < 1000:
        runs.append(measure(puzzle, propagate, backend))
    return min(runs, key=lambda r: r.total)


def encodings(puzzle: Puzzle) -> list[tuple[str, Puzzle, bool, str]]:
    out = [("ours", puzzle, True, "mc")]
    seen = set()
    for c in puzzle.constraints:
        alt = ALTERNATIVES.get(type(c))
        if alt and alt[0] not in seen:
            seen.add(alt[0])
            out.append((f"alt: {alt[0]}", swap(puzzle, {type(c): alt[1]}), True, "mc"))
    out.append(("naive (no propagation, pairwise, MiniSat)", swap(puzzle, NAIVE_RULES), False, "m22"))
    return out


# -- published puzzles --------------------------------------------------------------------------

_PAYLOAD = re.compile(r"(?:\?load=)?(N4Ig[A-Za-z0-9+/=$_-]+)")
_DIGITS = re.compile(r"\b(\d{16,})\b")


def read_published(path: Path) -> list[tuple[str, Puzzle | None, str, str]]:
    """Every f-puzzles link or LZ payload in a text file (the file is only scanned, so a test
    suite's source file will do): ``(title, puzzle or None, why not read, published solution)``.
    The title is a comment line (``//`` or ``#``) just before the payload, else its line number;
    a run of 16 or more digits after the payload on its line is taken as the published solution."""
    out = []
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    for k, line in enumerate(lines):
        for m in _PAYLOAD.finditer(line):
            before = lines[k - 1].strip() if k else ""
            title = before.lstrip("/#").strip() if before.startswith(("//", "#")) else f"{path.name}:{k + 1}"
            digits = _DIGITS.search(line, m.end())
            solution = digits.group(1) if digits else ""
            try:
                puzzle = fpuzzles.parse_link("https://f-puzzles.com/?load=" + m.group(1), source=path.name, line=k + 1).puzzle
                out.append((title, puzzle, "", solution))
            except PuzzleFormatError as e:
                out.append((title, None, str(e), solution))
    return out


def published(paths: list[Path], repeat: int, solved_only: bool = False) -> None:
    """Time ``ours`` and ``naive`` on the published puzzles of ``paths`` and print the table
    (``solved_only``: only the puzzles given with a published solution)."""
    print()
    print(f"Published puzzles ({', '.join(p.name for p in paths)}), best of {repeat}; ms")
    print()
    print("| puzzle | size | rules | encode ms | solve + prove ms | total | naive total | solutions | = published solution |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|")
    totals, naive_totals, unread = [], [], []
    for path in paths:
        for title, puzzle, why, solution in read_published(path):
            if solved_only and not solution:
                continue
            if puzzle is None:
                unread.append(f"{title}: {why.split(': ', 1)[-1]}")
                continue
            gc.collect()
            run = best_of(puzzle, True, "mc", repeat)
            naive = best_of(swap(puzzle, NAIVE_RULES), False, "m22", repeat)
            r = solve(puzzle, limit=2)
            if not solution:
                same = "-"  # (above 9 the digits are written one after another, as the f-puzzles files do)
            else:
                same = "yes" if r.count == 1 and "".join(map(str, r.solution)) == solution else "NO"
            totals.append(run.total)
            naive_totals.append(naive.total)
            names = ", ".join(sorted({c.rule for c in puzzle.constraints if c.rule != "cosmetic"} | ({"jigsaw"} if puzzle.regions else set()))) or "classic"
            print(
                f"| {title} | {puzzle.size} x {puzzle.height or puzzle.size} | {names} | {run.encode_ms:.2f} "
                f"| {run.solve_ms:.2f} | {run.total:.2f} | {naive.total:.2f} | {run.count} | {same} |"
            )
            sys.stdout.flush()
    if totals:
        print()
        print(
            f"ours over {len(totals)} published puzzles: median {statistics.median(totals):.2f} ms, max {max(totals):.2f} ms; "
            f"naive: median {statistics.median(naive_totals):.2f} ms, max {max(naive_totals):.2f} ms"
        )
    if unread:
        print()
        print(f"Not read ({len(unread)}):")
        for line in unread:
            print(f"- {line}")


# -- human logic (--logic) ---------------------------------------------------------------------------


@dataclass
class LogicRun:
    solved: bool  # by logic alone, to the solution
    sound: bool  # every step holds in the solution
    steps: int
    hardest: str  # the hardest step's technique, "-" without steps
    rating: float
    grade: str
    ms: float
    cli_ms: float | None = None
    hint_ms: list[float] | None = None
    marked_hint_ms: list[float] | None = None  # the same with the path's candidates as marks
    graded_hint_ms: list[float] | None = None  # those after the puzzle's grade, in order
    name: str = ""  # the puzzle, as the summary names a slow hint's (a published title; a family and its number)


def logic_run(puzzle: Puzzle, solution: tuple[int, ...], cli: bool, hints: bool) -> LogicRun:
    """Solve ``puzzle`` by logic alone and check each step against ``solution``."""
    from str8ts_gui.core.kind import NotSupported
    from str8ts_gui.kinds.sudoku.logic import solve_path

    gc.collect()
    t0 = time.perf_counter()
    try:
        path = solve_path(puzzle, unique=True)
    except NotSupported as e:  # a board the logic does not know (7 x 7): not solved by logic
        return LogicRun(False, True, 0, f"not supported: {e}", 0.0, "-", (time.perf_counter() - t0) * 1000)
    ms = (time.perf_counter() - t0) * 1000
    sound = all(
        all(solution[i] != d for i, d in s.eliminations) and all(solution[i] == d for i, d in s.placements)
        for s in path.steps
    )
    hardest = max(path.steps, key=lambda s: s.difficulty, default=None)
    run = LogicRun(
        solved=path.solved and tuple(path.values) == tuple(solution),
        sound=sound,
        steps=len(path.steps),
        hardest=hardest.strategy if hardest else "-",
        rating=hardest.difficulty if hardest else 0.0,
        grade=path.grade or "-",
        ms=ms,
    )
    if cli:
        run.cli_ms = cli_rate_ms(puzzle)
    if hints and puzzle.size == 9:
        run.hint_ms = hint_times(puzzle, path)
        run.marked_hint_ms = hint_times(puzzle, path, marked=True)
        run.graded_hint_ms = hint_times(puzzle, path, marked=True, graded=True)
    return run


# --jobs of the timed ``str8ts rate`` (None: the command's default, all cores; a puzzle's search
# may then fork workers, see str8ts_gui.solver.forked; 1: one process, as before 2026-11-29)
CLI_JOBS: int | None = None


def cli_rate_ms(puzzle: Puzzle) -> float:
    """Wall time of a whole ``str8ts rate --json`` process on the puzzle (saved as a native file
    in a temporary folder), with ``--jobs`` :data:`CLI_JOBS` when set."""
    import subprocess
    import tempfile

    from str8ts_gui.core.document import Document, save_document

    with tempfile.TemporaryDirectory() as tmp:
        f = Path(tmp) / "puzzle.json"
        save_document(f, Document(puzzle))
        t0 = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "str8ts_gui.cli.main", "rate", "--json", *(("--jobs", str(CLI_JOBS)) if CLI_JOBS else ()), str(f)],
            capture_output=True, text=True, cwd=ROOT,
        )
        ms = (time.perf_counter() - t0) * 1000
    if done.returncode not in (0, 1):
        raise RuntimeError(f"str8ts rate failed: {done.stderr.strip()}")
    return ms


# hint_times asks a hint after every this many steps of the path (with the path's candidates as marks:
# MARKED_EVERY); the summary names a slow hint's step from them
HINT_EVERY = 10
MARKED_EVERY = 5


def hint_times(puzzle: Puzzle, path, marked: bool = False, graded: bool = False) -> list[float]:
    """ms of ``find_hint`` at the start and after every tenth step of ``path`` (the placements
    made so far entered, nothing else), each from cold caches; ``marked``: after every fifth
    step, with the candidates the path has left as the player's pencil marks too; ``graded``:
    those after the puzzle's grade (its solution path walked first, untimed), one after the
    other, as the window asks them then: the window grades a puzzle only once its live
    analysis has proved it unique, and its hints reuse that solve (``known_solve``), so these
    reuse the puzzle's solve too (made first, untimed) instead of solving it again each time."""
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.kinds.sudoku.logic import CandidateGrid, apply, find_hint, solve_path
    from str8ts_gui.kinds.sudoku.logic.variant_base import forget
    from str8ts_gui.solver.analysis import default_solve

    out = []
    solve_fn = None
    if graded:
        forget()
        solve_path(puzzle, unique=True)
        solve_fn = _reusing(puzzle, default_solve(puzzle))
    entries = [0] * puzzle.cell_count
    g = CandidateGrid.from_puzzle(puzzle) if marked else None
    for k, step in enumerate([None, *path.steps]):
        if step is not None:
            for i, d in step.placements:
                entries[i] = d
            if g is not None:
                g = apply(g, step)
        if k % (MARKED_EVERY if marked else HINT_EVERY):
            continue
        marks = tuple(0 if v else m for v, m in zip(g.values, g.masks)) if g is not None else (0,) * puzzle.cell_count
        state = PlayState(puzzle, tuple(entries), marks)
        if not graded:
            forget()  # cold, as the first hint on a newly opened puzzle
        t0 = time.perf_counter()
        find_hint(state, solve_fn=solve_fn)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def _reusing(puzzle: Puzzle, known):
    """A solve function that answers ``known`` for ``puzzle`` (solved already) and solves any
    other puzzle, as the window's memo of its live analysis does."""
    from str8ts_gui.solver.analysis import default_solve

    def solve(p, *, cancel=None):
        return known if p == puzzle else default_solve(p, cancel=cancel)

    return solve


def check_ms(puzzle: Puzzle) -> float:
    """ms of the solver's check of the empty position (the part of a hint that is not logic)."""
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.solver.analysis import check_position

    t0 = time.perf_counter()
    check_position(PlayState.new(puzzle))
    return (time.perf_counter() - t0) * 1000


def logic_published(paths: list[Path], cli: bool, hints: bool) -> list[LogicRun]:
    """The logic table of the published puzzles that come with a solution."""
    print()
    print(f"Published puzzles ({', '.join(p.name for p in paths)}) solved by logic alone (no SAT step)")
    print()
    head = "| puzzle | size | rules | by logic | steps | hardest technique (rating) | grade | sound | ms |"
    line = "|---|---|---|---|---:|---|---|---|---:|"
    if cli:
        head += " whole `rate` ms |"
        line += "---:|"
    print(head)
    print(line)
    runs, unread = [], []
    for path in paths:
        for title, puzzle, why, solution in read_published(path):
            if not solution:
                continue
            if puzzle is None:
                unread.append(f"{title}: {why.split(': ', 1)[-1]}")
                continue
            sol = tuple(int(ch) for ch in solution) if puzzle.size <= 9 else solve(puzzle).solution
            run = logic_run(puzzle, sol, cli, hints)
            run.name = title
            runs.append(run)
            names = ", ".join(sorted({c.rule for c in puzzle.constraints if c.rule != "cosmetic"} | ({"jigsaw"} if puzzle.regions else set()))) or "classic"
            hardest = f"{run.hardest} ({run.rating:.1f})" if run.steps else run.hardest
            row = (
                f"| {title} | {puzzle.size} x {puzzle.size} | {names} | {'yes' if run.solved else 'no'} | {run.steps} "
                f"| {hardest} | {run.grade} | {'yes' if run.sound else 'NO'} | {run.ms:.0f} |"
            )
            if cli:
                row += f" {run.cli_ms:.0f} |" if run.cli_ms is not None else " - |"
            print(row)
            sys.stdout.flush()
    if runs:
        solved = sum(r.solved for r in runs)
        print()
        print(
            f"solved by logic: {solved} of {len(runs)} read ({100 * solved / len(runs):.0f} %); every step sound: "
            f"{'yes' if all(r.sound for r in runs) else 'NO'}; logic ms median {statistics.median(r.ms for r in runs):.0f}, "
            f"max {max(r.ms for r in runs):.0f}"
        )
    if unread:
        print()
        print(f"Not read ({len(unread)}):")
        for u in unread:
            print(f"- {u}")
    return runs


def logic_families(families, count: int, seed: int, cli: bool, hints: bool) -> list[LogicRun]:
    """The logic table of the generated families."""
    print()
    print(f"{count} typical 9 x 9 puzzles per family (seed {seed}) solved by logic alone (no SAT step)")
    print()
    head = "| family | puzzles | by logic | % | hardest techniques (solved puzzles) | sound | ms median | ms max |"
    line = "|---|---:|---:|---:|---|---|---:|---:|"
    if cli:
        head += " whole `rate` ms median | max |"
        line += "---:|---:|"
    print(head)
    print(line)
    every = []
    for family in families:
        rng = random.Random(f"{seed}-{family}")
        k = 1 if family.startswith("miracle") else count  # (Pyramid-like too: 3 were too few to tell)
        runs = []
        for _ in range(k):
            p = family_puzzle(rng, family)
            runs.append(logic_run(p, solve(p).solution, cli, hints))
            runs[-1].name = f"{family} {len(runs)}"
        every += runs
        solved = sum(r.solved for r in runs)
        tally: dict[str, int] = {}
        for r in runs:
            if r.solved:
                tally[r.hardest] = tally.get(r.hardest, 0) + 1
        words = ", ".join(f"{name} {c}" for name, c in sorted(tally.items(), key=lambda kv: -kv[1])) or "-"
        row = (
            f"| {LABELS.get(family, family)} | {k} | {solved} | {100 * solved / k:.0f} | {words} "
            f"| {'yes' if all(r.sound for r in runs) else 'NO'} | {statistics.median(r.ms for r in runs):.0f} "
            f"| {max(r.ms for r in runs):.0f} |"
        )
        if cli:
            row += f" {statistics.median(r.cli_ms for r in runs):.0f} | {max(r.cli_ms for r in runs):.0f} |"
        print(row)
        sys.stdout.flush()
    return every


def logic_summary(runs: list[LogicRun], cli: bool, hints: bool) -> None:
    if not runs:
        return
    base = new_puzzle(N, [int(ch) for ch in "530070000600195000098000060800060003400803001700020006060000280000419005000080079"])
    print()
    ms = [r.ms for r in runs]
    print(f"logic over {len(runs)} puzzles: median {statistics.median(ms):.0f} ms, max {max(ms):.0f} ms")
    if cli:
        start = min(cli_rate_ms(base) for _ in range(3))
        whole = [r.cli_ms for r in runs if r.cli_ms is not None]
        print(
            f"whole `str8ts rate` process: median {statistics.median(whole):.0f} ms, max {max(whole):.0f} ms; "
            f"the same on an easy classic Sudoku (start-up, baseline): {start:.0f} ms "
            f"(median {statistics.median(whole) / start:.1f} x, max {max(whole) / start:.1f} x the baseline)"
        )
    if hints:
        all_hints = [h for r in runs if r.hint_ms for h in r.hint_ms]
        if all_hints:
            check = statistics.median(check_ms(base) for _ in range(5))
            print(
                f"hints on 9 x 9 ({len(all_hints)} positions): median {statistics.median(all_hints):.0f} ms, "
                f"max {max(all_hints):.0f} ms, over 1 s: {_over(runs, 'hint_ms', HINT_EVERY)}; the solver's check "
                f"of a classic position (baseline): {check:.0f} ms"
            )
        marked = [h for r in runs if r.marked_hint_ms for h in r.marked_hint_ms]
        if marked:
            print(
                f"hints with the path's candidates as pencil marks ({len(marked)} positions): median "
                f"{statistics.median(marked):.0f} ms, max {max(marked):.0f} ms, over 1 s: {_over(runs, 'marked_hint_ms', MARKED_EVERY)}"
            )
        graded = [h for r in runs if r.graded_hint_ms for h in r.graded_hint_ms]
        if graded:
            print(
                f"the same after the puzzle's grade, one after the other, its solve reused as the window's "
                f"({len(graded)} positions): median "
                f"{statistics.median(graded):.0f} ms, max {max(graded):.0f} ms, over 1 s: {_over(runs, 'graded_hint_ms', MARKED_EVERY)}"
            )


def _over(runs: list[LogicRun], field: str, every: int) -> str:
    """How many hints of ``field`` (asked after every ``every``-th step) took over 1 s, and
    where: ``2 (little killer 8 after step 5: 1287 ms, ...)``."""
    slow = [(r.name, k * every, ms) for r in runs for k, ms in enumerate(getattr(r, field) or ()) if ms > 1000]
    where = ", ".join(f"{name} after step {step}: {ms:.0f} ms" for name, step, ms in slow)
    return f"{len(slow)} ({where})" if slow else "0"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=10, help="puzzles per family")
    ap.add_argument("--repeat", type=int, default=3, help="best of R runs per puzzle")
    ap.add_argument("--seed", type=int, default=2022)
    ap.add_argument("--family", action="append", choices=FAMILIES, help="only these families")
    ap.add_argument(
        "--published", action="append", type=Path, metavar="FILE",
        help="also time every f-puzzles link in FILE (published puzzles); with no --family, only those",
    )
    ap.add_argument("--solved-only", action="store_true", help="with --published: only links followed by a published solution")
    ap.add_argument("--logic", action="store_true", help="solve by human logic alone instead of timing the SAT encodings")
    ap.add_argument("--cli", action="store_true", help="with --logic: also time a whole `str8ts rate` process per puzzle")
    ap.add_argument("--hints", action="store_true", help="with --logic: also time hints along each 9 x 9 path")
    ap.add_argument("--cli-jobs", type=int, metavar="N", help="with --cli: run `str8ts rate --jobs N` (default: the command's own default, all cores)")
    args = ap.parse_args(argv)
    global CLI_JOBS
    CLI_JOBS = args.cli_jobs
    if args.logic:
        missing = [p for p in args.published or () if not p.is_file()]
        if missing:
            print(f"variants.py: no such file: {missing[0]}", file=sys.stderr)
            return 2
        runs = []
        if args.published:
            runs += logic_published(args.published, args.cli, args.hints)
        if args.family or not args.published:
            runs += logic_families(args.family or FAMILIES, args.count, args.seed, args.cli, args.hints)
        logic_summary(runs, args.cli, args.hints)
        return 0
    if args.published:
        missing = [p for p in args.published if not p.is_file()]
        if missing:
            print(f"variants.py: no such file: {missing[0]}", file=sys.stderr)
            return 2
        published(args.published, args.repeat, args.solved_only)
        if not args.family:
            return 0
    families = args.family or FAMILIES
    print(
        f"{args.count} typical 9 x 9 puzzles per family (seed {args.seed}), encode + solve + prove unique, "
        f"best of {args.repeat}; ms; clauses and variables: median per puzzle"
    )
    print()
    print("| family | encoding | clauses | variables | encode ms (median) | solve + prove ms (median) | total median | total max |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    ours_all: list[float] = []
    for family in families:
        rng = random.Random(f"{args.seed}-{family}")
        count = 1 if family.startswith("miracle") else 3 if family.startswith("Pyramid") else args.count
        puzzles = [family_puzzle(rng, family) for _ in range(count)]
        table: dict[str, list[Run]] = {}
        for p in puzzles:
            for name, q, prop, backend in encodings(p):
                gc.collect()
                run = best_of(q, prop, backend, args.repeat)
                if run.count != 1:
                    print(f"!! {family} / {name}: {run.count} solutions found, expected 1")
                table.setdefault(name, []).append(run)
        for name, runs in table.items():
            totals = [r.total for r in runs]
            if name == "ours":
                ours_all.extend(totals)
            label = f"{LABELS.get(family, family)} ({len(runs)})" if name == "ours" else ""
            print(
                f"| {label} | {name} | {statistics.median(r.clauses for r in runs):.0f} "
                f"| {statistics.median(r.variables for r in runs):.0f} "
                f"| {statistics.median(r.encode_ms for r in runs):.2f} | {statistics.median(r.solve_ms for r in runs):.2f} "
                f"| {statistics.median(totals):.2f} | {max(totals):.2f} |"
            )
        sys.stdout.flush()
    if ours_all:
        print()
        print(f"ours over every puzzle: median {statistics.median(ours_all):.2f} ms, max {max(ours_all):.2f} ms")
    print()
    print("Thesis (Schlachter 2022), mean of 60 runs, for the comparable families:")
    print()
    print("| family | thesis puzzle | encode ms | solve ms Sat4j | solve ms MiniSat | clauses | variables |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for family, (name, enc_ms, sat4j, minisat, clauses, variables) in THESIS.items():
        print(f"| {family} | {name} | {enc_ms:,.2f} | {sat4j:,.2f} | {minisat:,.2f} | {clauses:,} | {variables:,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
