"""A compartment of 10 or more cells is read as a matching of its cells to a straight's digits
(comp_fill's MATCHING_FROM): the same answer as the sets of digits every run of cells can take,
which grow as 2^L (a blank 16-cell compartment took 0.3 s a call, and ``str8ts rate`` of a blank
16 x 16 Str8ts over a minute)."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.kinds.str8ts.logic import analysis


def _both(monkeypatch, L: int, masks: tuple[int, ...], starts: int):
    answers = []
    for first in (99, 2):  # the digit sets alone, then the matching for every length
        monkeypatch.setattr(analysis, "MATCHING_FROM", first)
        analysis.comp_fill.cache_clear()
        answers.append(analysis.comp_fill(L, masks, starts))
    analysis.comp_fill.cache_clear()
    return answers


@pytest.mark.parametrize("seed", range(4))
def test_the_matching_gives_what_the_digit_sets_give(monkeypatch, seed: int) -> None:
    rng = random.Random(seed)
    pruned = 0
    for _ in range(300):
        L = rng.randint(2, 11)
        n = rng.choice([n for n in (9, 12, 16) if n >= L])
        p = rng.choice([0.3, 0.5, 0.8, 1.0])
        masks = tuple(sum(1 << d for d in range(1, n + 1) if rng.random() < p) or 1 << rng.randint(1, n) for _ in range(L))
        starts = sum(1 << s for s in range(1, n - L + 2))
        dp, matched = _both(monkeypatch, L, masks, starts)
        assert matched == dp, (L, masks)
        pruned += bool(dp[0]) and dp[1] != masks
    assert pruned > 50  # (positions where some candidate is in no filling: the test has teeth)


def test_a_blank_sixteen_cell_compartment_is_answered_by_the_matching() -> None:
    full = sum(1 << d for d in range(1, 17))
    analysis.comp_fill.cache_clear()
    fill, support = analysis.comp_fill(16, (full,) * 16, 1 << 1)
    assert fill == 1 << 1 and support == (full,) * 16
    assert analysis._matched_support([0b110, 0b110, 0b110]) is None  # three cells, two digits
    assert analysis._matched_support([0b010, 0b110, 0b1110]) == [0b010, 0b100, 0b1000]
