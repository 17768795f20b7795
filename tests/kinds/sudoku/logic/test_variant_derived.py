"""The derived sums (the 45 rule's sums kept as rules) and their words."""

import random

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid
from str8ts_gui.kinds.sudoku.logic.strategies import VARIANT_STRATEGIES
from str8ts_gui.kinds.sudoku.logic.variant_derived import NAME, DerivedCage, _augmented, _told, _words, derived_sums, sums_contradiction
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage


def _puzzle(cages):
    return Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=tuple(KillerCage(tuple(c), t) for c, t in cages))


def test_box_less_its_cages():
    # box 5 (r4-r6, c4-c6) holds cages on r4c4+r4c5 (3), r5c4+r5c5+r5c6 (24) and r6c4+r6c5 (7):
    # left r4c6 + r6c6 = 45 - 3 - 24 - 7 = 11, two cells of one box and column (a derived cage)
    p = _puzzle([((30, 31), 3), ((39, 40, 41), 24), ((48, 49), 7)])
    sums = {r.cells: r for r in derived_sums(p)}
    r = sums[(32, 50)]
    assert isinstance(r, DerivedCage) and r.total == 11
    assert r.words == "box 5 less its cages: r4c6 + r6c6 = 11"


def test_no_sum_over_cells_that_do_not_see_each_other():
    # columns 1 and 2 less two long cages leave r1c1 + r1c2 + r9c1 + r9c2 = 22, cells that do not
    # all see each other (digits may repeat: no cage); each column alone leaves a cage of two
    cage_a = ((9, 18, 27, 36, 45, 54, 63), 35)  # column 1, rows 2-8
    cage_b = ((10, 19, 28, 37, 46, 55, 64), 33)  # column 2, rows 2-8
    words = {r.words: r for r in derived_sums(_puzzle([cage_a, cage_b]))}
    assert not any(w.startswith("columns 1 and 2") for w in words)
    assert words["column 1 less its cages: r1c1 + r9c1 = 10"].total == 10
    assert words["column 2 less its cages: r1c2 + r9c2 = 12"].total == 12
    assert all(isinstance(r, DerivedCage) for r in words.values())


def test_words_never_call_a_derived_sum_a_cage():
    p = _puzzle([((30, 31), 3), ((39, 40, 41), 24), ((48, 49), 7)])
    by_tag = {r.tag: r for r in derived_sums(p)}
    r = next(r for r in by_tag.values() if r.words.startswith("box 5"))
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import rule_label
    from str8ts_gui.kinds.sudoku.logic.variant_base import rule_name

    text = f"r4c6 = 5 (the {rule_label(r, 9)}), {rule_name(r, 9)}"
    told, used = _words(text, by_tag)
    assert used == [r.tag]
    assert "cage" not in told and "@@" not in told
    assert "the sum r4c6 + r6c6 = 11" in told


def test_last_on_the_ladder_and_quiet_without_cages():
    assert VARIANT_STRATEGIES[-1].name == NAME
    g = CandidateGrid.from_puzzle(Puzzle(9, (False,) * 81, (0,) * 81, "sudoku"))
    assert list(sums_contradiction(g)) == []


def test_the_step_keeps_only_the_sums_whose_cells_see_each_other():
    cage_a = ((9, 18, 27, 36, 45, 54, 63), 35)  # column 1, rows 2-8
    cage_b = ((10, 19, 28, 37, 46, 55, 64), 33)  # column 2, rows 2-8
    p = _puzzle([cage_a, cage_b])
    aug, by_tag = _augmented(p)
    words = {r.words for r in by_tag.values()}
    assert "column 1 less its cages: r1c1 + r9c1 = 10" in words  # (one column: a cage in effect)
    assert "columns 1 and 2 less their cages: r1c1 + r1c2 + r9c1 + r9c2 = 22" not in words
    assert by_tag and all(isinstance(r, DerivedCage) for r in by_tag.values())
    assert aug.constraints[: len(p.constraints)] == p.constraints
    assert set(aug.constraints[len(p.constraints):]) == set(by_tag.values())


# a killer puzzle of benchmarks/variants.py's "Pyramid-like: 12 cages + anti-knight" family (no
# givens, one solution; our own generator's) and the position (r9c5 placed, the candidates) where every step of
# the ladder before this one stalls on it: box 5 less its cages 26 and 12 leaves r4c6 + r6c6 = 7
STALL_CAGES = (
    ((9, 10, 11, 18, 27), 25), ((30, 31, 39, 40, 41), 26), ((5, 14), 10), ((76,), 6), ((23, 24, 32, 33), 20),
    ((6, 7, 8, 15, 16), 25), ((63, 72), 12), ((13, 22), 4), ((69, 70, 77, 78, 79), 30), ((48, 49), 12),
    ((44, 51, 52, 53), 22), ((62, 71), 7),
)
STALL = (
    "123456789 123456789 123456789 245679 24579 2468 123456789 13456789 123456789 123456789 12345789 "
    "2456789 245679 13 2468 2456789 12345679 123456789 123456789 123456789 2456789 456789 13 45789 "
    "2456789 12345789 123456789 123456789 123456789 123456789 123456789 245789 1256 12345789 123456789 "
    "123456789 123456789 1245789 123456789 123456789 245789 134579 1234568 2345789 123456789 123456789 "
    "123456789 123456789 34578 45789 1256 12345789 123456789 12345789 123456789 123456789 123456789 "
    "12345789 24578 1345789 1234567 12345789 123456 345789 123456789 12345789 12345789 245789 1234579 "
    "2345789 12456789 123456 345789 12345789 12345789 12345789 6 134579 12345789 1245789 12345789"
)


def test_at_a_stall_it_keeps_the_sum_and_finds_a_sound_step():
    from test_variant_logic import assert_sound
    from test_variant_techniques import sat_truth

    from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight

    p = Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=(AntiKnight(), *(KillerCage(c, t) for c, t in STALL_CAGES)))
    marks = [sum(1 << int(d) for d in cell) for cell in STALL.split()]
    values = [0] * 81
    values[76] = 6  # (the one-cell cage r9c5, placed)
    g = CandidateGrid.from_puzzle(p, values, marks)
    step = next(iter(sums_contradiction(g)))  # (outside a solution path: a hint's budget)
    assert step.strategy == NAME and step.difficulty >= 9.0
    assert step.eliminations or step.placements
    assert_sound(step, sat_truth(p, g))
    assert step.text.startswith("Keeping the 45 rule's sums as rules (") and "box 5 less its cages: r4c6 + r6c6 = 7" in step.text
    assert "the sum r4c6 + r6c6 = 7" in step.text and "@@" not in step.text
    assert {32, 50} <= set(step.cells) <= set(step.area)  # (the sum's cells shown with the step)


def test_the_copy_with_the_sums_keeps_each_puzzles_givens():
    cages = tuple(KillerCage(c, t) for c, t in (((30, 31), 3), ((39, 40, 41), 24), ((48, 49), 7)))
    one = Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=cages)
    two = Puzzle(9, (False,) * 81, (5,) + (0,) * 80, "sudoku", constraints=cages)  # (r1c1 given)
    assert _augmented(one)[0].clues == one.clues
    assert _augmented(two)[0].clues == two.clues


def test_cages_that_share_a_cell_are_left_out():
    # row 4 holds two cages that overlap in r4c2: "row 4 less its cages" would count r4c2 twice
    # (the overlapping ones are left out, as the 45 rule leaves them: their cells stay in the sums)
    overlapping = _puzzle([((27, 28), 10), ((28, 29), 12), ((30, 31, 32), 15), ((33,), 5)])
    words = {r.words for r in derived_sums(overlapping)}
    row = "row 4 less its cages: r4c1 + r4c2 + r4c3 + r4c8 + r4c9 = 25"
    assert row in words
    assert not any(w.startswith("row 4") and w != row for w in words)
    twice = _puzzle([((30, 31), 3), ((30, 31), 3)])  # (one cage drawn twice: neither is taken)
    assert derived_sums(twice) == ()
    assert derived_sums(_puzzle([((27, 28), 10), ((29, 30, 31, 32), 12)]))  # (apart: sums as usual)


def _solution(rng, n):
    b = int(n ** 0.5)
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    return [perm[(b * (r % b) + r // b + c) % n] for r in range(n) for c in range(n)]


def _cage(rng, n, sol):
    cage = [rng.randrange(n * n)]
    for _ in range(30):
        if len(cage) >= rng.randint(1, 5):
            break
        i = rng.choice(cage)
        j = i + rng.choice((1, -1, n, -n))
        if 0 <= j < n * n and abs(j % n - i % n) <= 1 and j not in cage and sol[j] not in {sol[x] for x in cage}:
            cage.append(j)
    return tuple(sorted(cage))


def test_overlapping_or_repeated_cages_are_not_taken_away_twice():
    # cages that share cells (or one given twice) hold in the solution they were made from; every
    # derived sum must hold there too
    rng = random.Random(3)
    for n in (4, 9):
        for _ in range(60):
            sol = _solution(rng, n)
            cells = [_cage(rng, n, sol) for _ in range(rng.randint(n, 3 * n))]
            cells += rng.sample(cells, 2)  # (two cages given twice)
            cages = tuple(KillerCage(c, sum(sol[i] for i in c)) for c in cells)
            p = Puzzle(n, (False,) * (n * n), (0,) * (n * n), "sudoku", constraints=cages)
            for r in derived_sums(p):
                assert sum(sol[i] for i in r.cells) == r.total, r.words


def test_the_cage_steps_never_call_a_derived_sum_a_cage():
    # box 5 less its cages leaves r4c6 + r6c6 = 11: killer cage combinations on the augmented
    # puzzle reads it as a cage; the step's words must call it a sum
    from str8ts_gui.kinds.sudoku.logic.variants import killer_combinations

    p = Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=(KillerCage((30, 31), 3), KillerCage((39, 40, 41), 24), KillerCage((48, 49), 7)))
    aug, by_tag = _augmented(p)
    g = CandidateGrid.from_puzzle(aug)
    told = [_told(s, by_tag) for s in killer_combinations(g) if {32, 50} <= set(s.cells)]
    assert told
    for s in told:
        assert "11 cage" not in s.text and "killer cage 11" not in s.text and "cage" not in s.text.split(": ", 1)[1]
        assert "r4c6 + r6c6 = 11" in s.text


def test_a_sweep_holds_no_stale_step(monkeypatch):
    # solver.logic.walk repeats a sweep with a stale step by calling the step again, on a grid
    # where the ladder has not stalled: the step's sweep must hold only steps still valid in turn
    from str8ts_gui.kinds.sudoku.logic import strategies
    from str8ts_gui.kinds.sudoku.logic.common import make_step
    from str8ts_gui.solver.logic import apply, still_valid

    p = Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=(KillerCage((30, 31), 3), KillerCage((39, 40, 41), 24), KillerCage((48, 49), 7)))
    g = CandidateGrid.from_puzzle(p)
    step = make_step("Fake", 9.0, (32,), {1}, (), ((32, 1),), "r4c6 is not 1", (32,))

    def find(grid):
        yield step
        yield step  # (stale once the first is applied)

    monkeypatch.setattr(strategies, "ladder", lambda puzzle: (strategies.Strategy("Fake", 9.0, find, True),))
    told = list(sums_contradiction(g))
    assert told
    cur = g
    for s in told:
        assert still_valid(cur, s)
        cur = apply(cur, s)
