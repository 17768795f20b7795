"""The solution path's list: each step's line names the cells the step changes (where it places a
digit, then where it removes candidates), not the first cells of its pattern, which for a fish,
a chain, a cage or a rule's given cell hid the cell the player looks for."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.panels.path_panel import LABEL_CELLS, step_where
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line
from str8ts_gui.solver.logic import Step

from gui_helpers import key, new_window, window_with

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "puzzles"
SHIFT = Qt.KeyboardModifier.ShiftModifier
SUDOKU_LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def name(i: int) -> str:
    return f"r{i // 9 + 1}c{i % 9 + 1}"


def step(cells, placements=(), eliminations=()) -> Step:
    return Step("X-wing", 1, 1.0, tuple(cells), (3,), tuple(placements), tuple(eliminations), "text")


def test_the_cells_a_step_changes_lead_and_the_cells_it_uses_are_left_out() -> None:
    fish = step([0, 8, 72, 80], eliminations=[(40, 3)])
    assert step_where(fish, name) == "r5c5<>3"  # a candidate removed, as HoDoKu writes it
    # placements first, then the cells that lose candidates, each in reading order, once each
    both = step([1, 2], placements=[(60, 4)], eliminations=[(20, 5), (3, 5), (60, 7), (20, 6)])
    assert step_where(both, name) == "r7c7=4, r1c4<>5, r3c3<>56"  # a placement with its digit (HoDoKu's r7c7=4)
    many = step([0], eliminations=[(i, 7) for i in (50, 10, 30, 20)])
    assert step_where(many, name) == "r2c2<>7, r3c3<>7, r4c4<>7, …" and LABEL_CELLS == 3
    assert step_where(step([5, 1, 9, 2]), name) == "r1c6, r1c2, r2c1, …"  # changes nothing: its own cells
    assert step_where(many, name, 1) == step_where(many, name, 0) == "r2c2<>7, …"  # fewer to fit a line
    # two steps on one cell read apart (a Suguru's "touches every place" removes digit after digit)
    assert step_where(step([0], eliminations=[(40, 2)]), name) != step_where(step([0], eliminations=[(40, 3)]), name)
    # digits of two figures are kept apart on a board of more than 9 digits
    assert step_where(step([0], eliminations=[(40, 10), (40, 2)]), name, digits=16) == "r5c5<>2,10"
    # ... by the board, not the step: 1 and 2 removed are not 12 (a 16 x 16's naked pair read "r14c9<>27")
    assert step_where(step([0], eliminations=[(40, 1), (40, 2)]), name, digits=16) == "r5c5<>1,2"
    assert step_where(step([0], eliminations=[(40, 12)]), name, digits=16) == "r5c5<>12"


def test_a_line_names_fewer_cells_to_fit_a_narrower_list(qtbot) -> None:
    doc = next(d for d in load_documents(PUZZLES / "sudoku-variants.txt") if d.title == "Killer Sudoku 9x9 1")
    window = new_window(qtbot)
    window.set_document(doc, mode=Mode.PLAY)
    solve_from_here(qtbot, window)
    panel = window.path_panel
    row = next(k for k, s in enumerate(panel.result.path.steps) if s.strategy == "Killer cage combinations")
    s = panel.result.path.steps[row]
    name = panel.result.state.puzzle.cell_name
    r7c7, r7c8, r7c9 = (said_of(s, i, name) for i in (60, 61, 62))
    assert r7c7 == "r7c7<>49"  # the candidates the cage's combinations remove from it
    assert panel.steps.item(row).text() == f"{row + 1}. Killer cage combinations: {r7c7}, …"
    panel.steps.setFixedWidth(900)  # a wide list: all three, then "…" for the rest
    qtbot.waitUntil(lambda: panel.steps.item(row).text().endswith(f"{r7c7}, {r7c8}, {r7c9}, …"))
    check_labels(panel, "Killer cage combinations")


def said_of(s: Step, i: int, cell_name) -> str:
    """How a line names cell ``i`` the step changes: with the digit placed ("r1c8=4") or the
    candidates removed ("r5c5<>23"; "r5c5<>2,10" with a digit of two figures), as HoDoKu does."""
    digit = dict(s.placements)
    if i in digit:
        return f"{cell_name(i)}={digit[i]}"
    gone = sorted({d for j, d in s.eliminations if j == i})
    joiner = "," if any(d > 9 for _, d in s.eliminations) else ""
    return f"{cell_name(i)}<>{joiner.join(map(str, gone))}"


def check_labels(panel, strategy: str) -> None:
    """Every line names only cells its step changes, placements first, at most LABEL_CELLS of them
    and as many as fit the list's width; the first step of ``strategy`` (one whose pattern's first cells are not the ones it changes)
    among them."""
    result = panel.result
    cell_name = result.state.puzzle.cell_name
    metrics = panel.steps.fontMetrics()
    room = panel.steps.viewport().width() - 2 * (panel.steps.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    assert panel.steps.count() == len(result.path.steps) > 0
    seen = False
    for k, s in enumerate(result.path.steps):
        text = panel.steps.item(k).text()
        # a step that places a digit is in bold (it stands out among the eliminations)
        assert panel.steps.item(k).font().bold() == bool(s.placements), text
        metrics = QFontMetrics(panel.steps.item(k).font()) if s.placements else panel.steps.fontMetrics()
        head = f"{k + 1}. {s.strategy}: "
        assert text.startswith(head), text
        names = text[len(head):].split(", ")
        placed = sorted({i for i, _ in s.placements})
        changed = placed + sorted({i for i, _ in s.eliminations}.difference(placed))
        assert changed, text  # every step of a path changes the board
        shown = names[:-1] if names[-1] == "…" else names
        assert 1 <= len(shown) <= LABEL_CELLS and (len(shown) < len(changed)) == (names[-1] == "…"), text
        said = [said_of(s, i, cell_name) for i in changed]
        assert shown == said[: len(shown)], text
        # fewer cells only where more do not fit: the line is not cut in the middle of a name
        if len(shown) < min(len(changed), LABEL_CELLS):
            longer = f"{head}{step_where(s, cell_name, len(shown) + 1)}"
            assert metrics.horizontalAdvance(longer) > room, text
        if len(shown) > 1:
            assert metrics.horizontalAdvance(text) <= room, text
        if s.strategy == strategy and not seen:
            seen = True
            used = [cell_name(i) for i in s.cells if i not in changed]
            assert used and not set(used) & set(names), text  # the cells it only uses: in its sentence
            assert s.strategy in panel.steps.item(k).toolTip() and s.text in panel.steps.item(k).toolTip()
    assert seen, f"no {strategy} step in the path"


def solve_from_here(qtbot, window) -> None:
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    qtbot.waitUntil(lambda: window.path_panel.result is not None and not window.path_panel.busy, timeout=20000)


def test_str8ts_steps_name_the_cells_they_change(qtbot, tmp_path) -> None:
    gentle = parse_text((PUZZLES / "wikipedia.txt").read_text(encoding="utf-8"))[0]
    window = window_with(qtbot, tmp_path, gentle)
    solve_from_here(qtbot, window)
    # "Row/column rule: r2c8" named the placed digit that removes 7 from r3c8, not r3c8
    check_labels(window.path_panel, "Row/column rule")


@pytest.mark.parametrize(
    ("source", "strategy"),
    [
        (None, "Pointing"),  # the box's cells were named, not the cells of the line losing the digit
        ("Killer Sudoku 9x9 1", "Killer cage combinations"),  # the cage, not the cells outside it
    ],
)
def test_sudoku_steps_name_the_cells_they_change(qtbot, source, strategy) -> None:
    if source is None:
        doc = Document(sudoku_line(SUDOKU_LINE))
    else:
        doc = next(d for d in load_documents(PUZZLES / "sudoku-variants.txt") if d.title == source)
    window = new_window(qtbot)
    window.set_document(doc, mode=Mode.PLAY)
    solve_from_here(qtbot, window)
    check_labels(window.path_panel, strategy)


def test_suguru_steps_name_the_cells_they_change(qtbot) -> None:
    doc = next(d for d in load_documents(PUZZLES / "suguru-library.txt") if d.title == "Suguru 5x5 Easy")
    window = new_window(qtbot)
    window.set_document(doc, mode=Mode.PLAY)
    solve_from_here(qtbot, window)
    # "Touches every place: r2c2, r4c1" named where the region's digit may go, not r3c2 that loses it
    check_labels(window.path_panel, "Touches every place")
