"""Helpers shared by the benchmark scripts."""

from __future__ import annotations

import statistics


def summary(times: list[float]) -> tuple[float, float, float]:
    """Median, 95th percentile and maximum of a list of timings."""
    ts = sorted(times)
    p95 = ts[min(len(ts) - 1, int(round(0.95 * (len(ts) - 1))))]
    return statistics.median(ts), p95, ts[-1]
