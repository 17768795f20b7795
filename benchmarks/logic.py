"""Benchmark: solve by logic and grade published puzzles; compare with the published grades.

Run on purpose (not part of the tests):

    python benchmarks/logic.py [--corpus PATH ...] [--limit N] [--samples] [--calibrate]

For each corpus (default: the graded daily corpus; ``--corpus`` may be given several times, e.g.
the 2019-2021 dailies the grading was fitted to and later years it was not, or the weekly
extremes; see benchmarks/str8ts_external.py) it prints: how many puzzles logic alone solved to
the published solution, exact and within-one grade accuracy, the confusion matrix (markdown),
time per puzzle (median, p95, max, in ms) and how often each strategy was needed. A corpus
whose puzzles are all Extreme (the weekly extremes) is about solving: it also lists the puzzles
logic did not finish. ``--samples`` also runs the mixed sample corpus (other sources, larger
and harder puzzles). ``--calibrate`` fits the points per step and the grade thresholds to the
FIRST corpus (an ordinal logistic fit of the points, a naked single being 10, then the
thresholds that grade the most puzzles exactly) and checks the fit two-fold (fitted on one half,
scored on the other); the figures in ``str8ts_gui/kinds/str8ts/logic/strategies.py`` and
``path.py`` came from it (it needs numpy).
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

from str8ts_gui.kinds.str8ts.formats import parse_line  # noqa: E402
from str8ts_gui.kinds.str8ts.logic import GRADES, STRATEGIES, solve_path  # noqa: E402
from str8ts_gui.kinds.str8ts.logic.path import EXTREME_LEVEL, EXTREME_SCORE, GRADE_THRESHOLDS  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_CORPUS = CORPUS / "str8ts_daily_2019_2021.tsv"
SAMPLES = CORPUS / "str8ts_samples.tsv"
# the strategies the grade fit weighs (the dailies need no other); a naked single is worth 10
NAKED_SINGLE = "Naked single"


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


def name_of(row: dict[str, str]) -> str:
    return row.get("date") or row.get("name") or "?"


def report(label: str, rows: list[dict[str, str]]) -> tuple[bool, list[dict[str, int]], list[int]]:
    """Solve and grade ``rows``; print the figures. Returns (all solved to the published
    solution, the step counts per strategy of each puzzle, the published grade indexes)."""
    gc.collect()
    times, counts, published = [], [], []
    solved = right = 0
    stalled: list[str] = []
    confusion: Counter = Counter()
    used: Counter = Counter()
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        path, ms, ok = run(puzzle, r["solution"])
        times.append(ms)
        solved += path.solved
        right += bool(ok)
        if not path.solved:
            stalled.append(name_of(r))
        counts.append(path.counts())
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
    print(f"## {total} puzzles from {label}")
    print()
    print(f"solved by logic alone: {solved}/{total} = {solved / total:.1%}; to the published solution: {right}/{total}")
    print(f"grade exact: {exact}/{total} = {exact / total:.1%}; within one level: {within}/{total} = {within / total:.1%}")
    print(f"time per puzzle: median {med:.1f} ms, p95 {p95:.1f} ms, max {mx:.1f} ms")
    if stalled:
        print(f"not finished by logic: {', '.join(stalled)}")
    print()
    cols = list(GRADES) + ["not solved"]
    print("| published \\ ours | " + " | ".join(cols) + " | total |")
    print("|---|" + "---:|" * (len(cols) + 1))
    for g in GRADES:
        line = [confusion[g, c] for c in cols]
        if sum(line):
            print(f"| {g} | " + " | ".join(str(x) for x in line) + f" | {sum(line)} |")
    print()
    print("| strategy | level | points per step | puzzles that needed it |")
    print("|---|---:|---:|---:|")
    for s in STRATEGIES:
        print(f"| {s.name} | {s.level} | {s.difficulty} | {used[s.name]} |")
    print()
    return right == total, counts, published


# -- calibration ---------------------------------------------------------------------------------------


def fit_points(counts: list[dict[str, int]], grades: list[int]) -> dict[str, float]:
    """Points per step of each strategy the puzzles used (non-negative, a naked single 10):
    an ordinal logistic regression of the published grade on the step counts."""
    import numpy as np

    names = [s.name for s in STRATEGIES if any(c.get(s.name) for c in counts)]
    X = np.array([[c.get(n, 0) for n in names] for c in counts], float)
    y = np.array(grades)
    sd = X.std(0)
    sd[sd == 0] = 1.0
    A = X / sd
    m, K = len(names), max(grades)
    params = np.zeros(m + K)
    mom = np.zeros_like(params)
    vel = np.zeros_like(params)
    Y = np.zeros((len(y), K + 1))
    Y[np.arange(len(y)), y] = 1
    for it in range(1, 3001):  # Adam on the mean negative log-likelihood, with a little L2
        w = params[:m]
        t = np.cumsum(np.r_[params[m], np.exp(params[m + 1 :])])
        s = 1 / (1 + np.exp(-(t[None, :] - (A @ w)[:, None])))  # P(grade <= k)
        P = np.diff(np.hstack([np.zeros((len(y), 1)), s, np.ones((len(y), 1))]), axis=1) + 1e-12
        ds = s * (1 - s) * -(Y[:, :K] / P[:, :K] - Y[:, 1:] / P[:, 1:])
        g_t = ds.sum(0)
        grad = np.r_[
            -(A.T @ ds.sum(1)) + 0.02 * w,
            g_t.sum(),
            [g_t[k + 1 :].sum() * np.exp(params[m + 1 + k]) for k in range(K - 1)],
        ] / len(y)
        mom = 0.9 * mom + 0.1 * grad
        vel = 0.999 * vel + 0.001 * grad**2
        params -= 0.05 * (mom / (1 - 0.9**it)) / (np.sqrt(vel / (1 - 0.999**it)) + 1e-8)
        params[:m] = np.maximum(params[:m], 0)
    w = params[:m] / sd
    scale = 10 / w[names.index(NAKED_SINGLE)]
    return {n: float(x * scale) for n, x in zip(names, w)}


def best_thresholds(scores: list[int], grades: list[int]) -> tuple[tuple[int, int, int], float]:
    """Thresholds t1 <= t2 <= t3 maximising exact accuracy over the four graded levels (an
    exact search over the scores that occur: the hits split into one term per threshold)."""
    values = sorted(set(scores)) + [max(scores) + 1]
    below = [[0] * len(values) for _ in range(4)]  # below[g][k]: grade g with score < values[k]
    for k, v in enumerate(values):
        for s, g in zip(scores, grades):
            if s < v:
                below[g][k] += 1
    n3 = sum(1 for g in grades if g == 3)
    # hits = below0[t1] + (below1[t2] - below1[t1]) + (below2[t3] - below2[t2]) + (n3 - below3[t3])
    a = [below[0][k] - below[1][k] for k in range(len(values))]
    b = [below[1][k] - below[2][k] for k in range(len(values))]
    c = [below[2][k] - below[3][k] for k in range(len(values))]
    best_a = []  # best a[k1] with k1 <= k
    for k, x in enumerate(a):
        best_a.append((x, k) if not best_a or x > best_a[-1][0] else best_a[-1])
    best_ab = []  # best a[k1] + b[k2] with k1 <= k2 <= k
    for k, x in enumerate(b):
        cand = (best_a[k][0] + x, best_a[k][1], k)
        best_ab.append(cand if not best_ab or cand[0] > best_ab[-1][0] else best_ab[-1])
    top, k1, k2, k3 = max((best_ab[k][0] + c[k], best_ab[k][1], best_ab[k][2], k) for k in range(len(values)))
    return (values[k1], values[k2], values[k3]), (top + n3) / len(scores)


def score_with(points: dict[str, float], counts: dict[str, int]) -> int:
    """A 9 x 9 path's score (``path.score_of``) from its step counts and points per step."""
    return round(sum(points.get(n, 0) * c for n, c in counts.items()))


def calibrate(counts: list[dict[str, int]], grades: list[int]) -> None:
    points = fit_points(counts, grades)
    print("## Calibration (points per step fitted, then thresholds)")
    print()
    print("| strategy | fitted points | in use |")
    print("|---|---:|---:|")
    in_use = {s.name: s.difficulty for s in STRATEGIES}
    for name, x in points.items():
        print(f"| {name} | {x:.1f} | {in_use[name]} |")
    scores = [score_with(in_use, c) for c in counts]
    (t1, t2, t3), acc = best_thresholds(scores, grades)
    print()
    print(f"with the points in use, the best thresholds: {t1}, {t2}, {t3} (exact {acc:.1%}); in use: {GRADE_THRESHOLDS}")
    # two-fold check: fit points and thresholds on one half, score the other (the corpus cycles
    # through the grades day by day, so the halves are alternate blocks of 4)
    half = [(k // 4) % 2 for k in range(len(counts))]
    for fit in (0, 1):
        fc = [c for c, h in zip(counts, half) if h == fit]
        fg = [g for g, h in zip(grades, half) if h == fit]
        p = {n: round(x) for n, x in fit_points(fc, fg).items()}
        (a, b, c), _ = best_thresholds([score_with(p, x) for x in fc], fg)
        test = [(score_with(p, x), g) for x, g, h in zip(counts, grades, half) if h != fit]
        hits = sum(((s >= a) + (s >= b) + (s >= c)) == g for s, g in test)
        near = sum(abs((s >= a) + (s >= b) + (s >= c) - g) <= 1 for s, g in test)
        print(
            f"fitted on half {fit + 1} ({a}, {b}, {c}): exact {hits / len(test):.1%}, "
            f"within one {near / len(test):.1%} on the other half"
        )
    print()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, action="append", help="a corpus TSV (several allowed)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles of each corpus")
    ap.add_argument("--samples", action="store_true", help="also run str8ts_samples.tsv")
    ap.add_argument("--calibrate", action="store_true", help="fit points and thresholds to the first corpus")
    args = ap.parse_args(argv)
    corpora = args.corpus or [DEFAULT_CORPUS]
    for path in corpora:
        if not path.is_file():
            print(f"corpus not found: {path}", file=sys.stderr)
            return 2
    print(
        f"grading in use: points per step (table below), scaled to 9 x 9; Moderate from "
        f"{GRADE_THRESHOLDS[0]}, Tough from {GRADE_THRESHOLDS[1]}, Diabolical from {GRADE_THRESHOLDS[2]}; "
        f"Extreme with a strategy of tier {EXTREME_LEVEL} or more, or from {EXTREME_SCORE}"
    )
    print()
    ok = True
    first = None
    for path in corpora:
        rows = read(path)
        if args.limit:
            rows = rows[: args.limit]
        good, counts, published = report(path.name, rows)
        ok &= good
        if first is None:
            first = (counts, published)
    if args.calibrate and first is not None:
        calibrate(*first)

    if args.samples and SAMPLES.is_file():
        srows = read(SAMPLES)
        stimes, ssolved, swrong, tried = [], 0, 0, 0
        grades: Counter = Counter()
        for r in srows:
            if not r["solution"]:
                continue  # several solutions: logic cannot finish them
            puzzle = parse_line(r["puzzle"])
            tried += 1
            path, ms, ok_one = run(puzzle, r["solution"])
            stimes.append(ms)
            ssolved += path.solved
            swrong += path.solved and not ok_one
            grades[path.grade or "not solved"] += 1
        med, p95, mx = summary(stimes)
        print(f"## {SAMPLES.name}: {tried} unique puzzles (5 x 5 to 13 x 13), solved by logic {ssolved}, wrong {swrong}")
        print()
        print("grades: " + ", ".join(f"{g} {grades[g]}" for g in list(GRADES) + ["not solved"]))
        print(f"time per puzzle: median {med:.1f} ms, p95 {p95:.1f} ms, max {mx:.1f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
