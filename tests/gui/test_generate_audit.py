"""Generate Puzzle… as a player uses it (found by an audit of what the dialog does): the window
stays smooth while a generation runs, and the dialog's sentences read right."""

from __future__ import annotations

import gc
import time
from functools import partial

from PySide6.QtCore import Qt

from str8ts_gui.kinds.str8ts.generator import Options, generate
from str8ts_gui.kinds.str8ts.logic.grading import LogicGrader
from str8ts_gui.gui.library.generate_dialog import GC_FULL_THRESHOLD_WHILE_GENERATING, NewPuzzleDialog


class _NeverGrader(LogicGrader):
    """The real grader, a little slower, that never finds the target: the run goes on until
    it is stopped."""

    def solves_within(self, puzzle, level):
        time.sleep(0.05)
        super().solves_within(puzzle, level)
        return False


def _endless_dialog(qtbot, options: Options) -> NewPuzzleDialog:
    """A shown dialog whose Str8ts generation goes on until it is stopped."""
    dialog = NewPuzzleDialog(generate_fn=partial(generate, grader=_NeverGrader()))
    qtbot.addWidget(dialog)
    dialog.set_options(options)
    dialog.show()
    return dialog


def test_full_garbage_collections_wait_while_generating(qtbot) -> None:
    # A full collection holds the GUI thread as long as it walks every live object (up to a
    # million while a 16 x 16 killer Sudoku is made): the window froze for a fifth of a second
    # again and again. The dialog postpones them while it works and gives the threshold back.
    before = gc.get_threshold()
    dialog = _endless_dialog(qtbot, Options(9, "Extreme", "180"))
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


def test_sizes_said_with_a_vowel_take_an() -> None:
    from str8ts_gui.gui.library.generate_dialog import describe, estimate_text
    from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
    from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

    assert estimate_text(Options(8, "Tough", "180")).startswith("An 8 x 8 Tough puzzle usually takes")
    assert estimate_text(Options(11, "Gentle", "180")).startswith("An 11 x 11 Gentle puzzle")
    assert estimate_text(Options(9, "Gentle", "180")).startswith("A 9 x 9 Gentle puzzle")
    assert estimate_text(SudokuOptions(8, "Hard", "180")).startswith("An 8 x 8 Hard Sudoku")
    assert estimate_text(SuguruOptions(difficulty="Hard", width=8, height=6)).startswith("An 8 x 6 Hard Suguru")
    assert estimate_text(SuguruOptions(difficulty="Easy", width=18, height=18)).startswith("An 18 x 18 Easy Suguru")
    assert estimate_text(SuguruOptions(difficulty="Easy", width=6, height=8)).startswith("A 6 x 8 Easy Suguru")
    assert describe(SuguruOptions(difficulty="Hard", width=8, height=6)) == "8 x 6 Hard Suguru"


def test_the_running_message_says_an_8_x_8(qtbot) -> None:
    dialog = _endless_dialog(qtbot, Options(8, "Extreme", "180"))
    try:
        qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
        assert dialog.status_label.text().startswith("Generating an 8 x 8 Extreme puzzle…")
        with qtbot.waitSignal(dialog.generationCancelled, timeout=5000):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    finally:
        assert dialog.shutdown(2.0)


def test_rules_no_grid_of_the_size_keeps_are_named(qtbot) -> None:
    # One rule alone was told "These rules cannot be combined", as if two were ticked. Now the
    # dialog knows before Generate that no 4 x 4 grid keeps it and says so, naming the one rule
    # (the message after a run, for a size not measured: test_generate_dialog.py).
    from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.set_options(VariantOptions(4, ("nonconsecutive",), None, "none"))
    dialog.seed_edit.setText("1")
    dialog.show()
    with qtbot.assertNotEmitted(dialog.runningChanged):
        dialog.start()
    assert dialog.status_label.text() == "No 4 x 4 Sudoku keeps the rule nonconsecutive: uncheck it or choose another size."
    assert "combined" not in dialog.status_label.text()
    assert not dialog.generate_button.isEnabled() and dialog.isVisible()
    assert dialog.shutdown(2.0)
