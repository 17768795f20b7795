"""A new document's badge never shows the verdict on the board before: "Checking…" at once,
then its own verdict (an audit saw "Multiple solutions" on a unique puzzle for about 150 ms
after opening it, until the debounced check started)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.formats import parse_line

from gui_helpers import gentle_window, wait_analysis

UNIQUE = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."
SEVERAL = "." * 80 + "1"


def test_opening_another_puzzle_says_checking_at_once(qtbot) -> None:
    window = gentle_window(qtbot)
    window.set_document(Document(parse_line(SEVERAL)))
    wait_analysis(qtbot, window, "Multiple solutions")
    window.set_document(Document(parse_line(UNIQUE)))
    assert window.analysis_label.text() == "Checking…"  # before any event: not the old verdict
    wait_analysis(qtbot, window, "Unique solution")


def test_a_paste_says_checking_at_once(qtbot) -> None:
    window = gentle_window(qtbot)
    window.set_document(Document(parse_line(SEVERAL)))
    wait_analysis(qtbot, window, "Multiple solutions")
    QGuiApplication.clipboard().setText(UNIQUE)
    window.paste()
    assert window.analysis_label.text() == "Checking…"
    wait_analysis(qtbot, window, "Unique solution")


def test_an_edit_keeps_its_verdict_until_the_check_starts(qtbot) -> None:
    """(No flicker while typing: the verdict stays until the check begins.)"""
    window = gentle_window(qtbot)
    window.set_document(Document(parse_line(UNIQUE)))
    wait_analysis(qtbot, window, "Unique solution")
    window.set_mode(Mode.EDIT)
    window.controller.select(0)
    window.controller.type_digit(5)  # a new given: the puzzle changed
    assert window.analysis.pending and window.analysis_label.text() == "Unique solution"
