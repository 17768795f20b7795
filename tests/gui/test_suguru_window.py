"""Suguru in the window: a new rectangular board from File > New, regions painted by dragging,
givens typed, the live badge, play (entries, pencil marks, Fill Pencil Marks, mistakes, Check),
undo and redo, the native file, the drawing (thick region borders, unconnected regions) and
rectangular boards in render, hit testing, the number pad and export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.draw.suguru import disconnected_cells
from str8ts_gui.gui.files.export import render_png
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_at, cell_rect, render_board
from str8ts_gui.gui.files.suguru_dialog import SuguruDialog
from str8ts_gui.kinds.suguru import model

from gui_helpers import key, new_window, wait_analysis

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
W, H = 5, 6

# A small Suguru with exactly one solution (checked by brute force below), as region letters and
# givens; the drags that paint it from the default regions of a new 5 x 6 board follow.
ROWS = [
    "aabbb",
    "accbd",
    "cceed",
    "ffeed",
    "ffegh",
    "fgggg",
]
GIVENS = {11: 2, 15: 5, 18: 3, 20: 2, 26: 4}
REGIONS = model.canonical_regions(ord(ch) for row in ROWS for ch in row)
# right-drags, each splitting the cells it passes off into one new region (paths of touching cells)
SPLITS = [[2, 3, 4, 8], [6, 7, 11, 10], [9, 14, 19], [12, 13, 18, 17, 22], [15, 16, 21, 20, 25],
          [26, 27, 28, 29, 23], [24]]


# -- a plain brute force: the reference for what the window says --------------------------------------
def brute_solutions(puzzle: Puzzle, limit: int = 2) -> list[tuple[int, ...]]:
    """Solutions by backtracking in row-major order: a region of k cells holds 1..k once each,
    touching cells (diagonals too) differ, givens stay."""
    w, h = puzzle.size, puzzle.height
    size = {g: puzzle.regions.count(g) for g in set(puzzle.regions)}
    vals = [0] * (w * h)
    out: list[tuple[int, ...]] = []

    def ok(i: int, d: int) -> bool:
        r, c = divmod(i, w)
        for j in range(w * h):
            if j != i and vals[j] == d:
                rr, cc = divmod(j, w)
                if puzzle.regions[j] == puzzle.regions[i] or (abs(rr - r) <= 1 and abs(cc - c) <= 1):
                    return False
        return True

    def go(i: int) -> None:
        if len(out) >= limit:
            return
        if i == w * h:
            out.append(tuple(vals))
            return
        digits = [puzzle.clues[i]] if puzzle.clues[i] else range(1, size[puzzle.regions[i]] + 1)
        for d in digits:
            if d <= size[puzzle.regions[i]] and ok(i, d):
                vals[i] = d
                go(i + 1)
                vals[i] = 0

    go(0)
    return out


TARGET = model.new_puzzle(W, H, REGIONS, [GIVENS.get(i, 0) for i in range(W * H)])


def test_the_example_has_one_solution_by_brute_force() -> None:
    assert len(brute_solutions(TARGET)) == 1
    assert len(brute_solutions(model.new_puzzle(W, H, REGIONS), limit=2)) == 2  # givens matter


# -- driving the board -----------------------------------------------------------------------------
@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def cell_point(window: MainWindow, index: int) -> QPointF:
    """The centre of cell ``index`` on the window's board; the board's own hit test agrees."""
    board = window.board
    puzzle = window.controller.session.puzzle
    for _ in range(2):
        square = board_square(QRectF(board.rect()), puzzle.size, puzzle.height)
        point = cell_rect(square, puzzle.size, index).center()
        if board.cell_at(point) == index:
            return point
    raise AssertionError(f"the board does not find cell {index} at its centre {point}")


def send_mouse(board, kind: QEvent.Type, point: QPointF, button, buttons) -> None:
    event = QMouseEvent(kind, point, board.mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(board, event)


def drag(window: MainWindow, cells: list[int], button=LEFT) -> None:
    """Press on the first cell, move over the others with the button held, release on the last."""
    board = window.board
    points = [cell_point(window, i) for i in cells]
    send_mouse(board, QEvent.Type.MouseButtonPress, points[0], button, button)
    for p in points[1:]:
        send_mouse(board, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, button)
    send_mouse(board, QEvent.Type.MouseButtonRelease, points[-1], button, Qt.MouseButton.NoButton)


def click(window: MainWindow, index: int, button=LEFT) -> None:
    drag(window, [index], button)


def answer_dialog(monkeypatch, width: int, height: int) -> list[tuple[int, int]]:
    """The New Suguru dialog, when asked, is answered with ``width`` x ``height``; the list
    returned gets the values the dialog started with, once per question."""
    asked: list[tuple[int, int]] = []

    def ask(self, w=6, h=6):
        dialog = SuguruDialog(self, w, h)
        asked.append(dialog.values())
        dialog.width_spin.setValue(width)
        dialog.height_spin.setValue(height)
        dialog.accept()
        return dialog.values()

    monkeypatch.setattr(MainWindow, "ask_suguru_size", ask)
    return asked


def new_suguru_from_menu(window: MainWindow, monkeypatch, width: int, height: int) -> None:
    """File > New Empty Puzzle > Suguru…, the dialog answered with ``width`` x ``height``."""
    asked = answer_dialog(monkeypatch, width, height)
    action = next(a for a in window.new_menu.actions() if a.objectName() == "action_new_suguru")
    assert action.text().replace("&", "") == "Suguru…"
    action.trigger()
    assert len(asked) == 1, "the dialog was not asked"


def paint_example(window: MainWindow) -> None:
    """Paint REGIONS on a new 5 x 6 board: one left-drag join and right-drag splits."""
    click(window, 0, RIGHT)  # r1c1 alone, then joined with r1c2 and r2c1 by a left-drag
    drag(window, [0, 1, 5], LEFT)
    for path in SPLITS:
        drag(window, path, RIGHT)


def type_givens(qtbot, window: MainWindow) -> None:
    for i, d in GIVENS.items():
        window.controller.select(i)
        key(qtbot, window, getattr(Qt.Key, f"Key_{d}"))


# -- the tests -------------------------------------------------------------------------------------
def test_dialog_defaults_to_6_by_6_and_keeps_sides_2_to_20(qtbot) -> None:
    dialog = SuguruDialog()
    qtbot.addWidget(dialog)
    assert dialog.values() == (6, 6)
    dialog.width_spin.setValue(40)
    dialog.height_spin.setValue(1)
    assert dialog.values() == (20, 2)


def test_new_suguru_from_the_menu_and_the_shortcut(qtbot, window: MainWindow, monkeypatch) -> None:
    new_suguru_from_menu(window, monkeypatch, W, H)
    puzzle = window.controller.session.puzzle
    assert (puzzle.kind, puzzle.size, puzzle.height) == ("suguru", W, H)
    assert puzzle == model.new_puzzle(W, H)  # default regions, no givens
    assert window.controller.mode == Mode.EDIT and "Suguru" in window.status_message()
    assert "5 x 6" in window.act_new.text()
    key(qtbot, window, Qt.Key_N, CTRL)  # Same Kind and Size: 5 x 6 again, no dialog
    assert window.controller.session.puzzle == model.new_puzzle(W, H)
    # Ctrl+Alt+S opens the same dialog, starting from the current Suguru's width and height
    asked = answer_dialog(monkeypatch, 3, 4)
    key(qtbot, window, Qt.Key_S, CTRL | ALT)
    assert window.act_new_suguru.shortcut().toString() == "Ctrl+Alt+S"
    assert asked == [(W, H)]
    assert (window.controller.session.puzzle.size, window.controller.session.puzzle.height) == (3, 4)
    window.act_new_kinds["sudoku"][6].trigger()  # the other kinds keep their places
    assert window.controller.session.puzzle.kind == "sudoku"
    # a cancelled dialog changes nothing
    monkeypatch.setattr(MainWindow, "ask_suguru_size", lambda self, w=6, h=6: None)
    before = window.controller.session.puzzle
    assert window.new_suguru() is False and window.controller.session.puzzle is before


def test_paint_regions_type_givens_and_the_badge_says_unique(qtbot, window: MainWindow, monkeypatch) -> None:
    new_suguru_from_menu(window, monkeypatch, W, H)
    ctl = window.controller
    before = ctl.session.puzzle.regions
    drag(window, [2, 3, 4, 8], RIGHT)
    regions = ctl.session.puzzle.regions
    assert len({regions[i] for i in (2, 3, 4, 8)}) == 1  # one new region for the drag
    assert all(regions[i] != regions[j] for i in (2, 3, 4, 8) for j in (0, 1, 5, 6, 7))
    key(qtbot, window, Qt.Key_Z, CTRL)  # the whole drag is one undo step
    assert ctl.session.puzzle.regions == before
    key(qtbot, window, Qt.Key_Y, CTRL)
    assert ctl.session.puzzle.regions == regions
    key(qtbot, window, Qt.Key_Z, CTRL)

    paint_example(window)
    assert ctl.session.puzzle.regions == REGIONS
    assert ctl.session.puzzle.digits == 5
    assert window.number_pad.digit_buttons.keys() == {1, 2, 3, 4, 5}  # up to the largest region
    type_givens(qtbot, window)
    assert ctl.session.puzzle == TARGET
    wait_analysis(qtbot, window, "Unique solution")
    # a given larger than its region is refused with a message (r5c5 is a region of one cell)
    ctl.select(24)
    key(qtbot, window, Qt.Key_2)
    assert ctl.session.puzzle.clues[24] == 0 and "region of 1 cell" in window.status_message()
    key(qtbot, window, Qt.Key_7)  # above every region: not a digit of this board
    assert ctl.session.puzzle == TARGET and "1 to 5" in window.status_message()
    # one given less: several solutions, as the brute force says
    ctl.select(26)
    key(qtbot, window, Qt.Key_Delete)
    assert len(brute_solutions(ctl.session.puzzle)) == 2
    wait_analysis(qtbot, window, "Multiple solutions")


def test_unconnected_and_oversized_regions_warn(qtbot, window: MainWindow, monkeypatch) -> None:
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    ctl = window.controller
    assert not disconnected_cells(ctl.session.puzzle)
    # split r1c2 and r2c1... off the top-left 2 x 2 square: what stays is r1c1 and r2c2 (diagonal only)
    drag(window, [1], RIGHT)
    drag(window, [6], RIGHT)
    puzzle = ctl.session.puzzle
    assert puzzle.regions[0] == puzzle.regions[7] and disconnected_cells(puzzle) == {0, 7}
    assert "not connected" in window.status_message() and "r1c1" in window.status_message()
    # a join that would make a region of 10 cells stops at 9, with a message
    key(qtbot, window, Qt.Key_Z, CTRL)
    key(qtbot, window, Qt.Key_Z, CTRL)
    drag(window, [0, 1, 2, 3, 9, 15, 14, 20, 21, 27, 33], LEFT)
    regions = ctl.session.puzzle.regions
    assert max(regions.count(g) for g in regions) == 9
    assert "at most 9" in window.status_message()


def test_play_entries_marks_fill_mistakes_check_and_undo(qtbot, window: MainWindow) -> None:
    window.set_document(Document(TARGET), mode=Mode.PLAY)
    ctl = window.controller
    [solution] = brute_solutions(TARGET)
    wait_analysis(qtbot, window, "Unique solution")
    # the arrows reach every row of the board, and stop at its edges
    ctl.select(0)
    for _ in range(H + 2):
        key(qtbot, window, Qt.Key_Down)
    assert ctl.selected == (H - 1) * W
    for _ in range(W + 2):
        key(qtbot, window, Qt.Key_Right)
    assert ctl.selected == W * H - 1
    # an entry that repeats a touching given is a mistake (r2c1 touches r3c2's 2)
    ctl.select(5)
    key(qtbot, window, Qt.Key_2)
    assert ctl.session.state.entries[5] == 2
    assert {5, 11} <= ctl.render_options().violations
    key(qtbot, window, Qt.Key_Backspace)
    assert ctl.session.state.entries[5] == 0 and not ctl.render_options().violations
    # pencil marks: Shift+digit, and never above the board's digits
    key(qtbot, window, Qt.Key_3, Qt.KeyboardModifier.AltModifier)  # a candidate
    assert ctl.session.state.marks[5] == 1 << 3
    key(qtbot, window, Qt.Key_Backspace)
    # Fill Pencil Marks: a region of k cells allows 1..k, touching givens are ruled out
    key(qtbot, window, Qt.Key_P, CTRL | SHIFT)
    marks = ctl.session.state.marks
    sizes = {g: TARGET.regions.count(g) for g in set(TARGET.regions)}
    for i in range(W * H):
        if TARGET.clues[i]:
            assert marks[i] == 0
            continue
        assert marks[i] >> solution[i] & 1  # the true digit stays
        assert marks[i] < 1 << (sizes[TARGET.regions[i]] + 1)
        r, c = divmod(i, W)
        for j, d in GIVENS.items():
            rr, cc = divmod(j, W)
            if TARGET.regions[j] == TARGET.regions[i] or (abs(rr - r) <= 1 and abs(cc - c) <= 1):
                assert not marks[i] >> d & 1
    filled = ctl.session.state
    # an entry clears its digit from the pencil marks of the cells it touches
    ctl.select(0)
    key(qtbot, window, getattr(Qt.Key, f"Key_{solution[0]}"))
    assert not ctl.session.state.marks[1] >> solution[0] & 1 and not ctl.session.state.marks[6] >> solution[0] & 1
    # Check frames a wrong entry
    wrong_cell = next(i for i in range(W * H) if not TARGET.clues[i] and i != 0 and sizes[TARGET.regions[i]] > 1)
    wrong = solution[wrong_cell] % sizes[TARGET.regions[wrong_cell]] + 1
    ctl.select(wrong_cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{wrong}"))
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        window.act_check.trigger()
    assert ctl.wrong == frozenset({wrong_cell})
    # undo and redo walk back through the moves
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert ctl.session.state.entries[wrong_cell] == 0
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert ctl.session.state.entries[0] == 0
    key(qtbot, window, Qt.Key_Z, CTRL)  # the filled marks go
    assert ctl.session.state.marks == (0,) * (W * H)
    key(qtbot, window, Qt.Key_Y, CTRL)
    assert ctl.session.state == filled
    key(qtbot, window, Qt.Key_Y, CTRL)
    assert ctl.session.state.entries[0] == solution[0] and ctl.session.state.entries[wrong_cell] == 0
    # Solve fills the board with the brute force's solution, undoably
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        key(qtbot, window, Qt.Key_F5)
    assert ctl.session.state.values() == solution


def test_native_file_round_trip(qtbot, window: MainWindow, tmp_path: Path, dialogs) -> None:
    window.set_document(Document(TARGET), mode=Mode.PLAY)
    ctl = window.controller
    ctl.select(0)
    ctl.type_digit(3)
    ctl.select(1)
    ctl.type_digit(1, pencil=True)
    path = tmp_path / "s.str8ts"
    assert window.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == "suguru" and data["regions"] == list(REGIONS)
    [doc] = load_documents(path)
    assert doc.puzzle == TARGET and doc.state.entries[0] == 3 and doc.state.marks[1] == 1 << 1
    window.act_new_sizes[6].trigger()
    assert window.load_path(path)
    assert ctl.session.puzzle == TARGET and ctl.session.state == doc.state
    assert (ctl.session.puzzle.size, ctl.session.puzzle.height) == (W, H)


@pytest.mark.parametrize("width,height", [(5, 6), (8, 3), (2, 20), (20, 2)])
def test_rectangular_boards_hit_every_cell(qtbot, width: int, height: int) -> None:
    """cell_at finds every cell at its centre, and nothing just outside the board."""
    rect = QRectF(3, 7, 640, 480)
    square = board_square(rect, width, height)
    assert abs(square.width() / width - square.height() / height) < 1e-9  # square cells
    assert rect.contains(square)
    for i in range(width * height):
        assert cell_at(rect, width, cell_rect(square, width, i).center(), height) == i
    assert cell_at(rect, width, QPointF(square.right() + 1, square.center().y()), height) is None
    assert cell_at(rect, width, QPointF(square.center().x(), square.bottom() + 1), height) is None


def _picture(puzzle: Puzzle, width: int = 600, height: int = 700) -> tuple[QImage, QRectF]:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, width, height), PlayState.new(puzzle), RenderOptions())
    painter.end()
    return image, square


def test_region_borders_are_thick_and_the_whole_board_is_drawn(qtbot) -> None:
    image, square = _picture(TARGET)
    cell = square.width() / W
    assert abs(square.height() - H * cell) < 1e-9

    def darkness_right_of(i: int) -> int:
        r, c = divmod(i, W)
        x = square.left() + (c + 1) * cell
        y = square.top() + r * cell + cell / 2
        return min(image.pixelColor(int(x) + dx, int(y)).lightness() for dx in (-1, 0, 1))

    borders = [i for i in range(W * H) if i % W < W - 1 and REGIONS[i] != REGIONS[i + 1]]
    inside = [i for i in range(W * H) if i % W < W - 1 and REGIONS[i] == REGIONS[i + 1]]
    assert borders and inside
    thick = max(darkness_right_of(i) for i in borders)
    thin = min(darkness_right_of(i) for i in inside)
    assert thick < 60 < thin
    # every given is drawn in its cell (dark pixels near the centre), the last row included
    for i in GIVENS:
        box = cell_rect(square, W, i).adjusted(cell * 0.3, cell * 0.2, -cell * 0.3, -cell * 0.2)
        dark = sum(
            image.pixelColor(int(box.left() + x), int(box.top() + y)).lightness() < 100
            for x in range(0, int(box.width()), 2) for y in range(0, int(box.height()), 2)
        )
        assert dark > 5


def test_unconnected_region_warning_only_on_the_live_board(qtbot) -> None:
    regions = list(REGIONS)
    regions[24] = regions[0]  # r5c5 joins r1c1's region, far away
    puzzle = model.with_regions(TARGET.replace(clues=(0,) * (W * H)), regions)
    assert disconnected_cells(puzzle) == {i for i, g in enumerate(puzzle.regions) if g == puzzle.regions[0]}

    def corner_colours(selected) -> set[tuple[int, int, int]]:
        image = QImage(500, 600, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        square = render_board(painter, QRectF(0, 0, 500, 600), PlayState.new(puzzle), RenderOptions(selected=selected))
        painter.end()
        box = cell_rect(square, W, 24)
        out = set()
        for dx in range(int(box.width() * 0.1), int(box.width() * 0.25)):
            c = image.pixelColor(int(box.right() - dx), int(box.top() + box.height() * 0.2))
            out.add((c.red(), c.green(), c.blue()))
        return out

    orange = {c for c in corner_colours(selected=12) if c[0] > 180 and c[2] < 80 and c[1] < 170}
    assert orange, "no warning triangle on the live board"
    assert not {c for c in corner_colours(selected=None) if c[0] > 180 and c[2] < 80 and c[1] < 170}


def test_export_png_of_a_rectangular_board(tmp_path: Path, qtbot) -> None:
    path = render_png(Document(TARGET), tmp_path / "s.png", size_px=400, solution=True)
    image = QImage(str(path))
    # a picture of the board's shape (taller than wide), not a square with empty bands beside it
    assert image.height() == 400 and image.width() < 400
    # the board keeps its shape (5 wide, 6 high): the frame's extent across and down the middle
    mid = image.height() // 2
    dark_x = [x for x in range(image.width()) if image.pixelColor(x, mid).lightness() < 60]
    dark_y = [y for y in range(400) if image.pixelColor(image.width() // 2, y).lightness() < 60]
    across, down = dark_x[-1] - dark_x[0], dark_y[-1] - dark_y[0]
    assert abs(across / down - W / H) < 0.03
    # the solution's digits reach the last row: ink in the middle of r6c5 (an open cell)
    cell = across / W
    x0, y0 = dark_x[0] + 4 * cell, dark_y[0] + 5 * cell
    ink = [
        image.pixelColor(int(x0 + cell * fx / 10), int(y0 + cell * fy / 10)).lightness() < 200
        for fx in range(3, 8) for fy in range(2, 9)
    ]
    assert not TARGET.clues[29] and any(ink)


def test_screenshot(qtbot, window: MainWindow, monkeypatch, tmp_path) -> None:
    """The window with a Suguru in play, saved for a look (/tmp/suguru-window.png)."""
    new_suguru_from_menu(window, monkeypatch, W, H)
    paint_example(window)
    type_givens(qtbot, window)
    window.resize(900, 700)
    key(qtbot, window, Qt.Key_F3)
    wait_analysis(qtbot, window, "Unique solution")
    ctl = window.controller
    [solution] = brute_solutions(TARGET)
    for i in (0, 1, 6):
        ctl.select(i)
        ctl.type_digit(solution[i])
    ctl.select(2)
    for d in (3, 4):
        ctl.type_digit(d, pencil=True)
    ctl.select(7)
    QApplication.processEvents()
    image = window.grab().toImage()
    assert image.save(str(tmp_path / "suguru-window.png"))  # to look at
    assert not image.isNull()


def test_finishing_a_suguru_is_congratulated_over_the_whole_board(qtbot, window: MainWindow) -> None:
    from str8ts_gui.gui.play.completion import BoardFlash

    window.set_document(Document(TARGET), mode=Mode.PLAY)
    ctl = window.controller
    [solution] = brute_solutions(TARGET)
    for i in range(W * H):
        if not TARGET.clues[i]:
            ctl.select(i)
            key(qtbot, window, getattr(Qt.Key, f"Key_{solution[i]}"))
    assert ctl.session.state.values() == solution
    qtbot.waitUntil(lambda: "Solved!" in window.status_message(), timeout=5000)
    flash = window.board.findChild(BoardFlash)
    assert flash is not None
    puzzle = ctl.session.puzzle
    assert flash.square == board_square(QRectF(window.board.rect()), puzzle.size, puzzle.height)
    assert abs(flash.square.height() / flash.square.width() - H / W) < 1e-9


def test_a_given_left_larger_than_its_redrawn_region_saves_and_opens_again(qtbot, window: MainWindow, monkeypatch, tmp_path: Path) -> None:
    # the editor keeps a given when regions are redrawn around it (the checker reports it): the
    # file it saves then must open again, not be refused as "larger than its region"
    new_suguru_from_menu(window, monkeypatch, W, H)
    paint_example(window)
    type_givens(qtbot, window)
    click(window, 15, RIGHT)  # r4c1's given 5 now stands alone in a region of one cell
    draft = window.controller.session.puzzle
    assert draft.clues[15] == 5 and model.region_sizes(draft.regions)[draft.regions[15]] == 1
    path = tmp_path / "draft.puzzle"
    assert window.files.save_to(path)
    again = new_window(qtbot)
    assert again.files.load_path(path)
    assert again.controller.session.puzzle == draft
