"""Tests of the Str8ts rule checker (str8ts_gui.kinds.str8ts.rules)."""

from __future__ import annotations

import random

from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.core.violations import Violation, violating_cells
from str8ts_gui.kinds.str8ts.rules import check, check_state, is_solution

from bruteforce import solutions


# -- helpers ---------------------------------------------------------------------------------
def parse(text: str) -> Puzzle:
    """A puzzle from a puzzle string, which may be spread over lines and spaces for reading."""
    return parse_line("".join(text.split()))


def grid(puzzle: Puzzle, **cells: int) -> list[int]:
    """Values: the puzzle's white clues plus cells given as r3c5=7 keyword arguments."""
    values = [0 if b else c for b, c in zip(puzzle.black, puzzle.clues)]
    for name, digit in cells.items():
        r, c = name[1:].split("c")
        values[(int(r) - 1) * puzzle.size + int(c) - 1] = digit
    return values


def idx(puzzle: Puzzle, name: str) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * puzzle.size + int(c) - 1


def solution_values(solution: str, puzzle: Puzzle) -> list[int]:
    return [0 if puzzle.black[i] else int(ch) for i, ch in enumerate(solution)]


LATIN4 = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3]

# A 5x5 board with black clues (e = 5 in r1c5, b = 2 in r5c1) and a unique solution.
BOARD5 = parse(
    """
    #1.#e
    ...#4
    ...1.
    #....
    b.4#3
    """
)
SOLUTION5 = [
    0, 1, 2, 0, 0,
    3, 2, 1, 0, 4,
    4, 3, 5, 1, 2,
    0, 4, 3, 2, 1,
    0, 5, 4, 0, 3,
]


# -- valid boards ----------------------------------------------------------------------------
def test_valid_latin_square_has_no_violation() -> None:
    p = Puzzle.empty(4)
    assert check(p, LATIN4) == []
    assert is_solution(p, LATIN4)


def test_empty_board_has_no_violation() -> None:
    for n in range(4, 10):
        p = Puzzle.empty(n)
        assert check(p, [0] * (n * n)) == []
        assert not is_solution(p, [0] * (n * n))


def _obviously_valid(puzzle: Puzzle, values: list[int]) -> bool:
    """The rules written out as directly as possible, for cross-checking."""
    n = puzzle.size
    full = [puzzle.clues[i] if puzzle.black[i] else values[i] for i in range(n * n)]
    for r in range(n):
        line = [full[r * n + c] for c in range(n) if full[r * n + c]]
        if len(line) != len(set(line)):
            return False
    for c in range(n):
        line = [full[r * n + c] for r in range(n) if full[r * n + c]]
        if len(line) != len(set(line)):
            return False
    for comp in layout_of(puzzle).compartments:
        digits = sorted(values[i] for i in comp.cells)
        if digits != list(range(digits[0], digits[0] + len(digits))):
            return False
    return True


def test_board5_solution_is_valid_and_unique() -> None:
    assert check(BOARD5, SOLUTION5) == []
    assert is_solution(BOARD5, SOLUTION5)
    assert list(solutions(BOARD5)) == [SOLUTION5]


# -- repeats ---------------------------------------------------------------------------------
def test_repeat_in_row_message_and_cells() -> None:
    p = Puzzle.empty(9)
    values = grid(p, r3c2=5, r3c7=5)
    assert check(p, values) == [
        Violation("repeat", (idx(p, "r3c2"), idx(p, "r3c7")), 5, "Digit 5 appears twice in row 3: r3c2, r3c7", "row 3")
    ]


def test_repeat_in_column_and_three_times() -> None:
    p = Puzzle.empty(9)
    values = grid(p, r9c5=4, r1c5=4, r4c5=4)
    (v,) = check(p, values)
    assert v.kind == "repeat"
    assert v.digit == 4
    assert v.cells == (idx(p, "r1c5"), idx(p, "r4c5"), idx(p, "r9c5"))
    assert v.message == "Digit 4 appears 3 times in column 5: r1c5, r4c5, r9c5"


def test_black_clue_counts_for_row_and_column() -> None:
    p = parse(
        """
        c...
        ....
        ....
        ....
        """
    )
    values = grid(p, r1c4=3, r3c1=3)
    got = check(p, values)
    assert [v.kind for v in got] == ["repeat", "repeat"]
    assert got[0].cells == (0, 3) and got[0].message == "Digit 3 appears twice in row 1: r1c1, r1c4"
    assert got[1].cells == (0, 8) and got[1].message == "Digit 3 appears twice in column 1: r1c1, r3c1"
    assert violating_cells(got) == frozenset({0, 3, 8})


def test_black_clue_value_in_values_is_ignored() -> None:
    p = parse("c..." "...." "...." "....")
    values = [0] * 16
    values[0] = 1  # ignored: r1c1 is black and holds 3
    values[1] = 1
    assert check(p, values) == []
    values[1] = 3
    assert [v.cells for v in check(p, values)] == [(0, 1)]


def test_two_black_clues_repeat() -> None:
    p = parse("c..c" "...." "...." "....")
    (v,) = check(p, [0] * 16)
    assert v.kind == "repeat" and v.cells == (0, 3) and v.digit == 3


def test_white_clue_is_used_when_value_is_zero() -> None:
    p = parse("2..." "...." "...." "....")
    values = [0] * 16
    values[2] = 2
    (v,) = check(p, values)
    assert v.cells == (0, 2)


# -- compartments ----------------------------------------------------------------------------
def test_span_violation() -> None:
    p = Puzzle.empty(9).with_cell(idx(Puzzle.empty(9), "r3c3"), black=True)
    p = p.with_cell(idx(p, "r3c8"), black=True)
    values = grid(p, r3c4=2, r3c6=7)
    (v,) = check(p, values)
    assert v.kind == "span"
    assert v.digit is None
    assert v.cells == (idx(p, "r3c4"), idx(p, "r3c6"))
    assert v.message == (
        "Compartment r3c4-r3c7 can no longer be a straight: 2 and 7 are too far apart for 4 cells"
    )


def test_span_limit_is_exact() -> None:
    p = parse("#...#" "....." "....." "....." ".....")
    # compartment r1c2-r1c4 of length 3: 1 and 3 fit, 1 and 4 do not.
    assert check(p, grid(p, r1c2=1, r1c4=3)) == []
    (v,) = check(p, grid(p, r1c2=1, r1c4=4))
    assert v.kind == "span" and v.message.startswith("Compartment r1c2-r1c4 ")


def test_span_in_vertical_compartment() -> None:
    p = parse("....." "....." "#...." "....." ".....")
    # column 1 compartment r4c1-r5c1 (length 2) with 1 and 3
    (v,) = check(p, grid(p, r4c1=3, r5c1=1))
    assert v.kind == "span"
    assert v.cells == (idx(p, "r4c1"), idx(p, "r5c1"))
    assert v.message == (
        "Compartment r4c1-r5c1 can no longer be a straight: 1 and 3 are too far apart for 2 cells"
    )


def test_not_straight_with_order() -> None:
    p = parse("...#" "...." "...." "....")
    # row 1 compartment r1c1-r1c3 full with 1, 2, 2
    values = grid(p, r1c1=2, r1c2=1, r1c3=2)
    got = check(p, values)
    assert [v.kind for v in got] == ["repeat", "not_straight"]
    assert got[0].message == "Digit 2 appears twice in row 1: r1c1, r1c3"
    assert got[1] == Violation(
        "not_straight", (0, 1, 2), None, "Compartment r1c1-r1c3 is full but 1, 2, 2 is not a straight"
    )


def test_full_straight_in_any_order() -> None:
    p = parse("#...." "....." "....." "....." ".....")
    assert check(p, grid(p, r1c2=4, r1c3=2, r1c4=5, r1c5=3)) == []
    got = check(p, grid(p, r1c2=4, r1c3=2, r1c4=5, r1c5=1))
    assert [v.kind for v in got] == ["span"]
    assert got[0].message.endswith("1 and 5 are too far apart for 4 cells")


def test_single_cell_compartment_never_violates() -> None:
    p = parse(".#.." "#..." "...." "....")
    assert check(p, grid(p, r1c1=4)) == []


def test_deterministic_order_rows_columns_compartments() -> None:
    p = parse("...#" "...." "...." "....")
    values = grid(p, r1c1=1, r1c2=1, r1c3=4, r2c1=1, r3c4=2, r4c4=2)
    got = check(p, values)
    assert [(v.kind, v.message.split(":")[0]) for v in got] == [
        ("repeat", "Digit 1 appears twice in row 1"),
        ("repeat", "Digit 1 appears twice in column 1"),
        ("repeat", "Digit 2 appears twice in column 4"),
        ("span", "Compartment r1c1-r1c3 can no longer be a straight"),
    ]
    assert check(p, values) == got


def test_check_state_uses_clues_and_entries() -> None:
    p = parse("2..." "...." "...." "....")
    state = PlayState.new(p).with_entry(1, 2)
    (v,) = check_state(state)
    assert v.kind == "repeat" and v.cells == (0, 1)
    assert check_state(PlayState.new(p)) == []


# -- is_solution -----------------------------------------------------------------------------
def test_is_solution_requires_every_white_cell_and_clues() -> None:
    p = Puzzle.empty(4).with_cell(0, clue=1)
    assert is_solution(p, LATIN4)
    other = [5 - v for v in LATIN4]  # also a valid Latin square, but r1c1 = 4 breaks the clue
    assert check(Puzzle.empty(4), other) == []
    assert not is_solution(p, other)
    partial = list(LATIN4)
    partial[5] = 0
    assert not is_solution(p, partial)
    assert not is_solution(p, LATIN4[:-1])


def test_is_solution_rejects_violation() -> None:
    p = Puzzle.empty(4)
    bad = list(LATIN4)
    bad[0], bad[1] = bad[1], bad[0]  # row still fine, columns 1 and 2 now repeat
    assert check(p, bad)
    assert not is_solution(p, bad)


def test_enumerated_solutions_pass_check() -> None:
    p = parse("#..#" "...." "...." "#..#")
    sols = list(solutions(p))
    assert sols
    for s in sols:
        assert is_solution(p, s)
        assert _obviously_valid(p, s)


def test_check_agrees_with_direct_rules_on_random_fillings() -> None:
    rng = random.Random(7)
    valid = 0
    for _ in range(400):
        n = rng.choice([4, 5])
        black = [rng.random() < 0.3 for _ in range(n * n)]
        clues = [rng.randint(1, n) if b and rng.random() < 0.3 else 0 for b in black]
        p = Puzzle.from_cells(n, black, clues)
        if all(black):
            continue
        values = [0 if b else rng.randint(1, n) for b in black]
        if rng.random() < 0.5:
            sol = next(solutions(p, limit=1), None)
            if sol is not None:
                values = sol
                if rng.random() < 0.5:  # one changed white cell
                    i = rng.choice([i for i in range(n * n) if not black[i]])
                    values[i] = rng.randint(1, n)
        ok = _obviously_valid(p, values)
        valid += ok
        assert (check(p, values) == []) == ok
        assert is_solution(p, values) == ok
        assert bool(violating_cells(check(p, values))) == (not ok)
    assert valid > 50


# -- published corpus ------------------------------------------------------------------------
def test_corpus_solutions_are_valid(daily_corpus) -> None:
    for row in daily_corpus[:200]:
        p = parse(row["puzzle"])
        values = solution_values(row["solution"], p)
        assert check(p, values) == [], row["date"]
        assert is_solution(p, values), row["date"]
        # Changing one white cell of a unique solution must break something.
        i = next(i for i in range(81) if not p.black[i] and not p.clues[i])
        broken = list(values)
        broken[i] = values[i] % 9 + 1
        assert not is_solution(p, broken)
        assert check(p, broken)
