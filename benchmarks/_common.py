"""Helpers shared by the benchmark scripts."""

from __future__ import annotations

import argparse
import csv
import shutil
import statistics
import sys
import sysconfig
from pathlib import Path


def installed_script(name: str) -> str | None:
    """The console script ``name`` installed for the Python that runs the benchmark (what users
    run), else the one on PATH. Not a version manager's shim that may come first on PATH (pyenv's
    is a shell script that starts ``pyenv exec``, 0.1-0.3 s of its own): baselines run that
    Python directly."""
    for folder in (sysconfig.get_path("scripts"), str(Path(sys.executable).parent)):
        script = Path(folder) / name
        if script.is_file():
            return str(script)
    return shutil.which(name)


def summary(times: list[float]) -> tuple[float, float, float]:
    """Median, 95th percentile and maximum of a list of timings."""
    ts = sorted(times)
    p95 = ts[min(len(ts) - 1, int(round(0.95 * (len(ts) - 1))))]
    return statistics.median(ts), p95, ts[-1]


def first_two_models(s, n: int, is_cell_var) -> tuple[int, list[int] | None]:
    """Solve, block the model's cell variables, solve again, with cell variables numbered
    ``(cell * n + digit - 1) + 1`` (the naive encodings): (solutions found, first values)."""
    count, first = 0, None
    while count < 2 and s.solve():
        true = [v for v in s.get_model() if v > 0 and is_cell_var(v)]
        if first is None:
            first = [0] * (n * n)
            for v in true:
                i, d = divmod(v - 1, n)
                first[i] = d + 1
        count += 1
        s.add_clause([-v for v in true])
    s.delete()
    return count, first


def corpus_parser(description: str, default_corpus: Path) -> argparse.ArgumentParser:
    """The options every corpus benchmark takes: --corpus, --limit, --repeat."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--corpus", type=Path, default=default_corpus)
    ap.add_argument("--limit", type=int, default=0, help="only the first N puzzles")
    ap.add_argument("--repeat", type=int, default=3, help="best of R runs per puzzle")
    return ap


def read_rows(args) -> list[dict[str, str]] | None:
    """The corpus rows (the first --limit of them), or None when the file is missing (said on stderr)."""
    import sys

    if not args.corpus.is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return None
    with args.corpus.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    return rows[: args.limit] if args.limit else rows

