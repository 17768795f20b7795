"""Benchmark: solve and prove unique, per puzzle, over the published daily corpus.

Run on purpose (not part of the tests):

    python benchmarks/solve.py [--corpus PATH] [--limit N] [--repeat R]

Times, in one run and on the same puzzles:

* ``str8ts_gui``: our solver (propagation pre-pass, compact encoding, Minicard);
* ``naive``: a pairwise-clause encoding kept here as the baseline (every cell x digit variable,
  pairwise at-most-one, compartments as pairwise "no two digits L or more apart", clues as unit
  clauses, solve then block and solve again);
* ``str8ts-solver`` (z3, from PyPI) when a Python 3.12+ with it installed is found (it needs
  3.12+; see benchmarks/_z3_worker.py, run in a subprocess and timed inside it the same way).

Each puzzle's time is the best of ``--repeat`` runs. Prints median, 95th percentile and max in
milliseconds and the ratios against the naive baseline; checks every answer against the
published solution.
"""

from __future__ import annotations

import gc
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import corpus_parser, first_two_models, read_rows, summary  # noqa: E402

from pysat.solvers import Solver  # noqa: E402

from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.formats import parse_line, to_line, values_line  # noqa: E402
from str8ts_gui.core.puzzle import Puzzle  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "str8ts_daily_2019_2021.tsv"


def naive_solve(puzzle: Puzzle) -> tuple[int, str | None]:
    """The baseline: a straightforward pairwise encoding, built fresh for every puzzle."""
    n = puzzle.size
    lay = layout_of(puzzle)

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
    count, values = first_two_models(s, n, lambda v: not puzzle.black[(v - 1) // n])
    return count, values_line(puzzle, values) if values else None


def ours(puzzle: Puzzle) -> tuple[int, str | None]:
    r = solve(puzzle, limit=2)
    return r.count, values_line(puzzle, r.solution) if r.solution else None


def python312() -> str | None:
    """An interpreter of Python 3.12+ with str8ts-solver installed ($STR8TS_Z3_PYTHON first)."""
    candidates = [os.environ.get("STR8TS_Z3_PYTHON", "")]
    candidates += [shutil.which(f"python3.{minor}") or "" for minor in (14, 13, 12)]
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates += sorted((str(p / "bin" / "python") for p in pyenv.glob("3.1[2-9]*")), reverse=True)
    for exe in filter(None, candidates):
        probe = subprocess.run(
            [exe, "-c", "import sys, str8ts_solver; assert sys.version_info >= (3, 12)"],
            capture_output=True,
        )
        if probe.returncode == 0:
            return exe
    return None


def z3_solver():
    """Times of the z3-based ``str8ts-solver`` per puzzle (run under Python 3.12+), or a reason."""
    if sys.version_info >= (3, 12):
        exe = sys.executable
    else:
        exe = python312()
    if exe is None:
        return None, (
            "needs Python 3.12+ with str8ts-solver installed (pip install str8ts-solver there, "
            "or point STR8TS_Z3_PYTHON at it)"
        )
    return exe, ""


def run_z3(exe: str, puzzles, repeat: int) -> list[tuple[float, tuple[int, str | None]]]:
    """Runs benchmarks/_z3_worker.py under ``exe``; per puzzle (ms, (count, solution))."""
    worker = Path(__file__).resolve().parent / "_z3_worker.py"
    text = "".join(f"{repeat}\t{to_line(p)}\n" for p, _ in puzzles)
    proc = subprocess.run([exe, str(worker)], input=text, capture_output=True, text=True, check=True)
    out = []
    for line in proc.stdout.splitlines():
        ms, count, solution = line.split("\t")
        out.append((float(ms), (int(count), None if solution == "-" else solution)))
    return out


def timed(func, puzzle: Puzzle, repeat: int) -> tuple[float, tuple[int, str | None]]:
    best = float("inf")
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = func(puzzle)
        best = min(best, time.perf_counter() - t0)
    return best * 1000.0, out


def _ratio(r: float) -> str:
    return f"{r:.1f}" if r >= 1 else f"{r:.3f}"


def main(argv=None) -> int:
    ap = corpus_parser(__doc__.splitlines()[0], DEFAULT_CORPUS)
    ap.add_argument("--z3-repeat", type=int, default=1, help="best of R runs for the (slow) z3 solver")
    args = ap.parse_args(argv)
    rows = read_rows(args)
    if rows is None:
        return 2
    puzzles = [(parse_line(r["puzzle"]), r["solution"]) for r in rows]

    contenders = {"str8ts_gui": ours, "naive": naive_solve}
    z3_exe, why = z3_solver()
    results: dict[str, list[float]] = {}

    def record(name: str, runs) -> None:
        wrong = sum(1 for (_ms, (count, first)), (_p, published) in zip(runs, puzzles) if count != 1 or first != published)
        results[name] = [ms for ms, _ in runs]
        if wrong:
            print(f"!! {name}: {wrong} puzzles not solved uniquely to the published solution")

    for name, func in contenders.items():
        gc.collect()
        record(name, [timed(func, puzzle, args.repeat) for puzzle, _ in puzzles])
    if z3_exe is not None:
        record("str8ts-solver (z3)", run_z3(z3_exe, puzzles, args.z3_repeat))

    base = summary(results["naive"])
    print(
        f"{len(puzzles)} puzzles from {args.corpus.name}, solve + prove unique, best of {args.repeat}"
        + (f" (z3: best of {args.z3_repeat})" if z3_exe else "")
    )
    print()
    print("| solver | median ms | p95 ms | max ms | median speed-up vs naive |")
    print("|---|---:|---:|---:|---:|")
    for name, times in results.items():
        med, p95, mx = summary(times)
        print(f"| {name} | {med:.2f} | {p95:.2f} | {mx:.2f} | {_ratio(base[0] / med)}x |")
    if z3_exe is None:
        print(f"| str8ts-solver (z3) | skipped: {why} | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
