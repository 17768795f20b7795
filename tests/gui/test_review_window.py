"""A review of the window work of issue 19, as a demanding new user would try it: what the
guide promises and did not hold (each test failed before its fix)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board import editing as editing_module
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import click_cell, key, new_window
from test_marks_and_selection import _render  # a board drawn into a picture

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def rc(row: int, col: int, n: int = 9) -> int:
    return (row - 1) * n + col - 1


def _window(qtbot, puzzle, mode=Mode.PLAY):
    w = new_window(qtbot)
    w.set_document(Document(puzzle), mode=mode)
    return w


# -- 16 x 16: "1 then 0-6 quickly" is 10-16, the 0 too ------------------------------------------------
def _typing(qtbot, window, monkeypatch):
    """A function typing keys on the board, each ``gap`` seconds after the one before (a fake clock)."""
    clock = [100.0]
    monkeypatch.setattr(editing_module.time, "monotonic", lambda: clock[0])  # (the typing clock)

    def type_keys(*keys, modifier=Qt.KeyboardModifier.NoModifier, gap: float = 0.3) -> None:
        for k in keys:
            clock[0] += gap
            key(qtbot, window, k, modifier)

    return type_keys


def test_one_then_zero_types_ten_on_a_sixteen_board(qtbot, monkeypatch) -> None:
    window = _window(qtbot, new_puzzle(16))
    state = lambda: window.controller.session.state  # noqa: E731
    type_keys = _typing(qtbot, window, monkeypatch)
    click_cell(qtbot, window, rc(2, 2, 16))
    steps = window.controller.session._index
    type_keys(Qt.Key.Key_1, Qt.Key.Key_0)  # was: the 0 cleared the cell
    assert state().entries[rc(2, 2, 16)] == 10 and window.controller.session._index == steps + 1
    type_keys(Qt.Key.Key_0, gap=5)  # a 0 on its own still clears
    assert state().entries[rc(2, 2, 16)] == 0
    # marks are typed several at a time: 1 then 2 quickly are the marks 1 and 2, never 12
    for modifier, layer in ((SHIFT, "corner"), (CTRL, "centre"), (Qt.KeyboardModifier.AltModifier, "marks")):
        type_keys(Qt.Key.Key_1, Qt.Key.Key_2, modifier=modifier, gap=0.2)
        assert state().layer(layer)[rc(2, 2, 16)] == (1 << 1) | (1 << 2), layer
    type_keys(Qt.Key.Key_A, modifier=SHIFT)  # a corner mark 10: Shift+A
    assert state().corner[rc(2, 2, 16)] == (1 << 1) | (1 << 2) | (1 << 10)
    # on a 9 x 9 board 1 then 0 is a 1, then the cell cleared (as before)
    window.set_document(Document(new_puzzle(9)), mode=Mode.PLAY)
    click_cell(qtbot, window, rc(1, 2))
    type_keys(Qt.Key.Key_1)
    assert state().entries[rc(1, 2)] == 1
    type_keys(Qt.Key.Key_0)
    assert state().entries[rc(1, 2)] == 0


def test_a_two_digit_clue_in_edit_mode_whatever_the_play_mode_entry_mode(qtbot, monkeypatch) -> None:
    window = _window(qtbot, new_puzzle(16))
    ctl = window.controller
    type_keys = _typing(qtbot, window, monkeypatch)
    key(qtbot, window, Qt.Key.Key_V)  # colour mode in play mode...
    assert ctl.entry_mode == "colour"
    key(qtbot, window, Qt.Key.Key_F2)  # ... then edit mode: digits are clues
    click_cell(qtbot, window, rc(1, 1, 16))
    type_keys(Qt.Key.Key_1, Qt.Key.Key_6)
    assert ctl.session.puzzle.clues[rc(1, 1, 16)] == 16


# -- corner marks keep off a cage's total ------------------------------------------------------------
def test_a_corner_mark_never_stands_beside_a_cage_total_as_if_part_of_it(qapp) -> None:
    """Five corner marks in a cage's first cell: the one on the top side stood just right of the
    total, so "12" and the mark 4 read as "124"."""
    from PySide6.QtCore import QRectF

    from str8ts_gui.core.puzzle import PlayState, digits_mask
    from str8ts_gui.gui.draw import label_rect
    from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    side = 540
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    for total in (12, 45, 8):
        puzzle = new_puzzle(9).replace(constraints=(KillerCage((0, 1, 9), total),))
        plain = PlayState.new(puzzle)
        marked = plain.replace(corner=[digits_mask(range(1, 6))] + [0] * 80)
        label = label_rect(cell_rect(square, 9, 0), cell, str(total))
        beside = label.adjusted(0, 0, cell * 0.15, 0)  # the total and a gap after it
        r = beside.toAlignedRect()

        def pixels(image):
            return [image.pixel(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]

        options = RenderOptions(selected=40)
        assert pixels(_render(marked, options)) == pixels(_render(plain, options)), total
        # every mark is still drawn: five marks of ink in the cell beyond the total
        box = cell_rect(square, 9, 0).toAlignedRect()
        ink = lambda image: sum(  # noqa: E731
            1 for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())
            if image.pixelColor(x, y).lightness() < 100
        )
        assert ink(_render(marked, options)) > ink(_render(plain, options)) + 5 * 10


# -- a coloured black cell stays black ------------------------------------------------------------
def test_a_painted_black_cell_stays_black_with_its_white_clue_readable(qapp) -> None:
    """Colour 2 painted on a black cell holding a 6 filled the whole cell light orange: the cell
    no longer looked black and its white 6 all but vanished (contrast 1.45:1)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from str8ts_gui.core.puzzle import PlayState, Puzzle
    from str8ts_gui.gui.draw.palette import paint_colours
    from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect

    puzzle = Puzzle.empty(9).with_cell(0, black=True, clue=6).with_cell(1, black=True)
    state = PlayState.new(puzzle).replace(colours=[1 << 2, 1 << 2] + [0] * 79)
    side = 540
    square = board_square(QRectF(0, 0, side, side), 9)
    for dark in (False, True):
        options = RenderOptions(selected=40, dark=dark)
        image = _render(state, options, side)
        paint = QColor(paint_colours(dark)[1]).rgb()
        black = QColor(options.palette.black).rgb()
        for i in (0, 1):
            box = cell_rect(square, 9, i)
            inner = box.adjusted(box.width() * 0.3, box.height() * 0.3, -box.width() * 0.3, -box.height() * 0.3)
            r = inner.toAlignedRect()
            middle = [image.pixel(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]
            assert paint not in middle and black in middle, (dark, i)  # black around the clue
            edge = QRectF(box.left() + box.width() * 0.4, box.top() + 3, box.width() * 0.2, 3).toAlignedRect()
            band = [image.pixel(x, y) for y in range(edge.top(), edge.bottom() + 1) for x in range(edge.left(), edge.right() + 1)]
            assert paint in band, (dark, i)  # the colour shows along the cell's edge


# -- the Generate dialog's rule boxes whole after choosing Sudoku -------------------------------------
def test_generate_dialog_rule_boxes_stay_whole_when_sudoku_is_chosen_in_it(qtbot) -> None:
    """Opened on Str8ts (400 px wide), then Sudoku chosen: the dialog kept its width and cut
    "Non-consecutive", "Disjoint groups"... and the player could shrink it to 400 px again."""
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("str8ts"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("sudoku"))
    for size in (None, (1, 1)):  # as it is, then as small as the player can make it
        if size is not None:
            dialog.resize(*size)
        qtbot.wait(30)
        QApplication.processEvents()
        for box in dialog.rule_checks.values():
            assert box.isVisible() and box.width() >= box.sizeHint().width(), (size, box.text(), box.width())
    assert dialog.width() >= 400
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("str8ts"))
    dialog.resize(1, 1)
    qtbot.wait(30)
    assert dialog.width() >= 400  # never narrower than before


# -- 700 x 550, every panel open, then edit mode: the Rules palette joins them --------------------------
def test_edit_mode_with_every_panel_open_in_a_small_window_moves_no_cell(qtbot) -> None:
    """At 700 x 550 with the number pad, hint and solution path open, F2 on a Sudoku added the
    Rules palette to a column already at its least height: the window grew 22 pixels and every
    cell moved down 11 (and stayed there after F3)."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.kinds.sudoku import formats as sudoku_formats

    from gui_helpers import cell_centre

    alt = Qt.KeyboardModifier.AltModifier
    window = _window(qtbot, sudoku_formats.parse_line(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    window.resize(700, 550)
    qtbot.waitUntil(lambda: window.width() == 700 and window.height() == 550)
    with qtbot.waitSignal(window.hints.hintShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=20000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | alt)

    def settle() -> None:
        qtbot.wait(80)
        QApplication.processEvents()

    def cells() -> list[QPoint]:
        return [window.board.mapTo(window, cell_centre(window, i)) for i in (0, 40, 80)]

    settle()
    before = cells()
    key(qtbot, window, Qt.Key.Key_F2)
    settle()
    assert window.rule_tools.isVisible()
    assert (window.width(), window.height()) == (700, 550)
    assert cells() == before
    panels = [p for p in window.side_column.panels if p.isVisible()]
    assert len(panels) == 4
    for p in panels:
        assert window.rect().contains(QRect(p.mapTo(window, QPoint(0, 0)), p.size())), p.objectName()
    # the solution path scrolls up and down, and its buttons are never cut at the side
    path = window.path_panel
    viewport = path.scroll.viewport()
    for b in (path.solve_button, path.back_button, path.forward_button, path.live_button):
        left, right = b.mapTo(viewport, QPoint(0, 0)).x(), b.mapTo(viewport, QPoint(b.width(), 0)).x()
        assert 0 <= left and right <= viewport.width(), (b.text(), left, right, viewport.width())
    key(qtbot, window, Qt.Key.Key_F3)
    settle()
    assert (window.width(), window.height()) == (700, 550) and cells() == before


# -- Show Candidates and the player's corner and centre marks --------------------------------------
def test_a_corner_or_centre_mark_typed_while_candidates_are_shown_is_seen(qtbot) -> None:
    """With Show Candidates on, Shift+4 wrote a corner mark the board did not show (the rules'
    candidates stand in for every mark of the player) and said nothing."""
    window = _window(qtbot, new_puzzle(9))
    ctl = window.controller
    for layer_key, modifier, layer in ((Qt.Key.Key_4, SHIFT, "corner"), (Qt.Key.Key_2, CTRL, "centre")):
        key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # View > Show Candidates
        assert ctl.show_candidates and window.act_show_candidates.isChecked()
        click_cell(qtbot, window, rc(1, 3))
        key(qtbot, window, layer_key, modifier)
        shown = ctl.display_state()
        assert shown.layer(layer)[rc(1, 3)] == ctl.session.state.layer(layer)[rc(1, 3)] != 0, layer
        assert not ctl.show_candidates and not window.act_show_candidates.isChecked()
        assert "Show Candidates is off" in window.status_message()


# -- the board's name for screen readers ----------------------------------------------------------
def test_the_board_is_named_for_what_it_shows(qtbot) -> None:
    """A Sudoku's board was announced as "Str8ts board"."""
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.kinds.suguru.model import new_puzzle as new_suguru

    window = _window(qtbot, new_puzzle(9))  # (then the cursor's cell: "..., r1c1: empty")
    assert window.board.accessibleName().startswith("Sudoku 9 x 9 board, r")
    window.set_document(Document(new_suguru(6, 8)), mode=Mode.PLAY)
    assert window.board.accessibleName().startswith("Suguru 6 x 8 board, r")
    window.set_document(Document(Puzzle.empty(9)), mode=Mode.PLAY)
    assert window.board.accessibleName().startswith("Str8ts 9 x 9 board, r")


# -- the play time of work restored after a crash ----------------------------------------------------
def test_work_restored_after_a_crash_keeps_its_play_time(qtbot, dialogs, tmp_path) -> None:
    """The autosave holds the time ("time"), but restoring it started the clock from the saved
    file's time (or 0 for an untitled puzzle): 2:05 of play came back as 0:00."""
    from test_autosave import crash
    from test_autosave import new_window as autosave_window

    from str8ts_gui.core.document import load_documents, save_document

    path = tmp_path / "played.puzzle"
    save_document(path, Document(new_puzzle(9).with_cell(0, clue=5), seconds=30))
    for opened in (path, None):  # a file's puzzle, and an untitled one
        w = autosave_window(qtbot)
        if opened is not None:
            assert w.load_path(opened)
        else:
            w.set_document(Document(new_puzzle(9).with_cell(1, clue=7)), mode=Mode.PLAY)
        now = [1000.0]
        w.play_timer.set_clock(lambda: now[0])
        now[0] += 125  # 2:05 of play (on top of the file's 0:30)
        w.controller.select(rc(3, 3))
        w.controller.type_digit(4)
        played = int(w.play_timer.elapsed())
        assert w.write_autosave()
        assert load_documents(w.autosave_path())[0].seconds == played
        crash(w, dialogs, tmp_path)
        dialogs.restore_answer = True
        restored = autosave_window(qtbot)
        assert restored.controller.session.state.entries[rc(3, 3)] == 4
        assert played <= restored.play_timer.elapsed() < played + 5, opened
        dialogs.unsaved_answers = ["discard"]
        assert restored.close()


# -- the number pad's colours look disabled when they are --------------------------------------------
def test_the_colour_row_looks_disabled_in_edit_mode(qtbot) -> None:
    """In edit mode the colour buttons are disabled (colours are for playing) but looked exactly
    as in play mode, so a click that did nothing looked like a fault."""
    from PySide6.QtGui import QColor

    window = _window(qtbot, new_puzzle(9))
    pad = window.number_pad
    button = pad.colour_buttons[1]

    def middle() -> QColor:
        image = button.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() // 2)

    assert button.isEnabled()
    playing = middle()
    key(qtbot, window, Qt.Key.Key_F2)
    assert not button.isEnabled()
    editing = middle()
    assert editing != playing
    key(qtbot, window, Qt.Key.Key_F3)
    assert middle() == playing


# -- what the actions say ------------------------------------------------------------------------------
def test_symmetric_painting_is_offered_only_where_there_are_black_cells(qtbot) -> None:
    """Edit > Symmetric Painting (black cells mirrored) was enabled for a Sudoku and a Suguru,
    where it does nothing."""
    from str8ts_gui.core.puzzle import Puzzle
    from str8ts_gui.kinds.suguru.model import new_puzzle as new_suguru

    window = _window(qtbot, new_puzzle(9), mode=Mode.EDIT)
    assert not window.act_symmetric.isEnabled()
    window.set_document(Document(new_suguru(6, 8)), mode=Mode.EDIT)
    assert not window.act_symmetric.isEnabled()
    window.set_document(Document(Puzzle.empty(9)), mode=Mode.EDIT)
    assert window.act_symmetric.isEnabled()
    key(qtbot, window, Qt.Key.Key_F3)
    assert not window.act_symmetric.isEnabled()  # (play mode: as before)


def test_clear_entries_says_that_marks_and_colours_go_too(qtbot) -> None:
    """Clear Entries takes every entry, mark and colour away (one undo step) but said "Entries
    and pencil marks cleared"."""
    window = _window(qtbot, new_puzzle(9))
    ctl = window.controller
    click_cell(qtbot, window, rc(1, 1))
    key(qtbot, window, Qt.Key.Key_5)
    key(qtbot, window, Qt.Key.Key_V)
    key(qtbot, window, Qt.Key.Key_3)
    assert ctl.session.state.colours[rc(1, 1)]
    window.act_clear.trigger()
    assert not any(ctl.session.state.colours) and not any(ctl.session.state.entries)
    assert "colours" in window.status_message() and "colours" in window.act_clear.toolTip()


# -- the focus digit's candidate cells are those whose shown marks hold it -------------------------------
def test_the_focus_digit_tints_cells_by_the_marks_they_show(qapp) -> None:
    """A cell showing centre marks 1 2 (its hidden candidates held a 5) was tinted as a place for
    5, and a cell showing a centre or corner 5 was not."""
    from str8ts_gui.core.puzzle import PlayState, digits_mask
    from str8ts_gui.gui.board.render import RenderOptions, focus_cells

    puzzle = new_puzzle(9)
    n = puzzle.cell_count
    marks, centre, corner = [0] * n, [0] * n, [0] * n
    marks[0], centre[0] = digits_mask([5]), digits_mask([1, 2])  # shows 1 2
    centre[1] = digits_mask([5, 6])  # shows 5 6
    corner[2] = digits_mask([5])  # shows a corner 5
    marks[3] = digits_mask([5, 7])  # shows candidates 5 7
    state = PlayState.new(puzzle).replace(marks=marks, centre=centre, corner=corner)
    _holds, candidates = focus_cells(state, RenderOptions(focus_digit=5))
    assert candidates == {1, 2, 3}
