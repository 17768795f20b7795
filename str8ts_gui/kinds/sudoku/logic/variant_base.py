"""What the variant techniques share: one :class:`Context` per puzzle (its rules, the cells each
rule reads, which rules watch a cell), the words a step says about a rule, and small helpers.

A rule's *cells* are every cell its pruning reads or changes: its drawn cells (``area()``), the
diagonal of a little killer, the row or column of a sandwich, X-sum or skyscraper clue, the
cell of a minimum/maximum mark with the neighbours it is compared with. A rule with none
(non-consecutive, the negative constraints) is *global*: its pruning may touch any cell.

The context is cached per :class:`~.grid.Shape` (one object per board and rule set), so every
grid of a path shares it, with the caches the techniques keep on it (:attr:`Context.memo`).
"""

from __future__ import annotations

import weakref
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Shape, bits, fmt_cells, fmt_digits

__all__ = [
    "Context",
    "RuleInfo",
    "context",
    "forget",
    "has_prune",
    "join",
    "masks_key",
    "rule_cells",
    "rule_name",
    "rule_says",
    "rule_words",
]


# rules whose own pruning already knows which of their cells differ (a little killer's cells in
# one box): their ways add nothing but time
PEER_AWARE = frozenset({"littlekiller"})


def has_prune(c) -> bool:
    """Whether a rule prunes candidates by itself (anti-knight and diagonals work through the
    puzzle's peers and units instead)."""
    from str8ts_gui.kinds.sudoku.variants.base import Constraint  # (loaded with the puzzle's rules)

    return type(c).prune is not Constraint.prune


def rule_cells(c, puzzle: Puzzle) -> tuple[int, ...]:
    """The cells a rule's pruning reads and changes (empty: a global rule)."""
    n = puzzle.size
    area = tuple(c.area())
    compared = getattr(c, "compared", None)
    if compared is not None and area:
        try:
            return tuple(dict.fromkeys(area + tuple(compared(puzzle))))
        except Exception:  # noqa: BLE001 - a rule whose helper changed: its area alone
            return area
    if area:
        return area
    for attr in ("diagonal", "line_cells", "line"):
        f = getattr(c, attr, None)
        if callable(f):
            try:
                cells = tuple(f(n))
            except TypeError:
                continue
            if cells:
                return cells
    return ()


LONG = 6  # a rule with more cells is named by where it starts, not by every cell


def rule_name(c, n: int) -> str:
    """The rule as a step names it: its description (``Killer cage 15 on r1c1, r1c2``,
    ``German whispers on r2c2, r2c3, r2c4``), or for a long rule where it starts and its length
    (``Palindrome line from r9c6 (25 cells)``)."""
    cells = c.area()
    if len(cells) > LONG:
        total = getattr(c, "total", 0)
        title = f"{c.title} {total}" if c.rule == "killer" and total else c.title
        return f"{title} from {cell_name(cells[0], n)} ({len(cells)} cells)"
    try:
        return c.describe(n)
    except Exception:  # noqa: BLE001 - a rule that cannot describe itself still gets a name
        return c.title or c.rule


def rule_words(c, n: int) -> str:
    """``name: what it says, so`` -- the start of a rule's sentence (what it says is left out when
    its description already says it: "Every black dot given: touching cells ...")."""
    name = rule_name(c, n)
    says = "" if ":" in name else rule_says(c, n)
    return f"{name}: {says + ', so ' if says else ''}"


def rule_says(c, n: int) -> str:
    """What a rule says, in a few words (for the step's sentence); empty if unknown."""
    rule = c.rule
    try:
        if rule == "parity":
            return f"it holds an {'even' if c.even else 'odd'} digit"
        if rule == "kropki":
            if c.black:
                k = c.value or 2
                return "one digit is twice the other" if k == 2 else f"one digit is {k} times the other"
            return f"the two digits differ by {c.value or 1}"
        if rule == "xv":
            return f"the two digits add up to {c.total}"
        if rule == "nonconsecutive":
            return "orthogonal neighbours never hold consecutive digits"
        if rule == "negative_ratio":
            return "touching cells without a black dot are never in a ratio of 2"
        if rule == "negative_xv":
            return "touching cells without an X or a V never add up to 10 or 5"
        if rule == "renban":
            return f"the line holds {len(c.cells)} consecutive digits in any order"
        if rule == "whispers":
            return f"neighbours on the line differ by at least {c.gap or (n + 1) // 2}"
        if rule == "palindrome":
            return "the line reads the same from both ends"
        if rule == "clone":
            return "each cell holds the same digit as its clone"
        if rule == "between":
            return "the digits on the line lie strictly between the digits in its two circles"
        if rule == "region_sum":
            return "the line adds up to the same in every box it passes through"
        if rule == "zipper":
            return "cells at the same distance from the line's middle add up to the same"
        if rule == "entropic":
            return "every three cells in a row on the line hold one low (1-3), one middle (4-6) and one high (7-9) digit"
        if rule == "doublearrow":
            return "the digits on the line between its two circles add up to the circles' sum"
        if rule == "nabner":
            return "no two digits on the line are the same or consecutive"
        if rule == "modular":
            from str8ts_gui.kinds.sudoku.variants.modular import residue_name

            one, two, three = (residue_name(r, n) for r in range(3))
            return f"every three cells in a row on the line hold one of {one}, one of {two} and one of {three}"
        if rule == "extremum":
            return f"it is {'larger' if c.maximum else 'smaller'} than each orthogonal neighbour"
        if rule == "quadruple":
            return f"the four cells around it hold {fmt_digits(sorted(c.values))}"
        if rule == "sandwich":
            return f"the digits between the 1 and the {n} add up to {c.total}"
        if rule == "xsum":
            return f"the first X digits add up to {c.total}, X being the first digit"
        if rule == "skyscraper":
            return f"{c.count} buildings can be seen from the clue"
        if rule == "littlekiller":
            return f"the digits along the diagonal add up to {c.total}"
        if rule == "thermo":
            return "the digits rise from the bulb"
        if rule == "slowthermo":
            return "the digits never fall from the bulb"
        if rule == "arrow":
            return "the digits on the arrow add up to its circle"
        if rule == "killer":
            return f"its digits add up to {c.total} and do not repeat" if c.total else "its digits do not repeat"
        if rule == "indexer":
            if c.axis == "column":
                return "a digit d in column c of a row puts c in column d of that row"
            if c.axis == "row":
                return "a digit d in row r of a column puts r in row d of that column"
            return "a digit d in the k-th cell of a box puts k in its d-th cell"
    except AttributeError:  # a rule whose fields changed: the description alone
        pass
    return ""


join = join_words  # (the name the variant techniques use)


def values_words(values) -> str:
    """``3``, ``2 or 4``, ``2 to 4``, ``2, 3 or 6``: numbers (digits, totals, counts of cells),
    three or more in a row as a range."""
    vs = sorted(values)
    if len(vs) >= 3 and vs[-1] - vs[0] + 1 == len(vs):
        return f"{vs[0]} to {vs[-1]}"
    return fmt_digits(vs, "or")


def masks_key(masks: Sequence[int], cells: Sequence[int]) -> tuple[int, ...]:
    return tuple(masks[i] for i in cells)


@dataclass(frozen=True)
class RuleInfo:
    """One rule of the puzzle: its index in ``puzzle.constraints``, the rule, its cells (a
    tuple and a bit set), whether it prunes by itself."""

    index: int
    rule: object  # the Constraint
    cells: tuple[int, ...]
    cell_bits: int
    prunes: bool

    @property
    def is_global(self) -> bool:
        return not self.cells


@dataclass(eq=False)
class Context:
    """The rules of one puzzle as the variant techniques use them (see the module docstring)."""

    puzzle: Puzzle
    shape: Shape
    rules: tuple[RuleInfo, ...]
    watch: tuple[tuple[int, ...], ...]  # per cell: the indexes (into rules) of the rules that read it
    globals: tuple[int, ...]  # indexes of the global rules that prune (but the pair rules)
    # per cell: (other cell, forbidden table, rule index) of the global rules made of forbidden
    # digit pairs on touching cells (non-consecutive, the negative constraints), which the
    # propagation keeps pair by pair instead of pruning the whole board
    links: tuple[tuple[tuple[int, tuple[int, ...], int], ...], ...] = ()
    memo: dict = field(default_factory=dict)  # the techniques' caches

    @property
    def n(self) -> int:
        return self.shape.size

    def seeing(self) -> tuple[bool, ...]:
        """Per rule: whether two of its cells see each other (so its ways know more than its
        pruning)."""
        out = self.memo.get("seeing")
        if out is None:
            pb = self.shape.peer_bits
            out = tuple(
                bool(info.cells)
                and info.rule.rule not in PEER_AWARE
                and any(pb[a] & info.cell_bits for a in info.cells)
                for info in self.rules
            )
            self.memo["seeing"] = out
        return out

    def name(self, c) -> str:
        return rule_name(c, self.shape.size)

    def cell(self, i: int) -> str:
        return cell_name(i, self.shape.size)

    def cells(self, cells) -> str:
        return fmt_cells(cells, self.shape.size)


_CONTEXTS: "weakref.WeakKeyDictionary[Shape, Context]" = weakref.WeakKeyDictionary()


# the contexts of the solution path being walked (own_contexts), None outside one; a context
# variable, so a path walked in one thread has its own beside a hint or a path in another
_OWN: "ContextVar[dict[Shape, Context] | None]" = ContextVar("variant_contexts", default=None)


# the contexts of the last solution path walked to its end (one path's: each path replaces the
# last's, in one assignment, whatever threads end paths at once): a hint on the same puzzle,
# asked outside a path, goes on from them (see context)
_LAST_PATH: "dict[Shape, Context]" = {}


def forget() -> None:
    """Drop every cached context (and the techniques' caches on them): the next step starts cold,
    as the first hint on a newly opened puzzle does (benchmarks)."""
    global _LAST_PATH
    _CONTEXTS.clear()
    _LAST_PATH = {}


@contextmanager
def own_contexts():
    """Within it (a solution path being walked), :func:`context` gives contexts of its own,
    made afresh: the techniques' caches on them start cold whatever was asked before or beside
    it. A cache's hit costs no propagation work, so a search that finds another search's entries
    goes further within its budget: a path walked beside another (the window grades a puzzle
    while its Solution Path is found) or after hints took other steps than alone, and another
    grade than ``str8ts rate``.

    A path walked to its end leaves its contexts for the hints asked after it on the same
    puzzle (the window grades a puzzle as it opens: its hints then find the searches' results
    the grade found, instead of searching again from nothing)."""
    global _LAST_PATH
    own: "dict[Shape, Context]" = {}
    token = _OWN.set(own)
    try:
        yield
    finally:
        _OWN.reset(token)
    _LAST_PATH = own  # (a walk cut short by an exception leaves the last whole one's)


def context(g: CandidateGrid) -> Context:
    """The (cached) :class:`Context` of a grid's puzzle (the path's own, see :func:`own_contexts`)."""
    sh = g.shape
    own = _OWN.get()
    if own is None:
        # (read where the last path keeps it, never copied into the cache: the next path's
        # contexts replace it there and free it, whatever shapes the cache keeps alive)
        ctx = _LAST_PATH.get(sh)
        if ctx is not None:
            return ctx
    cache = _CONTEXTS if own is None else own
    ctx = cache.get(sh)
    if ctx is None:
        ctx = _build(g.puzzle, sh)
        cache[sh] = ctx
    return ctx


def _build(puzzle: Puzzle, sh: Shape) -> Context:
    n2 = sh.size * sh.size
    rules = []
    for k, c in enumerate(puzzle.constraints):
        cells = tuple(i for i in rule_cells(c, puzzle) if 0 <= i < n2)
        rules.append(RuleInfo(k, c, cells, sum(1 << i for i in cells), has_prune(c)))
    watch: list[list[int]] = [[] for _ in range(n2)]
    links: list[list[tuple[int, tuple[int, ...], int]]] = [[] for _ in range(n2)]
    globals_ = []
    for r, info in enumerate(rules):
        if not info.prunes:
            continue
        pairs = _pair_rule(info.rule, puzzle)
        if info.is_global and pairs is not None:
            table, cells = pairs
            for a, b in cells:
                links[a].append((b, table, r))
                links[b].append((a, table, r))
            continue
        if info.is_global:
            globals_.append(r)
        for i in info.cells:
            watch[i].append(r)
    return Context(
        puzzle, sh, tuple(rules), tuple(tuple(w) for w in watch), tuple(globals_), tuple(tuple(x) for x in links)
    )


def _pair_rule(c, puzzle: Puzzle):
    """``(forbidden table, pairs)`` of a global rule made of forbidden digit pairs on pairs of
    cells (it has ``pairs(puzzle)`` and ``forbidden(n)``), else None."""
    pairs = getattr(c, "pairs", None)
    forbidden = getattr(c, "forbidden", None)
    if not callable(pairs) or not callable(forbidden):
        return None
    try:
        return tuple(forbidden(puzzle.size)), tuple(pairs(puzzle))
    except Exception:  # noqa: BLE001 - a rule whose helpers differ: pruned as a whole instead
        return None


def digits_words(mask: int) -> str:
    return fmt_digits(bits(mask))
