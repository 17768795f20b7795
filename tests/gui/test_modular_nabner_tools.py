"""Rule tools and drawings for modular and nabner lines: the Modular line and Nabner line tools (a
drag, undo and redo, a single cell refused, erase) and the drawings (a teal and a khaki line, each
edge 3:1 from the cell and the digits 4.5:1 on the body, light and dark). Screens go to tmp_path."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.palette import DARK, LIGHT, LINE_OPACITY, OPEN_TEXT, contrast_ratio
from str8ts_gui.gui.draw.sudoku_variants.modular import TEAL, TEAL_EDGE
from str8ts_gui.gui.draw.sudoku_variants.nabner import KHAKI, KHAKI_EDGE
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.rule_tools import TOOLS
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers

from rule_tool_helpers import N, board_image, centre, click_at, close, drag, rc, rules, sudoku_edit_window, undo, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_modular_line_tool_with_undo(qtbot, window: MainWindow) -> None:
    assert "1/4/7" in next(t.tip for t in TOOLS if t.name == "modular")
    use(window, "modular")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(2, 3), rc(2, 4))
    line = ModularLine((rc(1, 1), rc(1, 2), rc(2, 3), rc(2, 4)))
    assert "Modular line on r1c1" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    drag(qtbot, window, rc(8, 8), rc(8, 9))
    assert rules(window) == (line, ModularLine((rc(8, 8), rc(8, 9))))
    undo(qtbot, window)
    assert rules(window) == (line,)
    click_at(qtbot, window, centre(window, rc(6, 6)))  # one cell is no line
    assert rules(window) == (line,) and "A Modular line needs two or more cells" in window.status_message()
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(1, 2)))
    assert rules(window) == ()


def _body(colour: str, cell: QColor) -> QColor:
    a = QColor(colour)
    return QColor(*(round(LINE_OPACITY * x + (1 - LINE_OPACITY) * y) for x, y in zip(a.getRgb()[:3], cell.getRgb()[:3])))


@pytest.mark.parametrize("dark", [False, True])
def test_modular_line_is_teal_and_readable(dark: bool, tmp_path) -> None:
    palette = DARK if dark else LIGHT
    cell = palette.colour("cell")
    assert contrast_ratio(QColor(TEAL_EDGE[dark]), cell) >= 3.0
    body = _body(TEAL[dark], cell)
    assert all(contrast_ratio(palette.colour(t), body) >= 4.5 for t in OPEN_TEXT)
    modular = ModularLine((rc(2, 2), rc(2, 3), rc(3, 4)))
    others = (Whispers((rc(6, 2), rc(6, 3))), EntropicLine((rc(8, 2), rc(8, 3))))
    image, sq = board_image(new_puzzle(N).replace(constraints=(modular, *others)), dark=dark)
    image.save(str(tmp_path / f"modular_{'dark' if dark else 'light'}.png"))
    size = sq.width() / N

    def at(row: int, col: int) -> QColor:
        return image.pixelColor(round(sq.left() + (col - 0.5) * size), round(sq.top() + (row - 0.5) * size))

    for row, col in ((2, 2), (2, 3), (3, 4)):
        assert close(at(row, col), body, 4), (row, col, at(row, col).name())
    assert close(at(5, 5), cell, 4), "nothing off the line"
    teal = QColor(TEAL[dark]).hueF()
    for row, col in ((6, 2), (8, 2)):  # whispers and entropic lines: other hues
        assert abs(at(row, col).hueF() - teal) > 0.08, (row, col)


def test_nabner_line_tool_with_undo(qtbot, window: MainWindow) -> None:
    assert "consecutive" in next(t.tip for t in TOOLS if t.name == "nabner")
    use(window, "nabner")
    drag(qtbot, window, rc(3, 3), rc(4, 4), rc(5, 5))
    line = NabnerLine((rc(3, 3), rc(4, 4), rc(5, 5)))
    assert "Nabner line on r3c3" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    click_at(qtbot, window, centre(window, rc(6, 6)))  # one cell is no line
    assert rules(window) == (line,) and "A Nabner line needs two or more cells" in window.status_message()
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(4, 4)))
    assert rules(window) == ()


@pytest.mark.parametrize("dark", [False, True])
def test_nabner_line_is_khaki_and_readable(dark: bool, tmp_path) -> None:
    palette = DARK if dark else LIGHT
    cell = palette.colour("cell")
    assert contrast_ratio(QColor(KHAKI_EDGE[dark]), cell) >= 3.0
    body = _body(KHAKI[dark], cell)
    assert all(contrast_ratio(palette.colour(t), body) >= 4.5 for t in OPEN_TEXT)
    nabner = NabnerLine((rc(2, 2), rc(2, 3), rc(3, 4)))
    image, sq = board_image(new_puzzle(N).replace(constraints=(nabner, EntropicLine((rc(8, 2), rc(8, 3))))), dark=dark)
    image.save(str(tmp_path / f"nabner_{'dark' if dark else 'light'}.png"))
    size = sq.width() / N

    def at(row: int, col: int) -> QColor:
        return image.pixelColor(round(sq.left() + (col - 0.5) * size), round(sq.top() + (row - 0.5) * size))

    for row, col in ((2, 2), (2, 3), (3, 4)):
        assert close(at(row, col), body, 4), (row, col, at(row, col).name())
    assert close(at(5, 5), cell, 4), "nothing off the line"
    if not dark:  # (dark bodies are all deep shades near the cell's: their edges tell them apart)
        assert not close(at(8, 2), body, 20), "an entropic line looks otherwise"
