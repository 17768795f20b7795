"""Time, state and messages (issue 19): the play time is saved and restored, pauses while a modal
dialog is open, and Solve's grid says "Solved by the program"; a message about an earlier action
goes when the next one starts (input is watched only while there is one); Esc in the step list goes back to the board; box borders stand
out from cell lines on a dark 16 x 16 board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QDialog

from str8ts_gui.core.document import Document, loads_document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.draw.palette import DARK, LIGHT, contrast_ratio
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import click_cell, key, new_window, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_play_time_is_saved_with_the_puzzle_and_restored(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    clock = Clock()
    window.play_timer.set_clock(clock)
    clock.now += 125  # two minutes and five seconds of play
    path = tmp_path / "timed.puzzle"
    assert window.save_to(path)
    assert loads_document(path.read_text(encoding="utf-8")).seconds == 125
    other = new_window(qtbot, path)
    assert int(other.play_timer.elapsed()) >= 125
    assert other.play_timer.text().startswith("Time 2:0")


def test_an_edit_undone_gives_the_puzzle_its_time_back(qtbot, tmp_path) -> None:
    """An edited puzzle (a clue typed in edit mode, a paste) has a clock of its own from 0:00; an
    undo back to the puzzle played gives its time back (a clue typed in edit mode by mistake and
    undone lost the whole time played)."""
    window = window_with(qtbot, tmp_path, GENTLE)
    clock = Clock()
    window.play_timer.set_clock(clock)
    clock.now += 100
    assert window.play_timer.text() == "Time 1:40"
    key(qtbot, window, Qt.Key.Key_F2)
    state = window.controller.session.state
    window.controller.select(next(i for i in range(81) if state.is_open(i)))
    key(qtbot, window, Qt.Key.Key_1)  # a clue, in edit mode: another puzzle
    key(qtbot, window, Qt.Key.Key_F3)
    assert window.play_timer.text() == "Time 0:00"
    clock.now += 5
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # back to the puzzle played, and its time
    assert window.play_timer.text() == "Time 1:40"
    clock.now += 20
    assert window.play_timer.text() == "Time 2:00"
    key(qtbot, window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # redo: the edited one's 0:05
    assert int(window.play_timer.elapsed()) == 5
    # a new document starts from its own time, whatever was played before
    window.new_puzzle(9, "sudoku")
    window.set_mode(Mode.PLAY)
    assert window.play_timer.text() == "Time 0:00"


def test_edits_in_edit_mode_keep_no_clock_of_their_own(qtbot, tmp_path) -> None:
    """Every edit in edit mode makes another puzzle; only those played keep a time for undo, so a
    long editing session does not pile up a stored time (and puzzle) per edit."""
    window = window_with(qtbot, tmp_path, GENTLE)
    clock = Clock()
    window.play_timer.set_clock(clock)
    clock.now += 100
    key(qtbot, window, Qt.Key.Key_F2)
    state = window.controller.session.state
    open_cells = [i for i in range(81) if state.is_open(i)]
    for cell, digit in zip(open_cells[:12], "123456789123"):  # twelve clues typed in: 12 puzzles
        window.controller.select(cell)
        key(qtbot, window, getattr(Qt.Key, f"Key_{digit}"))
    assert window.controller.session.puzzle != GENTLE
    assert len(window.completion._times) == 1  # the puzzle played, none of the 11 edited ones before
    for _ in range(12):  # undone in edit mode, back to the very state played
        key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_F3)
    assert window.play_timer.text() == "Time 1:40"  # the played puzzle has its time back


def test_the_clock_pauses_while_a_modal_dialog_is_open(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    assert window.play_timer.running
    seen = []
    dialog = QDialog(window)

    def look_and_close() -> None:
        seen.append(window.play_timer.running)
        dialog.accept()

    QTimer.singleShot(50, look_and_close)
    dialog.exec()  # modal: the window is blocked
    assert seen == [False]
    qtbot.waitUntil(lambda: window.play_timer.running)


def test_the_clock_runs_beside_help_and_says_which_dialogs_pause_it(qtbot, tmp_path) -> None:
    """Help stands beside the board (not modal): the clock goes on, and its tooltip and the
    guide say it pauses for a dialog that waits for an answer, not for any dialog."""
    window = window_with(qtbot, tmp_path, GENTLE)
    key(qtbot, window, Qt.Key.Key_F1)
    assert window.help_browser.isVisible() and not window.help_browser.isModal()
    assert window.play_timer.running
    tip = window.play_timer.label.toolTip()
    assert "a dialog waits for an answer" in tip and "dialog is open" not in tip
    guide = (ROOT / "docs" / "guide" / "window.md").read_text(encoding="utf-8")
    assert "dialog waits for an answer" in guide and "not while Help" in guide


def test_a_grid_solve_filled_in_says_solved_by_the_program(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    window.solve_now()
    qtbot.waitUntil(lambda: window.play_timer.finished)
    assert window.play_timer.text() == "Solved by the program"
    assert window.play_timer.label.text() == "Solved by the program"
    # saved and opened again, it still says so (not "Solved in 0:57")
    path = tmp_path / "solved.puzzle"
    assert window.save_to(path)
    assert '"solved_by": "program"' in path.read_text(encoding="utf-8")
    other = new_window(qtbot, path)
    assert other.play_timer.text() == "Solved by the program"


def test_a_message_goes_when_the_next_action_starts(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    key(qtbot, window, Qt.Key.Key_P, CTRL | Qt.KeyboardModifier.ShiftModifier)  # Fill Pencil Marks
    assert window.status_message() == "Pencil marks filled in"
    click_cell(qtbot, window, 10)  # a click starts something new: the old message goes
    assert window.status_message() == ""
    key(qtbot, window, Qt.Key.Key_P, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert window.status_message() == "Fill Pencil Marks: nothing to add"  # the new action's own
    click_cell(qtbot, window, 11)  # and the next click ends that one too
    assert window.status_message() == ""


def test_input_passes_the_message_watch_only_while_a_message_shows(qtbot, tmp_path) -> None:
    # an application-wide event filter puts every event through Python: it is there only while
    # a message waits for the next action
    window = window_with(qtbot, tmp_path, GENTLE)
    watch = window._input_watch
    window.show_status("", 0)
    assert not watch.watching
    click_cell(qtbot, window, 10)
    assert watch._last is None  # the click never reached the watch
    window.show_status("a message", 0)
    assert watch.watching
    click_cell(qtbot, window, 11)
    assert window.status_message() == "" and not watch.watching
    seen = watch._last
    assert seen is not None
    key(qtbot, window, Qt.Key.Key_P, CTRL | Qt.KeyboardModifier.ShiftModifier)  # a message of its own
    assert window.status_message() == "Pencil marks filled in" and watch.watching
    window.status_bar._timer.timeout.emit()  # the message's time is up: nothing left to end
    assert window.status_message() == "" and not watch.watching
    window.close()  # a closed window watches nothing, whatever its status bar shows later
    window.show_status("late", 0)
    assert not watch.watching


def test_esc_in_the_step_list_returns_to_the_board(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    steps = window.path_panel.steps
    steps.setFocus()
    steps.setCurrentRow(3)
    assert window.controller.previewing
    qtbot.keyClick(steps, Qt.Key.Key_Escape)
    assert not window.controller.previewing and steps.currentRow() == -1
    qtbot.waitUntil(lambda: window.board.hasFocus())


def test_dark_sixteen_by_sixteen_box_borders_stand_out(qtbot) -> None:
    for palette in (LIGHT, DARK):
        assert contrast_ratio(palette.box_line, palette.grid) >= 3.0, palette.name
    # as drawn: on a dark 16 x 16 board the box border differs from a cell line by that contrast
    state = new_puzzle(16)
    from str8ts_gui.core.puzzle import PlayState

    image = QImage(480, 480, QImage.Format.Format_RGB32)
    image.fill(QColor(DARK.cell))
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, 480, 480), PlayState.new(state), RenderOptions(dark=True))
    painter.end()
    cell = square.width() / 16
    y = int(square.top() + cell * 1.5)

    def brightest(x0: float) -> QColor:
        xs = range(int(x0) - 2, int(x0) + 3)
        return max((QColor(image.pixel(x, y)) for x in xs), key=lambda c: c.lightness())

    box = brightest(square.left() + 4 * cell)
    line = brightest(square.left() + 1 * cell)
    assert contrast_ratio(box, line) >= 3.0


def test_painted_colours_keep_every_digit_readable_and_never_look_black() -> None:
    from str8ts_gui.gui.draw.palette import OPEN_TEXT, paint_colours

    for palette in (LIGHT, DARK):
        for colour in paint_colours(palette is DARK):
            for text in OPEN_TEXT:  # clues, entries, marks, mistakes... on a painted cell: 4.5 : 1
                assert contrast_ratio(palette.colour(text), colour) >= 4.5, (palette.name, colour, text)
            # a painted white cell never passes for a black one
            assert contrast_ratio(colour, palette.black) >= 1.6, (palette.name, colour)
