"""Benchmark: solve and prove unique, per Sudoku, over the Sudoku Exchange corpus.

Run on purpose (not part of the tests):

    python benchmarks/sudoku.py [--corpus PATH] [--limit N] [--repeat R] [--backend m22|g3]

Times, in one run and on the same puzzles:

* ``str8ts_gui``: our solver, ``solve(puzzle, limit=2)`` (clue check, naked and hidden singles
  to a fixpoint, then a compact encoding of the cells left open: the Sudoku kind's
  ``rules.propagate`` and ``encoding.encode``), on its default backend (Minicard, native
  at-most-one constraints) and on ``--backend``;
* ``naive``: the textbook pairwise encoding kept here as the baseline, built fresh for every
  puzzle: all n^3 variables "cell i holds digit d", exactly-one per cell (one at-least-one
  clause and pairwise at-most-one), per unit and digit an at-least-one clause and pairwise
  at-most-one, the clues as unit clauses; solved, the cell variables of the model blocked,
  solved again, on ``--backend`` (MiniSat 2.2 by default).

Each puzzle's time is the best of ``--repeat`` runs. Prints, overall and per SE-rating bucket,
median, 90th percentile and max in milliseconds, the ratio naive/ours of the medians, and the
medians of clauses and variables per puzzle (ours: clauses plus native at-most-one constraints
on Minicard, counted once each; with ``--backend`` the at-most-ones become pairwise clauses);
checks every answer against the published solution.
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pysat.solvers import Solver  # noqa: E402

from _common import corpus_parser, first_two_models, read_rows  # noqa: E402

from str8ts_gui.core.puzzle import Puzzle  # noqa: E402
from str8ts_gui.kinds.sudoku import rules  # noqa: E402
from str8ts_gui.kinds.sudoku.encoding import encode  # noqa: E402
from str8ts_gui.kinds.sudoku.formats import parse_line, values_line  # noqa: E402
from str8ts_gui.kinds.sudoku.model import geometry  # noqa: E402
from str8ts_gui.solver.sat import DEFAULT_BACKEND, solve  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "sudoku_exchange.tsv"
# the SE-rating buckets of the corpus (its `se_rating` column), easiest first
BUCKETS = ("<1.5", "1.5-2.4", "2.5-3.7", "3.8-4.9", ">=5.0")


def naive_clauses(puzzle: Puzzle) -> list[list[int]]:
    """The pairwise encoding (see the module docstring); variable ``i*n + d`` is cell i = d."""
    n = puzzle.size

    def var(i: int, d: int) -> int:
        return i * n + d

    clauses: list[list[int]] = []
    digits = range(1, n + 1)
    for i in range(n * n):
        clauses.append([var(i, d) for d in digits])
        for d1 in digits:
            for d2 in range(d1 + 1, n + 1):
                clauses.append([-var(i, d1), -var(i, d2)])
    for unit in geometry(n).units:
        for d in digits:
            clauses.append([var(i, d) for i in unit])
            for a in range(len(unit)):
                for b in range(a + 1, len(unit)):
                    clauses.append([-var(unit[a], d), -var(unit[b], d)])
    for i, d in enumerate(puzzle.clues):
        if d:
            clauses.append([var(i, d)])
    return clauses


def naive_solve(puzzle: Puzzle, backend: str) -> tuple[int, str | None]:
    """Solve, block the model's cell variables, solve again: (solutions found, first solution)."""
    n = puzzle.size
    s = Solver(name=backend, bootstrap_with=naive_clauses(puzzle))
    count, values = first_two_models(s, n, lambda v: v <= n * n * n)
    return count, values_line(puzzle, values) if values else None


def ours(puzzle: Puzzle, backend: str) -> tuple[int, str | None]:
    r = solve(puzzle, limit=2, backend=backend)
    return r.count, values_line(puzzle, r.solution) if r.solution else None


def our_size(puzzle: Puzzle, native: bool) -> tuple[int, int]:
    """(clauses, variables) of our encoding of a puzzle: at-most-ones count once each when the
    backend has them natively, else as their pairwise clauses."""
    masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
    if masks is None:
        return 0, 0
    cnf, _fixed = encode(puzzle, masks)
    amo = len(cnf.amo) if native else sum(len(g) * (len(g) - 1) // 2 for g in cnf.amo)
    return len(cnf.clauses) + amo, cnf.top


def naive_size(puzzle: Puzzle) -> tuple[int, int]:
    return len(naive_clauses(puzzle)), puzzle.size**3


def timed(func, puzzle: Puzzle, backend: str, repeat: int) -> tuple[float, tuple[int, str | None]]:
    best = float("inf")
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = func(puzzle, backend)
        best = min(best, time.perf_counter() - t0)
    return best * 1000.0, out


def p90(values: list[float]) -> float:
    vs = sorted(values)
    return vs[min(len(vs) - 1, int(round(0.9 * (len(vs) - 1))))]


def _ratio(r: float) -> str:
    return f"{r:.1f}x" if r >= 1 else f"{r:.3f}x"


def _median(values) -> str:
    return f"{statistics.median(values):.0f}"


def main(argv=None) -> int:
    ap = corpus_parser(__doc__.splitlines()[0], DEFAULT_CORPUS)
    ap.add_argument("--backend", default="m22", choices=("m22", "g3"), help="the naive baseline's backend")
    args = ap.parse_args(argv)
    rows = read_rows(args)
    if rows is None:
        return 2
    puzzles = [parse_line(r["puzzle"]) for r in rows]
    published = [r["solution"] for r in rows]
    buckets = [r["se_rating"] for r in rows]

    ours_default = f"str8ts_gui ({DEFAULT_BACKEND})"
    ours_backend = f"str8ts_gui ({args.backend})"
    naive = f"naive pairwise ({args.backend})"
    contenders = {ours_default: (ours, DEFAULT_BACKEND), ours_backend: (ours, args.backend), naive: (naive_solve, args.backend)}
    times: dict[str, list[float]] = {}
    for name, (func, backend) in contenders.items():
        gc.collect()
        runs = [timed(func, p, backend, args.repeat) for p in puzzles]
        wrong = sum(1 for (_ms, (count, first)), sol in zip(runs, published) if count != 1 or first != sol)
        if wrong:
            print(f"!! {name}: {wrong} puzzles not solved uniquely to the published solution")
        times[name] = [ms for ms, _ in runs]
    sizes = {
        ours_default: [our_size(p, native=True) for p in puzzles],
        ours_backend: [our_size(p, native=False) for p in puzzles],
        naive: [naive_size(p) for p in puzzles],
    }

    print(
        f"{len(puzzles)} puzzles from {args.corpus.name}, solve + prove unique (limit=2), best of {args.repeat}; "
        f"times in ms; clauses and variables: median per puzzle"
    )
    print()
    print("| solver | median ms | p90 ms | max ms | naive / ours (medians) | clauses | variables |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    base = statistics.median(times[naive])
    for name, ts in times.items():
        med = statistics.median(ts)
        print(
            f"| {name} | {med:.2f} | {p90(ts):.2f} | {max(ts):.2f} | {_ratio(base / med)} "
            f"| {_median(c for c, _v in sizes[name])} | {_median(v for _c, v in sizes[name])} |"
        )
    print()
    print(f"Per SE-rating bucket: ours on {DEFAULT_BACKEND} against naive on {args.backend}")
    print()
    print(
        "| SE rating | puzzles | ours median | ours p90 | ours max | naive median | naive p90 | naive max "
        "| naive / ours | ours clauses | ours vars | naive clauses | naive vars |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for bucket in BUCKETS:
        idx = [k for k, b in enumerate(buckets) if b == bucket]
        if not idx:
            continue
        mine = [times[ours_default][k] for k in idx]
        theirs = [times[naive][k] for k in idx]
        mine_sz = [sizes[ours_default][k] for k in idx]
        theirs_sz = [sizes[naive][k] for k in idx]
        print(
            f"| {bucket} | {len(idx)} | {statistics.median(mine):.2f} | {p90(mine):.2f} | {max(mine):.2f} "
            f"| {statistics.median(theirs):.2f} | {p90(theirs):.2f} | {max(theirs):.2f} "
            f"| {_ratio(statistics.median(theirs) / statistics.median(mine))} "
            f"| {_median(c for c, _v in mine_sz)} | {_median(v for _c, v in mine_sz)} "
            f"| {_median(c for c, _v in theirs_sz)} | {_median(v for _c, v in theirs_sz)} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
