"""Highlight Legend and number pad audit (as a SudokuPad / HoDoKu player reads them)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.draw.palette import PAINT_LIGHT
from str8ts_gui.gui.legend import ENTRIES, LegendDialog, describe

from gui_helpers import cell_centre, new_window


def test_a_painted_cell_tooltip_names_its_colour_in_words_and_the_legend_shows_it(qtbot) -> None:
    # A cell the player painted said "colours" in its tooltip (the highlight's internal key), and
    # sent the player to the Highlight Legend, which had no row for a painted cell.
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    ctl = window.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(0)
    ctl.type_digit(3, layer="colour")
    assert ctl.session.state.colours[0]
    tip = window.board.tooltip_at(QPointF(cell_centre(window, 0)))
    lines = tip.split("<br>")
    assert "colours" not in lines
    assert lines[1] == describe("colours") and lines[1].startswith("Painted cell: ")
    assert "colours" in {e.key for e in ENTRIES}
    dialog = LegendDialog()
    qtbot.addWidget(dialog)
    picture, text = dialog.rows["colours"]
    assert "Painted cell" in text.text()
    # the sample is the board's drawing of a cell painted orange and blue (two slices)
    image = picture.pixmap().toImage()
    seen = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    assert {PAINT_LIGHT[1], PAINT_LIGHT[5]} <= seen
