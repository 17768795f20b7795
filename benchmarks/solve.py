"""Benchmark: solve and prove unique, per puzzle, over the published daily corpus.

Run on purpose (not part of the tests):

    python benchmarks/solve.py [--corpus PATH] [--limit N] [--repeat R]
    python benchmarks/solve.py --cli [--corpus PATH] [--runs R]

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

``--cli`` times whole processes instead, start-up included: ``str8ts solve FILE`` (``--jobs 1``
when the command has that option, so one core against one core) against the naive baseline run
the same way (``python benchmarks/solve.py --naive-file FILE``: the same interpreter, pysat, the
puzzle reader, then the naive encoding per puzzle), both over every puzzle of the corpus in one
file, in turn (A B A B ...) ``--runs`` times; prints the median wall seconds of each and their
ratio, the median and the least CPU seconds and their ratios (the least is the figure other
processes on a busy machine disturb least), and checks both outputs against the published
solutions.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import corpus_parser, first_two_models, installed_script, read_rows, summary  # noqa: E402

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


def naive_file(path: str) -> int:
    """The whole-process baseline: solve every puzzle line of ``path`` with :func:`naive_solve`,
    printing the solution (or ``no solution``) like ``str8ts solve``."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                count, first = naive_solve(parse_line(line))
                out.append(first if count else "no solution")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


def str8ts_command() -> list[str]:
    """The installed ``str8ts`` console script of this interpreter (no version-manager shim)."""
    script = installed_script("str8ts")
    if script:
        return [script]
    return [sys.executable, "-c", "import sys; from str8ts_gui.cli.main import main; sys.exit(main())"]


def whole_process(rows, runs: int) -> int:
    """``--cli``: whole ``str8ts solve`` processes against whole naive processes, in turn."""
    import statistics
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "puzzles.txt"
        src.write_text("".join(r["puzzle"] + "\n" for r in rows), encoding="utf-8")
        ours = str8ts_command() + ["solve"]
        help_text = subprocess.run(ours + ["--help"], capture_output=True, text=True).stdout
        if "--jobs" in help_text:
            ours += ["--jobs", "1"]
        ours.append(str(src))
        naive = [sys.executable, str(Path(__file__).resolve()), "--naive-file", str(src)]
        published = [r["solution"] for r in rows]
        times: dict[str, list[float]] = {"str8ts solve": [], "naive": []}
        cpu: dict[str, list[float]] = {"str8ts solve": [], "naive": []}
        for _ in range(runs):
            for name, cmd in (("str8ts solve", ours), ("naive", naive)):
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                t0 = time.perf_counter()
                proc = subprocess.run(cmd, capture_output=True, text=True)
                times[name].append(time.perf_counter() - t0)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
                if proc.stdout.split() != published:
                    print(f"!! {name}: output differs from the published solutions (exit {proc.returncode})")
                    print(proc.stderr[-2000:])
                    return 1
    base = statistics.median(times["naive"])
    cpu_base = statistics.median(cpu["naive"])
    print(f"{len(rows)} puzzles from one file, whole processes (start-up included), {runs} runs each, in turn")
    print(f"str8ts command: {' '.join(Path(c).name if k == 0 else c for k, c in enumerate(ours[:-1]))} FILE")
    print()
    # the least CPU of the runs too: on a busy machine the other processes only ever add to it
    cpu_least = min(cpu["naive"])
    print(
        "| process | median wall s | min s | max s | wall vs naive | median CPU s | CPU vs naive "
        "| least CPU s | least CPU vs naive |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, ts in times.items():
        med = statistics.median(ts)
        c = statistics.median(cpu[name])
        least = min(cpu[name])
        print(
            f"| {name} | {med:.3f} | {min(ts):.3f} | {max(ts):.3f} | {med / base:.3f}x | {c:.3f} | {c / cpu_base:.3f}x "
            f"| {least:.3f} | {least / cpu_least:.3f}x |"
        )
    return 0


def main(argv=None) -> int:
    ap = corpus_parser(__doc__.splitlines()[0], DEFAULT_CORPUS)
    ap.add_argument("--z3-repeat", type=int, default=1, help="best of R runs for the (slow) z3 solver")
    ap.add_argument("--cli", action="store_true", help="time whole str8ts solve processes against naive ones")
    ap.add_argument("--runs", type=int, default=5, help="--cli: processes of each kind")
    ap.add_argument("--naive-file", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.naive_file:
        return naive_file(args.naive_file)
    rows = read_rows(args)
    if rows is None:
        return 2
    if args.cli:
        return whole_process(rows, args.runs)
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
