"""The variant human logic copes with modular and nabner lines and double arrows: each rule's
pruning is a step of its own family ("Modular line", "Nabner line", "Double arrow") that names
the line and says the rule in words, every
step along the way on random 6 x 6 puzzles is sound against the brute force, and small puzzles are
solved to their one solution."""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from brute import random_puzzle_grid, solutions  # noqa: E402
from rule_checks import make  # noqa: E402
from test_modular import obeys, random_modular  # noqa: E402
from test_nabner import obeys as nabner_obeys, random_nabner  # noqa: E402
from test_double_arrow import obeys as double_arrow_obeys, random_double_arrow  # noqa: E402
from test_variant_logic import first, walk_sound  # noqa: E402
from test_variant_techniques import truth_of  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, CandidateGrid, solve_path  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow  # noqa: E402


def test_a_modular_line_is_a_step_of_its_own_in_words() -> None:
    clues = [0] * 81
    clues[0] = 1  # r1c1 is 1: r1c2 and r1c3 hold no 4 or 7, r1c4 only 4 or 7
    p = make(9, [ModularLine((0, 1, 2, 3))], clues)
    g = CandidateGrid.from_puzzle(p)
    step = first(STRATEGY_BY_NAME["Modular line"].find, g)
    assert step is not None and step.strategy == "Modular line"
    assert step.text.startswith("The line r1c1-r1c2-r1c3-r1c4: ")
    assert "one of 1/4/7, one of 2/5/8 and one of 3/6/9" in step.text
    assert {(1, 4), (1, 7), (2, 4), (2, 7), (3, 2), (3, 9)} <= set(step.eliminations)


def test_modular_steps_are_sound_on_random_puzzles() -> None:
    rng = random.Random(11)
    fired: dict[str, int] = {}
    for _ in range(6):
        grid = random_puzzle_grid(rng, 6)
        lines = []
        while len(lines) < 2:
            line = random_modular(rng, 6, grid)
            if obeys(grid, line.cells, 6):
                lines.append(line)
        clues = [d if rng.random() < 0.25 else 0 for d in grid]
        p = make(6, lines, clues)
        walk_sound(p, truth_of(p), fired, every=True)
    assert fired.get("Modular line", 0) > 0, fired


def test_a_small_modular_puzzle_is_solved_by_logic() -> None:
    rng = random.Random(3)
    for _ in range(40):  # a 6 x 6 grid, two lines it keeps, clues until one solution
        grid = random_puzzle_grid(rng, 6)
        lines = [line for line in (random_modular(rng, 6, grid) for _ in range(12)) if obeys(grid, line.cells, 6)][:3]
        clues = [0] * 36
        order = list(range(36))
        rng.shuffle(order)
        for i in order:
            p = make(6, lines, clues)
            if len(solutions(p, limit=2)) == 1:
                break
            clues[i] = grid[i]
        path = solve_path(make(6, lines, clues))
        assert path.solved and list(path.grid.values) == list(grid)
        if any(s.strategy == "Modular line" for s in path.steps):
            return
    raise AssertionError("no modular line took a step")


def test_a_nabner_line_is_a_step_of_its_own_in_words() -> None:
    clues = [0] * 81
    clues[0] = 5  # r1c1 is 5: 4 and 6 leave the line's other cells (5 does as a peer)
    p = make(9, [NabnerLine((0, 10, 20))], clues)  # r1c1, r2c2, r3c3
    g = CandidateGrid.from_puzzle(p)
    step = next(iter(STRATEGY_BY_NAME["Nabner line"].find(g)))
    assert step.text.startswith("The line r1c1-r2c2-r3c3: no two digits on the line are the same or consecutive")
    assert {(10, 4), (10, 6), (20, 4), (20, 6)} <= set(step.eliminations)


def _solved_soundly(seed: int, rules_of, technique: str) -> None:
    """Random 6 x 6 puzzles with the rules ``rules_of(rng, grid)`` makes, clues added until one
    solution: every step sound, each solved to its grid, until two have used ``technique``."""
    rng = random.Random(seed)
    fired: dict[str, int] = {}
    solved = 0
    for _ in range(30):
        grid = random_puzzle_grid(rng, 6)
        rules = rules_of(rng, grid)
        clues = [0] * 36
        order = list(range(36))
        rng.shuffle(order)
        for i in order:
            if len(solutions(make(6, rules, clues), limit=2)) == 1:
                break
            clues[i] = grid[i]
        p = make(6, rules, clues)
        walk_sound(p, truth_of(p), fired, every=True)
        path = solve_path(p)
        assert path.solved and list(path.grid.values) == list(grid)
        solved += any(s.strategy == technique for s in path.steps)
        if solved >= 2:
            break
    assert solved >= 2 and fired.get(technique, 0) > 0, fired


def test_nabner_puzzles_are_solved_soundly_by_logic() -> None:
    _solved_soundly(
        7, lambda rng, grid: [line for line in (random_nabner(rng, 6, grid) for _ in range(12)) if nabner_obeys(grid, line.cells)][:3],
        "Nabner line",
    )


def test_a_double_arrow_is_a_step_of_its_own_in_words() -> None:
    p = make(9, [DoubleArrow((0, 1, 2))])  # r1c2 = r1c1 + r1c3: no 1 between, no 9 in a circle
    g = CandidateGrid.from_puzzle(p)
    step = next(iter(STRATEGY_BY_NAME["Double arrow"].find(g)))
    assert step.text.startswith("The double arrow from r1c1 to r1c3 along r1c2: the digits on the line between its two "
                                "circles add up to the circles' sum, so")
    assert {(1, 1), (0, 9), (2, 9)} <= set(step.eliminations)


def test_double_arrow_puzzles_are_solved_soundly_by_logic() -> None:
    _solved_soundly(
        9, lambda rng, grid: [a for a in (random_double_arrow(rng, 6, grid) for _ in range(12)) if double_arrow_obeys(grid, a.cells)][:2],
        "Double arrow",
    )
