"""pyflakes finds no unused import or variable in the files listed (rule_tools.py imported
QKeySequence and set a local ``n`` it never read). Skipped where pyflakes is not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CLEAN = ["str8ts_gui/gui/rule_tools.py"]


@pytest.mark.parametrize("name", CLEAN)
def test_no_unused_names(name: str) -> None:
    api = pytest.importorskip("pyflakes.api")
    reporter_module = pytest.importorskip("pyflakes.reporter")
    import io

    out, err = io.StringIO(), io.StringIO()
    path = ROOT / name
    found = api.check(path.read_text(encoding="utf-8"), str(path), reporter_module.Reporter(out, err))
    assert found == 0, out.getvalue() + err.getvalue()
