"""Benchmark: puzzle generation time per level, over many seeds, against a naive generator.

Run on purpose (not part of the tests):

    python benchmarks/generate.py [--seeds N] [--size 9]

For each level it generates one puzzle per seed and reports median, 95th percentile and max
seconds and the share of attempts thrown away (final grade not the target). In the same run it
times the naive generator (random pattern and solution, clues removed while unique, no grading)
as the baseline.
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
    args = ap.parse_args(argv)

    rows = []
    naive = []
    for seed in range(args.seeds):
        t0 = time.perf_counter()
        generate_naive(args.size, seed=seed)
        naive.append(time.perf_counter() - t0)
    base = statistics.median(naive)
    for level in LEVELS:
        stats = Stats()
        times = []
        for seed in range(args.seeds):
            t0 = time.perf_counter()
            next(generate(Options(size=args.size, difficulty=level), 1, seed=seed, stats=stats))
            times.append(time.perf_counter() - t0)
        thrown = 1 - stats.accepted / stats.attempts
        rows.append((level, *summary(times), thrown))

    print(f"{args.size} x {args.size}, {args.seeds} seeds per level, one core")
    print()
    print("| generator | median s | p95 s | max s | attempts thrown away | median time vs naive |")
    print("|---|---:|---:|---:|---:|---:|")
    med, p95, mx = summary(naive)
    print(f"| naive (unique only, no grade) | {med:.3f} | {p95:.3f} | {mx:.3f} | 0% | 1.0x |")
    for level, med, p95, mx, thrown in rows:
        print(f"| {level} | {med:.3f} | {p95:.3f} | {mx:.3f} | {thrown:.0%} | {med / base:.1f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
