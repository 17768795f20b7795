"""Benchmark: solve by logic and grade every published daily; compare with the published grades.

Run on purpose (not part of the tests):

    python benchmarks/logic.py [--corpus PATH] [--limit N] [--samples] [--calibrate]

Prints, for the graded daily corpus: how many puzzles logic alone solved to the published solution,
exact and within-one grade accuracy, the confusion matrix (markdown), time per puzzle (median, p95,
max, in ms) and how often each strategy was needed. ``--samples`` also runs the mixed sample
corpus (other sources, larger and harder puzzles; sizes above 9 are skipped). ``--calibrate``
prints the score thresholds that would maximise the exact accuracy on this corpus (the ones in
``str8ts_gui/kinds/str8ts/logic/path.py`` came from it).
"""

from __future__ import annotations

import argparse
import csv
import gc
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _common import summary  # noqa: E402

from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.kinds.str8ts.logic import GRADES, STRATEGIES, solve_path  # noqa: E402
from str8ts_gui.kinds.str8ts.logic.path import EXTREME_LEVEL, EXTREME_LEVEL_SCORE, EXTREME_SCORE, GRADE_THRESHOLDS  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_CORPUS = CORPUS / "str8ts_daily_2019_2021.tsv"
SAMPLES = CORPUS / "str8ts_samples.tsv"


def read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def run(puzzle, solution: str | None):
    t0 = time.perf_counter()
    path = solve_path(puzzle)
    ms = (time.perf_counter() - t0) * 1000.0
    right = None
    if solution:
        sol = parse_line(solution).clues
        right = path.solved and all(path.grid.values[i] == sol[i] for i in puzzle.white_cells())
    return path, ms, right


def calibrate(scores: list[int], grades: list[int]) -> tuple[tuple[int, int, int], float]:
    """Thresholds t1 <= t2 <= t3 maximising exact accuracy over the four graded levels."""
    values = sorted(set(scores)) + [max(scores) + 1]
    best = (-1.0, (0, 0, 0))
    count = len(scores)
    # per candidate threshold, counts by grade of scores below it
    for a, t1 in enumerate(values):
        for b, t2 in enumerate(values[a:], a):
            for t3 in values[b:]:
                hit = 0
                for s, g in zip(scores, grades):
                    k = (s >= t1) + (s >= t2) + (s >= t3)
                    hit += k == g
                if hit / count > best[0]:
                    best = (hit / count, (t1, t2, t3))
    return best[1], best[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles")
    ap.add_argument("--samples", action="store_true", help="also run str8ts_samples.tsv")
    ap.add_argument("--calibrate", action="store_true", help="fit the grade thresholds to this corpus")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    rows = read(args.corpus)
    if args.limit:
        rows = rows[: args.limit]

    gc.collect()
    times, scores, published = [], [], []
    solved = right = 0
    confusion: Counter = Counter()
    used: Counter = Counter()
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        path, ms, ok = run(puzzle, r["solution"])
        times.append(ms)
        solved += path.solved
        right += bool(ok)
        scores.append(path.score)
        published.append(GRADES.index(r["grade"]))
        confusion[r["grade"], path.grade or "not solved"] += 1
        for name in path.counts():
            used[name] += 1

    total = len(rows)
    exact = sum(confusion[g, g] for g in GRADES)
    within = sum(
        c for (pub, got), c in confusion.items() if got in GRADES and abs(GRADES.index(pub) - GRADES.index(got)) <= 1
    )
    med, p95, mx = summary(times)
    print(f"{total} puzzles from {args.corpus.name}")
    print(f"solved by logic alone: {solved}/{total}; to the published solution: {right}/{total}")
    print(f"grade exact: {exact}/{total} = {exact / total:.1%}; within one level: {within}/{total} = {within / total:.1%}")
    print(f"time per puzzle: median {med:.1f} ms, p95 {p95:.1f} ms, max {mx:.1f} ms")
    print(
        f"score thresholds in use: Moderate from {GRADE_THRESHOLDS[0]}, Tough from {GRADE_THRESHOLDS[1]}, "
        f"Diabolical from {GRADE_THRESHOLDS[2]}; Extreme from {EXTREME_SCORE} "
        f"(or from {EXTREME_LEVEL_SCORE} with a level-{EXTREME_LEVEL} strategy)"
    )
    print()
    cols = list(GRADES) + ["not solved"]
    print("| published \\ ours | " + " | ".join(cols) + " | total |")
    print("|---|" + "---:|" * (len(cols) + 1))
    for g in GRADES[:4]:
        line = [confusion[g, c] for c in cols]
        print(f"| {g} | " + " | ".join(str(x) for x in line) + f" | {sum(line)} |")
    print()
    print("| strategy | level | puzzles that needed it |")
    print("|---|---:|---:|")
    for s in STRATEGIES:
        print(f"| {s.name} | {s.level} | {used[s.name]} |")

    if args.calibrate:
        (t1, t2, t3), acc = calibrate(scores, published)
        print()
        print(f"best thresholds for this corpus: {t1}, {t2}, {t3} (exact {acc:.1%})")
        # two-fold check that three thresholds do not overfit: fit on one half, test on the other
        # (the corpus cycles through the grades day by day, so the halves are alternate blocks of 4)
        half = [(k // 4) % 2 for k in range(len(scores))]
        for fit in (0, 1):
            fs = [x for x, h in zip(scores, half) if h == fit]
            fg = [x for x, h in zip(published, half) if h == fit]
            (a, b, c), _ = calibrate(fs, fg)
            ts = [(x, g) for x, g, h in zip(scores, published, half) if h != fit]
            hits = sum(((x >= a) + (x >= b) + (x >= c)) == g for x, g in ts)
            print(f"fitted on half {fit + 1} ({a}, {b}, {c}): exact {hits / len(ts):.1%} on the other half")

    if args.samples and SAMPLES.is_file():
        print()
        srows = read(SAMPLES)
        stimes, ssolved, swrong, tried = [], 0, 0, 0
        grades: Counter = Counter()
        for r in srows:
            try:
                puzzle = parse_line(r["puzzle"])
            except PuzzleFormatError:
                continue  # boards above 9 x 9
            if not r["solution"]:
                continue  # several solutions: logic cannot finish them
            tried += 1
            path, ms, ok = run(puzzle, r["solution"])
            stimes.append(ms)
            ssolved += path.solved
            swrong += path.solved and not ok
            grades[path.grade or "not solved"] += 1
        med, p95, mx = summary(stimes)
        print(f"{SAMPLES.name}: {tried} unique puzzles up to 9 x 9, solved by logic {ssolved}, wrong {swrong}")
        print("grades: " + ", ".join(f"{g} {grades[g]}" for g in list(GRADES) + ["not solved"]))
        print(f"time per puzzle: median {med:.1f} ms, p95 {p95:.1f} ms, max {mx:.1f} ms")
    return 0 if right == total else 1


if __name__ == "__main__":
    sys.exit(main())
