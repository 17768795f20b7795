"""Benchmark: how faithfully ``rate`` reproduces Sudoku Explainer's own ER, EP and ED.

Run on purpose (not part of the tests):

    python benchmarks/se_fidelity.py [--corpus PATH] [--limit N] [--set tuning|held-out|both]

The corpus ``sudoku_exchange.tsv`` carries, per puzzle, what Sudoku Explainer's ``serate``
(1to9only/SudokuExplainer, commit b1f9ed4) says: ``se_er`` (the rating), ``se_ep``, ``se_ed``.
The puzzles are split once and for all into a **tuning** set and a **held-out** set by a hash
of the puzzle string: a puzzle is held out when the first byte of the SHA-256 of its 81
characters is odd (:func:`held_out`), about half of them. Work on the rater looked only at
tuning puzzles; the held-out ones are for measuring.

Per set it prints: puzzles, solved by logic (to the published solution), rating equal to SE's
ER (to 0.1), within 0.5 of it, grade equal to the bucket of SE's ER (Easy < 1.5, Medium
1.5-2.4, Hard 2.5-3.7, Fiendish 3.8-4.9, Diabolical >= 5.0), the Pearson correlation of rating
and ER, EP and ED equal to SE's, and the time of ``rate`` per puzzle (median, p95, max in ms,
the uniqueness check included) beside the time of the SAT solver's ``solve(puzzle, limit=2)``
in the same run (the baseline: ``rate`` median / solve median). Then, per SE rating band, how
many puzzles and how many equal, and the mismatches of the tuning set (ER, ours, the hardest
step).

``--generated`` (default ``benchmarks/se_generated.txt``) adds a third set the rater was never
looked at against while it was written: 130 puzzles of our own generator (the library's 50 and
80 more), each with the ER/EP/ED that SE's ``serate``, built from the same source, gives; so the
Fiendish grade (3.8-4.9), which the corpus lacks, is measured too. ``--generated ''`` skips it.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import read_rows, summary  # noqa: E402

from str8ts_gui.kinds.sudoku.formats import parse_line  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import GRADES, grade_of, rate, solve_path  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "sudoku_exchange.tsv"
DEFAULT_GENERATED = ROOT / "benchmarks" / "se_generated.txt"
BANDS = ((0.0, 1.5), (1.5, 2.5), (2.5, 3.8), (3.8, 5.0), (5.0, 6.5), (6.5, 7.5), (7.5, 8.5), (8.5, 99.0))


def held_out(puzzle: str) -> bool:
    """The fixed split: held out when the SHA-256 of the puzzle string starts with an odd byte."""
    return hashlib.sha256(puzzle.encode("ascii")).digest()[0] % 2 == 1


def pearson(xs: list[float], ys: list[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else float("nan")


def measure(rows: list[dict[str, str]]) -> dict:
    out = {"n": len(rows), "solved": 0, "equal": 0, "within": 0, "grade": 0, "ep": 0, "ed": 0}
    ours, theirs, ms, sat_ms = [], [], [], []
    bands: Counter = Counter()
    misses = []
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        er, ep, ed = float(r["se_er"]), float(r["se_ep"]), float(r["se_ed"])
        gc.collect()
        t0 = time.perf_counter()
        solve(puzzle, limit=2)
        sat_ms.append((time.perf_counter() - t0) * 1000.0)
        t0 = time.perf_counter()
        rating = rate(puzzle)
        ms.append((time.perf_counter() - t0) * 1000.0)
        out["solved"] += rating.solved and list(rating.values) == solution
        equal = abs(rating.rating - er) < 0.05
        out["equal"] += equal
        out["within"] += abs(rating.rating - er) <= 0.5 + 1e-9
        out["grade"] += rating.grade == grade_of(er)
        out["ep"] += abs(rating.ep - ep) < 0.05
        out["ed"] += abs(rating.ed - ed) < 0.05
        ours.append(rating.rating)
        theirs.append(er)
        band = next(b for b in BANDS if b[0] <= er < b[1])
        bands[band, "n"] += 1
        bands[band, "equal"] += equal
        if not equal:
            misses.append((r["puzzle"], er))
    out["pearson"] = pearson(ours, theirs)
    out["ms"] = summary(ms)
    out["sat_ms"] = statistics.median(sat_ms)
    out["bands"] = bands
    out["misses"] = misses
    return out


def read_generated(path: Path) -> list[dict[str, str]]:
    """Rows like the corpus's from lines ``puzzle ER/EP/ED`` (``#`` comments); the solution
    from the SAT solver."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        puzzle, ratings = line.split()
        er, ep, ed = ratings.split("/")
        sol = solve(parse_line(puzzle), limit=1).solutions[0]
        rows.append({"puzzle": puzzle, "solution": "".join(map(str, sol)), "se_er": er, "se_ep": ep, "se_ed": ed})
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles of the corpus")
    ap.add_argument("--set", choices=("tuning", "held-out", "both"), default="both")
    ap.add_argument("--generated", default=str(DEFAULT_GENERATED), help="puzzle and SE's ER/EP/ED a line ('' to skip)")
    args = ap.parse_args(argv)
    rows = read_rows(args)
    if rows is None:
        return 2
    sets = {"tuning": [r for r in rows if not held_out(r["puzzle"])], "held-out": [r for r in rows if held_out(r["puzzle"])]}
    names = list(sets) if args.set == "both" else [args.set]
    results = {}
    for name in names:
        if sets[name]:
            results[name] = measure(sets[name])
    if args.generated:
        results["generated"] = measure(read_generated(Path(args.generated)))
    if not results:
        print("no puzzles to measure", file=sys.stderr)
        return 2
    print(f"{args.corpus.name} split by SHA-256 of the puzzle; generated: {args.generated or '-'}")
    print()
    print("| set | puzzles | solved by logic | rating = ER | within 0.5 | grade = bucket of ER | Pearson | EP = SE | ED = SE | rate median ms | p95 ms | max ms | solve median ms | rate / solve |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, res in results.items():
        n = res["n"]
        med, p95, mx = res["ms"]

        def pct(k):
            return f"{res[k]} ({res[k] / n:.1%})"

        print(
            f"| {name} | {n} | {pct('solved')} | {pct('equal')} | {pct('within')} | {pct('grade')} | {res['pearson']:.4f} "
            f"| {pct('ep')} | {pct('ed')} | {med:.1f} | {p95:.0f} | {mx:.0f} | {res['sat_ms']:.2f} | {med / res['sat_ms']:.1f}x |"
        )
    print()
    print("| SE rating | " + " | ".join(f"{name} puzzles | {name} equal" for name in results) + " |")
    print("|---|" + "---:|---:|" * len(results))
    for band in BANDS:
        cells = []
        for res in results.values():
            n, eq = res["bands"][band, "n"], res["bands"][band, "equal"]
            cells += [str(n), f"{eq} ({eq / n:.0%})" if n else "-"]
        hi = "up" if band[1] > 50 else f"{band[1] - 0.1:.1f}"
        print(f"| {band[0]:.1f}-{hi} | " + " | ".join(cells) + " |")
    tuning = results.get("tuning")
    if tuning and tuning["misses"]:
        print()
        print("tuning-set mismatches (SE ER, ours, hardest step):")
        for line, er in tuning["misses"][:40]:
            path = solve_path(parse_line(line), unique=True)
            top = path.hardest()
            print(f"  {line}  {er}  {path.rating}  {top.strategy if top else '-'}")
    print()
    print("grades: " + ", ".join(GRADES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
