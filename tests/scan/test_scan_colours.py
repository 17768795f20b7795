"""Screenshots of this program's window with the player's digits: entries (blue) and digits that
break a rule (Show Mistakes: red, on a red tint).

An audit imported a dark Suguru's screenshot whose given at r2c4 was red (a wrong entry beside
it): the given was missing from the puzzle read (the dark picture's colours were read as paper,
the red digit with them), the badge said "Multiple solutions", and nothing was framed. On the
light look the player's blue entries were read as givens. The reader now tells the window's
digits by their colour and weight, as ``gui/board/render.py`` draws them: givens bold, entries regular
(blue, or red when they break a rule); a red digit is a given when bold."""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import cells, read_picture

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of
from test_picture_import import imported

# (kind, the puzzle, wrong entries (cell, digit) that break a rule with a given, so that both are
# red, the cells of the right entries (blue), the cursor's cell)
CASES = {
    # r1c2 = 4 touches r1c1's given 4, r1c4 = 1 is in r1c3's region (a given 1): the audit's case
    "suguru": (SUGURU, [(1, 4), (3, 1)], [12, 20], 0),
    # r1c1 = 2 and r1c3 = 6 repeat the givens of r1c2 and r1c4
    "sudoku": (SUDOKU, [(0, 2), (2, 6)], [40, 80], 3),
    # r1c2 = 3 repeats r1c1's given 3, r2c1 = 3 the 3 of the black cell r2c2 (red on black)
    "str8ts": (STR8TS, [(1, 3), (9, 3)], [2, 40], 0),
}


def solution(puzzle):
    from str8ts_gui.solver.sat import solve

    return solve(puzzle, limit=1).solutions[0]


def window_with_mistakes(sp, kind: str):
    """A screenshot (RGB) of the window playing a case of :data:`CASES` (in the theme that is
    set), and the cells it draws red."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.gui.main_window import MainWindow

    text, wrong, right, cursor = CASES[kind]
    puzzle = puzzle_of(text, kind)
    answer = solution(puzzle)
    app = sp._app()
    window = MainWindow(autosave=False, restore_geometry=False)
    try:
        window.set_document(Document(puzzle), None, mode=Mode.PLAY)
        ctl = window.controller
        ctl.set_show_violations(True)
        for i, d in wrong + [(i, answer[i]) for i in right]:
            ctl.select(i)
            ctl.type_digit(d)
        ctl.select(cursor)
        window.show()
        app.processEvents()
        red = ctl.render_options().violations
        return sp._qimage_rgb(window.grab().toImage()), red, puzzle
    finally:
        window.shutdown()
        window.hide()
        window.deleteLater()
        app.processEvents()


@pytest.fixture(params=["light", "dark"])
def theme(request, sp, monkeypatch):
    """The window's look, light or dark."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import THEME_ENV, apply_theme

    monkeypatch.delenv(THEME_ENV, raising=False)
    app = sp._app()
    apply_theme(app, choice=request.param)
    try:
        yield request.param
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def given_cells(puzzle) -> set[int]:
    return {i for i, v in enumerate(puzzle.clues) if v}


@pytest.mark.parametrize("kind", ["suguru", "sudoku", "str8ts"])
def test_a_screenshot_with_mistakes_reads_the_givens_and_not_the_entries(kind, theme, sp) -> None:
    """The red givens are read as givens (the dark look lost them), the red and the blue entries
    are not read (the light look read them as givens), and nothing is in doubt."""
    shot, red, truth = window_with_mistakes(sp, kind)
    wrong = {i for i, _ in CASES[kind][1]}
    assert wrong <= red and red & given_cells(truth)  # red entries and red givens
    assert (np.median(shot) < 110) == (theme == "dark")
    reading = read_picture(sp.encode(shot, ".png"))
    assert reading.kind == kind
    assert sp.same_puzzle(reading.puzzle, truth), reading.text()
    assert reading.uncertain == ()


def test_the_window_imports_its_own_screenshot(theme, window, sp, tmp_path, qtbot) -> None:
    """The audit's steps: a screenshot of the window (a Suguru whose given r1c1 is red beside a
    wrong entry) saved and opened with File > Import Picture…: the given is there, the badge
    says the puzzle has one solution and nothing is framed."""
    shot, red, truth = window_with_mistakes(sp, "suguru")
    assert 0 in red
    path = tmp_path / "shot.png"
    path.write_bytes(sp.encode(shot, ".png"))
    window.ask_picture_path = lambda: str(path)
    assert imported(qtbot, window)
    ctl = window.controller
    assert sp.same_puzzle(ctl.session.puzzle, truth)
    assert ctl.session.puzzle.clues[0] == 4 and ctl.uncertain == frozenset()
    qtbot.waitUntil(lambda: window.analysis_label.text() == "Unique solution", timeout=20000)


def board_picture(sp, puzzle, entries: dict[int, int], *, dark: bool, side: int):
    """The program's board drawing (``render_board``, as the window draws it) of a puzzle with
    entries, Show Mistakes on, ``side`` pixels a side, on the window's page colour; and the cells
    it draws red."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from str8ts_gui.core.kind import kind_of
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.core.violations import violating_cells
    from str8ts_gui.gui.board.render import RenderOptions, render_board

    sp._app()
    state = PlayState.new(puzzle)
    for i, d in entries.items():
        state = state.with_entry(i, d)
    red = violating_cells(kind_of(puzzle).check(puzzle, state.values()))
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#2b2d30" if dark else "#f0f0f0"))
    painter = QPainter(image)
    margin = max(4, side // 30)
    render_board(painter, QRectF(margin, margin, side - 2 * margin, side - 2 * margin), state,
                 RenderOptions(violations=red, dark=dark))
    painter.end()
    return sp._qimage_rgb(image), red


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("kind, side", [("sudoku", 260), ("sudoku", 800), ("suguru", 200), ("str8ts", 420)])
def test_the_boards_own_drawing_of_mistakes(kind, side, dark, sp) -> None:
    """The board drawn small and large: bold red givens are givens, regular red entries not."""
    text, wrong, right, _cursor = CASES[kind]
    truth = puzzle_of(text, kind)
    answer = solution(truth)
    entries = dict(wrong) | {i: answer[i] for i in right}
    picture, red = board_picture(sp, truth, entries, dark=dark, side=side)
    assert red & given_cells(truth) and red - given_cells(truth)
    reading = read_picture(sp.encode(picture, ".png"))
    assert sp.same_puzzle(reading.puzzle, truth), reading.text()
    assert reading.uncertain == ()


def test_a_dark_board_whose_red_cells_let_its_grid_be_found_as_it_is(sp) -> None:
    """The red cells of a dark board made its grid findable without reading it inverted: every
    cell then read black, and the Sudoku came out as a Str8ts of black cells."""
    truth = puzzle_of(".......5.5146........4.583.1.25..69...3...4...45..97.2.218.6........7241.3.......", "sudoku")
    picture, red = board_picture(sp, truth, {43: 4, 17: 5, 67: 6, 65: 8, 66: 9}, dark=True, side=600)
    assert len(red) == 8
    reading = read_picture(sp.encode(picture, ".png"))
    assert reading.kind == "sudoku"
    assert sp.same_puzzle(reading.puzzle, truth), reading.text()


def test_a_red_digit_whose_weight_does_not_tell_is_in_doubt(sp, monkeypatch) -> None:
    """When the weight cannot tell a given from an entry, the red digit's cell is reported
    uncertain (the window frames it and names it in the status line); as likely a given, it is
    read as one."""
    text, wrong, right, _cursor = CASES["sudoku"]
    truth = puzzle_of(text, "sudoku")
    picture, red = board_picture(sp, truth, dict(wrong), dark=False, side=600)
    assert read_picture(sp.encode(picture, ".png")).uncertain == ()
    monkeypatch.setattr(cells, "WEIGHT_SCALE", 2.0)  # bold and regular strokes nearly alike
    reading = read_picture(sp.encode(picture, ".png"))
    assert set(reading.uncertain) == red  # r1c1 and r1c3 (entries), r1c2, r1c4, r8c3 (givens)
    assert sp.same_puzzle(reading.puzzle, truth)


def test_the_readers_colours_are_the_windows() -> None:
    """The inks and fills the reader looks for are the palette's (which it may not import)."""
    from str8ts_gui.gui.draw.palette import DARK, LIGHT

    assert cells.MISTAKE_INKS == (LIGHT.mistake, LIGHT.mistake_on_black, DARK.mistake, DARK.mistake_on_black)
    assert cells.PLAYER_INKS == (LIGHT.entry, LIGHT.placed, DARK.entry, DARK.placed)
    assert list(cells.MISTAKE_FILLS.items()) == [
        (fill, black)
        for p in (LIGHT, DARK)
        for fill, black in ((p.violation, False), (p.violation_black, True), (p.selected, False), (p.selected_black, True))
    ]


def test_grey_pictures_are_read_as_before(puzzles, sp) -> None:
    """A picture in grey (and one with dark blue print) has no cell in the window's inks."""
    rng = np.random.default_rng(3)
    truth = puzzles["sudoku"]
    style = sp.Style(font=sp.FONTS["DejaVu Sans Book"], cell=48, ink=(20, 30, 80))
    reading = read_picture(sp.encode(sp.paint(truth, style, rng), ".png"))
    assert sp.same_puzzle(reading.puzzle, truth)
