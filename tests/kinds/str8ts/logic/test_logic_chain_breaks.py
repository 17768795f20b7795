"""Short and deep chains say where the assumption breaks ("If r3c4 were 5, the basic rules would
leave r3c7 with no candidate, ..."), and the place is real: checked here independently of the
rules' code, by brute force over whole lines. The walk that found the place records the
candidates after each round of the basic rules from the assumption; every candidate a round
removed is one no filling of its row or of its column (distinct digits, every compartment a
straight, none of the line's black clues) can give the cell, and at the last round the named
cell is empty, the two named cells hold the one same digit, or the named compartment or line
cannot be filled at all."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest
from bruteforce import white_runs
from logic_helpers import cell, make

from str8ts_gui.core.puzzle import Puzzle, cell_name, set_bits
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.kinds.str8ts.logic import CandidateGrid, apply, solve_path
from str8ts_gui.kinds.str8ts.logic import chains as st  # the chain strategies and their helpers

ROOT = Path(__file__).resolve().parents[4]
OLD_SENTENCE = re.compile(
    r"If (r\d+c\d+) were (\d+), the basic rules( with [^,]+(, [^,]+)*)? would lead to a contradiction, so \2 leaves \1$"
)
# the puzzle of test_logic_strategies' deep chain test (made by this project's generator): it needs deep chains
NEEDS_DEEP_CHAIN = "a..9#.4..##..6..#.3#......##4.a...................#..a#3..1.6#9.i.....##..7.i...#"


def library_puzzle(name: str, title: str) -> Puzzle:
    """The puzzle of a shipped library file under its ``; title:`` line."""
    lines = (ROOT / "puzzles" / name).read_text(encoding="utf-8").splitlines()
    k = lines.index(f"; title: {title}")
    return parse_line(next(line for line in lines[k:] if line and not line.startswith(";")))


# -- brute force over a line ------------------------------------------------------------------------


def cell_index(name: str, n: int) -> int:
    r, c = re.fullmatch(r"r(\d+)c(\d+)", name).groups()
    return (int(r) - 1) * n + int(c) - 1


def line_cells(n: int, li: int) -> list[int]:
    return [li * n + c for c in range(n)] if li < n else [r * n + li - n for r in range(n)]


def runs(puzzle: Puzzle, li: int) -> list[tuple[int, ...]]:
    """The compartments of line ``li`` (maximal runs of white cells), one cell ones included."""
    return white_runs(line_cells(puzzle.size, li), puzzle.black)


@lru_cache(maxsize=None)
def fillings(masks: tuple[int, ...], n: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For each straight cells with candidates ``masks`` can hold: (its digits, per cell the
    digits it takes in some filling of the cells with the straight's digits)."""
    L = len(masks)
    out = []
    for s in range(1, n - L + 2):
        R = sum(1 << d for d in range(s, s + L))

        @lru_cache(maxsize=None)
        def completes(k: int, used: int, R=R) -> bool:
            if k == L:
                return used == R
            return any(completes(k + 1, used | 1 << d) for d in set_bits(masks[k] & R & ~used))

        if not completes(0, 0):
            continue
        support = [0] * L
        seen = set()

        def visit(k: int, used: int, R=R, support=support, seen=seen, completes=completes) -> None:
            if k == L or (k, used) in seen:
                return
            seen.add((k, used))
            for d in set_bits(masks[k] & R & ~used):
                if completes(k + 1, used | 1 << d):
                    support[k] |= 1 << d
                    visit(k + 1, used | 1 << d)

        visit(0, 0)
        out.append((R, tuple(support)))
    return tuple(out)


def line_support(puzzle: Puzzle, masks, li: int) -> dict[int, int] | None:
    """Per white cell of line ``li``, the digits it holds in some filling of the whole line; None
    when the line has no filling."""
    n = puzzle.size
    clue = sum(1 << puzzle.clues[i] for i in line_cells(n, li) if puzzle.black[i] and puzzle.clues[i])
    parts = [(run, fillings(tuple(masks[i] for i in run), n)) for run in runs(puzzle, li)]
    support: dict[int, int] = {i: 0 for run, _ in parts for i in run}
    found = False

    def choose(k: int, used: int, picked: list) -> None:
        nonlocal found
        if k == len(parts):
            found = True
            for (run, _), sup in zip(parts, picked):
                for i, m in zip(run, sup):
                    support[i] |= m
            return
        for R, sup in parts[k][1]:
            if not R & (used | clue):
                choose(k + 1, used | R, picked + [sup])

    choose(0, 0, [])
    return support if found else None


def check_round(puzzle: Puzzle, before, after) -> None:
    """Every candidate ``after`` lacks went because a row or column cannot give it the cell."""
    n = puzzle.size
    for i in range(n * n):
        if puzzle.black[i]:
            continue
        assert after[i] & ~before[i] == 0
        gone = before[i] & ~after[i]
        if not gone:
            continue
        row, col = line_support(puzzle, before, i // n), line_support(puzzle, before, n + i % n)
        if row is None or col is None:
            continue  # a line no filling fits: anything follows
        for d in set_bits(gone):
            assert not (row[i] >> d & 1 and col[i] >> d & 1), f"{d} left r{i // n + 1}c{i % n + 1} without a reason"


def check_break(puzzle: Puzzle, text: str, masks) -> None:
    """The place ``text`` names is broken in ``masks`` (the candidates the walk ended with)."""
    n = puzzle.size
    words = text.split(" would ", 1)[1].rsplit(", so ", 1)[0]
    if m := re.fullmatch(r"leave (r\d+c\d+) with no candidate", words):
        assert masks[cell_index(m[1], n)] == 0
    elif m := re.fullmatch(r"put (\d+) in both (r\d+c\d+) and (r\d+c\d+) of (row|column) (\d+)", words):
        a, b = cell_index(m[2], n), cell_index(m[3], n)
        li = int(m[5]) - 1 + (n if m[4] == "column" else 0)
        assert a != b and {a, b} <= set(line_cells(n, li))
        assert masks[a] == masks[b] == 1 << int(m[1])
    elif m := re.fullmatch(r"leave the compartment (r\d+c\d+)-(r\d+c\d+) no straight it can hold", words):
        run = compartment(puzzle, m[1], m[2])
        assert fillings(tuple(masks[i] for i in run), n) == ()
    elif m := re.fullmatch(
        r"leave (r\d+c\d+) the only place for (?:both|all of) ([\d, ]+) and (\d+), which the compartment "
        r"(r\d+c\d+)-(r\d+c\d+) must hold",
        words,
    ):
        run = compartment(puzzle, m[4], m[5])
        x = cell_index(m[1], n)
        digits = [int(d) for d in m[2].split(", ")] + [int(m[3])]
        assert x in run
        assert fillings(tuple(masks[i] for i in run), n) == ()
        for d in digits:  # only x can take it
            assert [i for i in run if masks[i] >> d & 1] == [x]
    elif m := re.fullmatch(r"leave (row|column) (\d+) no straights that fit together", words):
        li = int(m[2]) - 1 + (n if m[1] == "column" else 0)
        assert line_support(puzzle, masks, li) is None
    else:
        raise AssertionError(f"no breaking point told: {text}")


def compartment(puzzle: Puzzle, first: str, last: str) -> tuple[int, ...]:
    n = puzzle.size
    a, b = cell_index(first, n), cell_index(last, n)
    li = a // n if a // n == b // n else n + a % n
    (run,) = [run for run in runs(puzzle, li) if run[0] == a and run[-1] == b]
    return run


def named_cells(text: str, n: int) -> set[int]:
    return {cell_index(name, n) for name in re.findall(r"r\d+c\d+", text)}


def grids_of(puzzle: Puzzle, path):
    """(grid before, step) for each step of ``path``."""
    g = CandidateGrid.from_puzzle(puzzle)
    for step in path.steps:
        yield g, step
        g = apply(g, step)


# -- short chains -----------------------------------------------------------------------------------

EXTREME = ("library-9x9.txt", "9x9 Extreme 5")  # short chains of every form: 14 of them
FORMS = ("with no candidate", "in both", "no straight it can hold", "the only place for")


def test_short_chains_name_a_place_the_basic_rules_really_break() -> None:
    puzzle = library_puzzle(*EXTREME)
    n = puzzle.size
    path = solve_path(puzzle)
    forms = set()
    chains = 0
    for g, step in grids_of(puzzle, path):
        if step.strategy != "Short chain" or not step.text.startswith("If "):
            continue
        chains += 1
        ((i, d),) = step.eliminations
        assert step.text.startswith(f"If {cell_name(i, n)} were {d}, the basic rules would ")
        assert "contradiction" not in step.text
        # the walk from the grid's candidates with the assumption, round by round
        assumed = list(g.masks)
        assumed[i] = 1 << d
        brk = st._where_it_breaks(puzzle, assumed)
        assert brk is not None and f" would {brk.words}, so " in step.text
        assert brk.states[0] == tuple(assumed)
        for before, after in zip(brk.states, brk.states[1:]):
            check_round(puzzle, before, after)
        check_break(puzzle, step.text, brk.states[-1])
        # the window lights the assumption and where it breaks
        assert i in step.cells and set(step.cells) <= set(step.area)
        assert named_cells(step.text, n) <= set(step.area)
        forms.update(form for form in FORMS if form in brk.words)
    assert chains == path.counts()["Short chain"] >= 10
    assert forms == set(FORMS)


def test_short_chain_on_a_small_grid() -> None:
    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12", "r1c4": "34"})
    (s,) = st.short_chain(g)
    assert s.eliminations == ((cell("r1c3", 4), 1),)
    assert s.text == (
        "If r1c3 were 1, the basic rules would leave r1c4 the only place for both 3 and 4, which the compartment "
        "r1c1-r1c4 must hold, so 1 leaves r1c3"
    )
    assert s.cells == (cell("r1c3", 4), cell("r1c4", 4)) and s.area == (0, 1, 2, 3)


def test_the_walk_finds_each_form_on_its_own() -> None:
    """Small grids that break in each way at once; and one the basic rules do not break."""
    cases = [
        (["...."] * 4, {"r1c1": "1", "r2c1": "1", "r1c2": "2"}, "put 1 in both r1c1 and r2c1 of column 1"),
        (["..#."] + ["...."] * 3, {"r1c1": "1", "r1c2": "3"}, "leave the compartment r1c1-r1c2 no straight it can hold"),
        (
            ["...."] * 4,
            {"r1c1": "12", "r1c2": "12", "r1c3": "1", "r1c4": "34"},
            "leave r1c4 the only place for both 3 and 4, which the compartment r1c1-r1c4 must hold",
        ),
    ]
    for rows, marks, words in cases:
        g = make(rows, marks)
        brk = st._where_it_breaks(g.puzzle, list(g.masks))
        assert brk is not None and brk.words == words, brk
        assert len(brk.states) == 1  # broken as it stands
    g = make(["...."] * 4, {"r1c1": "12", "r1c2": "12"})
    masks = list(g.masks)
    masks[5] = 0
    assert st._where_it_breaks(g.puzzle, masks).words == "leave r2c2 with no candidate"
    # a round first: r1c1-r1c3 (1, 2, 3) and r2c4 (4) take every digit from r1c4
    g = make(["...."] * 4, {"r1c1": "1", "r1c2": "2", "r1c3": "3", "r2c4": "4"})
    brk = st._where_it_breaks(g.puzzle, list(g.masks))
    assert brk.words == "leave r1c4 with no candidate" and len(brk.states) == 2
    check_round(g.puzzle, *brk.states)
    check_break(g.puzzle, f"If x were 1, the basic rules would {brk.words}, so 1 leaves x", brk.states[-1])
    # (the check sees a candidate removed without a reason)
    with pytest.raises(AssertionError, match="without a reason"):
        check_round(g.puzzle, brk.states[0], (0,) * 3 + brk.states[1][3:])
    # a grid the basic rules do not break: no place, and the step keeps today's sentence
    assert st._where_it_breaks(g.puzzle, list(make(["...."] * 4).masks)) is None
    step = st._chain_step("Short chain", 2, 1, 4, "", None)
    assert step.text == "If r1c3 were 1, the basic rules would lead to a contradiction, so 1 leaves r1c3"
    assert step.cells == step.area == (2,)


# -- deep chains ------------------------------------------------------------------------------------


def test_deep_chain_names_where_it_breaks() -> None:
    puzzle = parse_line(NEEDS_DEEP_CHAIN)
    n = puzzle.size
    path = solve_path(puzzle)
    deep = [(g, s) for g, s in grids_of(puzzle, path) if s.strategy == "Deep chain" and s.text.startswith("If ")]
    assert deep
    for g, step in deep:
        ((i, d),) = step.eliminations
        assert "contradiction" not in step.text
        base = st.propagate(puzzle, list(g.masks))
        trial = list(base)
        trial[i] = 1 << d
        why: list = []
        after, used = st._follow(puzzle, list(trial), st._deep_strategies(), (i,), why)
        assert after is None and st._follow(puzzle, list(trial), st._deep_strategies(), (i,)) == (None, used)
        (brk,) = why
        assert f" would {brk.words}, so " in step.text
        for before, later in zip(brk.states, brk.states[1:]):  # the basic rules after the strategies
            check_round(puzzle, before, later)
        check_break(puzzle, step.text, brk.states[-1])
        assert i in step.cells and named_cells(step.text, n) <= set(step.area)


def test_a_line_whose_straights_cannot_fit_is_named() -> None:
    """The deep chain's own test (the straights of a line cannot all fit) names the line."""
    # row 1: two compartments of two cells around a black cell, both with only 1 and 2: both need 1-2
    g = make(["..#..", ".....", ".....", ".....", "....."], {"r1c1": "12", "r1c2": "12", "r1c4": "12", "r1c5": "12"})
    brk = st._line_break(g, 0)
    assert brk.words == "leave row 1 no straights that fit together"
    assert line_support(g.puzzle, g.masks, 0) is None
    assert not st._line_infos(g)[0].ok


# -- only the words change ------------------------------------------------------------------------------


@pytest.mark.parametrize("puzzle", [library_puzzle(*EXTREME), parse_line(NEEDS_DEEP_CHAIN)], ids=["short", "deep"])
def test_steps_grades_and_scores_are_as_without_the_place(monkeypatch, puzzle) -> None:
    """Without a place (the walk finds none) a chain says what it said before; with it, every step
    removes and places the same, and the path's grade and score are the same."""
    told = solve_path(puzzle)
    monkeypatch.setattr(st, "_where_it_breaks", lambda puzzle, masks: None)
    monkeypatch.setattr(st, "_line_break", lambda g, li: None)
    plain = solve_path(puzzle)

    def core(step):
        return step.strategy, step.level, step.difficulty, step.placements, step.eliminations, step.digits

    assert [core(s) for s in told.steps] == [core(s) for s in plain.steps]
    assert (told.grade, told.score, told.solved) == (plain.grade, plain.score, plain.solved)
    changed = [(a, b) for a, b in zip(told.steps, plain.steps) if a.text != b.text]
    assert changed and all(a.strategy in ("Short chain", "Deep chain") for a, _b in changed)
    for a, b in changed:
        assert OLD_SENTENCE.match(b.text), b.text
        assert b.cells == b.area == tuple(c for c, _ in b.eliminations)
        assert set(b.cells) < set(a.cells) | set(a.area)


# -- what the window shows ------------------------------------------------------------------------------


def test_the_hint_lights_where_it_breaks() -> None:
    """The hint panel (no Qt here): "look at" names the place, and the full hint lights it."""
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.kinds.str8ts.logic.hints import find_hint
    from str8ts_gui.solver.logic import CONCRETE, FULL

    puzzle = library_puzzle(*EXTREME)
    n = puzzle.size
    path = solve_path(puzzle)
    g, step = next((g, s) for g, s in grids_of(puzzle, path) if s.strategy == "Short chain")
    open_ = [not puzzle.black[i] and not puzzle.clues[i] for i in range(n * n)]
    entries = tuple(g.values[i] if open_[i] else 0 for i in range(n * n))
    marks = tuple(g.masks[i] if open_[i] and not g.values[i] else 0 for i in range(n * n))
    hint = find_hint(PlayState(puzzle, entries, marks))
    assert hint.kind == "step" and hint.step == step
    cells, area = hint.cells_at(FULL)
    assert len(named_cells(step.text, n)) > 1  # the assumption's cell and where it breaks
    assert named_cells(step.text, n) <= area and set(step.cells) == cells
    _, area2 = hint.cells_at(CONCRETE)
    assert area2 == area
    assert hint.text(FULL).count(step.text) == 1
