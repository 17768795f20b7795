"""View > Two-Candidate Cells (HoDoKu's bivalue filter): while it is on, every open cell that
shows exactly two candidates is tinted cyan, so a player hunting XY-wings and chains sees them
at once. The candidates are what the board shows as the cell's candidates, as the hints and
Check read them (PlayState.shown_mask): its centre marks where it has any, else its pencil marks,
none where it shows corner marks alone; with Show Candidates on, the rules' candidates. Every
kind (Str8ts, Sudoku of any size and with variant rules, Suguru); off, the board is drawn as
before, pixel for pixel."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import QApplication

from gui_helpers import grid_square, key, new_window
from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.app import apply_theme
from str8ts_gui.gui.draw.palette import DARK, LIGHT, OPEN_FILLS, OPEN_TEXT, PAINT_DARK, PAINT_LIGHT, contrast_ratio
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import cell_rect
from str8ts_gui.kinds.str8ts.formats import parse_line

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


# -- helpers -----------------------------------------------------------------------------------
def open_doc(qtbot, window: MainWindow, state: PlayState) -> None:
    """``state`` on the board in play mode, the board grown to its size for it (a 16 x 16 needs more)."""
    window.set_document(Document(state.puzzle, state=state), None, mode=Mode.PLAY)
    board = window.board
    qtbot.waitUntil(lambda: board.width() >= board.minimumWidth() and board.height() >= board.minimumHeight())
    QApplication.processEvents()


def board_image(window: MainWindow) -> QImage:
    QApplication.processEvents()
    image = window.board.grab().toImage()
    if image.devicePixelRatio() != 1:
        image = image.scaled(window.board.size())
    return image.convertToFormat(QImage.Format.Format_RGB32)


def pixels(image: QImage) -> np.ndarray:
    """The picture's pixels, rows of 0xAARRGGBB (QColor.rgb())."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint32, image.sizeInBytes() // 4).reshape(image.height(), -1)
    return rows[:, : image.width()].copy()


def cell_pixels(window: MainWindow, picture: np.ndarray, index: int) -> np.ndarray:
    puzzle = window.controller.session.puzzle
    r = cell_rect(grid_square(window), puzzle.size, index).toAlignedRect()
    return picture[max(0, r.top()): r.bottom() + 1, max(0, r.left()): r.right() + 1]


def tint_share(window: MainWindow, image: QImage, index: int, tint: str) -> float:
    """The share of cell ``index``'s pixels drawn exactly in ``tint``."""
    cell = cell_pixels(window, pixels(image), index)
    return float(np.mean(cell == QColor(tint).rgb()))


def tinted_cells(window: MainWindow, image: QImage, dark: bool = False) -> set[int]:
    """The cells filled with the two-candidate tint (most of the cell: marks, grid lines and
    outlines are drawn over it); every other cell has not a pixel of it."""
    want = QColor((DARK if dark else LIGHT).pair).rgb()
    picture = pixels(image)
    out = set()
    for i in range(window.controller.session.puzzle.cell_count):
        share = float(np.mean(cell_pixels(window, picture, i) == want))
        assert share == 0 or share > 0.4, (i, share)
        if share:
            out.add(i)
    return out


def changed_cells(window: MainWindow, a: QImage, b: QImage) -> set[int]:
    """The cells with a pixel that differs between two pictures of the board (a pixel outside
    every cell counts as cell -1)."""
    puzzle = window.controller.session.puzzle
    square = grid_square(window)
    changed = pixels(a) != pixels(b)
    inside = np.zeros_like(changed)
    out = set()
    for i in range(puzzle.cell_count):
        r = cell_rect(square, puzzle.size, i).toAlignedRect()
        part = (slice(max(0, r.top()), r.bottom() + 1), slice(max(0, r.left()), r.right() + 1))
        inside[part] = True
        if changed[part].any():
            out.add(i)
    if (changed & ~inside).any():
        out.add(-1)
    return out


def library_puzzle(kind: str, *, variant: bool = False) -> Puzzle:
    from str8ts_gui.kinds.str8ts.library import load_library

    entries, _errors = load_library()
    return next(
        e.document.puzzle for e in entries
        if e.kind == kind and bool(getattr(e.document.puzzle, "constraints", ())) == variant
    )


def puzzles() -> dict[str, Puzzle]:
    return {
        "str8ts": parse_line("#..b.." ".3...." "..#..." "...c.." ".2...#" "......"),
        "sudoku9": get_kind("sudoku").empty(9),
        "sudoku16": get_kind("sudoku").empty(16),
        "killer": library_puzzle("sudoku", variant=True),
        "suguru": library_puzzle("suguru"),
    }


def marked(puzzle: Puzzle) -> tuple[PlayState, set[int]]:
    """A position whose open cells hold every kind of marks in turn, and the cells that show
    exactly two candidates (worked out here, by the rule the guide gives)."""
    state = PlayState.new(puzzle)
    opens = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    two = set()
    for n, i in enumerate(opens):
        case = n % 12
        if case == 0:  # two pencil marks: two candidates
            state = state.with_marks(i, digits_mask([1, 2]))
            two.add(i)
        elif case == 1:  # three
            state = state.with_marks(i, digits_mask([1, 2, 3]))
        elif case == 2:  # one
            state = state.with_marks(i, digits_mask([2]))
        elif case == 3:  # two centre marks
            state = state.with_marks(i, digits_mask([1, 3]), "centre")
            two.add(i)
        elif case == 4:  # two corner marks alone: no candidates (they say where a digit goes)
            state = state.with_marks(i, digits_mask([1, 2]), "corner")
        elif case == 5:  # a corner mark and two centre marks: the centre marks are the candidates
            state = state.with_marks(i, digits_mask([3]), "corner").with_marks(i, digits_mask([1, 2]), "centre")
            two.add(i)
        elif case == 6:  # three centre marks over two pencil marks: the centre marks show
            state = state.with_marks(i, digits_mask([1, 2]))
            state = state.with_marks(i, digits_mask([1, 2, 3]), "centre")
        elif case == 7:  # one centre mark over two pencil marks
            state = state.with_marks(i, digits_mask([1, 2])).with_marks(i, digits_mask([3]), "centre")
        elif case == 8:  # corner marks hide two pencil marks
            state = state.with_marks(i, digits_mask([1, 2])).with_marks(i, digits_mask([1, 3]), "corner")
        elif case == 10:  # an answer over two pencil marks
            state = state.with_marks(i, digits_mask([1, 2])).with_entry(i, 1)
        # (case 9 and 11: no marks at all)
    return state, two


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


@pytest.fixture
def restore_light():
    yield
    apply_theme(QApplication.instance(), Qt.ColorScheme.Light, choice="system")


def pairs_key(qtbot, window: MainWindow) -> None:
    key(qtbot, window, Qt.Key.Key_W, CTRL | SHIFT)


# -- the menu item -----------------------------------------------------------------------------
def test_the_view_menu_has_the_filter_with_its_own_keys(window: MainWindow) -> None:
    act = window.act_pairs
    assert act in window.view_menu.actions() and act.isCheckable() and not act.isChecked()
    assert act.text() == "T&wo-Candidate Cells" and act.shortcut() == QKeySequence("Ctrl+Shift+W")
    assert act.toolTip().endswith("(Ctrl+Shift+W)")
    others = [a for a in window.findChildren(type(act)) if a is not act]
    assert not any(s == QKeySequence("Ctrl+Shift+W") for a in others for s in a.shortcuts())


# -- exactly the two-candidate cells, every kind -------------------------------------------------
@pytest.mark.parametrize("name", ["str8ts", "sudoku9", "sudoku16", "killer", "suguru"])
def test_the_filter_tints_exactly_the_cells_that_show_two_candidates(qtbot, window: MainWindow, name: str) -> None:
    state, two = marked(puzzles()[name])
    assert two
    open_doc(qtbot, window, state)
    window.controller.select(next(i for i in range(state.puzzle.cell_count) if i not in two))
    before = board_image(window)
    assert tinted_cells(window, before) == set()
    pairs_key(qtbot, window)
    assert window.act_pairs.isChecked() and window.board.pairs()
    after = board_image(window)
    assert tinted_cells(window, after) == two
    assert changed_cells(window, before, after) == two  # nothing else drawn otherwise


# -- it follows the marks ------------------------------------------------------------------------
def test_the_tint_follows_the_marks_as_they_are_written(qtbot, window: MainWindow) -> None:
    puzzle = get_kind("sudoku").empty(9)
    open_doc(qtbot, window, PlayState.new(puzzle))
    pairs_key(qtbot, window)
    ctl = window.controller
    ctl.select(10)

    def tinted() -> bool:
        return 10 in tinted_cells(window, board_image(window))

    assert not tinted()  # no marks: no candidates shown
    key(qtbot, window, Qt.Key.Key_1, ALT)
    assert ctl.session.state.marks[10] == digits_mask([1]) and not tinted()
    key(qtbot, window, Qt.Key.Key_2, ALT)
    assert tinted()
    key(qtbot, window, Qt.Key.Key_3, ALT)
    assert not tinted()
    key(qtbot, window, Qt.Key.Key_3, ALT)  # (again: off)
    assert tinted()
    key(qtbot, window, Qt.Key.Key_5, CTRL)  # one centre mark: it shows instead of the two
    assert not tinted()
    key(qtbot, window, Qt.Key.Key_6, CTRL)
    assert tinted()
    key(qtbot, window, Qt.Key.Key_7, SHIFT)  # a corner mark beside the centre marks changes nothing
    assert tinted()
    key(qtbot, window, Qt.Key.Key_4)  # an answer
    assert ctl.session.state.entries[10] == 4 and not tinted()
    ctl.undo()
    assert tinted()


def test_with_show_candidates_the_rules_candidates_count(qtbot, window: MainWindow) -> None:
    # 4 x 4 Sudoku, 1 2 in the first row: its other two cells and the rest of the first box hold 3 or 4
    puzzle = get_kind("sudoku").empty(4).with_cell(0, clue=1).with_cell(1, clue=2)
    state = PlayState.new(puzzle).with_marks(10, digits_mask([1, 2]))  # the player's own, r3c3
    open_doc(qtbot, window, state)
    pairs_key(qtbot, window)
    assert tinted_cells(window, board_image(window)) == {10}  # no marks, Show Candidates off: not tinted
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates: the rules' candidates instead
    assert window.controller.show_candidates
    shown = window.controller.shown_candidates()
    expected = {i for i, m in enumerate(shown) if m.bit_count() == 2}
    assert expected == {2, 3, 4, 5}  # (r3c3: any of the four, whatever the player's marks say)
    assert tinted_cells(window, board_image(window)) == expected
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)
    assert tinted_cells(window, board_image(window)) == {10}


# -- off again -----------------------------------------------------------------------------------
def test_off_again_the_board_is_drawn_as_before(qtbot, window: MainWindow) -> None:
    state, two = marked(puzzles()["sudoku9"])
    open_doc(qtbot, window, state)
    window.controller.select(min(two))
    window.controller.set_focus_digit(2)
    before = board_image(window)
    window.act_pairs.trigger()  # the menu item
    assert window.board.pairs() and tinted_cells(window, board_image(window)) == two
    window.act_pairs.trigger()
    assert not window.act_pairs.isChecked() and not window.board.pairs()
    assert board_image(window) == before
    pairs_key(qtbot, window)
    pairs_key(qtbot, window)
    assert not window.act_pairs.isChecked() and board_image(window) == before


# -- under the other highlights ------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_tint_reads_under_the_selection_the_focus_digit_and_check(qtbot, window: MainWindow, dark: bool, restore_light) -> None:
    if dark:
        apply_theme(QApplication.instance(), choice="dark")
        qtbot.waitUntil(lambda: window.board.palette().window().color().lightness() < 100)
    palette = DARK if dark else LIGHT
    puzzle = get_kind("sudoku").empty(9)
    state = PlayState.new(puzzle)
    for i in (10, 11, 12, 20):
        state = state.with_marks(i, digits_mask([4, 6]))
    state = state.with_marks(30, digits_mask([4, 6, 8]))
    open_doc(qtbot, window, state)
    ctl = window.controller
    ctl.select(10)
    ctl.set_focus_digit(6)
    ctl.set_highlights(wrong_marks={12})
    window.act_pairs.trigger()
    image = board_image(window)
    assert tinted_cells(window, image, dark) == {10, 11, 12, 20}
    tint = palette.pair
    square = grid_square(window)
    box = cell_rect(square, 9, 10)
    # the selected cell: tinted, its blue outline on the tint
    outline = QColor(palette.select_outline).rgb()
    assert image.pixel(int(box.left() + 1), int(box.center().y())) == outline
    assert image.pixel(int(box.center().x()), int(box.center().y())) == QColor(tint).rgb()
    # the focus digit's candidate: bold green on the tint; the cell with three: the focus tint
    assert (cell_pixels(window, pixels(image), 11) == QColor(palette.focus_mark).rgb()).any()
    assert tint_share(window, image, 30, palette.focus_candidate) > 0.4
    # Check's red frame runs along the edge of the tinted cell
    frame = cell_rect(square, 9, 12)
    assert image.pixel(int(frame.center().x()), int(frame.top() + 2)) == QColor(palette.wrong).rgb()
    assert tint_share(window, image, 12, tint) > 0.4
    # the tooltip names it, as it names every highlight
    tip = window.board.tooltip_at(QPointF(cell_rect(square, 9, 20).center()))
    assert "Two candidates" in tip and "r3c3" in tip
    assert "Two candidates" not in window.board.tooltip_at(QPointF(cell_rect(square, 9, 30).center()))
    window.act_pairs.trigger()
    assert "Two candidates" not in window.board.tooltip_at(QPointF(cell_rect(square, 9, 20).center()))


@pytest.mark.parametrize("palette, paints", [(LIGHT, PAINT_LIGHT), (DARK, PAINT_DARK)], ids=["light", "dark"])
def test_every_text_reads_on_the_tint_and_no_other_highlight_has_it(palette, paints) -> None:
    tint = palette.pair
    assert "pair" in OPEN_FILLS  # (so the palette's own contrast tests check every text on it too)
    low = [(t, round(contrast_ratio(getattr(palette, t), tint), 2)) for t in OPEN_TEXT
           if contrast_ratio(getattr(palette, t), tint) < 4.5]
    assert low == []
    assert tint not in {getattr(palette, f) for f in OPEN_FILLS if f != "pair"} | set(paints)


# -- the legend ----------------------------------------------------------------------------------
def test_the_legend_has_a_row_for_it_in_both_looks(qtbot, window: MainWindow) -> None:
    from str8ts_gui.gui.board.legend import ENTRIES, LegendDialog, describe, swatch

    window.act_legend.trigger()
    dialog = window.findChild(LegendDialog)
    picture, text = dialog.rows["pairs"]
    assert "Two candidates" in text.text() and "Ctrl+Shift+W" in text.text()
    assert describe("pairs").startswith("Two candidates: ")
    entry = next(e for e in ENTRIES if e.key == "pairs")
    assert entry.family == "Candidates"
    for dark, tint in ((False, LIGHT.pair), (True, DARK.pair)):
        assert np.mean(pixels(swatch(entry, dark=dark)) == QColor(tint).rgb()) > 0.4, dark
    shown = picture.pixmap().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown.pixel(shown.width() // 2, shown.height() - 8) == QColor(LIGHT.pair).rgb()
