"""Edit > Puzzle Info…'s note under the fields says where the info shows: Help > Rules of This
Puzzle's Variants (Shift+F4) is greyed out on a puzzle with neither variant rules nor rules in
words, so the note must not promise it shows a classic Sudoku's title and author alone."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel

from gui_helpers import new_window
from str8ts_gui.core.session import DocInfo
from str8ts_gui.gui.files.puzzle_info import PuzzleInfoDialog


def test_the_note_says_when_shift_f4_shows_the_info(qtbot) -> None:
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    info = DocInfo("Morning", "Ann", "")
    window.controller.session.set_info(info)
    assert not window.act_variant_help.isEnabled()  # a classic Sudoku, a title and author only

    dialog = PuzzleInfoDialog(info, window, "sudoku")
    qtbot.addWidget(dialog)
    note = next(label.text() for label in dialog.findChildren(QLabel) if "Shift+F4" in label.text())
    sentence = next(s for s in re.split(r"(?<=[.;])\s+", note) if "Shift+F4" in s)
    assert "rules in words" in sentence, note

    window.controller.session.set_info(DocInfo("Morning", "Ann", "Digits on the green line add up to 10."))
    assert window.act_variant_help.isEnabled()  # ... and with rules in words it shows them
