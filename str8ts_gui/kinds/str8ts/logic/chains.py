"""The contradiction strategies of Str8ts logic, the last two tiers: a short chain (assume a
candidate; the basic rules alone break) and a deep chain (the strategies up to Setti's rule
break). Loaded when the solver first tries them, after every easier strategy (most published
puzzles never get here): :mod:`~str8ts_gui.kinds.str8ts.logic.strategies` lists them with
thin hand-overs to these finders.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.str8ts.candidates import propagate, propagate_changes
from str8ts_gui.kinds.str8ts.logic.analysis import comp_starts
from str8ts_gui.kinds.str8ts.logic.grid import COMMON, SPREAD, CandidateGrid, Step, bits, popcount
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGIES, Strategy, _elim_text, _line_infos, _step
from str8ts_gui.solver.common import CancelToken, check_cancel

__all__ = ["CHAIN_TRIALS", "DEEP_CHAIN_ROUNDS", "DEEP_CHAIN_TRIALS", "DEEP_LEVELS", "deep_chain", "short_chain"]


# -- 10. short chains -------------------------------------------------------------------------------


CHAIN_TRIALS = 400  # bound on the assumptions one search tries


@dataclass(frozen=True)
class _Break:
    """Where the basic rules break, told after "would": ``words`` ("leave r3c7 with no
    candidate"), the cells it names (``cells``: lit with the assumption's cell as the step's
    cells) and the cells of the compartment or line it names (``area``, lit as the step's
    area); ``states``: the candidates round by round from where the walk started to the break
    (what a test checks the break against)."""

    words: str
    cells: tuple[int, ...]
    area: tuple[int, ...]
    states: tuple[tuple[int, ...], ...]


def _broken_at(g: CandidateGrid) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """The first place the candidates of ``g`` break a basic rule, as (words, cells, area), or
    None: an empty cell; else two cells of a line with the same one digit; else a compartment
    with no feasible straight, or two sure digits of it that only one cell can take."""
    sh, masks = g.shape, g.masks
    n = sh.size
    for i in sh.white:
        if not masks[i]:
            return f"leave {cell_name(i, n)} with no candidate", (i,), (i,)
    for li, line in enumerate(sh.line_white):
        seen: dict[int, int] = {}
        for i in line:
            m = masks[i]
            if not m & (m - 1):
                j = seen.setdefault(m, i)
                if j != i:
                    d = m.bit_length() - 1
                    where = f"both {cell_name(j, n)} and {cell_name(i, n)} of {sh.line_name(li)}"
                    return f"put {d} in {where}", (j, i), (j, i)
    for comp in sh.compartments:
        L = comp.length
        if L < 2:
            continue
        _meet, starts, _union = comp_starts(g, comp)
        if not starts:
            return f"leave the compartment {comp.name} no straight it can hold", (), comp.cells
        hidden = COMMON[L][starts] & ~_twice(comp, masks)
        for i in comp.cells:
            h = masks[i] & hidden
            if h & (h - 1):
                ds = [str(d) for d in bits(h)]
                what = f"{'both' if len(ds) == 2 else 'all of'} {', '.join(ds[:-1])} and {ds[-1]}"
                words = f"leave {cell_name(i, n)} the only place for {what}, which the compartment {comp.name} must hold"
                return words, (i,), comp.cells
    return None


def _twice(comp, masks) -> int:
    """The digits two cells or more of a compartment can take."""
    union = twice = 0
    for i in comp.cells:
        twice |= union & masks[i]
        union |= masks[i]
    return twice


def _basic_round(g: CandidateGrid) -> list[int]:
    """The basic rules of :func:`~str8ts_gui.kinds.str8ts.candidates.propagate` once, each on the
    candidates of ``g`` (all at once, not one after another): singles and the black clues leave
    their row and column, compartments keep the digits of their feasible straights, sure digits
    leave the rest of the line, and a sure digit only one cell can take fixes it."""
    sh, masks = g.shape, g.masks
    out = list(masks)
    for li, line in enumerate(sh.line_white):
        clue = g.line_clue_mask(li)
        if clue:
            for i in line:
                out[i] &= ~clue
    peers = sh.white_peers
    for i in sh.white:
        m = masks[i]
        if m and not m & (m - 1):
            for p in peers[i]:
                out[p] &= ~m
    for comp in sh.compartments:
        L = comp.length
        if L < 2:
            continue
        _meet, starts, _union = comp_starts(g, comp)
        allowed = SPREAD[L][starts]
        sure = COMMON[L][starts]
        twice = _twice(comp, masks)
        for i in comp.cells:
            out[i] &= allowed
            h = masks[i] & sure & ~twice
            if h and not h & (h - 1):
                out[i] &= h
        for p in comp.outside:
            out[p] &= ~sure
    return out


def _where_it_breaks(puzzle, masks) -> _Break | None:
    """Where the basic rules break from the candidates ``masks`` (they do: :func:`propagate`
    found a contradiction from them). Slower than :func:`propagate`, and only run for the step
    a chain tells: it applies the rules in rounds, each to the candidates of the round before,
    and stops at the first round whose candidates break a rule (:func:`_broken_at`), so the
    place it names is one of the nearest to the assumption. None if it finds none."""
    masks = list(masks)
    states = [tuple(masks)]
    while True:
        g = CandidateGrid(puzzle, tuple(m.bit_length() - 1 if m and not m & (m - 1) else 0 for m in masks), tuple(masks))
        found = _broken_at(g)
        if found is not None:
            words, cells, area = found
            return _Break(words, cells, area, tuple(states))
        after = _basic_round(g)
        if after == masks:
            return None
        masks = after
        states.append(tuple(masks))


def _chain_step(name: str, i: int, d: int, n: int, how: str, brk: _Break | None) -> Step:
    """The step of a chain whose assumption ``d`` in cell ``i`` breaks (at ``brk`` if known)."""
    c = cell_name(i, n)
    if brk is None:
        text = f"If {c} were {d}, the basic rules{how} would lead to a contradiction, so {d} leaves {c}"
        return _step(name, (i,), (d,), (), ((i, d),), text, (i,))
    text = f"If {c} were {d}, the basic rules{how} would {brk.words}, so {d} leaves {c}"
    return _step(name, (i,) + brk.cells, (d,), (), ((i, d),), text, (i,) + brk.cells + brk.area)


def _chain_start(g: CandidateGrid):
    """(size, candidates, values, puzzle, the basic rules' candidates) a chain search starts
    from; the last is None when the basic rules already break the grid."""
    return g.size, g.masks, g.values, g.puzzle, propagate(g.puzzle, list(g.masks))


def short_chain(g: CandidateGrid, cancel: CancelToken | None = None) -> Iterator[Step]:
    """Assume a candidate and follow the basic rules (row/column, ranges, sure digits, hidden
    singles); if that runs into a contradiction, the candidate is removed, and the step names
    where it breaks (:func:`_where_it_breaks` from the grid's candidates and the assumption).
    Cells with fewer candidates are tried first; at most CHAIN_TRIALS assumptions per search."""
    n, M, V, puzzle, base = _chain_start(g)
    if base is None:
        return
    cells = sorted((i for i in g.shape.white if not V[i]), key=lambda i: (popcount(M[i]), i))
    trials = 0
    for i in cells:
        for d in bits(M[i]):
            if not base[i] >> d & 1:
                text = f"The basic rules already rule out {d} for {cell_name(i, n)}, so {d} leaves {cell_name(i, n)}"
                yield _step("Short chain", (i,), (d,), (), ((i, d),), text, (i,))
                return
            trials += 1
            if trials > CHAIN_TRIALS:
                return
            check_cancel(cancel)
            trial = list(base)
            trial[i] = 1 << d
            if propagate_changes(puzzle, trial, (i,)) is None:
                assumed = list(M)
                assumed[i] = 1 << d
                yield _chain_step("Short chain", i, d, n, "", _where_it_breaks(puzzle, assumed))
                return


# -- 11. deep chains --------------------------------------------------------------------------------


DEEP_CHAIN_TRIALS = 200  # bound on the assumptions one search tries
DEEP_CHAIN_ROUNDS = 60  # bound on the strategy rounds one assumption may take
DEEP_LEVELS = (2, 4)  # the strategies a deep chain follows: stranded digits .. Setti's rule


def _deep_strategies() -> tuple[Strategy, ...]:
    lo, hi = DEEP_LEVELS
    return tuple(s for s in STRATEGIES if lo <= s.level <= hi)


def _follow(puzzle, masks: list[int], strategies, changed, why: list | None = None) -> tuple[list[int] | None, list[str]]:
    """Follow the basic rules and ``strategies`` from candidate ``masks`` (what :func:`propagate`
    gave but for the cells ``changed``) as far as they go: (the candidates then, or None when
    they lead to a contradiction; the names of the strategies used on the way). On a
    contradiction, where it breaks (a :class:`_Break`, or None if not found) is appended to
    ``why`` when given."""
    used: list[str] = []
    for _ in range(DEEP_CHAIN_ROUNDS):
        after = propagate_changes(puzzle, masks, changed)
        if after is None:
            if why is not None:
                why.append(_where_it_breaks(puzzle, masks))
            return None, used
        masks = after
        values = tuple(m.bit_length() - 1 if not m & (m - 1) else 0 for m in masks)
        g = CandidateGrid(puzzle, values, tuple(masks))
        if g.is_solved():
            return masks, used
        infos = _line_infos(g)
        if not all(info.ok for info in infos):
            if why is not None:
                why.append(_line_break(g, next(li for li, info in enumerate(infos) if not info.ok)))
            return None, used  # a line whose straights cannot all fit
        for strategy in strategies:
            steps = list(strategy.find(g))
            if steps:
                changed = set()
                for step in steps:  # each found on this grid: sound on any narrower one
                    for i, d in step.eliminations:
                        masks[i] &= ~(1 << d)
                        changed.add(i)
                    for i, d in step.placements:
                        masks[i] &= 1 << d
                        changed.add(i)
                if strategy.name not in used:
                    used.append(strategy.name)
                break
        else:
            return masks, used
    return masks, used


def _line_break(g: CandidateGrid, li: int) -> _Break:
    """Line ``li`` of ``g`` whose straights cannot all fit (:func:`line_analysis` is not ok)."""
    sh = g.shape
    return _Break(f"leave {sh.line_name(li)} no straights that fit together", (), sh.line_white[li], (g.masks,))


def _strategy_words(names: list[str]) -> str:
    return ", ".join(name if name.startswith(("Setti", "X-", "Y-")) else name.lower() for name in names)


def deep_chain(g: CandidateGrid, cancel: CancelToken | None = None) -> Iterator[Step]:
    """Assume a candidate and follow the strategies up to Setti's rule (not only the basic rules,
    as a short chain does). A candidate that leads to a contradiction is removed; and when every
    candidate of a cell has been followed, a digit none of them leaves in a cell is removed
    there (whichever digit the cell holds, that one is gone). A contradiction's step names where
    it breaks (:func:`_where_it_breaks` from the last candidates the strategies left, or the
    line whose straights cannot fit). Cells with fewer candidates are tried first; at most
    DEEP_CHAIN_TRIALS assumptions per search."""
    n, M, V, puzzle, base = _chain_start(g)
    if base is None:
        return
    strategies = _deep_strategies()
    cells = sorted((i for i in g.shape.white if not V[i]), key=lambda i: (popcount(base[i]), i))
    followed: dict[int, list[tuple[int, list[int], list[str]]]] = {}
    trials = 0
    for i in cells:
        for d in bits(base[i]):
            trials += 1
            if trials > DEEP_CHAIN_TRIALS:
                break
            check_cancel(cancel)
            trial = list(base)
            trial[i] = 1 << d
            why: list[_Break | None] = []
            after, used = _follow(puzzle, trial, strategies, (i,), why)
            if after is None:
                how = f" with {_strategy_words(used)}" if used else ""
                yield _chain_step("Deep chain", i, d, n, how, why[0] if why else None)
                return
            followed.setdefault(i, []).append((d, after, used))
        else:
            continue
        break
    # forcing: every candidate of a cell followed, a digit left by none of them goes
    for i in cells:
        branches = followed.get(i, [])
        if popcount(base[i]) < 2 or len(branches) < popcount(base[i]):
            continue  # a cell with one candidate left is no "whichever": the basic rules' own work
        union = [0] * len(M)
        used_all: list[str] = []
        for _d, after, used in branches:
            for j, m in enumerate(after):
                union[j] |= m
            used_all += [u for u in used if u not in used_all]
        el = [(j, e) for j in g.shape.white if not V[j] for e in bits(M[j] & ~union[j])]
        if el:
            *rest, last = [str(d) for d, _a, _u in branches]
            how = f" with {_strategy_words(used_all)}" if used_all else ""
            text = (
                f"Whichever digit {cell_name(i, n)} holds ({', '.join(rest)} or {last}), the basic rules{how} "
                f"take out the same candidates, so {_elim_text(el, n)}"
            )
            yield _step("Deep chain", [i] + [j for j, _ in el], [e for _, e in el], (), el, text, (i,))
            return
