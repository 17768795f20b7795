"""Shared test configuration: headless Qt and the optional published corpus."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"

# The offscreen platform plugin warns "This plugin does not support propagateSizeHints()" when a
# top-level window with a size constraint is shown; that is not a problem of ours, so it is the
# one Qt warning the tests that show windows (these folders) ignore.
OFFSCREEN_WARNING = r"This plugin does not support propagateSizeHints\(\)"
WINDOW_TEST_FOLDERS = ("gui", "scan")


def pytest_collection_modifyitems(config, items) -> None:
    folders = [Path(__file__).resolve().parent / name for name in WINDOW_TEST_FOLDERS]
    for item in items:
        parents = Path(str(item.path)).resolve().parents
        if any(folder in parents for folder in folders):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_WARNING))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """A test that fails while a QPainter is still painting (its helper raised between
    ``QPainter(image)`` and ``end()``) leaves the painter and its image in the failure's frames;
    the garbage collector, run while pytest writes the report, could destroy the image first and
    the painter then crashed the whole run (a segmentation fault instead of the test's failure,
    seen in a fresh clone's run). The painters still open are ended first."""
    outcome = yield
    if outcome.excinfo is not None:
        _end_open_painters()


def _end_open_painters() -> None:
    import gc
    import sys

    if "PySide6.QtGui" not in sys.modules:
        return
    from PySide6.QtGui import QPainter

    for obj in gc.get_objects():
        if isinstance(obj, QPainter) and obj.isActive():
            obj.end()


def read_corpus(name: str) -> list[dict[str, str]]:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"corpus file {path} is not present")
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


@pytest.fixture(scope="session")
def daily_corpus() -> list[dict[str, str]]:
    return read_corpus("str8ts_daily_2019_2021.tsv")


@pytest.fixture(scope="session")
def sample_corpus() -> list[dict[str, str]]:
    return read_corpus("str8ts_samples.tsv")


@pytest.fixture(scope="session")
def sudoku_corpus() -> list[dict[str, str]]:
    return read_corpus("sudoku_exchange.tsv")


@pytest.fixture
def sudoku_without_logic(monkeypatch):
    """Sudoku as a kind that has no human logic (as a new kind starts out): its ``logic()``
    raises NotSupported, so the window and the analysis must say so instead of failing."""
    from str8ts_gui.core.kind import NotSupported
    from str8ts_gui.kinds.sudoku import SudokuKind

    def no_logic(self):
        raise NotSupported("human logic for Sudoku is not supported yet")

    monkeypatch.setattr(SudokuKind, "logic", no_logic)

