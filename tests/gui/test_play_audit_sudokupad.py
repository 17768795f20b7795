"""Playing on the board as a SudokuPad user does (a fresh audit of the board, the controller
and the number pad): the pad's digits are whole numbers (its 1 then its 2 is a 2 on a 16 x 16),
the top row's digit keys type answers on any keyboard layout (AZERTY's & é " ...), a digit or
mark that can go nowhere says why, Delete under Show Candidates shows what it cleared, a quick
drag out of the grid takes the cells up to its edge, and the pad's Alt+click is a candidate."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board import editing as editing_module
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import click_cell, key, new_window

LEFT = Qt.MouseButton.LeftButton


def play_window(qtbot, puzzle, mode=Mode.PLAY):
    w = new_window(qtbot)
    w.set_document(Document(puzzle), mode=mode)
    return w


def frozen_clock(monkeypatch) -> None:
    """Every click and key at the same moment: "quickly", whatever the machine's speed."""
    monkeypatch.setattr(editing_module.time, "monotonic", lambda: 100.0)


# -- the number pad's digits are whole numbers ---------------------------------------------------------
def test_the_pads_1_then_its_2_is_a_2_not_12_on_a_sixteen_board(qtbot, monkeypatch) -> None:
    """The pad has buttons for 10 to 16: a click on its 1 and then, quickly, on its 2 (a change
    of mind) wrote 12, as the keys 1 then 2 do; and a click on its 1 then the key 6 wrote 16."""
    frozen_clock(monkeypatch)
    window = play_window(qtbot, new_puzzle(16))
    pad, state = window.number_pad, lambda: window.controller.session.state
    click_cell(qtbot, window, 0)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    qtbot.mouseClick(pad.digit_buttons[2], LEFT)
    assert state().entries[0] == 2
    click_cell(qtbot, window, 1)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    key(qtbot, window, Qt.Key.Key_6)
    assert state().entries[1] == 6
    key(qtbot, window, Qt.Key.Key_1)  # the keys still make 10-16...
    key(qtbot, window, Qt.Key.Key_4)
    assert state().entries[1] == 14
    key(qtbot, window, Qt.Key.Key_1)  # ... and the pad's 1 after a key 1 is a 1 again
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    assert state().entries[1] == 0  # (typed twice: taken out)
    qtbot.mouseClick(pad.digit_buttons[16], LEFT)
    assert state().entries[1] == 16


def test_the_pads_1_then_its_3_in_edit_mode_is_the_clue_3(qtbot, monkeypatch) -> None:
    frozen_clock(monkeypatch)
    window = play_window(qtbot, new_puzzle(16), mode=Mode.EDIT)
    pad, ctl = window.number_pad, window.controller
    click_cell(qtbot, window, 3)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    qtbot.mouseClick(pad.digit_buttons[3], LEFT)
    assert ctl.session.puzzle.clues[3] == 3


# -- the top row's digits on any keyboard layout, without Shift too ----------------------------------
def send_key(widget, k, modifiers=Qt.KeyboardModifier.NoModifier, scan: int = 0, virtual: int = 0, text: str = "") -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, k, modifiers, scan, virtual, 0, text))


def test_the_top_rows_digit_keys_type_answers_on_a_french_keyboard(qtbot, monkeypatch) -> None:
    """On an AZERTY keyboard the top row gives & é " ' ( ... without Shift and the digits with it:
    the board took those keys by their position with Shift, Ctrl or Alt (marks) but not alone,
    so the top row typed no answer at all (and Shift+1, the digit 1, a corner mark)."""
    import str8ts_gui.gui.board.board as board_module

    window = play_window(qtbot, new_puzzle(9))
    ctl, board = window.controller, window.board
    state = lambda: ctl.session.state  # noqa: E731
    click_cell(qtbot, window, 0)
    monkeypatch.setattr(board_module, "_platform", lambda: "xcb")  # X11 keycodes 10-19: the top row
    send_key(board, Qt.Key.Key_Ampersand, scan=10, text="&")
    assert state().entries[0] == 1
    click_cell(qtbot, window, 1)
    send_key(board, Qt.Key.Key_Agrave, scan=19, text="à")  # the 0 key: clears, as 0 does
    send_key(board, Qt.Key.Key_Eacute, scan=11, text="é")
    assert state().entries[1] == 2
    send_key(board, Qt.Key.Key_Agrave, scan=19, text="à")
    assert state().entries[1] == 0
    monkeypatch.setattr(board_module, "_platform", lambda: "windows")  # virtual keys '0'..'9'
    send_key(board, Qt.Key.Key_QuoteDbl, virtual=0x33, text='"')
    assert state().entries[1] == 3
    # other keys keep their meaning: Z, X (scan codes 52, 53) choose the entry mode
    monkeypatch.setattr(board_module, "_platform", lambda: "xcb")
    send_key(board, Qt.Key.Key_X, scan=53, text="x")
    assert ctl.entry_mode == "corner"
    send_key(board, Qt.Key.Key_Z, scan=52, text="z")
    assert ctl.entry_mode == "digit"
    assert state().entries[:2] == (1, 3) and state().corner[:2] == (0, 0)


# -- a digit or mark that can go nowhere says why --------------------------------------------------
def test_a_digit_typed_into_black_cells_only_says_so(qtbot) -> None:
    """Str8ts: with only black cells selected a digit or mark did nothing and said nothing (a
    white clue said "... is a clue")."""
    from str8ts_gui.kinds.str8ts.formats import parse_line

    puzzle = parse_line("#" * 2 + "." * 14)  # 4 x 4: r1c1 and r1c2 black
    window = play_window(qtbot, puzzle)
    ctl = window.controller
    ctl.select_cells([0, 1])
    key(qtbot, window, Qt.Key.Key_3)
    assert window.status_message() == "r1c2 is a black cell"
    key(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    assert window.status_message() == "r1c2 is a black cell"
    assert not ctl.session.can_undo


def test_a_digit_typed_on_a_sudoku_given_calls_it_a_given(qtbot) -> None:
    """A Sudoku (or Suguru) player says "given" where a Str8ts one says "clue"."""
    clues = (5,) + (0,) * 80
    window = play_window(qtbot, new_puzzle(9, clues))
    window.controller.select(0)
    key(qtbot, window, Qt.Key.Key_3)
    assert window.status_message() == "r1c1 is a given"
    assert not window.controller.session.can_undo


def test_a_mark_typed_into_cells_holding_answers_only_says_so(qtbot) -> None:
    window = play_window(qtbot, new_puzzle(9))
    ctl = window.controller
    ctl.select_cells([0, 1])
    key(qtbot, window, Qt.Key.Key_5)
    steps = ctl.session._index
    for modifier in (Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        window.show_status("")
        key(qtbot, window, Qt.Key.Key_3, modifier)
        assert window.status_message() == "The selected cells hold answers: marks go in empty cells"
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key.Key_X)  # the Corner mode
    key(qtbot, window, Qt.Key.Key_4)
    assert window.status_message() == "r1c1 holds an answer: marks go in empty cells"
    assert ctl.session._index == steps and ctl.session.state.corner[0] == 0
    ctl.select_cells([0, 1, 2])  # with an empty cell among them: marked there, nothing said
    window.show_status("")
    key(qtbot, window, Qt.Key.Key_4)
    assert ctl.session.state.corner[2] == 1 << 4 and window.status_message() == ""


# -- Delete under Show Candidates ----------------------------------------------------------------------
def test_delete_of_marks_hidden_by_show_candidates_turns_it_off_as_writing_a_mark_does(qtbot) -> None:
    """With Show Candidates on, Delete cleared the player's own marks that it hides: an undo step
    and nothing to see, nothing said (writing a mark turns it off so that the mark shows)."""
    window = play_window(qtbot, new_puzzle(9))
    ctl = window.controller
    state = lambda: ctl.session.state  # noqa: E731
    ctl.select_cells([0, 1])
    key(qtbot, window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, window, Qt.Key.Key_4, Qt.KeyboardModifier.ShiftModifier)
    ctl.set_show_candidates(True)
    key(qtbot, window, Qt.Key.Key_Delete)
    assert state().centre[:2] == (0, 0) and state().corner[:2] == (0, 0)
    assert not ctl.show_candidates  # what Delete did shows
    assert window.status_message() == "Show Candidates is off: you cleared your own pencil marks"
    # a Delete that clears no marks (answers, colours) leaves it on
    key(qtbot, window, Qt.Key.Key_7)
    ctl.set_show_candidates(True)
    key(qtbot, window, Qt.Key.Key_Delete)
    assert state().entries[:2] == (0, 0) and ctl.show_candidates


# -- a quick drag that leaves the board --------------------------------------------------------------
def test_a_quick_drag_out_of_the_grid_selects_the_cells_up_to_its_edge(qtbot) -> None:
    """A quick sweep along a row that ends beyond the grid: the mouse's last report inside was in
    the middle of the row, the next one outside, so the cells between were never selected (a
    right-drag painting black cells lost them too)."""
    from PySide6.QtCore import QPoint

    from gui_helpers import cell_centre, grid_square

    window = play_window(qtbot, new_puzzle(9))
    ctl, board = window.controller, window.board
    square = grid_square(window)
    right_of_grid = QPoint(int(square.right()) + 6, cell_centre(window, 4).y())
    below_grid = QPoint(cell_centre(window, 4 * 9 + 2).x(), int(square.bottom()) + 6)
    qtbot.mousePress(board, LEFT, Qt.KeyboardModifier.NoModifier, cell_centre(window, 0))
    qtbot.mouseMove(board, cell_centre(window, 4))
    qtbot.mouseMove(board, right_of_grid)
    qtbot.mouseRelease(board, LEFT, Qt.KeyboardModifier.NoModifier, right_of_grid)
    assert ctl.selection == set(range(9))
    # a right-drag in edit mode (Str8ts: painting black) to the bottom edge
    from str8ts_gui.kinds.str8ts.formats import parse_line

    window.set_document(Document(parse_line("." * 81)), mode=Mode.EDIT)
    qtbot.mousePress(board, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, cell_centre(window, 2))
    qtbot.mouseMove(board, cell_centre(window, 4 * 9 + 2))
    qtbot.mouseMove(board, below_grid)
    qtbot.mouseRelease(board, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, below_grid)
    black = window.controller.session.puzzle.black
    assert [r for r in range(9) if black[r * 9 + 2]] == list(range(9))
    assert window.controller.session._index == 1  # one undo step


# -- the pad's modifiers are the keys' ---------------------------------------------------------------
def test_alt_click_on_a_pad_digit_writes_a_candidate_as_alt_digit_does(qtbot) -> None:
    """Shift+click and Ctrl+click on the pad write a corner and a centre mark, as Shift+digit and
    Ctrl+digit do; Alt+click wrote an answer, where Alt+digit writes a candidate."""
    window = play_window(qtbot, new_puzzle(9))
    ctl, pad = window.controller, window.number_pad
    state = lambda: ctl.session.state  # noqa: E731
    ctl.select_cells([0, 1])
    qtbot.mouseClick(pad.digit_buttons[4], LEFT, Qt.KeyboardModifier.AltModifier)
    assert state().marks[:2] == (1 << 4, 1 << 4) and state().entries[:2] == (0, 0)
    qtbot.mouseClick(pad.digit_buttons[4], LEFT, Qt.KeyboardModifier.ShiftModifier)
    qtbot.mouseClick(pad.digit_buttons[5], LEFT, Qt.KeyboardModifier.ControlModifier)
    assert state().corner[:2] == (1 << 4, 1 << 4) and state().centre[:2] == (1 << 5, 1 << 5)
    ctl.set_mode(Mode.EDIT)  # edit mode has no candidates: nothing, as Alt+6 there, and it says so
    qtbot.mouseClick(pad.digit_buttons[6], LEFT, Qt.KeyboardModifier.AltModifier)
    assert ctl.session.puzzle.clues[:2] == (0, 0)
    assert window.status_message() == "Candidates are for play mode (F3): in edit mode a digit alone writes the given"
    qtbot.mouseClick(pad.digit_buttons[6], LEFT)  # the digit alone: a clue
    assert ctl.session.puzzle.clues[:2] == (6, 6)


def test_a_cage_sum_typed_on_a_french_keyboard(qtbot, monkeypatch) -> None:
    """The Rules palette's tools read the digit keys themselves: on an AZERTY keyboard the top
    row's é then à (2 then 0) reached them as no digit, and the board took the à for 0, Clear,
    which emptied the selected cells' givens instead of making the cage's sum 20."""
    import str8ts_gui.gui.board.board as board_module
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    from gui_helpers import cell_centre

    clues = [0] * 81
    clues[0] = 9
    window = play_window(qtbot, new_puzzle(9, clues), mode=Mode.EDIT)
    board = window.board
    window.rule_tools.buttons["killer"].click()
    cells = (0, 1, 2, 3, 4)
    qtbot.mousePress(board, LEFT, Qt.KeyboardModifier.NoModifier, cell_centre(window, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(board, cell_centre(window, i))
    qtbot.mouseRelease(board, LEFT, Qt.KeyboardModifier.NoModifier, cell_centre(window, cells[-1]))
    monkeypatch.setattr(board_module, "_platform", lambda: "xcb")
    send_key(board, Qt.Key.Key_Eacute, scan=11, text="é")
    send_key(board, Qt.Key.Key_Agrave, scan=19, text="à")
    puzzle = window.controller.session.puzzle
    assert puzzle.constraints == (KillerCage(cells, 20),)
    assert puzzle.clues[0] == 9
