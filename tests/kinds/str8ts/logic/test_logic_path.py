"""Solution paths: soundness of every step (published corpus, random puzzles checked by SAT),
grading, and the next_step/apply API."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.str8ts.logic import GRADES, STRATEGIES, CandidateGrid, apply, grade_of, next_step, rate, solve_path
from str8ts_gui.kinds.str8ts.logic.grading import grade_within
from str8ts_gui.kinds.str8ts.logic.path import points_for, score_of
from str8ts_gui.solver.sat import Status, count_solutions, solve, true_candidates

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"


def assert_sound(path, allowed: list[int], where: str) -> None:
    """Every placement and elimination of the path agrees with ``allowed`` (masks of digits in
    some solution)."""
    for k, step in enumerate(path.steps, 1):
        for i, d in step.placements:
            assert allowed[i] == 1 << d, f"{where}: step {k} places {d} wrongly: {step}"
        for i, d in step.eliminations:
            assert not allowed[i] >> d & 1, f"{where}: step {k} removes a solution digit: {step}"


def solution_masks(puzzle: Puzzle, solution: str) -> list[int]:
    sol = parse_line(solution).clues
    return [0 if puzzle.black[i] else 1 << sol[i] for i in range(puzzle.cell_count)]


# -- the published corpus ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_paths(daily_corpus):
    rows = daily_corpus
    return [(r, parse_line(r["puzzle"]), solve_path(parse_line(r["puzzle"]))) for r in rows]


def test_corpus_paths_solve_to_published_solution(corpus_paths) -> None:
    for r, puzzle, path in corpus_paths:
        assert path.solved, r["date"]
        sol = parse_line(r["solution"]).clues
        assert all(path.grid.values[i] == sol[i] for i in puzzle.white_cells()), r["date"]
        assert path.grade in GRADES


def test_every_corpus_step_is_sound(corpus_paths) -> None:
    for r, puzzle, path in corpus_paths:
        assert_sound(path, solution_masks(puzzle, r["solution"]), r["date"])


def test_grades_match_published_mostly(corpus_paths) -> None:
    exact = within = 0
    for r, _puzzle, path in corpus_paths:
        a, b = GRADES.index(r["grade"]), GRADES.index(path.grade)
        exact += a == b
        within += abs(a - b) <= 1
    n = len(corpus_paths)
    assert exact / n >= 0.55, f"exact {exact}/{n}"
    assert within / n >= 0.93, f"within one {within}/{n}"


def test_sample_corpus_steps_are_sound(sample_corpus) -> None:
    """Harder puzzles from other sources: the advanced strategies fire here."""
    used: Counter = Counter()
    for r in sample_corpus:
        if not r["solution"] or int(r["size"]) > 9:
            continue
        puzzle = parse_line(r["puzzle"])
        path = solve_path(puzzle)
        assert path.solved, r["name"]
        assert_sound(path, solution_masks(puzzle, r["solution"]), r["name"])
        used.update(path.counts())
    assert used["Short chain"] > 0


# -- random small puzzles, checked with the SAT solver -------------------------------------------------


def random_puzzle(rng: random.Random, n: int) -> Puzzle | None:
    black = tuple(rng.random() < 0.2 for _ in range(n * n))
    clues = [0] * (n * n)
    for i in range(n * n):
        if black[i] and rng.random() < 0.3:
            clues[i] = rng.randint(1, n)
    puzzle = Puzzle(n, black, tuple(clues))
    result = solve(puzzle, limit=1)
    if result.status is Status.NONE:
        return None
    sol = result.solution
    values = [sol[i] if not black[i] and rng.random() < 0.35 else 0 for i in range(n * n)]
    return puzzle.with_values(values)


def test_random_small_puzzles_are_sound_against_sat() -> None:
    rng = random.Random(2024)
    checked = solved = 0
    while checked < 60:
        n = rng.choice((4, 5, 6, 7))
        puzzle = random_puzzle(rng, n)
        if puzzle is None:
            continue
        truth = true_candidates(puzzle)
        if truth.status is not Status.SOLVED:
            continue
        checked += 1
        path = solve_path(puzzle)
        assert not path.contradiction
        assert_sound(path, list(truth.masks), str(puzzle))
        unique = solve(puzzle, limit=2).status is Status.UNIQUE
        if path.solved:
            solved += 1
            assert unique, "logic finished a puzzle with several solutions"
    assert solved > 10


def test_no_solution_is_a_contradiction() -> None:
    path = solve_path(parse_line("55" + "." * 23))
    assert not path.solved and path.contradiction and path.grade is None


def test_several_solutions_are_not_solved_and_never_guessed() -> None:
    puzzle = parse_line("." * 16)
    path = solve_path(puzzle)
    assert not path.solved and not path.contradiction and path.grade is None
    assert path.grid.open_cells()  # nothing was guessed
    r = rate(puzzle)
    assert (r.solved, r.grade, r.grid) == (False, None, "." * 16)


# -- API ------------------------------------------------------------------------------------------------


def test_wikipedia_puzzle_path_and_rating() -> None:
    puzzle = parse_line(WIKI)
    path = solve_path(puzzle)
    assert path.solved and path.grade in GRADES
    r = rate(puzzle)
    assert r.solved and r.grid == WIKI_SOLUTION and r.grade == path.grade
    assert r.steps == len(path.steps) and r.score == path.score
    assert r.as_dict() == {"solved": True, "grade": r.grade, "score": r.score, "steps": r.steps, "grid": WIKI_SOLUTION}
    assert path.steps[0].strategy == "Row/column rule"
    assert all(step.text and step.strategy in {s.name for s in STRATEGIES} for step in path.steps)


def test_next_step_and_apply_replay_the_path() -> None:
    puzzle = parse_line(WIKI)
    g = CandidateGrid.from_puzzle(puzzle)
    for _ in range(400):
        step = next_step(g)
        if step is None:
            break
        g = apply(g, step)
    assert g.is_solved() and g.text_grid().replace("\n", "") == WIKI_SOLUTION
    assert next_step(g) is None


def test_from_puzzle_honours_values_and_marks() -> None:
    puzzle = parse_line("." * 16)
    values = [1] + [0] * 15
    marks = [0, 0b110] + [0] * 14
    g = CandidateGrid.from_puzzle(puzzle, values, marks)
    assert g.values[0] == 1 and g.masks[0] == 0b10
    assert g.candidates(1) == [1, 2]
    assert g.masks[2] == full_mask(4)
    with pytest.raises(ValueError):
        CandidateGrid.from_puzzle(puzzle, [0] * 3)


def test_grade_of_thresholds() -> None:
    assert grade_of(0) == "Gentle"
    assert grade_of(10_000) == "Extreme"
    grades = [grade_of(s) for s in range(0, 2000)]
    assert [GRADES.index(g) for g in grades] == sorted(GRADES.index(g) for g in grades)
    assert set(grades) == set(GRADES)
    # a path that needs a strategy of tier 4 on (fish, Setti's rule, wings, chains) is Extreme
    assert grade_of(0, top_level=3) == "Gentle"
    assert grade_of(0, top_level=4) == grade_of(0, top_level=7) == "Extreme"


def test_score_counts_every_step_scaled_to_nine_by_nine() -> None:
    path = solve_path(parse_line(WIKI))
    assert path.score == round(sum(s.difficulty for s in path.steps))
    assert path.grade == grade_of(path.score, max(s.level for s in path.steps))
    for n in range(4, 17):
        for score in (1, 17, 466, 596, 909, 910):
            points = points_for(score, n)
            assert round(points * 81 / (n * n)) >= score > round((points - 1) * 81 / (n * n))


def test_max_score_stops_the_walk_exactly_at_the_score() -> None:
    puzzle = parse_line(WIKI)
    full = solve_path(puzzle)
    assert solve_path(puzzle, max_score=full.score + 1).steps == full.steps
    capped = solve_path(puzzle, max_score=full.score)
    assert not capped.solved and capped.grade is None and capped.steps == full.steps
    half = solve_path(puzzle, max_score=full.score // 2)
    assert not half.solved and half.steps == full.steps[: len(half.steps)]
    # it stopped after the sweep that reached the score, not before
    assert score_of(half.steps) >= full.score // 2 > score_of(half.steps[: half.sweeps[-1]])


def test_grade_within_agrees_with_rate(daily_corpus) -> None:
    for row in daily_corpus[:40:3]:
        puzzle = parse_line(row["puzzle"])
        got = GRADES.index(rate(puzzle).grade)
        for level in range(len(GRADES)):
            assert grade_within(puzzle, level) == (got if got <= level else None), (row["date"], level)


def test_broken_grids_are_told_apart_step_by_step() -> None:
    """A grid made by with_changes knows whether it is broken from the changes alone: the same
    answer as a grid checked from scratch, over random changes (right and wrong ones)."""
    rng = random.Random(7)
    puzzle = parse_line(WIKI)
    for _ in range(60):
        g = CandidateGrid.from_puzzle(puzzle)
        assert g.is_broken() is False
        for _ in range(30):
            open_cells = g.open_cells()
            if not open_cells:
                break
            i = rng.choice(open_cells)
            if rng.random() < 0.3:
                change = g.with_changes(placements=[(i, rng.randint(1, 9))])
            else:
                change = g.with_changes(eliminations=[(i, d) for d in range(1, 10) if rng.random() < 0.3])
            fresh = CandidateGrid(change.puzzle, change.values, change.masks)
            assert change.is_broken() == fresh.is_broken()
            if change.is_broken():
                break
            g = change


def test_a_fill_that_breaks_a_straight_is_no_solution() -> None:
    """The logic can fill every cell of a puzzle that has no solution; a compartment whose digits
    are too far apart must then count as broken, never as solved (and never be graded)."""
    puzzle = parse_line("....##1#........3#2...a4#")
    assert count_solutions(puzzle, 1).count == 0
    path = solve_path(puzzle)
    assert not path.solved and path.grid.is_broken()
    assert not rate(puzzle).solved
