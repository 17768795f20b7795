"""Rule tools and drawings for slow thermometers and entropic lines: the Slow thermo tool (a drag
from the bulb, a line longer than the board is wide, undo and redo, erase), the Entropic line
tool (undo and redo) and the drawings (a grey tube with a hollow bulb: the cell's colour inside a
grey ring; an orange line). Screens go to /tmp/more_lines_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.draw.sudoku_variants.entropic import ORANGE
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

from rule_tool_helpers import N, board_image, centre, click_at, close, drag, rc, rules, sudoku_edit_window, undo, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


# -- the Slow thermo tool ---------------------------------------------------------------------------
def test_slow_thermo_tool_draws_from_the_bulb_with_undo(qtbot, window: MainWindow) -> None:
    use(window, "slow_thermo")
    drag(qtbot, window, rc(2, 2), rc(3, 3), rc(3, 4))
    line = SlowThermometer((rc(2, 2), rc(3, 3), rc(3, 4)))
    assert "Slow thermometer from r2c2" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    # longer than the board is wide: a whole row and down a column (digits may repeat)
    drag(qtbot, window, rc(5, 1), rc(5, 9), rc(9, 9))
    long = rules(window)[-1]
    assert isinstance(long, SlowThermometer) and len(long.cells) == 13 and long.cells[0] == rc(5, 1)
    undo(qtbot, window)
    assert rules(window) == (line,)
    click_at(qtbot, window, centre(window, rc(7, 7)))  # one cell is no line
    assert rules(window) == (line,) and "two or more cells" in window.status_message()
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(3, 3)))
    assert rules(window) == ()
    undo(qtbot, window)
    assert rules(window) == (line,)


def test_entropic_line_tool_with_undo(qtbot, window: MainWindow) -> None:
    use(window, "entropic")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(2, 3), rc(2, 4))
    line = EntropicLine((rc(1, 1), rc(1, 2), rc(2, 3), rc(2, 4)))
    assert "Entropic line on r1c1" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    drag(qtbot, window, rc(8, 8), rc(8, 9))
    assert rules(window) == (line, EntropicLine((rc(8, 8), rc(8, 9))))
    undo(qtbot, window)
    assert rules(window) == (line,)


# -- the drawing ------------------------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
def test_slow_thermometer_has_a_hollow_bulb_and_a_thermometer_tube(dark: bool, tmp_path) -> None:
    palette = DARK if dark else LIGHT
    grey = QColor(palette.thermo)
    slow = SlowThermometer((rc(2, 2), rc(2, 3), rc(2, 4)))
    solid = Thermometer((rc(6, 2), rc(6, 3), rc(6, 4)))
    entropic = EntropicLine((rc(8, 5), rc(8, 6), rc(7, 7), rc(7, 8)))
    image, sq = board_image(new_puzzle(N).replace(constraints=(slow, solid, entropic)), dark=dark)
    image.save(str(tmp_path / f"more_lines_{'dark' if dark else 'light'}.png"))
    cell = sq.width() / N

    def at(row: int, col: int, dx: float = 0.0, dy: float = 0.0) -> QColor:
        return image.pixelColor(round(sq.left() + (col - 0.5 + dx) * cell), round(sq.top() + (row - 0.5 + dy) * cell))

    assert close(at(6, 2), grey, 8), "a thermometer's bulb is solid"
    empty = at(4, 7)
    assert not close(empty, grey, 12)
    assert close(at(2, 2), empty, 8), "a slow thermometer's bulb is hollow: the cell's colour inside"
    assert close(at(2, 2, dx=-0.34), grey, 8) and close(at(2, 2, dy=0.34), grey, 8), "its ring"
    assert close(at(2, 3), grey, 8) and close(at(2, 4), grey, 8), "its tube"
    assert close(at(3, 3), empty, 8), "nothing off the line"
    # the entropic line: orange (semi-transparent over the cell), its hue clearly orange
    for row, col in ((8, 5), (8, 6), (7, 7), (7, 8)):
        c = at(row, col)
        assert not close(c, empty, 20) and c.red() > c.green() > c.blue(), (row, col, c.name())
    assert close(at(8, 8), empty, 8)
    orange = QColor(ORANGE[dark])
    assert abs(at(8, 6).hueF() - orange.hueF()) < 0.05
