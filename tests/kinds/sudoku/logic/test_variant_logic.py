"""Human logic on Sudoku variants: the grid reasons on the puzzle's own units and peers (jigsaw
regions, diagonals, anti-knight...), the uniqueness techniques stay off, and the variant
techniques (rule elimination, thermometer ranges, arrow sums, killer cage combinations, the 45
rule) each find their step where they apply and nothing where they must not. Every elimination
is checked against the solutions the solver or the brute force finds, never against hard-coded
answers."""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force
sys.path.insert(0, str(HERE.parent.parent.parent / "cli"))  # the CLI helper

from brute import random_puzzle_grid, solutions  # noqa: E402
from cli_helpers import run  # noqa: E402
from rule_checks import make, random_path, some_clues  # noqa: E402

from str8ts_gui.core.document import Document, save_document  # noqa: E402
from str8ts_gui.core.kind import get_kind  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import (  # noqa: E402
    STRATEGIES,
    STRATEGY_BY_NAME,
    VARIANT_STRATEGIES,
    CandidateGrid,
    apply,
    ladder,
    solve_path,
)
from str8ts_gui.kinds.sudoku.logic import variants as vt  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.hints import describe_area  # noqa: E402
from str8ts_gui.kinds.sudoku.model import new_puzzle  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.parity import Parity  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.xv import XV  # noqa: E402
from str8ts_gui.solver.sat import Status, count_solutions, solve, true_candidates  # noqa: E402

KIND = get_kind("sudoku")
VARIANT_NAMES = ("Odd/even", "Kropki dot", "XV", "Thermometer ranges", "Arrow sums", "Killer cage combinations", "45 rule")
UNIQUENESS = {"Unique rectangle", "BUG", *(f"BUG type {t}" for t in range(1, 5))}
# a classic puzzle (from the technique tests) whose unique solution is SOLVED below; its unique
# rectangle position is used to show that a rule switches the uniqueness techniques off
UR_PLACED = "...453......296....6478139..4536981....528......147...453672981.9.814563186935..4"


def cell(name: str, n: int) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * n + int(c) - 1


def true_masks(puzzle) -> list[int]:
    """Per cell: the digits some solution of the puzzle has there (the solver's)."""
    return list(true_candidates(puzzle).masks)


def assert_sound(step, truth) -> None:
    """No elimination removes a digit some solution has; every placement is in all of them."""
    for i, d in step.eliminations:
        assert not truth[i] >> d & 1, f"{step}: removes {d} from cell {i}, which a solution has"
    for i, d in step.placements:
        assert truth[i] == 1 << d, f"{step}: places {d} in cell {i}, not forced"


def walk_sound(
    puzzle, truth, fired: dict[str, int], limit: int = 80, per: int = 3, every: bool = False
) -> CandidateGrid:
    """Walk the variant ladder from the puzzle's start, checking up to ``per`` steps of every
    technique at each position against ``truth`` (each elimination sound and of a candidate
    that is there); counts the steps found per name in ``fired``. At each position the
    techniques are asked up to the first that finds a step, or with ``every`` all of them."""
    g = CandidateGrid.from_puzzle(puzzle)
    for _ in range(limit):
        if g.is_solved() or g.is_broken():
            break
        step = None
        for s in VARIANT_STRATEGIES:
            for k, found in enumerate(s.find(g)):
                assert_sound(found, truth)
                for i, d in found.eliminations:
                    assert not g.values[i] and g.masks[i] >> d & 1, f"{found}: removes a candidate that is not there"
                fired[found.strategy] = fired.get(found.strategy, 0) + 1
                step = step or found
                if k + 1 >= per:
                    break
            if step is not None and not every:
                break
        if step is None:
            break
        g = apply(g, step)
    return g


def first(finder, g):
    return next(iter(finder(g)), None)


def marked(puzzle, marks: dict[str, str]) -> CandidateGrid:
    """The puzzle's starting grid, the named cells narrowed to the given digits."""
    n = puzzle.size
    m = [0] * (n * n)
    for name, ds in marks.items():
        for ch in ds:
            m[cell(name, n)] |= 1 << int(ch)
    return CandidateGrid.from_puzzle(puzzle, marks=m)


# -- the ladder ---------------------------------------------------------------------------------


def test_the_classic_ladder_is_unchanged_and_variants_have_their_own():
    names = [s.name for s in STRATEGIES]
    assert not set(VARIANT_NAMES) & set(names)
    vnames = [s.name for s in VARIANT_STRATEGIES]
    assert set(VARIANT_NAMES) <= set(vnames)
    assert not UNIQUENESS & set(vnames)
    assert ladder(new_puzzle(9)) is STRATEGIES
    assert ladder(new_puzzle(9).replace(constraints=(AntiKnight(),))) is VARIANT_STRATEGIES
    assert ladder(new_puzzle(4).replace(regions=(0, 0, 1, 1) * 2 + (2, 2, 3, 3) * 2)) is VARIANT_STRATEGIES
    for name in VARIANT_NAMES:
        s = STRATEGY_BY_NAME[name]
        # after the singles (odd/even cells, as easy as a hidden single, after the one in a box)
        assert s.description and vnames.index(name) > vnames.index("Naked single" if name != "Odd/even" else "Hidden single")
    # the contradiction and forcing steps last, as the hardest class
    assert vnames[-8:] == [
        "Rule contradiction", "Rule forcing chain", "Deep rule contradiction", "Deep rule forcing chain", "Nested rule contradiction",
        "Deep nested rule contradiction", "Probed nested rule contradiction", "Contradiction with the 45 rule's sums",
    ]
    assert min(STRATEGY_BY_NAME[name].level for name in vnames[-8:]) == 4
    # rule eliminations rate as easy steps, the 45 rule as a harder one
    assert STRATEGY_BY_NAME["Kropki dot"].difficulty < 2.5 <= STRATEGY_BY_NAME["45 rule"].difficulty <= 4.0


def test_variant_techniques_do_nothing_on_a_classic_sudoku():
    g = CandidateGrid.from_puzzle(new_puzzle(9, [int(ch) if ch != "." else 0 for ch in UR_PLACED]))
    for name in VARIANT_NAMES:
        assert first(STRATEGY_BY_NAME[name].find, g) is None


# -- rule elimination -----------------------------------------------------------------------------


def test_rule_families_apply_a_rules_pruning():
    # an even cell and a white Kropki dot on an empty 4 x 4
    p = make(4, [Parity(0, True), KropkiDot((5, 6), False)])
    g = CandidateGrid.from_puzzle(p)
    truth = true_masks(p)
    parity = first(STRATEGY_BY_NAME["Odd/even"].find, g)
    assert parity.strategy == "Odd/even" and parity.cells == (0,)
    assert {(0, 1), (0, 3)} == set(parity.eliminations)
    # what the square says and what goes, the cell named once ("Even cell r1c1: it holds an even
    # digit, so 1 and 3 leave r1c1" before)
    assert parity.text == "r1c1 is even (grey square): 1 and 3 leave it"
    assert_sound(parity, truth)
    dot = first(STRATEGY_BY_NAME["Kropki dot"].find, CandidateGrid.from_puzzle(p).with_changes(((5, 4),)))
    assert dot.strategy == "Kropki dot" and "differ by 1" in dot.text
    assert set(dot.eliminations) == {(6, 1), (6, 2)}
    assert_sound(dot, true_masks(p.replace(clues=(0,) * 5 + (4,) + (0,) * 10)))


def test_rule_families_find_nothing_when_the_candidates_keep_the_rule():
    p = make(4, [Parity(0, True), XV((0, 1), 5)])
    g = marked(p, {"r1c1": "24", "r1c2": "13"})
    for name in ("Odd/even", "XV", "Rule elimination"):
        assert first(STRATEGY_BY_NAME[name].find, g) is None


# -- thermometers and arrows ----------------------------------------------------------------------------


def test_thermometer_ranges():
    p = make(4, [Thermometer((0, 1, 2))])
    g = CandidateGrid.from_puzzle(p)
    step = first(vt.thermometer_ranges, g)
    assert step is not None and step.strategy == "Thermometer ranges"
    assert_sound(step, true_masks(p))
    assert (0, 4) in step.eliminations and (2, 1) in step.eliminations
    assert "Along the thermometer from r1c1" in step.text and "r1c2 is 2 or 3" in step.text
    # already within range: nothing
    g2 = marked(p, {"r1c1": "12", "r1c2": "23", "r1c3": "34"})
    assert first(vt.thermometer_ranges, g2) is None


def test_arrow_sums():
    # circle r1c1, line r2c1 and r2c2: the line cells see each other, so they add up to at
    # least 1 + 2 and the circle is neither 1 nor 2
    p = make(4, [Arrow((0,), (4, 5))])
    g = CandidateGrid.from_puzzle(p)
    step = first(vt.arrow_sums, g)
    assert step is not None and step.strategy == "Arrow sums"
    assert_sound(step, true_masks(p))
    assert {(0, 1), (0, 2)} <= set(step.eliminations)
    assert step.text.startswith("The arrow from r1c1 along r2c1 and r2c2 adds up to its circle (r2c1 and r2c2 see each other")
    # the line's cells in their order along it, and three that all see each other said once
    p3 = make(9, [Arrow((24,), (23, 4, 12))])  # circle r3c7, line r3c6, r1c5, r2c4
    s3 = first(vt.arrow_sums, CandidateGrid.from_puzzle(p3))
    assert s3.text.startswith(
        "The arrow from r3c7 along r3c6, r1c5 and r2c4 adds up to its circle (r3c6, r1c5 and r2c4 all see each other, so they differ): "
    ), s3.text
    # a longer line on a 9 x 9, cells far apart: the plain sum range
    p9 = make(9, [Arrow((40,), (0, 80))])
    s9 = first(vt.arrow_sums, CandidateGrid.from_puzzle(p9))
    assert (40, 1) in s9.eliminations and "the line can add up to 2 to 18" in s9.text
    # the circle already fits the line: nothing
    g2 = marked(p, {"r1c1": "3", "r2c1": "12", "r2c2": "12"})
    assert first(vt.arrow_sums, g2) is None


# -- killer cages -----------------------------------------------------------------------------------------


def killer_around(grid, cages_cells, clues=None):
    n = int(len(grid) ** 0.5)
    cages = [KillerCage(tuple(cs), sum(grid[i] for i in cs)) for cs in cages_cells]
    return make(n, cages, clues)


def known_grid() -> tuple[int, ...]:
    """The unique solution of the classic UR puzzle, from the solver."""
    p = new_puzzle(9, [int(ch) if ch != "." else 0 for ch in UR_PLACED])
    return tuple(solve(p).solution)


def test_killer_cage_combinations_name_the_sets_and_remove_the_rest():
    grid = known_grid()
    # find two touching cells adding up to 15 in the known grid: {6,9} or {7,8}
    pair = next((i, i + 1) for i in range(81) if i % 9 < 8 and grid[i] + grid[i + 1] == 15)
    p = killer_around(grid, [pair])
    g = CandidateGrid.from_puzzle(p)
    step = first(vt.killer_combinations, g)
    assert step is not None and step.strategy == "Killer cage combinations"
    assert "The 15 cage in 2 cells" in step.text and "{6,9} or {7,8}" in step.text
    truth = true_masks(p)
    assert_sound(step, truth)
    assert {(pair[0], d) for d in range(1, 6)} <= set(step.eliminations)
    # a cage of 3 in two cells of a row: 1 and 2 must be there, so they leave the rest of the row
    small = next((i, i + 1) for i in range(81) if i % 9 < 8 and grid[i] + grid[i + 1] == 3)
    p3 = killer_around(grid, [small])
    g3 = CandidateGrid.from_puzzle(p3)
    one = first(vt.killer_combinations, g3)  # first the cage's own cells: only 1 and 2 (a beginner's step)
    assert one.strategy == "Single cage combination" and all(i in small for i, _ in one.eliminations)
    s3 = first(vt.killer_combinations, apply(g3, one))
    row = small[0] // 9
    outside = {(i, d) for i, d in s3.eliminations if i not in small}
    assert {(row * 9 + c, 1) for c in range(9) if row * 9 + c not in small} <= outside
    assert "{1,2}, so 1 and 2 must be in the cage: " in s3.text  # one set: not "every set holds"
    assert_sound(s3, true_masks(p3))


def test_a_cage_step_says_why_a_digit_of_its_sets_leaves_a_cell():
    """{1,2,9} or {1,3,8} in r5c4-r5c6: 4 is in no set (no reason needed), but 9 is in one and
    still leaves r5c5: with 9 there, r5c4 and r5c6 could not hold 1 and 2. The step says so (a
    setter read "{1,2,9} or {1,3,8}, so 2 leaves r5c5" as a step without its reason)."""
    cells = (cell("r5c4", 9), cell("r5c5", 9), cell("r5c6", 9))
    p = new_puzzle(9).replace(constraints=(KillerCage(cells, 12),))
    g = marked(p, {"r5c4": "12", "r5c5": "12349", "r5c6": "89"})
    step = first(vt.killer_combinations, g)
    assert step is not None and "{1,2,9} or {1,3,8}" in step.text
    assert {(cells[1], 4), (cells[1], 9)} <= set(step.eliminations)
    # the one set's rest and the cell that holds none of it (it said "could not hold the rest of {1,2,9}")
    assert ", so 4 leaves r5c5; 9 leaves r5c5 too: with 9 there, the other cells would need 1 and 2, and r5c6 holds neither" in step.text
    # only the digit of a set is given a reason
    g2 = marked(p, {"r5c4": "12", "r5c5": "1239", "r5c6": "89"})
    step2 = first(vt.killer_combinations, g2)
    assert ", so 9 leaves r5c5: with 9 there, the other cells would need 1 and 2, and r5c6 holds neither" in step2.text
    # a rest of one digit: "does not hold it"
    two = (cell("r6c3", 9), cell("r7c3", 9))
    p3 = new_puzzle(9).replace(constraints=(KillerCage(two, 9),))
    step3 = first(vt.killer_combinations, marked(p3, {"r6c3": "18", "r7c3": "1"}))
    assert (two[0], 1) in step3.eliminations
    assert "1 leaves r6c3: with 1 there, the other cell would need 8, and r7c3 does not hold it" in step3.text, step3.text


def test_a_cage_step_with_many_sets_says_what_they_are_and_the_sum_bound():
    """Killer cage 21 in 5 cells, four of them holding only 1-6: seven sets fit. The step said
    "one of 7 sets of the digits 1, 2, ... and 9, so 1-6 leave r8c4: ... could hold the rest of
    none of its sets (one of 7 sets ...)", a placeholder; it now says what the sets are and the
    real reason: with 1-6 in r8c4 the cage holds only 1-6, and five of those make 20 at most."""
    names = ("r7c2", "r7c3", "r8c3", "r9c3", "r8c4")
    cells = tuple(cell(c, 9) for c in names)
    p = new_puzzle(9).replace(constraints=(KillerCage(cells, 21),))
    g = marked(p, {"r7c2": "123456", "r7c3": "123456", "r8c3": "123456", "r9c3": "123456", "r8c4": "123456789"})
    step = first(vt.killer_combinations, g)
    assert step is not None and set(step.eliminations) == {(cells[4], d) for d in range(1, 7)}
    assert "one of 7 sets of the digits" not in step.text
    assert "(r7c2, r7c3, r8c3, r8c4 and r9c3): its candidates allow 7 sets of 5 different digits adding up to 21, so" in step.text
    assert step.text.endswith(
        "1, 2, 3, 4, 5 and 6 leave r8c4: with any of these there, the cage would hold only 1 to 6, "
        "and 5 different digits of those add up to at most 20, not 21"
    )
    # what every set holds and what none holds are said when there is something to say
    with_one = [c for c in itertools.combinations(range(1, 10), 5) if sum(c) == 21 and 1 in c]  # 7 sets
    assert vt._options_words([bitmask(c) for c in with_one], 5, 21, 9) == (
        "its candidates allow 7 sets of 5 different digits adding up to 21 (each with 1)"
    )
    no_nine = [c for c in itertools.combinations(range(1, 9), 4) if sum(c) == 16]  # 7 sets
    assert vt._options_words([bitmask(c) for c in no_nine], 4, 16, 9) == (
        "its candidates allow 7 sets of 4 different digits adding up to 16 (none with 9)"
    )


def bitmask(digits) -> int:
    return sum(1 << d for d in digits)


def test_killer_cage_combinations_find_nothing_when_the_cells_fit_exactly():
    p = make(4, [KillerCage((0, 1), 3)])
    g = marked(p, {"r1c1": "12", "r1c2": "12", "r1c3": "34", "r1c4": "34", "r2c1": "34", "r2c2": "34"})
    assert first(vt.killer_combinations, g) is None
    # a cage without a sum tells no combination
    assert first(vt.killer_combinations, CandidateGrid.from_puzzle(make(4, [KillerCage((0, 1))]))) is None


def test_cage_options_match_a_brute_force():
    rng = random.Random(3)
    from itertools import permutations

    for _ in range(200):
        k = rng.randint(1, 4)
        masks = [rng.randrange(2, 1 << 10) & ~1 or 2 for _ in range(k)]
        total = rng.randint(k, 30)
        options, support = vt.cage_options(list(range(k)), masks, 9, total)
        want_sets, want = set(), [0] * k
        for digits in permutations(range(1, 10), k):
            if sum(digits) == total and all(masks[j] >> d & 1 for j, d in enumerate(digits)):
                want_sets.add(sum(1 << d for d in digits))
                for j, d in enumerate(digits):
                    want[j] |= 1 << d
        assert set(options) == want_sets
        assert [support[j] for j in range(k)] == want


# -- the 45 rule ------------------------------------------------------------------------------------------


def test_45_rule_innie_places_a_digit():
    grid = random_puzzle_grid(random.Random(8), 4)
    p = killer_around(grid, [(0, 1, 2)])  # row 1: the cage covers three cells, r1c4 is the innie
    g = CandidateGrid.from_puzzle(p)
    step = first(vt.rule_45, g)
    assert step is not None and step.strategy == "45 rule"
    assert step.placements == ((3, grid[3]),)
    # the sentence follows the technique's name ("45 rule: row 1 ..."), so it does not repeat it
    assert step.text.startswith("row 1 adds up to 10 and the cage inside it adds up to")  # (one cage)
    assert_sound(step, true_masks(p))


def test_45_rule_outies_and_innies_minus_outies():
    rng = random.Random(4)
    kinds = set()
    for _ in range(12):
        grid = random_puzzle_grid(rng, 6)
        # row 1 covered by three cages, one poking out into r2c5: the outie r2c5 is placed
        p = killer_around(grid, [(0, 1, 2), (3, 4, 10), (5,)])
        truth = true_masks(p)
        steps = [s for s in vt.rule_45(CandidateGrid.from_puzzle(p)) if "row 1 adds up" in s.text]
        outie = next(s for s in steps if "the outie r2c5 is" in s.text)
        assert outie.placements == ((10, grid[10]),)
        for s in steps:
            assert_sound(s, truth)
        # without the one-cell cage: r1c6 minus r2c5 is known
        p2 = killer_around(grid, [(0, 1, 2), (3, 4, 10)])
        truth2 = true_masks(p2)
        for s in vt.rule_45(CandidateGrid.from_puzzle(p2)):
            assert_sound(s, truth2)
            if "the innie r1c6 minus the outie r2c5 makes" in s.text:
                kinds.add("mixed")
                assert s.difficulty > outie.difficulty
    assert kinds == {"mixed"}


def test_45_rule_needs_cages_with_sums():
    p = make(4, [KillerCage((0, 1, 2))])  # no sum
    assert first(vt.rule_45, CandidateGrid.from_puzzle(p)) is None
    # a lone two-cell cage on a 9 x 9 leaves seven innies in each of its units: too many
    grid = known_grid()
    p9 = killer_around(grid, [(0, 1)])
    assert first(vt.rule_45, CandidateGrid.from_puzzle(p9)) is None


# -- soundness on random small variant puzzles ----------------------------------------------------------


def rules_for(rng: random.Random, n: int, grid) -> list:
    """A few random rules that ``grid`` obeys (cages, thermometers, arrows, dots, XV, parity,
    and sometimes a global rule)."""
    out: list = []
    tries = 0
    while len(out) < rng.randint(2, 6) and tries < 50:
        tries += 1
        pick = rng.randrange(7)
        path = random_path(rng, n, rng.randint(2, min(n, 4)))
        distinct = tuple(i for k, i in enumerate(path) if grid[i] not in [grid[j] for j in path[:k]])
        if pick in (0, 1) and distinct:
            out.append(KillerCage(distinct, sum(grid[i] for i in distinct)))
        elif pick == 2 and len(distinct) >= 2:
            out.append(Thermometer(tuple(sorted(distinct, key=lambda i: grid[i]))))
        elif pick == 3 and len(path) >= 2:
            total = sum(grid[i] for i in path[1:])
            bulbs = [i for i in range(n * n) if grid[i] == total and i not in path[1:]]
            if bulbs:
                out.append(Arrow((rng.choice(bulbs),), path[1:]))
        elif pick == 4:
            i = rng.randrange(n * n)
            out.append(Parity(i, grid[i] % 2 == 0))
        elif pick == 5:
            i = rng.randrange(n * n)
            if i % n < n - 1:
                a, b = grid[i], grid[i + 1]
                if abs(a - b) == 1:
                    out.append(KropkiDot((i, i + 1), False))
                elif max(a, b) == 2 * min(a, b):
                    out.append(KropkiDot((i, i + 1), True))
                elif a + b in (5, 10):
                    out.append(XV((i, i + 1), a + b))
        else:
            for rule in (AntiKing(), AntiKnight(), Diagonal(False), Diagonal(True)):
                if not make(n, [rule]).constraints[0].check(make(n, [rule]), grid) and rng.random() < 0.5:
                    out.append(rule)
                    break
    # cages must not overlap
    used = 0
    kept = []
    for r in out:
        if isinstance(r, KillerCage):
            b = sum(1 << i for i in r.cells)
            if b & used:
                continue
            used |= b
        kept.append(r)
    return kept


def random_cases(seed: int, count: int):
    rng = random.Random(seed)
    made = 0
    while made < count:
        n = 4 if rng.random() < 0.6 else 6
        grid = random_puzzle_grid(rng, n)
        rules = rules_for(rng, n, grid)
        try:
            p = make(n, rules, some_clues(rng, grid, 0.15 if n == 4 else 0.4))
        except ValueError:
            continue
        if KIND.check(p, grid):
            continue
        sols = solutions(p, limit=60)
        if len(sols) >= 60:
            continue
        made += 1
        yield p, sols


def truth_of(sols, cells: int) -> list[int]:
    out = [0] * cells
    for s in sols:
        for i, d in enumerate(s):
            out[i] |= 1 << d
    return out


def test_no_step_ever_removes_a_solution_digit_on_random_small_variants():
    fired: dict[str, int] = {}
    for p, sols in random_cases(11, 45):
        truth = truth_of(sols, p.cell_count)
        g = CandidateGrid.from_puzzle(p)
        for _ in range(200):
            if g.is_solved() or g.is_broken():
                break
            step = None
            for s in VARIANT_STRATEGIES:
                for k, found in enumerate(s.find(g)):
                    assert found.strategy not in UNIQUENESS
                    assert_sound(found, truth)
                    fired[found.strategy] = fired.get(found.strategy, 0) + 1
                    step = step or found
                    if k >= 5:
                        break
                if step is not None:
                    break
            if step is None:
                break
            g = apply(g, step)
        if len(sols) == 1:
            path = solve_path(p)
            for s in path.steps:
                assert_sound(s, truth)
            if path.solved:
                assert path.values == sols[0]
        elif not sols:
            assert not solve_path(p).solved
    # the variant techniques did fire along the way
    for name in ("Killer cage combinations", "Thermometer ranges", "Odd/even"):
        assert fired.get(name, 0) > 0, (name, fired)


def test_uniqueness_techniques_never_fire_on_variants():
    clues = [int(ch) if ch != "." else 0 for ch in UR_PLACED]
    classic = new_puzzle(9, clues)
    g = CandidateGrid.from_puzzle(classic, unique=True)
    assert first(STRATEGY_BY_NAME["Unique rectangle type 1"].find, g) is not None  # the classic one fires
    grid = known_grid()
    # the same position with a rule the solution keeps (an odd/even cell far from the rectangle)
    for rule in (Parity(80, grid[80] % 2 == 0), KillerCage((79, 80), grid[79] + grid[80])):
        p = classic.replace(constraints=(rule,))
        assert solve(p, limit=2).status is Status.UNIQUE
        gv = CandidateGrid.from_puzzle(p, unique=True)
        assert first(STRATEGY_BY_NAME["Unique rectangle type 1"].find, gv) is None
        assert first(STRATEGY_BY_NAME["BUG type 1"].find, gv) is None
        assert not UNIQUENESS & {s.strategy.split(" type")[0] for s in solve_path(p, unique=True).steps}


# -- geometry: jigsaw regions and extra units and peers -------------------------------------------------

JIGSAW_4 = (
    0, 0, 1, 1,
    0, 2, 2, 1,
    0, 2, 3, 1,
    2, 3, 3, 3,
)
JIGSAW_4B = (
    0, 0, 1, 1,
    0, 0, 2, 1,
    3, 2, 2, 1,
    3, 3, 3, 2,
)


def test_the_grid_uses_the_puzzles_regions_and_rules():
    p = new_puzzle(4).replace(regions=JIGSAW_4, constraints=(Diagonal(False), AntiKnight()))
    sh = CandidateGrid.from_puzzle(p).shape
    assert not sh.classic and sh.region_word == "region"
    assert sh.units[8] == (0, 1, 4, 8) and sh.unit_names[8] == "region 1"
    assert sh.units[12] == (0, 5, 10, 15) and sh.unit_names[12] == "diagonal 1"
    assert sh.extra_units == (12,)
    # r1c1 sees its region, its diagonal and its knight's moves
    assert sh.sees(0, 4) and sh.sees(0, 10) and sh.sees(0, 6) and sh.sees(0, 9)
    assert not sh.sees(0, 7)
    assert describe_area(sh.units[8], p) == "region 1"
    assert describe_area(sh.units[12], p) == "diagonal 1"


def jigsaw_puzzle(rng: random.Random, regions, n: int):
    """A unique jigsaw puzzle: givens of a brute-force solution added until it is the only one."""
    sols = solutions(new_puzzle(n).replace(regions=regions), limit=200)
    sol = rng.choice(sols)
    clues = [0] * (n * n)
    order = list(range(n * n))
    rng.shuffle(order)
    for i in order:
        clues[i] = sol[i]
        if count_solutions(new_puzzle(n, clues).replace(regions=regions), limit=2).count == 1:
            break
    return new_puzzle(n, clues).replace(regions=regions), sol


def test_a_jigsaw_is_solved_by_logic_on_its_regions():
    rng = random.Random(2)
    used_region = False
    for _ in range(6):
        p, sol = jigsaw_puzzle(rng, JIGSAW_4, 4)
        path = solve_path(p)
        truth = [1 << d for d in sol]
        for s in path.steps:
            assert_sound(s, truth)
            assert "box" not in s.text
            used_region = used_region or "region" in s.text
        assert path.solved and path.values == tuple(sol)
    assert used_region


def test_every_technique_is_sound_on_random_jigsaws():
    # region 1 is not box 1: box reasoning on a jigsaw would remove true digits
    rng = random.Random(6)
    for regions in (JIGSAW_4, JIGSAW_4B):
        full = solutions(new_puzzle(4).replace(regions=regions))
        for _ in range(8):
            p = new_puzzle(4, some_clues(rng, rng.choice(full), 0.3)).replace(regions=regions)
            walk_sound(p, truth_of(solutions(p), 16), {}, limit=30, per=12, every=True)


# -- a killer puzzle from the command line ----------------------------------------------------------------


def killer_puzzle():
    """A 9 x 9 killer without givens around the known grid (cages from a seeded random
    partition), unique by the solver."""
    grid = known_grid()
    n = 9
    for seed in range(50):
        rng = random.Random(seed)
        left = set(range(81))
        cages = []
        while left:
            i = min(left)
            cage = [i]
            left.discard(i)
            size = rng.randint(1, 5)
            while len(cage) < size:
                nb = [
                    j for c in cage for j in (c - n, c + n, c - 1 if c % n else -1, c + 1 if (c + 1) % n else -1)
                    if j in left and grid[j] not in [grid[x] for x in cage]
                ]
                if not nb:
                    break
                j = rng.choice(nb)
                cage.append(j)
                left.discard(j)
            cages.append(tuple(sorted(cage)))
        p = killer_around(grid, cages)
        if solve(p, limit=2).status is Status.UNIQUE:
            return p, grid
    raise AssertionError("no unique killer found")


@pytest.fixture(scope="module")
def killer():
    return killer_puzzle()


def test_a_killer_is_solved_by_logic_and_graded(killer):
    p, grid = killer
    path = solve_path(p)
    truth = [1 << d for d in grid]
    for s in path.steps:
        assert_sound(s, truth)
    names = {s.strategy for s in path.steps}
    assert "Killer cage combinations" in names
    assert path.solved and path.values == grid and path.grade is not None


def test_cli_explain_rate_and_hint_on_a_killer_file(killer, tmp_path):
    p, grid = killer
    f = tmp_path / "killer.json"
    save_document(f, Document(p, title="test killer"))
    code, out, err = run("rate", "--kind", "sudoku", "--json", str(f))
    assert code == 0, err
    obj = json.loads(out)
    assert obj["solved"] is True and obj["grade"] in ("Easy", "Medium", "Hard", "Fiendish", "Diabolical")
    assert obj["grid"] == "".join(map(str, grid)) and obj["rating"] >= STRATEGY_BY_NAME["Killer cage combinations"].difficulty
    code, out, err = run("explain", "--kind", "sudoku", str(f))
    assert code == 0, err
    assert "Solved by logic in" in out and "Killer cage" in out
    code, out, err = run("hint", "--kind", "sudoku", str(f))
    assert code == 0, err
    assert any(name in out for name in ("Single cage combination", "Killer cage combinations", "45 rule", "Rule pointing"))


def test_variant_techniques_never_crash_and_only_remove_present_candidates():
    # random pencil marks (some cells left with nothing): every step still names real candidates
    rng = random.Random(9)
    for p, _ in random_cases(13, 25):
        n = p.size
        for _ in range(3):
            marks = [rng.randrange(1 << (n + 1)) & ~1 if rng.random() < 0.5 else 0 for _ in range(n * n)]
            g = CandidateGrid.from_puzzle(p, marks=marks)
            for name in VARIANT_NAMES:
                for step in STRATEGY_BY_NAME[name].find(g):
                    for i, d in step.eliminations:
                        assert not g.values[i] and g.masks[i] >> d & 1
                    for i, d in step.placements:
                        assert not g.values[i] and g.masks[i] >> d & 1


def test_pointing_along_a_diagonal_and_not_without_one():
    # 4 x 4 X-Sudoku: r1c2 and r2c1 given, so box 1 keeps its other digits on the diagonal
    clues = [0, 1, 0, 0, 2] + [0] * 11
    p = make(4, [Diagonal(False)], clues)
    step = next(s for s in STRATEGY_BY_NAME["Pointing"].find(CandidateGrid.from_puzzle(p)) if "diagonal" in s.text)
    assert step.text.startswith("In box 1, 3 can only go in diagonal 1 (r1c1 and r2c2)")
    assert {i for i, _ in step.eliminations} <= {10, 15} and step.eliminations
    assert_sound(step, true_masks(p))
    # the same givens without the diagonal rule: nothing points along it
    plain = new_puzzle(4, clues)
    assert not any("diagonal" in s.text for s in STRATEGY_BY_NAME["Pointing"].find(CandidateGrid.from_puzzle(plain)))


def test_a_finned_fish_on_a_jigsaw_names_the_fins_region_both_times():
    # the bundled jigsaws' paths hold finned or sashimi fish whose fins share a region (not a
    # box): the step says "the fins ... in region 4 ... where the cover lines cross that region"
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(Path(__file__).resolve().parents[4] / "puzzles" / variant_library.FILE_NAME)
    fins = [
        s
        for d in docs
        if d.title.startswith("Jigsaw Sudoku")
        for s in solve_path(d.puzzle).steps
        if s.strategy.startswith(("Finned", "Sashimi"))
    ]
    assert fins
    for s in fins:
        assert " in region " in s.text and "where the cover lines cross that region: " in s.text, s.text


def test_a_forcing_chain_with_more_eliminations_says_there_are_more():
    # the chains a forcing step shows lead to its first elimination; when it removes more (here
    # "Each candidate of r9c8 (...) removes 5 from r7c7 ... So 5 leaves r7c7 and r7c8") the
    # sentence says the others follow the same way
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(Path(__file__).resolve().parents[4] / "puzzles" / variant_library.FILE_NAME)
    (doc,) = [d for d in docs if d.title == "Arrow Kropki Sudoku 9x9"]
    steps = [s for s in solve_path(doc.puzzle, max_steps=47).steps if "forcing chain" in s.strategy]
    assert any(len(s.eliminations) > 1 for s in steps)
    for s in steps:
        assert (", and more the same way: " in s.text) == (len(s.eliminations) > 1), s.text


def test_a_forcing_chain_says_why_each_option_removes_the_digit_once():
    # each branch of a forcing chain ends on why the digit leaves the cell (a cell that sees it,
    # the rule that rules it out); the branches that say the same are told once. They said
    # "if r5c7 = 3: at once; if r5c7 = 4: at once; ..." (step 43 of this puzzle)
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(Path(__file__).resolve().parents[4] / "puzzles" / variant_library.FILE_NAME)
    (doc,) = [d for d in docs if d.title == "Line Sudoku (renban, whispers, palindromes) 9x9 2"]
    steps = [s for s in solve_path(doc.puzzle, max_steps=43).steps if "forcing chain" in s.strategy]
    assert steps
    for s in steps:
        assert "at once" not in s.text, s.text
        branches = s.text.split(": ", 1)[1].rsplit(". So ", 1)[0].split("; ")
        said = [b.split(": ", 1)[1] for b in branches]
        assert len(said) == len(set(said)), s.text
    assert any(
        "if r5c7 is 3, 4, 6, 8 or 9: the German whispers at r5c8 rules 7 out of r4c8" in s.text
        and "if r5c7 = 7: r4c8 sees the 7 in r5c7" in s.text
        for s in steps
    ), [s.text for s in steps]


def test_a_forcing_chain_says_where_locked_candidates_lock_the_digit_and_what_the_cell_sees():
    # a branch that ends on locked candidates names the places and how the cell sees them: the
    # cell the digit leaves may lie outside the unit (r4c3 is not in box 1). It said "if 3 is in
    # r1c2 or r2c2: the locked candidates in box 1 take 8 from r4c3" (step 50 of this puzzle)
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(Path(__file__).resolve().parents[4] / "puzzles" / variant_library.FILE_NAME)
    (doc,) = [d for d in docs if d.title == "Line Sudoku (renban, whispers, palindromes) 9x9 2"]
    step = solve_path(doc.puzzle, max_steps=50).steps[-1]
    assert step.strategy == "Deep rule forcing chain"
    assert "the locked candidates in" not in step.text, step.text
    assert (
        "if 3 is in r1c2 or r2c2: 8 in box 1 can only go in r1c3, r2c3, r3c2 or r3c3, and r4c3 sees all of "
        "them (through the renban line at r3c4); " in step.text
    ), step.text
    # places in one row with the cell: the row they are locked in ("the locked candidates in box
    # 1 take 1 from r2c9", step 144 of the Arrow Kropki puzzle)
    (doc,) = [d for d in docs if d.title == "Arrow Kropki Sudoku 9x9"]
    step = solve_path(doc.puzzle, max_steps=144).steps[-1]
    assert step.text.endswith(
        "if r9c3 = 1: 1 in box 1 can only go in r2c1 or r2c2 (locked in row 2), and r2c9 sees both. So 1 leaves r2c9"
    ), step.text


# a generated little killer puzzle (str8ts generate --kind sudoku --rules littlekiller --difficulty
# Diabolical --seed 11), whose grid after 72 steps has a forcing chain whose branches the traced
# propagation did not follow to the digit it removes (r5c9 is 1, not placed yet: the traced
# propagation followed only the assumption, the fast one the grid's singles too)
_UNTRACED = '{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 9, "puzzle": "...........7...................2...9.........6...1...................3...........", "constraints": [{"rule": "littlekiller", "row": -1, "col": -1, "direction": "DR", "total": 58}, {"rule": "littlekiller", "row": -1, "col": 3, "direction": "DR", "total": 25}, {"rule": "littlekiller", "row": -1, "col": 5, "direction": "DR", "total": 19}, {"rule": "littlekiller", "row": -1, "col": 6, "direction": "DR", "total": 10}, {"rule": "littlekiller", "row": 9, "col": 0, "direction": "UR", "total": 44}, {"rule": "littlekiller", "row": 9, "col": 2, "direction": "UR", "total": 33}, {"rule": "littlekiller", "row": 9, "col": 3, "direction": "UR", "total": 17}, {"rule": "littlekiller", "row": 9, "col": 4, "direction": "UR", "total": 15}, {"rule": "littlekiller", "row": 9, "col": 5, "direction": "UR", "total": 14}, {"rule": "littlekiller", "row": 9, "col": 6, "direction": "UR", "total": 7}, {"rule": "littlekiller", "row": 9, "col": 7, "direction": "UL", "total": 21}, {"rule": "littlekiller", "row": 9, "col": 8, "direction": "UL", "total": 25}, {"rule": "littlekiller", "row": 4, "col": -1, "direction": "DR", "total": 16}, {"rule": "littlekiller", "row": 5, "col": -1, "direction": "DR", "total": 15}], "title": "9 x 9 Sudoku: littlekiller", "author": "", "notes": "Normal Sudoku rules apply. A clue outside the grid is the sum of the digits on its arrow\'s diagonal (they may repeat).", "grade": "Diabolical"}'


def test_a_forcing_chain_branch_without_a_traced_reason_does_not_repeat_the_conclusion():
    # it said "if r8c6 is 1 or 2: 1 leaves r5c8. So 1 leaves r5c8", the same clause twice; then
    # "if r8c6 is 1 or 2: the singles and the rules take 1 from r5c8" (no traced reason): the
    # traced propagation now spreads the grid's single r5c9 = 1 as the fast one does
    from str8ts_gui.core.document import iter_documents
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import rule_forcing

    ((_, doc),) = list(iter_documents(_UNTRACED, kind="sudoku"))
    from str8ts_gui.kinds.sudoku.logic.strategies import ladder

    # (the ladder before the two-sum step, whose steps on this puzzle take another path)
    before = [s for s in ladder(doc.puzzle) if s.name != "Two sums filled together"]
    grid = solve_path(doc.puzzle, doc.puzzle.clues, max_steps=72, strategies=before).grid
    (step,) = list(rule_forcing(grid))
    assert step.eliminations == ((43, 1),)
    body, so = step.text.rsplit(". So ", 1)
    assert so == "1 leaves r5c8"
    assert not body.endswith(": 1 leaves r5c8"), step.text
    assert step.text == (
        "Each candidate of r8c6 (1 or 2) removes 1 from r5c8: if r8c6 is 1 or 2: r5c9 = 1 (naked single), "
        "r5c8 sees the 1 in r5c9. So 1 leaves r5c8"
    )
    assert 44 in step.cells  # (r5c9, lit with the chain)
