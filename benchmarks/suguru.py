"""Benchmark: Suguru solve + prove unique, and logic solve, over generated puzzles 6 x 6 to 15 x 15.

Run on purpose (not part of the tests):

    python benchmarks/suguru.py [--sizes 6,8,10,12,15] [--count N] [--repeat R] [--seed S] [--backend m22]

The puzzles are made by :func:`str8ts_gui.kinds.suguru.generator.minimal_unique` (random
regions of 1 to 5 cells with a solution, givens removed while the SAT solver still finds one
solution), seeded, so a run is repeatable. Times, in one run and on the same puzzles (each the
best of ``--repeat``):

* ``ours``: ``solve(puzzle, limit=2)``: the clue check, propagation (singles and "touches every
  place") to a fixpoint, then the compact encoding of the cells left open (region at-least-one
  and at-most-one, one at-most-one per digit and 2 x 2 window) on Minicard;
* ``naive``: the baseline, ``encoding.naive_encode``: every cell open over all digits, no
  propagation, every rule as pairwise clauses, the givens as unit clauses; solved, the model
  blocked, solved again (two solutions asked, as ours), on ``--backend`` (MiniSat 2.2);
* ``logic``: ``logic.solve_path`` (the human techniques), and how many puzzles it finishes.

Prints a Markdown table: per size the median and max of ours, the median of naive and the ratio
naive/ours, the logic's median and how many it solved. Checks that both solvers agree.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pysat.solvers import Solver  # noqa: E402

from str8ts_gui.kinds.suguru import logic  # noqa: E402
from str8ts_gui.kinds.suguru.encoding import naive_encode  # noqa: E402
from str8ts_gui.kinds.suguru.generator import minimal_unique  # noqa: E402
from str8ts_gui.solver.sat import Status, solve  # noqa: E402


def naive_solve(puzzle, backend: str) -> tuple[int, tuple[int, ...] | None]:
    """(solutions found up to 2, the first) with the naive encoding, built fresh."""
    cnf, fixed = naive_encode(puzzle)
    found = None
    count = 0
    with Solver(name=backend) as s:
        cnf.load_into(s, False)
        while count < 2 and s.solve():
            model = s.get_model()
            count += 1
            if found is None:
                found = tuple(cnf.decode(model, fixed))
            s.add_clause([-lit for lit in cnf.true_cell_lits(model)])
    return count, found


def best_ms(fn, repeat: int):
    best = None
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        ms = (time.perf_counter() - t0) * 1000
        best = ms if best is None else min(best, ms)
    return best, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="6,8,10,12,15")
    ap.add_argument("--count", type=int, default=4, help="puzzles per size (default 4)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--backend", default="m22", help="the naive baseline's backend (default m22)")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    rng = random.Random(args.seed)
    print("| size | puzzles | givens (median) | ours median ms | ours max ms | naive median ms | naive/ours | logic median ms | logic solved |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        puzzles = [minimal_unique(n, n, rng) for _ in range(args.count)]
        ours, naive, logic_ms, solved, givens = [], [], [], 0, []
        for p in puzzles:
            givens.append(sum(1 for v in p.clues if v))
            ms, result = best_ms(lambda: solve(p, limit=2), args.repeat)
            assert result.status is Status.UNIQUE
            ours.append(ms)
            ms, (count, first) = best_ms(lambda: naive_solve(p, args.backend), args.repeat)
            assert count == 1 and first == result.solution, "the baseline disagrees"
            naive.append(ms)
            ms, path = best_ms(lambda: logic.solve_path(p), 1)
            logic_ms.append(ms)
            if path.solved:
                assert path.values == result.solution
                solved += 1
        med = statistics.median
        print(
            f"| {n} x {n} | {len(puzzles)} | {med(givens):.0f} | {med(ours):.2f} | {max(ours):.2f} | {med(naive):.2f} "
            f"| {med(naive) / med(ours):.1f} | {med(logic_ms):.0f} | {solved}/{len(puzzles)} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
