"""The deep nested rule contradiction (:mod:`.variant_nested`), issue 20: the nested contradiction
with the deep propagation inside too and cells of any number of candidates, the last step of the
variant ladder. It fires where the ladder before it stalls (a sparse non-consecutive 9 x 9 of the
benchmarks' kind, 8 givens, some 470 candidates left), and only soundly: every elimination is
checked against the SAT solver's solutions of the position.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_logic import assert_sound  # noqa: E402
from test_variant_techniques import sat_truth  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_nested as vn  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.common import level_of  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

# a non-consecutive puzzle of benchmarks/variants.py's generated family (8 givens, one solution)
# and the candidates where the ladder before the deep nested step stalls on it
GIVENS = "....7.......8...........9.......2.1.2..................9......................7.."
STALL = (
    "1345689 1234568 1245689 1235 7 13459 1234568 234568 1234568 1345679 1234567 123456 8 12345 1349 "
    "123456 234567 1234567 134578 1234578 1234578 123456 12346 456 9 3457 1234578 456789 345678 "
    "3456789 345679 45689 2 456 1 3456789 2 45678 1345679 1345679 1345689 45678 3468 3456789 34579 "
    "456789 134567 13456789 1345679 1345689 1345678 234568 2456789 23456789 134567 9 1234567 1234567 "
    "1234568 1345678 1234568 234568 1234568 1345678 1234567 12345678 12345679 12345689 1345678 12345 "
    "2345689 12345689 134568 1234568 1234568 1234569 12345689 1345 7 23459 12345689"
)


def stalled():
    p = make(9, [NonConsecutive()], [int(c) if c != "." else 0 for c in GIVENS])
    marks = [sum(1 << int(d) for d in cell) for cell in STALL.split()]
    return p, CandidateGrid.from_puzzle(p, None, marks)


def test_the_deep_nested_contradiction_ends_the_ladder():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names[-3] == "Deep nested rule contradiction"  # (then the probed form, variant_probe, and variant_derived)
    assert names.index("Nested rule contradiction") == len(names) - 4
    s = STRATEGY_BY_NAME["Deep nested rule contradiction"]
    assert s.batch and s.difficulty == vn.DEEP_NESTED > STRATEGY_BY_NAME["Nested rule contradiction"].difficulty
    assert level_of(s.difficulty) == 4  # Diabolical


def test_it_breaks_the_stall_of_a_sparse_non_consecutive_puzzle_soundly(monkeypatch):
    monkeypatch.setattr(vn, "OUTER", 1)  # the likeliest assumption only: a fast test
    forget()
    p, g = stalled()
    # the ladder stalled here: no candidate breaks the grid by the deep propagation alone
    check_deep_nested_steps(p, g, list(vn.deep_nested_contradiction(g)))


def check_deep_nested_steps(p, g, steps) -> None:
    """``steps`` found at the stalled grid ``g`` of puzzle ``p`` are deep nested contradictions,
    sound (against the SAT solver), told and marked as such, and none a plain deep contradiction
    (the deep propagation of the assumption alone holds)."""
    assert steps
    ctx = context(g)
    truth = sat_truth(p, g)
    for s in steps:
        assert_sound(s, truth)
        assert s.strategy == "Deep nested rule contradiction" and s.difficulty >= vn.DEEP_NESTED
        ((i, d),) = s.eliminations
        assert g.masks[i] >> d & 1 and i in s.cells and set(s.cells) <= set(s.area)
        assert s.text.startswith(f"Suppose {ctx.cell(i)} were {d}: ") and s.text.endswith(f"So {ctx.cell(i)} is not {d}")
        assert "each, followed with singles, locked candidates and the rules, breaks the grid" in s.text
        first = s.text.split("breaks the grid: ", 1)[1].split("; ")[0]
        assert "breaks it too" not in first, s.text  # nothing broke it before the first branch
        assert propagate(ctx, g.masks, g.values, assume=(i, d), strong=True).masks is not None


def test_an_assumption_that_found_nothing_is_not_followed_again(monkeypatch):
    monkeypatch.setattr(vn, "OUTER", 1)
    forget()
    p, g = stalled()
    followed = []

    def spy(ctx_, F, *a, **k):
        followed.append(F)
        return None  # as if it found nothing

    monkeypatch.setattr(vn, "_inner", spy)
    assert list(vn.deep_nested_contradiction(g)) == []
    assert list(vn.deep_nested_contradiction(g)) == []
    # the second pass followed the next likeliest assumption, not the first again
    assert len(followed) == 2 and len(context(g).memo["deep-nested"]) == 2


def test_nothing_on_a_solved_or_classic_grid():
    p = make(6, [NonConsecutive()])
    solved = CandidateGrid.from_puzzle(p, solve(p).solution)
    assert solved.is_solved() and list(vn.deep_nested_contradiction(solved)) == []
    classic = CandidateGrid.from_puzzle(make(6, []))
    assert list(vn.deep_nested_contradiction(classic)) == []


def test_a_solution_path_spends_at_most_its_share_of_work(monkeypatch):
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import path_budget

    monkeypatch.setattr(vn, "OUTER", 1)
    monkeypatch.setattr(vn, "PATH_WORK", 1)  # one inner search, then the share is spent
    forget()
    p, g = stalled()
    with path_budget():
        assert len(list(vn.deep_nested_contradiction(g))) == 1
        assert list(vn.deep_nested_contradiction(g)) == []  # stalls: the path's share is spent
    with path_budget():  # a new path has its share again
        assert len(list(vn.deep_nested_contradiction(g))) == 1


def test_only_for_puzzles_with_a_pair_rule(monkeypatch):
    from str8ts_gui.kinds.sudoku.variants.parity import Parity

    def never(*a, **k):
        raise AssertionError("searched a puzzle without a pair rule")

    monkeypatch.setattr(vn, "_Scan", never)
    g = CandidateGrid.from_puzzle(make(6, [Parity(0, True)], [0] * 6 + [2, 4, 6, 1, 3, 5] + [0] * 24))
    assert list(vn.deep_nested_contradiction(g)) == []
