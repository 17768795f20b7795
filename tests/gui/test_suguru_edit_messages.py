"""What the status bar says when a Suguru edit is refused (a setter's review): a join that
reaches the 9-cell limit named only the last cell it refused and the count the region would
have had ("r2c3 stays in its region: the region of r1c1 has 10 cells", when r2c5, r2c4 and r2c3
stayed out of a region of 9), and a digit above every region read as a fixed range ("7 is not a
digit of this board (1 to 4)"). Now: every cell that stayed out, the region's true size and the
limit; a typed digit too big for the regions says so, in the checker's words for a given that a
later drag leaves larger than its region."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.suguru import model

from gui_helpers import cell_centre, key, new_window, wait_analysis

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
LIMIT = f"a Suguru region has at most {model.MAX_REGION}"


def C(r: int, c: int, width: int = 6) -> int:
    return r * width + c


def drag(window, cells: list[int], button=LEFT) -> None:
    """Press on the first cell, move over the others with the button held, release on the last."""
    board = window.board

    def send(kind, i, pressed, held):
        p = QPointF(cell_centre(window, i))
        QApplication.sendEvent(board, QMouseEvent(kind, p, board.mapToGlobal(p), pressed, held, Qt.KeyboardModifier.NoModifier))

    send(QEvent.Type.MouseButtonPress, cells[0], button, button)
    for i in cells[1:]:
        send(QEvent.Type.MouseMove, i, Qt.MouseButton.NoButton, button)
    send(QEvent.Type.MouseButtonRelease, cells[-1], button, Qt.MouseButton.NoButton)


def region_size(window, i: int) -> int:
    regions = window.controller.session.puzzle.regions
    return regions.count(regions[i])


def suguru_window(qtbot, width: int = 6, height: int = 6):
    window = new_window(qtbot)
    window.new_suguru(width, height)
    assert window.controller.mode == Mode.EDIT
    return window


ROW1 = [C(0, c) for c in range(6)]
ROW2_BACK = [C(1, c) for c in reversed(range(6))]


def test_a_join_at_the_limit_names_every_cell_that_stayed_out_and_the_true_size(qtbot) -> None:
    window = suguru_window(qtbot)
    # the reviewer's drag: r1c1 along row 1, back along row 2 (r1c1's 2 x 2 square has r2c1, r2c2)
    drag(window, ROW1 + ROW2_BACK)
    regions = window.controller.session.puzzle.regions
    assert {i for i in range(36) if regions[i] == regions[0]} == set(ROW1) | {C(1, 0), C(1, 1), C(1, 5)}
    assert window.status_message() == (
        f"r2c5, r2c4 and r2c3 stay in their regions: the region of r1c1 has 9 cells; {LIMIT}"
    )


def test_one_cell_refused_and_many_cells_refused(qtbot) -> None:
    window = suguru_window(qtbot)
    drag(window, ROW1 + [C(1, 5), C(1, 4)])  # r2c5 is the tenth
    assert region_size(window, 0) == 9
    assert window.status_message() == f"r2c5 stays in its region: the region of r1c1 has 9 cells; {LIMIT}"
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    # on along row 3 and back over r2c3 (refused once already: named once)
    drag(window, ROW1 + ROW2_BACK + [C(2, c) for c in range(6)] + [C(1, 5), C(1, 4), C(1, 3), C(1, 2)])
    assert region_size(window, 0) == 9
    assert window.status_message() == (
        f"r2c5, r2c4, r2c3 and 6 more cells stay in their regions: the region of r1c1 has 9 cells; {LIMIT}"
    )


def test_a_split_at_the_limit_says_the_same(qtbot) -> None:
    window = suguru_window(qtbot)
    drag(window, ROW1 + ROW2_BACK, RIGHT)  # a new region of the cells passed: r2c3 is the tenth
    assert region_size(window, 0) == 9
    assert window.status_message() == (
        f"r2c3, r2c2 and r2c1 stay in their regions: the region of r1c1 has 9 cells; {LIMIT}"
    )


def test_space_says_how_large_the_region_would_be(qtbot) -> None:
    window = suguru_window(qtbot)
    ctl = window.controller
    ctl.select(0)
    for _ in range(5):
        key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)  # row 1, r2c6, r3c6: they join the cursor's 2 x 2 square
    before = ctl.session.puzzle
    key(qtbot, window, Qt.Key.Key_Space)
    assert ctl.session.puzzle == before
    assert window.status_message() == f"Regions unchanged: the region of r3c6 would have 11 cells; {LIMIT}"


def test_a_digit_above_every_region_says_why(qtbot) -> None:
    window = suguru_window(qtbot)  # 2 x 2 regions
    ctl = window.controller
    ctl.select(0)
    for digit, k in ((7, Qt.Key.Key_7), (5, Qt.Key.Key_5)):
        key(qtbot, window, k)
        assert ctl.session.puzzle.clues[0] == 0
        assert window.status_message() == (
            f"{digit} is too big for this Suguru: its largest region has 4 cells (digits 1 to 4)"
        )
    # a bigger region: 5 is a digit now
    drag(window, [C(0, 0), C(0, 1), C(0, 2), C(0, 3)])
    assert region_size(window, 0) == 6
    ctl.select(0)
    key(qtbot, window, Qt.Key.Key_5)
    assert ctl.session.puzzle.clues[0] == 5
    # the same words in play mode
    ctl.set_mode(Mode.PLAY)
    ctl.select(1)
    key(qtbot, window, Qt.Key.Key_7)
    assert window.status_message() == "7 is too big for this Suguru: its largest region has 6 cells (digits 1 to 6)"


def test_a_digit_too_big_for_its_region_in_the_checkers_words(qtbot) -> None:
    window = suguru_window(qtbot)
    ctl = window.controller
    drag(window, [C(0, 1)], RIGHT)  # r1c2 splits off: r1c1's region has 3 cells, r1c2's 1
    ctl.select(0)
    key(qtbot, window, Qt.Key.Key_4)
    assert ctl.session.puzzle.clues[0] == 0
    assert window.status_message() == "4 in r1c1 would be larger than its region of 3 cells (digits 1 to 3)"
    ctl.select(1)
    key(qtbot, window, Qt.Key.Key_2)
    assert window.status_message() == "2 in r1c2 would be larger than its region of 1 cell (digit 1 only)"
    # typed first, then the region shrinks: the given stays, and the checker says it alike
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    ctl.select(0)
    key(qtbot, window, Qt.Key.Key_4)
    assert ctl.session.puzzle.clues[0] == 4
    drag(window, [C(0, 1)], RIGHT)
    assert ctl.session.puzzle.clues[0] == 4
    wait_analysis(qtbot, window, "No solution")
    assert "4 in r1c1 is larger than its region of 3 cells" in window.status_message()
