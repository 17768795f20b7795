"""Benchmark: Sudoku generation time per grade, over many seeds, against baselines in the same run.

Run on purpose (not part of the tests):

    python benchmarks/sudoku_generate.py [--seeds N] [--size 9] [--symmetry 180] [--no-previous]
    python benchmarks/sudoku_generate.py --estimates   # the Generate dialog's times (see below)

For each grade (Easy .. Diabolical) it generates one puzzle per seed and reports how many were
made within ``--max-attempts`` attempts (the success rate), the median, 95th percentile and
maximum seconds, the attempts thrown away (final grade not the target), and two ratios against
baselines timed in the same run over the same seeds:

* **unique only**: ``generate_naive``, givens removed while a fresh SAT solve says unique, no
  grade target and no logic (the cheapest a unique puzzle can be had this way);
* **previous**: the generator as first written (kept below): a fresh SAT solve for every trial
  and the full logic rating of every unique trial. Same seeds, same grades; ``--no-previous``
  skips it (it is the slow part of the run).

Every generated puzzle is checked: unique (SAT) and graded the target by ``rate``.

``--estimates`` times the command ``str8ts generate --kind sudoku --size N --difficulty LEVEL
--seed S`` (seeds 1-3, the command's start included) for every size and grade and prints the
``SUDOKU_MEASURED_SECONDS`` table of ``str8ts_gui/gui/library/generate_dialog.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import summary  # noqa: E402

from str8ts_gui.core.geometry import orbit  # noqa: E402
from str8ts_gui.kinds.sudoku.generator import (  # noqa: E402
    LEVELS,
    Generated,
    Options,
    Stats,
    generate,
    generate_naive,
    random_solution,
)
from str8ts_gui.kinds.sudoku.logic import rate  # noqa: E402
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402
from str8ts_gui.solver.common import Status


# -- the previous generator (the baseline) ------------------------------------------------------
def _previous_attempt(rng: random.Random, options: Options) -> Generated | None:
    n = options.size
    target = LEVELS.index(options.difficulty)
    solution = random_solution(rng, n)
    clues = list(solution)
    orbits = sorted({orbit(i, n, options.symmetry) for i in range(n * n)}, key=min)
    rng.shuffle(orbits)
    grade = 0
    for cells in orbits:
        trial = list(clues)
        for i in cells:
            trial[i] = 0
        puzzle = new_puzzle(n, trial)
        if solve(puzzle, limit=2).status is not Status.UNIQUE:
            continue
        r = rate(puzzle, unique=True)
        level = LEVELS.index(r.grade) if r.solved else None
        if level is None or level > target:
            continue
        clues, grade = trial, level
    if grade != target:
        return None
    return Generated(new_puzzle(n, clues), solution, LEVELS[grade], 1)


def previous_generate(options: Options, seed: int, max_attempts: int) -> Generated | None:
    rng = random.Random(seed)
    for tries in range(1, max_attempts + 1):
        got = _previous_attempt(rng, options)
        if got is not None:
            return Generated(got.puzzle, got.solution, got.grade, tries)
    return None


# -- checks --------------------------------------------------------------------------------------
def verify(got: Generated, level: str) -> None:
    result = solve(got.puzzle, limit=2)
    assert result.status is Status.UNIQUE and result.solution == got.solution, "not unique"
    r = rate(got.puzzle)
    assert r.solved and r.grade == got.grade == level, (r.grade, got.grade, level)


def timed(fn):
    t0 = time.perf_counter()
    value = fn()
    return time.perf_counter() - t0, value


# -- the Generate dialog's estimates ------------------------------------------------------------
def estimates(seeds: int, levels: list[str], sizes: list[int]) -> int:
    print("# fastest and slowest of `str8ts generate --kind sudoku` (seeds 1..%d), seconds" % seeds)
    print("SUDOKU_MEASURED_SECONDS = {")
    for n in sizes:
        cells = []
        for level in levels:
            times, failed = [], False
            for seed in range(1, seeds + 1):
                cmd = [
                    sys.executable, "-c", "import sys; from str8ts_gui.cli.main import main; sys.exit(main())",
                    "generate", "--kind", "sudoku", "--size", str(n), "--difficulty", level, "--seed", str(seed),
                ]
                t0 = time.perf_counter()
                done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
                times.append(time.perf_counter() - t0)
                failed = failed or done.returncode != 0
            span = "None" if failed else f"({min(times):.1f}, {max(times):.1f})"
            cells.append(f'"{level}": {span}')
            print(f"    # {n} x {n} {level}: {', '.join(f'{t:.2f}' for t in times)}{' (gave up)' if failed else ''}", flush=True)
        print(f"    {n}: {{{', '.join(cells)}}},", flush=True)
    print("}")
    return 0


def variants(sets: str, size: int, seeds: int, symmetry: str) -> int:
    """The variant generator per rule set, any grade: seconds per puzzle, givens, rule instances
    and the grades the logic gave (every puzzle checked unique by SAT)."""
    from collections import Counter

    from str8ts_gui.kinds.sudoku import variant_generator as vg

    names = []
    for x in (x.strip() for x in sets.split(",")):
        names += list(vg.KNOWN_RULES) if x == "all" else [x] if x else []
    print(f"{size} x {size}, symmetry {symmetry}, seeds 1-{seeds} per rule set, any grade, one core")
    print()
    print("| rules | made | median s | p95 s | max s | median givens | median instances | grades |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for name in names:
        options = vg.VariantOptions(size, tuple(name.split("+")), None, symmetry)
        times, givens, instances, grades = [], [], [], Counter()
        for seed in range(1, seeds + 1):
            try:
                t, got = timed(lambda: next(vg.generate(options, 1, seed=seed)))
            except (RuntimeError, ValueError):
                continue
            assert solve(got.puzzle, limit=2).status is Status.UNIQUE
            times.append(t)
            givens.append(sum(1 for c in got.puzzle.clues if c))
            instances.append(len(got.puzzle.constraints))
            grades[got.grade] += 1
        if not times:
            print(f"| {name} | 0/{seeds} | - | - | - | - | - | - |")
            continue
        med, p95, mx = summary(times)
        grade_text = ", ".join(f"{g} {k}" for g, k in sorted(grades.items()))
        print(
            f"| {name} | {len(times)}/{seeds} | {med:.2f} | {p95:.2f} | {mx:.2f} | "
            f"{statistics.median(givens):g} | {statistics.median(instances):g} | {grade_text} |"
        )
        print(f"  {name}: done", file=sys.stderr, flush=True)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--size", type=int, default=9, choices=SIZES)
    ap.add_argument("--symmetry", default="180")
    ap.add_argument("--max-attempts", type=int, default=1000)
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated grades")
    ap.add_argument("--no-previous", action="store_true", help="skip the previous generator (slow)")
    ap.add_argument("--estimates", action="store_true", help="time the CLI for the dialog's table")
    ap.add_argument(
        "--variants",
        default=None,
        metavar="SETS",
        help="time the variant generator (generate --rules) instead: comma-separated rule sets, "
        "rules of one set joined by '+', e.g. killer,thermo,jigsaw+diagonal ('all': each rule alone)",
    )
    args = ap.parse_args(argv)
    levels = [s.strip() for s in args.levels.split(",") if s.strip()]
    if args.estimates:
        return estimates(3, levels, list(SIZES))
    if args.variants:
        return variants(args.variants, args.size, args.seeds, args.symmetry)

    seeds = range(1, args.seeds + 1)
    naive = [timed(lambda: generate_naive(args.size, seed=seed, symmetry=args.symmetry))[0] for seed in seeds]
    base = statistics.median(naive)
    rows = []
    for level in levels:
        options = Options(args.size, level, args.symmetry)
        stats = Stats()
        times, made = [], 0
        for seed in seeds:
            try:
                t, got = timed(lambda: next(generate(options, 1, seed=seed, stats=stats, max_attempts=args.max_attempts)))
            except RuntimeError:
                t, got = 0.0, None
            if got is not None:
                verify(got, level)
                made += 1
                times.append(t)
        previous = None
        if not args.no_previous:
            prev_times = []
            for seed in seeds:
                t, got = timed(lambda: previous_generate(options, seed, args.max_attempts))
                if got is not None:
                    prev_times.append(t)
            previous = statistics.median(prev_times) if prev_times else None
        thrown = 1 - stats.accepted / stats.attempts if stats.attempts else 0.0
        rows.append((level, made, *(summary(times) if times else (float("nan"),) * 3), thrown, previous))
        print(f"  {level}: done", file=sys.stderr, flush=True)

    n = args.size
    print(f"{n} x {n}, symmetry {args.symmetry}, seeds 1-{args.seeds} per grade, one core")
    print()
    print("| generator | made | median s | p95 s | max s | attempts thrown away | median vs unique only | previous median s | speed-up vs previous |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    med, p95, mx = summary(naive)
    print(f"| unique only (no grade) | {len(naive)}/{len(naive)} | {med:.3f} | {p95:.3f} | {mx:.3f} | 0% | 1.0x | | |")
    for level, made, med, p95, mx, thrown, previous in rows:
        prev = f"{previous:.3f}" if previous is not None else "-"
        speed = f"{previous / med:.1f}x" if previous is not None and med == med and med > 0 else "-"
        print(
            f"| {level} | {made}/{args.seeds} | {med:.3f} | {p95:.3f} | {mx:.3f} | {thrown:.0%} | {med / base:.1f}x | {prev} | {speed} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
