"""Helpers shared by the benchmark scripts."""

from __future__ import annotations

import statistics


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

