"""The variant step "Contradiction with the 45 rule's sums" (:mod:`.variant_derived`) in the
window: at a position where every other step of the ladder stalls (a killer puzzle of our
generator's, the logic tests' own), the hint is that step, told with the sum it keeps, its cells
and the sum's highlighted on the board."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.kinds.sudoku.logic import variant_derived
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

from gui_helpers import key, new_window

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kinds" / "sudoku" / "logic"))
from test_variant_derived import STALL, STALL_CAGES  # noqa: E402


def test_the_hint_at_a_stall_keeps_the_45_rule_s_sum(qtbot, tmp_path) -> None:
    puzzle = Puzzle(9, (False,) * 81, (0,) * 81, "sudoku", constraints=(AntiKnight(), *(KillerCage(c, t) for c, t in STALL_CAGES)))
    entries = [0] * 81
    entries[76] = 6  # (the one-cell cage r9c5)
    marks = [0 if entries[i] else sum(1 << int(d) for d in cell) for i, cell in enumerate(STALL.split())]
    window = new_window(qtbot)
    window.set_document(Document(puzzle, state=PlayState(puzzle, tuple(entries), tuple(marks))))
    window.board.setFocus()
    for level in (1, 2, 3):
        with qtbot.waitSignal(window.hints.hintShown, timeout=90000) as blocker:
            key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint, level = blocker.args
    assert level == 3 and hint.kind == "step"
    step = hint.step
    assert step.strategy == variant_derived.NAME and step.eliminations
    assert "box 5 less its cages: r4c6 + r6c6 = 7" in step.text
    cells = window.controller.render_options().hint_cells
    assert cells == frozenset(step.cells) and {32, 50} <= cells  # (r4c6 and r6c6, the sum's cells)
    assert variant_derived.NAME in window.hint_panel.text_label.text()
    qtbot.wait(100)  # (the side column shares its height again once the hint is shown)
    window.grab().save(str(tmp_path / "derived-sums-hint.png"))
