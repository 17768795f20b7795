"""The solver's proved step where human logic stalls (str8ts_gui.solver.proof) and the hint
that offers it for Sudoku variants."""

from __future__ import annotations

import pytest

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, cell_name
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.solver.logic import PROOF_STRATEGY
from str8ts_gui.solver.proof import proved_step
from str8ts_gui.solver.sat import Status, solve

SOLUTION = (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1)
CAGES = [(0, 1), (2, 3), (4, 8), (5, 6, 7), (9, 10), (12, 13), (11, 15), (14,)]


def killer(cages=CAGES, clues=None):
    puzzle = new_puzzle(4, clues)
    return puzzle.replace(constraints=tuple(KillerCage(c, sum(SOLUTION[i] for i in c)) for c in cages))


def test_the_proved_candidate_is_false_in_the_only_solution():
    puzzle = killer()
    solution = solve(puzzle).solution
    masks = kind_of(puzzle).basic_candidates(puzzle, puzzle.clues)
    step = proved_step(puzzle, [0] * 16, masks)
    assert step is not None and step.strategy == PROOF_STRATEGY
    ((cell, digit),) = step.eliminations
    assert masks[cell] >> digit & 1
    assert solution[cell] != digit
    assert "not a human technique" in step.text and cell_name(cell, 4) in step.text


def test_the_reason_names_only_placed_digits_that_are_needed():
    puzzle = killer(cages=CAGES[:4])
    values = [0] * 16
    values[10], values[15] = 4, 1  # r3c3 = 4, r4c4 = 1
    assert solve(puzzle.with_values(values)).status is Status.UNIQUE
    masks = kind_of(puzzle).basic_candidates(puzzle, values)
    step = proved_step(puzzle, values, masks)
    assert step is not None
    named = {c for c in step.cells[1:] if values[c]}  # the placed digits of the reason
    assert named <= {10, 15}
    ((cell, digit),) = step.eliminations
    # the named digits alone already forbid it: with them and the digit, the rules leave no solution
    trial = [values[i] if i in named else 0 for i in range(16)]
    trial[cell] = digit
    assert solve(puzzle.with_values(trial)).status is Status.NONE


def test_no_proof_without_a_solution():
    puzzle = killer()
    values = [0] * 16
    values[0], values[4] = 1, 1  # the same digit twice in column 1
    masks = kind_of(puzzle).basic_candidates(puzzle, [0] * 16)
    assert proved_step(puzzle, values, masks) is None


def stall(monkeypatch):
    """Make the Sudoku techniques find nothing (a position beyond them), to test the fallback."""
    from str8ts_gui.kinds.sudoku import logic
    from str8ts_gui.kinds.sudoku.logic import hints

    monkeypatch.setattr(hints, "next_step", lambda grid: None)
    monkeypatch.setattr(logic, "next_step", lambda grid: None)


def test_a_stalled_variant_hint_offers_the_proof_labelled(monkeypatch):
    stall(monkeypatch)
    puzzle = killer()
    hint = kind_of(puzzle).logic().find_hint(PlayState.new(puzzle))
    assert hint.kind == "step" and hint.step.strategy == PROOF_STRATEGY
    assert "not a human technique" in hint.text(1)
    assert "not a human technique" in hint.text(3)
    assert hint.can_apply(3)
    ((cell, digit),) = hint.step.eliminations
    assert solve(puzzle).solution[cell] != digit


def test_a_variant_the_techniques_can_do_gets_a_technique_not_a_proof():
    puzzle = killer()
    hint = kind_of(puzzle).logic().find_hint(PlayState.new(puzzle))
    assert hint.kind == "step" and hint.step.strategy != PROOF_STRATEGY


def test_classic_sudoku_never_gets_a_solver_proof():
    # a 4 x 4 with two solutions: logic stalls and the hint says so, no proof offered
    puzzle = new_puzzle(4, [1, 2, 0, 0, 0, 0, 1, 2] + [0] * 8)
    assert solve(puzzle).status is Status.SEVERAL
    hint = kind_of(puzzle).logic().find_hint(PlayState.new(puzzle))
    assert hint.kind in ("stuck", "step")
    if hint.kind == "step":
        assert hint.step.strategy != PROOF_STRATEGY


def test_cli_hint_offers_the_proof_for_a_variant(tmp_path, monkeypatch):
    stall(monkeypatch)
    from str8ts_gui.core.document import Document, save_document
    from tests.cli.cli_helpers import run

    path = tmp_path / "killer.str8ts"
    save_document(path, Document(killer()))
    code, out, err = run("hint", str(path))
    assert code == 0, err
    assert out.startswith(f"{PROOF_STRATEGY}: ") and "not a human technique" in out
