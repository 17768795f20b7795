"""Sums shared by the variant rules: feasible digit sets, exact pruning of a weighted sum over
candidate masks, and a layered (MDD-like) SAT encoding of that sum.

A *linear sum* is ``sum(weight * digit of cell) == total`` over a list of ``(cell, weight)``
terms; weights may be negative, so an arrow whose bulb reads as a number is the sum of its line
minus ``10 ** k`` times each bulb digit, equal to 0. Cells may repeat digits (little killers,
arrows): a sum says nothing about whether its cells differ.

The reachable partial sums are kept as bit sets (Python ints, bit ``s + offset`` for partial
sum ``s``): ``forward[k]`` holds the sums the first k terms can reach with their candidates,
``backward[k]`` the partial sums from which the remaining terms can still reach the total.
A digit of term k is possible exactly when some ``s`` in ``forward[k]`` has ``s + w * d`` in
``backward[k + 1]``: :func:`prune_linear` removes the others (every candidate it keeps is part
of some way to make the total, so this is the most any rule on the sum alone can remove).

:func:`encode_linear` writes one variable per layer and reachable-and-useful partial sum
(``forward[k] & backward[k]``), a *node* of a layered diagram: the first layer's only node (0)
and the last one's (the total) are constants, a layer left with a single node is the constant
True, and for each node ``s``, term ``k`` and candidate ``d``: node ``s`` and "cell holds d"
imply node ``s + w * d`` of the next layer (or are incompatible when that node does not exist).
Each layer has exactly one true node, so the helper variables are functions of the cells (the
solver's solution count is not multiplied). Redundant support clauses (a node implies a way on
and a way in, a digit implies a node it leads from and one it leads to) let unit propagation
reason backwards too. :func:`prune_distinct_groups` prunes a sum whose cells differ within
groups (a little killer's cells in one box). :func:`encode_layers` writes such a diagram for any
states and step (the sandwich's line uses it with its own states). Sums of different digits
(killer cages, the sandwich checker) use the feasible sets of :func:`digit_sets` instead.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Sequence

__all__ = [
    "digit_sets",
    "encode_layers",
    "encode_linear",
    "feasible_linear",
    "layers",
    "mask_digits",
    "prune_distinct_groups",
    "prune_linear",
    "sandwich_sets",
]


@lru_cache(maxsize=4096)
def digit_sets(n: int, size: int, total: int, lo: int = 1, hi: int = 0) -> tuple[int, ...]:
    """Masks (bit d for digit d) of every set of ``size`` different digits from ``lo`` to ``hi``
    (0: n) adding up to ``total``."""
    hi = hi or n
    return tuple(
        sum(1 << d for d in combo) for combo in combinations(range(lo, hi + 1), size) if sum(combo) == total
    )


def sandwich_sets(n: int, size: int, total: int) -> tuple[int, ...]:
    """The digit sets a sandwich of ``size`` cells between the 1 and the n can hold."""
    return digit_sets(n, size, total, 2, n - 1)


@lru_cache(maxsize=1 << 16)
def mask_digits(mask: int) -> tuple[int, ...]:
    """The digits (set bits) of a mask, ascending; cached (the sums' pruning asks again and
    again for the same few hundred masks)."""
    out = []
    d = 0
    while mask:
        if mask & 1:
            out.append(d)
        mask >>= 1
        d += 1
    return tuple(out)


def _windows(weights: Sequence[int], digit_lists: Sequence[Sequence[int]], total: int) -> list[tuple[int, int]] | None:
    """Per layer k, the interval of partial sums that can still be part of a way to the total:
    what the first k terms can reach and from where the rest can still reach the total, by
    their smallest and largest contributions alone. None when a layer has none (no way at all):
    so a sum its cells can never reach, such as an arrow whose bulb of 9 cells reads at least
    111,111,111 against a line of 2 cells, is answered before any set of partial sums is built."""
    if any(not ds for ds in digit_lists):
        return None
    lows = []
    highs = []
    for w, ds in zip(weights, digit_lists):
        a, b = w * min(ds), w * max(ds)
        if a > b:
            a, b = b, a
        lows.append(a)
        highs.append(b)
    m = len(weights)
    rest_lo, rest_hi = sum(lows), sum(highs)
    done_lo = done_hi = 0
    out = []
    for k in range(m + 1):
        lo, hi = max(done_lo, total - rest_hi), min(done_hi, total - rest_lo)
        if lo > hi:
            return None
        out.append((lo, hi))
        if k < m:
            done_lo, done_hi = done_lo + lows[k], done_hi + highs[k]
            rest_lo, rest_hi = rest_lo - lows[k], rest_hi - highs[k]
    return out


def _step(bits: int, weight: int, digits: Sequence[int], low: int, high: int) -> int:
    """The partial sums ``bits`` (bit positions) moved by ``weight * d`` for each digit, kept
    between positions ``low`` and ``high``; shifts that would land wholly outside are skipped,
    so no set ever grows past the window."""
    if not bits:
        return 0
    bottom, top = (bits & -bits).bit_length() - 1, bits.bit_length() - 1
    acc = 0
    for d in digits:
        by = weight * d
        if top + by < low or bottom + by > high:
            continue
        acc |= bits << by if by >= 0 else bits >> -by
    return acc & (((1 << (high - low + 1)) - 1) << low)


def layers(weights: Sequence[int], digit_lists: Sequence[Sequence[int]], total: int) -> tuple[int, list[int], list[int]]:
    """``(offset, forward, backward)`` bit sets of partial sums (bit ``s + offset``) for the terms
    with these weights and candidate digits; ``forward[k] &
    backward[k]`` are layer k's useful partial sums (``len(weights) + 1`` layers). Every set is
    kept within the interval of partial sums that can still reach the total (see
    :func:`_windows`): all empty when there is no way."""
    m = len(weights)
    windows = _windows(weights, digit_lists, total)
    if windows is None:
        return 0, [0] * (m + 1), [0] * (m + 1)
    offset = -min(lo for lo, _ in windows)
    spans = [(lo + offset, hi + offset) for lo, hi in windows]
    forward = [0] * (m + 1)
    forward[0] = 1 << offset  # partial sum 0, inside the first window
    for k in range(m):
        forward[k + 1] = _step(forward[k], weights[k], digit_lists[k], *spans[k + 1])
    backward = [0] * (m + 1)
    backward[m] = 1 << (total + offset)  # the last window is the total alone
    for k in range(m - 1, -1, -1):
        backward[k] = _step(backward[k + 1], -weights[k], digit_lists[k], *spans[k])
    return offset, forward, backward


def feasible_linear(terms: Sequence[tuple[int, int]], total: int, masks: Sequence[int]) -> bool:
    """Whether the cells' candidates (bit masks) can make ``sum(w * digit) == total``."""
    weights = [w for _, w in terms]
    digit_lists = [mask_digits(masks[i]) for i, _ in terms]
    _, forward, backward = layers(weights, digit_lists, total)
    return bool(forward[-1] & backward[-1])


def prune_linear(terms: Sequence[tuple[int, int]], total: int, masks: list[int]) -> bool | None:
    """Remove every candidate of the terms' cells that no way of making the total uses (masks
    changed in place). True when something changed, False when not, None when no way is left.
    A cell appearing in two terms is pruned per term (sound, not necessarily complete)."""
    weights = [w for _, w in terms]
    digit_lists = [mask_digits(masks[i]) for i, _ in terms]
    _, forward, backward = layers(weights, digit_lists, total)
    if not forward[-1] & backward[-1]:
        return None
    changed = False
    for k, (i, w) in enumerate(terms):
        f, b = forward[k], backward[k + 1]
        keep = 0
        for d in digit_lists[k]:
            by = -w * d
            if f & (b << by if by >= 0 else b >> -by):
                keep |= 1 << d
        keep &= masks[i]
        if keep != masks[i]:
            if not keep:
                return None
            masks[i] = keep
            changed = True
    return changed


@lru_cache(maxsize=65536)
def _group_sums(group_masks: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For cells that must hold different digits, with these candidate masks: every sum they
    can make, with the candidates of each cell some way of making that sum uses (ascending by
    sum). Groups of one to three cells (a diagonal's cells in one box) by plain loops, the
    others by :func:`_group_sums_any` (the same answer: a test compares them)."""
    k = len(group_masks)
    if k > 3 or not k:
        return _group_sums_any(group_masks)
    if k == 1:
        return tuple((d, (1 << d,)) for d in mask_digits(group_masks[0]))
    by_sum: dict[int, list[int]] = {}
    A, B = mask_digits(group_masks[0]), mask_digits(group_masks[1])
    if k == 2:
        for a in A:
            ba = 1 << a
            for b in B:
                if a != b:
                    keep = by_sum.get(a + b)
                    if keep is None:
                        by_sum[a + b] = [ba, 1 << b]
                    else:
                        keep[0] |= ba
                        keep[1] |= 1 << b
    else:
        C = mask_digits(group_masks[2])
        for a in A:
            ba = 1 << a
            for b in B:
                if a == b:
                    continue
                bb, ab = 1 << b, a + b
                for c in C:
                    if c != a and c != b:
                        keep = by_sum.get(ab + c)
                        if keep is None:
                            by_sum[ab + c] = [ba, bb, 1 << c]
                        else:
                            keep[0] |= ba
                            keep[1] |= bb
                            keep[2] |= 1 << c
    return tuple([(v, tuple(by_sum[v])) for v in sorted(by_sum)])


def _group_sums_any(group_masks: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """:func:`_group_sums` for any number of cells, by enumerating their different digits."""
    by_sum: dict[int, list[int]] = {}
    digit_lists = [mask_digits(m) for m in group_masks]
    k = len(group_masks)

    def rec(j: int, used: int, acc: int, picked: list[int]) -> None:
        if j == k:
            keep = by_sum.setdefault(acc, [0] * k)
            for t, d in enumerate(picked):
                keep[t] |= 1 << d
            return
        for d in digit_lists[j]:
            if not used >> d & 1:
                picked.append(d)
                rec(j + 1, used | 1 << d, acc + d, picked)
                picked.pop()

    rec(0, 0, 0, [])
    return tuple((v, tuple(keep)) for v, keep in sorted(by_sum.items()))


def prune_distinct_groups(groups: Sequence[Sequence[int]], total: int, masks: list[int]) -> bool | None:
    """The sum of the digits of ``groups``' cells is ``total``, and the cells of one group hold
    different digits (a diagonal's cells in one box): remove every candidate no such way of
    making the total uses (masks changed in place). True when something changed, False when
    not, None when no way is left. Groups of up to a few cells (the ways are enumerated)."""
    at = masks.__getitem__
    options = [_group_sums(tuple(map(at, g))) for g in groups]
    m = len(groups)
    forward = [0] * (m + 1)
    forward[0] = 1
    for k in range(m):
        f, acc = forward[k], 0
        for v, _ in options[k]:
            acc |= f << v
        forward[k + 1] = acc
    if total < 0 or not forward[m] >> total & 1:
        return None
    backward = [0] * (m + 1)
    backward[m] = 1 << total
    for k in range(m - 1, -1, -1):
        b, acc = backward[k + 1], 0
        for v, _ in options[k]:
            acc |= b >> v
        backward[k] = acc
    changed = False
    for k, g in enumerate(groups):
        f, b = forward[k], backward[k + 1]
        keep = [0] * len(g)
        for v, cell_masks in options[k]:
            if f & (b >> v):
                for t, cm in enumerate(cell_masks):
                    keep[t] |= cm
        for t, i in enumerate(g):
            new = masks[i] & keep[t]
            if new != masks[i]:
                if not new:
                    return None
                masks[i] = new
                changed = True
    return changed


def _neg(lit):
    if lit is True or lit is False:
        return not lit
    return -lit


def encode_layers(enc, cells: Sequence[int], layers_of: Sequence[Sequence], step) -> list[dict] | None:
    """Clauses for a layered diagram over ``cells``: ``layers_of[k]`` lists the states possible
    before cell k (``len(cells) + 1`` layers, the first and last usually one state each) and
    ``step(k, state, d)`` is the state after cell k holds d (None: not allowed). Each layer has
    exactly one true state; a state and a digit imply the next state, or exclude each other.

    Plus redundant *support* clauses (implied by those, since each layer has exactly one true
    state): a state implies one of the digits that lead on from it; a state of the next layer
    implies one of the states and one of the digits that lead to it; a digit implies one of
    the states it leads on from and one of the states it leads to. They let unit propagation
    reason backwards along the diagram (a state with no way on or no way in is ruled out, a
    digit no state uses is ruled out) and make the solver's search on little killers about
    twice as fast (see the variants benchmark).

    Returns the layers' literals (state -> literal, True for a layer's only state), so a caller
    can tie the last layer to its own variables; None when there is no way through."""
    m = len(cells)
    if any(not layer for layer in layers_of):
        enc.clause([])  # no way through: unsatisfiable
        return None
    nodes: list[dict] = []
    for layer in layers_of:
        if len(layer) == 1:
            nodes.append({layer[0]: True})
            continue
        lits = {state: enc.new_var() for state in layer}
        enc.clause(list(lits.values()))
        enc.at_most_one(list(lits.values()))
        nodes.append(lits)
    clause = enc.clause
    for k in range(m):
        i = cells[k]
        here, after = nodes[k], nodes[k + 1]
        digits = [(d, x) for d in enc.digits(i) if (x := enc.lit(i, d)) is not False]
        into: dict = {t: ([], []) for t in after}  # next state -> (digits, states) leading to it
        from_digit: dict[int, list] = {d: [] for d, _ in digits}  # digit -> states it leads on from
        to_digit: dict[int, dict] = {d: {} for d, _ in digits}  # digit -> states it leads to
        for state, node in here.items():
            out = []
            for d, x in digits:
                nxt = step(k, state, d)
                target = after.get(nxt, False) if nxt is not None else False
                clause([_neg(node), _neg(x), target])
                if target is not False:
                    out.append(x)
                    ds, ss = into[nxt]
                    ds.append(x)
                    ss.append(node)
                    from_digit[d].append(node)
                    to_digit[d][nxt] = target
            clause([_neg(node), *out])
        for t, node in after.items():
            ds, ss = into[t]
            clause([_neg(node), *dict.fromkeys(ds)])
            clause([_neg(node), *dict.fromkeys(ss)])
        for d, x in digits:
            if x is True:
                continue
            clause([-x, *from_digit[d]])
            clause([-x, *to_digit[d].values()])
    return nodes


def encode_linear(enc, terms: Sequence[tuple[int, int]], total: int) -> None:
    """Clauses for ``sum(w * digit of cell) == total`` through ``enc`` (an
    :class:`~str8ts_gui.kinds.sudoku.variants.base.Encoder`), as a layered diagram of partial sums."""
    weights = [w for _, w in terms]
    digit_lists = [enc.digits(i) for i, _ in terms]
    _, forward, backward = layers(weights, digit_lists, total)
    useful = [mask_digits(f & b) for f, b in zip(forward, backward)]  # partial sums + offset
    encode_layers(enc, [i for i, _ in terms], useful, lambda k, s, d: s + weights[k] * d)
