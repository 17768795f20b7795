"""The variant techniques of issue 20, each on small boards where it fires, and only soundly: every
elimination leaves each solution's digit, every placement is it. The solutions come from the
brute force of ``tests/kinds/sudoku/variants/brute.py`` (the checker and plain backtracking, no
propagation), never from hard-coded answers.

* each rule family's technique fires on random 4 x 4 and 6 x 6 puzzles built around a random
  grid that keeps the rule, and every step of every technique along the way is sound;
* crafted positions for the rule's cells that see each other, rule pointing, locked candidates
  through a knight's move, naked sets in a cage, the 45 rule over two boxes and a cage split,
  one-combination cages, the plain rule elimination of a rule no family names;
* the contradiction and forcing steps: sound, their chain told, the cache of one puzzle never
  used for another of the same rules;
* grades from the hardest step, and the generator's Hard killer.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from brute import random_puzzle_grid, solutions  # noqa: E402
from rule_checks import make, random_path  # noqa: E402
from test_variant_logic import assert_sound, cell, first, marked, walk_sound  # noqa: E402  (the variant logic tests' helpers)

from str8ts_gui.core.kind import get_kind  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid, apply, solve_path  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_rules as vr  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_structures as vs  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variants as vt  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.path import grade_of  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import forget  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.base import Constraint  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.clone import Clone  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.parity import Parity  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.renban import Renban  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xsum import XSum  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xv import XV  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

KIND = get_kind("sudoku")


def truth_of(puzzle, grid: CandidateGrid | None = None, limit: int = 400) -> list[int]:
    """Per cell: the digits some brute-force solution has there (only the solutions that keep
    ``grid``'s candidates, when given: the pencil marks a crafted position starts from)."""
    sols = solutions(puzzle, limit=limit)
    assert len(sols) < limit, "too many solutions to check against"
    if grid is not None:
        sols = [s for s in sols if all(grid.masks[i] >> d & 1 for i, d in enumerate(s))]
    out = [0] * puzzle.cell_count
    for s in sols:
        for i, d in enumerate(s):
            out[i] |= 1 << d
    assert sols, "the position has no solution"
    return out


def sat_truth(puzzle, grid: CandidateGrid) -> list[int]:
    """Per cell: the digits some solution keeping ``grid``'s candidates has there, asked of the
    SAT solver cell by cell (for crafted positions with too many solutions to list)."""
    from pysat.solvers import Solver

    from str8ts_gui.kinds.sudoku import rules as sudoku_rules
    from str8ts_gui.kinds.sudoku.encoding import encode

    m = sudoku_rules.propagate(puzzle, list(grid.masks))
    assert m is not None, "the position has no solution"
    cnf, fixed = encode(puzzle, m)
    seen = [1 << v if v else 0 for v in fixed]
    solver = Solver(name="mc")
    try:
        cnf.load_into(solver, True)
        for i, mi in enumerate(m):
            for d in range(1, puzzle.size + 1):
                if not mi >> d & 1 or seen[i] >> d & 1:
                    continue
                lit = cnf.var_of[i].get(d)
                if lit is not None and solver.solve(assumptions=[lit]):
                    for x in cnf.true_cell_lits(solver.get_model()):
                        j, e = cnf.cell_digit[x]
                        seen[j] |= 1 << e
    finally:
        solver.delete()
    assert any(seen), "the position has no solution"
    return seen


# -- random rule instances a grid keeps ----------------------------------------------------------


def kept(c, n: int, grid) -> bool:
    """Whether ``grid`` keeps the rule (and the rule is valid on the board)."""
    try:
        p = make(n, [c])
    except ValueError:
        return False
    return not KIND.check(p, grid)


def _orth_pairs(n: int):
    return [(i, i + 1) for i in range(n * n) if i % n < n - 1] + [(i, i + n) for i in range(n * n - n)]


def _first_total(make_one, n: int, grid, totals):
    for t in totals:
        c = make_one(t)
        if kept(c, n, grid):
            return c
    return None


def propose(rng: random.Random, rule: str, n: int, grid):
    """A random instance of ``rule`` (or None), not yet checked against the grid."""
    path = random_path(rng, n, rng.randint(2, min(5, n)))
    if rule == "parity":
        i = rng.randrange(n * n)
        return Parity(i, grid[i] % 2 == 0)
    if rule == "kropki":
        a, b = rng.choice(_orth_pairs(n))
        x, y = grid[a], grid[b]
        if abs(x - y) == 1:
            return KropkiDot((a, b), False)
        return KropkiDot((a, b), True) if max(x, y) == 2 * min(x, y) else None
    if rule == "xv":
        a, b = rng.choice(_orth_pairs(n))
        return XV((a, b), grid[a] + grid[b]) if grid[a] + grid[b] in (5, 10) else None
    if rule == "extremum":
        return Extremum(rng.randrange(n * n), rng.random() < 0.5)
    if rule == "quadruple":
        r, c = rng.randrange(n - 1), rng.randrange(n - 1)
        cells = (r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1)
        return Quadruple(cells, tuple(sorted(rng.sample([grid[i] for i in cells], rng.randint(2, 3)))))
    if rule == "slowthermo":
        return SlowThermometer(tuple(sorted(path, key=lambda i: grid[i])))
    if rule == "thermo":
        return Thermometer(tuple(sorted(path, key=lambda i: grid[i])))
    if rule == "renban":
        return Renban(path)
    if rule == "whispers":
        return Whispers(path)
    if rule == "palindrome":
        return Palindrome(path[:3])
    if rule == "clone":
        a, b = rng.sample(range(n * n), 2)
        return Clone((a,), (b,)) if grid[a] == grid[b] else None
    if rule == "between":
        return BetweenLine(path if len(path) >= 3 else path + (path[-1],))
    if rule == "entropic":
        return EntropicLine(path)
    if rule == "zipper":
        return ZipperLine(path)
    if rule == "region_sum":
        return RegionSumLine(path)
    if rule == "littlekiller":
        spots = [(-1, c, "DR") for c in range(n - 1)] + [(-1, c, "DL") for c in range(1, n)]
        row, col, d = rng.choice(spots)
        cells = LittleKiller(row, col, d, 1).diagonal(n)
        return LittleKiller(row, col, d, sum(grid[i] for i in cells))
    if rule == "sandwich":
        k, column = rng.randrange(n), rng.random() < 0.5
        return _first_total(lambda t: SandwichSum(k, column, t), n, grid, range(0, n * n))
    if rule == "xsum":
        col = rng.randrange(n)
        return _first_total(lambda t: XSum(-1, col, t), n, grid, range(1, n * (n + 1) // 2 + 1))
    if rule == "skyscraper":
        col = rng.randrange(n)
        return _first_total(lambda t: Skyscraper(-1, col, t), n, grid, range(1, n + 1))
    if rule == "arrow":
        line = path[1:]
        return Arrow((path[0],), line) if sum(grid[i] for i in line) == grid[path[0]] else None
    if rule == "killer":
        ds = [grid[i] for i in path]
        return KillerCage(path, sum(ds)) if len(set(ds)) == len(ds) else None
    raise AssertionError(rule)


def instances(rng: random.Random, rule: str, n: int, grid, count: int) -> list:
    out: list = []
    used: set[int] = set()
    for _ in range(400):
        if len(out) >= count:
            break
        c = propose(rng, rule, n, grid)
        if c is None or not kept(c, n, grid):
            continue
        cells = set(c.area())
        if cells & used and rule not in ("parity", "extremum"):
            continue
        used |= cells
        out.append(c)
    return out


def family_cases(rule: str, seed: int, count: int = 6):
    """Random puzzles with instances of ``rule`` that a random grid keeps (4 x 4, one 6 x 6),
    a few givens of that grid, at most a few hundred solutions."""
    rng = random.Random(f"{rule}-{seed}")
    made = tries = 0
    while made < count and tries < 60:
        tries += 1
        n = 6 if made == count - 1 else 4
        grid = random_puzzle_grid(rng, n)
        rules = instances(rng, rule, n, grid, rng.randint(1, 3) if n == 4 else 4)
        if not rules:
            continue
        clues = [d if rng.random() < (0.25 if n == 4 else 0.55) else 0 for d in grid]
        p = make(n, rules, clues)
        if len(solutions(p, limit=300)) >= 300:
            continue
        made += 1
        yield p


# rule name -> the technique that tells it
FAMILY_OF = {r: f.name for f in vr.FAMILIES for r in f.rules}
FAMILY_OF.update({"thermo": "Thermometer ranges", "arrow": "Arrow sums", "killer": "Killer cage combinations"})
RULES = (
    "parity", "kropki", "xv", "extremum", "quadruple", "slowthermo", "thermo", "renban", "whispers", "palindrome",
    "clone", "between", "entropic", "zipper", "region_sum", "littlekiller", "sandwich", "xsum", "skyscraper", "arrow",
    "killer",
)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_familys_technique_fires_and_every_step_is_sound(rule):
    fired: dict[str, int] = {}
    for p in family_cases(rule, 1):
        walk_sound(p, truth_of(p), fired)
    name = FAMILY_OF[rule]
    if rule == "killer":  # a cage may be told by its one-combination step instead
        assert fired.get(name, 0) + fired.get(vt.ONE_COMBINATION, 0) > 0, fired
    else:
        assert fired.get(name, 0) > 0, (name, fired)


@pytest.mark.parametrize("rule", (NonConsecutive(), NegativeRatio(), NegativeXV()), ids=lambda c: c.rule)
def test_global_pair_rules_fire_and_stay_sound(rule):
    # a 6 x 6 grid that keeps the rule, from the solver; the negative constraints with every
    # dot or XV the grid has drawn
    rng = random.Random(rule.rule)
    fired: dict[str, int] = {}
    for _ in range(3):
        base = solve(make(6, [rule, *([Parity(rng.randrange(36), rng.random() < 0.5)])])).solution
        if base is None:
            continue
        marks: list = []
        if rule.rule == "negative_ratio":
            marks = [KropkiDot((a, b), True) for a, b in _orth_pairs(6) if max(base[a], base[b]) == 2 * min(base[a], base[b])]
        elif rule.rule == "negative_xv":
            marks = [XV((a, b), base[a] + base[b]) for a, b in _orth_pairs(6) if base[a] + base[b] in (5, 10)]
        clues = [d if rng.random() < 0.45 else 0 for d in base]
        p = make(6, [rule, *marks], clues)
        assert not KIND.check(p, base)
        walk_sound(p, truth_of(p), fired)
    assert fired.get(FAMILY_OF[rule.rule], 0) > 0, fired


# -- crafted positions ------------------------------------------------------------------------------


def test_rule_cells_that_see_each_other():
    # a between line along row 1 of a 4 x 4: its two middle cells differ, so the circles are 1
    # and 4 (the rule alone would let them be 1 and 3 around two 2s)
    p = make(4, [BetweenLine((0, 1, 2, 3))])
    g = CandidateGrid.from_puzzle(p)
    assert first(STRATEGY_BY_NAME["Between line"].find, g) is not None  # the rule alone: 1 and 4 off the middle
    g = apply(g, first(STRATEGY_BY_NAME["Between line"].find, g))
    step = first(vr.seen_cells, g)
    assert step is not None and step.strategy == "Rule cells that see each other"
    assert "r1c2 and r1c3 see each other, so they differ" in step.text or "cells that see each other differ" in step.text
    assert {(0, 2), (0, 3), (3, 2), (3, 3)} <= set(step.eliminations)
    assert_sound(step, truth_of(p))


def test_rule_pointing_a_digit_the_rule_must_hold():
    # a renban of three cells in row 1 of a 4 x 4 holds 1-2-3 or 2-3-4: 2 and 3 in any case, so
    # r1c4 (in the row) holds neither
    p = make(4, [Renban((0, 1, 2))])
    g = CandidateGrid.from_puzzle(p)
    steps = list(vr.rule_pointing(g))
    assert steps and all(s.strategy == "Rule pointing" for s in steps)
    gone = {e for s in steps for e in s.eliminations}
    assert {(3, 2), (3, 3)} <= gone
    assert any("every way to keep the rule uses 2" in s.text for s in steps)
    # one cell sees every place of 2 (r1c4, in the row): it "sees", not "see"
    assert any(s.text.endswith("so 2 must go in one of r1c1, r1c2 and r1c3: 2 leaves r1c4, which sees every place it can take") for s in steps)
    truth = truth_of(p)
    for s in steps:
        assert_sound(s, truth)


def test_locked_candidates_through_a_knights_move():
    # anti-knight 6 x 6: in box 1 (r1-2 c1-3), 5 and 6 only in r1c1 and r2c3 (pencil marks);
    # r1c5 sees r1c1 along the row and r2c3 by a knight's move, r3c1 sees r1c1 along the column
    # and r2c3 by a knight's move: pointing does not know, the locked candidates do
    p = make(6, [AntiKnight()])
    marks = {"r1c2": "1234", "r1c3": "1234", "r2c1": "1234", "r2c2": "1234", "r1c1": "56", "r2c3": "56"}
    g = marked(p, marks)
    steps = [s for s in vs.locked_candidates(g) if s.digits == (5,)]
    assert steps, "5 in box 1 is locked in r1c1 and r2c3"
    gone = {i for s in steps for i, _ in s.eliminations}
    assert {cell("r1c5", 6), cell("r3c1", 6)} <= gone
    truth = sat_truth(p, g)
    sh = g.shape
    for s in steps:
        assert_sound(s, truth)
        assert "knight's move" in s.text
        for i, _ in s.eliminations:  # each cell sees both places
            assert sh.sees(i, cell("r1c1", 6)) and sh.sees(i, cell("r2c3", 6))


def test_locked_candidates_with_non_consecutive_neighbours():
    # non-consecutive 6 x 6 around a grid the solver finds: in row 1, the digit d of r1c1 is
    # confined by pencil marks to r1c1 and r1c3; r1c2 touches both, so it is neither d - 1 nor
    # d + 1 (and the two places are not either, wherever d goes)
    p = make(6, [NonConsecutive()])
    grid = solve(p).solution
    d = grid[0]
    marks = {f"r1c{c + 1}": "".join(str(e) for e in range(1, 7) if e != d) for c in (1, 3, 4, 5)}
    g = marked(p, marks)
    steps = [s for s in vs.locked_candidates(g) if s.digits == (d,) and "touches" in s.text]
    assert steps, [s.text for s in vs.locked_candidates(g)]
    gone = {e for s in steps for e in s.eliminations}
    assert {(1, e) for e in (d - 1, d + 1) if 1 <= e <= 6} <= gone
    truth = sat_truth(p, g)
    for s in steps:
        assert_sound(s, truth)
        assert "non-consecutive rule" in s.text


def test_naked_pair_in_a_cage_reaches_cells_outside():
    # a 5-cell killer cage without a sum, on a 6 x 6: two of its cells hold only 1 and 2, so the
    # other cage cells lose them, and so does a cell seeing both (r1c6 sees r1c1 and r1c2)
    cage = KillerCage(tuple(cell(x, 6) for x in ("r1c1", "r1c2", "r2c1", "r3c1", "r4c1")))
    p = make(6, [cage])
    g = marked(p, {"r1c1": "12", "r1c2": "12"})
    step = first(vs.naked_cage_set(2), g)
    assert step is not None and step.strategy == "Naked pair in a cage"
    el = set(step.eliminations)
    assert (cell("r3c1", 6), 1) in el and (cell("r4c1", 6), 2) in el
    assert "in the killer cage at r1c1" in step.text
    assert_sound(step, sat_truth(p, g))


def _tiled_6x6(grid, cages_cells):
    return make(6, [KillerCage(tuple(cs), sum(grid[i] for i in cs)) for cs in cages_cells])


def test_45_rule_over_two_boxes():
    # 6 x 6, boxes 1 and 3 (rows 1-4, columns 1-3): a cage along row 1, three cages each across
    # the border of the two boxes (r2 and r3 of one column), a cage on r4c1-r4c2; only the two
    # boxes together leave one cell, r4c3, which is placed
    rng = random.Random(5)
    for _ in range(3):
        grid = random_puzzle_grid(rng, 6)
        groups = [("r1c1", "r1c2", "r1c3"), ("r2c1", "r3c1"), ("r2c2", "r3c2"), ("r2c3", "r3c3"), ("r4c1", "r4c2")]
        p = _tiled_6x6(grid, [[cell(x, 6) for x in g] for g in groups])
        steps = list(vt.rule_45(CandidateGrid.from_puzzle(p)))
        pair = [s for s in steps if s.text.startswith("boxes 1 and 3 add up to 42")]
        r4c3 = cell("r4c3", 6)
        assert any(s.placements == ((r4c3, grid[r4c3]),) for s in pair), [s.text for s in steps]
        for s in steps:  # the cages carry the grid's own sums: it is a solution
            assert all(grid[i] == d for i, d in s.placements) and all(grid[i] != d for i, d in s.eliminations)


def test_45_rule_splits_a_crossing_cage():
    # row 1 of a 4 x 4 holds the cage r1c1-r1c2 and the cage r1c3-r1c4-r2c4 crossing into row 2:
    # taken in whole, its cell outside (r2c4) is an outie; the split gives r2c4 exactly
    rng = random.Random(7)
    grid = random_puzzle_grid(rng, 4)
    cages = [(0, 1), (2, 3, 7)]
    cages = [cs for cs in cages if len({grid[i] for i in cs}) == len(cs)]
    if len(cages) < 2:
        pytest.skip("the random grid repeats a digit in a cage")
    p = make(4, [KillerCage(cs, sum(grid[i] for i in cs)) for cs in cages])
    steps = [s for s in vt.rule_45(CandidateGrid.from_puzzle(p)) if "row 1 adds up" in s.text]
    outie = [s for s in steps if s.placements == ((7, grid[7]),)]
    assert outie and "crossing its border" in outie[0].text
    truth = truth_of(p)
    for s in steps:
        assert_sound(s, truth)


def test_a_cage_one_set_of_digits_fills_is_easy():
    # 3 in two cells can only be 1 and 2
    p = make(4, [KillerCage((0, 1), 3)])
    step = first(vt.single_cage_combination, CandidateGrid.from_puzzle(p))
    assert step.strategy == vt.ONE_COMBINATION and step.difficulty == vt.CAGE_ONE and step.level == 0
    assert {(0, 3), (0, 4), (1, 3), (1, 4)} == set(step.eliminations)
    assert_sound(step, truth_of(p))
    # 5 in two cells is 1+4 or 2+3: no single set, so not this technique
    assert first(vt.single_cage_combination, CandidateGrid.from_puzzle(make(4, [KillerCage((0, 1), 5)]))) is None


@dataclass(frozen=True)
class _FirstCellIsOne(Constraint):
    """A rule no technique family names (as a rule added later would be): r1c1 holds 1."""

    rule = "test_first_cell_is_one"
    title = "First cell is one"

    def area(self):
        return (0,)

    def prune(self, puzzle, masks):
        if not masks[0] & 2:
            return None
        changed = masks[0] != 2
        masks[0] = 2
        return changed


def test_a_rule_without_a_family_is_a_plain_rule_elimination():
    p = new_4x4_with(_FirstCellIsOne())
    g = CandidateGrid.from_puzzle(p)
    step = first(STRATEGY_BY_NAME["Rule elimination"].find, g)
    assert step is not None and step.strategy == "Rule elimination"
    assert set(step.eliminations) == {(0, 2), (0, 3), (0, 4)}
    assert step.text.startswith("First cell is one on r1c1: ")
    # no family technique claims it
    assert all(first(STRATEGY_BY_NAME[f.name].find, g) is None for f in vr.FAMILIES)


def new_4x4_with(c):
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    return new_puzzle(4).replace(constraints=(c,))


# -- contradiction and forcing ------------------------------------------------------------------------


def test_contradiction_and_forcing_steps_are_sound_and_tell_their_chain():
    fired: dict[str, int] = {}
    rng = random.Random(3)
    made = 0
    while made < 8:
        grid = random_puzzle_grid(rng, 6)
        rules = instances(rng, "kropki", 6, grid, 6) + instances(rng, "thermo", 6, grid, 2)
        p = make(6, rules, [d if rng.random() < 0.3 else 0 for d in grid])
        if len(solutions(p, limit=200)) >= 200:
            continue
        made += 1
        truth = truth_of(p)
        g = CandidateGrid.from_puzzle(p)
        for _ in range(60):
            if g.is_solved() or g.is_broken():
                break
            step = None
            for finder in (vf.rule_contradiction, vf.rule_forcing, vf.deep_contradiction, vf.deep_forcing):
                for s in finder(g):
                    assert_sound(s, truth)
                    fired[s.strategy] = fired.get(s.strategy, 0) + 1
                    if "contradiction" in s.strategy:
                        (i, d), = s.eliminations
                        assert s.text.startswith(f"Suppose {cell_name(i)} were {d}")
                        assert s.text.endswith(f"So {cell_name(i)} is not {d}") and i in s.cells and i in s.area
                    else:
                        assert s.text.startswith("Each ") and s.eliminations
                    assert s.level == 4  # the hardest class: Diabolical
                    step = step or s
                    break
                if step is not None:
                    break
            if step is None:
                step = next((s for st in VARIANT_STRATEGIES for s in st.find(g)), None)
                if step is None:
                    break
            g = apply(g, step)
    assert fired.get("Rule contradiction", 0) > 3, fired


def cell_name(i: int, n: int = 6) -> str:
    return f"r{i // n + 1}c{i % n + 1}"


def test_the_cache_of_one_puzzle_is_never_used_for_another_of_the_same_rules():
    # the same rules, different givens: each puzzle's steps hold in its own solutions (the
    # contradiction cache is kept per board and rules, and checked against the grid it came from)
    rng = random.Random(11)
    grid = random_puzzle_grid(rng, 6)
    rules = instances(rng, "kropki", 6, grid, 8)
    forget()
    checked = 0
    for k in range(6):
        base = grid if k % 2 == 0 else (solve(make(6, rules)).solution or grid)
        clues = [d if rng.random() < 0.35 else 0 for d in base]
        p = make(6, rules, clues)
        if not solutions(p, limit=1) or len(solutions(p, limit=200)) >= 200:
            continue
        truth = truth_of(p)
        for s in solve_path(p).steps:
            assert_sound(s, truth)
            checked += 1
    assert checked


# -- grades ------------------------------------------------------------------------------------------


def test_a_variant_grade_is_the_bucket_of_its_hardest_step():
    rng = random.Random(4)
    seen = set()
    for _ in range(10):
        grid = random_puzzle_grid(rng, 6)
        rules = instances(rng, "killer", 6, grid, 5) + instances(rng, "thermo", 6, grid, 2)
        p = make(6, rules, [d if rng.random() < 0.3 else 0 for d in grid])
        if solve(p, limit=2).count != 1:
            continue
        path = solve_path(p)
        if path.solved:
            hardest = max(s.difficulty for s in path.steps)
            assert path.grade == grade_of(hardest)
            seen.add(path.grade)
    assert seen


def test_generate_a_hard_killer():
    from str8ts_gui.kinds.sudoku import logic
    from str8ts_gui.kinds.sudoku import variant_generator as vg

    got = next(vg.generate(vg.VariantOptions(9, ("killer",), "Hard"), 1, seed=1))
    assert got.grade == "Hard"
    assert all(c.rule == "killer" for c in got.puzzle.constraints) and not any(got.puzzle.clues)
    r = logic.rate(got.puzzle, unique=True)
    assert r.solved and r.grade == "Hard" and tuple(r.values) == tuple(got.solution)


def test_the_generator_grades_every_rule_it_knows():
    from str8ts_gui.kinds.sudoku import variant_generator as vg

    for rule in vg.KNOWN_RULES:
        assert vg.grade_note((rule,)) == ""  # the Generate dialog says nothing: every grade is offered
    assert "no techniques for someday" in vg.grade_note(("killer", "someday"))


def test_without_a_target_an_unfinished_puzzle_is_eased_until_graded(monkeypatch):
    # a stand-in logic that finishes only puzzles with at least 14 givens: the generator eases
    # the minimal puzzle (givens back) until it does, instead of leaving it unrated
    from str8ts_gui.kinds.sudoku import variant_generator as vg

    seen: list[int] = []

    def stand_in(puzzle, solution):
        seen.append(sum(1 for d in puzzle.clues if d))
        return "Hard" if seen[-1] >= 14 else None

    monkeypatch.setattr(vg, "rate", stand_in)
    got = next(vg.generate(vg.VariantOptions(6, ("thermo",)), 1, seed=3))
    assert seen[0] < 14  # the minimal puzzle was not finished...
    assert got.grade == "Hard" and sum(1 for d in got.puzzle.clues if d) >= 14  # ...the eased one was


def test_a_rule_elimination_by_indexer_cells_says_what_they_mean():
    # column indexers in column 1 of a 4 x 4: r1c1 = d puts 1 in column d of row 1; r1c2 cannot
    # hold 1 (a pencil mark), so r1c1 is not 2: the step says why, not only "2 leaves r1c1"
    from str8ts_gui.kinds.sudoku.variants.indexer import Indexer

    p = make(4, [Indexer((0, 4, 8, 12), "column")])
    g = marked(p, {"r1c2": "234"})
    steps = list(STRATEGY_BY_NAME["Rule elimination"].find(g))
    assert any((0, 2) in s.eliminations for s in steps), [s.text for s in steps]
    for s in steps:
        assert "a digit d in column c of a row puts c in column d of that row, so " in s.text, s.text
