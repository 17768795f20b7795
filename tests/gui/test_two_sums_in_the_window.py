"""The variant step "Two sums filled together" (:mod:`.variant_pairs`) in the window: the
Solution Path lists it and shows it with its cells highlighted, and the hint at the same
position is that step, its cells highlighted on the board. The puzzle is one of our generator's
(a killer cage Sudoku with little killers, as ``benchmarks/variants.py`` makes them, the logic
tests' own)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.gui.board.controller import grid_state
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.logic import variant_pairs

from gui_helpers import key, new_window, open_solution_path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kinds" / "sudoku" / "logic"))
from test_variant_pairs import PUZZLE  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    path = tmp_path / "two-sums.json"
    path.write_text(json.dumps(PUZZLE), encoding="utf-8")
    return new_window(qtbot, path)


def test_the_solution_path_shows_two_sums_filled_together_with_its_cells(qtbot, window: MainWindow, tmp_path) -> None:
    result = open_solution_path(qtbot, window, timeout=60000)
    names = [s.strategy for s in result.path.steps]
    assert variant_pairs.NAME in names
    k = names.index(variant_pairs.NAME)
    step = result.path.steps[k]
    # (here a sum alone, of which one way keeps the grid: its cells are placed)
    assert (step.eliminations or step.placements) and " filled " in step.text
    panel = window.path_panel
    panel.select_step(k)
    ctl = window.controller
    assert ctl.previewing
    assert ctl.render_options().hint_cells == frozenset(step.cells)
    assert ctl.display_state() == grid_state(result.grids[k])
    assert panel.detail_label.text().startswith(f"Step {k + 1} of {len(names)}. {variant_pairs.NAME}: ")
    window.grab().save(str(tmp_path / "two-sums-path.png"))

    # the hint at that position (its digits and candidates as entries and pencil marks) is the
    # same step, its cells highlighted on the live board
    window.board.setFocus()
    key(qtbot, window, Qt.Key.Key_Escape)
    doc = load_documents(tmp_path / "two-sums.json")[0]
    state = grid_state(result.grids[k])
    window.set_document(Document(doc.puzzle, state=state))
    for level in (1, 2, 3):
        with qtbot.waitSignal(window.hints.hintShown, timeout=60000) as blocker:
            key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint, level = blocker.args
    assert level == 3 and hint.kind == "step"
    assert hint.step.strategy == variant_pairs.NAME
    assert (hint.step.eliminations, hint.step.placements) == (step.eliminations, step.placements)
    assert window.controller.render_options().hint_cells == frozenset(step.cells)
    assert variant_pairs.NAME in window.hint_panel.text_label.text()
    qtbot.wait(100)  # (the side column shares its height again once the hint is shown)
    window.grab().save(str(tmp_path / "two-sums-hint.png"))


def test_the_window_s_grade_leaves_its_searches_to_the_hints(qtbot, tmp_path) -> None:
    # the window grades a puzzle as it opens (its solution path, in a thread of its own); once
    # graded, the hints' logic goes on from what that path's searches found (here the two-sum
    # step's fillings and fixpoints) instead of starting from nothing
    from str8ts_gui.kinds.sudoku.logic import CandidateGrid
    from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget

    forget()
    path = tmp_path / "two-sums.json"
    path.write_text(json.dumps(PUZZLE), encoding="utf-8")
    puzzle = load_documents(path)[0].puzzle
    assert not context(CandidateGrid.from_puzzle(puzzle)).memo.get("sum-pairs")  # (cold)
    forget()
    window = new_window(qtbot, path)
    qtbot.waitUntil(lambda: window.grade_text() not in ("", "Grading…"), timeout=60000)
    kept = context(CandidateGrid.from_puzzle(puzzle)).memo.get("sum-pairs")
    assert kept and kept["one"]  # (the fixpoints of the sums' fillings the grade followed)
    forget()
