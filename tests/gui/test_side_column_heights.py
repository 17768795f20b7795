"""The side column shares its height the same way at any window size, whatever sizes the window
had before: the Number Pad and a hint take the height they need, a stretching panel (the
Solution Path, the Rules palette) the rest, exactly as when the window opens at that size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.formats import parse_text

from gui_helpers import key, sudoku_palette_window, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def settle(qtbot) -> None:
    """Queued layout work done (panels shared again after they show, a scroll bar hidden a
    moment after its panel got the room it asked for): the column's heights have stopped
    changing for a few turns of the event loop."""
    qtbot.wait(60)
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    seen, still = None, 0
    for _ in range(100):
        now = [w.side_column.splitter.sizes() for w in windows]
        still = still + 1 if now == seen else 0
        if still >= 3:
            return
        seen = now
        qtbot.wait(20)


def hint_and_path(qtbot, window: MainWindow) -> None:
    """A hint at level 3 (its step: three lines of text), then View > Solution Path."""
    for _ in range(3):
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    settle(qtbot)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    settle(qtbot)


def resize(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size().width() == width and window.size().height() == height)
    settle(qtbot)


def layout(window: MainWindow) -> dict[str, int]:
    """Each shown panel's height, by title."""
    return {p.windowTitle(): p.height() for p in window.side_column.panels if p.isVisible()}


def assert_shared(window: MainWindow) -> None:
    """The pad and the hint exactly as tall as they need, the path down to the column's foot."""
    pad, hint, path = window.number_pad, window.hint_panel, window.path_panel
    splitter = window.side_column.splitter
    assert pad.height() == pad.preferred_height()
    assert hint.height() == hint.preferred_height()
    assert path.geometry().bottom() == splitter.height() - 1
    assert path.height() > hint.height()


def direct(qtbot, tmp_path: Path, width: int, height: int) -> MainWindow:
    """A window opened at ``width`` x ``height`` showing the same hint and path."""
    window = window_with(qtbot, tmp_path, GENTLE)
    resize(qtbot, window, width, height)
    hint_and_path(qtbot, window)
    return window


@pytest.mark.parametrize(
    "sizes",
    [
        [(1024, 700), (1280, 800)],  # a reviewer's: pad 174 -> 204, hint 131 -> 154, the path scrolling
        [(700, 550), (1024, 640)],  # the path down to four steps and a second scroll bar
        [(1024, 700), (1280, 800), (1024, 700)],
        [(1280, 800), (700, 550), (1024, 640), (1280, 800)],
    ],
)
def test_the_pad_and_the_hint_keep_their_heights_and_the_path_gets_the_rest_after_resizes(
    qtbot, tmp_path, sizes
) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    resize(qtbot, window, *sizes[0])
    hint_and_path(qtbot, window)
    assert_shared(window)
    for size in sizes[1:]:
        resize(qtbot, window, *size)
        assert_shared(window)
    final = layout(window)
    other = direct(qtbot, tmp_path, *sizes[-1])
    assert_shared(other)
    assert final == layout(other)  # as if opened at that size
    assert window.side_column.splitter.sizes() == other.side_column.splitter.sizes()


def test_growing_in_small_steps_gives_every_pixel_to_the_path(qtbot, tmp_path) -> None:
    """Dragging the window's corner: many small resizes, each giving the path all of the change."""
    window = window_with(qtbot, tmp_path, GENTLE)
    resize(qtbot, window, 700, 550)
    hint_and_path(qtbot, window)
    for step in range(1, 9):
        resize(qtbot, window, 700 + 40 * step, 550 + 30 * step)
        assert_shared(window)
    for step in range(7, -1, -1):
        resize(qtbot, window, 700 + 40 * step, 550 + 30 * step)
        assert_shared(window)


def test_the_rules_palette_gets_the_height_a_larger_window_adds(qtbot, tmp_path) -> None:
    """A Sudoku in edit mode (the Rules palette above the Number Pad): the window grown from
    700 x 550, the pad keeps its buttons' height and the palette takes the rest, as when the
    window opens at that size."""

    def sudoku_in_edit(width: int, height: int) -> MainWindow:
        window = window_with(qtbot, tmp_path, GENTLE)
        resize(qtbot, window, width, height)
        window.new_puzzle(9, "sudoku")
        assert window.controller.mode == Mode.EDIT
        qtbot.waitUntil(lambda: window.rule_tools is not None and window.rule_tools.isVisible())
        settle(qtbot)
        return window

    window = sudoku_in_edit(700, 550)
    pad, palette = window.number_pad, window.rule_tools
    for size in [(1024, 700), (1280, 800)]:
        resize(qtbot, window, *size)
        assert pad.height() == pad.preferred_height()
        assert palette.height() + pad.height() + window.side_column.splitter.handleWidth() == (
            window.side_column.splitter.height()
        )
    other = sudoku_in_edit(1280, 800)
    assert window.side_column.splitter.sizes() == other.side_column.splitter.sizes()


def test_the_pad_alone_keeps_its_height_as_the_window_changes(qtbot, tmp_path) -> None:
    """The pad alone (no panel takes the spare room): as tall as its buttons at every size,
    the room below it empty."""
    window = window_with(qtbot, tmp_path, GENTLE)
    pad = window.number_pad
    for size in [(700, 550), (1280, 800), (1024, 640), (1280, 800)]:
        resize(qtbot, window, *size)
        assert pad.height() == pad.preferred_height()


def test_sixteen_digits_then_a_resize_keep_the_pad_whole(qtbot, tmp_path) -> None:
    """A 16 x 16 board with its larger pad and the path, the window grown: the pad still as tall
    as its buttons, no taller."""
    window = window_with(qtbot, tmp_path, GENTLE)
    resize(qtbot, window, 700, 550)
    window.set_document(Document(get_kind("sudoku").empty(16)), None, mode=Mode.PLAY)
    pad = window.number_pad
    qtbot.waitUntil(lambda: len(pad.digit_buttons) == 16)
    settle(qtbot)
    resize(qtbot, window, 1280, 800)
    assert pad.height() == pad.preferred_height()


def test_a_column_too_short_for_every_panel_shares_once_per_resize_not_over_and_over(qtbot, tmp_path) -> None:
    """Every panel shown in a small window: the splitter cannot give the panels their minimum
    heights, and gives the same sizes each time it is asked; the column then stops asking (it
    went round its whole budget of rounds at every resize, about 20 relayouts, while the window
    was dragged)."""
    from str8ts_gui.core.document import load_documents

    window = window_with(qtbot, tmp_path, GENTLE)
    sudoku = load_documents(ROOT / "puzzles" / "sudoku-9x9.txt")[0]
    window.set_document(sudoku, mode=Mode.EDIT)
    qtbot.waitUntil(lambda: window.rule_tools is not None and window.rule_tools.isVisible())
    hint_and_path(qtbot, window)
    column = window.side_column
    assert all(p.isVisible() for p in (window.rule_tools, window.number_pad, window.hint_panel, window.path_panel))
    changed = []
    share = column._share

    def counted() -> bool:
        result = share()
        changed.append(result)
        return result

    column._share = counted
    for size in [(700, 550), (734, 600), (700, 550), (800, 600)]:
        changed.clear()
        resize(qtbot, window, *size)
        assert changed.count(True) <= 3, (size, changed)


def drag_handle(qtbot, window: MainWindow, index: int, dy: int) -> None:
    """Drag the side column's handle above panel ``index`` by ``dy`` pixels, with the mouse."""
    from PySide6.QtTest import QTest

    splitter = window.side_column.splitter
    handle = splitter.handle(index)
    start = handle.mapTo(splitter, handle.rect().center())  # (the handle moves as it is dragged)
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, handle.rect().center())
    for step in range(1, 5):
        QTest.mouseMove(handle, handle.mapFrom(splitter, start + QPoint(0, dy * step // 4)))
    end = handle.mapFrom(splitter, start + QPoint(0, dy))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    settle(qtbot)


def test_a_height_the_user_dragged_stays_through_resizes_until_the_panel_closes(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    resize(qtbot, window, 1024, 700)
    hint_and_path(qtbot, window)
    assert_shared(window)
    splitter = window.side_column.splitter
    hint, path = window.hint_panel, window.path_panel
    k = splitter.indexOf(path)
    wanted = hint.height()
    drag_handle(qtbot, window, k, 60)  # the hint made 60 pixels taller, the path shorter
    dragged = hint.height()
    assert dragged == wanted + 60
    for size in [(1280, 800), (900, 640), (1024, 700)]:
        resize(qtbot, window, *size)
        assert hint.height() == dragged  # kept, where it went back to what it needs before
        assert path.geometry().bottom() == splitter.height() - 1  # the path still to the foot
    # closed and shown again (View > Hint Panel twice): the height it needs again
    window.act_hint_panel.trigger()
    settle(qtbot)
    assert not hint.isVisible()
    window.act_hint_panel.trigger()
    settle(qtbot)
    assert hint.isVisible() and hint.height() == hint.preferred_height()



def test_two_sharing_panels_keep_the_proportion_the_user_dragged(qtbot) -> None:
    """The Rules palette and the Solution Path (both share the spare height) keep the shares a
    drag gave them when the window grows."""
    window, palette, _scroll = sudoku_palette_window(qtbot, (1024, 760))
    key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)  # View > Solution Path (an empty board: no steps)
    qtbot.waitUntil(window.path_panel.isVisible)
    settle(qtbot)
    splitter, path = window.side_column.splitter, window.path_panel
    assert palette.isVisible() and path.isVisible()
    before = (palette.height(), path.height())
    upper, lower = sorted((splitter.indexOf(palette), splitter.indexOf(path)))
    drag_handle(qtbot, window, lower, -40 if splitter.widget(upper) is palette else 40)  # the palette smaller
    dragged = (palette.height(), path.height())
    assert dragged != before and dragged[0] < before[0]
    resize(qtbot, window, 1280, 900)
    grown = (palette.height(), path.height())
    assert sum(grown) > sum(dragged)
    # the new height shared as dragged (to a pixel or two of rounding), not as before
    assert abs(grown[0] / sum(grown) - dragged[0] / sum(dragged)) < 0.01
    assert abs(grown[0] / sum(grown) - before[0] / sum(before)) > 0.02
