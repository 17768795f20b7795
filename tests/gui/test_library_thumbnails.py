"""Puzzle Library previews: a picture of every puzzle in the list (drawn when its row first
shows, then cached) and a larger picture of the selected one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPalette

from gui_helpers import shown_library_browser
from str8ts_gui.gui.library.library_browser import PREVIEW_MIN_WIDTH, PREVIEW_PX, THUMB_PX, TITLE, LibraryBrowser
from str8ts_gui.gui.board.render import board_square, cell_rect
from str8ts_gui.gui.library.thumbnails import ThumbnailCache, render_thumbnail


@pytest.fixture
def browser(qtbot) -> LibraryBrowser:
    return shown_library_browser(qtbot)


def image_of(picture) -> QImage:
    image = picture.toImage()
    image.setDevicePixelRatio(1.0)
    return image


def cell_colour(image: QImage, size: int, index: int) -> QColor:
    """The colour in the middle of cell ``index`` of a board drawn to fill ``image``."""
    square = board_square(QRectF(0, 0, image.width(), image.height()), size)
    centre = cell_rect(square, size, index).center().toPoint()
    return image.pixelColor(centre)


def first_black_and_white(puzzle) -> tuple[int, int]:
    black = next(i for i in range(puzzle.cell_count) if puzzle.black[i] and not puzzle.clues[i])
    white = next(i for i in range(puzzle.cell_count) if not puzzle.black[i] and not puzzle.clues[i])
    return black, white


def line_darkness(image: QImage, size: int, x_between: tuple[int, int], row: int) -> int:
    """How dark (255 - lightness, the darkest pixel) the grid line between two columns is, on
    the height of the middle of ``row``: box borders are drawn darker or thicker than cell lines."""
    square = board_square(QRectF(0, 0, image.width(), image.height()), size)
    left = cell_rect(square, size, row * size + x_between[0])
    right = cell_rect(square, size, row * size + x_between[1])
    y = round(left.center().y())
    xs = range(round(left.center().x()), round(right.center().x()) + 1)
    return max(255 - image.pixelColor(x, y).lightness() for x in xs)


def line_width(image: QImage, size: int, x_between: tuple[int, int], row: int) -> int:
    """Pixels of grid line (clearly darker than a cell) between two columns' centres."""
    square = board_square(QRectF(0, 0, image.width(), image.height()), size)
    left = cell_rect(square, size, row * size + x_between[0])
    right = cell_rect(square, size, row * size + x_between[1])
    y = round(left.top() + left.height() * 0.2)  # above the digits
    xs = range(round(left.center().x()), round(right.center().x()) + 1)
    return sum(1 for x in xs if image.pixelColor(x, y).lightness() < 150)


def assert_sudoku_boxes(image: QImage, puzzle) -> None:
    """The picture of a Sudoku shows its boxes: the line between two boxes is wider than the
    line between two cells of one box (9 x 9: columns 3|4 against 1|2)."""
    n = puzzle.size
    assert n in (6, 9)  # boxes 3 cells wide: the line between columns 3 and 4 is a box border
    box = line_width(image, n, (2, 3), 4)
    cell = line_width(image, n, (0, 1), 4)
    assert box > cell >= 1, (box, cell)
    empty = next(i for i in range(n * n) if not puzzle.clues[i])
    assert cell_colour(image, n, empty).lightness() > 200  # no black cells in a Sudoku


def test_every_row_shows_a_picture_of_its_puzzle(browser: LibraryBrowser) -> None:
    assert browser.view.iconSize().width() == THUMB_PX
    assert browser.view.verticalHeader().defaultSectionSize() >= THUMB_PX
    kinds = set()
    rows = [(kind, row) for kind in ("str8ts", "sudoku", "suguru") for row in (0, -1)]
    for kind, row in rows:
        browser.set_filter(kind=kind)
        index = browser.proxy.index(row % browser.row_count(), TITLE)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(icon, QIcon) and not icon.isNull()
        entry = index.data(Qt.ItemDataRole.UserRole + 2)
        image = image_of(icon.pixmap(THUMB_PX, THUMB_PX))
        puzzle = entry.document.puzzle
        kinds.add(puzzle.kind)
        if puzzle.kind == "sudoku":
            assert_sudoku_boxes(image_of(browser.thumbnail(entry, 180)), puzzle)
            continue
        if puzzle.kind != "str8ts":  # Suguru: regions, no black cells (drawn like Sudoku boxes)
            continue
        black, white = first_black_and_white(puzzle)
        assert cell_colour(image, puzzle.size, black).lightness() < 80  # the puzzle's own pattern
        assert cell_colour(image, puzzle.size, white).lightness() > 200
    assert kinds == {"str8ts", "sudoku", "suguru"}


def test_sudoku_pictures_show_their_boxes(qtbot, browser: LibraryBrowser) -> None:
    browser.set_filter(kind="sudoku")
    assert browser.row_count() >= 50
    assert {e.kind for e in browser.shown_entries()} == {"sudoku"}
    # the first and last plain Sudoku shown (a variant's lines or cages may cross the grid lines
    # measured; which variant sorts last moves with the library's grades)
    shown = browser.shown_entries()
    plain = [row for row, e in enumerate(shown) if not (e.document.puzzle.constraints or e.document.puzzle.regions)]
    assert len(plain) >= 50
    for row in (plain[0], plain[-1]):
        index = browser.proxy.index(row, TITLE)
        browser.view.setCurrentIndex(index)
        entry = browser.current_entry()
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(icon, QIcon) and not icon.isNull()
        n = entry.document.puzzle.size
        assert_sudoku_boxes(image_of(browser.preview.pixmap()), entry.document.puzzle)
        assert f"Sudoku, {n} x {n}" in browser.preview_caption.text()


def test_pictures_are_drawn_once_when_shown(qtbot, browser: LibraryBrowser) -> None:
    # only the rows on screen (and the preview) were drawn, not all hundred
    drawn = browser.thumbnails.drawn
    assert 0 < drawn < browser.row_count() // 2
    browser.view.viewport().repaint()
    assert browser.thumbnails.drawn == drawn  # from the cache
    browser.view.scrollToBottom()
    qtbot.waitUntil(lambda: browser.thumbnails.drawn > drawn)


def test_the_selected_puzzle_is_shown_larger(qtbot, browser: LibraryBrowser) -> None:
    browser.set_filter(kind="str8ts")
    assert browser.preview.isVisible()
    pictures = []
    for row in (0, 30):
        browser.view.setCurrentIndex(browser.proxy.index(row, TITLE))
        entry = browser.current_entry()
        picture = browser.preview.pixmap()
        assert not picture.isNull() and picture.width() == round(PREVIEW_PX * picture.devicePixelRatio())
        assert entry.title in browser.preview_caption.text()
        assert entry.size_text in browser.preview_caption.text()
        puzzle = entry.document.puzzle
        black, white = first_black_and_white(puzzle)
        image = image_of(picture)
        assert cell_colour(image, puzzle.size, black).lightness() < 80
        assert cell_colour(image, puzzle.size, white).lightness() > 200
        pictures.append(image)
    assert pictures[0] != pictures[1]
    # a filter that hides everything leaves nothing to preview
    browser.set_filter(size=6, grade="Extreme", unsolved_only=False)
    assert browser.current_entry() is not None
    browser.unsolved_filter.setChecked(True)
    browser.grade_filter.setCurrentIndex(browser.grade_filter.findData("Gentle"))
    assert browser.current_entry().grade == "Gentle"
    assert "Gentle" in browser.preview_caption.text()


def test_a_narrow_browser_gives_the_room_to_the_list(qtbot, browser: LibraryBrowser) -> None:
    browser.resize(PREVIEW_MIN_WIDTH - 100, 420)
    qtbot.waitUntil(lambda: not browser.preview.isVisible())
    qtbot.waitUntil(lambda: browser.view.columnWidth(TITLE) > THUMB_PX + 60)  # the title still reads
    browser.resize(PREVIEW_MIN_WIDTH + 100, 560)
    qtbot.waitUntil(browser.preview.isVisible)


def test_pictures_follow_a_dark_palette(qtbot, browser: LibraryBrowser) -> None:
    browser.set_filter(kind="str8ts")
    browser.view.setCurrentIndex(browser.proxy.index(0, TITLE))
    entry = browser.current_entry()
    light = image_of(browser.preview.pixmap())
    palette = QPalette(browser.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#2a2a2a"))
    browser.setPalette(palette)
    qtbot.waitUntil(lambda: image_of(browser.preview.pixmap()) != light)
    puzzle = entry.document.puzzle
    _black, white = first_black_and_white(puzzle)
    assert cell_colour(image_of(browser.preview.pixmap()), puzzle.size, white).lightness() < 200


def test_cache_keeps_the_most_recent_pictures(browser: LibraryBrowser) -> None:
    cache = ThumbnailCache(limit=3)
    puzzles = [e.document.puzzle for e in browser.entries[:5]]
    for p in puzzles:
        cache.get(p, 40)
    assert len(cache) == 3 and cache.drawn == 5
    cache.get(puzzles[-1], 40)
    assert cache.drawn == 5
    cache.get(puzzles[0], 40)  # dropped earlier: drawn again
    assert cache.drawn == 6
    sharp = render_thumbnail(puzzles[0], 40, ratio=2.0)
    assert sharp.width() == 80 and sharp.devicePixelRatio() == 2.0
