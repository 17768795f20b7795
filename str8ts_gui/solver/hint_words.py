"""A hint's words: the title and text of each of its levels (:func:`level_title`,
:func:`level_text`, which :class:`~str8ts_gui.solver.logic.Hint`'s ``title`` and ``text``
give), and the words as the player reads them beside the board (:func:`hint_text`): a step on
cells without pencil marks says what those cells cannot be, not which digits leave candidates
the player never wrote. Also the hint of a kind without logic, which is only words
(:class:`NoHint`), and :func:`not_available`, which says why there are no hints or path.

Loaded at the first hint shown: :mod:`str8ts_gui.solver.analysis` gives :func:`hint_text`,
:class:`NoHint` and :func:`not_available` under its own names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from str8ts_gui.core.kind import NotSupported, kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, cell_name
from str8ts_gui.core.words import join_words
from str8ts_gui.solver.analysis import name_cells
from str8ts_gui.solver.logic import (
    CONCRETE,
    ESCALATING,
    FULL,
    MISTAKE_LEVELS,
    PROOF_STRATEGY,
    SEVERAL_STOP,
    VAGUE,
    level_names,
    sentence,
)


# what a step removes, as each kind's elimination_text and the strategies' own sentences say it:
# "5 leaves r2c4", "5, 7 leave r3c3", "1-4 leave r3c5, r3c6", "3 and 8 leave r1c7 and r2c2"
_DIGIT = r"\d+(?:-\d+)?"
_CELL = r"r(\d+)c(\d+)"
_LEAVE = re.compile(
    rf"(?<![\w-])(?P<digits>(?:{_DIGIT}(?:, | and ))*{_DIGIT}) (?P<verb>leaves|leave) "
    rf"(?P<cells>{_CELL}(?:(?:, | and ){_CELL})*)(?![\w-])"
)


def _unmarked(state: PlayState, i: int) -> bool:
    """True for an open cell without an entry or candidates it shows (no centre marks, and no
    candidates or only candidates hidden under its corner marks): the player sees no candidates
    there, and the logic took the digits its peers allow for them."""
    return state.is_open(i) and not state.entries[i] and not state.shown_mask(i)


def _leave_clause(match: re.Match, state: PlayState, elims: frozenset[tuple[int, int]]) -> str:
    """One "D leave(s) CELLS" of a step's text, its unmarked cells told as "CELLS cannot be D";
    the clause as it was when it is not exactly some of the step's eliminations (a number
    before the digits, "in box 8, 6 leaves ...", is dropped from them first)."""
    text = match.group(0)
    size = state.puzzle.size
    cells_text = match.group("cells")
    cells = []
    for m in re.finditer(_CELL, cells_text):
        r, c = int(m.group(1)), int(m.group(2))
        if not (1 <= c <= size and 0 <= (r - 1) * size + c - 1 < state.puzzle.cell_count):
            return text
        cells.append((r - 1) * size + c - 1)
    blank = [i for i in cells if _unmarked(state, i)]
    if not blank:
        return text  # the player's marks: told as ever
    tokens = list(re.finditer(_DIGIT, match.group("digits")))
    for k in range(len(tokens)):
        digits: list[int] = []
        for t in tokens[k:]:
            lo, _, hi = t.group(0).partition("-")
            digits.extend(range(int(lo), int(hi or lo) + 1))
        if digits != sorted(set(digits)) or (match.group("verb") == "leaves") != (len(digits) == 1):
            continue
        if not all((i, d) in elims for i in cells for d in digits):
            continue
        head = match.group(0)[: tokens[k].start()]  # the words before the digits ("box 8, ")
        said = match.group("digits")[tokens[k].start():]
        if " and " in said:
            either = " or ".join(said.rsplit(" and ", 1))
        else:
            either = " or ".join(said.rsplit(", ", 1))
        with_and = " and " in cells_text or ", " not in cells_text  # "r1c1 and r1c2", or "r1c1, r1c2"
        marked = [i for i in cells if i not in blank]
        parts = [f"{said} {match.group('verb')} {_cell_list(marked, size, with_and)}"] if marked else []
        parts.append(f"{_cell_list(blank, size, with_and)} cannot be {either}")
        return head + "; ".join(parts)
    return text


def _cell_list(cells: list[int], size: int, with_and: bool) -> str:
    """Every cell's name, as the kind's step listed them: "r1c1, r1c2 and r1c3" or "r1c1, r1c2, r1c3"."""
    names = [cell_name(i, size) for i in cells]
    return join_words(names) if with_and else ", ".join(names)


def hint_text(hint, level: int) -> str:
    """``hint.text(level)`` as the player reads it beside the board: the whole step (level 3) on
    cells without pencil marks, whose candidates the player never wrote, says what they cannot
    be ("r3c3 cannot be 5 or 7") instead of which digits leave them ("5, 7 leave r3c3"), and
    that Apply pencils in the candidates left there (the board shows them, the removed ones
    struck out, while the step is shown). Every other hint, and a step about cells with pencil
    marks, reads as ``hint.text`` says."""
    text = hint.text(level)
    step = getattr(hint, "step", None)
    if hint.kind != "step" or step is None or level < 3 or not step.eliminations:  # (3: FULL)
        return text
    state = hint.state
    if not any(_unmarked(state, i) for i, _ in step.eliminations):
        return text
    elims = frozenset(step.eliminations)
    text = _LEAVE.sub(lambda m: _leave_clause(m, state, elims), text)
    placed = {i for i, _ in step.placements}
    # (Apply pencils in no cell that shows corner marks: see session.takes_candidates)
    blank = sorted({
        i for i, _ in step.eliminations if _unmarked(state, i) and not state.has_notes(i) and i not in placed
    })
    if blank and hint.can_apply(level):
        text = sentence(text) + f" Apply pencils in the candidates left in {name_cells(blank, state.puzzle.size)}."
    return text


def level_title(hint, level: int) -> str:
    """A hint's title at ``level`` (:meth:`Hint.title <str8ts_gui.solver.logic.Hint.title>`)."""
    if hint.kind == "step":
        return f"Hint {level} of 3: {level_names(hint.term)[level].lower()}"
    if hint.kind in ESCALATING:
        name = MISTAKE_LEVELS[level]
        if hint.kind == "marks" and level == FULL:
            name = "The pencil marks"
        elif hint.kind == "marks" and level == VAGUE:
            name = "Pencil marks to fix"
        return f"Hint {level} of 3: {name.lower()}"
    return {
        "solved": "Solved",
        "stuck": "No step found",
        "unsolvable": "No solution",
        "cancelled": "Hint",
    }[hint.kind]


def level_text(hint, level: int) -> str:
    """A hint's words at ``level`` (:meth:`Hint.text <str8ts_gui.solver.logic.Hint.text>`)."""
    n = hint.state.puzzle.size
    if hint.kind == "step":
        step = hint.step
        name = step.strategy
        strategy = hint.strategies.get(name)
        if name == PROOF_STRATEGY:
            if level <= VAGUE:
                return (
                    f"No logical step found from here with the {hint.term}s str8ts_gui knows. "
                    "The solver can prove the next step (not a human technique)."
                )
            if level == CONCRETE:
                return f"{name} (not a human technique): look at {hint.area_words(step.area, hint.state.puzzle)}."
            return sentence(step.text)
        if level <= VAGUE:
            about = f" ({strategy.description})" if strategy and strategy.description else ""
            return f"Try: {name}{about}."
        if level == CONCRETE:
            on = f" on the {step.digits[0]}s" if name in hint.digit_patterns and len(step.digits) == 1 else ""
            return f"{name}{on}: look at {hint.area_words(step.area or step.cells, hint.state.puzzle)}."
        return f"{name}: {sentence(step.text)}"
    one = len(hint.cells) == 1
    if hint.kind == "wrong":
        if level <= VAGUE:
            what = "One of your entries" if one else f"{len(hint.cells)} of your entries"
            if hint.several:
                return f"{what} {'leaves' if one else 'leave'} no solution: fix it before the next step."
            return f"{what} {'is' if one else 'are'} wrong: fix {'it' if one else 'them'} before the next step."
        if level == CONCRETE:
            what = "An entry that leaves no solution" if hint.several else "A wrong entry"
            if not one:
                what = "Entries that leave no solution" if hint.several else "Wrong entries"
            return f"{what}: look at {hint.mistake_where()}."
        verb = "is wrong" if one else "are wrong"
        if hint.several:
            verb = "leaves no solution" if one else "leave no solution"
        return f"{name_cells(hint.cells, n)} {verb}. Apply removes {'it' if one else 'them'}."
    if hint.kind == "marks":
        if level <= VAGUE:
            whose = "one cell rule out its" if one else f"{len(hint.cells)} cells rule out their"
            return f"The pencil marks of {whose} true digit{'' if one else 's'}: fix them before the next step."
        if level == CONCRETE:
            return f"Pencil marks that rule out the true digit: look at {hint.mistake_where()}."
        which = "its digit" if one else "their digits"
        return f"The pencil marks of {name_cells(hint.cells, n)} rule out {which}. Apply clears them."
    if hint.kind == "solved":
        return "The puzzle is solved."
    if hint.kind == "stuck":
        if hint.several:
            return f"No logical step found: {SEVERAL_STOP}."
        return f"No logical step found from here: the next step needs a {hint.term} beyond those str8ts_gui knows."
    if hint.kind == "unsolvable":
        return "The puzzle has no solution, so there is nothing to hint."
    return "The hint was cancelled."


# -- no hints: a kind without logic, or a board its logic refuses ---------------------------------
def not_available(what: str, puzzle: Puzzle, reason: str) -> str:
    """``what`` ("Hints are", "The solution path is") not available: for a kind without logic,
    that it has none yet; for a board its kind's logic refuses (``reason``: a chaos
    construction, jigsaw regions still being drawn), why."""
    kind = kind_of(puzzle)
    try:
        kind.logic()
    except NotSupported:  # the kind has no logic at all
        return f"{what} not available for {kind.title} yet."
    if not reason.strip():
        return f"{what} not available for this board."
    return f"{what} not available for this board: {sentence(reason)}"


@dataclass(frozen=True)
class NoHint:
    """The hint for a puzzle whose kind has no human logic yet, or whose board that logic refuses
    (``reason``): it says so and shows nothing.

    It has the interface of a kind's hints (see the Str8ts ``Hint``): one level, no cells, no Apply.
    """

    state: PlayState
    reason: str = ""  # the NotSupported message
    kind: str = "unsupported"
    step: None = None
    grid: None = None
    cells: frozenset[int] = frozenset()
    several: bool = False

    @property
    def levels(self) -> int:
        return 1

    def title(self, level: int) -> str:
        return "No hints"

    def text(self, level: int) -> str:
        """For a kind without logic, that it has none yet; for a board its kind's logic refuses
        (chaos construction, jigsaw regions still being drawn), why, as the Solution Path says it."""
        return not_available("Hints are", self.state.puzzle, self.reason)

    def cells_at(self, level: int) -> tuple[frozenset[int], frozenset[int]]:
        return frozenset(), frozenset()

    def can_apply(self, level: int) -> bool:
        return False
