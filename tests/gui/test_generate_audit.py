"""Generate Puzzle… as a player uses it (found by an audit of what the dialog does): the window
stays smooth while a generation runs, and the dialog's sentences read right."""

from __future__ import annotations

import gc
import time
from functools import partial

from PySide6.QtCore import Qt

from str8ts_gui.kinds.str8ts.generator import Options, generate
from str8ts_gui.kinds.str8ts.logic.grading import LogicGrader
from str8ts_gui.gui.generate_dialog import GC_FULL_THRESHOLD_WHILE_GENERATING, NewPuzzleDialog


class _NeverGrader(LogicGrader):
    """The real grader, a little slower, that never finds the target: the run goes on until
    it is stopped."""

    def solves_within(self, puzzle, level):
        time.sleep(0.05)
        super().solves_within(puzzle, level)
        return False


def test_full_garbage_collections_wait_while_generating(qtbot) -> None:
    # A full collection holds the GUI thread as long as it walks every live object (up to a
    # million while a 16 x 16 killer Sudoku is made): the window froze for a fifth of a second
    # again and again. The dialog postpones them while it works and gives the threshold back.
    before = gc.get_threshold()
    dialog = NewPuzzleDialog(generate_fn=partial(generate, grader=_NeverGrader()))
    qtbot.addWidget(dialog)
    dialog.set_options(Options(9, "Extreme", "180"))
    dialog.show()
    try:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.running
        assert gc.get_threshold()[:2] == before[:2]  # the young generations as before
        assert gc.get_threshold()[2] >= GC_FULL_THRESHOLD_WHILE_GENERATING > before[2]
        with qtbot.waitSignal(dialog.generationCancelled, timeout=5000):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert gc.get_threshold() == before
        # again, then closed while it works
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert gc.get_threshold()[2] >= GC_FULL_THRESHOLD_WHILE_GENERATING
        dialog.reject()
        assert not dialog.running and gc.get_threshold() == before
    finally:
        gc.set_threshold(*before)
        assert dialog.shutdown(2.0)
