"""Benchmark: how solving and generation time grow with board size (4 x 4 to 16 x 16).

Run on purpose (not part of the tests):

    python benchmarks/sizes.py [--seeds N] [--max-size 16]

For each size, over N seeds: the naive generator (unique only, no grade) makes a puzzle; we time
that, then solve-and-prove-unique on it (our solver, and the naive pairwise encoding from
benchmarks/solve.py as the baseline in the same run), then a graded Moderate generation.
Medians are printed.
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

from solve import naive_solve  # noqa: E402

from str8ts_gui.kinds.str8ts.generator import Options, generate, generate_naive  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402


def timed(func, *args, **kwargs):
    t0 = time.perf_counter()
    out = func(*args, **kwargs)
    return time.perf_counter() - t0, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--max-size", type=int, default=16)
    args = ap.parse_args(argv)
    print(f"medians over {args.seeds} seeds, one core")
    print()
    print("| size | solve + prove unique ms | naive encoding ms | naive generation s | Moderate generation s |")
    print("|---:|---:|---:|---:|---:|")
    for n in range(4, args.max_size + 1):
        solve_ms, naive_ms, gen_s, graded_s = [], [], [], []
        for seed in range(args.seeds):
            t, puzzle = timed(generate_naive, n, seed=seed)
            gen_s.append(t)
            solve_ms.append(timed(solve, puzzle)[0] * 1000)
            naive_ms.append(timed(naive_solve, puzzle)[0] * 1000)
            graded_s.append(timed(lambda: next(generate(Options(n, "Moderate"), 1, seed=seed)))[0])
        med = statistics.median
        print(f"| {n} | {med(solve_ms):.2f} | {med(naive_ms):.2f} | {med(gen_s):.2f} | {med(graded_s):.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
