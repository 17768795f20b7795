"""A reviewer's findings on Suguru regions that leave no solution: on a new 4 x 4 board, right
clicks on r1c1 and r2c2 (two touching regions of one cell) gave "No solution: the grid cannot be
filled, whatever the givens" with nothing ringed; on the Library's "Suguru 6x6 Hard" a right
click on r1c2 (a region of one cell beside the given 1 in r2c3) blamed that given alone. Now the
status bar and the badge's tooltip name the regions (and the given), and those cells are ringed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.session import Mode

from gui_helpers import cell_centre, new_window, wait_analysis

ROOT = Path(__file__).resolve().parents[2]
RIGHT = Qt.MouseButton.RightButton


def right_click(window, i: int) -> None:
    """A right click on cell ``i`` in edit mode: the cell becomes a region of its own."""
    board = window.board
    p = QPointF(cell_centre(window, i))
    for kind, pressed, held in (
        (QEvent.Type.MouseButtonPress, RIGHT, RIGHT),
        (QEvent.Type.MouseButtonRelease, RIGHT, Qt.MouseButton.NoButton),
    ):
        QApplication.sendEvent(board, QMouseEvent(kind, p, board.mapToGlobal(p), pressed, held, Qt.KeyboardModifier.NoModifier))


def region_size(window, i: int) -> int:
    regions = window.controller.session.puzzle.regions
    return regions.count(regions[i])


def says_and_rings(qtbot, window, want: str, cells: set[int]) -> None:
    """The window says ``want`` in its status bar and the badge's tooltip, and rings ``cells``."""
    qtbot.waitUntil(lambda: window.status_message() == want, timeout=5000)
    assert window.controller.conflict == cells
    assert window.analysis_label.text() == "No solution"
    assert want in window.analysis_label.toolTip()
    assert window.controller.render_options().conflict == cells  # what the board rings


def test_two_touching_regions_of_one_cell_are_named_and_ringed(qtbot) -> None:
    window = new_window(qtbot)
    window.new_suguru(4, 4)
    assert window.controller.mode == Mode.EDIT
    right_click(window, 0)
    assert region_size(window, 0) == 1
    wait_analysis(qtbot, window, "No solution")
    # one click already leaves the rest of r1c1's square no place for its 1
    qtbot.waitUntil(lambda: window.controller.conflict == {0, 1, 4, 5}, timeout=5000)
    assert window.status_message().startswith("No solution: the region of r1c2 (ringed) has no place for its 1")
    right_click(window, 5)
    assert region_size(window, 5) == 1
    want = (
        "No solution: r1c1 and r2c2 (ringed) are regions of one cell that touch, and each must be 1; "
        "change the regions"
    )
    says_and_rings(qtbot, window, want, {0, 5})


def test_the_reason_comes_back_after_an_edit_that_keeps_it(qtbot) -> None:
    """A Suguru setter: after the next edit (another right click, a given typed elsewhere) the
    status bar went blank while the badge still said "No solution"."""
    window = new_window(qtbot)
    window.new_suguru(6, 6)
    right_click(window, 0)
    right_click(window, 1)
    want = "No solution: r1c1 and r1c2 (ringed) are regions of one cell that touch, and each must be 1; change the regions"
    qtbot.waitUntil(lambda: window.status_message() == want, timeout=5000)
    window.status_bar.show_message("", 0)  # the message gone (its time up, or cleared)
    right_click(window, 35)  # r6c6: the two regions of one cell still touch
    qtbot.waitUntil(lambda: window.status_message() == want, timeout=5000)


def test_a_region_of_one_cell_beside_a_given_1_names_both(qtbot, monkeypatch) -> None:
    docs = load_documents(ROOT / "puzzles" / "suguru-library.txt")
    index = next(k for k, d in enumerate(docs) if d.title == "Suguru 6x6 Hard")
    window = new_window(qtbot)
    assert window.load_path(ROOT / "puzzles" / "suguru-library.txt", index)
    assert window.controller.session.puzzle == docs[index].puzzle
    wait_analysis(qtbot, window, "Unique solution")
    window.set_mode(Mode.EDIT)
    right_click(window, 1)  # r1c2
    assert region_size(window, 1) == 1
    want = (
        "No solution: r1c2 (ringed), a region of one cell, must be 1 and touches the given 1 in r2c3 (ringed); "
        "change the regions or the given"
    )
    says_and_rings(qtbot, window, want, {1, 8})
