"""Benchmark: Suguru solve + prove unique, and logic solve, over generated puzzles 6 x 6 to 15 x 15.

Run on purpose (not part of the tests):

    python benchmarks/suguru.py [--sizes 6,8,10,12,15] [--count N] [--repeat R] [--seed S] [--backend m22]
    python benchmarks/suguru.py --generate [--sizes 12,16] [--count N] [--levels Easy,Medium]   # the generator
    python benchmarks/suguru.py --estimates                            # the Generate dialog's times
    python benchmarks/suguru.py --estimates --estimate-sizes 10 --levels Hard --seeds 10 --baseline OLD.py

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

``--generate`` times ``generate`` (one puzzle of each grade, symmetry none, seeds 1..``--count``)
on boards above 100 cells, where the layout is made by moves from a tiling, against the
**previous** generator in the same run (the same seeds and grades): a fresh SAT solve of the
whole board for every move of the layout and for every uniqueness question while givens are
removed, kept below as it was (the rest of an attempt, the givens put back and the orders of
givens a layout gets, is today's on both sides). Every puzzle made is checked unique by SAT and
graded the target.

``--estimates`` times the command ``str8ts generate --kind suguru --width N --height N
--difficulty LEVEL --symmetry none --seed S`` (seeds 1-3, ``--seeds`` for more, the command's
start included, each run stopped after 40 s up to 8 x 8 and 30 s above and for the rectangles)
for the square sizes and the rectangles of the Generate dialog, and prints its
``SUGURU_MEASURED_SECONDS``, ``SUGURU_SLOW``, ``SUGURU_GIVE_UP_SECONDS`` and
``SUGURU_MEASURED_RECTANGLES`` (``str8ts_gui/gui/library/generate_dialog.py``); each run's comment line
gives its wall-clock seconds and the command's CPU seconds. ``--levels`` keeps some grades
(the others print None). ``--baseline FILE`` times every run a second time, right after, with
the generator module at FILE in place of ours (a copy of an earlier
``kinds/suguru/generator.py``), and prints both and a line comparing them per row.
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

import subprocess  # noqa: E402

from str8ts_gui.kinds.suguru import generator, logic  # noqa: E402
from str8ts_gui.kinds.suguru.encoding import naive_encode  # noqa: E402
from str8ts_gui.kinds.suguru.generator import minimal_unique  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402
from str8ts_gui.solver.common import Status


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


# -- the previous generator (the baseline of --generate) ---------------------------------------
def _previous_mutated_layout(width, height, rng, moves=None, *, cancel=None):
    """The large-board layout as first written: a fresh SAT solve of the whole board decides
    every move."""
    from str8ts_gui.kinds.suguru.model import canonical_regions, default_regions, new_puzzle

    w, h = width, height
    n = w * h
    region = list(default_regions(w, h))
    sizes = {}
    for g in region:
        sizes[g] = sizes.get(g, 0) + 1
    solution = None
    want = moves if moves is not None else n
    done = tries = 0
    while done < want or max(sizes.values()) > 5 or solution is None:
        tries += 1
        if tries > 50 * n:
            raise RuntimeError(f"no {w} x {h} Suguru layout found")
        big = [j for j in range(n) if sizes[region[j]] > 5]
        i = rng.choice(big) if big and rng.random() < 0.8 else rng.randrange(n)
        a = region[i]
        near = [region[j] for j in generator._orth(i, w, h) if region[j] != a and sizes[region[j]] < 5]
        if sizes[a] == 1:
            continue
        if near and rng.random() < 0.85:
            b = rng.choice(near)
        else:
            b = max(sizes) + 1
            sizes[b] = 0
        if not generator._connected([j for j in range(n) if region[j] == a and j != i], w, h):
            continue
        region[i] = b
        result = solve(new_puzzle(w, h, region), limit=1)
        if result.status is Status.SOLVED:
            sizes[a] -= 1
            sizes[b] += 1
            done += 1
            solution = result.solution
        else:
            region[i] = a
    return canonical_regions(region), tuple(solution)


class _PreviousOracle:
    """Uniqueness as first asked: a fresh ``solve(limit=2)`` of the whole puzzle each time."""

    def __init__(self, w, h, regions, solution, cancel=None):
        self.w, self.h, self.regions = w, h, regions

    def unique(self, clues) -> bool:
        from str8ts_gui.kinds.suguru.model import new_puzzle

        return solve(new_puzzle(self.w, self.h, self.regions, clues), limit=2).status is Status.UNIQUE

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass


def _made(size: int, level: str, seed: int):
    """(seconds, the puzzle or None when the generator gave up)."""
    t0 = time.perf_counter()
    try:
        got = next(generator.generate(generator.Options(size=size, difficulty=level), 1, seed=seed))
    except RuntimeError:  # no puzzle of the grade in MAX_ATTEMPTS attempts
        got = None
    return time.perf_counter() - t0, got


def generate_table(sizes: list[int], count: int, levels: list[str]) -> int:
    """Ours against the previous generator, the same seeds, in turn."""
    print(f"generate, symmetry none, seeds 1-{count}, one puzzle each (seconds, in process; a run that gave up counts its time)")
    print()
    print("| size | grade | ours made | ours median s | ours max s | previous made | previous median s | previous max s | previous / ours (medians) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for n in sizes:
        for level in levels:
            ours, previous, made = [], [], [0, 0]
            for seed in range(1, count + 1):
                t, got = _made(n, level, seed)
                if got is not None:
                    assert solve(got.puzzle, limit=2).status is Status.UNIQUE
                    path = logic.solve_path(got.puzzle)
                    assert path.solved and generator.LEVELS[max(path.level, 0)] == level
                    made[0] += 1
                ours.append(t)
                saved = generator.mutated_layout, generator._oracle
                generator.mutated_layout, generator._oracle = _previous_mutated_layout, _PreviousOracle
                try:
                    t, got = _made(n, level, seed)
                finally:
                    generator.mutated_layout, generator._oracle = saved
                previous.append(t)
                made[1] += got is not None
            med = statistics.median
            print(
                f"| {n} x {n} | {level} | {made[0]}/{count} | {med(ours):.2f} | {max(ours):.2f} | {made[1]}/{count} "
                f"| {med(previous):.2f} | {max(previous):.2f} | {med(previous) / med(ours):.1f} x |",
                flush=True,
            )
    return 0


# -- the Generate dialog's estimates ------------------------------------------------------------
ESTIMATE_SIZES = (4, 5, 6, 7, 8, 10, 12, 14, 16, 20)
ESTIMATE_RECTANGLES = ((4, 6), (6, 8), (6, 9), (3, 20))


_COMMAND = "import sys; from str8ts_gui.cli.main import main; sys.exit(main())"
# the command with another generator module in place of ours (--baseline)
_BASELINE_COMMAND = (
    "import importlib.util, sys; import str8ts_gui.kinds.suguru as kind; "
    "spec = importlib.util.spec_from_file_location('str8ts_gui.kinds.suguru.generator', sys.argv.pop(1)); "
    "gen = importlib.util.module_from_spec(spec); sys.modules[spec.name] = gen; spec.loader.exec_module(gen); "
    "kind.generator = gen; " + _COMMAND
)


def _cpu_children() -> float:
    import resource

    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def _timed_generate(
    width: int, height: int, level: str, seed: int, limit: float, generator_file: str | None = None
) -> tuple[float, str, float]:
    """(seconds, "made" | "gave up" | "slow", the command's CPU seconds) of the whole command;
    with ``generator_file``, that generator module in place of ours."""
    head = [sys.executable, "-c", _COMMAND] if generator_file is None else [
        sys.executable, "-c", _BASELINE_COMMAND, str(generator_file),
    ]
    cmd = [
        *head,
        "generate", "--kind", "suguru", "--width", str(width), "--height", str(height), "--difficulty", level,
        "--symmetry", "none", "--seed", str(seed), "--jobs", "1",
    ]
    cpu = _cpu_children()
    t0 = time.perf_counter()
    try:
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:  # (a killed child's CPU is not counted: the wall time stands in)
        return time.perf_counter() - t0, "slow", time.perf_counter() - t0
    return time.perf_counter() - t0, "made" if done.returncode == 0 else "gave up", _cpu_children() - cpu


def _said(runs) -> str:
    return ", ".join(f"{t:.2f}{'' if how == 'made' else ' ' + how} (cpu {c:.2f})" for t, how, c in runs)


def _estimate_row(
    shapes, level: str, limit: float, seeds: int, baseline: str | None = None
) -> tuple[str, bool, float | None, str, list, list]:
    """(the span or None, some run slow, the give-up seconds when none was made, the runs as
    words, the runs, the baseline's runs): each run of ours, then the baseline's of the same
    seed."""
    runs, before = [], []
    for w, h in shapes:
        for seed in range(1, seeds + 1):
            runs.append(_timed_generate(w, h, level, seed, limit))
            if baseline is not None:
                before.append(_timed_generate(w, h, level, seed, limit, baseline))
    made = [t for t, how, _ in runs if how == "made"]
    slow = any(how == "slow" for _, how, _ in runs)
    gave_up = [t for t, how, _ in runs if how == "gave up"]
    span = f"({min(made):.1f}, {max(made):.1f})" if made else "None"
    return span, slow, (max(gave_up) if gave_up and not made else None), _said(runs), runs, before


def _compared(where: str, runs, before) -> str:
    """``# ... baseline: runs; medians wall a -> b s, cpu c -> d s`` (a run stopped at the time
    limit counts its limit)."""
    med = statistics.median
    return (
        f"    # {where} baseline: {_said(before)}; medians wall {med(t for t, _, _ in before):.2f} -> "
        f"{med(t for t, _, _ in runs):.2f} s, cpu {med(c for _, _, c in before):.2f} -> {med(c for _, _, c in runs):.2f} s"
    )


def estimates(
    seeds: int, sizes=ESTIMATE_SIZES, rectangles=ESTIMATE_RECTANGLES, levels=None, baseline: str | None = None
) -> int:
    print(f"# fastest and slowest of `str8ts generate --kind suguru` (symmetry none, seeds 1..{seeds}), seconds")
    if baseline is not None:
        print(f"# each run followed by the same run with the generator of {baseline} (baseline)")
    levels = levels or generator.LEVELS
    slow_cells, give_up = [], {}
    print("SUGURU_MEASURED_SECONDS = {")
    for n in sizes:
        limit = 40.0 if n <= 8 else 30.0
        cells = []
        for level in generator.LEVELS:
            if level not in levels:
                cells.append(f'"{level}": None')
                continue
            span, slow, gave, said, runs, before = _estimate_row([(n, n)], level, limit, seeds, baseline)
            cells.append(f'"{level}": {span}')
            if slow:
                slow_cells.append((n, level))
            if gave is not None:
                give_up[n] = max(give_up.get(n, 0.0), gave)
            print(f"    # {n} x {n} {level}: {said}", flush=True)
            if baseline is not None:
                print(_compared(f"{n} x {n} {level}", runs, before), flush=True)
        print(f"    {n}: {{{', '.join(cells)}}},", flush=True)
    print("}")
    print(f"SUGURU_SLOW = {set(slow_cells)!r}")
    print(f"SUGURU_GIVE_UP_SECONDS = {{{', '.join(f'{n}: {t:.1f}' for n, t in give_up.items())}}}")
    print("SUGURU_MEASURED_RECTANGLES = {")
    for short, long in rectangles:
        cells = []
        for level in generator.LEVELS:  # both ways round: W x H and H x W are laid out alike
            if level not in levels:
                cells.append(f'"{level}": None')
                continue
            span, slow, _gave, said, runs, before = _estimate_row([(short, long), (long, short)], level, 30.0, seeds, baseline)
            cells.append(f'"{level}": {span}' + (" (slow)" if slow else ""))
            print(f"    # {short} x {long} {level}: {said}", flush=True)
            if baseline is not None:
                print(_compared(f"{short} x {long} {level}", runs, before), flush=True)
        print(f"    ({short}, {long}): {{{', '.join(cells)}}},", flush=True)
    print("}")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="6,8,10,12,15")
    ap.add_argument("--count", type=int, default=4, help="puzzles per size (default 4)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--backend", default="m22", help="the naive baseline's backend (default m22)")
    ap.add_argument("--generate", action="store_true", help="time the generator against the previous one")
    ap.add_argument(
        "--levels", default=",".join(generator.LEVELS), help="--generate, --estimates: comma-separated grades (default all)"
    )
    ap.add_argument("--estimates", action="store_true", help="time the CLI for the Generate dialog's table")
    ap.add_argument(
        "--estimate-sizes", default=",".join(map(str, ESTIMATE_SIZES)),
        help="--estimates: the square sizes (default the dialog's); --no-rectangles leaves the rectangles out",
    )
    ap.add_argument("--no-rectangles", action="store_true")
    ap.add_argument("--seeds", type=int, default=3, help="--estimates: seeds 1..N (default 3)")
    ap.add_argument(
        "--baseline", metavar="FILE",
        help="--estimates: time each run again with the generator module FILE (a copy of an earlier generator.py)",
    )
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.estimates:
        shapes = [int(x) for x in args.estimate_sizes.split(",")]
        levels = args.levels.split(",")
        return estimates(
            args.seeds, shapes, () if args.no_rectangles else ESTIMATE_RECTANGLES, levels, args.baseline
        )
    if args.generate:
        return generate_table(sizes, args.count, args.levels.split(","))
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
