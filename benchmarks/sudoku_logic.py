"""Benchmark: solve by human logic and grade every Sudoku of the Sudoku Exchange corpus; compare
with its published Sukaku Explainer buckets.

Run on purpose (not part of the tests):

    python benchmarks/sudoku_logic.py [--corpus PATH] [--limit N] [--every K] [--check] [--calibrate]

Prints, per published bucket (Easy < 1.5, Medium 1.5-2.4, Hard 2.5-3.7, Fiendish 3.8-4.9,
Diabolical >= 5.0): how many puzzles logic alone solved (to the published solution), how often
our grade equals the bucket and is within one of it, and the median time per puzzle; then the
confusion matrix (markdown), the time per puzzle overall (median, p95, max, in ms) and how often
each technique was the hardest step of a path. ``--check`` also checks every step of every path
against the published solution (no placement of a wrong digit, no elimination of the true one).
``--calibrate`` prints the rating thresholds that would maximise the exact accuracy against the
published buckets (the grades use the buckets themselves: the rating is Sudoku Explainer's own,
and ``benchmarks/se_fidelity.py`` measures it against SE's ER, EP and ED). ``--every K`` takes
every K-th puzzle.
"""

from __future__ import annotations

import argparse
import csv
import gc
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import summary  # noqa: E402

from str8ts_gui.kinds.sudoku.formats import parse_line  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import GRADES, STRATEGIES, CandidateGrid, apply, solve_path  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.path import GRADE_THRESHOLDS  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "sudoku_exchange.tsv"


def read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def check_steps(path, solution: list[int]) -> str | None:
    """The first step that contradicts the solution, as text, or None."""
    g = CandidateGrid.from_puzzle(path.puzzle)
    for k, step in enumerate(path.steps):
        for i, d in step.placements:
            if solution[i] != d:
                return f"step {k + 1} places {d} in cell {i}: {step}"
        for i, d in step.eliminations:
            if solution[i] == d:
                return f"step {k + 1} removes the true {d} from cell {i}: {step}"
        g = apply(g, step)
    return None


def calibrate(ratings: list[float], buckets: list[int]) -> tuple[tuple[float, ...], float]:
    """Thresholds t1 <= t2 <= t3 <= t4 on the ratings maximising the exact accuracy."""
    values = sorted(set(ratings)) + [max(ratings) + 0.1]
    best = (-1.0, ())
    # coordinate search from the bucket bounds: each threshold in turn, best value, until stable
    ts = list(GRADE_THRESHOLDS)

    def acc(t):
        return sum(sum(1 for x in t if r >= x - 1e-9) == b for r, b in zip(ratings, buckets)) / len(ratings)

    changed = True
    while changed:
        changed = False
        for j in range(4):
            lo = ts[j - 1] if j else 0.0
            hi = ts[j + 1] if j < 3 else 99.0
            for v in values:
                if lo <= v <= hi:
                    trial = ts[:j] + [v] + ts[j + 1 :]
                    a = acc(trial)
                    if a > best[0] + 1e-12:
                        best = (a, tuple(trial))
                        ts = trial
                        changed = True
    return best[1], best[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles (after --every)")
    ap.add_argument("--every", type=int, default=1, help="take every K-th puzzle")
    ap.add_argument("--check", action="store_true", help="check every step against the solution")
    ap.add_argument("--calibrate", action="store_true", help="fit the rating thresholds to this corpus")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    rows = read(args.corpus)[:: max(1, args.every)]
    if args.limit:
        rows = rows[: args.limit]

    gc.collect()
    times: list[float] = []
    by_bucket: dict[str, dict] = {g: {"n": 0, "solved": 0, "right": 0, "equal": 0, "within": 0, "ms": []} for g in GRADES}
    confusion: Counter = Counter()
    hardest: Counter = Counter()
    ratings, buckets = [], []
    unsound: list[str] = []
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        t0 = time.perf_counter()
        path = solve_path(puzzle)
        ms = (time.perf_counter() - t0) * 1000.0
        times.append(ms)
        b = by_bucket[r["grade"]]
        b["n"] += 1
        b["ms"].append(ms)
        b["solved"] += path.solved
        b["right"] += path.solved and list(path.grid.values) == solution
        if path.grade is not None:
            diff = abs(GRADES.index(path.grade) - GRADES.index(r["grade"]))
            b["equal"] += diff == 0
            b["within"] += diff <= 1
            ratings.append(path.rating)
            buckets.append(GRADES.index(r["grade"]))
        confusion[r["grade"], path.grade or "not solved"] += 1
        top = path.hardest()
        if top is not None:
            hardest[top.strategy] += 1
        if args.check:
            bad = check_steps(path, solution)
            if bad:
                unsound.append(f"{r['puzzle']}: {bad}")

    total = len(rows)
    print(f"{total} puzzles from {args.corpus.name}")
    print()
    print("| bucket | puzzles | solved by logic | grade equal | within one | median ms |")
    print("|---|---:|---:|---:|---:|---:|")
    tot = Counter()
    for g in GRADES:
        b = by_bucket[g]
        if not b["n"]:
            continue
        n = b["n"]
        med = statistics.median(b["ms"])
        print(
            f"| {g} | {n} | {b['solved']} ({b['solved'] / n:.0%}) | {b['equal']} ({b['equal'] / n:.0%}) "
            f"| {b['within']} ({b['within'] / n:.0%}) | {med:.1f} |"
        )
        for key in ("n", "solved", "right", "equal", "within"):
            tot[key] += b[key]
    med, p95, mx = summary(times)
    n = tot["n"]
    print(
        f"| all | {n} | {tot['solved']} ({tot['solved'] / n:.1%}) | {tot['equal']} ({tot['equal'] / n:.1%}) "
        f"| {tot['within']} ({tot['within'] / n:.1%}) | {med:.1f} |"
    )
    print()
    print(f"solved to the published solution: {tot['right']}/{n}")
    print(f"time per puzzle: median {med:.1f} ms, p95 {p95:.1f} ms, max {mx:.1f} ms")
    print("rating thresholds in use: " + ", ".join(f"{g} from {t}" for g, t in zip(GRADES[1:], GRADE_THRESHOLDS)))
    if args.check:
        print(f"steps checked against the solutions: {len(unsound)} unsound")
        for line in unsound[:10]:
            print("  " + line)
    print()
    cols = list(GRADES) + ["not solved"]
    print("| published \\ ours | " + " | ".join(cols) + " | total |")
    print("|---|" + "---:|" * (len(cols) + 1))
    for g in GRADES:
        line = [confusion[g, c] for c in cols]
        if sum(line):
            print(f"| {g} | " + " | ".join(str(x) for x in line) + f" | {sum(line)} |")
    print()
    print("| technique | rating | puzzles where it was the hardest step |")
    print("|---|---:|---:|")
    names = []
    for s in STRATEGIES:
        for name in s.names or (s.name,):
            if name not in names:
                names.append(name)
                print(f"| {name} | {s.difficulty} | {hardest[name]} |")

    if args.calibrate and ratings:
        ts, acc = calibrate(ratings, buckets)
        print()
        print(f"best thresholds for this corpus: {', '.join(map(str, ts))} (exact {acc:.1%} of the solved)")
    return 0 if not unsound else 1


if __name__ == "__main__":
    sys.exit(main())
