"""Benchmark: puzzle generation time per level, over many seeds, against a naive generator.

Run on purpose (not part of the tests):

    python benchmarks/generate.py [--seeds N] [--size 9] [--levels Moderate,Tough]

For each level it generates one puzzle per seed and reports median, 95th percentile and max
seconds (wall clock; the median of the process's CPU seconds beside it, steadier when the
machine is busy) and the share of attempts thrown away (final grade not the target). In the same
run it times the naive generator (random pattern and solution, clues removed while unique, no
grading) as the baseline.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import summary  # noqa: E402

from str8ts_gui.kinds.str8ts.generator import LEVELS, Options, Stats, generate, generate_naive  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels (default: all)")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    for level in levels:
        if level not in LEVELS:
            print(f"unknown level {level!r} (levels: {', '.join(LEVELS)})", file=sys.stderr)
            return 2

    def timed(make) -> tuple[float, float]:
        w0, c0 = time.perf_counter(), time.process_time()
        make()
        return time.perf_counter() - w0, time.process_time() - c0

    rows = []
    naive = [timed(lambda: generate_naive(args.size, seed=seed)) for seed in range(args.seeds)]
    base = statistics.median(w for w, _ in naive)
    for level in levels:
        stats = Stats()
        runs = []
        for seed in range(args.seeds):
            opts = Options(size=args.size, difficulty=level)
            runs.append(timed(lambda: next(generate(opts, 1, seed=seed, stats=stats))))
        thrown = 1 - stats.accepted / stats.attempts
        rows.append((level, runs, thrown))

    print(f"{args.size} x {args.size}, {args.seeds} seeds per level, one core")
    print()
    print("| generator | median s | p95 s | max s | median CPU s | attempts thrown away | median time vs naive |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    med, p95, mx = summary([w for w, _ in naive])
    cpu = statistics.median(c for _, c in naive)
    print(f"| naive (unique only, no grade) | {med:.3f} | {p95:.3f} | {mx:.3f} | {cpu:.3f} | 0% | 1.0x |")
    for level, runs, thrown in rows:
        med, p95, mx = summary([w for w, _ in runs])
        cpu = statistics.median(c for _, c in runs)
        print(f"| {level} | {med:.3f} | {p95:.3f} | {mx:.3f} | {cpu:.3f} | {thrown:.0%} | {med / base:.1f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
