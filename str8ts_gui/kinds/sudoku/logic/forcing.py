"""Forcing chains: follow the singles from an assumption and see where they lead.

Assume a candidate true (or false) and apply naked and hidden singles until nothing changes:

* **contradiction**: the singles reach a cell with no candidate, a unit with no place for a
  digit, or a digit twice in a unit; so the assumption is false;
* **cell forcing chain**: every candidate of one cell leads to the same placement or the same
  elimination, which therefore holds;
* **unit forcing chain**: likewise for every place of a digit in a unit.

Each step tells the singles that matter (traced back from the conclusion), in order. Their
rating follows Sudoku Explainer's Nishio (7.5) and multiple forcing chains (8.0) plus its length
steps. These are proofs, not guesses: every candidate is shown to follow from the grid.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.chains import length_bonus
from str8ts_gui.kinds.sudoku.logic.common import make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of

__all__ = ["cell_forcing_chain", "contradiction_chain", "propagate", "unit_forcing_chain"]


class Outcome:
    """Where the singles led: ``broken`` (a contradiction), the digits placed (cell -> digit)
    and the candidates left (per digit, a bit set of open cells)."""

    __slots__ = ("broken", "placed", "cand")

    def __init__(self, broken: bool, placed: dict[int, int], cand: list[int]) -> None:
        self.broken = broken
        self.placed = placed
        self.cand = cand


def propagate(g: CandidateGrid, on: tuple[int, int] | None = None, off: tuple[int, int] | None = None) -> Outcome:
    """Apply naked and hidden singles from ``g`` with ``on`` (cell, digit) placed or ``off``
    removed, to a fixpoint or a contradiction. Fast: no trace (see :class:`_Trace`)."""
    sh = g.shape
    pb = sh.peer_bits
    ub = sh.unit_bits
    units_of = sh.units_of
    cand = list(g.cand_bits)
    masks = list(g.masks)
    placed: dict[int, int] = {}
    V = g.values
    done = list(g.placed_masks)  # digits placed per unit
    queue: list[tuple[int, int]] = []
    check_units: list[tuple[int, int]] = []  # (unit, digit) to look at for hidden singles

    def remove(c: int, d: int) -> bool:
        """Remove candidate d from open cell c; False on a contradiction."""
        bit = 1 << c
        cand[d] &= ~bit
        m = masks[c] & ~(1 << d)
        masks[c] = m
        if not m:
            return False
        if not m & (m - 1):
            queue.append((c, m.bit_length() - 1))
        for u in units_of[c]:
            check_units.append((u, d))
        return True

    if off is not None:
        c, d = off
        if not remove(c, d):
            return Outcome(True, placed, cand)
    if on is not None:
        queue.append(on)
    while queue or check_units:
        while queue:
            c, d = queue.pop()
            if c in placed or V[c]:
                if placed.get(c, V[c]) != d:
                    return Outcome(True, placed, cand)
                continue
            if not masks[c] >> d & 1:
                return Outcome(True, placed, cand)
            placed[c] = d
            for u in units_of[c]:
                done[u] |= 1 << d
            bit = 1 << c
            other = masks[c] & ~(1 << d)
            masks[c] = 1 << d
            for e in cells_of(other):
                cand[e] &= ~bit
                for u in units_of[c]:
                    check_units.append((u, e))
            cand[d] &= ~bit
            for j in cells_of(cand[d] & pb[c]):
                if not remove(j, d):
                    return Outcome(True, placed, cand)
        while check_units and not queue:
            u, d = check_units.pop()
            pos = cand[d] & ub[u]
            if not pos:
                # no place left: fine only if the digit is placed in the unit
                if not done[u] >> d & 1:
                    return Outcome(True, placed, cand)
                continue
            if not pos & (pos - 1):
                c = pos.bit_length() - 1
                if masks[c] != 1 << d or c not in placed:
                    queue.append((c, d))
    return Outcome(False, placed, cand)


class _Trace:
    """A slower propagation that remembers why: every placement with its reason and the
    placements it relied on, every removed candidate with the placement that removed it."""

    def __init__(self, g: CandidateGrid) -> None:
        self.g = g
        self.events: list[tuple[int, int, str, set[int]]] = []  # (cell, digit, reason, deps)
        self.cause: dict[tuple[int, int], int] = {}  # (cell, digit) removed -> event
        self.conflict: tuple[str, set[int]] | None = None

    def run(self, on: tuple[int, int] | None = None, off: tuple[int, int] | None = None) -> None:
        g = self.g
        sh = g.shape
        n = sh.size
        V = g.values
        masks = list(g.masks)
        start = g.masks
        ub = sh.unit_bits
        cand = list(g.cand_bits)
        unit_done = list(g.placed_masks)  # digits placed per unit
        placed: dict[int, int] = {}
        pending: list[tuple[int, int, str, set[int]]] = []
        if off is not None:
            c, d = off
            self.events.append((c, d, "assumed not", set()))
            masks[c] &= ~(1 << d)
            cand[d] &= ~(1 << c)
            self.cause[(c, d)] = 0
        if on is not None:
            pending.append((on[0], on[1], "assumed", set()))

        def cell_conflict(c: int) -> tuple[str, set[int]]:
            deps = {self.cause[(c, e)] for e in cells_of(start[c]) if (c, e) in self.cause}
            return f"{cell_name(c, n)} has no candidate left", deps

        while True:
            while pending:
                c, d, reason, deps = pending.pop(0)
                if c in placed or V[c]:
                    if placed.get(c, V[c]) != d:
                        other = next(i for i, (ci, _, _, _) in enumerate(self.events) if ci == c)
                        self.conflict = (f"{cell_name(c, n)} would be both {placed.get(c, V[c])} and {d}", deps | {other})
                        return
                    continue
                if not masks[c] >> d & 1:
                    dep = self.cause.get((c, d))
                    self.conflict = (
                        f"{cell_name(c, n)} would be {d}, which it cannot be",
                        deps | ({dep} if dep is not None else set()),
                    )
                    return
                k = len(self.events)
                self.events.append((c, d, reason, deps))
                placed[c] = d
                bit = 1 << c
                for e in cells_of(masks[c]):
                    cand[e] &= ~bit
                    if e != d:
                        self.cause.setdefault((c, e), k)
                masks[c] = 1 << d
                for u in sh.units_of[c]:
                    unit_done[u] |= 1 << d
                for j in cells_of(cand[d] & sh.peer_bits[c]):
                    masks[j] &= ~(1 << d)
                    cand[d] &= ~(1 << j)
                    self.cause.setdefault((j, d), k)
                    if not masks[j]:
                        self.conflict = cell_conflict(j)
                        return
            # the next single, in reading order: naked, then hidden
            found = False
            for c in range(n * n):
                if V[c] or c in placed:
                    continue
                m = masks[c]
                if not m & (m - 1):
                    d = m.bit_length() - 1
                    deps = {self.cause[(c, e)] for e in cells_of(start[c]) if e != d and (c, e) in self.cause}
                    pending.append((c, d, "its last candidate", deps))
                    found = True
                    break
            if found:
                continue
            for u, bu in enumerate(ub):
                done = unit_done[u]
                for d in range(1, n + 1):
                    if done >> d & 1:
                        continue
                    pos = cand[d] & bu
                    if not pos:
                        deps = {
                            self.cause[(i, d)] for i in cells_of(bu) if start[i] >> d & 1 and (i, d) in self.cause
                        }
                        self.conflict = (f"{sh.unit_names[u]} has no place left for {d}", deps)
                        return
                    if not pos & (pos - 1):
                        c = pos.bit_length() - 1
                        deps = {
                            self.cause[(i, d)]
                            for i in cells_of(bu)
                            if i != c and start[i] >> d & 1 and (i, d) in self.cause
                        }
                        pending.append((c, d, f"the only place for {d} in {sh.unit_names[u]}", deps))
                        found = True
                        break
                if found:
                    break
            if not found:
                return

    def needed(self, deps: set[int]) -> list[int]:
        """The events ``deps`` rest on, in order."""
        seen: set[int] = set()
        stack = list(deps)
        while stack:
            k = stack.pop()
            if k in seen:
                continue
            seen.add(k)
            stack.extend(self.events[k][3])
        return sorted(seen)

    def story(self, events: list[int]) -> str:
        n = self.g.size
        parts = []
        for k in events:
            c, d, reason, _ = self.events[k]
            if reason.startswith("assumed"):
                continue
            parts.append(f"{cell_name(c, n)} is {d} ({reason})")
        return ", ".join(parts)

    def placement_event(self, c: int, d: int) -> int | None:
        for k, (ci, di, reason, _) in enumerate(self.events):
            if ci == c and di == d and not reason.startswith("assumed"):
                return k
        return None


def _candidates(g: CandidateGrid) -> list[tuple[int, int]]:
    """Open candidates, those of cells with fewer candidates first."""
    M, V = g.masks, g.values
    out = [(M[c].bit_count(), c, d) for c in range(len(M)) if not V[c] for d in cells_of(M[c])]
    out.sort()
    return [(c, d) for _, c, d in out]


def contradiction_chain(g: CandidateGrid) -> Iterator[Step]:
    """Assuming a candidate leads by singles to a contradiction: the candidate is false."""
    n = g.size
    best = None
    tried = 0
    for c, d in _candidates(g):
        if propagate(g, on=(c, d)).broken:
            tried += 1
            if tried > 6:
                break
            tr = _Trace(g)
            tr.run(on=(c, d))
            if tr.conflict is None:  # the trace takes singles in another order; both are sound
                continue
            why, deps = tr.conflict
            chain = tr.needed(deps)
            if best is None or len(chain) < best[0]:
                best = (len(chain), c, d, tr, chain, why)
                if len(chain) <= 3:
                    break
    if best is None:
        return
    length, c, d, tr, chain, why = best
    story = tr.story(chain)
    text = (
        f"Suppose {cell_name(c, n)} is {d}: then {story + ', and ' if story else ''}{why}. "
        f"So {d} leaves {cell_name(c, n)}"
    )
    cells = [c] + [tr.events[k][0] for k in chain]
    yield make_step(
        "Contradiction chain", 7.5 + length_bonus(length + 1), cells, (d,), (), [(c, d)], text, cells,
    )


def _common(outcomes: list[Outcome], g: CandidateGrid) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(placements, eliminations) every outcome shares (that the grid does not have yet)."""
    n = g.size
    placed = set(outcomes[0].placed.items())
    for o in outcomes[1:]:
        placed &= set(o.placed.items())
    elims = []
    cb = g.cand_bits
    for d in range(1, n + 1):
        gone = cb[d]
        for o in outcomes:
            gone &= ~o.cand[d]
        for c in cells_of(gone):
            if (c, d) in placed:
                continue
            # removed in every branch: by a placement elsewhere or by an elimination
            if all(o.placed.get(c) != d for o in outcomes):
                elims.append((c, d))
    return sorted(placed), elims


def _branch_story(g: CandidateGrid, on: tuple[int, int], target: tuple[int, int], placement: bool) -> tuple[str, int]:
    """How assuming ``on`` leads to ``target`` (placed, or removed), and how many singles it takes."""
    n = g.size
    c, d = target
    if not placement and c == on[0]:
        return f"if {cell_name(c, n)} is {on[1]}, it is not {d}", 0
    tr = _Trace(g)
    tr.run(on=on)
    if placement:
        k = tr.placement_event(c, d)
        tail = ""
    else:
        k = tr.cause.get((c, d))
        tail = f", so {cell_name(c, n)} is not {d}"
    chain = tr.needed({k} if k is not None else set())
    story = tr.story(chain)
    if not story:
        return f"if {cell_name(on[0], n)} is {on[1]}, {cell_name(c, n)} is not {d}", 0
    return f"if {cell_name(on[0], n)} is {on[1]}: {story}{tail}", len(chain)


def _forcing(g: CandidateGrid, groups, name: str, base: float, describe) -> Iterator[Step]:
    """The first group (a cell's candidates, a digit's places in a unit) whose options all lead,
    without breaking the grid, to one same placement or elimination."""
    n = g.size
    cache: dict[tuple[int, int], Outcome] = {}
    for key, options in groups:
        outcomes = []
        for opt in options:
            o = cache.get(opt)
            if o is None:
                o = cache[opt] = propagate(g, on=opt)
            if o.broken:
                break  # a contradiction chain's business, not a forcing chain's
            outcomes.append(o)
        else:
            placed, elims = _common(outcomes, g)
            if not placed and not elims:
                continue
            if placed:
                target = placed[0]
                result = f"{cell_name(target[0], n)} is {target[1]}"
                placements, el = [target], []
            else:
                target = elims[0]
                result = f"{target[1]} leaves {cell_name(target[0], n)}"
                placements, el = [], [target]
            stories = [_branch_story(g, opt, target, bool(placed)) for opt in options]
            cases = "; ".join(s for s, _ in stories)
            text = f"{describe(key)}. {cases[:1].upper()}{cases[1:]}. Every case gives the same: {result}"
            length = sum(k for _, k in stories) + len(options)
            cells = {c for c, _ in options} | {target[0]}
            yield make_step(
                name, base + length_bonus(length), cells, {d for _, d in options} | {target[1]},
                placements, el, text, cells,
            )
            return


def cell_forcing_chain(g: CandidateGrid) -> Iterator[Step]:
    """Every candidate of a cell leads by singles to the same placement or elimination."""
    n = g.size
    M, V = g.masks, g.values
    cells = sorted((M[c].bit_count(), c) for c in range(len(M)) if not V[c] and M[c].bit_count() >= 2)
    groups = [(c, [(c, d) for d in cells_of(M[c])]) for _, c in cells]
    return _forcing(
        g, groups, "Cell forcing chain", 8.0,
        lambda c: f"{cell_name(c, n)} is one of {', '.join(map(str, cells_of(M[c])))}",
    )


def unit_forcing_chain(g: CandidateGrid) -> Iterator[Step]:
    """Every place of a digit in a unit leads by singles to the same placement or elimination."""
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    groups = []
    for u, ub in enumerate(sh.unit_bits):
        for d in range(1, n + 1):
            pos = cb[d] & ub
            k = pos.bit_count()
            if k >= 2:
                groups.append((k, u, d, [(c, d) for c in cells_of(pos)]))
    groups.sort()
    return _forcing(
        g, [((u, d), opts) for _, u, d, opts in groups], "Unit forcing chain", 8.0,
        lambda key: f"In {sh.unit_names[key[0]]}, {key[1]} is in "
        + ", ".join(cell_name(c, n) for c in cells_of(cb[key[1]] & sh.unit_bits[key[0]])),
    )
