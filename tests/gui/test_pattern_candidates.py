"""A shown step's pattern candidates: the candidates a deduction is made of (an X-wing's four
5s, a pair's two digits) stand on a green disc, as HoDoKu draws them, where the board showed
only whole amber cells and left the player to find the pattern in them (a reviewer's finding).
The digits the step removes stay struck out; the disc's colour keeps every mark readable."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from gui_helpers import key, new_window, open_solution_path, render
from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Mode, Session
from str8ts_gui.gui.app import apply_theme
from str8ts_gui.gui.board.controller import GameController, StepView, grid_state
from str8ts_gui.gui.draw import label_rect
from str8ts_gui.gui.draw.palette import DARK, LIGHT, contrast_ratio, text_pairs
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.panels.path_panel import compute_path
from str8ts_gui.gui.board.render import (
    RenderOptions,
    _mark_grid,
    board_square,
    cell_highlights,
    cell_rect,
    min_cell_for_marks,
)
from str8ts_gui.gui.board.pencil_marks import _digit_inks, _mark_boxes, _note_layout, mark_disc, note_discs
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.solver.analysis import find_hint

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def _app(qapp):
    """Drawing text needs the application (fonts), also in the tests without a window."""
    return qapp


@pytest.fixture(scope="module")
def x_wing():
    """A position of a bundled Sudoku (its path's board, candidates as pencil marks) whose hint
    is an X-wing: (state, step, the candidates the step saw)."""
    docs = load_documents(ROOT / "puzzles" / "sudoku-9x9.txt")
    for doc in docs[28:] + docs[:28]:  # (the 29th has one)
        result = compute_path(PlayState.new(doc.puzzle), None)
        for k, step in enumerate(result.path.steps):
            if step.strategy == "X-wing":
                state = grid_state(result.grids[k])
                hint = find_hint(state)
                if hint.kind == "step" and hint.step.strategy == "X-wing":
                    return state, hint.step, hint.grid.masks
                break
    pytest.fail("no X-wing hint among the bundled Sudokus")


def candidate_box(square: QRectF, n: int, cell: int, digit: int) -> QRectF:
    """Where candidate ``digit`` of ``cell`` stands (a cell without a cage's sum or outline)."""
    r = cell_rect(square, n, cell)
    per_row = _mark_grid(n)
    inset, top, mini, tall = _mark_boxes(r.width(), per_row, 0.0, False)
    row, col = divmod(digit - 1, per_row)
    return QRectF(r.left() + inset + col * mini, r.top() + top + row * tall, mini, tall)


def share_of(image: QImage, rect: QRectF, colour: str) -> float:
    """The share of the pixels of ``rect`` that are exactly ``colour``."""
    r = rect.toAlignedRect()
    pixels = [image.pixelColor(x, y).name() for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]
    return sum(p == colour for p in pixels) / len(pixels)


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 120 or (c.red() > 230 and c.green() < 160 and c.blue() < 160)


# -- the palette -------------------------------------------------------------------------------------
@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_the_marks_on_a_pattern_disc_meet_wcag_aa(palette) -> None:
    assert {("mark", "pattern"), ("auto_mark", "pattern"), ("focus_mark", "pattern")} <= set(text_pairs(palette))
    for text in ("mark", "auto_mark", "focus_mark"):
        assert contrast_ratio(palette.colour(text), palette.colour("pattern")) >= 4.5, (palette.name, text)
    # a colour of its own: not the hint's amber, nor the focus digit's cells
    assert palette.pattern not in (palette.hint, palette.area, palette.focus, palette.focus_candidate, palette.cell)


# -- drawing -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("n", [9, 16])
def test_pattern_candidates_stand_on_a_disc_and_a_removed_one_stays_struck(dark: bool, n: int) -> None:
    cell = n + 1
    state = PlayState.new(new_puzzle(n)).with_marks(cell, digits_mask([1, 5, 6, 9]))
    options = RenderOptions(
        selected=None, dark=dark, hint_cells=frozenset({cell}), auto_marks=frozenset({cell}),
        pattern={cell: digits_mask([5, 6])}, struck={cell: 1 << 6},
    )
    image, square = render(state, options, side=720)
    disc = options.palette.pattern
    assert share_of(image, candidate_box(square, n, cell, 5), disc) > 0.15  # the pattern's 5 on its disc
    for d in (1, 9):  # the cell's other candidates: none
        assert share_of(image, candidate_box(square, n, cell, d), disc) == 0
    six = candidate_box(square, n, cell, 6)  # in the pattern and removed: struck out, no disc
    assert share_of(image, six, disc) == 0
    r = six.toAlignedRect()
    assert any(is_red(image.pixelColor(x, y)) for y in range(r.top(), r.bottom()) for x in range(r.left(), r.right()))
    if n == 9:  # the 5 stays readable on its disc: its strokes have AA contrast against it, as drawn
        box = candidate_box(square, n, cell, 5).toAlignedRect()  # (16 x 16's thin strokes never reach
        ink = max(  # their full colour on any fill: the palette's test covers them)
            (image.pixelColor(x, y) for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())),
            key=lambda c: contrast_ratio(c, QColor(disc)),
        )
        assert contrast_ratio(ink, QColor(disc)) >= 4.5
    # as before without a pattern: no disc anywhere
    before = RenderOptions(selected=None, dark=dark, hint_cells=frozenset({cell}), struck={cell: 1 << 6})
    plain, _ = render(state, before, side=720)
    assert share_of(plain, cell_rect(square, n, cell), disc) == 0


def test_the_tooltip_names_a_pattern_candidate() -> None:
    state = PlayState.new(new_puzzle(9)).with_marks(10, digits_mask([1, 5]))
    options = RenderOptions(hint_cells=frozenset({10}), pattern={10: 1 << 5})
    assert cell_highlights(state, options, 10) == ["hint", "pattern"]
    struck = RenderOptions(hint_cells=frozenset({10}), pattern={10: 1 << 5}, struck={10: 1 << 5})
    assert cell_highlights(state, struck, 10) == ["hint", "struck"]  # (removed: drawn struck out)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_corner_and_centre_marks_of_the_pattern_stand_on_discs(dark: bool) -> None:
    n, cell = 9, 10
    state = PlayState.new(new_puzzle(n)).with_marks(cell, 0)
    state = state.replace(
        corner=tuple(digits_mask([2, 7]) if i == cell else 0 for i in range(81)),
        centre=tuple(digits_mask([3, 4]) if i == cell else 0 for i in range(81)),
    )
    options = RenderOptions(selected=None, dark=dark, hint_cells=frozenset({cell}), pattern={cell: digits_mask([2, 3])})
    image, square = render(state, options, side=720)
    r = cell_rect(square, n, cell)
    notes = _note_layout(r, r.width(), state, cell, None)
    discs = dict(note_discs(notes, digits_mask([2, 3]), n, r))
    assert set(discs) == {2, 3}
    colour = options.palette.pattern
    inks = {d: ink for note in notes for d, ink, _px in _digit_inks(note, n)}
    for d in (2, 3):
        assert discs[d].contains(inks[d])  # around the digit
        assert share_of(image, discs[d].adjusted(1, 1, -1, -1), colour) > 0.2, d
    # the disc colour only inside the discs: not behind the corner 7 nor the centre 4
    box = r.toAlignedRect()
    for y in range(box.top() + 1, box.bottom()):
        for x in range(box.left() + 1, box.right()):
            if image.pixelColor(x, y).name() == colour:
                assert any(disc.adjusted(-1, -1, 1, 1).contains(x + 0.5, y + 0.5) for disc in discs.values()), (x, y)


@pytest.mark.parametrize("n", [9, 16])
def test_discs_never_meet_at_the_smallest_board(n: int) -> None:
    """At the smallest cells the window keeps (16 x 16 too), the discs of a cell's candidates
    keep apart, and those of its corner and centre marks meet neither one another, nor a mark
    without a disc, nor a cage's sum, wherever the marks themselves keep apart."""
    for side in (round(min_cell_for_marks(n)), 60):
        r = QRectF(0, 0, side, side)
        per_row = _mark_grid(n)
        inset, top, mini, tall = _mark_boxes(side, per_row, 0.0, False)
        boxes = [QRectF(inset + (d - 1) % per_row * mini, top + (d - 1) // per_row * tall, mini, tall) for d in range(1, n + 1)]
        discs = [mark_disc(b) for b in boxes]
        assert all(b.contains(d) for b, d in zip(boxes, discs))
        assert not any(a.intersects(b) for a, b in itertools.combinations(discs, 2))
        checked = 0
        for corner_count, centre_count, label in itertools.product((0, 2, 4, 6, 8), (0, 1, 3, 5, n), (None, "45")):
            corner = digits_mask(range(1, corner_count + 1))
            centre = digits_mask(range(n - centre_count + 1, n + 1))
            if not corner and not centre:
                continue
            state = PlayState.new(new_puzzle(n)).replace(
                corner=(corner,) + (0,) * (n * n - 1), centre=(centre,) + (0,) * (n * n - 1))
            notes = _note_layout(r, side, state, 0, label, 0.1 if label else 0.0)
            inks = [(d, ink) for note in notes for d, ink, _px in _digit_inks(note, n)]
            kept = [label_rect(r, side, label)] if label else []
            if any(a.intersects(b) for (_, a), (_, b) in itertools.combinations(inks, 2)):
                continue  # (the marks themselves crowded together: nothing to keep apart)
            for pattern in (digits_mask(range(1, n + 1)), digits_mask(range(1, n + 1, 2)), digits_mask(range(2, n + 1, 3))):
                found = note_discs(notes, pattern, n, r, kept)
                checked += 1
                assert not any(a.intersects(b) for (_, a), (_, b) in itertools.combinations(found, 2))
                for _d, disc in found:
                    assert r.contains(disc) and not any(disc.intersects(k) for k in kept)
                    assert not any(disc.intersects(ink) for e, ink in inks if not pattern >> e & 1)
        assert checked > 30


# -- what the controller gives the board -------------------------------------------------------------
def open_position(window: MainWindow, state: PlayState) -> None:
    window.set_document(Document(state.puzzle, state=state), None, mode=Mode.PLAY)


def hint_key(qtbot, window: MainWindow):
    with qtbot.waitSignal(window.hints.hintShown, timeout=20000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


def corners_of(step) -> dict[int, int]:
    digit = step.digits[0]
    return {i: 1 << digit for i in step.cells}


def test_the_hint_in_full_gives_the_board_its_pattern(qtbot, x_wing) -> None:
    state, step, _masks = x_wing
    window = new_window(qtbot)
    open_position(window, state)
    ctl = window.controller
    assert ctl.render_options().pattern == {}  # no step shown
    _hint, level = hint_key(qtbot, window)
    assert level == 1 and ctl.render_options().pattern == {}  # the strategy's name: nothing given away
    _hint, level = hint_key(qtbot, window)
    assert level == 2 and ctl.render_options().pattern == {}  # where to look
    hint, level = hint_key(qtbot, window)
    assert level == 3 and hint.step.strategy == "X-wing" and len(hint.step.cells) == 4
    options = ctl.render_options()
    assert options.pattern == corners_of(hint.step)  # the four corners' digit, in the player's marks
    assert not set(options.pattern) & set(options.struck)
    assert "pattern" in cell_highlights(*ctl.display(), min(hint.step.cells))
    assert ctl.step_view.digits == hint.step.digits
    free = next(i for i in range(81) if state.is_open(i) and not state.entries[i] and i not in hint.step.cells)
    ctl.select(free)
    ctl.type_digit(state.marks[free].bit_length() - 1)  # a move: the hint ends, and its pattern
    assert ctl.step_view is None and ctl.render_options().pattern == {}


def test_the_solution_paths_selected_step_gives_the_board_its_pattern(qtbot, x_wing) -> None:
    state, step, _masks = x_wing
    window = new_window(qtbot)
    open_position(window, state)
    result = open_solution_path(qtbot, window)
    first = result.path.steps[0]
    assert first.strategy == "X-wing"
    panel = window.path_panel
    panel.select_step(0)
    ctl = window.controller
    assert ctl.previewing
    assert ctl.render_options().pattern == corners_of(first)
    panel.show_live()
    assert not ctl.previewing and ctl.render_options().pattern == {}


def test_pattern_candidates_in_shown_candidates_and_notes_not_in_entries(qtbot, x_wing) -> None:
    state, step, masks = x_wing
    ctl = GameController(Session(state.puzzle))
    ctl.session.reset(state.puzzle, state.replace(marks=(0,) * state.puzzle.cell_count))
    ctl.set_mode(Mode.PLAY)
    view = StepView.of_step(step, masks)
    assert view.digits == step.digits and view.cells == frozenset(step.cells)  # every other field as before
    ctl.set_step_view(view)
    # no candidates shown in the corners: the step's own, filled in faint (see the test below)
    assert ctl.render_options().pattern == corners_of(step)
    ctl.set_show_candidates(True)
    ctl.set_step_view(view)
    assert ctl.render_options().pattern == corners_of(step)  # the rules' candidates
    ctl.set_show_candidates(False)
    corner, other = sorted(step.cells)[:2]
    digit = step.digits[0]
    notes = [0] * state.puzzle.cell_count
    notes[corner] = digits_mask([digit, 9 if digit != 9 else 8])
    ctl.session.reset(state.puzzle, state.replace(marks=(0,) * state.puzzle.cell_count, corner=tuple(notes)))
    ctl.set_step_view(view)
    assert ctl.render_options().pattern == corners_of(step)  # a corner mark; the others filled in
    assert corner not in ctl.render_options().auto_marks  # (its corner marks as they are)
    notes[corner] = digits_mask([9 if digit != 9 else 8])
    ctl.session.reset(state.puzzle, state.replace(marks=(0,) * state.puzzle.cell_count, corner=tuple(notes)))
    ctl.set_step_view(view)
    pattern = ctl.render_options().pattern  # corner marks without the digit: the player's, kept
    assert corner not in pattern and other in pattern
    entries = list(state.entries)
    entries[corner] = digit
    ctl.session.reset(state.puzzle, state.replace(entries=tuple(entries)))
    ctl.set_step_view(view)
    pattern = ctl.render_options().pattern
    assert corner not in pattern and other in pattern  # a cell holding a digit: none
    # a view without the step's digits (a hint's first levels, a mistake): none
    ctl.set_step_view(StepView(cells=view.cells, area=view.area))
    assert ctl.render_options().pattern == {}


def test_a_real_hint_in_the_dark_look(qtbot, x_wing) -> None:
    state, _step, _masks = x_wing
    window = new_window(qtbot)
    open_position(window, state)
    app = QApplication.instance()
    apply_theme(app, choice="dark")
    try:
        qtbot.waitUntil(lambda: window.board.palette().window().color().lightness() < 100)
        for _ in range(3):
            hint, level = hint_key(qtbot, window)
        options = window.controller.render_options()
        assert options.pattern  # (the board draws it dark: the controller does not know the look)
        image = window.board.grab().toImage()
        if image.devicePixelRatio() != 1:
            image = image.scaled(window.board.size())
        square = board_square(QRectF(window.board.rect()), 9)
        for i, mask in options.pattern.items():
            d = mask.bit_length() - 1
            assert share_of(image, candidate_box(square, 9, i, d), DARK.pattern) > 0.15
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


# -- a pattern in cells without pencil marks ---------------------------------------------------------
@pytest.fixture(scope="module")
def bare_x_wing():
    """A position of a bundled Sudoku whose hint is an X-wing on a board nearly without pencil
    marks (the player wrote them in one cell or two, none in the X-wing's corners): (state, the
    X-wing step). Its candidates are the path's, every cell's marks taken away that the hint
    does not need to stay an X-wing."""
    docs = load_documents(ROOT / "puzzles" / "sudoku-9x9.txt")
    for doc in docs[35:] + docs[:35]:  # (the 36th has one)
        result = compute_path(PlayState.new(doc.puzzle), None)
        strategies = [step.strategy for step in result.path.steps]
        if "X-wing" not in strategies:
            continue
        state = grid_state(result.grids[strategies.index("X-wing")])
        hint = find_hint(state)
        if hint.kind != "step" or hint.step.strategy != "X-wing":
            continue
        cells = set(hint.step.cells)
        marks = [0 if i in cells else m for i, m in enumerate(state.marks)]
        for i in range(len(marks)):
            if marks[i]:
                fewer = marks[:i] + [0] + marks[i + 1:]
                found = find_hint(state.replace(marks=tuple(fewer)))
                if found.kind == "step" and found.step.strategy == "X-wing" and set(found.step.cells) == cells:
                    marks = fewer
        if sum(map(bool, marks)) <= 2:
            bare = state.replace(marks=tuple(marks))
            found = find_hint(bare)
            assert found.kind == "step" and found.step.strategy == "X-wing"
            return bare, found.step
    pytest.fail("no X-wing hint on a board nearly without pencil marks among the bundled Sudokus")


def test_the_hint_in_full_fills_in_the_unmarked_cells_of_its_pattern(qtbot, bare_x_wing) -> None:
    """The X-wing's corners show no candidates (nor do most cells): at the hint's last level the
    board shows their candidates, faint, as the step saw them, the X-wing's digit on its disc, as
    it already did for the cells the step removes candidates from. Never in the session."""
    state, step = bare_x_wing
    window = new_window(qtbot)
    open_position(window, state)
    ctl = window.controller
    corners = sorted(step.cells)
    for wanted in (1, 2):
        _hint, level = hint_key(qtbot, window)
        shown, options = ctl.display()
        assert level == wanted and options.pattern == {}
        assert not any(shown.marks[i] for i in corners)  # a hint's first levels give nothing away
    hint, level = hint_key(qtbot, window)
    assert level == 3 and hint.step.strategy == "X-wing" and sorted(hint.step.cells) == corners
    shown, options = ctl.display()
    assert options.pattern == corners_of(hint.step)
    for i in corners:
        assert shown.marks[i] == hint.grid.masks[i] and i in options.auto_marks  # faint: not the player's
    assert ctl.session.state == state  # shown, never written
    # the board draws the discs: the X-wing's digit in each corner stands on one
    image = window.board.grab().toImage()
    if image.devicePixelRatio() != 1:
        image = image.scaled(window.board.size())
    square = board_square(QRectF(window.board.rect()), 9)
    digit = hint.step.digits[0]
    for i in corners:
        assert share_of(image, candidate_box(square, 9, i, digit), LIGHT.pattern) > 0.15, i
    # the hint ends with a move: the corners show nothing again
    free = next(i for i in range(81) if state.is_open(i) and not state.entries[i] and i not in hint.step.cells)
    ctl.select(free)
    ctl.type_digit(hint.grid.masks[free].bit_length() - 1, pencil=True)
    assert ctl.step_view is None
    shown, options = ctl.display()
    assert options.pattern == {} and not any(shown.marks[i] for i in corners)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_filled_in_pattern_cell_draws_its_disc(dark: bool, bare_x_wing) -> None:
    """What display() gives the board for an unmarked corner draws the disc behind the X-wing's
    digit, and the corner's other candidates faint without one (light and dark)."""
    state, step = bare_x_wing
    ctl = GameController(Session(state.puzzle))
    ctl.session.reset(state.puzzle, state)
    ctl.set_mode(Mode.PLAY)
    masks = find_hint(state).grid.masks
    ctl.set_step_view(StepView.of_step(step, masks))
    shown, options = ctl.display()
    options = dataclasses.replace(options, dark=dark)
    image, square = render(shown, options, side=720)
    digit = step.digits[0]
    for i in step.cells:
        assert share_of(image, candidate_box(square, 9, i, digit), options.palette.pattern) > 0.15, i
        others = [d for d in range(1, 10) if masks[i] >> d & 1 and d != digit]
        assert others  # (an X-wing's corner holds more than its digit)
        for d in others:
            assert share_of(image, candidate_box(square, 9, i, d), options.palette.pattern) == 0
