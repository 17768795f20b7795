"""Helpers shared by the window tests: open a shown, active window and press keys on its board."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui import create_main_window
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect, render_board

NOMOD = Qt.KeyboardModifier.NoModifier


def new_window(qtbot, path=None) -> MainWindow:
    """A main window (with ``path`` loaded), shown and active, closed after the test."""
    w = create_main_window(path)
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def shown_library_browser(qtbot):
    """A Puzzle Library browser of its own, shown (its rows and previews drawn), closed after the test."""
    from str8ts_gui.gui.library.library_browser import LibraryBrowser

    b = LibraryBrowser()
    qtbot.addWidget(b)
    b.show()
    qtbot.waitExposed(b)
    return b


def window_with(qtbot, tmp_path: Path, puzzle: Puzzle) -> MainWindow:
    """A window that opened ``puzzle`` from a puzzle file (so it is in play mode)."""
    path = tmp_path / "puzzle.txt"
    path.write_text(to_line(puzzle) + "\n", encoding="utf-8")
    return new_window(qtbot, path)


def key(qtbot, window: MainWindow, k, modifier=NOMOD) -> None:
    """A key pressed while the board has the focus (shortcuts reach the window's actions)."""
    qtbot.keyClick(window.board, k, modifier)


def grid_square(window: MainWindow) -> QRectF:
    """The square the window's board draws its grid in (inside the margin kept for outside clues)."""
    state, options = window.controller.display()
    puzzle = state.puzzle
    return board_square(QRectF(window.board.rect()), puzzle.size, puzzle.height, board_margin(puzzle, options))


def cell_centre(window: MainWindow, index: int) -> QPoint:
    """The middle of cell ``index`` of the window's board."""
    return cell_rect(grid_square(window), window.controller.session.puzzle.size, index).center().toPoint()


def click_cell(qtbot, window: MainWindow, index: int, button=Qt.MouseButton.LeftButton) -> None:
    """A click in the middle of cell ``index`` of the window's board."""
    qtbot.mouseClick(window.board, button, pos=cell_centre(window, index))


def wait_analysis(qtbot, window: MainWindow, text: str) -> None:
    """Wait until the status badge shows ``text``."""
    qtbot.waitUntil(lambda: window.analysis_label.text() == text, timeout=5000)



GENTLE_LINE = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"  # Wikipedia's


def gentle_window(qtbot, line: str = GENTLE_LINE) -> MainWindow:
    """A main window (no autosave, default geometry) showing the Str8ts ``line`` as "Gentle"."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.str8ts.formats import parse_line

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    puzzle = parse_line(line)
    w.set_document(Document(puzzle, title="Gentle", state=PlayState.new(puzzle)))
    return w


def open_solution_path(qtbot, window: MainWindow, timeout: int = 20000):
    """View > Solution Path (Ctrl+Alt+P), waiting for the path to show; returns it."""
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=timeout) as blocker:
        key(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    return blocker.args[0]


def render(state: PlayState, options: RenderOptions, side: int = 540, background: str = "#808080") -> tuple[QImage, QRectF]:
    """The board of ``state`` drawn on a grey (``background``) ``side`` x ``side`` picture, and its square."""
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor(background))
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, side, side), state, options)
    painter.end()
    return image, square


def pixels(image: QImage, rect: QRectF) -> list[int]:
    """The pixels of ``image`` inside ``rect`` (its aligned rectangle), row by row."""
    r = rect.toAlignedRect()
    return [image.pixel(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]


def rows_of_ink(pixels: set) -> list[tuple[int, int]]:
    """The runs of pixel rows (first, last) holding ink, top to bottom (``pixels``: (x, y))."""
    ys = sorted({y for _, y in pixels})
    runs = [[ys[0], ys[0]]]
    for y in ys[1:]:
        if y == runs[-1][1] + 1:
            runs[-1][1] = y
        else:
            runs.append([y, y])
    return [tuple(run) for run in runs]


def slow_paths(monkeypatch, seconds: float) -> None:
    """Solve from Here's job made ``seconds`` slower (the window finds the path in its worker:
    the time to act while it is being found)."""
    import time

    import str8ts_gui.gui.panels.path_panel as path_panel

    real = path_panel.compute_path

    def slow(state, token=None):
        time.sleep(seconds)
        return real(state, token)

    monkeypatch.setattr(path_panel, "compute_path", slow)


def sudoku_palette_window(qtbot, size: tuple[int, int]):
    """A window of ``size`` with File > New > Sudoku 9 x 9 (edit mode, the Rules palette shown):
    (window, palette, its scroll area)."""
    from PySide6.QtWidgets import QScrollArea

    from str8ts_gui.core.session import Mode

    window = new_window(qtbot)
    window.resize(*size)
    window.new_puzzle(9, "sudoku")
    assert window.controller.mode == Mode.EDIT
    qtbot.waitUntil(lambda: window.rule_tools is not None and window.rule_tools.isVisible())
    palette = window.rule_tools
    return window, palette, palette.findChild(QScrollArea, "rule_tools_scroll")


def in_view(widget, scroll) -> bool:
    """The whole widget is inside the scroll area's visible viewport, nothing of it cut off (no
    scrolling needed)."""
    viewport = scroll.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return widget.isVisible() and viewport.rect().contains(rect) and widget.visibleRegion().boundingRect() == widget.rect()


def crash(window: MainWindow, dialogs, tmp_path: Path) -> None:
    """Leave the window's autosave behind as a crashed process would (its lock released)."""
    import shutil

    files = [window.autosave_path(), window.autosave_meta_path()]
    backup = tmp_path / "crash-backup"
    backup.mkdir(exist_ok=True)
    for p in files:
        shutil.copy(p, backup / p.name)
    dialogs.unsaved_answers = ["discard"]
    assert window.close()
    for p in files:
        assert not p.exists()
        shutil.copy(backup / p.name, p)


@contextmanager
def app_font_scaled(qtbot, scale: float):
    """Inside the block the application's font is ``scale`` times its size, as a user changing
    the system font while the window is open, and the windows laid out again; after it the old
    font is back (laid out again too), even when the block fails. Yields the scaled font."""
    app = QApplication.instance()
    normal = QFont(app.font())
    other = QFont(normal)
    other.setPointSizeF(normal.pointSizeF() * scale)
    app.setFont(other)
    try:
        qtbot.wait(60)
        QApplication.processEvents()
        yield other
    finally:
        app.setFont(normal)
        qtbot.wait(60)
        QApplication.processEvents()


def painted_pages(monkeypatch) -> list[dict]:
    """The keyword arguments of each page export.paint_page draws, from now on (a printed page,
    str8ts render's PDF)."""
    from str8ts_gui.gui.files import export

    calls: list[dict] = []
    paint_page = export.paint_page

    def spy(*args, **kwargs):
        calls.append(kwargs)
        return paint_page(*args, **kwargs)

    monkeypatch.setattr(export, "paint_page", spy)
    return calls


def print_to_pdf(window, monkeypatch, out: Path, content: str = "puzzle") -> Path:
    """File > Print of ``content`` (puzzle, entries, solution) into the PDF ``out``, the print
    preview dialog replaced by one that prints its pages there."""
    from PySide6.QtPrintSupport import QPrinter

    from str8ts_gui.gui.files import export_actions

    def preview(dialog) -> int:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        dialog.paintRequested.emit(printer)
        return 1

    monkeypatch.setattr(export_actions, "run_print_preview", preview)
    assert export_actions.install(window).print_puzzle(content)
    return out
