"""Logic with the 45 rule's sums as rules: the last resort of the variant ladder, after every
contradiction step.

The 45 rule (:mod:`.variants`, :mod:`.variant_sums`) reads a sum from a house -- a union of rows,
columns or boxes less the killer cages wholly inside it -- and narrows the few cells of that sum
once. A solver who has run out of steps may instead *keep* such a sum, as if it were drawn on the
board, and go on reasoning with it: "box 5 less its cages: r4c6 + r6c6 = 7", followed along a
contradiction like any cage. This step does that:

* once per puzzle (cached), every union of 1 to :data:`MAX_HOUSES` rows, of columns or of boxes
  less the killer cages wholly inside it whose remaining cells are at most :data:`MAX_CELLS`
  and all see each other (innies only: a house that a crossing cage would rather be taken in
  whole for, its fewer cells outside, gives no sum here; a cage that shares a cell with another
  is never taken away, as the 45 rule leaves it) becomes a *derived sum*: a rule of its
  cells' total whose digits differ, one more cage in effect;
* on the current grid, the puzzle with them added walks the variant ladder
  (:func:`.strategies.ladder`, this step and the two sums filled together left out) and the
  first step it finds is told (a batch step's whole sweep, each step as it is found), its text
  naming each derived sum it used in the solver's words, never as a killer cage.

Cost (Pyramid-like: 12 cages + anti-knight, the two stalls it breaks): the plain sums (cells that
do not all see each other, whose digits may repeat: a sum rule of their own), the sums of six
cells and the two sums step inside were tried and cost seconds a puzzle (each kept sum is
pruned in every deep propagation) and unlocked nothing there, so none is made. What is left is
the deep nested steps the walk with the sums finds after the stall (some 0.15-0.3 s each, their
Python replay): puzzles 7 and 10 of the benchmark take 24-26 s.

Every derived sum holds in every solution of the puzzle, so whatever the ladder finds with them
is sound for the puzzle itself. It runs only where every other technique found nothing, so a
puzzle the ladder solves without it keeps exactly its steps; a sweep holds only steps still
valid in turn (the walk calls a step again when one of its sweep went stale, and this one, called
where the ladder has not stalled, would tell the ladder's own next step). Its contradiction searches have a
budget of their own in a solution path (:data:`PATH_WORK`, beside the path's own, which the
searches without the sums may have spent), and a hint one of :data:`HINT_WORK` for its whole
walk. Rated as the step it tells plus
:data:`EXTRA` (a sum kept in mind), at least :data:`FLOOR`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import level_of
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of, fmt_cells, shape_of
from str8ts_gui.kinds.sudoku.logic.variants import _cages
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

__all__ = ["NAME", "PATH_WORK", "derived_sums", "sums_contradiction"]

NAME = "Contradiction with the 45 rule's sums"
MAX_HOUSES = 4  # unions of up to this many rows, columns or boxes
MAX_CELLS = 5  # a derived sum keeps at most this many cells
PATH_WORK = 1_500_000  # the contradiction searches' work with the derived sums in one path
HINT_WORK = 500_000  # the same outside a solution path (a hint), for the one step
EXTRA = 0.3
FLOOR = 9.0

_TAG = re.compile(r"(?:the )?@@(\d+)@@(?: \d+)?(?: (?:at|on|from) r\d+c\d+(?:, r\d+c\d+)*)?")


@dataclass(frozen=True)
class DerivedCage(KillerCage):
    """A derived sum (its cells all see each other: its digits differ)."""

    tag: int = 0
    words: str = field(default="", compare=False)

    def describe(self, n: int) -> str:
        return f"@@{self.tag}@@"

    @property
    def sum_words(self) -> str:
        """The sum alone, as a step names it ("r4c6 + r6c6 = 7"): its words less where from."""
        return self.words.split(": ", 1)[1]


def _house_words(word: str, picked: tuple[int, ...]) -> str:
    nums = [str(k + 1) for k in picked]
    if len(nums) == 1:
        return f"{word} {nums[0]}"
    return f"{word}{'es' if word == 'box' else 's'} {', '.join(nums[:-1])} and {nums[-1]}"


def derived_sums(puzzle) -> tuple:
    """The derived sums of a puzzle's killer cages (see the module's docstring), as cages."""
    n = puzzle.size
    b = int(round(n ** 0.5))
    if b * b != n or puzzle.regions:
        return ()
    # (cell bits, total) of the cages with a total that share no cell with another, as the 45
    # rule takes them (a house less two overlapping cages would count their shared cell twice)
    cages = _cages(puzzle.constraints)
    if not cages:
        return ()
    have = {c for c, _ in cages}
    sh = shape_of(puzzle)
    pb = sh.peer_bits
    unit = n * (n + 1) // 2
    out: dict[int, tuple[int, str]] = {}  # cell bits -> (total, the houses it comes from)
    for word, first in (("row", 0), ("column", n), ("box", 2 * n)):  # (the shape's unit numbers)
        for k in range(1, MAX_HOUSES + 1):
            for picked in combinations(range(n), k):
                house = 0
                for j in picked:
                    house |= sh.unit_bits[first + j]
                cells = house
                total = unit * k
                less = False
                for cs, t in cages:
                    inside = cs & house
                    if not inside:
                        continue
                    if inside == cs:
                        cells &= ~cs
                        total -= t
                        less = True
                    elif (cs & ~house).bit_count() < inside.bit_count():
                        cells = 0  # (the cage taken in whole would give outies)
                        break
                if not less or not 2 <= cells.bit_count() <= MAX_CELLS or cells in have or cells in out:
                    continue
                out[cells] = (total, f"{_house_words(word, picked)} less {'its cages' if k == 1 else 'their cages'}")
    rules = []
    for cells, (total, where) in sorted((tuple(cells_of(c)), v) for c, v in out.items()):
        if not all(pb[a] >> c & 1 for a in cells for c in cells if a != c):
            continue  # (digits may repeat there: no cage)
        tag = len(rules)
        r = DerivedCage(cells, total, tag, f"{where}: {' + '.join(cell_name(i, n) for i in cells)} = {total}")
        object.__setattr__(r, "title", f"@@{tag}@@")  # (a label the step's text replaces)
        rules.append(r)
    return tuple(rules)


@lru_cache(maxsize=16)
def _augmented(puzzle):
    """The copy of ``puzzle`` with its derived sums (None without any), and the sums by tag;
    remembered by the whole puzzle (the copy keeps its givens)."""
    # (Pyramid-like 7 and 10 need one each, of 5 and 2 cells)
    extra = derived_sums(puzzle)
    aug = puzzle.replace(constraints=tuple(puzzle.constraints) + extra) if extra else None
    return aug, {r.tag: r for r in extra}


def _is_derived(puzzle) -> bool:
    return any(isinstance(c, DerivedCage) for c in puzzle.constraints)


def _words(text: str, by_tag: dict, n: int = 9) -> tuple[str, list[int]]:
    used: list[int] = []

    def sub(m: re.Match) -> str:
        tag = int(m.group(1))
        if tag not in used:
            used.append(tag)
        return f"the sum {by_tag[tag].sum_words}"

    text = _TAG.sub(sub, text)
    # the steps that name a cage by its sum and cells, not by its title: killer cage combinations
    # ("The 14 cage in 4 cells (r1c9, r2c9, r3c9 and r9c9): ... must be in the cage") and the
    # 45 rule's equations ("the killer cage 14 on r1c9, r2c9, r3c9 and r9c9")
    for tag, r in by_tag.items():
        said = r.sum_words
        where = fmt_cells(r.cells, n)
        own = f"The {r.total} cage in {len(r.cells)} cells ({where})"
        named = False
        for old, new in ((own, f"The sum {said}"), (f"The killer cage {r.total} on {where}", f"The sum {said}"), (f"the killer cage {r.total} on {where}", f"the sum {said}")):
            if old in text:
                if old == own:  # (its own step: every "the cage" is this one)
                    text = text.replace(" the cage", " its cells")
                text = text.replace(old, new)
                named = True
        if named and tag not in used:
            used.append(tag)
    return text, used


def sums_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """The first step the variant ladder finds with the derived sums kept as rules (see the
    module's docstring), told with the sums it used."""
    if g.shape.classic or g.is_solved() or _is_derived(g.puzzle):
        return
    aug, by_tag = _augmented(g.puzzle)
    if aug is None:
        return
    from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf
    from str8ts_gui.kinds.sudoku.logic.strategies import ladder
    from str8ts_gui.kinds.sudoku.logic.variant_pairs import two_sums

    # the ladder less this step and the two sums filled together (its fillings with a derived
    # cage took seconds a stall and told nothing the contradictions after it do not)
    strategies = tuple(s for s in ladder(aug) if s.find is not sums_contradiction and s.find is not two_sums)
    g2 = CandidateGrid(aug, g.values, g.masks, g.uniqueness)
    if g2.is_broken():
        return
    outer = vf._PATH.get()
    if outer is not None:
        inner = outer.shares.get("derived-sums-path")
        if inner is None:
            inner = outer.shares["derived-sums-path"] = vf._PathWork(PATH_WORK)
    else:  # a hint: one budget for the whole walk with the sums (not one per search)
        inner = vf._PathWork(HINT_WORK)

    def pull(gen):
        # the inner searches run on their own budget, set only while they run (the step yields
        # each step as soon as it is found: a hint stops at the first, a path takes the sweep)
        token = vf._PATH.set(inner)
        try:
            return next(gen, None)
        finally:
            vf._PATH.reset(token)

    from str8ts_gui.solver.logic import apply, still_valid

    for s in strategies:
        gen = iter(s.find(g2))
        step = pull(gen)
        if step is None:
            continue
        yield _told(step, by_tag, g.size)
        if s.batch:
            # its whole sweep less the steps an earlier one made stale: the walk repeats a sweep
            # with a stale step by calling this step again (solver.logic.walk), on a grid where the
            # ladder has not stalled, and the ladder's own next step there (a single, a nested
            # contradiction) would be told as this one's, said to need the sums, rated 9.0
            cur = apply(g, step)
            while (step := pull(gen)) is not None:
                if still_valid(cur, step):
                    yield _told(step, by_tag, g.size)
                    cur = apply(cur, step)
        return


def _told(step: Step, by_tag: dict, n: int = 9) -> Step:
    text, used = _words(step.text, by_tag, n)
    if not used:
        # a sum the chain used without naming it (its pruning left a naked single): the sums
        # within the step's area, else all of them
        area = set(step.area)
        used = [t for t, r in by_tag.items() if set(r.cells) <= area] or list(by_tag)
    said = "; ".join(by_tag[t].words for t in used)
    text = f"Keeping the 45 rule's sums as rules ({said}): {text}"
    difficulty = round(max(FLOOR, step.difficulty + EXTRA), 1)
    # the sums' cells are shown with the step's own (where to look, and the pattern)
    sums = [i for t in used for i in by_tag[t].cells]
    cells = tuple(dict.fromkeys((*step.cells, *sums)))
    area = tuple(sorted({*step.area, *sums}))
    return replace(step, strategy=NAME, difficulty=difficulty, level=level_of(difficulty), text=text, cells=cells, area=area)
