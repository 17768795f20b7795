"""Tests of the candidate rules (str8ts_gui.kinds.str8ts.candidates): exact small cases and soundness."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from str8ts_gui.kinds.str8ts.candidates import basic_candidates, clue_candidates, propagate, propagate_changes
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import Puzzle, digits_mask, full_mask, mask_digits
from str8ts_gui.kinds.str8ts.rules import check, is_solution

from bruteforce import solutions


# -- helpers ---------------------------------------------------------------------------------
def parse(text: str) -> Puzzle:
    """A puzzle from a puzzle string, which may be spread over lines and spaces for reading."""
    return parse_line("".join(text.split()))


def idx(puzzle: Puzzle, name: str) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * puzzle.size + int(c) - 1


def m(*digits: int) -> int:
    return digits_mask(digits)


def without(n: int, *digits: int) -> int:
    return full_mask(n) & ~digits_mask(digits)


def givens(puzzle: Puzzle) -> list[int]:
    return [0 if b else c for b, c in zip(puzzle.black, puzzle.clues)]


def raw_masks(puzzle: Puzzle) -> list[int]:
    """No reasoning at all: clue cells fixed, other white cells 1..n, black cells 0."""
    full = full_mask(puzzle.size)
    return [0 if b else (1 << c if c else full) for b, c in zip(puzzle.black, puzzle.clues)]


def random_puzzle(rng: random.Random) -> Puzzle:
    """A random 4x4 or 5x5 board: random pattern, some black clues, a few white clues.

    Half the time the white clues come from a random solution of the pattern (so the board
    is solvable), otherwise they are random digits (often unsolvable)."""
    n = rng.choice([4, 5])
    p_black = rng.uniform(0.05, 0.45)
    black = [rng.random() < p_black for _ in range(n * n)]
    clues = [rng.randint(1, n) if b and rng.random() < 0.35 else 0 for b in black]
    puzzle = Puzzle.from_cells(n, black, clues)
    white = [i for i in range(n * n) if not black[i]]
    k = min(len(white), rng.randint(0, 4))
    chosen = rng.sample(white, k)
    if rng.random() < 0.5:
        sol = next(solutions(puzzle, limit=1, rng=rng), None)
        if sol is not None:
            for i in chosen:
                clues[i] = sol[i]
            return Puzzle.from_cells(n, black, clues)
    for i in chosen:
        clues[i] = rng.randint(1, n)
    return Puzzle.from_cells(n, black, clues)


MAX_ENUMERATED = 1200


def assert_sound(puzzle: Puzzle) -> str:
    """Propagation from basic and from raw masks keeps every solution digit; returns an outcome tag."""
    n = puzzle.size
    white = [i for i in range(n * n) if not puzzle.black[i]]
    basic = basic_candidates(puzzle, givens(puzzle))
    results = {"basic": propagate(puzzle, basic), "raw": propagate(puzzle, raw_masks(puzzle))}
    for res in results.values():
        if res is not None:
            for i in range(n * n):
                assert res[i] == 0 if puzzle.black[i] else res[i] & ~full_mask(n) == 0
            assert propagate(puzzle, res) == res  # a fixpoint
    if results["basic"] is not None:
        assert all(results["basic"][i] & ~basic[i] == 0 for i in white)

    sols = list(solutions(puzzle, limit=MAX_ENUMERATED + 1))
    if not sols:
        return "unsolvable-" + ("none" if results["basic"] is None else "kept")
    if len(sols) > MAX_ENUMERATED:
        # Too many to list them all (nearly open boards): check a random sample of them.
        sols = list(solutions(puzzle, limit=MAX_ENUMERATED // 4, rng=random.Random(len(sols))))
        sols += list(solutions(puzzle, limit=MAX_ENUMERATED // 4))
        outcome = "many"
    else:
        outcome = "solvable"
    union = [0] * (n * n)
    for s in sols:
        assert is_solution(puzzle, s)
        for i in white:
            union[i] |= 1 << s[i]
    for name, res in (("basic", basic), *results.items()):
        assert res is not None, f"{name}: contradiction claimed on a solvable board {puzzle!r}"
        for i in white:
            assert union[i] & ~res[i] == 0, (
                f"{name}: removed {mask_digits(union[i] & ~res[i])} from cell {i} of {puzzle!r}"
            )
    return outcome


# -- basic_candidates --------------------------------------------------------------------------
def test_basic_lines_and_black_clues() -> None:
    p = parse("c..." "...." "...." "...1")
    got = basic_candidates(p, givens(p))
    assert got[0] == 0  # black
    assert got[idx(p, "r4c4")] == m(1)
    assert got[idx(p, "r1c2")] == m(1, 2, 4)  # 3 in the row (black clue)
    assert got[idx(p, "r2c1")] == m(1, 2, 4)  # 3 in the column (black clue)
    assert got[idx(p, "r4c1")] == m(2, 4)  # 3 in the column, 1 in the row
    # r1 compartment r1c2-r1c4 (length 3) is empty: no range limit yet
    assert got[idx(p, "r2c2")] == m(1, 2, 3, 4)


def test_basic_uses_entries_and_clues() -> None:
    p = parse("2..." "...." "...." "....")
    values = givens(p)
    values[idx(p, "r2c2")] = 3
    got = basic_candidates(p, values)
    assert got[idx(p, "r2c2")] == m(3)
    assert got[idx(p, "r1c2")] == m(1, 4)
    # zero in a clue cell falls back to the clue
    assert basic_candidates(p, [0] * 16) == basic_candidates(p, givens(p))


def test_basic_compartment_range() -> None:
    p = Puzzle.empty(9)
    for name in ("r1c1", "r1c5", "r5c2"):
        p = p.with_cell(idx(p, name), black=True)
    values = [0] * 81
    values[idx(p, "r1c3")] = 5  # row compartment r1c2-r1c4, length 3
    got = basic_candidates(p, values)
    # row compartment: digits 3..7 minus 5; column 2 compartment r1c2-r4c2 (length 4, empty)
    assert got[idx(p, "r1c2")] == m(3, 4, 6, 7)
    assert got[idx(p, "r1c4")] == m(3, 4, 6, 7)
    # column 3 compartment r1c3-r9c3 (length 9) holds only 5: no range limit, 5 removed
    assert got[idx(p, "r2c3")] == without(9, 5)
    # outside the compartment but in the row: only the line rule
    assert got[idx(p, "r1c6")] == without(9, 5)


def test_basic_range_in_both_directions() -> None:
    p = parse("#...#" "....." "#...." "....." ".....")
    values = givens(p)
    values[idx(p, "r1c2")] = 1
    values[idx(p, "r2c3")] = 5
    got = basic_candidates(p, values)
    # r1c3: row compartment r1c2-r1c4 holds 1 -> 1..3, minus 1 -> {2, 3}; column 3 is 5 cells
    assert got[idx(p, "r1c3")] == m(2, 3)
    # r1c4: {2, 3} from the row, column 4 has nothing
    assert got[idx(p, "r1c4")] == m(2, 3)
    # r2c1 is a 1-cell column compartment (r1c1, r3c1 black); row 2 holds 5
    assert got[idx(p, "r2c1")] == m(1, 2, 3, 4)
    # r3c2: row compartment r3c2-r3c5 (length 4, empty); column 2 compartment holds 1
    # (r1c2) in 5 cells -> 1..5, minus 1
    assert got[idx(p, "r3c2")] == m(2, 3, 4, 5)


# -- propagate: exact cases --------------------------------------------------------------------
def _one_row_board(row: str) -> Puzzle:
    """A 9x9 board whose only white cells are in row 1."""
    return parse(row + "#" * 72)


def test_sure_digit_leaves_rest_of_row() -> None:
    p = _one_row_board(".....#...")
    res = propagate(p, basic_candidates(p, givens(p)))
    assert res is not None
    for c in range(5):
        assert res[c] == full_mask(9)  # a 5-cell straight in 1..9 may start at 1..5
    for c in range(6, 9):
        assert res[c] == without(9, 5)  # 5 is in every such straight, so it is in r1c1-r1c5
    assert all(res[i] == 0 for i in range(81) if p.black[i])


def test_union_of_feasible_ranges() -> None:
    # row: a 3-cell compartment whose first cell is 8 -> only straights 6-8, 7-9.
    p = _one_row_board("8..######")
    res = propagate(p, basic_candidates(p, givens(p)))
    assert res[:3] == [m(8), m(6, 7, 9), m(6, 7, 9)]
    # and with 9 removed from r1c2 and r1c3 only 6-8 is left: both cells are {6, 7}
    masks = basic_candidates(p, givens(p))
    masks[1] = masks[2] = m(1, 2, 6, 7, 9) & ~m(9)
    res = propagate(p, masks)
    assert res[:3] == [m(8), m(6, 7), m(6, 7)]


def test_hidden_single_in_compartment() -> None:
    # Only row 1 is white: r1c1-r1c5; black clue 5 in columns 1-4 (rows 2-5).
    p = parse(
        "....." "####"
        "e########"
        "#e#######"
        "##e######"
        "###e#####"
        + "#" * 36
    )
    res = propagate(p, basic_candidates(p, givens(p)))
    assert res is not None
    assert res[idx(p, "r1c5")] == m(5)
    for c in range(4):
        assert res[c] == without(9, 5)


def test_naked_singles_chain_and_fixpoint() -> None:
    # 4x4 all white: a Latin square with enough clues is solved by singles and straights.
    p = parse("12.." "2..." "...." "....")
    res = propagate(p, basic_candidates(p, givens(p)))
    assert res is not None
    sols = list(solutions(p))
    for i in range(16):
        assert all(res[i] >> s[i] & 1 for s in sols)
    assert propagate(p, res) == res


def test_solved_board_is_kept() -> None:
    p = parse("#1.#e" "...#4" "...1." "#...." "b.4#3")
    sol = [0, 1, 2, 0, 0, 3, 2, 1, 0, 4, 4, 3, 5, 1, 2, 0, 4, 3, 2, 1, 0, 5, 4, 0, 3]
    assert is_solution(p, sol)
    masks = [1 << v if v else 0 for v in sol]
    assert propagate(p, masks) == masks
    res = propagate(p, basic_candidates(p, givens(p)))
    assert res == masks  # this small board is solved by the simple rules


def test_input_not_modified() -> None:
    p = parse("1..." "...." "...." "....")
    masks = raw_masks(p)
    before = list(masks)
    propagate(p, masks)
    assert masks == before


@pytest.mark.parametrize(
    "text, change",
    [
        ("1..1" "...." "...." "....", None),  # two fixed 1s in a row
        ("1..." "...." "1..." "....", None),  # two fixed 1s in a column
        ("b..b" "...." "...." "....", None),  # two black clues 2 in a row
        ("b..." "...." "...." "2...", None),  # black clue against a white clue
        ("1.##" "...." "...." "....", {1: (4,)}),  # compartment {1} {4}: no straight
        ("...." "...." "...." "....", {5: ()}),  # an empty white mask
        ("...." "...." "...." "....", {0: (1, 2), 1: (1, 2), 2: (1, 2)}),  # three cells, two digits
        ("..##" "...." "...." "....", {0: (1, 3), 1: (1, 3)}),  # no straight of 2 in {1, 3}
    ],
)
def test_contradictions(text: str, change: dict[int, tuple[int, ...]] | None) -> None:
    p = parse(text)
    masks = raw_masks(p)
    for i, digits in (change or {}).items():
        masks[i] = digits_mask(digits)
    assert propagate(p, masks) is None
    assert next(solutions(p), None) is None or change


def test_two_hidden_digits_in_one_cell_is_contradiction() -> None:
    # 9x9, row 1: r1c1-r1c8 white (length 8 -> starts 1, 2 -> sure digits 2..8).
    # Only r1c1 may hold 4 or 5: both are sure, both need that one cell.
    p = _one_row_board("........#")
    masks = basic_candidates(p, givens(p))
    for c in range(1, 8):
        masks[c] &= ~m(4, 5)
    assert propagate(p, masks) is None


def test_bits_outside_the_board_are_ignored() -> None:
    p = Puzzle.empty(4)
    masks = [0xFFFF] * 16
    res = propagate(p, masks)
    assert res == [full_mask(4)] * 16


# -- propagate: soundness against brute force ------------------------------------------------
@pytest.mark.parametrize("seed", range(120))
def test_sound_on_random_small_boards(seed: int) -> None:
    assert_sound(random_puzzle(random.Random(seed)))


def test_random_boards_cover_all_outcomes() -> None:
    outcomes = {assert_sound(random_puzzle(random.Random(1000 + s))) for s in range(60)}
    assert {"solvable", "unsolvable-none"} <= outcomes


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_sound_hypothesis(seed: int) -> None:
    assert_sound(random_puzzle(random.Random(seed)))


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_filled_board_contradiction_iff_violation(data) -> None:
    """On a completely filled board propagate fails exactly when check finds a violation."""
    n = data.draw(st.sampled_from([4, 5]))
    black = data.draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    clues = [data.draw(st.integers(0, n)) if b else 0 for b in black]
    p = Puzzle.from_cells(n, black, clues)
    sol = None
    if data.draw(st.booleans()):
        sol = next(solutions(p, limit=1, rng=random.Random(data.draw(st.integers(0, 1000)))), None)
    values = sol or [0 if b else data.draw(st.integers(1, n)) for b in black]
    masks = [0 if b else 1 << v for b, v in zip(black, values)]
    res = propagate(p, masks)
    assert (res is None) == bool(check(p, values))
    if res is not None:
        assert res == masks and is_solution(p, values)


# -- propagate_changes: the same fixpoint from a narrowed fixpoint -----------------------------------
def _narrowings(p: Puzzle, base: list[int], rng: random.Random) -> list[tuple[list[int], list[int]]]:
    """Ways to narrow a fixpoint: one cell set to each of its digits (an assumption), and random
    removals from a few cells (a strategy's eliminations), possibly emptying a cell."""
    out = []
    open_cells = [i for i, m in enumerate(base) if m & (m - 1)]
    for i in open_cells[:6]:
        for d in range(1, p.size + 1):
            if base[i] >> d & 1:
                trial = list(base)
                trial[i] = 1 << d
                out.append((trial, [i]))
    for _ in range(6):
        if not open_cells:
            break
        trial = list(base)
        changed = rng.sample(open_cells, min(len(open_cells), rng.randint(1, 3)))
        for i in changed:
            trial[i] &= ~(1 << rng.choice([d for d in range(1, p.size + 1) if base[i] >> d & 1]))
            if rng.random() < 0.1:
                trial[i] = 0
        out.append((trial, changed))
    return out


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_propagate_changes_is_propagate(seed: int) -> None:
    rng = random.Random(seed)
    p = random_puzzle(rng)
    base = propagate(p, raw_masks(p))
    if base is None:
        return
    for trial, changed in _narrowings(p, base, rng):
        before = list(trial)
        assert propagate_changes(p, trial, changed) == propagate(p, trial)
        assert trial == before  # not changed in place


def test_propagate_changes_on_corpus(daily_corpus) -> None:
    rng = random.Random(5)
    outcomes = set()
    for row in daily_corpus[:40]:
        p = parse(row["puzzle"])
        # a start with open cells: the basic candidates of the clues without the last white clues
        clues = list(p.clues)
        for i in [i for i, b in enumerate(p.black) if not b and clues[i]][-4:]:
            clues[i] = 0
        q = Puzzle.from_cells(p.size, p.black, clues)
        base = propagate(q, basic_candidates(q, q.clues))
        for trial, changed in _narrowings(q, base, rng):
            full = propagate(q, trial)
            assert propagate_changes(q, trial, changed) == full, row["date"]
            outcomes.add(full is None)
    assert outcomes == {True, False}  # contradictions and fixpoints both met


# -- clue_candidates: the solver's one-pass start ------------------------------------------------
def _clue_start_by_parts(p: Puzzle) -> list[int] | None:
    """What clue_candidates stands for: no start when the clues break a rule, else the
    propagation of the basic candidates."""
    if check(p, p.clues):
        return None
    return propagate(p, basic_candidates(p, p.clues))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_clue_candidates_is_check_basic_propagate(seed: int) -> None:
    p = random_puzzle(random.Random(seed))
    assert clue_candidates(p) == _clue_start_by_parts(p)


@pytest.mark.parametrize(
    "text",
    [
        "1..1" "...." "...." "....",  # two white 1s in a row
        "1.a." "...." "...." "....",  # a white clue and a black clue with one digit
        "a..a" "...." "...." "....",  # two black clues with one digit
        "1.4#" "...." "...." "....",  # 1 and 4 cannot share a straight of 3 cells
        "1..4" "...." "...." "....",  # but a straight of 4 can hold them
    ],
)
def test_clue_candidates_on_broken_clues(text: str) -> None:
    p = parse(text)
    assert clue_candidates(p) == _clue_start_by_parts(p)


def test_clue_candidates_on_corpus(daily_corpus, sample_corpus) -> None:
    for row in daily_corpus[:150] + sample_corpus:
        p = parse(row["puzzle"])
        assert clue_candidates(p) == _clue_start_by_parts(p), row.get("date") or row.get("name")


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_clue_candidates_decide_only_boards_that_keep_the_rules(data) -> None:
    """What the solver relies on to skip its check (Str8tsKind.decided_start_keeps_rules): when
    every cell is left one candidate, those digits break no rule. Boards filled with random
    digits (mostly broken), with a solution's digits, or random small puzzles."""
    from str8ts_gui.kinds.str8ts import Str8tsKind

    assert Str8tsKind.decided_start_keeps_rules
    seed = data.draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    p = random_puzzle(rng)
    n = p.size
    how = data.draw(st.sampled_from(["as drawn", "filled at random", "filled by a solution"]))
    if how != "as drawn":
        sol = next(solutions(p, limit=1, rng=rng), None) if how == "filled by a solution" else None
        values = [0 if p.black[i] else (sol[i] if sol else rng.randint(1, n)) for i in range(n * n)]
        p = Puzzle.from_cells(n, p.black, [p.clues[i] if p.black[i] else values[i] for i in range(n * n)])
    masks = clue_candidates(p)
    if masks is not None and all(not m & (m - 1) for m in masks):
        values = [m.bit_length() - 1 if m else 0 for m in masks]
        assert check(p, values) == [] and is_solution(p, values)


# -- published corpus ------------------------------------------------------------------------
def test_corpus_sound(daily_corpus) -> None:
    solved = 0
    for row in daily_corpus[:200]:
        p = parse(row["puzzle"])
        sol = [0 if p.black[i] else int(ch) for i, ch in enumerate(row["solution"])]
        assert check(p, sol) == [], row["date"]
        assert is_solution(p, sol), row["date"]
        basic = basic_candidates(p, givens(p))
        res = propagate(p, basic)
        assert res is not None, row["date"]
        for i in range(81):
            if not p.black[i]:
                assert basic[i] >> sol[i] & 1, (row["date"], i)
                assert res[i] >> sol[i] & 1, (row["date"], i)
        solved += all(res[i] == (1 << sol[i] if sol[i] else 0) for i in range(81))
    # The simple rules alone solve most daily puzzles (about 90 % when this test was written).
    assert solved >= 120
