"""Bit tables about straights, shared by the candidate propagation and the human logic.

Masks use bit d for digit d (bit 0 unused); a set of straight *starts* uses bit s for the
straight s..s+L-1. Each table is indexed ``[L][mask]`` for compartments of L cells:

* ``MEETS[L][m]``: starts s whose range [s, s+L-1] contains some digit of m;
* ``COVERS[L][u]``: starts s whose whole range [s, s+L-1] lies in u;
* ``SPREAD[L][st]``: digits in at least one range of the starts in st (union of ranges);
* ``COMMON[L][st]``: digits in every range of the starts in st (intersection; 0 if st is empty).

Rows are dicts filled on first use, so boards up to 16 x 16 cost nothing until they are seen,
and a lookup is a plain dict hit afterwards.
"""

from __future__ import annotations

from typing import Callable

from str8ts_gui.core.puzzle import MAX_SIZE

__all__ = ["MEETS", "COVERS", "SPREAD", "COMMON", "range_mask"]

_LIMIT = (1 << (MAX_SIZE + 1)) - 1


def range_mask(lo: int, hi: int) -> int:
    """Digits lo..hi (0 if empty)."""
    if lo > hi:
        return 0
    return (1 << (hi + 1)) - (1 << lo)


def _meets(length: int, m: int) -> int:
    down = 0
    for k in range(length):
        down |= m >> k
    return down & ~1


def _covers(length: int, m: int) -> int:
    all_ = m
    for k in range(length):
        all_ &= m >> k
    return all_ & ~1


def _spread(length: int, st: int) -> int:
    up = 0
    for k in range(length):
        up |= st << k
    return up & _LIMIT & ~1


def _common(length: int, st: int) -> int:
    st &= ~1
    if not st:
        return 0
    smin = (st & -st).bit_length() - 1
    smax = st.bit_length() - 1
    hi = min(smin + length - 1, MAX_SIZE)
    return range_mask(smax, hi)


class _Row(dict):
    """One table row: computes and remembers a mask's entry on first lookup."""

    __slots__ = ("length", "fn")

    def __init__(self, length: int, fn: Callable[[int, int], int]) -> None:
        super().__init__()
        self.length = length
        self.fn = fn

    def __missing__(self, m: int) -> int:
        value = self[m] = self.fn(self.length, m)
        return value


def _table(fn: Callable[[int, int], int]) -> list[_Row]:
    return [_Row(length, fn) for length in range(MAX_SIZE + 1)]


MEETS = _table(_meets)
COVERS = _table(_covers)
SPREAD = _table(_spread)
COMMON = _table(_common)
