"""Why a puzzle has no solution, in words: its minimal conflicting clues or the pattern itself
(:func:`no_solution_reason`), a rule its clues break on their face (:func:`broken_phrase`) and
what its kind calls its clues (:func:`clue_noun`).

:class:`~str8ts_gui.solver.analysis.Analysis` says these (its ``reason``) and
:mod:`str8ts_gui.solver.analysis` gives their names too, loading this module at their first use:
a puzzle with a solution never needs it.
"""

from __future__ import annotations

from typing import Iterable

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.solver.analysis import name_cells


NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def broken_phrase(v: Violation) -> str:
    """A rule the clues break on their face, said plainly: "two 8s in column 5" for a repeated
    digit (its unit, :attr:`Violation.unit`, as the checker's sentence names it), else the
    checker's own sentence."""
    if v.kind == "repeat" and v.digit and v.unit:
        count = len(v.cells)
        return f"{NUMBER_WORDS.get(count, str(count))} {v.digit}s in {v.unit}"
    return v.message[:1].lower() + v.message[1:] if v.message else "a rule is broken"


def clue_noun(puzzle: Puzzle) -> str:
    """What the puzzle's kind calls its clues: "clue" (Str8ts), "given" (Sudoku)."""
    kind = kind_of(puzzle)
    return getattr(kind, "clue_noun", "") or ("clue" if kind.has_black_cells else "given")


def no_solution_reason(puzzle: Puzzle, conflict: Iterable[int]) -> str:
    """Why ``puzzle`` has no solution, in one sentence, from its minimal conflicting clues.

    No clue in the conflict means the shape itself (for Str8ts the pattern of black and white
    cells) cannot be filled; otherwise the clues named cannot all hold -- for a kind with black
    cells, together with that pattern, which may be what is wrong (a black cell missing).
    """
    cells = sorted(conflict)
    noun = clue_noun(puzzle)
    pattern = kind_of(puzzle).has_black_cells
    if not cells:
        reason = kind_of(puzzle).unfinished(puzzle)  # (a jigsaw being painted)
        if reason:
            return f"No solution: {reason}"
        if pattern:
            return (
                "No solution: the pattern of black and white cells itself cannot be filled, "
                f"whatever the {noun}s; change the pattern"
            )
        return f"No solution: the grid cannot be filled, whatever the {noun}s"
    if any(not puzzle.clues[i] for i in cells):
        # a variant rule in the conflict brings its cells, given or not: name the rules too
        what = f"the rules and {noun}s" if any(puzzle.clues[i] for i in cells) else "the rules"
        if len(cells) == 1:
            where = f"on {puzzle.cell_name(cells[0])} (ringed)"
        else:
            where = f"on the {len(cells)} ringed cells ({name_cells(cells, puzzle.size)})"
        return f"No solution: {what} {where} cannot all hold together; change one of them"
    with_pattern = " with this pattern of black and white cells" if pattern else ""
    or_pattern = " or the pattern" if pattern else ""
    if len(cells) == 1:
        i = cells[0]
        colour = "black " if pattern and puzzle.black[i] else ""
        return (
            f"No solution: the {colour}{noun} {puzzle.clues[i]} in {puzzle.cell_name(i)} (ringed) "
            f"cannot hold{with_pattern}; change it{or_pattern}"
        )
    names = name_cells(cells, puzzle.size)
    return (
        f"No solution: the {len(cells)} ringed {noun}s ({names}) cannot all hold together{with_pattern}; "
        f"change one of them{or_pattern}"
    )
