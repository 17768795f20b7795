"""Issue 14, the board's drawing and looks: Check's frame leaves pencil marks readable (7), one
readable notation for 10-16 (9), highlight contrast, legend and tooltips (10), the dark look and
Preferences (11), and the focus digit (13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QRadioButton

from gui_helpers import click_cell, key, new_window, render
from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.app import THEME_ENV, apply_theme
from str8ts_gui.gui.board.controller import StepView
from str8ts_gui.gui.draw.palette import DARK, LIGHT, contrast_ratio, graphic_pairs, text_pairs
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import (
    MIN_MARK_PX, RenderOptions, board_square, cell_highlights, cell_rect, mark_font_px, render_board,
)


# -- helpers -----------------------------------------------------------------------------------

def pixels(image: QImage, rect: QRectF) -> list[QColor]:
    r = rect.toAlignedRect()
    return [image.pixelColor(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]


def board_image(window: MainWindow) -> tuple[QImage, QRectF]:
    image = window.board.grab().toImage()
    if image.devicePixelRatio() != 1:
        image = image.scaled(window.board.size())
    return image, board_square(QRectF(window.board.rect()), window.controller.size)


def fill_of(image: QImage, square: QRectF, n: int, index: int) -> str:
    """A cell's fill: the pixel just inside its top left corner (past the grid line)."""
    r = cell_rect(square, n, index)
    return image.pixelColor(int(r.left() + 3), int(r.top() + 3)).name()


class RecordingPainter(QPainter):
    """A painter that remembers every text it draws."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        self.texts.append(next(a for a in args if isinstance(a, str)))
        return super().drawText(*args)


def open_doc(window: MainWindow, puzzle: Puzzle, state: PlayState | None = None) -> None:
    window.set_document(Document(puzzle, state=state or PlayState.new(puzzle)), None, mode=Mode.PLAY)


# Str8ts 6 x 6: '#' black, 'a'-'f' black clues, digits white clues, '.' empty.
def str8ts_6() -> Puzzle:
    from str8ts_gui.kinds.str8ts.formats import parse_line

    return parse_line("#..b.." ".3...." "..#..." "...c.." ".2...#" "......")


@pytest.fixture(autouse=True)
def _app(qapp):
    """Drawing text needs the application (fonts), also in the tests without a window."""
    return qapp


@pytest.fixture
def restore_light(monkeypatch):
    yield
    monkeypatch.delenv(THEME_ENV, raising=False)
    app = QApplication.instance()
    apply_theme(app, Qt.ColorScheme.Light, choice="system")


# -- 7: Check's frame --------------------------------------------------------------------------
@pytest.mark.parametrize("size", [6, 9, 16])
def test_check_frame_on_pencil_marks_leaves_the_marks_untouched(size: int) -> None:
    puzzle = Puzzle.empty(size)
    cell = size + 1
    state = PlayState.new(puzzle).with_marks(cell, digits_mask(range(1, size + 1)))
    plain, square = render(state, RenderOptions(selected=None))
    checked, _ = render(state, RenderOptions(selected=None, wrong_marks=frozenset({cell})))
    box = cell_rect(square, size, cell)
    band = max(2.0, round(box.width() * 0.06))
    inner = box.adjusted(band + 1, band + 1, -band - 1, -band - 1)
    # where the marks are, the picture is the same as without the check ...
    assert pixels(checked, inner) == pixels(plain, inner)
    # ... and the frame is there, in red, along the cell's edge
    edge = [checked.pixelColor(int(box.left()), int(y)) for y in range(int(box.top() + 2), int(box.bottom() - 2))]
    assert all(c.name() == LIGHT.wrong for c in edge)
    # the marks themselves reach into the band next to the frame (they are drawn, not hidden)
    assert any(c.lightness() < 140 for c in pixels(checked, inner))


# -- 9: one notation for 10-16, readable -------------------------------------------------------
@pytest.mark.parametrize("kind", ["str8ts", "sudoku"])
@pytest.mark.parametrize("size", [12, 16])
def test_marks_of_ten_and_up_are_written_as_the_clues_are(kind: str, size: int) -> None:
    puzzle = get_kind(kind).empty(size).with_cell(0, clue=size)
    state = PlayState.new(puzzle).with_marks(1, digits_mask(range(1, size + 1)))
    image = QImage(700, 700, QImage.Format.Format_RGB32)
    painter = RecordingPainter(image)
    render_board(painter, QRectF(0, 0, 700, 700), state, RenderOptions())
    painter.end()
    assert str(size) in painter.texts  # the clue
    marks = [t for t in painter.texts if t != str(size)] + [str(size)]
    assert sorted(marks, key=int) == [str(d) for d in range(1, size + 1)]
    assert not any(t.isalpha() for t in painter.texts)  # no A-G anywhere


def ink_height(image: QImage, rect: QRectF, background: QColor) -> int:
    """Rows of ``rect`` with a pixel clearly darker than ``background``."""
    r = rect.toAlignedRect()
    rows = [
        y for y in range(r.top(), r.bottom() + 1)
        if any(image.pixelColor(x, y).lightness() < background.lightness() - 60 for x in range(r.left(), r.right() + 1))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("kind", ["str8ts", "sudoku"])
@pytest.mark.parametrize("size", [12, 16])
def test_big_boards_keep_pencil_marks_readable_in_the_window(qtbot, kind: str, size: int) -> None:
    window = new_window(qtbot)
    puzzle = get_kind(kind).empty(size)
    cell = size + 2
    open_doc(window, puzzle, PlayState.new(puzzle).with_marks(cell, digits_mask([size])))
    window.controller.select(0)
    qtbot.waitUntil(lambda: window.board.height() >= window.board.minimumHeight())
    QApplication.processEvents()
    image, square = board_image(window)
    side = square.width() / size
    assert mark_font_px(side, size) >= MIN_MARK_PX - 0.01
    # the drawn mark (the size's own number, in its place of the 4 x 4 grid) is that tall
    box = cell_rect(square, size, cell)
    row, col = divmod(size - 1, 4)
    quarter = QRectF(box.left() + box.width() * col / 4, box.top() + box.height() * row / 4, box.width() / 4, box.height() / 4)
    assert ink_height(image, quarter.adjusted(0, 1, 0, -1), QColor(LIGHT.cell)) >= 6  # a 9 px font: 6-7 px digits


@pytest.mark.parametrize(("width", "height"), [(12, 12), (16, 16), (14, 8), (20, 20)])
def test_big_suguru_boards_keep_pencil_marks_readable_in_the_window(qtbot, width: int, height: int) -> None:
    """A Suguru's digits stay below 10 (3 x 3 marks) but its board may be 20 x 20: above 9 x 9 its
    cells keep marks of MIN_MARK_PX too, the window growing as for a 16 x 16 Sudoku (a reviewer
    found 23-pixel cells and 6-pixel marks on a 20 x 20 in the default window)."""
    from str8ts_gui.kinds.suguru import model as suguru_model

    window = new_window(qtbot)
    puzzle = suguru_model.new_puzzle(width, height)
    assert puzzle.digits <= 9
    open_doc(window, puzzle, PlayState.new(puzzle).with_marks(0, digits_mask(range(1, puzzle.digits + 1))))
    qtbot.waitUntil(lambda: window.board.height() >= window.board.minimumHeight())
    QApplication.processEvents()
    _image, square = board_image(window)
    n = max(width, height)
    side = square.width() / n
    screen = window.board.screen().availableGeometry().height()
    if screen - 160 >= 34 * n:  # (the room the window's frame, menus, toolbar and status bar leave)
        assert mark_font_px(side, puzzle.digits) >= MIN_MARK_PX - 0.01
    else:  # as large as the screen allows (a 20 x 20 on the offscreen screen of 800 pixels)
        assert side >= (screen - 160) // n - 1


# -- 10: contrast, fewer styles, legend and tooltips -------------------------------------------
@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_every_text_colour_meets_wcag_aa_on_every_fill(palette) -> None:
    low = [(t, f, round(contrast_ratio(palette.colour(t), palette.colour(f)), 2))
           for t, f in text_pairs(palette) if contrast_ratio(palette.colour(t), palette.colour(f)) < 4.5]
    assert not low
    low = [(g, f, round(contrast_ratio(palette.colour(g), palette.colour(f)), 2))
           for g, f in graphic_pairs(palette) if contrast_ratio(palette.colour(g), palette.colour(f)) < 3.0]
    assert not low


def darkest(image: QImage, rect: QRectF) -> QColor:
    return min(pixels(image, rect), key=lambda c: c.lightness())


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_shown_candidates_on_a_hint_cell_have_aa_contrast_as_drawn(dark: bool) -> None:
    """The colours actually drawn: grey candidates (not the player's) on an amber hint cell."""
    puzzle = Puzzle.empty(9)
    state = PlayState.new(puzzle).with_marks(10, digits_mask([1, 5, 9]))
    options = RenderOptions(selected=None, dark=dark, hint_cells=frozenset({10}), auto_marks=frozenset({10}))
    image, square = render(state, options, side=720)
    box = cell_rect(square, 9, 10)
    fill = image.pixelColor(int(box.left() + 3), int(box.top() + 3))
    ink = max(pixels(image, box.adjusted(6, 6, -6, -6)), key=lambda c: contrast_ratio(c, fill))  # the marks' strokes
    assert fill.name() == (DARK.hint if dark else LIGHT.hint)
    assert contrast_ratio(ink, fill) >= 4.5


def test_the_path_preview_frame_is_the_hint_colour_not_another_violet() -> None:
    image, square = render(PlayState.new(Puzzle.empty(6)), RenderOptions(selected=None, preview=True))
    frame = image.pixelColor(int(square.left()), int(square.center().y()))
    assert frame.name() == LIGHT.preview_frame
    assert frame.red() > frame.green() > frame.blue()  # amber, like a hint's cells


def test_highlight_legend_shows_every_highlight_with_a_sample(qtbot) -> None:
    from str8ts_gui.gui.board.legend import ENTRIES, LegendDialog

    window = new_window(qtbot)
    assert window.act_legend.shortcut().toString() == "Shift+F1"
    assert window.act_legend in window.view_menu.actions()
    window.act_legend.trigger()
    dialog = window.findChild(LegendDialog)
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    keys = {e.key for e in ENTRIES}
    assert {"selected", "focus", "focus_candidate", "violation", "wrong", "wrong_marks", "hint", "area", "placed",
            "struck", "conflict", "differ", "auto_marks", "preview"} <= keys
    for entry in ENTRIES:
        picture, text = dialog.rows[entry.key]
        assert not picture.pixmap().isNull() and entry.title in text.text()
    # the samples are the board's own drawing: the hint sample is amber, the focus one green
    hint = dialog.rows["hint"][0].pixmap().toImage()
    assert hint.pixelColor(hint.width() // 2, 6).name() == LIGHT.hint
    focus = dialog.rows["focus"][0].pixmap().toImage()
    assert focus.pixelColor(8, 8).name() == LIGHT.focus


def test_board_tooltip_names_the_highlights_of_the_cell_under_the_mouse(qtbot) -> None:
    window = new_window(qtbot)
    open_doc(window, str8ts_6())
    ctl = window.controller
    ctl.select(35)
    ctl.set_highlights(wrong_marks={2}, differ={4})
    ctl.set_step_view(StepView(frozenset({12}), frozenset({12, 13}), (), ((12, 4),)))
    board = window.board
    square = board_square(QRectF(board.rect()), 6)

    def tip(i: int) -> str:
        return board.tooltip_at(cell_rect(square, 6, i).center())

    assert "Check: pencil marks rule out" in tip(2) and "r1c3" in tip(2)
    assert "Differs between two solutions" in tip(4)
    assert "Hint: the step's cells" in tip(12) and "candidate to remove" in tip(12)
    assert "Hint: where to look" in tip(13)
    assert tip(30).startswith("<b>Mouse</b>")  # no highlight: the usual help
    assert board.tooltip_at(QPointF(1, 1)).startswith("<b>Mouse</b>")
    assert cell_highlights(*ctl.display(), 12) == ["hint", "struck", "auto_marks"]


# -- 11: the dark look and Preferences ---------------------------------------------------------
def test_dark_look_draws_a_dark_board_but_exports_stay_light(qtbot, tmp_path, restore_light) -> None:
    from str8ts_gui.gui.files.export import render_png

    window = new_window(qtbot)
    puzzle = str8ts_6()
    open_doc(window, puzzle, PlayState.new(puzzle).with_entry(2, 5))
    window.controller.select(35)
    apply_theme(QApplication.instance(), choice="dark")
    qtbot.waitUntil(lambda: window.board.palette().window().color().lightness() < 100)
    image, square = board_image(window)
    assert fill_of(image, square, 6, 1) == DARK.cell  # an empty open cell: dark
    assert fill_of(image, square, 6, 0) == DARK.black
    entry = darkest(image, cell_rect(square, 6, 2).adjusted(6, 6, -6, -6))
    brightest = max(pixels(image, cell_rect(square, 6, 2).adjusted(6, 6, -6, -6)), key=lambda c: c.lightness())
    assert brightest.lightness() > 150 and entry.name() == DARK.cell  # light digit on a dark cell
    clue = max(pixels(image, cell_rect(square, 6, 7).adjusted(6, 6, -6, -6)), key=lambda c: c.lightness())
    assert clue.lightness() > 200  # the clue 3: light
    # pictures are for paper: light whatever the window looks like
    out = render_png(window.controller.session.state, tmp_path / "board.png", size_px=600)
    picture = QImage(str(out))
    assert picture.pixelColor(5, 5).name() == "#ffffff"
    assert min(picture.pixelColor(x, 300).lightness() for x in range(0, 600, 7)) < 40  # black cells are black
    light_cells = [c for c in (picture.pixelColor(x, y) for x in range(60, 540, 9) for y in range(60, 540, 9))]
    assert sum(c.name() == "#ffffff" for c in light_cells) > len(light_cells) / 3


def test_preferences_choose_light_dark_or_system_at_once_and_remember_it(qtbot, restore_light) -> None:
    from str8ts_gui.gui.preferences import PreferencesDialog

    window = new_window(qtbot)
    assert window.act_preferences.shortcut().toString() == "Ctrl+,"
    assert window.act_preferences in window.edit_menu.actions()
    assert app_settings.theme() == "system"
    window.act_preferences.trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.findChild(QRadioButton, "theme_system").isChecked()

    dialog.findChild(QRadioButton, "theme_dark").click()
    qtbot.waitUntil(lambda: window.board.palette().window().color().lightness() < 100)  # at once
    assert app_settings.theme() == "dark"
    image, square = board_image(window)
    assert fill_of(image, square, window.controller.size, 40) == DARK.cell
    # kept: the saved choice is what the next start applies
    assert apply_theme(QApplication.instance(), Qt.ColorScheme.Light)

    dialog.findChild(QRadioButton, "theme_light").click()
    qtbot.waitUntil(lambda: window.board.palette().window().color().lightness() > 150)
    assert app_settings.theme() == "light"
    assert not apply_theme(QApplication.instance(), Qt.ColorScheme.Dark)

    dialog.findChild(QRadioButton, "theme_system").click()
    assert app_settings.theme() == "system"
    assert apply_theme(QApplication.instance(), Qt.ColorScheme.Dark)
    assert not apply_theme(QApplication.instance(), Qt.ColorScheme.Light)


def test_the_environment_variable_still_overrides_the_preference(qtbot, monkeypatch, restore_light) -> None:
    from str8ts_gui.gui.preferences import show_preferences

    window = new_window(qtbot)
    app_settings.set_theme("dark")
    monkeypatch.setenv(THEME_ENV, "light")
    assert not apply_theme(QApplication.instance(), Qt.ColorScheme.Dark)
    dialog = show_preferences(window)
    assert dialog.findChild(QRadioButton, "theme_dark").isChecked()
    assert not dialog.note.isHidden() and THEME_ENV in dialog.note.text()
    monkeypatch.setenv(THEME_ENV, "dark")
    app_settings.set_theme("light")
    assert apply_theme(QApplication.instance(), Qt.ColorScheme.Light)


# -- 13: the focus digit -----------------------------------------------------------------------
def test_clicking_a_digit_highlights_it_everywhere(qtbot) -> None:
    window = new_window(qtbot)
    puzzle = str8ts_6()  # clue 3 at r2c2 (7), black clue 3 ('c') at r4c4 (21), black clue 2 at r1c4 (3)
    state = PlayState.new(puzzle).with_entry(12, 3).with_marks(13, digits_mask([1, 3])).with_marks(15, digits_mask([1, 2]))
    open_doc(window, puzzle, state)
    ctl = window.controller
    click_cell(qtbot, window, 7)  # the clue 3
    assert ctl.focus_digit == 3
    click_cell(qtbot, window, 35)  # the selection goes elsewhere, an empty cell: focus ends
    assert ctl.focus_digit is None
    click_cell(qtbot, window, 12)  # the entry 3
    assert ctl.focus_digit == 3
    ctl.select(35)
    image, square = board_image(window)
    holds = {7, 12, 21}
    for i in holds:
        assert fill_of(image, square, 6, i) == (LIGHT.focus_black if puzzle.black[i] else LIGHT.focus), i
    assert fill_of(image, square, 6, 13) == LIGHT.focus_candidate
    for i in (1, 3, 15, 0, 30):
        assert fill_of(image, square, 6, i) in (LIGHT.cell, LIGHT.black), i
    # the 3 among the marks of r3c2 is bold and green
    box = cell_rect(square, 6, 13)
    assert any(c.name() == LIGHT.focus_mark for c in pixels(image, box.adjusted(4, 4, -4, -4)))

    click_cell(qtbot, window, 21)  # the same digit again (a black clue 3): off
    assert ctl.focus_digit is None
    click_cell(qtbot, window, 3)  # the black clue 2
    assert ctl.focus_digit == 2
    key(qtbot, window, Qt.Key.Key_Escape)
    assert ctl.focus_digit is None
    ctl.select(35)
    image, square = board_image(window)
    assert fill_of(image, square, 6, 3) == LIGHT.black


def test_focus_digit_api_for_the_number_pad(qtbot) -> None:
    window = new_window(qtbot)
    open_doc(window, str8ts_6())
    ctl = window.controller
    seen = []
    ctl.focusDigitChanged.connect(seen.append)
    ctl.set_focus_digit(4)
    assert ctl.focus_digit == 4 and ctl.render_options().focus_digit == 4
    ctl.set_focus_digit(4)
    ctl.set_focus_digit(None)
    ctl.set_focus_digit(9)  # not a digit of a 6 x 6 board
    ctl.set_focus_digit(0)
    assert seen == [4, None] and ctl.focus_digit is None
    ctl.set_focus_digit(2)
    open_doc(window, str8ts_6())  # another document starts without it
    assert ctl.focus_digit is None and seen[-1] is None


def test_focus_digit_counts_shown_candidates_and_works_for_sudoku(qtbot) -> None:
    window = new_window(qtbot)
    sudoku = get_kind("sudoku").empty(9).with_cell(0, clue=5).with_cell(40, clue=7)
    open_doc(window, sudoku, PlayState.new(sudoku).with_entry(80, 5))
    ctl = window.controller
    ctl.set_show_candidates(True)
    click_cell(qtbot, window, 80)
    assert ctl.focus_digit == 5
    ctl.select(79)
    image, square = board_image(window)
    assert fill_of(image, square, 9, 0) == LIGHT.focus and fill_of(image, square, 9, 80) == LIGHT.focus
    assert fill_of(image, square, 9, 1) == LIGHT.cell  # the row of the given 5: no 5 possible
    assert fill_of(image, square, 9, 13) == LIGHT.focus_candidate  # 5 is still a candidate there
    assert fill_of(image, square, 9, 40) == LIGHT.cell  # the given 7


def test_the_light_palette_is_fusions_own(qapp) -> None:
    """The light look is Fusion's standard palette, in every colour group and role (as 8-bit
    ARGB: Qt keeps some of its colours in another colour spec). It is built without asking Qt
    for the style object, which costs the start."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QStyleFactory

    from str8ts_gui.gui.app import light_palette

    if QApplication.instance().styleHints().colorScheme() == Qt.ColorScheme.Dark:
        pytest.skip("Qt 6.5+ gives Fusion's dark palette as the standard one on a dark system")
    fusion = QStyleFactory.create("Fusion").standardPalette()
    ours = light_palette()
    groups = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
    roles = [r for r in QPalette.ColorRole if r not in (QPalette.ColorRole.NoRole, QPalette.ColorRole.NColorRoles)]
    differ = [
        (g.name, r.name, ours.color(g, r).name(QColor.NameFormat.HexArgb), fusion.color(g, r).name(QColor.NameFormat.HexArgb))
        for g in groups
        for r in roles
        if ours.color(g, r).rgba() != fusion.color(g, r).rgba()
    ]
    assert differ == []
    assert apply_theme(QApplication.instance(), choice="light") is False
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).rgba() == fusion.color(QPalette.ColorRole.Window).rgba()


def test_light_chosen_on_a_dark_system_is_light(qapp, restore_light) -> None:
    from PySide6.QtGui import QPalette

    assert apply_theme(qapp, Qt.ColorScheme.Dark, choice="light") is False
    palette = qapp.palette()
    assert palette.color(QPalette.ColorRole.Window).lightness() > 200
    assert palette.color(QPalette.ColorRole.WindowText).lightness() < 50
    assert apply_theme(qapp, Qt.ColorScheme.Dark, choice="system") is True
    assert qapp.palette().color(QPalette.ColorRole.Window).lightness() < 100


def test_a_started_window_uses_fusion_whatever_the_environment_asks(tmp_path) -> None:
    """The program's own application takes Fusion from its command line; a QT_STYLE_OVERRIDE in
    the environment does not change it."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_STYLE_OVERRIDE="Windows", STR8TS_GUI_THEME="light")
    env["STR8TS_GUI_HOME"] = str(tmp_path)
    for argv in ("sys.argv[:1]", "[]"):  # an embedding host may leave sys.argv empty
        code = (
            f"import sys\nsys.argv = {argv}\n"
            "from str8ts_gui.gui.app import ensure_app\n"
            "app = ensure_app()\n"
            "print(app.style().name(), app.palette().color(app.palette().ColorRole.Window).name())\n"
        )
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, check=True)
        assert out.stdout.split() == ["fusion", "#efefef"], argv


@pytest.mark.parametrize("kind, size, source", [("sudoku", 16, None), ("str8ts", 15, None), ("sudoku", 9, "sudoku-variants.txt")])
def test_pencil_marks_drawn_the_fast_way_are_the_same_pixels(monkeypatch, qapp, kind, size, source) -> None:
    """Every candidate of a large board, with a focus digit, struck marks, a cage's corner sums
    and the dark palette, at a few board sizes and at 2 x device pixels: the marks drawn with
    their sizes measured once a paint give exactly the pixels of each mark measured and drawn
    on its own."""
    from pathlib import Path

    from str8ts_gui.core.document import load_documents
    from str8ts_gui.core.kind import kind_of
    from str8ts_gui.gui.board import pencil_marks

    puzzles = Path(__file__).resolve().parents[2] / "puzzles"
    puzzle = get_kind(kind).empty(size) if source is None else load_documents(puzzles / source)[0].puzzle
    state = PlayState.new(puzzle)
    marks = [m if state.is_open(i) else 0 for i, m in enumerate(kind_of(puzzle).basic_candidates(puzzle, state.values()))]
    state = state.replace(marks=marks)
    open_cells = [i for i in range(puzzle.cell_count) if marks[i]]
    struck = {i: marks[i] & 0b1010101010 for i in open_cells[:12]}

    def draw(side: int, dpr: int, options: RenderOptions) -> QImage:
        image = QImage(side * dpr, side * dpr, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(QColor("white"))
        painter = QPainter(image)
        render_board(painter, QRectF(0, 0, side, side), state, options)
        painter.end()
        return image

    cases = [(side, dpr, options) for side, dpr in ((250, 1), (880, 1), (440, 2)) for options in (
        RenderOptions(focus_digit=3, struck=struck),
        RenderOptions(dark=True, focus_digit=12, auto_marks=frozenset(open_cells[5:30])),
    )]
    fast = [draw(*case) for case in cases]

    def one_by_one(self, box, text, focused, colour) -> None:  # as every mark was drawn before
        font, metrics = self.fonts[focused]
        self.painter.setFont(font)
        self.painter.setPen(colour)
        pencil_marks._draw_mark(self.painter, box, text, metrics)

    monkeypatch.setattr(pencil_marks._Marks, "draw", one_by_one)
    slow = [draw(*case) for case in cases]
    assert [a == b for a, b in zip(fast, slow)] == [True] * len(cases)
    assert not fast[0].isNull() and fast[0] != draw(250, 1, RenderOptions(show_marks=False))  # marks were drawn
