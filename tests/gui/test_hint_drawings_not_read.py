"""A hint on an f-puzzles puzzle whose rules live in its drawings: the drawings (text, shapes,
lines) are kept and drawn but are no rules here, so such a puzzle often has several solutions
where the setter's has one. The hint that says the logic stops for that says why too."""

from __future__ import annotations

import json

from gui_helpers import new_window
from str8ts_gui.gui.play.hints import DRAWINGS_NOT_READ

# An XV-like rule drawn as text between two cells (as "Scatterplot" and "XVXV" do on f-puzzles),
# with the rules in words; read here, the grid has many solutions.
CELLS = [[{} for _ in range(4)] for _ in range(4)]


def _file(tmp_path, drawings: bool):
    data = {"size": 4, "title": "Drawn rules", "ruleset": "Cells joined by an X sum to 5.", "grid": CELLS}
    if drawings:
        data["text"] = [{"cells": ["R1C1", "R1C2"], "value": "X", "fontC": "#000000", "size": 0.5}]
    path = tmp_path / "drawn.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _full_hint(qtbot, window) -> str:
    for _ in range(3):
        window.hint()
        qtbot.waitUntil(lambda: not window.hints.busy and window.hints.hint is not None, timeout=20000)
    return window.hint_panel.text_label.text()


def test_the_stuck_hint_on_a_puzzle_with_drawings_says_they_are_not_read(qtbot, tmp_path) -> None:
    window = new_window(qtbot, _file(tmp_path, drawings=True))
    text = _full_hint(qtbot, window)
    assert "more than one solution" in text
    assert text.endswith(DRAWINGS_NOT_READ)
    assert "Shift+F4" in DRAWINGS_NOT_READ and "not rules" in DRAWINGS_NOT_READ


def test_without_drawings_the_hint_is_as_it_was(qtbot, tmp_path) -> None:
    window = new_window(qtbot, _file(tmp_path, drawings=False))
    text = _full_hint(qtbot, window)
    assert "more than one solution" in text and DRAWINGS_NOT_READ not in text
