"""Benchmark: solve and prove unique, per puzzle, over the published daily corpus.

Run on purpose (not part of the tests):

    python benchmarks/solve.py [--corpus PATH] [--limit N] [--repeat R]

Times, in one run and on the same puzzles:

* ``str8ts_gui``: our solver (propagation pre-pass, compact encoding, Minicard);
* ``naive``: a pairwise-clause encoding kept here as the baseline (every cell x digit variable,
  pairwise at-most-one, compartments as pairwise "no two digits L or more apart", clues as unit
  clauses, solve then block and solve again);
* ``str8ts-solver`` (z3, from PyPI) when it is installed; it needs Python 3.12+.

Each puzzle's time is the best of ``--repeat`` runs. Prints median, 95th percentile and max in
milliseconds and the ratios against the naive baseline; checks every answer against the
published solution.
"""

from __future__ import annotations

import argparse
import csv
import gc
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pysat.solvers import Solver  # noqa: E402

from str8ts_gui.core.formats import parse_line, values_line  # noqa: E402
from str8ts_gui.core.puzzle import Puzzle  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "str8ts_daily_2019_2021.tsv"


def naive_solve(puzzle: Puzzle) -> tuple[int, str | None]:
    """The baseline: a straightforward pairwise encoding, built fresh for every puzzle."""
    n = puzzle.size
    lay = puzzle.layout

    def var(i: int, d: int) -> int:
        return i * n + d

    s = Solver(name="m22")
    for i in range(n * n):
        if puzzle.black[i]:
            continue
        s.add_clause([var(i, d) for d in range(1, n + 1)])
        for d1 in range(1, n + 1):
            for d2 in range(d1 + 1, n + 1):
                s.add_clause([-var(i, d1), -var(i, d2)])
        if puzzle.clues[i]:
            s.add_clause([var(i, puzzle.clues[i])])
    for line in lay.lines:
        whites = [i for i in line if not puzzle.black[i]]
        for i in line:
            if puzzle.black[i] and puzzle.clues[i]:
                for j in whites:
                    s.add_clause([-var(j, puzzle.clues[i])])
        for a in range(len(whites)):
            for b in range(a + 1, len(whites)):
                for d in range(1, n + 1):
                    s.add_clause([-var(whites[a], d), -var(whites[b], d)])
    for comp in lay.compartments:
        length = len(comp.cells)
        for a in range(length):
            for b in range(a + 1, length):
                for d1 in range(1, n + 1):
                    for d2 in range(1, n + 1):
                        if abs(d1 - d2) >= length:
                            s.add_clause([-var(comp.cells[a], d1), -var(comp.cells[b], d2)])
    count, first = 0, None
    while count < 2 and s.solve():
        model = s.get_model()
        true = [v for v in model if v > 0 and not puzzle.black[(v - 1) // n]]
        if first is None:
            values = [0] * (n * n)
            for v in true:
                i, d = divmod(v - 1, n)
                values[i] = d + 1
            first = values_line(puzzle, values)
        count += 1
        s.add_clause([-v for v in true])
    s.delete()
    return count, first


def ours(puzzle: Puzzle) -> tuple[int, str | None]:
    r = solve(puzzle, limit=2)
    return r.count, values_line(puzzle, r.solution) if r.solution else None


def z3_solver():
    """The z3-based ``str8ts-solver`` from PyPI, or None with the reason it is absent."""
    if sys.version_info < (3, 12):
        return None, f"needs Python 3.12+, this is {sys.version.split()[0]}"
    try:
        import str8ts_solver  # type: ignore  # noqa: F401
    except ImportError:
        return None, "not installed (pip install str8ts-solver)"
    return None, "installed, but its API is not wired into this benchmark yet"


def timed(func, puzzle: Puzzle, repeat: int) -> tuple[float, tuple[int, str | None]]:
    best = float("inf")
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = func(puzzle)
        best = min(best, time.perf_counter() - t0)
    return best * 1000.0, out


def summary(times: list[float]) -> tuple[float, float, float]:
    ts = sorted(times)
    p95 = ts[min(len(ts) - 1, int(round(0.95 * (len(ts) - 1))))]
    return statistics.median(ts), p95, ts[-1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles")
    ap.add_argument("--repeat", type=int, default=3, help="best of R runs per puzzle")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    with args.corpus.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    if args.limit:
        rows = rows[: args.limit]
    puzzles = [(parse_line(r["puzzle"]), r["solution"]) for r in rows]

    contenders = {"str8ts_gui": ours, "naive": naive_solve}
    z3, why = z3_solver()
    if z3 is not None:
        contenders["str8ts-solver (z3)"] = z3
    results: dict[str, list[float]] = {}
    for name, func in contenders.items():
        gc.collect()
        times = []
        wrong = 0
        for puzzle, published in puzzles:
            ms, (count, first) = timed(func, puzzle, args.repeat)
            times.append(ms)
            if count != 1 or first != published:
                wrong += 1
        results[name] = times
        if wrong:
            print(f"!! {name}: {wrong} puzzles not solved uniquely to the published solution")

    base = summary(results["naive"])
    print(f"{len(puzzles)} puzzles from {args.corpus.name}, solve + prove unique, best of {args.repeat}")
    print()
    print("| solver | median ms | p95 ms | max ms | median speed-up vs naive |")
    print("|---|---:|---:|---:|---:|")
    for name, times in results.items():
        med, p95, mx = summary(times)
        print(f"| {name} | {med:.2f} | {p95:.2f} | {mx:.2f} | {base[0] / med:.1f}x |")
    if z3 is None:
        print(f"| str8ts-solver (z3) | skipped: {why} | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
