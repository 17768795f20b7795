"""The logic subcommands of the ``str8ts`` command line: ``explain``, ``rate`` and ``hint``.

Each command has the signature of the commands :func:`str8ts_gui.cli.main.main` runs:
``func(args, inputs, out) -> exit code`` where ``inputs`` iterates ``Item(source, line,
document)`` (with ``puzzle`` and ``values``); each answers one item in ``*_one(args, item)``
and leaves the rest (order, ``--jobs``, bad input) to :func:`str8ts_gui.cli.batch.run`.
:data:`LOGIC_COMMANDS` maps names to ``(func, help)``; :func:`add_arguments` adds a command's own
options to its parser (the ``sources`` argument is added by the caller). The options and help
texts are :mod:`str8ts_gui.cli.parser`'s; this module is imported only when one of them runs.

Exit codes: 0 fine (also when logic alone cannot finish a puzzle: that is an answer, not an
error), 1 a puzzle or grid has no solution (or, for ``hint``, contradicts it).
"""

from __future__ import annotations

import argparse
import json
from typing import Callable

from str8ts_gui.cli.batch import EXIT_FAIL, EXIT_OK, Outcome, counted, item_place, run, unfinished_note
from str8ts_gui.cli.parser import COMMAND_HELP, add_rate_arguments
from str8ts_gui.cli.puzzle_commands import broken_rules
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.solver.sat import solve
from str8ts_gui.solver.common import Status

__all__ = ["LOGIC_COMMANDS", "add_arguments", "broken_rules", "cmd_explain", "cmd_rate", "cmd_hint"]

# steps a hint passes over: a player without pencil marks does them in the head (Str8ts)
SILENT_STEPS = ("Row/column rule",)


def values_line(puzzle: Puzzle, values) -> str:
    """The one-line form of ``puzzle`` with ``values`` in its open cells."""
    return kind_of(puzzle).to_line(puzzle.with_values(values))


def givens_path(puzzle: Puzzle):
    """The logic's path from the puzzle's givens, as the window grades it (the entries a saved
    game or an f-puzzles grid carries, the player's digits, are not the puzzle's), or None when
    the givens break a rule (or the board is not finished yet); and the rules they break."""
    broken = broken_rules(puzzle, puzzle.clues)
    return (None if broken else kind_of(puzzle).logic().solve_path(puzzle, puzzle.clues)), broken


def _status(puzzle: Puzzle, path) -> str:
    """solve --json's word for the givens: a path of sound steps that fills every cell and breaks
    no rule leaves no other solution ("unique" without the solver); else the solver's word."""
    if path.solved and not path.contradiction and not kind_of(puzzle).check(puzzle, path.values):
        return "unique"
    return solve(puzzle, limit=2).status.value


def explain_one(args, item) -> Outcome:
    """Numbered logic steps for one puzzle from its givens (as :func:`rate_one` grades it),
    then the grid logic reached."""
    puzzle = item.puzzle
    lines = [f"# {item.source}, line {item.line}"]
    path, broken = givens_path(puzzle)
    if path is None:
        lines.append(f"The grid breaks a rule: {broken[0]}")
        return Outcome("\n".join(lines) + "\n", code=EXIT_FAIL)
    code = EXIT_OK
    width = len(str(len(path.steps)))
    lines += [f"{k:>{width}}. {step.strategy}: {step.text}" for k, step in enumerate(path.steps, 1)]
    if path.solved:
        lines.append(f"Solved by logic in {counted(len(path.steps), 'step')}: {path.grade} (score {path.score})")
    elif path.contradiction:
        lines.append(f"Contradiction after {counted(len(path.steps), 'step')}: the grid has no solution")
        code = EXIT_FAIL
    else:
        left = len(path.grid.open_cells())
        lines.append(f"Not solved by logic: {counted(left, 'cell')} left after {counted(len(path.steps), 'step')} (score {path.score})")
    lines.append(path.grid.text_grid())
    return Outcome("\n".join(lines) + "\n", code=code)


def cmd_explain(args, inputs, out) -> int:
    """Numbered logic steps for each puzzle, then the grid logic reached; a blank line between."""
    return run(args, inputs, out, explain_one, separator="\n")


def rate_one(args, item) -> Outcome:
    """One line (or JSON object) for a puzzle: solved by logic, grade, score, steps, grid.

    The puzzle is rated from its givens, as the window grades it: the entries a saved game or
    an f-puzzles grid carries (the player's digits) are not the puzzle's."""
    puzzle = item.puzzle
    givens = puzzle.clues
    path, broken = givens_path(puzzle)
    code = EXIT_FAIL if path is None or path.contradiction else EXIT_OK
    if getattr(args, "json", False):
        if path is None:
            obj = {"solved": False, "grade": None, "score": 0, "steps": 0, "grid": values_line(puzzle, givens)}
            left = sum(1 for i in puzzle.white_cells() if not givens[i])
        else:
            obj = {
                "solved": path.solved,
                "grade": path.grade,
                "score": path.score,
                "steps": len(path.steps),
                "grid": values_line(puzzle, path.grid.values),
            }
            left = len(path.grid.open_cells())
        # a kind with a rating on a public scale (Sudoku: SE) has its keys in every object: givens
        # that break a rule have no path, and the path type's defaults (a path without steps)
        rated = path if path is not None else getattr(kind_of(puzzle).logic(), "Path", None)
        if hasattr(rated, "rating"):
            obj["rating"] = rated.rating
            for key in ("ep", "ed"):  # Sudoku: SE's EP and ED beside its ER
                if hasattr(rated, key):
                    obj[key] = getattr(rated, key)
        # what the solver says of the givens, in solve --json's words ("none": no solution, where
        # "solved": false alone may be a puzzle the logic does not finish), and the open cells
        # the logic left
        obj["status"] = "none" if path is None else _status(puzzle, path)
        obj["left"] = left
        obj.update(item_place(item))
        text = json.dumps(obj)
    elif path is None or path.contradiction:
        text = "no solution"
    elif path.solved:
        text = f"{path.grade} (score {path.score}, {counted(len(path.steps), 'step')})"
    else:
        left = len(path.grid.open_cells())
        text = f"not solved by logic ({counted(left, 'cell')} left, score {path.score}, {counted(len(path.steps), 'step')})"
    # (a board not finished yet has no solution: stderr says why, as solve does)
    note = unfinished_note(args, item, "no solution: ") if broken else ""
    return Outcome(text + "\n", err=note, code=code)


def cmd_rate(args, inputs, out) -> int:
    """One line (or JSON object) per puzzle: solved by logic, grade, score, steps, grid."""
    return run(args, inputs, out, rate_one)


def _against_solution(item) -> str | None:
    """Why the item's digits cannot be completed, or None if they can."""
    puzzle, values = item.puzzle, item.values
    violations = broken_rules(puzzle, values)
    if violations:
        return f"The grid breaks a rule: {violations[0]}"
    base = solve(puzzle, limit=2)
    if base.status is Status.NONE:
        return "The puzzle has no solution"
    if base.status is Status.UNIQUE:
        sol = base.solution
        wrong = [i for i in puzzle.white_cells() if values[i] and values[i] != sol[i]]
        if wrong:
            names = ", ".join(f"{cell_name(i, puzzle.size)} = {values[i]}" for i in wrong)
            return f"The grid contradicts the solution: {names} {'is' if len(wrong) == 1 else 'are'} wrong"
        return None
    if solve(puzzle.with_values(values), limit=1).status is Status.NONE:
        return "The grid has no solution"
    return None


def hint_one(args, item) -> Outcome:
    """The next logic step for a grid; its white digits are treated as given.

    Row/column eliminations are taken as done (a player without pencil marks does them in
    the head), so the hint is the first step past them.
    """
    problem = _against_solution(item)
    if problem:
        return Outcome(problem + "\n", code=EXIT_FAIL)
    logic = kind_of(item.puzzle).logic()
    grid = logic.CandidateGrid.from_puzzle(item.puzzle.with_values(item.values))
    if grid.is_solved():
        return Outcome("The grid is already solved\n")
    step = logic.next_step(grid)
    while step is not None and step.strategy in SILENT_STEPS:
        grid = logic.apply(grid, step)
        step = logic.next_step(grid)
    if step is None and hasattr(logic, "proof_step"):  # a Sudoku variant: the solver's step
        step = logic.proof_step(grid)
    if step is None:
        return Outcome("No logic step found: the strategies cannot go on from here\n")
    return Outcome(f"{step.strategy}: {step.text}\n")


def cmd_hint(args, inputs, out) -> int:
    """The next logic step for each grid (see :func:`hint_one`)."""
    return run(args, inputs, out, hint_one)


LOGIC_COMMANDS: dict[str, tuple[Callable, str]] = {
    "explain": (cmd_explain, COMMAND_HELP["explain"]),
    "rate": (cmd_rate, COMMAND_HELP["rate"]),
    "hint": (cmd_hint, COMMAND_HELP["hint"]),
}


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    """Add the options of command ``name`` (not its sources) to ``parser``."""
    if name == "rate":
        add_rate_arguments(parser)
