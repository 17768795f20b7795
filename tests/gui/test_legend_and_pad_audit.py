"""Highlight Legend and number pad audit (as a SudokuPad / HoDoKu player reads them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.draw.palette import PAINT_LIGHT
from str8ts_gui.gui.board.legend import ENTRIES, LegendDialog, describe

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


def test_the_centre_button_names_no_c_key_where_c_types_the_digit_12(qtbot) -> None:
    # On a board with the digit 12 the C key types 12, yet the pad's Centre said "(key C)".
    from PySide6.QtCore import Qt

    from gui_helpers import key
    from str8ts_gui.gui.panels.number_pad import NumberPad

    window = new_window(qtbot)
    pad = window.findChild(NumberPad, "number_pad")
    centre = pad.mode_buttons["centre"]
    assert centre.toolTip().endswith("(key C)")  # 9 x 9
    for size, kind, c_is_centre in ((16, "sudoku", False), (12, "sudoku", False), (10, "str8ts", True), (9, "sudoku", True)):
        window.new_puzzle(size, kind)
        ctl = window.controller
        ctl.set_mode(Mode.PLAY)
        ctl.select(0)
        key(qtbot, window, Qt.Key.Key_C)
        assert (ctl.entry_mode == "centre") == c_is_centre, size
        assert ("(key C)" in centre.toolTip()) == c_is_centre, size
        if not c_is_centre:
            assert ctl.session.state.entries[0] == 12 and "C key types 12" in centre.toolTip()
        ctl.set_entry_mode("digit")
    assert pad.mode_buttons["corner"].toolTip().endswith("(key X)")


def _colours(widget) -> set[str]:
    """Every colour in a picture of ``widget`` ("#rrggbb")."""
    from PySide6.QtGui import QImage

    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(image.constBits())[: image.bytesPerLine() * image.height()]
    pixels = {data[k:k + 4] for k in range(0, len(data), 4)}
    return {f"#{p[2]:02x}{p[1]:02x}{p[0]:02x}" for p in pixels}  # (B, G, R, A in memory)


def test_help_links_take_the_new_look_at_once(qtbot) -> None:
    # Help open while Preferences switched to Dark kept the light look's dark blue links on the
    # dark page (and, back to Light, the dark look's pale links on white) until another page.
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.app import apply_theme
    from str8ts_gui.gui.help import HelpBrowser

    app = QApplication.instance()
    browser = HelpBrowser()
    qtbot.addWidget(browser)
    try:
        browser.show_page("rules/sudoku.md")
        qtbot.waitExposed(browser)
        light_link = browser.text.palette().color(QPalette.ColorRole.Link).name()
        assert light_link in _colours(browser.text.viewport())
        apply_theme(app, Qt.ColorScheme.Dark, choice="dark")
        QApplication.processEvents()
        dark_link = browser.text.palette().color(QPalette.ColorRole.Link).name()
        assert dark_link != light_link
        seen = _colours(browser.text.viewport())
        assert dark_link in seen and light_link not in seen
        assert browser.page == "rules/sudoku.md" and not browser.history  # the same page, no step back added
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")
    QApplication.processEvents()
    seen = _colours(browser.text.viewport())
    assert light_link in seen and dark_link not in seen


def test_the_pad_digits_follow_a_larger_font_and_stay_whole(qtbot) -> None:
    # The digits' larger font was made when they were built: with the window's font made larger
    # (the system's text scale, 150%), the words grew and the digits stayed small.
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.panels.number_pad import NumberPad

    app = QApplication.instance()
    old = QFont(app.font())
    window = new_window(qtbot)
    window.new_puzzle(16, "sudoku")
    pad = window.findChild(NumberPad, "number_pad")
    before = pad.digit_buttons[16].font().pointSizeF()
    bigger = QFont(old)
    bigger.setPointSizeF(old.pointSizeF() * 1.5)
    try:
        app.setFont(bigger)
        QApplication.processEvents()
        for d, b in pad.digit_buttons.items():
            assert b.font().pointSizeF() == pytest.approx(before * 1.5), d
            assert b.font().bold()
            assert b.fontMetrics().horizontalAdvance(b.text()) < b.width(), d  # "16" not cut
    finally:
        app.setFont(old)
    QApplication.processEvents()
    assert pad.digit_buttons[16].font().pointSizeF() == pytest.approx(before)


def test_the_legend_says_the_pad_highlights_a_digit_with_a_right_click(qtbot) -> None:
    # The legend said the focus digit is "the digit you clicked (on the board or the number pad)":
    # a (left) click on the pad types the digit and highlights nothing; a right click does.
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.panels.number_pad import NumberPad

    window = new_window(qtbot)
    ctl = window.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(3)
    pad = window.findChild(NumberPad, "number_pad")
    qtbot.mouseClick(pad.digit_buttons[5], Qt.MouseButton.LeftButton)
    assert ctl.session.state.entries[3] == 5 and ctl.focus_digit is None
    qtbot.mouseClick(pad.digit_buttons[5], Qt.MouseButton.RightButton)
    assert ctl.focus_digit == 5
    text = describe("focus")
    assert "right-clicked on the number pad" in text and "(on the board or the number pad)" not in text


def test_clear_names_a_sudoku_or_suguru_clue_a_given(qtbot) -> None:
    # In edit mode Clear said "Clear clue" on every board, where the status bar ("New 9 x 9 Sudoku:
    # type the givens") and the messages ("r1c1 is a given") call a Sudoku's or Suguru's clues givens.
    from str8ts_gui.gui.panels.number_pad import NumberPad

    window = new_window(qtbot)
    pad = window.findChild(NumberPad, "number_pad")
    for size, kind, word in ((9, "str8ts", "Clear clue"), (9, "sudoku", "Clear given"), (16, "sudoku", "Clear given"),
                             (6, "suguru", "Clear given"), (16, "str8ts", "Clear clue")):
        window.new_puzzle(size, kind)
        assert window.controller.mode == Mode.EDIT
        assert pad.clear_button.accessibleName() == word, kind
        assert " ".join(pad.clear_button.text().split("\n")) == word, kind
        window.controller.set_mode(Mode.PLAY)
        assert pad.clear_button.text() == "Clear"


def test_shift_digit_on_a_pad_button_writes_a_corner_mark_on_the_board(qtbot) -> None:
    # With the keyboard on a pad button (Tab), 5 typed an answer on the board but Shift+5 did
    # nothing: Shift+5 comes as "%" (a US layout), which the panels did not take for a digit key.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.panels.number_pad import NumberPad

    window = new_window(qtbot)
    ctl = window.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(3)
    pad = window.findChild(NumberPad, "number_pad")
    button = pad.digit_buttons[9]
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(button, Qt.Key.Key_Percent, Qt.KeyboardModifier.ShiftModifier)
    state = ctl.session.state
    assert state.entries[3] == 0 and state.corner[3] == 1 << 5
    assert QApplication.focusWidget() is window.board  # the keyboard went with it, as for a plain digit
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(button, Qt.Key.Key_Percent)  # (no Shift: not a digit key)
    assert QApplication.focusWidget() is button
    qtbot.keyClick(button, Qt.Key.Key_4)
    assert ctl.session.state.entries[3] == 4
