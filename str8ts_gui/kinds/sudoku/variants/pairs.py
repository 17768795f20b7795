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

Rules over every orthogonally touching pair (:func:`orthogonal_pairs`) but those carrying a mark
(:func:`unmarked_pairs`: non-consecutive beside Kropki dots, the negative constraints "every
black dot given" and "every X and V given") forbid a few digit pairs: :func:`prune_forbidden`
and :func:`encode_forbidden` work from a table of the *forbidden* partners, and
:class:`UnmarkedPairs` is the base of such a rule.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, ClassVar, Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder

__all__ = [
    "TablePair", "UnmarkedPairs", "check_cells", "encode_conflict", "encode_forbidden", "encode_support", "neg",
    "orthogonal_pairs", "prune_forbidden", "prune_pair", "relation_table", "supported", "unmarked_pairs",
]

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


# -- every touching pair but the marked ones ---------------------------------------------------


@lru_cache(maxsize=16)
def orthogonal_pairs(n: int) -> tuple[tuple[int, int], ...]:
    """Every pair of orthogonally touching cells of an n x n board, once, lower index first."""
    out = []
    for i in range(n * n):
        r, c = divmod(i, n)
        if c + 1 < n:
            out.append((i, i + 1))
        if r + 1 < n:
            out.append((i, i + n))
    return tuple(out)


def unmarked_pairs(n: int, constraints: Sequence[Constraint], marks: frozenset[str]) -> tuple[tuple[int, int], ...]:
    """The :func:`orthogonal_pairs` of an n x n board that carry no two-cell rule whose ``rule``
    name is in ``marks`` (``{"kropki"}``: the pairs without a dot of either colour), in the
    same order."""
    if not any(c.rule in marks for c in constraints):
        return orthogonal_pairs(n)
    return _unmarked(n, tuple(constraints), marks)


@lru_cache(maxsize=32)
def _unmarked(n: int, constraints: tuple[Constraint, ...], marks: frozenset[str]) -> tuple[tuple[int, int], ...]:
    marked = {tuple(sorted(c.area())) for c in constraints if c.rule in marks}
    return tuple(p for p in orthogonal_pairs(n) if p not in marked)


def prune_forbidden(masks: list[int], pairs: Sequence[tuple[int, int]], forbidden: Sequence[int]) -> bool | None:
    """Remove, in each cell of ``pairs``, the digits d whose touching cell holds only forbidden
    partners of d (``forbidden[d]``, a mask); True when something changed, None when a cell is
    left with nothing. Only a cell with at most as many digits as a digit has forbidden
    partners can take one away, so the others are skipped."""
    most = max(bin(f).count("1") for f in forbidden)
    if not most:
        return False
    changed = False
    for a, b in pairs:
        for x, y in ((a, b), (b, a)):
            my = masks[y]
            if my.bit_count() > most:
                continue
            mx = masks[x]
            keep = mx
            for d in range(1, len(forbidden)):
                if mx >> d & 1 and not my & ~forbidden[d]:
                    keep &= ~(1 << d)
            if keep != mx:
                if not keep:
                    return None
                masks[x] = keep
                changed = True
    return changed


def encode_forbidden(enc: Encoder, a: int, b: int, forbidden: Sequence[int]) -> None:
    """One binary clause ``-x(a, d) or -x(b, e)`` per forbidden pair (``forbidden[d]``: the mask
    of the e that may not touch d); the conflict encoding written from the few forbidden pairs."""
    lit, clause = enc.lit, enc.clause
    for d in enc.digits(a):
        partners = forbidden[d]
        if not partners:
            continue
        not_a = neg(lit(a, d))
        if not_a is True:
            continue
        for e in range(1, len(forbidden)):
            if partners >> e & 1:
                other = lit(b, e)
                if other is not False:
                    clause([not_a, neg(other)])


class UnmarkedPairs(Constraint):
    """The base of a global rule forbidding some digit pairs on every orthogonally touching pair
    without one of the marks ``marks`` (rule names) between them: the negative constraints.
    Subclasses give ``marks``, ``forbidden(n)`` (a table of masks, index 0 unused),
    ``violation`` (the :class:`Violation` kind) and ``_broken(da, db)`` (the end of the
    checker's sentence)."""

    marks: ClassVar[frozenset[str]] = frozenset()
    violation: ClassVar[str] = ""
    is_global = True

    def forbidden(self, n: int) -> tuple[int, ...]:
        raise NotImplementedError

    def _broken(self, da: int, db: int) -> str:
        raise NotImplementedError

    def pairs(self, puzzle: Puzzle) -> tuple[tuple[int, int], ...]:
        return unmarked_pairs(puzzle.size, puzzle.constraints, self.marks)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        table = self.forbidden(n)
        out = []
        for a, b in self.pairs(puzzle):
            da, db = values[a], values[b]
            if da and db and 1 <= da <= n and table[da] >> db & 1:
                out.append(Violation(self.violation, (a, b), None, f"{cell_name(a, n)} and {cell_name(b, n)} {self._broken(da, db)}"))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_forbidden(masks, self.pairs(puzzle), self.forbidden(puzzle.size))

    def encode(self, enc: Encoder) -> None:
        if enc.puzzle is None:
            raise ValueError(f"{self.title}: the encoder needs the puzzle (its marks say which pairs are exempt)")
        table = self.forbidden(enc.n)
        for a, b in self.pairs(enc.puzzle):
            encode_forbidden(enc, a, b, table)
