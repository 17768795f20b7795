"""The Rules palette of a new 9 x 9 Sudoku in edit mode shows every global rule check box without
scrolling on common small screens (1024 x 700, 1366 x 768), and as many tool buttons as before:
the check boxes were below the 35 tool buttons, none of them in view at those sizes, so a setter
making an X-Sudoku or an anti-knight puzzle did not see that those rules exist."""

from __future__ import annotations

import pytest
from pytestqt.exceptions import TimeoutError
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.board.rule_tools import GLOBAL_RULES, TOOLS

from gui_helpers import in_view, new_window, sudoku_palette_window


# window size -> tool buttons in view before the check boxes moved (30 of 35 at 1024 x 700)
SIZES = {(1024, 700): 30, (1366, 768): len(TOOLS)}


@pytest.mark.parametrize("size", list(SIZES))
def test_every_global_rule_is_in_view_in_a_new_sudoku(qtbot, size) -> None:
    window, palette, scroll = sudoku_palette_window(qtbot, size)  # File > New > Sudoku 9 x 9
    pad, column = window.number_pad, window.side_column.splitter

    def hidden() -> list[str]:
        return [label for label, check in palette.checks.items() if not in_view(check, scroll)]

    # the side column shares its height once the palette has shown (queued layout work)
    qtbot.waitUntil(lambda: palette.height() + pad.height() >= column.height() - 12)
    try:
        qtbot.waitUntil(lambda: not hidden(), timeout=2000)
    except TimeoutError:
        pass  # reported below
    QApplication.processEvents()
    assert (window.width(), window.height()) == size
    assert scroll.verticalScrollBar().value() == 0
    assert len(palette.checks) == len(GLOBAL_RULES)
    missing = hidden()
    assert not missing, (size, missing, scroll.viewport().size())
    tools = [name for name, button in palette.buttons.items() if in_view(button, scroll)]
    assert len(tools) >= SIZES[size], (size, tools)
    assert tools == list(palette.buttons)[: len(tools)]  # the first ones, in their order


@pytest.fixture
def back_to_light():
    yield
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import apply_theme

    apply_theme(QApplication.instance(), Qt.ColorScheme.Light, choice="system")


@pytest.mark.parametrize("look", ["light", "dark"])
def test_the_chosen_tool_stands_out(qtbot, look, back_to_light) -> None:
    """The tool a click draws with is told at a glance: in the selection colour, as the number
    pad shows its mode (Fusion's dark look drew it a shade off the others: #3d3f43 on #4c4e54)."""
    from str8ts_gui.gui.app import apply_theme
    from str8ts_gui.gui.draw.palette import contrast_ratio

    window = new_window(qtbot)
    apply_theme(QApplication.instance(), choice=look)
    window.new_puzzle(9, "sudoku")
    palette = window.rule_tools
    qtbot.waitUntil(lambda: palette.isVisible())
    window.rule_editor.set_tool("killer")
    chosen, other = palette.buttons["killer"], palette.buttons["thermo"]
    assert chosen.isChecked() and not other.isChecked()

    def face(button) -> QColor:
        image = button.grab().toImage()
        return image.pixelColor(4, image.height() // 2)  # inside the frame, left of the text

    assert contrast_ratio(face(chosen), face(other)) >= 2.0, (face(chosen).name(), face(other).name())
