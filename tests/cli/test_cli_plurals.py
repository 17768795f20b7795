"""One of a thing is said in the singular in the command line's output: "1 step", "1 cell",
"1 puzzle" (it said "1 steps", "1 cells empty", "1 puzzles")."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import run

# a Sudoku (from the bundled library), solved but for r1c1
SUDOKU = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
SUDOKU_ONE_LEFT = ".24658371568731924371294568715423689243869715689175243892516437156347892437982156"
# a 4 x 4 Sudoku whose first step (a full house) leads to a contradiction
CONTRADICTION_AFTER_ONE = "..1...3.4...31.."
# Str8ts grids with several solutions: logic stops with one cell left / after one step
STR8TS_ONE_CELL_LEFT = ".#..#.1..##2.#1#....2...3"
STR8TS_ONE_STEP = "....1........#.."


def test_counted() -> None:
    from str8ts_gui.cli.batch import counted

    assert [counted(k, "step") for k in (0, 1, 2, 145)] == ["0 steps", "1 step", "2 steps", "145 steps"]


def test_check_one_cell_empty() -> None:
    assert run("check", "--kind", "sudoku", SUDOKU_ONE_LEFT) == (0, "ok: 1 cell empty\n", "")


def test_explain_and_rate_one_step() -> None:
    code, out, _ = run("explain", "--kind", "sudoku", SUDOKU_ONE_LEFT)
    assert code == 0 and "Solved by logic in 1 step: Easy (score 0)\n" in out
    assert run("rate", "--kind", "sudoku", SUDOKU_ONE_LEFT) == (0, "Easy (score 0, 1 step)\n", "")


def test_explain_contradiction_after_one_step() -> None:
    code, out, _ = run("explain", "--kind", "sudoku", CONTRADICTION_AFTER_ONE)
    assert code == 1 and "Contradiction after 1 step: the grid has no solution\n" in out


def test_not_solved_one_cell_left_and_one_step() -> None:
    code, out, _ = run("explain", "--kind", "str8ts", STR8TS_ONE_CELL_LEFT)
    assert code == 0 and "Not solved by logic: 1 cell left after 38 steps (score 502)\n" in out
    code, out, _ = run("rate", "--kind", "str8ts", STR8TS_ONE_CELL_LEFT, STR8TS_ONE_STEP)
    assert code == 0
    assert out.splitlines() == [
        "not solved by logic (1 cell left, score 502, 38 steps)",
        "not solved by logic (14 cells left, score 0, 1 step)",
    ]


def test_booklet_of_one_puzzle(tmp_path: Path) -> None:
    out = tmp_path / "book.pdf"
    assert run("render", SUDOKU, "--out", str(out), "--booklet") == (0, f"{out}: 1 puzzle, 2 pages\n", "")


def test_generate_gives_up_after_one_attempt() -> None:
    code, out, err = run(
        "generate", "--kind", "sudoku", "--rules", "killer,thermo,arrow,sandwich", "--difficulty", "Diabolical",
        "--size", "4", "--max-attempts", "1", "--seed", "1",
    )
    assert code == 1 and out == ""
    assert "found in 1 attempt (" in err, err  # not "1 attempts"


def test_classic_generators_give_up_after_one_attempt_in_the_singular() -> None:
    """The classic Sudoku and Str8ts generators' own message (the window's generator shows it)."""
    import pytest

    from str8ts_gui.kinds.str8ts import generator as str8ts_generator
    from str8ts_gui.kinds.sudoku import generator as sudoku_generator

    with pytest.raises(RuntimeError, match=r"^no Extreme puzzle found in 1 attempt$"):
        list(str8ts_generator.generate(str8ts_generator.Options(size=4, difficulty="Extreme"), 1, seed=1, max_attempts=1))
    with pytest.raises(RuntimeError, match=r"^no Fiendish 4 x 4 Sudoku found in 1 attempt$"):  # 4 x 4 are all Easy
        list(sudoku_generator.generate(sudoku_generator.Options(size=4, difficulty="Fiendish"), 1, seed=1, max_attempts=1))
    with pytest.raises(RuntimeError, match=r"^no Fiendish 4 x 4 Sudoku found in 2 attempts$"):
        list(sudoku_generator.generate(sudoku_generator.Options(size=4, difficulty="Fiendish"), 1, seed=1, max_attempts=2))
