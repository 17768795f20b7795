"""The commands that answer each puzzle from the solver or its kind's rules and formats:
``solve``, ``count``, ``check``, ``candidates`` and ``convert``.

Each command has the signature of the commands :func:`str8ts_gui.cli.main.main` runs:
``cmd_*(args, inputs, out) -> exit code``; each answers one item in ``*_one(args, item)`` and
leaves the rest (order, ``--jobs``, bad input) to :func:`str8ts_gui.cli.batch.run`. Their
options are in :mod:`str8ts_gui.cli.parser`; this module is imported only when one of them runs.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.cli.batch import (
    EXIT_FAIL, EXIT_OK, Item, Outcome, UsageError, counted, item_place, run, unfinished_line, unfinished_note,
)
from str8ts_gui.core.document import dumps_document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, cell_name, digit_char
from str8ts_gui.solver.sat import count_solutions, solve, true_candidates
from str8ts_gui.solver.common import Status

__all__ = [
    "broken_rules", "cmd_candidates", "cmd_check", "cmd_convert", "cmd_count", "cmd_solve", "layer_rows",
    "solution_grid", "values_text",
]


def _rows(puzzle: Puzzle, cells: Sequence) -> list[list]:
    """One value per cell, as the board's rows."""
    n = puzzle.size
    return [list(cells[r * n : (r + 1) * n]) for r in range(puzzle.height)]


def solution_grid(puzzle: Puzzle, values: Sequence[int]) -> list[list[int | None]]:
    """Rows of the digits on the board (black clues included), None for a cell without one."""
    return _rows(puzzle, [(c if b else v) or None for b, c, v in zip(puzzle.black, puzzle.clues, values)])


def layer_rows(puzzle: Puzzle, layers: dict[str, Sequence[int]]) -> dict[str, list[list[int]]]:
    """A solution's layers beside its digits, as rows like its grid: ``shaded`` (a Nurikabe
    Sudoku's ocean: 1 shaded, 0 not) and ``regions`` (a chaos construction's found regions,
    numbered from 1 in the order of their first cells); none for a puzzle without them."""
    return {
        name: _rows(puzzle, [v + 1 for v in cells] if name == "regions" else cells)
        for name, cells in sorted(layers.items())
    }


def values_text(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The one-line form of ``puzzle`` with ``values`` written into its open cells."""
    kind = kind_of(puzzle)
    direct = getattr(kind.formats, "line_with_values", None)  # (Str8ts: no copy of the puzzle)
    if direct is not None:
        return direct(puzzle, values)
    return kind.to_line(puzzle.with_values(values))


def broken_rules(puzzle: Puzzle, values) -> list[str]:
    """The sentences of the rules ``values`` break on ``puzzle``; a board not finished yet (a
    jigsaw whose regions are still being painted) breaks its kind's rule, said first unless the
    checker's own sentences already say it (a Suguru draft's givens larger than their regions)."""
    messages = [v.message for v in kind_of(puzzle).check(puzzle, values)]
    unfinished = kind_of(puzzle).unfinished(puzzle)
    if unfinished and not any(m in unfinished for m in messages):
        messages.insert(0, unfinished)
    return messages


def solve_one(args, item: Item) -> Outcome:
    result = solve(item.puzzle, limit=2)
    solution = values_text(item.puzzle, result.solution) if result.solution else None
    code = EXIT_FAIL if result.status is Status.NONE else EXIT_OK
    # (a board not finished yet has no solution; stderr says why, as the window does)
    note = unfinished_note(args, item, "no solution: ") if result.status is Status.NONE else ""
    if args.json:
        import json

        obj = {
            "status": result.status.value,
            "solution": solution,
            "count": result.count,
            "ms": round(result.ms, 3),
            "kind": item.puzzle.kind,
            "grid": solution_grid(item.puzzle, result.solution) if result.solution else None,
        }
        if result.solution and result.layers:  # (new keys only for the rules with layers)
            obj.update(layer_rows(item.puzzle, result.layers[0]))
        obj.update(item_place(item))
        text = json.dumps(obj)
    elif result.solution and hasattr(kind_of(item.puzzle), "solution_text"):
        # a kind whose line form is not the whole puzzle (Suguru: its text format's rows)
        text = kind_of(item.puzzle).solution_text(item.puzzle, result.solution)
        return Outcome(text + "\n", code=code, block=True)  # a blank line between two puzzles
    else:
        text = solution or "no solution"
    return Outcome(text + "\n", err=note, code=code)


def cmd_solve(args, inputs, out) -> int:
    return run(args, inputs, out, solve_one)


def count_one(args, item: Item) -> Outcome:
    found = count_solutions(item.puzzle, args.limit).count
    # (0 and exit 0 as for any puzzle without a solution; a board not finished yet says why)
    return Outcome(f"{found}\n", err=unfinished_note(args, item, "no solution: ") if not found else "")


def cmd_count(args, inputs, out) -> int:
    if args.limit < 1:
        raise UsageError("--limit must be at least 1")
    return run(args, inputs, out, count_one)


def check_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    # (a board not finished yet, a jigsaw still being painted, breaks its kind's rule: said
    # first, and on stderr with the source and line)
    messages = broken_rules(puzzle, item.values)
    unfinished = kind_of(puzzle).unfinished(puzzle)
    empty = sum(1 for i in puzzle.white_cells() if not item.values[i])
    if not messages:
        return Outcome("ok: solved\n" if not empty else f"ok: {counted(empty, 'cell')} empty\n")
    lines = [counted(len(messages), "violation"), *(f"  {m}" for m in messages)]
    return Outcome("\n".join(lines) + "\n", err=unfinished_line(args, item, "", unfinished), code=EXIT_FAIL)


def cmd_check(args, inputs, out) -> int:
    return run(args, inputs, out, check_one)


def candidates_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    result = true_candidates(puzzle)
    if result.status is Status.NONE:
        return Outcome("no solution\n", err=unfinished_note(args, item, "no solution: "), code=EXIT_FAIL)
    parts = [
        f"{cell_name(i, puzzle.size)}:{''.join(map(digit_char, result.digits(i)))}"
        for i in puzzle.white_cells()
        if not puzzle.clues[i]
    ]
    return Outcome((" ".join(parts) if parts else "no empty cells") + "\n")


def cmd_candidates(args, inputs, out) -> int:
    return run(args, inputs, out, candidates_one)


def convert_one(args, item: Item) -> Outcome:
    puzzle = item.puzzle
    kind = kind_of(puzzle)
    default = "line" if "line" in kind.writers else next(iter(kind.writers), "json")
    to = args.to or default
    if to == "line":  # the puzzle string: a Suguru's is its region text, as without --to
        to = default
    where = f"str8ts: {item.source}: line {item.line}"
    if to != "json" and to not in kind.writers:
        forms = ", ".join([*kind.writers, "json"])
        return Outcome(err=f"{where}: a {kind.title} puzzle cannot be written as {to} (its forms: {forms})\n", failed=True)
    if to == "grid":
        return Outcome(kind.writers["grid"](item.document) + "\n\n")
    if to == "str8tscom" and puzzle.size > 9:
        return Outcome(err=f"{where}: the str8ts.com form holds boards up to 9 x 9\n", failed=True)
    if to != "json":
        try:
            text = kind.writers[to](item.document)
        except ValueError as e:  # a rule the form cannot hold (f-puzzles; variants as a line)
            return Outcome(err=f"{where}: cannot be written as {to}: {e}\n", failed=True)
        # a form of several rows (Suguru: its text, as generate writes it; a Sudoku's .sdk and
        # .txt) gets a blank line between two puzzles, so that one ends where the next begins
        text = text.rstrip("\n")
        return Outcome(text + "\n", block="\n" in text)
    # the whole document (title, author, notes, entries, pencil marks), one compact document a
    # line (JSON Lines): readable back as one file
    import json

    doc = json.loads(dumps_document(item.document))
    return Outcome(json.dumps(doc, ensure_ascii=False) + "\n")


def cmd_convert(args, inputs, out) -> int:
    return run(args, inputs, out, convert_one)
