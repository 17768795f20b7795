"""Each strategy on small before/after candidate grids: firing, and not firing."""

from __future__ import annotations

import pytest
from logic_helpers import all_eliminations, cell, make, pairs

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.kinds.str8ts.logic import STRATEGIES, STRATEGY_BY_NAME, apply, solve_path
from str8ts_gui.kinds.str8ts.logic import chains
from str8ts_gui.kinds.str8ts.logic import strategies as st
from str8ts_gui.solver.sat import solve

BLACK9 = "#########"
BLACK5 = "#####"


def one_row9(first: str) -> list[str]:
    return [first] + [BLACK9] * 8


def one_row5(first: str) -> list[str]:
    return [first] + [BLACK5] * 4


def steps_of(name: str, grid):
    return list(STRATEGY_BY_NAME[name].find(grid))


def test_strategy_list_is_ordered_and_complete() -> None:
    names = [s.name for s in STRATEGIES]
    for required in (
        "Row/column rule",
        "Compartment range check",
        "Sure candidates",
        "Naked single",
        "Hidden single",
        "Stranded digits",
        "Split compartments",
        "Mind the gap",
        "Naked pair",
        "Naked triple",
        "Naked quad",
        "Hidden pair",
        "Hidden triple",
        "High/low",
        "Locked compartments",
        "X-wing",
        "Swordfish",
        "Setti's rule",
        "Y-wing",
        "Short chain",
        "Deep chain",
    ):
        assert required in names
    levels = [s.level for s in STRATEGIES]
    assert levels == sorted(levels)
    assert names[-2:] == ["Short chain", "Deep chain"]


# -- row/column rule -----------------------------------------------------------------------------


def test_row_column_placed_digit_fires_then_not() -> None:
    g = make(["1...", "....", "....", "...."])
    steps = steps_of("Row/column rule", g)
    assert len(steps) == 1
    s = steps[0]
    assert set(s.eliminations) == pairs(4, {"r1c2": "1", "r1c3": "1", "r1c4": "1", "r2c1": "1", "r3c1": "1", "r4c1": "1"})
    assert s.text == "r1c1 is 1, so 1 leaves r1c2, r1c3, r1c4, r2c1, r3c1, r4c1"
    assert s.cells == (0,) and s.digits == (1,) and not s.placements
    assert steps_of("Row/column rule", apply(g, s)) == []


def test_row_column_black_clue_counts() -> None:
    g = make(["a...", "....", "....", "...."])
    (s,) = steps_of("Row/column rule", g)
    assert set(s.eliminations) == pairs(4, {"r1c2": "1", "r1c3": "1", "r1c4": "1", "r2c1": "1", "r3c1": "1", "r4c1": "1"})
    assert s.text.startswith("The black clue 1 in r1c1 removes 1 from")


# -- singles -------------------------------------------------------------------------------------


def test_naked_single() -> None:
    g = make(["....", "....", "....", "...."], {"r2c3": "3"})
    (s,) = steps_of("Naked single", g)
    assert s.placements == ((cell("r2c3", 4), 3),)
    assert s.text == "r2c3 can only be 3"
    after = apply(g, s)
    assert after.values[cell("r2c3", 4)] == 3
    assert steps_of("Naked single", after) == []
    assert steps_of("Naked single", make(["....", "....", "....", "...."], {"r2c3": "34"})) == []


def test_hidden_single() -> None:
    # r1c1-r1c3 is 1-3 or 2-4: it must hold 2 and 3, and only r1c3 can take 3
    g = make(one_row5("...#."), {"r1c1": "12", "r1c2": "12", "r1c3": "1234"})
    steps = steps_of("Hidden single", g)
    assert [s.placements for s in steps] == [((cell("r1c3", 5), 3),)]
    assert "must contain 3 and only r1c3 can take it" in steps[0].text
    g2 = make(one_row5("...#."), {"r1c1": "12", "r1c2": "123", "r1c3": "1234"})
    assert steps_of("Hidden single", g2) == []


# -- compartments ------------------------------------------------------------------------------------


def test_compartment_range_check() -> None:
    g = make(one_row5("5..##"))
    (s,) = steps_of("Compartment range check", g)
    assert set(s.eliminations) == pairs(5, {"r1c2": "12", "r1c3": "12"})
    assert s.text == "Compartment r1c1-r1c3 must be a straight of 3 within 3-5, so 1, 2 leave r1c2, r1c3"
    assert steps_of("Compartment range check", apply(g, s)) == []


def test_range_check_example_sentence() -> None:
    rows = ["#########", "#########", "###....##"] + [BLACK9] * 6
    g = make(rows, {"r3c4": "6789", "r3c6": "56789", "r3c7": "56789"})
    (s,) = steps_of("Compartment range check", g)
    assert s.text == "Compartment r3c4-r3c7 must be a straight of 4 within 3-9, so 1, 2 leave r3c5"
    g = make(rows, {"r3c4": "6789", "r3c5": "56789", "r3c6": "56789", "r3c7": "56789"})
    assert steps_of("Compartment range check", g) == []


def test_sure_candidates() -> None:
    g = make(one_row5("...#."))  # a straight of 3 in 1..5 always holds 3
    (s,) = steps_of("Sure candidates", g)
    assert s.eliminations == ((cell("r1c5", 5), 3),)
    assert "contains 3" in s.text and s.text.endswith("so 3 leaves r1c5")
    assert steps_of("Sure candidates", make(one_row5("...#."), {"r1c5": "1245"})) == []


def test_stranded_digits() -> None:
    g = make(one_row9("...######"), {"r1c1": "2457", "r1c2": "456", "r1c3": "4567"})
    assert steps_of("Compartment range check", g) == []  # every cell meets 2-4
    (s,) = steps_of("Stranded digits", g)
    assert s.eliminations == ((cell("r1c1", 9), 2),)
    assert "no candidate 3" in s.text
    assert steps_of("Stranded digits", apply(g, s)) == []


def test_split_compartments() -> None:
    g = make(one_row9("...######"), {"r1c1": "12", "r1c2": "12", "r1c3": "1234"})
    assert steps_of("Compartment range check", g) == [] and steps_of("Stranded digits", g) == []
    (s,) = steps_of("Split compartments", g)
    assert s.eliminations == ((cell("r1c3", 9), 4),)
    assert "cannot be filled with 2-4" in s.text
    assert steps_of("Split compartments", apply(g, s)) == []


def test_mind_the_gap() -> None:
    g = make(one_row9("...######"), {"r1c1": "15", "r1c2": "145", "r1c3": "234"})
    assert steps_of("Compartment range check", g) == [] and steps_of("Stranded digits", g) == []
    steps = steps_of("Mind the gap", g)
    assert all_eliminations(steps) == pairs(9, {"r1c1": "1", "r1c2": "15"})
    quiet = make(one_row9("...######"), {"r1c1": "45", "r1c2": "45", "r1c3": "3456"})
    assert steps_of("Mind the gap", quiet) == []


def test_locked_compartments() -> None:
    g = make(one_row9("...######"), {"r1c1": "12", "r1c2": "12", "r1c3": "34"})
    steps = steps_of("Locked compartments", g)
    assert all_eliminations(steps) == pairs(9, {"r1c3": "4"})
    assert steps_of("Locked compartments", make(one_row9("...######"), {"r1c1": "12", "r1c2": "12", "r1c3": "3"})) == []


def test_high_low() -> None:
    # r1c1-r1c2 is 2-3, so r1c4-r1c5 cannot be 1-2, 2-3 or 3-4: it is 4-5
    g = make(one_row5("..#.."), {"r1c1": "23", "r1c2": "23"})
    steps = steps_of("High/low", g)
    assert all_eliminations(steps) == pairs(5, {"r1c4": "123", "r1c5": "123"})
    assert "cannot overlap" in steps[0].text and "must be 4-5" in steps[0].text
    g2 = make(one_row5("..#.."), {"r1c1": "23", "r1c2": "23", "r1c4": "45", "r1c5": "45"})
    assert steps_of("High/low", g2) == []


# -- sets across a line ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, marks, digits",
    [
        ("Naked pair", {"r1c1": "12", "r1c2": "12"}, "12"),
        ("Naked triple", {"r1c1": "12", "r1c2": "23", "r1c3": "13"}, "123"),
        ("Naked quad", {"r1c1": "12", "r1c2": "23", "r1c3": "34", "r1c4": "14"}, "1234"),
    ],
)
def test_naked_sets(name: str, marks: dict[str, str], digits: str) -> None:
    g = make(one_row9("........."), marks)
    steps = steps_of(name, g)
    assert len(steps) == 1
    others = {f"r1c{c}": digits for c in range(len(marks) + 1, 10)}
    assert set(steps[0].eliminations) == pairs(9, others)
    assert steps_of(name, apply(g, steps[0])) == []
    broken = dict(marks, r1c1=marks["r1c1"][0] + "9")
    assert steps_of(name, make(one_row9("........."), broken)) == []


@pytest.mark.parametrize(
    "name, marks, expected",
    [
        ("Hidden pair", {"r1c1": "123", "r1c2": "124"}, {"r1c1": "3", "r1c2": "4"}),
        ("Hidden triple", {"r1c1": "1234", "r1c2": "125", "r1c3": "236"}, {"r1c1": "4", "r1c2": "5", "r1c3": "6"}),
    ],
)
def test_hidden_sets(name: str, marks: dict[str, str], expected: dict[str, str]) -> None:
    k = len(marks)
    keep = "".join(str(d) for d in range(1, k + 1))
    rest = "".join(str(d) for d in range(k + 1, 10))
    full = {f"r1c{c}": rest for c in range(k + 1, 10)}
    g = make(one_row9("........."), {**full, **marks})
    steps = steps_of(name, g)
    assert len(steps) == 1 and set(steps[0].eliminations) == pairs(9, expected)
    assert f"must contain {keep[0]}" in steps[0].text
    assert steps_of(name, apply(g, steps[0])) == []
    # one more cell can take digit 1: no hidden set
    g2 = make(one_row9("........."), {**full, **marks, f"r1c{k + 1}": "1" + rest})
    assert steps_of(name, g2) == []


# -- fish, Setti, Y-wing ---------------------------------------------------------------------------------


def test_x_wing_on_necessary_digit() -> None:
    marks = {"r1c1": "12", "r1c2": "13", "r1c3": "234", "r1c4": "234", "r2c1": "13", "r2c2": "12", "r2c3": "234", "r2c4": "234"}
    g = make(["...."] * 4, marks)
    steps = steps_of("X-wing", g)
    ones = [s for s in steps if s.digits == (1,)]
    assert ones
    assert all_eliminations(ones) == pairs(4, {"r3c1": "1", "r3c2": "1", "r4c1": "1", "r4c2": "1"})
    assert "1 must appear in" in ones[0].text
    assert steps_of("X-wing", make(["...."] * 4)) == []


def test_swordfish_on_necessary_digit() -> None:
    no1 = "2345"
    marks = {f"r{r}c{c}": no1 for r in (1, 2, 3) for c in range(1, 6)}
    marks.update({"r1c1": "12", "r1c2": "13", "r2c2": "14", "r2c3": "15", "r3c1": "12", "r3c3": "13"})
    g = make(["....."] * 5, marks)
    steps = [s for s in steps_of("Swordfish", g) if s.digits == (1,)]
    assert steps
    expected = pairs(5, {f"r{r}c{c}": "1" for r in (4, 5) for c in (1, 2, 3)})
    assert all_eliminations(steps) == expected
    assert steps_of("Swordfish", make(["....."] * 5)) == []


def test_settis_rule() -> None:
    rows = ["....", "....", "....", "...#"]
    # 4 must appear in rows 1-3 (full rows); it can only appear in columns 1-3
    g = make(rows, {"r1c4": "123", "r2c4": "123", "r3c4": "123"})
    steps = [s for s in steps_of("Setti's rule", g) if s.digits == (4,)]
    assert len(steps) == 1
    assert set(steps[0].eliminations) == pairs(4, {"r4c1": "4", "r4c2": "4", "r4c3": "4"})
    # the sentence follows the strategy's name ("Setti's rule: 4 must ..."), so it does not repeat it
    assert steps[0].text.startswith("4 must appear in 3 rows and can appear in only 3 columns, so it is in no other row")
    assert [s for s in steps_of("Setti's rule", make(rows)) if s.digits == (4,)] == []


def test_y_wing() -> None:
    g = make(["...."] * 4, {"r1c1": "12", "r1c3": "13", "r3c1": "23"})
    (s,) = steps_of("Y-wing", g)
    assert s.eliminations == ((cell("r3c3", 4), 3),)
    assert s.cells == tuple(sorted((cell("r1c1", 4), cell("r1c3", 4), cell("r3c1", 4))))
    assert steps_of("Y-wing", make(["...."] * 4, {"r1c1": "12", "r1c3": "13", "r3c1": "24"})) == []


# -- short chains ---------------------------------------------------------------------------------------


def test_short_chain() -> None:
    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12", "r1c4": "34"})
    (s,) = steps_of("Short chain", g)
    assert s.eliminations == ((cell("r1c3", 4), 1),)
    assert s.text == (
        "If r1c3 were 1, the basic rules would leave r1c4 the only place for both 3 and 4, which the compartment "
        "r1c1-r1c4 must hold, so 1 leaves r1c3"
    )
    assert steps_of("Short chain", make(["...."] * 4)) == []


def test_short_chain_is_bounded(monkeypatch) -> None:
    monkeypatch.setattr(chains, "CHAIN_TRIALS", 2)
    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12", "r1c4": "34"})
    assert steps_of("Short chain", g) == []


# -- deep chains ------------------------------------------------------------------------------------

# made by this project's generator (generate_naive(9, seed=1136)): unique, and the strategies up to
# short chains stall on it
NEEDS_DEEP_CHAIN = "a..9#.4..##..6..#.3#......##4.a...................#..a#3..1.6#9.i.....##..7.i...#"


def test_deep_chain_finishes_what_short_chains_cannot() -> None:
    puzzle = parse_line(NEEDS_DEEP_CHAIN)
    solution = solve(puzzle).solution
    assert solution is not None
    stalled = solve_path(puzzle, strategies=STRATEGIES[:-1])
    assert not stalled.solved and not stalled.contradiction
    path = solve_path(puzzle)
    assert path.solved and path.values == solution
    deep = [s for s in path.steps if s.strategy == "Deep chain"]
    assert deep
    for step in deep:  # sound: never the solution's digit
        assert all(solution[i] != d for i, d in step.eliminations)
        assert step.text.startswith(("If r", "Whichever digit r"))
    assert path.grade == "Extreme"


def test_deep_chain_on_a_grid_the_short_chain_finishes_finds_the_same_or_more() -> None:
    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12", "r1c4": "34"})
    (s,) = steps_of("Deep chain", g)
    assert s.eliminations == ((cell("r1c3", 4), 1),)
    assert s.text == (
        "If r1c3 were 1, the basic rules would leave r1c4 the only place for both 3 and 4, which the compartment "
        "r1c1-r1c4 must hold, so 1 leaves r1c3"
    )


def test_deep_chain_is_bounded_and_cancellable(monkeypatch) -> None:
    from str8ts_gui.solver.sat import CancelToken, GenerationCancelled

    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12", "r1c4": "34"})
    token = CancelToken()
    token.cancel()
    with pytest.raises(GenerationCancelled):
        list(st.deep_chain(g, cancel=token))
    monkeypatch.setattr(chains, "DEEP_CHAIN_TRIALS", 0)
    assert steps_of("Deep chain", g) == []


# -- the quick tests inside mind the gap and the hidden sets, against their plain definitions -----------


def _random_row_grid(rng, n: int = 9):
    """One open row of random compartments (the other rows black), random candidates."""
    row = "".join("#" if rng.random() < 0.2 else "." for _ in range(n))
    marks = {}
    for c in range(n):
        if row[c] == ".":
            k = rng.randint(1, 5)
            marks[f"r1c{c + 1}"] = "".join(str(d) for d in sorted(rng.sample(range(1, n + 1), k)))
    return make([row] + ["#" * n] * (n - 1), marks)


def test_mind_the_gap_removes_exactly_what_it_says() -> None:
    import random

    rng = random.Random(7)
    fired = 0
    for _ in range(300):
        g = _random_row_grid(rng)
        M, n = g.masks, g.size
        expected = set()
        for comp in g.shape.compartments:
            L = comp.length
            for c in comp.cells:
                if L < 2 or g.values[c]:
                    continue
                for d in range(1, n + 1):
                    if M[c] >> d & 1 and any(
                        o != c and not any(M[o] >> e & 1 for e in range(1, n + 1) if 0 < abs(e - d) < L)
                        for o in comp.cells
                    ):
                        expected.add((c, d))
        assert all_eliminations(steps_of("Mind the gap", g)) == expected
        fired += bool(expected)
    assert fired > 20


@pytest.mark.parametrize("name, k", [("Hidden pair", 2), ("Hidden triple", 3)])
def test_hidden_sets_find_every_set_of_necessary_digits(name: str, k: int) -> None:
    import random
    from itertools import combinations

    from str8ts_gui.kinds.str8ts.logic.analysis import line_analysis

    rng = random.Random(k)
    fired = 0
    for _ in range(200):
        g = _random_row_grid(rng)
        M, V = g.masks, g.values
        info = line_analysis(g, 0)
        expected = []
        if info.ok:
            line = g.shape.line_white[0]
            open_ = [i for i in line if not V[i]]
            placed = 0
            for i in line:
                placed |= 1 << V[i] if V[i] else 0
            need = [d for d in range(1, 10) if (info.necessary & ~placed) >> d & 1]
            if len(open_) > k:
                for ds in combinations(need, k):
                    cells = [i for i in open_ if any(M[i] >> d & 1 for d in ds)]
                    el = [(i, e) for i in cells for e in range(1, 10) if M[i] >> e & 1 and e not in ds]
                    if len(cells) == k and el:
                        expected.append((tuple(cells), ds, tuple(sorted(el))))
        found = [(s.cells, s.digits, s.eliminations) for s in steps_of(name, g)]
        assert found == expected
        fired += bool(expected)
    assert fired > 3


def test_the_chain_strategies_load_only_when_first_tried() -> None:
    """The last two tiers live in chains.py, loaded when the solver first reaches them: grading
    a gentle puzzle (the window's start grades the one it opens) never compiles them, a puzzle
    that needs a chain does."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from str8ts_gui.kinds.str8ts.formats import parse_line\n"
        "from str8ts_gui.kinds.str8ts.logic import rate\n"
        "r = rate(parse_line(sys.argv[1]))\n"
        "print(r.grade, 'str8ts_gui.kinds.str8ts.logic.chains' in sys.modules)\n"
    )
    gentle = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"

    def run(line: str) -> str:
        done = subprocess.run([sys.executable, "-c", code, line], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout.split()

    assert run(gentle) == ["Gentle", "False"]
    grade, loaded = run(NEEDS_DEEP_CHAIN)
    assert loaded == "True"


def test_deep_chain_whichever_step_says_which_digits_and_reads_as_a_sentence() -> None:
    # found by trying random small grids: no candidate of r1c1 breaks a rule, both take the same out
    g = make([".##.", "....", "#..#", "...#"], {"r2c2": "23", "r2c3": "12", "r2c4": "234", "r3c3": "24", "r4c2": "134"})
    (s,) = steps_of("Deep chain", g)
    assert s.text.startswith(
        "Whichever digit r1c1 holds (3 or 4), the basic rules take out the same candidates, so 1, 2 leave r1c1, r2c1;"
    )


def test_deep_chain_no_whichever_step_from_a_cell_with_one_candidate() -> None:
    # r2c3 has only 4 left after the basic rules: following it is no chain, so another cell is used
    g = make(
        [".#.#", ".#..", ".#..", "...."],
        {"r2c3": "34", "r2c4": "134", "r3c3": "124", "r3c4": "124", "r4c2": "134", "r4c3": "123", "r4c4": "24"},
    )
    (s,) = steps_of("Deep chain", g)
    assert s.text.startswith("Whichever digit r2c1 holds (1 or 2), ")
