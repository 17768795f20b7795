"""Times the z3-based ``str8ts-solver`` (PyPI) on puzzles; run by benchmarks/solve.py.

It needs Python 3.12+, so solve.py starts it under such an interpreter. Reads lines
``REPEAT<TAB>PUZZLE`` on stdin and prints ``MS<TAB>COUNT<TAB>SOLUTION`` per puzzle (best of
REPEAT). Solve-and-prove-unique with the package's own model: its solver finds a solution, then
the same z3 solver checks again with that solution excluded (as we do with ours).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import z3  # noqa: E402
from str8ts_solver import solver as zs  # noqa: E402

from str8ts_gui.kinds.str8ts.formats import parse_line, values_line  # noqa: E402


def solve_unique(puzzle) -> tuple[int, list[int] | None]:
    n = puzzle.size
    blocked = {(i % n, i // n) for i in range(n * n) if puzzle.black[i]}
    known = {(i % n, i // n): v for i, v in enumerate(puzzle.clues) if v}
    unknowns, s = zs._create_solver((n, n), blocked, known)
    if s.check() != z3.sat:
        return 0, None
    found = zs._read_solution(unknowns, s)
    s.add(z3.Or([unknowns[p] != v for p, v in found.items()]))
    count = 1 if s.check() == z3.unsat else 2
    values = [found.get((i % n, i // n), 0) for i in range(n * n)]
    return count, values


def main() -> int:
    for line in sys.stdin:
        repeat, text = line.rstrip("\n").split("\t")
        puzzle = parse_line(text)
        best = float("inf")
        for _ in range(int(repeat)):
            t0 = time.perf_counter()
            count, values = solve_unique(puzzle)
            best = min(best, time.perf_counter() - t0)
        solution = values_line(puzzle, values) if values else "-"
        print(f"{best * 1000:.4f}\t{count}\t{solution}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
