"""The sum techniques of issue 20 that read a unit's sum against the sum rules inside it (arrows,
killer cages, little killers): the 45 rule with arrows and the odd/even count; and those sums
split by boxes (a little killer's or arrow's cells in one box hold different digits). Each fires
on small crafted positions and only soundly: every elimination is checked against the solutions
of the brute force (4 x 4) or the SAT solver (9 x 9), never against hard-coded answers."""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from brute import random_puzzle_grid, solutions  # noqa: E402
from rule_checks import make, some_clues  # noqa: E402
from test_variant_logic import assert_sound, cell, first, marked, true_masks  # noqa: E402
from test_variant_logic import walk_sound  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import VARIANT_STRATEGIES, CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_bounds as vb  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_sums as vp  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variants as vt  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.parity import Parity  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer  # noqa: E402

ODD9 = {1, 3, 5, 7, 9}


def brute_truth(puzzle) -> list[int]:
    out = [0] * puzzle.cell_count
    for s in solutions(puzzle):
        for i, d in enumerate(s):
            out[i] |= 1 << d
    assert any(out), "the puzzle has no solution"
    return out


def c(name: str, n: int = 9) -> int:
    return cell(name, n)


def test_a_row_less_its_arrow_counts_the_circle_twice():
    # 4 x 4: r1c1 is the circle of r1c2 + r1c3, all in row 1: 10 = 2 * r1c1 + r1c4, so r1c4 is even
    p = make(4, [Arrow((0,), (1, 2))])
    eqs = vp.house_equations(CandidateGrid.from_puzzle(p).shape, p.constraints)
    row1 = [e for e in eqs if e[0] == "row 1"]
    assert row1 and dict(row1[0][1]) == {0: 2, 3: 1} and row1[0][2] == 10
    step = first(vp.parity_count, CandidateGrid.from_puzzle(p))
    assert step is not None and step.strategy == "Odd/even count" and step.difficulty == vp.PARITY_COUNT
    assert (3, 1) in step.eliminations and (3, 3) in step.eliminations
    assert "row 1 adds up to 10, less the arrow from r1c1 along r1c2 and r1c3 (counting r1c1 twice)" in step.text
    assert "r1c4 is even" in step.text
    assert step.text.startswith("row 1 adds up to 10")  # not "Odd/even count: " after the name again
    assert_sound(step, brute_truth(p))


def test_a_cage_and_a_little_killer_give_parities_too():
    # 4 x 4: box 1 adds up to 10, less the cage 5 on r1c1, r1c2: r2c1 + r2c2 = 5 (odd); the
    # little killer 5 on r3c4, r4c3 (odd): every step of the technique is sound
    rules = [KillerCage((0, 1), 5), LittleKiller(1, 4, "DL", 5)]
    p = make(4, rules)
    truth = brute_truth(p)
    for s in vp.parity_count(CandidateGrid.from_puzzle(p)):
        assert_sound(s, truth)
    # with r2c1 even (a pencil mark), r2c2 must be odd: the sum of the two is odd
    marks = [0] * 16
    marks[4] = 1 << 2 | 1 << 4
    g = CandidateGrid.from_puzzle(p, marks=marks)
    step = first(vp.parity_count, g)
    assert step is not None and "r2c2 is odd" in step.text and {(5, 2), (5, 4)} <= set(step.eliminations)
    assert "box 1 adds up to 10, less the killer cage 5 on r1c1 and r1c2" in step.text
    kept = [0] * 16
    for sol in solutions(p):
        if sol[4] % 2 == 0:
            for i, d in enumerate(sol):
                kept[i] |= 1 << d
    assert_sound(step, kept)


def test_box_count_with_two_crossing_sums_finds_the_odd_centre():
    # 9 x 9: each of row 5 and column 5 holds two arrows whose circles are in the line, so its
    # three middle cells add up to an odd number; box 5's four corners are odd cells: of the
    # box's five odd digits one is left for the five cells of the cross, which must be the
    # centre (in both sums)
    arrows = [
        Arrow((c("r5c3"),), (c("r5c1"), c("r5c2"))),
        Arrow((c("r5c7"),), (c("r5c8"), c("r5c9"))),
        Arrow((c("r3c5"),), (c("r1c5"), c("r2c5"))),
        Arrow((c("r7c5"),), (c("r8c5"), c("r9c5"))),
    ]
    corners = [Parity(c(x), False) for x in ("r4c4", "r4c6", "r6c4", "r6c6")]
    p = make(9, arrows + corners)
    g = CandidateGrid.from_puzzle(p)
    for i in (c("r4c4"), c("r4c6"), c("r6c4"), c("r6c6")):  # the odd cells, as Odd/even leaves them
        g = g.with_changes(eliminations=[(i, d) for d in (2, 4, 6, 8)])
    steps = [s for s in vp.parity_count(g) if "box 5 holds 5 odd digits" in s.text]
    assert steps, [s.text for s in vp.parity_count(g)]
    step = steps[0]
    assert "r5c5 is odd" in step.text and "r4c5, r5c4, r5c6 and r6c5 are even" in step.text
    assert {(c("r5c5"), d) for d in (2, 4, 6, 8)} <= set(step.eliminations)
    assert {(c("r4c5"), d) for d in ODD9} <= set(step.eliminations)
    assert "row 5 adds up to 45" in step.text and "column 5 adds up to 45" in step.text
    assert c("r5c5") in step.cells and c("r4c4") in step.area
    assert_sound(step, true_masks(p))


def test_45_rule_with_an_arrow_whose_circle_is_in_the_row():
    # 4 x 4: 2 x r1c1 + r1c4 = 10 in different digits: r1c1 is 3 or 4, r1c4 4 or 2
    p = make(4, [Arrow((0,), (1, 2))])
    step = first(vp.unit_sums, CandidateGrid.from_puzzle(p))
    assert step is not None and step.strategy == "45 rule with arrows" and step.difficulty == vp.UNIT_SUM
    assert set(step.eliminations) == {(0, 1), (0, 2), (3, 1), (3, 3)}
    assert "row 1 adds up to 10, less the arrow from r1c1 along r1c2 and r1c3, so r1c4 + 2 x r1c1 = 10" in step.text
    assert set(step.area) >= {0, 1, 2, 3}
    assert_sound(step, brute_truth(p))
    # with the circle given, the row's last cell is placed
    p = make(4, [Arrow((0,), (1, 2))], clues=[3] + [0] * 15)
    steps = [s for s in vp.unit_sums(CandidateGrid.from_puzzle(p)) if "row 1" in s.text]
    assert steps and steps[0].placements == ((3, 4),) and steps[0].text.endswith("so r1c4 is 4")
    assert_sound(steps[0], brute_truth(p))


def test_45_rule_with_a_little_killer_inside_a_box():
    # 4 x 4: the little killer 3 on r1c2, r2c1 lies in box 1: r1c1 + r2c2 = 7, so 3 and 4
    p = make(4, [LittleKiller(-1, 2, "DL", 3)])
    steps = [s for s in vp.unit_sums(CandidateGrid.from_puzzle(p)) if "box 1" in s.text]
    assert steps and {(0, 1), (0, 2), (5, 1), (5, 2)} <= set(steps[0].eliminations)
    assert "less the little killer 3 on r1c2 and r2c1" in steps[0].text
    truth = brute_truth(p)
    for s in vp.unit_sums(CandidateGrid.from_puzzle(p)):
        assert_sound(s, truth)


def test_bands_of_rows_are_houses_too():
    # 4 x 4: r3c1 is the circle of r2c3 + r2c4: row 2 adds up to 10, less the arrow, so
    # r2c1 + r2c2 + r3c1 = 10; rows 1-2 add up to 20, less the arrow: the band's sum
    p = make(4, [Arrow((8,), (6, 7))])
    eqs = {e[0]: e for e in vp.house_equations(CandidateGrid.from_puzzle(p).shape, p.constraints)}
    band = eqs["rows 1-2"]
    assert dict(band[1]) == {0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 8: 1} and band[2] == 20 and band[5] == 2
    assert dict(eqs["row 2"][1]) == {4: 1, 5: 1, 8: 1} and eqs["row 2"][2] == 10
    truth = brute_truth(p)
    steps = list(vp.unit_sums(CandidateGrid.from_puzzle(p)))
    assert any(s.text.startswith("row 2 adds up to 10") for s in steps)
    for s in steps:
        assert_sound(s, truth)


def test_an_arrow_taken_from_a_house_is_named_along_its_line():
    # the line runs r1c4, r1c3, r1c2 from the circle r1c1: said in that order, not in reading order
    p = make(4, [Arrow((0,), (3, 2, 1))])
    (rule,) = vp.sum_rules(p.constraints, 4)
    assert rule.name == "the arrow from r1c1 along r1c4, r1c3 and r1c2"


def test_cages_alone_are_left_to_the_45_rule():
    # box 1 holds the cage and no arrow line: its sum is the 45 rule's (r2c1 + r2c2 = 7); row 1
    # holds the cage and the arrow's line r1c4 (its circle r4c1): that one is this technique's
    p = make(4, [KillerCage((0, 1), 3), Arrow((12,), (3,))])
    g = CandidateGrid.from_puzzle(p)
    mine = list(vp.unit_sums(g))
    assert not any("box 1" in s.text for s in mine)
    assert any("box 1 adds up to 10" in s.text for s in vt.rule_45(g))
    assert any("row 1 adds up to 10, less the killer cage 3 on r1c1 and r1c2 and the arrow from r4c1" in s.text for s in mine)
    truth = brute_truth(p)
    for s in mine:
        assert_sound(s, truth)


def test_no_sum_rule_no_parity_step():
    p = make(4, [Thermometer((0, 1, 2))])
    assert first(vp.parity_count, CandidateGrid.from_puzzle(p)) is None
    assert vp.house_equations(CandidateGrid.from_puzzle(p).shape, p.constraints) == ()


def test_the_sum_techniques_are_on_the_variant_ladder_after_the_45_rule():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names.index("45 rule") < names.index("45 rule with arrows") < names.index("Odd/even count") < names.index("Rule contradiction")


def test_the_45_rule_with_arrows_fires_and_every_step_is_sound_on_random_6x6_arrows():
    rng = random.Random(11)
    fired: dict[str, int] = {}
    for _ in range(6):
        grid = random_puzzle_grid(rng, 6)
        # arrows whose line and circle share a row (any two cells adding up to a third)
        rules = []
        for r in range(6):
            row = [r * 6 + k for k in range(6)]
            found = [
                (a, b, c) for a in row for b in row for c in row
                if a < b and c not in (a, b) and grid[a] + grid[b] == grid[c]
            ]
            if found:
                a, b, c = rng.choice(found)
                rules.append(Arrow((c,), (a, b)))
        p = make(6, rules, some_clues(rng, grid, 0.25))
        sols = solutions(p, limit=300)
        if len(sols) >= 300:
            continue
        truth = [0] * 36
        for sol in sols:
            for i, d in enumerate(sol):
                truth[i] |= 1 << d
        walk_sound(p, truth, fired, limit=40)
    # (every technique's steps along the walks are checked, the odd/even count's too wherever
    # it fires; it fires for sure on the crafted positions above)
    assert fired.get("45 rule with arrows", 0) > 0, fired


# -- unions of boxes, rules crossing the border, circles replaced by their lines ------------------


def _solution9(rng: random.Random) -> list[int]:
    """A random 9 x 9 Sudoku solution (a pattern grid, its digits, bands and stacks shuffled)."""
    digits = list(range(1, 10))
    rng.shuffle(digits)
    rows = [b * 3 + r for b in rng.sample(range(3), 3) for r in rng.sample(range(3), 3)]
    cols = [b * 3 + c for b in rng.sample(range(3), 3) for c in rng.sample(range(3), 3)]
    return [digits[(rows[r] * 3 + rows[r] // 3 + cols[k]) % 9] for r in range(9) for k in range(9)]


def _orbit_like_rules(sol: list[int], rng: random.Random) -> list:
    """Four long little killers around box 5 (each through two of boxes 2, 4, 6, 8), arrows
    read off the solution (one-cell arrows between cells of equal digits, two-cell ones) and a
    cage crossing two boxes: the shapes of the unions' equations."""
    def diag_total(lk: LittleKiller) -> int:
        return sum(sol[i] for i in lk.diagonal(9))

    rules = []
    for row, col, way in ((-1, 6, "DL"), (-1, 4, "DR"), (9, 3, "UL"), (9, 7, "UR")):
        lk = LittleKiller(row, col, way, 0)
        rules.append(LittleKiller(row, col, way, diag_total(lk)))
    cells = list(range(81))
    rng.shuffle(cells)
    pb = CandidateGrid.from_puzzle(make(9, [])).shape.peer_bits
    arrows = 0
    for a in cells:
        for b in cells:
            if arrows < 6 and a != b and sol[a] == sol[b] and not pb[a] >> b & 1 and abs(a // 9 - b // 9) + abs(a % 9 - b % 9) <= 3:
                rules.append(Arrow((a,), (b,)))
                arrows += 1
    for a in cells[:30]:
        for b in cells[30:60]:
            t = [x for x in cells[60:] if sol[x] == sol[a] + sol[b]]
            if t and arrows < 10:
                rules.append(Arrow((t[0],), (a, b)))
                arrows += 1
    rules.append(KillerCage((c("r1c3"), c("r1c4")), sol[c("r1c3")] + sol[c("r1c4")]))
    return rules


def test_every_equation_of_every_house_holds_in_the_solution():
    # boxes unions, rules crossing a border taken in whole and circles replaced by their lines:
    # every equation adds up in the solution the rules were read from
    rng = random.Random(5)
    kinds = set()
    for _ in range(4):
        sol = _solution9(rng)
        p = make(9, _orbit_like_rules(sol, rng))
        eqs = vp.house_equations(CandidateGrid.from_puzzle(p).shape, p.constraints)
        assert eqs
        for eq in eqs:
            name, terms, total, used, hb, units, tb, taken, more = eq
            assert sum(w * sol[i] for i, w in terms) == total, (name, [r.name for r in used])
            kinds.update({"union" if more else "house"} | {("in" if s < 0 else "line") for _, s in taken})
    assert kinds == {"union", "house", "in", "line"}


def test_the_relaxed_long_sum_keeps_every_digit_the_exact_one_keeps():
    rng = random.Random(3)
    pb = CandidateGrid.from_puzzle(make(9, [])).shape.peer_bits
    for _ in range(200):
        cells = rng.sample(range(81), rng.randint(2, 6))
        terms = tuple((i, rng.choice([1, 1, -1, 2])) for i in cells)
        masks = [0] * 81
        for i in cells:
            masks[i] = sum(1 << d for d in rng.sample(range(1, 10), rng.randint(1, 5)))
        total = rng.randint(-10, 30)
        exact = vt._sum_support(list(terms), total, masks, pb)
        relaxed = vp._grouped_support(terms, total, tuple(masks[i] for i in cells), pb)
        if exact is None:
            continue
        assert relaxed is not None and all(not exact[i] & ~relaxed[i] for i in cells)
        if not any(pb[a] >> b & 1 for a in cells for b in cells):
            assert relaxed == exact  # no two cells see each other: the groups are the cells


def test_unions_of_boxes_fire_and_only_soundly():
    # 9 x 9 positions with the long diagonals, arrows and a cage; clues from the solution: the
    # 45 rule with arrows over unions of boxes that do not touch (or of 3 or 4 boxes) fires,
    # each step checked against the SAT solver's truth
    rng = random.Random(8)
    fired = []
    unions = [name for name, *_ in vp._box_unions(CandidateGrid.from_puzzle(make(9, [])).shape, tuple(_orbit_like_rules(_solution9(rng), rng)))]
    assert "boxes 2 and 4" in unions and "boxes 2, 4, 6 and 8" in unions
    for _ in range(12):
        sol = _solution9(rng)
        p = make(9, _orbit_like_rules(sol, rng), some_clues(rng, sol, 0.4))
        steps = [s for s in vp.unit_sums(CandidateGrid.from_puzzle(p)) if s.text.split(" add")[0] in unions]
        if not steps:
            continue
        truth = true_masks(p)
        for s in steps:
            assert_sound(s, truth)
            assert s.strategy == "45 rule with arrows" and vp.UNIT_SUM < s.difficulty <= 4.0
            assert set(s.cells) <= set(s.area)
        fired += steps
        if len(fired) >= 3:
            break
    assert fired, "no union of boxes fired"


def test_an_xyz_wing_removes_from_a_cell_seen_through_a_kings_move():
    # anti-king: r3c3 sees the pivot r2c2 (box 1) and, a king's move away, the pincers r2c4 and
    # r4c2: one of the three is 3, so r3c3 is not 3 (the step names it: a wing without a cell
    # to clear would be applied again and again)
    from str8ts_gui.kinds.sudoku.logic.wings import xyz_wing
    from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
    from test_variant_logic import marked

    p = make(9, [AntiKing()])
    g = marked(p, {"r2c2": "123", "r2c4": "13", "r4c2": "23", "r3c3": "357"})
    steps = list(xyz_wing(g))
    assert steps and all(s.eliminations for s in steps)
    assert (c("r3c3"), 3) in steps[0].eliminations and "r3c3" in steps[0].text


# -- sums split by boxes (variant_bounds) ------------------------------------------------------------


def test_a_little_killer_through_two_boxes_must_hold_8_and_9_in_each():
    # 47 on r1c4, r2c5, r3c6 (box 2) and r4c7, r5c8, r6c9 (box 6): three different digits make
    # at most 24, so each three make 23 or 24 ({6,8,9} or {7,8,9}): 8 and 9 leave the rest of
    # both boxes, 1 to 5 the diagonal
    lk = LittleKiller(-1, 2, "DR", 47)
    assert lk.diagonal(9) == tuple(c(x) for x in ("r1c4", "r2c5", "r3c6", "r4c7", "r5c8", "r6c9"))
    p = make(9, [lk])
    step = first(vb.split_sums, CandidateGrid.from_puzzle(p))
    assert step is not None and step.strategy == "Split sum combinations" and step.difficulty == vb.SPLIT
    el = set(step.eliminations)
    for name in ("r1c5", "r1c6", "r2c4", "r2c6", "r3c4", "r3c5", "r4c8", "r4c9", "r5c7", "r5c9", "r6c7", "r6c8"):
        assert {(c(name), 8), (c(name), 9)} <= el, name
    assert {(c("r2c5"), d) for d in range(1, 6)} <= el
    assert not any(d in (6, 7) for i, d in el if i not in lk.diagonal(9))  # 6 or 7: either set
    assert "r1c4, r2c5 and r3c6 (box 2) add up to 23 or 24: {6,8,9} or {7,8,9}" in step.text
    assert "8 and 9 must be in r1c4, r2c5 and r3c6" in step.text
    assert set(lk.diagonal(9)) <= set(step.cells) and {c("r1c5"), c("r6c8")} <= set(step.area)
    assert_sound(step, true_masks(p))


def test_an_arrow_line_in_one_box_holds_the_digits_of_every_set_left():
    # the circle r3c3 is 7 and its line r1c1, r1c2, r2c1 lies in box 1: {1,2,4} only, so 1, 2
    # and 4 leave the box's other cells
    clues = [0] * 81
    clues[c("r3c3")] = 7
    p = make(9, [Arrow((c("r3c3"),), (c("r1c1"), c("r1c2"), c("r2c1")))], clues)
    step = first(vb.split_sums, CandidateGrid.from_puzzle(p))
    assert step is not None and "{1,2,4}" in step.text and "1, 2 and 4 must be in r1c1, r1c2 and r2c1" in step.text
    for name in ("r1c3", "r2c2", "r2c3", "r3c1", "r3c2"):
        assert {(c(name), 1), (c(name), 2), (c(name), 4)} <= set(step.eliminations)
    assert {(c("r1c1"), d) for d in (3, 5, 6, 8, 9)} <= set(step.eliminations)  # (7 is the given's)
    assert_sound(step, true_masks(p))


def test_split_sets_keep_exactly_the_sets_some_whole_way_uses():
    # groups of cells that hold different digits, weights +1 / -1 / 2: the sets left to each
    # group are exactly those some assignment of every group (different digits within each)
    # uses, against a brute force
    from itertools import product as cartesian

    rng = random.Random(7)
    sh = CandidateGrid.from_puzzle(make(9, [])).shape
    tried = fired = 0
    for _ in range(150):
        groups = []
        for k in range(rng.randint(1, 3)):
            box = rng.sample([b for b in range(9) if b not in [sh.box(cs[0]) for _, cs in groups]], 1)[0]
            cells = rng.sample(list(sh.units[18 + box]), rng.randint(1, 3))
            groups.append((rng.choice([1, 1, -1, 2]), cells))
        masks = [0] * 81
        for _, cells in groups:
            for i in cells:
                masks[i] = sum(1 << d for d in rng.sample(range(1, 10), rng.randint(1, 5)))
        total = rng.randint(-10, 40)
        ways = [set() for _ in groups]
        per_group = []
        for w, cells in groups:
            opts = [x for x in cartesian(*[[d for d in range(1, 10) if masks[i] >> d & 1] for i in cells]) if len(set(x)) == len(x)]
            per_group.append(opts)
        for combo in cartesian(*per_group):
            if sum(w * sum(x) for (w, _), x in zip(groups, combo)) == total:
                for k, x in enumerate(combo):
                    ways[k].add(sum(1 << d for d in x))
        left = vb.split_sets(groups, total, masks)
        tried += 1
        if not any(ways):
            assert left is None
            continue
        fired += 1
        assert [{s for _, s in sets} for sets in left] == ways
    assert tried == 150 and fired > 20


def test_split_sums_and_equations_fire_only_soundly_on_orbit_like_positions():
    # 9 x 9 positions with long diagonals through two boxes each, arrows and a cage; clues from
    # the solution: both techniques fire, each step checked against the SAT solver's truth
    import re

    rng = random.Random(8)
    fired: dict[str, int] = {}
    for _ in range(10):
        sol = _solution9(rng)
        p = make(9, _orbit_like_rules(sol, rng), some_clues(rng, sol, 0.3))
        g = CandidateGrid.from_puzzle(p)
        steps = list(vb.split_sums(g))[:4] + list(vb.split_equations(g))[:4]
        if not steps:
            continue
        truth = true_masks(p)
        for s in steps:
            assert_sound(s, truth)
            if s.strategy == "Split 45 rule combinations":
                # the equation the step states holds in the solution
                words = re.search(r", so ((?:-?[0-9] x )?-?r\dc\d[^;]*) = (-?\d+);", s.text)
                assert words, s.text
                value = 0
                for sign, k, name in re.findall(r"(^|[+-] |-)(?:(\d) x )?(r\dc\d)", words.group(1)):
                    value += (-1 if "-" in sign else 1) * int(k or 1) * sol[c(name)]
                assert value == int(words.group(2)), s.text
            assert s.eliminations and all(g.masks[i] >> d & 1 and not g.values[i] for i, d in s.eliminations)
            assert set(s.cells) <= set(s.area)
            # the sentence says the sum rule or the house first, not "Split sum: " after the name
            assert not s.text.startswith(("Split sum", s.strategy)), s.text
            fired[s.strategy] = fired.get(s.strategy, 0) + 1
        if len(fired) == 2:
            break
    assert set(fired) == {"Split sum combinations", "Split 45 rule combinations"}, fired


def test_the_split_sums_sit_on_the_ladder_after_claiming_and_after_the_45_rule_with_arrows():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names.index("Claiming") < names.index("Split sum combinations") < names.index("Rule pointing")
    assert names.index("45 rule with arrows") < names.index("Split 45 rule combinations") < names.index("Rule contradiction")


# -- split sums whose sets must leave the rest of their box its digits (variant_bounds) ----------------


def _box_truth(g: CandidateGrid, box_cells: list[int], rule_cells: list[int], total: int) -> list[int]:
    """Per cell of the box: the digits some filling of the whole box (one of each digit, each cell
    from its candidates) with the rule's cells adding up to ``total`` puts there (a box filled any
    way extends to a whole grid when no other rule is left, so this is the truth)."""
    out = [0] * 81
    way = [0] * 81

    def rec(k: int, used: int) -> None:
        if k == len(box_cells):
            if sum(way[i] for i in rule_cells) == total:
                for i in box_cells:
                    out[i] |= 1 << way[i]
            return
        i = box_cells[k]
        for d in range(1, 10):
            if g.masks[i] >> d & 1 and not used >> d & 1:
                way[i] = d
                rec(k + 1, used | 1 << d)

    rec(0, 0)
    return out


def test_a_split_sum_keeps_only_the_sets_that_leave_its_box_its_other_digits():
    # the little killer 21 on r1c3, r2c2, r3c1 (all in box 1; 4 to 9 each): {4,8,9}, {5,7,9} or
    # {6,7,8}, and the sum alone rules nothing out. But r2c1 and r2c3 hold 3 and 4 between them,
    # so 4 is not the diagonal's: {5,7,9} or {6,7,8}, and 7 leaves box 1's other cells
    lk = LittleKiller(-1, 3, "DL", 21)
    diag = list(lk.diagonal(9))
    assert diag == [c("r1c3"), c("r2c2"), c("r3c1")]
    p = make(9, [lk])
    g = marked(p, {"r1c3": "456789", "r2c2": "456789", "r3c1": "456789", "r1c1": "12", "r1c2": "12", "r2c1": "34", "r2c3": "34"})
    assert first(vb.split_sums, g) is None  # the sum alone: every digit of 4 to 9 in some set
    step = first(vb.boxed_split_sums, g)
    assert step is not None and step.strategy == "Split sum combinations in boxes" and step.difficulty == vb.SPLIT_BOX
    el = set(step.eliminations)
    assert {(i, 4) for i in diag} <= el and {(c("r3c2"), 7), (c("r3c3"), 7)} <= el
    assert "add up to 21: {5,7,9} or {6,7,8}" in step.text and "hold the other digits of box 1" in step.text
    assert "7 must be in r1c3, r2c2 and r3c1" in step.text
    assert {c("r1c1"), c("r2c3")} <= set(step.area) and set(diag) <= set(step.cells)
    box = [i for i in range(81) if i // 27 == 0 and i % 9 < 3]
    truth = _box_truth(g, box, diag, 21)
    assert any(truth[i] for i in box)
    for i, d in step.eliminations:
        assert not truth[i] >> d & 1, (i, d)
    # every digit the truth has stays: the step removes exactly what no filling of the box allows
    assert {(i, d) for i in box for d in range(1, 10) if g.masks[i] >> d & 1 and not truth[i] >> d & 1} >= el


def test_split_sets_with_the_box_keep_exactly_the_sets_some_filling_of_the_box_uses():
    # one group of 2 to 4 cells of box 1 with a total: the sets left with the rest of the box
    # checked are exactly those some filling of the whole box (from random candidates) uses
    rng = random.Random(11)
    box = [i for i in range(81) if i // 27 == 0 and i % 9 < 3]
    full = sum(1 << d for d in range(1, 10))
    fired = 0
    for _ in range(60):
        cells = rng.sample(box, rng.randint(2, 4))
        rest = [i for i in box if i not in cells]
        masks = [0] * 81
        for i in box:
            masks[i] = sum(1 << d for d in rng.sample(range(1, 10), rng.randint(2, 6)))
        total = rng.randint(3, 30)
        want = set()
        way = {}

        def rec(k: int, used: int) -> None:
            if k == len(box):
                if sum(way[i] for i in cells) == total:
                    want.add(sum(1 << way[i] for i in cells))
                return
            i = box[k]
            for d in range(1, 10):
                if masks[i] >> d & 1 and not used >> d & 1:
                    way[i] = d
                    rec(k + 1, used | 1 << d)

        rec(0, 0)
        left = vb.split_sets([(1, cells)], total, masks, [(tuple(masks[i] for i in rest), full)])
        if not want:
            assert left is None or not left[0]
            continue
        fired += 1
        assert {s for _, s in left[0]} == want
    assert fired > 10


def _lk_stress(sol: list[int], rng: random.Random) -> list:
    """Eight random little killer diagonals of three or more cells, totals read off ``sol``."""
    out = []
    starts = [(-1, k, w) for k in range(9) for w in ("DL", "DR")] + [(9, k, w) for k in range(9) for w in ("UL", "UR")]
    rng.shuffle(starts)
    for row, col, way in starts:
        cells = LittleKiller(row, col, way, 0).diagonal(9)
        if len(cells) >= 3 and len(out) < 8:
            out.append(LittleKiller(row, col, way, sum(sol[i] for i in cells)))
    return out


def test_split_sums_with_the_box_fire_only_soundly_along_little_killer_walks():
    # random puzzles of eight little killers and a fifth of their solution's digits, walked with
    # the ladder below the contradiction steps: each split sum read with its box is checked
    # against the SAT solver's truth
    from str8ts_gui.solver.logic import apply

    ladder = [s for s in VARIANT_STRATEGIES if s.difficulty < 7]
    assert "Split sum combinations in boxes" in [s.name for s in ladder]
    rng = random.Random(1)
    fired = 0
    for _ in range(12):
        sol = _solution9(rng)
        p = make(9, _lk_stress(sol, rng), some_clues(rng, sol, 0.2))
        g = CandidateGrid.from_puzzle(p)
        truth = None
        for _ in range(200):
            if g.is_solved() or g.is_broken():
                break
            step = None
            for s in ladder:
                step = next(iter(s.find(g)), None)
                if step is not None:
                    break
            if step is None:
                break
            if step.strategy == "Split sum combinations in boxes":
                truth = truth or true_masks(p)
                assert_sound(step, truth)
                assert all(g.masks[i] >> d & 1 and not g.values[i] for i, d in step.eliminations)
                fired += 1
            g = apply(g, step)
        if fired >= 2:
            break
    assert fired >= 2


def test_the_split_sums_with_their_box_sit_after_locked_candidates():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names.index("Locked candidates") < names.index("Split sum combinations in boxes") < names.index("Naked pair")
