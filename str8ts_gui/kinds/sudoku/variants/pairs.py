"""Rules between two cells (Kropki dots, XV, non-consecutive neighbours, whispers edges): the
pruning and the two SAT encodings they share.

A relation is a symmetric function ``ok(d, e)`` of the digits of cell ``a`` and cell ``b``,
used as a table of partner masks (:func:`relation_table`) so that pruning is a few bit
operations per digit.

* :func:`prune_pair` keeps a digit of one cell only while some digit of the other cell goes
  with it (arc consistency); it is sound by construction.
* :func:`encode_support` writes, for each digit ``d`` of ``a``, the clause
  ``x(a, d) -> OR x(b, e) over the e that go with d`` and the same from ``b``'s side (the
  *support* encoding: unit propagation then keeps the pair arc consistent). Best when few
  digits go together (Kropki dots, XV, whispers).
* :func:`encode_conflict` writes one binary clause ``-x(a, d) or -x(b, e)`` per pair that does
  not go together (the *conflict* encoding). Best when few pairs are forbidden
  (non-consecutive: two per digit).
"""

from __future__ import annotations

from typing import Callable, Sequence

from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder

__all__ = ["TablePair", "check_cells", "encode_conflict", "encode_support", "neg", "prune_pair", "relation_table", "supported"]

Relation = Callable[[int, int], bool]


def check_cells(title: str, cells: object) -> None:
    """ValueError unless ``cells`` is a tuple of cell numbers (what the native file's list of
    numbers becomes); the board range is checked by the base class."""
    if not isinstance(cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in cells):
        raise ValueError(f"{title}: 'cells' must be a list of cell numbers, not {cells!r}")


def neg(lit: int | bool) -> int | bool:
    """The negation of a literal or a constant."""
    if lit is True or lit is False:
        return not lit
    return -lit


def relation_table(ok: Relation, n: int) -> tuple[int, ...]:
    """``table[d]``: the mask of the digits e with ``ok(d, e)`` (index 0 unused). Rules cache it
    per parameters; the relations here are symmetric (``ok(d, e) == ok(e, d)``)."""
    return (0, *(sum(1 << e for e in range(1, n + 1) if ok(d, e)) for d in range(1, n + 1)))


def supported(mask: int, other: int, table: Sequence[int]) -> int:
    """The digits of ``mask`` that some digit of ``other`` goes with."""
    keep = 0
    for d in range(1, len(table)):
        if mask >> d & 1 and table[d] & other:
            keep |= 1 << d
    return keep


def prune_pair(masks: list[int], a: int, b: int, table: Sequence[int]) -> bool | None:
    """Arc consistency of one pair, in place; True when something changed, None when a cell is
    left with no digit."""
    ma, mb = masks[a], masks[b]
    na = supported(ma, mb, table)
    nb = supported(mb, na, table)
    if not na or not nb:
        return None
    if na == ma and nb == mb:
        return False
    masks[a], masks[b] = na, nb
    return True


def encode_support(enc: Encoder, a: int, b: int, table: Sequence[int]) -> None:
    """Support clauses from both sides (see the module docstring)."""
    lit, clause = enc.lit, enc.clause
    for x, y in ((a, b), (b, a)):
        other = enc.digits(y)
        for d in enc.digits(x):
            partners = table[d]
            clause([neg(lit(x, d)), *(lit(y, e) for e in other if partners >> e & 1)])


def encode_conflict(enc: Encoder, a: int, b: int, table: Sequence[int]) -> None:
    """One binary clause per forbidden pair of digits (see the module docstring)."""
    lit, clause = enc.lit, enc.clause
    other = enc.digits(b)
    for d in enc.digits(a):
        partners = table[d]
        for e in other:
            if not partners >> e & 1:
                clause([neg(lit(a, d)), neg(lit(b, e))])


class TablePair(Constraint):
    """The base of a rule on two cells (its ``cells`` field) whose digits go together as its
    ``table(n)`` (:func:`relation_table`) says: pruning by :func:`prune_pair`, encoding by
    :func:`encode_support` (Kropki dots, XV)."""

    def table(self, n: int) -> tuple[int, ...]:
        raise NotImplementedError

    def prune(self, puzzle, masks: list[int]) -> bool | None:
        a, b = self.cells
        return prune_pair(masks, a, b, self.table(puzzle.size))

    def encode(self, enc: Encoder) -> None:
        a, b = self.cells
        encode_support(enc, a, b, self.table(enc.n))
