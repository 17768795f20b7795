"""A GUI test that fails with a QPainter still open is reported as a failure, not a crash of
the whole run (tests/conftest.py ends such painters before the report is written)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.board import render
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle

DEMO = "STR8TS_PAINTER_GUARD_DEMO"


@pytest.mark.skipif(not os.environ.get(DEMO), reason="run by the test below, in its own pytest")
@pytest.mark.parametrize("k", range(4))
def test_demo_fails_while_painting(monkeypatch, k) -> None:
    def broken(dark):
        raise TypeError("broken palette")

    monkeypatch.setattr(render, "palette_for", broken)
    image = QImage(300 + k, 300 + k, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, 300, 300), PlayState.new(new_puzzle(9)), RenderOptions())
    painter.end()


def test_a_failure_inside_a_painter_is_reported_not_a_crash() -> None:
    here = Path(__file__)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", f"{here}::test_demo_fails_while_painting"],
        cwd=here.parents[2], capture_output=True, text=True, timeout=300,
        env={**os.environ, DEMO: "1", "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 1, (done.returncode, done.stdout[-2000:], done.stderr[-2000:])  # failures, no signal
    assert "4 failed" in done.stdout and "broken palette" in done.stdout
