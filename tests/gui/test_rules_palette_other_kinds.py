"""The Rules palette never puts a Sudoku rule on another kind's board (a monkey test's finding:
the palette's own toggle, in no menu, could still show it on a Str8ts board, whose check boxes
then gave the Str8ts a Sudoku rule its save file cannot hold, lost at the next save)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.document import dumps_document, loads_document
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction

from gui_helpers import sudoku_palette_window


def test_the_palettes_only_toggle_is_the_view_menus(qtbot) -> None:
    window, palette, _scroll = sudoku_palette_window(qtbot, (1024, 760))
    assert palette.toggleViewAction() is window.act_rule_tools
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # (the panel's own toggle: deleted later)
    titled = [a for a in window.findChildren(QAction) if a.text() == palette.windowTitle() and a is not window.act_rule_tools]
    assert titled == []


def test_a_global_rule_goes_only_on_a_sudoku(qtbot) -> None:
    window, _palette, _scroll = sudoku_palette_window(qtbot, (1024, 760))
    editor = window.rule_editor
    assert editor.set_global(ChaosConstruction(), True)  # a Sudoku takes it
    assert any(isinstance(c, ChaosConstruction) for c in window.controller.session.puzzle.constraints)
    window.act_new_sizes[9].trigger()  # now a 9 x 9 Str8ts
    QApplication.processEvents()
    assert window.controller.session.puzzle.kind == "str8ts"
    assert not editor.set_global(ChaosConstruction(), True)
    puzzle = window.controller.session.puzzle
    assert puzzle.constraints == ()
    assert loads_document(dumps_document(window.document())).puzzle == puzzle
