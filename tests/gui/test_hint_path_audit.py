"""The Hint and Solution Path panels as a solver reads them: what the step's sentence below the
list says once the board is live again, that a step of the path reads as the hint does at the
same position, and what the panels show on every kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import key, open_solution_path, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SELECT = "Select a step to see the board as it was then."

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def hint_key(qtbot, window: MainWindow, modifier=CTRL):
    with qtbot.waitSignal(window.hints.hintShown, timeout=20000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, modifier)
    return tuple(blocker.args)


def test_the_steps_sentence_goes_when_the_preview_ends_on_the_board(qtbot, window: MainWindow) -> None:
    """Esc on the board (or a move that ends the preview) shows the live board and leaves no step
    selected: the sentence below the list no longer names the step shown before."""
    open_solution_path(qtbot, window)
    panel = window.path_panel
    panel.select_step(3)
    assert panel.detail_label.text().startswith("Step 4 of")
    window.board.setFocus()
    key(qtbot, window, Qt.Key.Key_Escape)
    assert not window.controller.previewing and panel.steps.currentRow() == -1
    assert panel.detail_label.text() == SELECT

    # the hint applied while a step is shown: the live board changed, the preview ended
    for _ in range(3):
        hint_key(qtbot, window)
    panel.select_step(5)
    assert window.controller.previewing
    window.hint_panel.apply_button.click()
    assert not window.controller.previewing and panel.steps.currentRow() == -1
    assert panel.detail_label.text() == SELECT


def test_a_step_of_the_path_reads_as_the_hint_at_the_same_position(qtbot, window: MainWindow) -> None:
    """Step 1 of the path from the player's board is the step the hint shows in full there: the
    sentence below the list and the line's tooltip say it as the hint does, full stop included."""
    result = open_solution_path(qtbot, window)
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert hint.kind == "step" and level == 3 and hint.step == result.path.steps[0]
    panel = window.path_panel
    panel.select_step(0)
    total = len(result.path.steps)
    said = hint.text(3)
    assert said.endswith(".")
    assert panel.detail_label.text() == f"Step 1 of {total}. {said}"
    strategy, _, text = said.partition(": ")
    assert panel.steps.item(0).toolTip() == f"<p>1. <b>{strategy}</b>: {text}</p>"


def chaos_puzzle():
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction

    clues = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
    return new_puzzle(4, clues).replace(constraints=(ChaosConstruction(),))


def jigsaw_draft():
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    return new_puzzle(4).replace(regions=(0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3))


@pytest.mark.parametrize(
    "make, mode, reason",
    [
        (chaos_puzzle, "play", "the human logic does not know boards without boxes (chaos construction) yet"),
        (jigsaw_draft, "edit", "the human logic needs 4 regions of 4 cells each; on this board region 1 has 5 cells"),
    ],
)
def test_a_sudoku_board_the_logic_refuses_says_why_not_that_sudoku_has_no_path(qtbot, make, mode, reason) -> None:
    """Sudoku has a solution path; a board its logic cannot take (chaos construction, jigsaw
    regions still being drawn) is named with the reason, not as a kind without logic."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode

    from gui_helpers import new_window

    window = new_window(qtbot)
    window.set_document(Document(make()), mode=Mode.PLAY if mode == "play" else Mode.EDIT)
    panel = window.path_panel
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    qtbot.waitUntil(lambda: "not available" in panel.summary_label.text(), timeout=20000)
    text = panel.summary_label.text()
    assert "for Sudoku yet" not in text
    assert text.startswith(f"The solution path is not available for this board: {reason}")
    assert text.endswith(".") and panel.result is None
    assert not panel.solve_button.isEnabled() and panel.solve_button.toolTip() == text  # off until the board changes


def test_the_hint_panel_says_a_hint_is_being_looked_for_and_when_the_board_changes_meanwhile(qtbot, window) -> None:
    """A hint can take seconds (a large or variant board): the panel says it is being looked for,
    not still "Ctrl+H for a hint". A move made meanwhile makes that hint one about a board that is
    gone: the panel says the board has changed (no hint comes for the old position), and a hint
    that fails says so in the panel too."""
    import threading

    from str8ts_gui.solver.analysis import find_hint

    gate = threading.Event()

    def slow(state, token=None):
        gate.wait(10)
        return find_hint(state, token)

    assistant, panel = window.hints, window.hint_panel
    assistant.find_fn = slow
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert assistant.busy
    assert panel.text_label.text() == "Looking for a hint…" and panel.level_label.text() == ""
    ctl = window.controller
    cell = next(i for i in range(81) if ctl.session.state.is_open(i) and not ctl.session.state.entries[i])
    ctl.select(cell)
    key(qtbot, window, Qt.Key.Key_5, SHIFT)  # a pencil mark while the hint is looked for
    assert panel.text_label.text() == "Your board has changed. Ctrl+H for a hint about it."
    gate.set()
    qtbot.waitUntil(lambda: not assistant.busy, timeout=10000)
    qtbot.wait(50)
    assert assistant.hint is None and panel.level_label.text() == ""
    assert panel.text_label.text() == "Your board has changed. Ctrl+H for a hint about it."

    def broken(state, token=None):
        raise RuntimeError("no luck")

    assistant.find_fn = broken
    with qtbot.waitSignal(assistant.message, check_params_cb=lambda m: m.startswith("Hint failed")):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert panel.text_label.text() == "Hint failed: RuntimeError: no luck"

    assistant.find_fn = find_hint  # and a hint found is shown as ever
    hint, level = hint_key(qtbot, window)
    assert level == 1 and panel.text_label.text() == hint.text(1)


def area_tip(window: MainWindow, cells) -> str:
    """The board's tooltip over the first of ``cells``."""
    from PySide6.QtCore import QPointF

    from gui_helpers import cell_centre

    return window.board.tooltip_at(QPointF(cell_centre(window, min(cells))))


@pytest.mark.parametrize(
    "name, index, word",
    [("sudoku-9x9.txt", 0, "box"), ("suguru-library.txt", 10, "region"), ("wikipedia.txt", 0, "compartment")],
)
def test_the_legend_names_where_each_kinds_hint_says_to_look(qtbot, monkeypatch, name, index, word) -> None:
    """Hint 2 of 3 points at a box (Sudoku), a region (Suguru), a compartment (Str8ts): the tooltip
    of a cell lit there (the legend's words) names that, not only a Str8ts compartment."""
    from gui_helpers import new_window

    monkeypatch.setattr(MainWindow, "choose_puzzle", lambda self, docs, path: index)
    window = new_window(qtbot, ROOT / "puzzles" / name)
    hint_key(qtbot, window)
    hint, level = hint_key(qtbot, window)
    assert level == 2 and hint.kind == "step" and word in hint.text(2)
    area = window.controller.render_options().hint_area
    tip = area_tip(window, area)
    assert "Hint: where to look" in tip and word in tip


def test_the_legend_says_what_a_mistakes_hint_lights(qtbot, window: MainWindow) -> None:
    """Hint 3 of 3 about a mistake lights the wrong entry in the hint's amber: its tooltip says it
    may be a mistake the hint names, not only "the cells the hint's logic uses"."""
    from str8ts_gui.solver.sat import solve

    ctl = window.controller
    solution = solve(GENTLE).solution
    cell = next(i for i in range(81) if ctl.session.state.is_open(i))
    ctl.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{solution[cell] % 9 + 1}"))
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert hint.kind == "wrong" and level == 3
    assert window.controller.render_options().hint_cells == frozenset({cell})
    lines = area_tip(window, {cell}).split("<br>")
    assert any(line.startswith("Hint: the step's cells") and "mistake" in line for line in lines), lines


def test_the_legends_words_hold_in_the_dark_look_too() -> None:
    """The dark look draws its tints darker than the cells' grey, not lighter: the legend (and so
    the board's tooltips) names no colour as light or pale."""
    import re

    from str8ts_gui.gui.board.legend import ENTRIES

    for entry in ENTRIES:
        assert not re.search(r"\b(light|lighter|pale|paler)\b", entry.text, re.IGNORECASE), entry.text


def test_the_guide_tells_how_the_path_and_a_hint_order_their_steps() -> None:
    """The path's first step is the hint's; after it the path takes the easiest strategies a
    sweep at a time, a hint always the easiest step: on the board of a later step the hint may
    show another step, never a harder one. The guide says so (a solver comparing them would
    otherwise take it for a fault)."""
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.gui.board.controller import grid_state
    from str8ts_gui.gui.panels.path_panel import compute_path
    from str8ts_gui.solver.analysis import find_hint

    result = compute_path(PlayState.new(GENTLE))
    steps, grids = result.path.steps, result.grids
    assert find_hint(PlayState.new(GENTLE)).step == steps[0]
    other = 0
    for step, grid in list(zip(steps, grids))[:60]:
        hint = find_hint(grid_state(grid))
        assert hint.kind == "step" and hint.step.level <= step.level
        other += hint.step != step
    assert other > 0  # the orders do differ
    guide = " ".join((ROOT / "docs" / "guide" / "window.md").read_text(encoding="utf-8").split())
    assert "Its first step is the one Hint shows; after it the path takes the easiest strategies a sweep at a time" in guide


def test_a_step_chosen_while_the_path_is_found_again_does_not_stay_on_the_board(qtbot, window, monkeypatch) -> None:
    """Solve from Here keeps the old steps listed while it finds the new path; one chosen then is
    shown. When the new path is listed (nothing chosen in it), the board is the live one again,
    not a step of a path no longer listed (its amber frame, typing refused)."""
    import threading

    import str8ts_gui.gui.panels.path_panel as path_panel

    open_solution_path(qtbot, window)
    panel, ctl = window.path_panel, window.controller
    gate = threading.Event()
    real = path_panel.compute_path

    def held(state, token=None):
        gate.wait(10)
        return real(state, token)

    monkeypatch.setattr(path_panel, "compute_path", held)
    panel.solve_from_here()
    assert panel.busy and panel.steps.count() > 3
    panel.select_step(3)  # the old list, while the new path is found
    assert ctl.previewing
    with qtbot.waitSignal(panel.pathShown, timeout=10000):
        gate.set()
    assert panel.steps.currentRow() == -1 and panel.detail_label.text() == SELECT
    assert not ctl.previewing and not ctl.render_options().preview
